/**
 * Baccarat banque's entry: its table module, its shoe export (`sabot-banque/1`), its odds report
 * and the custom-id kinds of its controls; its own events and refusal codes join the table's here.
 */
import type { Game } from '../../table/game.js';
import { gameModule } from '../game-module.js';
import { banqueExportFormat } from './rules/export-format.js';
import { banqueOdds } from './rules/odds-report.js';
import { BANQUE_BUTTON_KINDS, BANQUE_FORM_KINDS } from './shell/control-kinds.js';
import type { BanqueEvent } from './table/events.js';
import { banque } from './table/index.js';
import type { BanqueRejectionContexts } from './table/rejections.js';
import { BANQUE } from './table/state.js';

export const banqueModule = gameModule({
  id: BANQUE,
  game: banque as Game,
  exportFormat: banqueExportFormat,
  odds: banqueOdds,
  buttonKinds: BANQUE_BUTTON_KINDS,
  formKinds: BANQUE_FORM_KINDS,
});

declare module '../answers.js' {
  interface GameEvents {
    readonly [BANQUE]: BanqueEvent;
  }
  interface GameRejectionContexts extends BanqueRejectionContexts {}
}
