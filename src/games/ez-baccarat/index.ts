/**
 * EZ Baccarat's entry: its table module and its odds report. Its shoes export in Punto Banco's
 * `sabot-shoe/1` (the same cards and tableau, the game named in the file), so it declares no
 * format of its own. It refuses and answers only with what every game shares.
 */
import type { Game } from '../../table/game.js';
import { gameModule } from '../game-module.js';
import { EZ_BACCARAT } from './rules/bets.js';
import { ezBaccaratOdds } from './rules/odds-report.js';
import { ezBaccarat } from './table/game.js';

export const ezBaccaratModule = gameModule({
  id: EZ_BACCARAT,
  game: ezBaccarat as Game,
  odds: ezBaccaratOdds,
  buttonKinds: [],
  formKinds: [],
});
