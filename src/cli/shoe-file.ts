/**
 * Reading a `sabot-shoe/1`, `sabot-cdf/1` or `sabot-banque/1` export from a file, for the tools that take one (`verify`, `roads`):
 * read, drop a byte-order mark, parse the JSON, check the shape. Anything that stops that throws
 * one UnusableShoeFile; each tool words it for its own output.
 */
import { readFile } from 'node:fs/promises';
import { type ShoeExport, shoeExportShapeProblems } from '../engine/shoe-export.js';
import {
  BANQUE_EXPORT_FORMAT,
  type BanqueShoeExport,
  banqueExportShapeProblems,
} from '../games/banque/rules/export.js';
import {
  CDF_EXPORT_FORMAT,
  type CdfShoeExport,
  cdfExportShapeProblems,
} from '../games/chemin-de-fer/rules/export.js';
import { oneLine } from './args.js';

/**
 * A file no export can be taken from: `what` went wrong with it (`cannot read FILE`, `FILE is not
 * valid JSON`, `FILE is not a sabot-shoe/1 export`), and the `problems` that say why, one or more.
 */
export class UnusableShoeFile extends Error {
  constructor(
    readonly what: string,
    readonly problems: readonly string[],
  ) {
    super(`${what}: ${problems.join('; ')}`);
    this.name = 'UnusableShoeFile';
  }

  /** The file parsed, but what it holds is not a `sabot-shoe/1` export, for these reasons. */
  static notAnExport(file: string, problems: readonly string[]): UnusableShoeFile {
    return new UnusableShoeFile(`${file} is not a sabot-shoe/1 export`, problems);
  }
}

const READ_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
};

/** The export in `file`; throws UnusableShoeFile when it cannot be read, parsed or is not one. */
export const readShoeExportFile = async (file: string): Promise<ShoeExport> => {
  const value = await readJsonFile(file);
  const problems = shoeExportShapeProblems(value);
  if (problems.length > 0) throw UnusableShoeFile.notAnExport(file, problems);
  return value as ShoeExport;
};

/** A Punto Banco, a chemin de fer or a banque export, told apart by its format. */
export type AnyShoeExport =
  | { readonly game: 'punto-banco'; readonly export: ShoeExport }
  | { readonly game: 'chemin-de-fer'; readonly export: CdfShoeExport }
  | { readonly game: 'banque'; readonly export: BanqueShoeExport };

/**
 * The export in `file`: `sabot-cdf/1` or `sabot-banque/1` when its format says so, `sabot-shoe/1`
 * otherwise; throws UnusableShoeFile when it cannot be read, parsed or is not one.
 */
export const readAnyShoeExportFile = async (file: string): Promise<AnyShoeExport> => {
  const value = await readJsonFile(file);
  const format =
    typeof value === 'object' && value !== null ? (value as { format?: unknown }).format : undefined;
  if (format === CDF_EXPORT_FORMAT) {
    const problems = cdfExportShapeProblems(value);
    if (problems.length > 0)
      throw new UnusableShoeFile(`${file} is not a ${CDF_EXPORT_FORMAT} export`, problems);
    return { game: 'chemin-de-fer', export: value as CdfShoeExport };
  }
  if (format === BANQUE_EXPORT_FORMAT) {
    const problems = banqueExportShapeProblems(value);
    if (problems.length > 0)
      throw new UnusableShoeFile(`${file} is not a ${BANQUE_EXPORT_FORMAT} export`, problems);
    return { game: 'banque', export: value as BanqueShoeExport };
  }
  const problems = shoeExportShapeProblems(value);
  if (problems.length > 0) throw UnusableShoeFile.notAnExport(file, problems);
  return { game: 'punto-banco', export: value as ShoeExport };
};

/** The parsed JSON in `file`; throws UnusableShoeFile when it cannot be read or parsed. */
const readJsonFile = async (file: string): Promise<unknown> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new UnusableShoeFile(`cannot read ${file}`, [READ_ERRORS[code] ?? oneLine(error)]);
  }
  let value: unknown;
  try {
    // A byte-order mark is not JSON, but editors on some systems add one; it hides nothing.
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new UnusableShoeFile(`${file} is not valid JSON`, [oneLine(error)]);
  }
  return value;
};
