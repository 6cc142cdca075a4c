import { gameModule } from '../game-module.js';
import { puntoBancoExportFormat } from './rules/export-format.js';
import { puntoBancoOdds } from './rules/odds-report.js';
import { PUNTO_BANCO, puntoBanco } from './table/game.js';
export const puntoBancoModule = gameModule({
    id: PUNTO_BANCO,
    game: puntoBanco,
    exportFormat: puntoBancoExportFormat,
    odds: puntoBancoOdds,
    buttonKinds: [],
    formKinds: [],
});
//# sourceMappingURL=index.js.map