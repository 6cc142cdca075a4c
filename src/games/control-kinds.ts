/**
 * The custom-id kinds of every game's own buttons and forms (each entry's `buttonKinds` and
 * `formKinds`), gathered for the id codec (src/discord/custom-ids.ts), which decodes only kinds
 * listed here. Pure lists derived from registry.ts: the handlers behind them are each game's
 * controls (each game's shell entry, listed in shells.ts).
 */
import { GAME_MODULES } from './registry.js';

type Module = (typeof GAME_MODULES)[number];

export type GameButtonKind = Module['buttonKinds'][number];
export const GAME_BUTTON_KINDS: readonly GameButtonKind[] = GAME_MODULES.flatMap(
  (module): readonly GameButtonKind[] => module.buttonKinds,
);

export type GameFormKind = Module['formKinds'][number];
export const GAME_FORM_KINDS: readonly GameFormKind[] = GAME_MODULES.flatMap(
  (module): readonly GameFormKind[] => module.formKinds,
);
