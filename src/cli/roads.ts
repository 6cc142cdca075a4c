/**
 * `npm run roads -- FILE.json`: draws the roadmaps of a `sabot-shoe/1` export as text —
 * Bead Plate, Big Road, Big Eye Boy, Small Road, Cockroach Pig — then the next-coup preview and
 * the shoe summary. Thin on purpose: read, ask the engine, print. The export is not verified here
 * (that is `verify`): the roads show the outcomes as the file states them.
 * Exit 0 on success; 2 with one line on stderr when the file is unreadable, not JSON or not an export.
 */
import {
  type CoupResult,
  ROADS_LEGEND,
  RoundProblem,
  resultsOfRounds,
  roadmaps,
  roadmapsText,
} from '../engine/roads/index.js';
import type { ShoeExport } from '../engine/shoe-export.js';
import { isEntryPoint, oneLine, parseArgs, runAsProcess, runTool, type ToolIo, UsageError } from './args.js';
import { readShoeExportFile, UnusableShoeFile } from './shoe-file.js';

const USAGE = `Usage: npm run roads -- FILE.json

Prints the baccarat roadmaps of a sabot-shoe/1 export (as written by replay) as text grids of
6 rows: Bead Plate, Big Road, Big Eye Boy, Small Road and Cockroach Pig, then the mark each
derived road would add if the next coup were Banker or Player, then the shoe summary.

Exit status: 0 printed, 2 the file is unreadable, not JSON or not a sabot-shoe/1 export.

  --help   this text

${ROADS_LEGEND}`;

/** The export in `file` and its coups' results; UnusableShoeFile when they cannot be had. */
const readResults = async (file: string): Promise<{ exported: ShoeExport; results: CoupResult[] }> => {
  const exported = await readShoeExportFile(file);
  try {
    return { exported, results: resultsOfRounds(exported.rounds) };
  } catch (error) {
    if (error instanceof RoundProblem) throw UnusableShoeFile.notAnExport(file, [error.message]);
    throw error;
  }
};

const roads = async (argv: readonly string[], io: ToolIo): Promise<number> => {
  const args = parseArgs(argv, []);
  if (args.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  const [file, ...extra] = args.positionals;
  if (file === undefined) throw new UsageError('missing FILE.json (try --help)');
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}': give one file`);

  let read: Awaited<ReturnType<typeof readResults>>;
  try {
    read = await readResults(file);
  } catch (error) {
    // A file the roads cannot be drawn from: one line on stderr, exit 2.
    if (!(error instanceof UnusableShoeFile)) throw error;
    io.stderr(`roads: ${oneLine(`${error.what}: ${error.problems.join('; ')}`)}\n`);
    return 2;
  }
  const { exported, results } = read;
  const coups = `${results.length} coup${results.length === 1 ? '' : 's'}`;
  io.stdout(
    `Roads of shoe ${exported.shoeNumber} (client seed ${JSON.stringify(exported.clientSeed)}, ${coups})\n`,
  );
  io.stdout('\n');
  io.stdout(`${ROADS_LEGEND}\n`);
  io.stdout('\n');
  io.stdout(`${roadmapsText(roadmaps(results))}\n`);
  return 0;
};

/** `npm run roads -- ARGS`: the exit code, everything said on `io`. */
export const main = (argv: readonly string[], io: ToolIo): Promise<number> =>
  runTool('roads', io, () => roads(argv, io));

if (isEntryPoint(import.meta.url)) await runAsProcess(main);
