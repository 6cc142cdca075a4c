/**
 * `npm run replay -- --server-seed S --client-seed C --shoe N [--decks 8] [--reserve 16]`: rebuilds a
 * shoe from its revealed seeds and prints every coup to the cut card as a `sabot-shoe/1` export.
 * Thin on purpose: parse, ask the engine, print.
 */
import { isClientSeed, isServerSeed } from '../engine/fair.js';
import { buildShoe, DEFAULT_CUT_CARD_RESERVE, dealWholeShoe, SUPPORTED_DECKS } from '../engine/shoe.js';
import { exportShoe } from '../engine/shoe-export.js';
import { integerFlag, parseArgs, requireFlag, runCli, UsageError } from './args.js';

const USAGE = `Usage: npm run replay -- --server-seed HEX --client-seed TEXT --shoe N [--decks 8] [--reserve 16]

Rebuilds a shoe from its seeds (provably-fair-v1) and prints every coup dealt before the cut card
as a sabot-shoe/1 export (JSON) on stdout. Check a file with: npm run verify -- FILE.json

  --server-seed HEX   the revealed server seed: 64 lowercase hex characters
  --client-seed TEXT  the client seed: 1-64 printable ASCII characters
  --shoe N            the shoe number, a positive integer
  --decks D           1, 6 or 8 decks (default 8)
  --reserve R         cut-card reserve, an integer from 5 to 200 (default ${DEFAULT_CUT_CARD_RESERVE})
  --help              this text`;

const FLAGS = ['server-seed', 'client-seed', 'shoe', 'decks', 'reserve'];

const main = (): number => {
  const args = parseArgs(process.argv.slice(2), FLAGS);
  if (args.help) {
    console.log(USAGE);
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
  const decksText = args.flags.get('decks') ?? '8';
  const decks = Number(decksText);
  if (!/^\d+$/.test(decksText) || !(SUPPORTED_DECKS as readonly number[]).includes(decks))
    throw new UsageError(`--decks must be one of ${SUPPORTED_DECKS.join(', ')}, got '${decksText}'`);
  const reserve = args.flags.get('reserve');
  const cutCardReserve =
    reserve === undefined
      ? DEFAULT_CUT_CARD_RESERVE
      : integerFlag('reserve', reserve, 5, 200, 'an integer from 5 to 200');

  const shoe = buildShoe({ serverSeed, clientSeed, shoeNumber, decks, cutCardReserve });
  process.stdout.write(`${JSON.stringify(exportShoe(shoe, dealWholeShoe(shoe)), null, 2)}\n`);
  return 0;
};

await runCli('replay', main);
