import { GAME_MODULES } from './registry.js';
/** In the registry's order; the first is the one taken when none is named. */
export const SHOE_EXPORT_FORMATS = GAME_MODULES.flatMap((module) => 'exportFormat' in module ? [module.exportFormat] : []);
export const DEFAULT_EXPORT_FORMAT = SHOE_EXPORT_FORMATS[0];
/** The export of game `game`, or undefined for a game that exports none of its own. */
export const exportFormatOfGame = (game) => SHOE_EXPORT_FORMATS.find((entry) => entry.game === game);
/**
 * The format a parsed file says it is: the one its `format` names, or the default's when it names
 * none of them (whose shape check then says what is wrong with it).
 */
export const exportFormatOf = (value) => {
    const format = typeof value === 'object' && value !== null ? value.format : undefined;
    return SHOE_EXPORT_FORMATS.find((entry) => entry.format === format) ?? DEFAULT_EXPORT_FORMAT;
};
//# sourceMappingURL=export-formats.js.map