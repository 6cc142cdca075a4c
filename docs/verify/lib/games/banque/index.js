import { gameModule } from '../game-module.js';
import { banqueExportFormat } from './rules/export-format.js';
import { banqueOdds } from './rules/odds-report.js';
import { BANQUE_BUTTON_KINDS, BANQUE_FORM_KINDS } from './shell/control-kinds.js';
import { banque } from './table/index.js';
import { BANQUE } from './table/state.js';
export const banqueModule = gameModule({
    id: BANQUE,
    game: banque,
    exportFormat: banqueExportFormat,
    odds: banqueOdds,
    buttonKinds: BANQUE_BUTTON_KINDS,
    formKinds: BANQUE_FORM_KINDS,
});
//# sourceMappingURL=index.js.map