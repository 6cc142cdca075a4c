/** Punto Banco's controls: none of its own; the chip select, its bet buttons, /bet and /deal serve every game. */
import type { GameControls } from '../../../discord/game-controls.js';
import { puntoBanco } from '../table/game.js';

export const puntoBancoControls: GameControls = {
  game: puntoBanco.id,
  commands: [],
  buttons: {},
  forms: {},
  gameChoice: 'cmd.table.game.value.punto-banco',
  // Its variant, decks and limits are the shared /table settings.
  tableSubcommand: undefined,
};
