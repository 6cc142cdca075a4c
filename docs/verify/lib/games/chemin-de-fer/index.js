import { gameModule } from '../game-module.js';
import { cheminDeFerExportFormat } from './rules/export-format.js';
import { cheminDeFerOdds } from './rules/odds-report.js';
import { CDF_BUTTON_KINDS, CDF_FORM_KINDS } from './shell/control-kinds.js';
import { cheminDeFer } from './table/index.js';
import { CHEMIN_DE_FER } from './table/state.js';
export const cheminDeFerModule = gameModule({
    id: CHEMIN_DE_FER,
    game: cheminDeFer,
    exportFormat: cheminDeFerExportFormat,
    odds: cheminDeFerOdds,
    buttonKinds: CDF_BUTTON_KINDS,
    formKinds: CDF_FORM_KINDS,
});
//# sourceMappingURL=index.js.map