/**
 * Punto Banco's entry: its table module, its shoe export (`sabot-shoe/1`, the first the tools list)
 * and its odds report. Its one refusal of its own (a variant it does not deal) joins the table's
 * here; every answer is one every game shares.
 */
import type { Game } from '../../table/game.js';
import { gameModule } from '../game-module.js';
import { puntoBancoExportFormat } from './rules/export-format.js';
import { puntoBancoOdds } from './rules/odds-report.js';
import { puntoBanco } from './table/game.js';
import type { PuntoBancoRejectionContexts } from './table/rejections.js';
import { PUNTO_BANCO } from './table/settings.js';

export const puntoBancoModule = gameModule({
  id: PUNTO_BANCO,
  game: puntoBanco as Game,
  exportFormat: puntoBancoExportFormat,
  odds: puntoBancoOdds,
  buttonKinds: [],
  formKinds: [],
});

declare module '../answers.js' {
  interface GameRejectionContexts extends PuntoBancoRejectionContexts {}
}
