import { gameModule } from '../game-module.js';
import { EZ_BACCARAT } from './rules/bets.js';
import { ezBaccaratExportFormat } from './rules/export-format.js';
import { ezBaccaratOdds } from './rules/odds-report.js';
import { ezBaccarat } from './table/game.js';
export const ezBaccaratModule = gameModule({
    id: EZ_BACCARAT,
    game: ezBaccarat,
    exportFormat: ezBaccaratExportFormat,
    odds: ezBaccaratOdds,
    buttonKinds: [],
    formKinds: [],
});
//# sourceMappingURL=index.js.map