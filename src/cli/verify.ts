/**
 * `npm run verify -- FILE.json`: checks a `sabot-shoe/1` export against the shoe its seeds build.
 * One line per mismatch, then a summary. Exit 0 when everything holds, 1 on any mismatch, 2 when
 * the file cannot be read, is not JSON or is not an export.
 */
import { type ShoeExport, verifyShoeExport } from '../engine/shoe-export.js';
import { parseArgs, runCli, UsageError } from './args.js';
import { readShoeExportFile, UnusableShoeFile } from './shoe-file.js';

const USAGE = `Usage: npm run verify -- FILE.json

Rebuilds the shoe from the seeds in a sabot-shoe/1 export (provably-fair-v1) and checks the
commitment, the burn and every round's cards, totals and outcome.

Prints one line per mismatch, then a summary. Exit status: 0 everything holds, 1 a mismatch,
2 the file is unreadable, not JSON or not a sabot-shoe/1 export.

  --help   this text`;

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 'es'}`;

const main = async (): Promise<number> => {
  const args = parseArgs(process.argv.slice(2), []);
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const [file, ...extra] = args.positionals;
  if (file === undefined) throw new UsageError('missing FILE.json (try --help)');
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}': give one file`);

  let claimed: ShoeExport;
  try {
    claimed = await readShoeExportFile(file);
  } catch (error) {
    // A file that cannot be checked at all: its problems are printed one a line, exit 2.
    if (!(error instanceof UnusableShoeFile)) throw error;
    for (const problem of error.problems) console.error(`verify: ${error.what}: ${problem}`);
    return 2;
  }

  const { mismatches, roundsChecked } = verifyShoeExport(claimed);
  for (const { where, claimed: said, actual } of mismatches)
    console.log(`${where}: claimed ${JSON.stringify(said)}, actual ${JSON.stringify(actual)}`);
  const rounds = `${roundsChecked} round${roundsChecked === 1 ? '' : 's'}`;
  console.log(`verified ${rounds} of shoe ${claimed.shoeNumber}: ${plural(mismatches.length, 'mismatch')}`);
  return mismatches.length === 0 ? 0 : 1;
};

await runCli('verify', main);
