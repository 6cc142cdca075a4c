/** EZ Baccarat's controls: none of its own; its bet buttons, /bet and /deal are every game's. */
import type { GameControls } from '../../../discord/game-controls.js';
import { ezBaccarat } from '../table/game.js';

export const ezBaccaratControls: GameControls = {
  game: ezBaccarat.id,
  commands: [],
  buttons: {},
  forms: {},
  gameChoice: 'cmd.table.game.value.ez-baccarat',
  // Its decks and limits (the side bets' too) are the shared /table settings.
  tableSubcommand: undefined,
};
