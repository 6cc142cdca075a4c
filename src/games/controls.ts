/**
 * Each game's controls (src/discord/game-controls.ts): its own slash commands, buttons and forms.
 * Keyed by registry.ts's ids, so a game listed there without its controls here does not compile;
 * kept apart from shells.ts because controls run the views, which ask the shells (one list holding
 * both would close an import cycle). A test checks that every button and form kind the custom-ids
 * name (control-kinds.ts) has its handler.
 */
import type { GameControls } from '../discord/game-controls.js';
import { banqueControls } from './banque/shell/controls.js';
import { cheminDeFerControls } from './chemin-de-fer/shell/controls.js';
import { ezBaccaratControls } from './ez-baccarat/shell/controls.js';
import { puntoBancoControls } from './punto-banco/shell/controls.js';
import { type BuiltInGameId, GAME_MODULES } from './registry.js';

const CONTROLS_OF = {
  'punto-banco': puntoBancoControls,
  'ez-baccarat': ezBaccaratControls,
  'chemin-de-fer': cheminDeFerControls,
  banque: banqueControls,
} satisfies Record<BuiltInGameId, GameControls>;

/** In the registry's order, which is the order `/table game` lists the games and their slash commands are listed. */
export const CONTROLS: readonly GameControls[] = GAME_MODULES.map((module) => CONTROLS_OF[module.id]);
