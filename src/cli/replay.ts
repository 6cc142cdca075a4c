/**
 * `npm run replay -- [--game G] --server-seed S --client-seed C --shoe N [--decks D] [--reserve R]
 * [--stakes …]`: rebuilds a shoe from its revealed seeds and prints every coup to the cut card as
 * the game's export, every decision taken by its default. The games and their exports are the
 * registry's (src/games/export-formats.ts). Thin on purpose: parse, ask the game, print.
 */

import { isClientSeed, isServerSeed } from '../engine/fair.js';
import { buildShoe, DEFAULT_CUT_CARD_RESERVE } from '../engine/shoe.js';
import type { ShoeExportFormat } from '../games/export-format.js';
import { DEFAULT_EXPORT_FORMAT, exportFormatOfGame, SHOE_EXPORT_FORMATS } from '../games/export-formats.js';
import {
  integerFlag,
  isEntryPoint,
  optionLine,
  orList,
  parseArgs,
  requireFlag,
  runAsProcess,
  runTool,
  type ToolIo,
  UsageError,
  wrapText,
} from './args.js';

const MAX_RESERVE = 200;
const GAMES = SHOE_EXPORT_FORMATS.map(({ game }) => game);
const STAKED = SHOE_EXPORT_FORMATS.filter(({ replay }) => replay.stakes !== undefined);
const OPTION_COLUMN = 20;

/** The usage line of one game's replay; the default game's needs no `--game`. */
const usageLine = ({ game, replay }: ShoeExportFormat): string =>
  `npm run replay -- ${game === DEFAULT_EXPORT_FORMAT.game ? '' : `--game ${game} `}--server-seed HEX --client-seed TEXT --shoe N [--decks ${replay.decks.default}] [--reserve ${DEFAULT_CUT_CARD_RESERVE}]${replay.stakes ? ` [--stakes ${replay.stakes.defaultText}]` : ''}`;

const USAGE = [
  `Usage: ${SHOE_EXPORT_FORMATS.map(usageLine).join('\n       ')}`,
  '',
  wrapText(
    `Rebuilds a shoe from its seeds (provably-fair-v1) and prints every coup dealt before the cut card ${DEFAULT_EXPORT_FORMAT.replay.help} on stdout${SHOE_EXPORT_FORMATS.filter(
      (format) => format !== DEFAULT_EXPORT_FORMAT,
    )
      .map(({ game, replay }) => `; with --game ${game}, ${replay.help}`)
      .join('')}.`,
  ),
  'Check a file with: npm run verify -- FILE.json',
  '',
  optionLine('--game G', orList([`${GAMES[0]} (the default)`, ...GAMES.slice(1)]), OPTION_COLUMN),
  optionLine('--server-seed HEX', 'the revealed server seed: 64 lowercase hex characters', OPTION_COLUMN),
  optionLine('--client-seed TEXT', 'the client seed: 1-64 printable ASCII characters', OPTION_COLUMN),
  optionLine('--shoe N', 'the shoe number, a positive integer', OPTION_COLUMN),
  optionLine(
    '--decks D',
    SHOE_EXPORT_FORMATS.map(
      ({ game, replay: { decks } }) =>
        `${game}: ${orList(decks.allowed.map(String))} (default ${decks.default})`,
    ).join('; '),
    OPTION_COLUMN,
  ),
  optionLine(
    '--reserve R',
    `cut-card reserve, an integer up to ${MAX_RESERVE} from ${orList(SHOE_EXPORT_FORMATS.map(({ game, replay }) => `${replay.minReserve} (${game})`))}; default ${DEFAULT_CUT_CARD_RESERVE}`,
    OPTION_COLUMN,
  ),
  ...STAKED.map(({ replay: { stakes } }) =>
    optionLine(`--stakes ${stakes!.shape}`, stakes!.help, OPTION_COLUMN),
  ),
  optionLine('--help', 'this text', OPTION_COLUMN),
].join('\n');

const FLAGS = ['game', 'server-seed', 'client-seed', 'shoe', 'decks', 'reserve', 'stakes'];

const replay = (argv: readonly string[], io: ToolIo): number => {
  const args = parseArgs(argv, FLAGS);
  if (args.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  if (args.positionals.length > 0)
    throw new UsageError(`unexpected argument '${args.positionals[0]}' (try --help)`);

  const serverSeed = requireFlag(args, 'server-seed');
  if (!isServerSeed(serverSeed))
    throw new UsageError(
      `--server-seed must be 64 lowercase hex characters, got ${JSON.stringify(serverSeed)}`,
    );
  const clientSeed = requireFlag(args, 'client-seed');
  if (!isClientSeed(clientSeed))
    throw new UsageError(
      `--client-seed must be 1-64 printable ASCII characters, got ${JSON.stringify(clientSeed)}`,
    );
  const shoeNumber = integerFlag(
    'shoe',
    requireFlag(args, 'shoe'),
    1,
    Number.MAX_SAFE_INTEGER,
    'a positive integer',
  );
  const game = args.flags.get('game') ?? DEFAULT_EXPORT_FORMAT.game;
  const format = exportFormatOfGame(game);
  if (format === undefined) throw new UsageError(`--game must be one of ${GAMES.join(', ')}, got '${game}'`);
  const { decks: gameDecks, minReserve, stakes: gameStakes } = format.replay;
  const stakesText = args.flags.get('stakes');
  let stakes: unknown;
  if (stakesText !== undefined) {
    if (gameStakes === undefined)
      throw new UsageError(`--stakes is for --game ${orList(STAKED.map(({ game }) => game))}`);
    stakes = gameStakes.parse(stakesText);
    if (stakes === undefined)
      throw new UsageError(`--stakes must be ${gameStakes.must}, got '${stakesText}'`);
  }
  const decksText = args.flags.get('decks') ?? String(gameDecks.default);
  const decks = Number(decksText);
  if (!/^\d+$/.test(decksText) || !gameDecks.allowed.includes(decks))
    throw new UsageError(`--decks must be one of ${gameDecks.allowed.join(', ')}, got '${decksText}'`);
  const reserve = args.flags.get('reserve');
  const cutCardReserve =
    reserve === undefined
      ? DEFAULT_CUT_CARD_RESERVE
      : integerFlag(
          'reserve',
          reserve,
          minReserve,
          MAX_RESERVE,
          `an integer from ${minReserve} to ${MAX_RESERVE}`,
        );

  const shoe = buildShoe({ serverSeed, clientSeed, shoeNumber, decks, cutCardReserve });
  io.stdout(`${JSON.stringify(format.replay.replay(shoe, stakes), null, 2)}\n`);
  return 0;
};

/** `npm run replay -- ARGS`: the exit code, everything said on `io`. */
export const main = (argv: readonly string[], io: ToolIo): Promise<number> =>
  runTool('replay', io, () => replay(argv, io));

if (isEntryPoint(import.meta.url)) await runAsProcess(main);
