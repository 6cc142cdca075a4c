/**
 * Chemin de fer's entry: its table module, its shoe export (`sabot-cdf/1`), its odds report and
 * the custom-id kinds of its controls; its own events and refusal codes join the table's here.
 */
import type { Game } from '../../table/game.js';
import { gameModule } from '../game-module.js';
import { cheminDeFerExportFormat } from './rules/export-format.js';
import { cheminDeFerOdds } from './rules/odds-report.js';
import { CDF_BUTTON_KINDS, CDF_FORM_KINDS } from './shell/control-kinds.js';
import type { CdfEvent } from './table/events.js';
import { cheminDeFer } from './table/index.js';
import type { CdfRejectionContexts } from './table/rejections.js';
import { CHEMIN_DE_FER } from './table/state.js';

export const cheminDeFerModule = gameModule({
  id: CHEMIN_DE_FER,
  game: cheminDeFer as Game,
  exportFormat: cheminDeFerExportFormat,
  odds: cheminDeFerOdds,
  buttonKinds: CDF_BUTTON_KINDS,
  formKinds: CDF_FORM_KINDS,
});

declare module '../answers.js' {
  interface GameEvents {
    readonly [CHEMIN_DE_FER]: CdfEvent;
  }
  interface GameRejectionContexts extends CdfRejectionContexts {}
}
