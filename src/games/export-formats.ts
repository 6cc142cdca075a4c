/**
 * The shoe exports the tools read, check and replay, one per game that exports its shoes: what
 * `replay --game`, `verify` and the verifier page look up. Pure and free of Node modules (the page
 * runs this module, copied from the build). A new game adds its `rules/export-format.ts` here.
 */
import { banqueExportFormat } from './banque/rules/export-format.js';
import { cheminDeFerExportFormat } from './chemin-de-fer/rules/export-format.js';
import type { ShoeExportFormat } from './export-format.js';
import { puntoBancoExportFormat } from './punto-banco/rules/export-format.js';

/** In the order the tools list them; the first is the one taken when none is named. */
export const SHOE_EXPORT_FORMATS: readonly ShoeExportFormat[] = [
  puntoBancoExportFormat,
  cheminDeFerExportFormat,
  banqueExportFormat,
];

export const DEFAULT_EXPORT_FORMAT: ShoeExportFormat = SHOE_EXPORT_FORMATS[0]!;

/** The export of game `game`, or undefined for a game that exports none. */
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
