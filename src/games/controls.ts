/**
 * Each game's controls (src/discord/game-controls.ts): its own slash commands, buttons and forms.
 * A test checks that every game in registry.ts has its controls here, and that every button and
 * form kind the custom-ids name (control-kinds.ts) has its handler.
 */
import type { GameControls } from '../discord/game-controls.js';
import { banqueControls } from './banque/shell/controls.js';
import { cheminDeFerControls } from './chemin-de-fer/shell/controls.js';
import { ezBaccaratControls } from './ez-baccarat/shell/controls.js';
import { puntoBancoControls } from './punto-banco/shell/controls.js';

/** In the order their slash commands are listed. */
export const CONTROLS: readonly GameControls[] = [
  puntoBancoControls,
  cheminDeFerControls,
  banqueControls,
  ezBaccaratControls,
];
