/**
 * `npm run verify -- FILE.json`: checks a shoe export of any game the registry lists
 * (src/games/export-formats.ts, one format per game that exports its own) against the shoe
 * its seeds build. One line per mismatch, then a summary. Exit 0 when everything holds, 1 on any
 * mismatch, 2 when the file cannot be read, is not JSON or is not an export.
 */

import { buildShoe } from '../engine/shoe.js';
import { SHOE_EXPORT_FORMATS } from '../games/export-formats.js';
import { isEntryPoint, parseArgs, runAsProcess, runTool, type ToolIo, UsageError, wrapText } from './args.js';
import { type FormattedExport, readAnyShoeExportFile, UnusableShoeFile } from './shoe-file.js';

const USAGE = `Usage: npm run verify -- FILE.json

Rebuilds the shoe from the seeds in an export (provably-fair-v1) and checks it.
${wrapText(SHOE_EXPORT_FORMATS.map(({ format, name, checks }) => `A ${format} export (${name}): ${checks}`).join(' '))}

Prints one line per mismatch, then a summary. Exit status: 0 everything holds, 1 a mismatch,
2 the file is unreadable, not JSON or not an export.

  --help   this text`;

const plural = (count: number, word: string, many = `${word}s`): string =>
  `${count} ${count === 1 ? word : many}`;

const verify = async (argv: readonly string[], io: ToolIo): Promise<number> => {
  const args = parseArgs(argv, []);
  if (args.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  const [file, ...extra] = args.positionals;
  if (file === undefined) throw new UsageError('missing FILE.json (try --help)');
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}': give one file`);

  let claimed: FormattedExport;
  try {
    claimed = await readAnyShoeExportFile(file);
  } catch (error) {
    // A file that cannot be checked at all: its problems are printed one a line, exit 2.
    if (!(error instanceof UnusableShoeFile)) throw error;
    for (const problem of error.problems) io.stderr(`verify: ${error.what}: ${problem}\n`);
    return 2;
  }

  // The shoe the export's own seeds build; the checks are the ones the verifier page runs.
  const shoe = buildShoe(claimed.export);
  const { header, coups } = claimed.format.check(claimed.export, shoe);
  const mismatches = [...header, ...coups.flatMap((coup) => coup.mismatches)];
  const checked = plural(coups.length, claimed.format.entry);
  for (const { where, claimed: said, actual } of mismatches)
    io.stdout(`${where}: claimed ${JSON.stringify(said)}, actual ${JSON.stringify(actual)}\n`);
  io.stdout(
    `verified ${checked} of shoe ${claimed.export.shoeNumber}: ${plural(mismatches.length, 'mismatch', 'mismatches')}\n`,
  );
  return mismatches.length === 0 ? 0 : 1;
};

/** `npm run verify -- ARGS`: the exit code, everything said on `io`. */
export const main = (argv: readonly string[], io: ToolIo): Promise<number> =>
  runTool('verify', io, () => verify(argv, io));

if (isEntryPoint(import.meta.url)) await runAsProcess(main);
