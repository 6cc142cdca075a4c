/**
 * Punto Banco's entry: its table module, its shoe export (`sabot-shoe/1`, the first the tools list)
 * and its odds report. It refuses and answers only with what every game shares.
 */
import type { Game } from '../../table/game.js';
import { gameModule } from '../game-module.js';
import { puntoBancoExportFormat } from './rules/export-format.js';
import { puntoBancoOdds } from './rules/odds-report.js';
import { PUNTO_BANCO, puntoBanco } from './table/game.js';

export const puntoBancoModule = gameModule({
  id: PUNTO_BANCO,
  game: puntoBanco as Game,
  exportFormat: puntoBancoExportFormat,
  odds: puntoBancoOdds,
  buttonKinds: [],
  formKinds: [],
});
