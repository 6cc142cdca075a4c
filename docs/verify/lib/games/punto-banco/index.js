import { gameModule } from '../game-module.js';
import { puntoBancoExportFormat } from './rules/export-format.js';
import { puntoBancoOdds } from './rules/odds-report.js';
import { puntoBanco } from './table/game.js';
import { PUNTO_BANCO } from './table/settings.js';
export const puntoBancoModule = gameModule({
    id: PUNTO_BANCO,
    game: puntoBanco,
    exportFormat: puntoBancoExportFormat,
    odds: puntoBancoOdds,
    buttonKinds: [],
    formKinds: [],
});
//# sourceMappingURL=index.js.map