/**
 * Reading a shoe export from a file, for the tools that take one (`verify`: any game's, by the
 * registry's formats; `roads`: `sabot-shoe/1`):
 * read, drop a byte-order mark, parse the JSON, check the shape. Anything that stops that throws
 * one UnusableShoeFile; each tool words it for its own output.
 */
import { readFile } from 'node:fs/promises';
import {
  SHOE_EXPORT_FORMAT,
  type ShoeExport,
  type ShoeHeader,
  shoeExportShapeProblems,
} from '../engine/shoe-export.js';
import type { ShoeExportFormat } from '../games/export-format.js';
import { exportFormatOf } from '../games/export-formats.js';
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
    return new UnusableShoeFile(`${file} is not a ${SHOE_EXPORT_FORMAT} export`, problems);
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

/** An export read from a file, with the format (so the game) it is of. */
export interface FormattedExport {
  readonly format: ShoeExportFormat;
  readonly export: ShoeHeader;
}

/**
 * The export in `file`, of the format its `format` field names among the registry's (the default
 * game's when it names none of them); throws UnusableShoeFile when it cannot be read, parsed or is
 * not one.
 */
export const readAnyShoeExportFile = async (file: string): Promise<FormattedExport> => {
  const value = await readJsonFile(file);
  const format = exportFormatOf(value);
  const problems = format.shapeProblems(value);
  if (problems.length > 0) throw new UnusableShoeFile(`${file} is not a ${format.format} export`, problems);
  return { format, export: value as ShoeHeader };
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
