/**
 * `npx tsx src/cli/roads.ts FILE.json`: draws the roadmaps of a `sabot-shoe/1` export as text —
 * Bead Plate, Big Road, Big Eye Boy, Small Road, Cockroach Pig — then the next-coup preview and
 * the shoe summary. Thin on purpose: read, ask the engine, print. The export is not verified here
 * (that is `verify`): the roads show the outcomes as the file states them.
 * Exit 0 on success; 2 with one line on stderr when the file is unreadable, not JSON or not an export.
 */
import { readFile } from 'node:fs/promises';
import {
  type CoupResult,
  ROADS_LEGEND,
  RoundProblem,
  resultsOfRounds,
  roadmaps,
  roadmapsText,
} from '../engine/roads/index.js';
import { type ShoeExport, shoeExportShapeProblems } from '../engine/shoe-export.js';
import { oneLine, parseArgs, runCli, UsageError } from './args.js';

const USAGE = `Usage: npx tsx src/cli/roads.ts FILE.json

Prints the baccarat roadmaps of a sabot-shoe/1 export (as written by replay) as text grids of
6 rows: Bead Plate, Big Road, Big Eye Boy, Small Road and Cockroach Pig, then the mark each
derived road would add if the next coup were Banker or Player, then the shoe summary.

Exit status: 0 printed, 2 the file is unreadable, not JSON or not a sabot-shoe/1 export.

  --help   this text

${ROADS_LEGEND}`;

/** A file the roads cannot be drawn from: one line on stderr, exit 2. */
class UnusableFile extends Error {}

const READ_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
};

const readResults = async (file: string): Promise<{ exported: ShoeExport; results: CoupResult[] }> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new UnusableFile(`cannot read ${file}: ${READ_ERRORS[code] ?? oneLine(error)}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new UnusableFile(`${file} is not valid JSON: ${oneLine(error)}`);
  }
  const problems = shoeExportShapeProblems(value);
  if (problems.length > 0)
    throw new UnusableFile(`${file} is not a sabot-shoe/1 export: ${problems.join('; ')}`);
  const exported = value as ShoeExport;
  try {
    return { exported, results: resultsOfRounds(exported.rounds) };
  } catch (error) {
    if (error instanceof RoundProblem)
      throw new UnusableFile(`${file} is not a sabot-shoe/1 export: ${error.message}`);
    throw error;
  }
};

const main = async (): Promise<number> => {
  const args = parseArgs(process.argv.slice(2), []);
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const [file, ...extra] = args.positionals;
  if (file === undefined) throw new UsageError('missing FILE.json (try --help)');
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}': give one file`);

  let read: Awaited<ReturnType<typeof readResults>>;
  try {
    read = await readResults(file);
  } catch (error) {
    if (!(error instanceof UnusableFile)) throw error;
    console.error(`roads: ${oneLine(error)}`);
    return 2;
  }
  const { exported, results } = read;
  const coups = `${results.length} coup${results.length === 1 ? '' : 's'}`;
  console.log(
    `Roads of shoe ${exported.shoeNumber} (client seed ${JSON.stringify(exported.clientSeed)}, ${coups})`,
  );
  console.log('');
  console.log(ROADS_LEGEND);
  console.log('');
  console.log(roadmapsText(roadmaps(results)));
  return 0;
};

await runCli('roads', main);
