/**
 * `npm run verify -- FILE.json`: checks a `sabot-shoe/1` (Punto Banco), `sabot-cdf/1` (chemin de
 * fer) or `sabot-banque/1` (banque à deux tableaux) export against the shoe its seeds build. One line per mismatch, then a summary. Exit 0 when
 * everything holds, 1 on any mismatch, 2 when the file cannot be read, is not JSON or is not an
 * export.
 */

import { buildShoe } from '../engine/shoe.js';
import { verifyShoeExport } from '../engine/shoe-export.js';
import { verifyBanqueExport } from '../games/banque/rules/export.js';
import { verifyCdfExport } from '../games/chemin-de-fer/rules/export.js';
import { isEntryPoint, parseArgs, runAsProcess, runTool, type ToolIo, UsageError } from './args.js';
import { type AnyShoeExport, readAnyShoeExportFile, UnusableShoeFile } from './shoe-file.js';

const USAGE = `Usage: npm run verify -- FILE.json

Rebuilds the shoe from the seeds in an export (provably-fair-v1) and checks it.
A sabot-shoe/1 export (Punto Banco): the commitment, the burn and every round's cards, totals and
outcome. A sabot-cdf/1 export (chemin de fer): the commitment, the burn, and every coup dealt again
with its own free choices: each card's position, each decision's total, that forced decisions were
followed and defaults are the defaults, and each result. A sabot-banque/1 export (banque à deux
tableaux): the same, for the three hands of every coup, the banker's defaults weighed with the
coup's own stakes, and each tableau's result.

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

  let claimed: AnyShoeExport;
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
  const coups = ({ mismatches, coupsChecked }: ReturnType<typeof verifyCdfExport>) => ({
    mismatches,
    checked: plural(coupsChecked, 'coup'),
  });
  const { mismatches, checked } =
    claimed.game === 'chemin-de-fer'
      ? coups(verifyCdfExport(claimed.export, shoe))
      : claimed.game === 'banque'
        ? coups(verifyBanqueExport(claimed.export, shoe))
        : (({ mismatches, roundsChecked }) => ({ mismatches, checked: plural(roundsChecked, 'round') }))(
            verifyShoeExport(claimed.export, shoe),
          );
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
