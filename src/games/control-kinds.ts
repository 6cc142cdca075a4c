/**
 * The custom-id kinds of every game's own buttons and forms, gathered for the id codec
 * (src/discord/custom-ids.ts), which decodes only kinds listed here. Pure lists: the handlers
 * behind them are each game's controls (controls.ts).
 */
import { BANQUE_BUTTON_KINDS, BANQUE_FORM_KINDS } from './banque/shell/control-kinds.js';
import { CDF_BUTTON_KINDS, CDF_FORM_KINDS } from './chemin-de-fer/shell/control-kinds.js';

export const GAME_BUTTON_KINDS = [...CDF_BUTTON_KINDS, ...BANQUE_BUTTON_KINDS] as const;
export type GameButtonKind = (typeof GAME_BUTTON_KINDS)[number];

export const GAME_FORM_KINDS = [...CDF_FORM_KINDS, ...BANQUE_FORM_KINDS] as const;
export type GameFormKind = (typeof GAME_FORM_KINDS)[number];
