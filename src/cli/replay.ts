/**
 * `npm run replay -- [--game chemin-de-fer|banque] --server-seed S --client-seed C --shoe N
 * [--decks D] [--reserve R] [--stakes R[,L,C]]`: rebuilds a shoe from its revealed seeds and prints
 * every coup to the cut card as a `sabot-shoe/1` export (Punto Banco), a `sabot-cdf/1` export
 * (chemin de fer) or a `sabot-banque/1` export (banque à deux tableaux), every decision taken by its
 * default. Thin on purpose: parse, ask the engine, print.
 */

import { isClientSeed, isServerSeed } from '../engine/fair.js';
import { chips } from '../engine/money.js';
import { buildShoe, DEFAULT_CUT_CARD_RESERVE, dealWholeShoe, SUPPORTED_DECKS } from '../engine/shoe.js';
import { exportShoe } from '../engine/shoe-export.js';
import { dealWholeBanqueShoe } from '../games/banque/rules/coup.js';
import { BANQUE_DECKS, BANQUE_MIN_RESERVE, exportBanqueShoe } from '../games/banque/rules/export.js';
import { dealWholeCdfShoe } from '../games/chemin-de-fer/rules/coup.js';
import { CDF_MIN_RESERVE, exportCdfShoe } from '../games/chemin-de-fer/rules/export.js';
import {
  integerFlag,
  isEntryPoint,
  parseArgs,
  requireFlag,
  runAsProcess,
  runTool,
  type ToolIo,
  UsageError,
} from './args.js';

const USAGE = `Usage: npm run replay -- --server-seed HEX --client-seed TEXT --shoe N [--decks 8] [--reserve 16]
       npm run replay -- --game chemin-de-fer --server-seed HEX --client-seed TEXT --shoe N [--decks 6] [--reserve 16] [--stakes 1]
       npm run replay -- --game banque --server-seed HEX --client-seed TEXT --shoe N [--decks 6] [--reserve 16] [--stakes 1,1,0]

Rebuilds a shoe from its seeds (provably-fair-v1) and prints every coup dealt before the cut card
as a sabot-shoe/1 export (JSON) on stdout; with --game chemin-de-fer, as a sabot-cdf/1 export with
every decision taken by its default (the punter draws at 5, the banker draws in the optional cells);
with --game banque, as a sabot-banque/1 export with every decision taken by its default (punters
draw at 5, the banker weighs the stakes by the Δ table).
Check a file with: npm run verify -- FILE.json

  --game G            punto-banco (the default), chemin-de-fer or banque
  --server-seed HEX   the revealed server seed: 64 lowercase hex characters
  --client-seed TEXT  the client seed: 1-64 printable ASCII characters
  --shoe N            the shoe number, a positive integer
  --decks D           1, 6 or 8 decks (default 8; chemin de fer 6); banque 3 or 6 (default 6)
  --reserve R         cut-card reserve, an integer from 5 to 200 (chemin de fer: from 6; banque: from 9),
                      default ${DEFAULT_CUT_CARD_RESERVE}
  --stakes R          chemin de fer: the cover written on every coup, a positive integer (default 1)
  --stakes R,L,C      banque: the stakes on the right, the left and the centre on every coup, which the
                      banker's default weighs, three non-negative integers (default 1,1,0)
  --help              this text`;

const FLAGS = ['game', 'server-seed', 'client-seed', 'shoe', 'decks', 'reserve', 'stakes'];
const GAMES = ['punto-banco', 'chemin-de-fer', 'banque'];

/** Banque's `--stakes R,L,C`: three whole numbers of chips. */
const banqueStakes = (text: string) => {
  const parts = text.split(',');
  if (parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part) && Number.isSafeInteger(Number(part))))
    throw new UsageError(`--stakes must be three non-negative integers R,L,C, got '${text}'`);
  const [right, left, centre] = parts.map((part) => chips(Number(part)));
  return { right: right!, left: left!, centre: centre! };
};

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
  const game = args.flags.get('game') ?? 'punto-banco';
  if (!GAMES.includes(game)) throw new UsageError(`--game must be one of ${GAMES.join(', ')}, got '${game}'`);
  const cdf = game === 'chemin-de-fer';
  const banque = game === 'banque';
  const stakesText = args.flags.get('stakes');
  if (stakesText !== undefined && !cdf && !banque)
    throw new UsageError('--stakes is for --game chemin-de-fer or banque');
  const stake = chips(
    stakesText === undefined || !cdf
      ? 1
      : integerFlag('stakes', stakesText, 1, Number.MAX_SAFE_INTEGER, 'a positive integer'),
  );
  const stakes = banqueStakes(banque && stakesText !== undefined ? stakesText : '1,1,0');
  const decksText = args.flags.get('decks') ?? (cdf || banque ? '6' : '8');
  const decks = Number(decksText);
  const allowedDecks: readonly number[] = banque ? BANQUE_DECKS : SUPPORTED_DECKS;
  if (!/^\d+$/.test(decksText) || !allowedDecks.includes(decks))
    throw new UsageError(`--decks must be one of ${allowedDecks.join(', ')}, got '${decksText}'`);
  const reserve = args.flags.get('reserve');
  const minReserve = banque ? BANQUE_MIN_RESERVE : cdf ? CDF_MIN_RESERVE : 5;
  const cutCardReserve =
    reserve === undefined
      ? DEFAULT_CUT_CARD_RESERVE
      : integerFlag('reserve', reserve, minReserve, 200, `an integer from ${minReserve} to 200`);

  const shoe = buildShoe({ serverSeed, clientSeed, shoeNumber, decks, cutCardReserve });
  const exported = banque
    ? exportBanqueShoe(shoe, dealWholeBanqueShoe(shoe, stakes))
    : cdf
      ? exportCdfShoe(
          shoe,
          dealWholeCdfShoe(shoe).map((coup) => ({ coup, stake })),
        )
      : exportShoe(shoe, dealWholeShoe(shoe));
  io.stdout(`${JSON.stringify(exported, null, 2)}\n`);
  return 0;
};

/** `npm run replay -- ARGS`: the exit code, everything said on `io`. */
export const main = (argv: readonly string[], io: ToolIo): Promise<number> =>
  runTool('replay', io, () => replay(argv, io));

if (isEntryPoint(import.meta.url)) await runAsProcess(main);
