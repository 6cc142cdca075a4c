/**
 * The shoe exports the tools read, check and replay, one per game that exports its shoes (its
 * entry's `exportFormat`): what `replay --game`, `verify` and the verifier page look up. Derived from registry.ts. Pure and free of Node modules (the page runs this module,
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
 * The format a parsed file says it is: among the exports of the format its `format` names, the one
 * of the game its `game` names (a file naming none is the first such game's: Punto Banco's for
 * `sabot-shoe/1`); the default's when it names no format of them (whose shape check then says what
 * is wrong with it). A file naming a game that has no export of that format is held to the
 * format's first game, whose shape check refuses the game.
 */
export const exportFormatOf = (value: unknown): ShoeExportFormat => {
  const { format, game } =
    typeof value === 'object' && value !== null ? (value as { format?: unknown; game?: unknown }) : {};
  const ofFormat = SHOE_EXPORT_FORMATS.filter((entry) => entry.format === format);
  return ofFormat.find((entry) => entry.game === game) ?? ofFormat[0] ?? DEFAULT_EXPORT_FORMAT;
};
