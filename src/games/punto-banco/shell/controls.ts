/** Punto Banco's controls: its /table variant; the chip select, its bet buttons, /bet and /deal serve every game. */
import type { GameControls } from '../../../discord/game-controls.js';
import { puntoBanco } from '../table/game.js';
import { puntoBancoTableSubcommand } from './table-options.js';

export const puntoBancoControls: GameControls = {
  game: puntoBanco.id,
  commands: [],
  buttons: {},
  forms: {},
  gameChoice: 'cmd.table.game.value.punto-banco',
  // Its variant is its own (/table variant); its decks and limits are the shared /table settings.
  tableSubcommand: puntoBancoTableSubcommand,
};
