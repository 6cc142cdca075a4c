/**
 * `npm run odds -- [--game G] --decks 8` or `npm run odds -- [--game G] --counts c0,c1,…,c9`: the
 * exact odds of a shoe as JSON, in the report of the game the registry (src/games/odds-reports.ts)
 * names. Thin on purpose: parse, ask the game, print. Bad arguments → one line on stderr, exit 2.
 */

import { compositionOfShoe } from '../engine/odds.js';
import type { GameOdds } from '../games/odds-report.js';
import { GAME_ODDS, oddsOfGame } from '../games/odds-reports.js';
import { isEntryPoint, optionLine, orList, runAsProcess, type ToolIo, wrapText } from './args.js';

const DEFAULT_GAME = GAME_ODDS[0]!;
const GAMES = GAME_ODDS.map(({ game }) => game);
const OPTION_COLUMN = 18;

const USAGE = [
  `Usage: npm run odds -- [--game ${GAMES.join('|')}] [--decks ${DEFAULT_GAME.decks.allowed.join('|')} | --counts c0,c1,...,c9]`,
  '',
  wrapText(
    `Prints the exact odds of the next coup from a shoe as JSON: ${DEFAULT_GAME.help}${GAME_ODDS.filter(
      (entry) => entry !== DEFAULT_GAME,
    )
      .map(({ game, help }) => ` With --game ${game}: ${help}`)
      .join('')}`,
  ),
  '',
  optionLine('--game G', orList([`${GAMES[0]} (the default)`, ...GAMES.slice(1)]), OPTION_COLUMN),
  optionLine(
    '--decks N',
    `a full shoe of N decks, by game: ${GAME_ODDS.map(({ game, decks }) => `${game} ${orList(decks.allowed.map(String))} (default ${decks.default})`).join('; ')}`,
    OPTION_COLUMN,
  ),
  optionLine(
    '--counts LIST',
    `ten non-negative integers: the cards left of each point value 0-9 (0 = tens and faces), at least 6 cards in all${GAME_ODDS.filter(
      ({ cards }) => cards !== undefined,
    )
      .map(({ game, cards }) => ` (${game}: ${cards})`)
      .join('')}`,
    OPTION_COLUMN,
  ),
  optionLine('--help', 'this text', OPTION_COLUMN),
].join('\n');

/** A mistake in the command line: reported in one line, exit code 2. */
class UsageError extends Error {}

type Request = { kind: 'help' } | { kind: 'odds'; game: GameOdds; composition: number[] };

const parseDecks = (text: string, allowed: readonly number[]): number[] => {
  const decks = Number(text);
  if (!/^\d+$/.test(text) || !allowed.includes(decks)) {
    throw new UsageError(`--decks must be one of ${allowed.join(', ')}, got '${text}'`);
  }
  return compositionOfShoe(decks);
};

const parseCounts = (text: string, problemOf: GameOdds['compositionProblem']): number[] => {
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
  const gameId = values.get('--game') ?? DEFAULT_GAME.game;
  const game = oddsOfGame(gameId);
  if (game === undefined) throw new UsageError(`--game must be one of ${GAMES.join(', ')}, got '${gameId}'`);
  return {
    kind: 'odds',
    game,
    composition:
      counts !== undefined
        ? parseCounts(counts, game.compositionProblem)
        : parseDecks(decks ?? String(game.decks.default), game.decks.allowed),
  };
};

/** `npm run odds -- ARGS`: the exit code (2 for bad arguments, 1 for any other failure), everything said on `io`. */
export const main = async (argv: readonly string[], io: ToolIo): Promise<number> => {
  try {
    const request = parseArguments(argv);
    if (request.kind === 'help') io.stdout(`${USAGE}\n`);
    else io.stdout(`${JSON.stringify(request.game.report(request.composition), null, 2)}\n`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`odds: ${message}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
};

if (isEntryPoint(import.meta.url)) await runAsProcess(main);
