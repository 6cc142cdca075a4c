/**
 * The shoe exports the tools read, check and replay, one per game that exports its shoes in a
 * format of its own (its entry's `exportFormat`): what `replay --game`, `verify` and the verifier
 * page look up. Derived from registry.ts. Pure and free of Node modules (the page runs this module,
 * copied from the build).
 */
import type { ShoeExportFormat } from './export-format.js';
import { GAME_MODULES } from './registry.js';

/** In the registry's order; the first is the one taken when none is named. */
export const SHOE_EXPORT_FORMATS: readonly ShoeExportFormat[] = GAME_MODULES.flatMap((module) =>
  'exportFormat' in module ? [module.exportFormat] : [],
);

export const DEFAULT_EXPORT_FORMAT: ShoeExportFormat = SHOE_EXPORT_FORMATS[0]!;

/** The export of game `game`, or undefined for a game that exports none of its own. */
export const exportFormatOfGame = (game: string): ShoeExportFormat | undefined =>
  SHOE_EXPORT_FORMATS.find((entry) => entry.game === game);

/**
 * The format a parsed file says it is: the one its `format` names, or the default's when it names
 * none of them (whose shape check then says what is wrong with it).
 */
export const exportFormatOf = (value: unknown): ShoeExportFormat => {
  const format =
    typeof value === 'object' && value !== null ? (value as { format?: unknown }).format : undefined;
  return SHOE_EXPORT_FORMATS.find((entry) => entry.format === format) ?? DEFAULT_EXPORT_FORMAT;
};
