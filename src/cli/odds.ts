/**
 * `npm run odds -- --decks 8` or `npm run odds -- --counts c0,c1,…,c9`: the exact odds of a shoe
 * as JSON. Thin on purpose: parse, ask the engine, print. Bad arguments → one line on stderr, exit 2.
 */

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
import {
  type BanqueCounts,
  type BanqueStrategy,
  banqueCompositionProblem,
  banqueEdges,
  centreOdds,
  countBanqueOutcomes,
  EQUAL_STAKES,
  RESULT_ORDER,
  type TableauCounts,
} from '../games/banque/rules/odds.js';
import {
  ALL_STRATEGIES,
  type CdfCounts,
  cdfEdges,
  countCdfOutcomes,
  DEFAULT_STRATEGY,
} from '../games/chemin-de-fer/rules/odds.js';
import { EZ_BACCARAT, type EzSpot } from '../games/ez-baccarat/rules/bets.js';
import { ezExactOdds } from '../games/ez-baccarat/rules/odds.js';
import { isEntryPoint, runAsProcess, type ToolIo } from './args.js';

const USAGE = `Usage: npm run odds -- [--game punto-banco|ez-baccarat|chemin-de-fer|banque] [--decks 1|6|8 | --counts c0,c1,...,c9]

Prints the exact odds of the next coup from a shoe as JSON: counts over every ordered six-card
sequence, probabilities, and the house edge of every bet in Punto Banco and Punto 2000. With
--game ez-baccarat: the same counts with the Dragon 7s (the Banker wins on three cards totalling 7)
and Panda 8s (the Player wins on three cards totalling 8), and the edge of every EZ bet: Player,
Banker (no commission, a Dragon 7 pushes), Tie, Dragon 7 (40:1) and Panda 8 (25:1). With
--game chemin-de-fer: the banker's, the punter's and égalité's counts with every default, the
banker's edge, his value after the 5 % commission and the house's take, then the same counts for
each fixed choice of the punter at 5 and the banker in the optional cells, and under the free règle.
With --game banque: one tableau against the banker's default with equal stakes on both tableaux
and punters drawing at 5, counted over every ordered nine-card sequence: the joint counts of the
two tableaux' results, each tableau's, the banker's edge before and after the commission on his
net (1.25 % and 2 %), the centre stake's figures, then the same counts for other stake splits,
punters standing at 5, and the banker playing the Punto Banco table against the right.

  --game G          punto-banco (the default), ez-baccarat, chemin-de-fer or banque
  --decks N         a full shoe of N decks (1, 6 or 8; banque also 3); the default is 8
                    (chemin de fer and banque: 6)
  --counts LIST     ten non-negative integers: the cards left of each point value 0-9
                    (0 = tens and faces), at least 6 cards in all (banque: 9 to 1,400)
  --help            this text`;

/** A mistake in the command line: reported in one line, exit code 2. */
class UsageError extends Error {}

const PAYOUTS: Record<Variant, Record<Side, string>> = {
  'punto-banco': { player: '1:1', banker: '19:20', tie: '8:1' },
  'punto-2000': { player: '1:1', banker: '1:1, 1:2 on a Banker 6', tie: '8:1' },
};

type Game = 'punto-banco' | typeof EZ_BACCARAT | 'chemin-de-fer' | 'banque';
const GAMES: readonly Game[] = ['punto-banco', EZ_BACCARAT, 'chemin-de-fer', 'banque'];
/** Banque is dealt from 6 decks, or 3 for the limited bank. */
const BANQUE_ODDS_DECKS = [1, 3, 6, 8];

type Request = { kind: 'help' } | { kind: 'odds'; game: Game; composition: number[] };

const parseDecks = (text: string, allowed: readonly number[] = SUPPORTED_DECKS): number[] => {
  const decks = Number(text);
  if (!/^\d+$/.test(text) || !allowed.includes(decks)) {
    throw new UsageError(`--decks must be one of ${allowed.join(', ')}, got '${text}'`);
  }
  return compositionOfShoe(decks);
};

const parseCounts = (text: string, problemOf = compositionProblem): number[] => {
  const parts = text.split(',');
  if (parts.length !== 10 || !parts.every((part) => /^\d+$/.test(part.trim()))) {
    throw new UsageError(`--counts must be ten non-negative integers separated by commas, got '${text}'`);
  }
  const composition = parts.map(Number);
  const problem = problemOf(composition);
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
  // Chemin de fer and banque are dealt from 6 decks; Punto Banco's and EZ Baccarat's tables default to 8.
  const defaultDecks = game === 'punto-banco' || game === EZ_BACCARAT ? '8' : '6';
  const banque = game === 'banque';
  return {
    kind: 'odds',
    game: game as Game,
    composition:
      counts !== undefined
        ? parseCounts(counts, banque ? banqueCompositionProblem : compositionProblem)
        : parseDecks(decks ?? defaultDecks, banque ? BANQUE_ODDS_DECKS : SUPPORTED_DECKS),
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

const EZ_PAYOUTS: Record<EzSpot, string> = {
  player: '1:1',
  banker: '1:1, a Dragon 7 pushes',
  tie: '8:1',
  'dragon-7': '40:1',
  'panda-8': '25:1',
};

/** The JSON report of one composition in EZ Baccarat. */
const ezReport = (composition: readonly number[]): unknown => {
  const odds = ezExactOdds(composition);
  const { outcomes, probabilities } = odds;
  return {
    game: EZ_BACCARAT,
    composition: odds.composition,
    cards: composition.reduce((sum, count) => sum + count, 0),
    sequences: outcomes.sequences.toString(),
    counts: {
      banker: outcomes.banker.toString(),
      player: outcomes.player.toString(),
      tie: outcomes.tie.toString(),
      dragon7: outcomes.dragon7.toString(),
      panda8: outcomes.panda8.toString(),
    },
    probabilities: {
      banker: exactAndDecimal(probabilities.banker),
      player: exactAndDecimal(probabilities.player),
      tie: exactAndDecimal(probabilities.tie),
      dragon7: exactAndDecimal(probabilities.dragon7),
      panda8: exactAndDecimal(probabilities.panda8),
    },
    houseEdges: Object.fromEntries(
      odds.bets.map((bet) => [
        bet.spot,
        {
          pays: EZ_PAYOUTS[bet.spot],
          houseEdgePercent: percent(bet.houseEdge),
          expectedValue: exactAndDecimal(bet.expectedValue),
        },
      ]),
    ),
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

/** The strategies banque's report counts beside equal stakes, as the rules page lists them. */
const BANQUE_OTHER_STRATEGIES: readonly { readonly name: string; readonly strategy: BanqueStrategy }[] = [
  { name: 'stakes on the right only', strategy: { ...EQUAL_STAKES, weights: { right: 1, left: 0 } } },
  { name: 'right stakes twice the left', strategy: { ...EQUAL_STAKES, weights: { right: 2, left: 1 } } },
  {
    name: 'equal stakes, punters stand at 5',
    strategy: { ...EQUAL_STAKES, punterAtFive: { right: 'stand', left: 'stand' } },
  },
  {
    name: 'equal stakes, the banker on the Punto Banco table against the right (rejected)',
    strategy: { ...EQUAL_STAKES, banker: 'punto-banco' },
  },
];

/** The JSON report of one composition in banque. */
const banqueReport = (composition: readonly number[]): unknown => {
  const equal = countBanqueOutcomes(composition);
  const probability = (count: bigint) => exactAndDecimal(rational(count, equal.sequences));
  const tableau = (counts: TableauCounts, sequences: bigint) => ({
    win: counts.win.toString(),
    lose: counts.lose.toString(),
    tie: counts.tie.toString(),
    probabilities: {
      win: rationalToDecimal(rational(counts.win, sequences), 6),
      lose: rationalToDecimal(rational(counts.lose, sequences), 6),
      tie: rationalToDecimal(rational(counts.tie, sequences), 6),
    },
    bankerEdgePercent: percent(rational(counts.lose - counts.win, sequences)),
  });
  const both = (counts: BanqueCounts) => ({
    right: tableau(counts.right, counts.sequences),
    left: tableau(counts.left, counts.sequences),
  });
  const centre = centreOdds(equal);
  return {
    game: 'banque',
    composition: [...composition],
    cards: composition.reduce((sum, count) => sum + count, 0),
    sequences: equal.sequences.toString(),
    strategy: 'equal stakes on both tableaux, no centre; punters draw at 5; the banker by his default',
    tableau: {
      win: equal.right.win.toString(),
      lose: equal.right.lose.toString(),
      tie: equal.right.tie.toString(),
    },
    probabilities: {
      win: probability(equal.right.win),
      lose: probability(equal.right.lose),
      tie: probability(equal.right.tie),
    },
    joint: Object.fromEntries(
      RESULT_ORDER.map((right, r) => [
        right,
        Object.fromEntries(RESULT_ORDER.map((left, l) => [left, equal.joint[r]![l]!.toString()])),
      ]),
    ),
    bankerEdgePercent: percent(banqueEdges(equal, 0).bankerAfterCommission),
    bankerAfterCommissionPercent: {
      '125bp': percent(banqueEdges(equal, 125).bankerAfterCommission),
      '200bp': percent(banqueEdges(equal, 200).bankerAfterCommission),
    },
    centre: {
      bothWin: rationalToDecimal(centre.bothWin, 6),
      bothLose: rationalToDecimal(centre.bothLose, 6),
      split: rationalToDecimal(centre.split, 6),
      winTie: rationalToDecimal(centre.winTie, 6),
      loseTie: rationalToDecimal(centre.loseTie, 6),
      bothTie: rationalToDecimal(centre.bothTie, 6),
      settledValuePercent: percent(centre.settledValue),
      frozenFraction: rationalToDecimal(centre.frozenFraction, 6),
      resolvedValuePercent: percent(centre.resolvedValue),
    },
    otherStrategies: BANQUE_OTHER_STRATEGIES.map(({ name, strategy }) => {
      const counts = countBanqueOutcomes(composition, strategy);
      return {
        name,
        ...strategy,
        ...both(counts),
        // Per chip staked, the stakes in the strategy's ratio.
        bankerEdgePercent: percent(banqueEdges(counts, 0, strategy.weights).bankerAfterCommission),
      };
    }),
  };
};

const REPORTS: Record<Game, (composition: readonly number[]) => unknown> = {
  'punto-banco': report,
  [EZ_BACCARAT]: ezReport,
  'chemin-de-fer': cdfReport,
  banque: banqueReport,
};

/** `npm run odds -- ARGS`: the exit code (2 for bad arguments, 1 for any other failure), everything said on `io`. */
export const main = async (argv: readonly string[], io: ToolIo): Promise<number> => {
  try {
    const request = parseArguments(argv);
    if (request.kind === 'help') io.stdout(`${USAGE}\n`);
    else io.stdout(`${JSON.stringify(REPORTS[request.game](request.composition), null, 2)}\n`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`odds: ${message}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
};

if (isEntryPoint(import.meta.url)) await runAsProcess(main);
