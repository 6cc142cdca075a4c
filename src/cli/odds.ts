/**
 * `npm run odds -- --decks 8` or `npm run odds -- --counts c0,c1,…,c9`: the exact odds of a shoe
 * as JSON. Thin on purpose: parse, ask the engine, print. Bad arguments → one line on stderr, exit 2.
 */
import {
  ALL_STRATEGIES,
  type CdfCounts,
  cdfEdges,
  countCdfOutcomes,
  DEFAULT_STRATEGY,
} from '../engine/cdf-odds.js';
import {
  compositionOfShoe,
  compositionProblem,
  exactOdds,
  type Rational,
  rational,
  rationalToDecimal,
  rationalToNumber,
  rationalToString,
} from '../engine/odds.js';
import type { Side, Variant } from '../engine/settle.js';
import { SUPPORTED_DECKS } from '../engine/shoe.js';

const USAGE = `Usage: npm run odds -- [--game punto-banco|chemin-de-fer] [--decks 1|6|8 | --counts c0,c1,...,c9]

Prints the exact odds of the next coup from a shoe as JSON: counts over every ordered six-card
sequence, probabilities, and the house edge of every bet in Punto Banco and Punto 2000. With
--game chemin-de-fer: the banker's, the punter's and égalité's counts with every default, the
banker's edge, his value after the 5 % commission and the house's take, then the same counts for
each fixed choice of the punter at 5 and the banker in the optional cells, and under the free règle.

  --game G          punto-banco (the default) or chemin-de-fer
  --decks N         a full shoe of N decks (1, 6 or 8); the default is 8
  --counts LIST     ten non-negative integers: the cards left of each point value 0-9
                    (0 = tens and faces), at least 6 cards in all
  --help            this text`;

/** A mistake in the command line: reported in one line, exit code 2. */
class UsageError extends Error {}

const PAYOUTS: Record<Variant, Record<Side, string>> = {
  'punto-banco': { player: '1:1', banker: '19:20', tie: '8:1' },
  'punto-2000': { player: '1:1', banker: '1:1, 1:2 on a Banker 6', tie: '8:1' },
};

type Game = 'punto-banco' | 'chemin-de-fer';
const GAMES: readonly Game[] = ['punto-banco', 'chemin-de-fer'];

type Request = { kind: 'help' } | { kind: 'odds'; game: Game; composition: number[] };

const parseDecks = (text: string): number[] => {
  const decks = Number(text);
  if (!/^\d+$/.test(text) || !(SUPPORTED_DECKS as readonly number[]).includes(decks)) {
    throw new UsageError(`--decks must be one of ${SUPPORTED_DECKS.join(', ')}, got '${text}'`);
  }
  return compositionOfShoe(decks);
};

const parseCounts = (text: string): number[] => {
  const parts = text.split(',');
  if (parts.length !== 10 || !parts.every((part) => /^\d+$/.test(part.trim()))) {
    throw new UsageError(`--counts must be ten non-negative integers separated by commas, got '${text}'`);
  }
  const composition = parts.map(Number);
  const problem = compositionProblem(composition);
  if (problem !== undefined) throw new UsageError(`--counts: ${problem}`);
  return composition;
};

/** Reads `--flag value` or `--flag=value`; anything else is a usage error. */
const parseArguments = (args: readonly string[]): Request => {
  const values = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    const [flag = '', inline] = arg.split(/=(.*)/s, 2);
    if (flag !== '--decks' && flag !== '--counts' && flag !== '--game')
      throw new UsageError(`unknown argument '${arg}' (try --help)`);
    if (values.has(flag)) throw new UsageError(`${flag} given twice`);
    const value = inline ?? args[++i];
    if (value === undefined || value === '') throw new UsageError(`${flag} needs a value`);
    values.set(flag, value);
  }
  const decks = values.get('--decks');
  const counts = values.get('--counts');
  if (decks !== undefined && counts !== undefined) throw new UsageError('give --decks or --counts, not both');
  const game = values.get('--game') ?? 'punto-banco';
  if (!(GAMES as readonly string[]).includes(game))
    throw new UsageError(`--game must be one of ${GAMES.join(', ')}, got '${game}'`);
  // Chemin de fer is dealt from 6 decks; Punto Banco's tables default to 8.
  const defaultDecks = game === 'chemin-de-fer' ? '6' : '8';
  return {
    kind: 'odds',
    game: game as Game,
    composition: counts !== undefined ? parseCounts(counts) : parseDecks(decks ?? defaultDecks),
  };
};

const PERCENT_DIGITS = 6;
const percent = (value: Rational): string =>
  rationalToDecimal(rational(value.numerator * 100n, value.denominator), PERCENT_DIGITS);

const exactAndDecimal = (value: Rational): { fraction: string; value: number } => ({
  fraction: rationalToString(value),
  value: rationalToNumber(value),
});

/** The JSON report of one composition. */
const report = (composition: readonly number[]): unknown => {
  const odds = exactOdds(composition);
  const { outcomes, probabilities } = odds;
  const edges: Record<string, Record<string, unknown>> = {};
  for (const bet of odds.bets) {
    edges[bet.variant] ??= {};
    edges[bet.variant]![bet.side] = {
      pays: PAYOUTS[bet.variant][bet.side],
      houseEdgePercent: percent(bet.houseEdge),
      expectedValue: exactAndDecimal(bet.expectedValue),
    };
  }
  return {
    composition: odds.composition,
    cards: composition.reduce((sum, count) => sum + count, 0),
    sequences: outcomes.sequences.toString(),
    counts: {
      banker: outcomes.banker.toString(),
      player: outcomes.player.toString(),
      tie: outcomes.tie.toString(),
      bankerSix: outcomes.bankerSix.toString(),
    },
    probabilities: {
      banker: exactAndDecimal(probabilities.banker),
      player: exactAndDecimal(probabilities.player),
      tie: exactAndDecimal(probabilities.tie),
      bankerSix: exactAndDecimal(probabilities.bankerSix),
    },
    houseEdges: edges,
  };
};

const CDF_COMMISSION_BP = 500;

/** The JSON report of one composition in chemin de fer. */
const cdfReport = (composition: readonly number[]): unknown => {
  const counted = (counts: CdfCounts) => ({
    banker: counts.banker.toString(),
    punter: counts.punter.toString(),
    tie: counts.tie.toString(),
    bankerEdgePercent: percent(cdfEdges(counts, 0).bankerEdge),
  });
  const defaults = countCdfOutcomes(composition);
  const edges = cdfEdges(defaults, CDF_COMMISSION_BP);
  const probability = (count: bigint) => exactAndDecimal(rational(count, defaults.sequences));
  return {
    game: 'chemin-de-fer',
    composition: [...composition],
    cards: composition.reduce((sum, count) => sum + count, 0),
    sequences: defaults.sequences.toString(),
    counts: {
      banker: defaults.banker.toString(),
      punter: defaults.punter.toString(),
      tie: defaults.tie.toString(),
    },
    probabilities: {
      banker: probability(defaults.banker),
      punter: probability(defaults.punter),
      tie: probability(defaults.tie),
    },
    bankerEdgePercent: percent(edges.bankerEdge),
    punterEdgePercent: percent(rational(-edges.bankerEdge.numerator, edges.bankerEdge.denominator)),
    commissionPercent: percent(rational(BigInt(CDF_COMMISSION_BP), 10_000n)),
    bankerAfterCommissionPercent: percent(edges.bankerAfterCommission),
    houseTakePercent: percent(edges.houseTake),
    strategies: ALL_STRATEGIES.map((strategy) => ({
      ...strategy,
      ...counted(countCdfOutcomes(composition, 'scarne', strategy)),
    })),
    freeRegle: ['draw', 'stand'].map((punterAtFive) => ({
      punterAtFive,
      bankerChooses: 'the draw-gain default',
      ...counted(
        countCdfOutcomes(composition, 'free', { ...DEFAULT_STRATEGY, punterAtFive: punterAtFive as 'draw' }),
      ),
    })),
  };
};

try {
  const request = parseArguments(process.argv.slice(2));
  if (request.kind === 'help') console.log(USAGE);
  else
    console.log(
      JSON.stringify(
        request.game === 'chemin-de-fer' ? cdfReport(request.composition) : report(request.composition),
        null,
        2,
      ),
    );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`odds: ${message}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
