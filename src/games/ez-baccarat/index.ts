/**
 * EZ Baccarat's entry: its table module, its shoe export and its odds report. Its shoes export in
 * Punto Banco's `sabot-shoe/1` (the same cards and tableau), naming the game and what each bet did,
 * so the tools check an EZ file by EZ's rules. It refuses and answers only with what every game
 * shares.
 */
import type { Game } from '../../table/game.js';
import { gameModule } from '../game-module.js';
import { EZ_BACCARAT } from './rules/bets.js';
import { ezBaccaratExportFormat } from './rules/export-format.js';
import { ezBaccaratOdds } from './rules/odds-report.js';
import { ezBaccarat } from './table/game.js';

export const ezBaccaratModule = gameModule({
  id: EZ_BACCARAT,
  game: ezBaccarat as Game,
  exportFormat: ezBaccaratExportFormat,
  odds: ezBaccaratOdds,
  buttonKinds: [],
  formKinds: [],
});
