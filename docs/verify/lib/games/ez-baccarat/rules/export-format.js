/**
 * EZ Baccarat's shoe export for the tools: Punto Banco's `sabot-shoe/1` naming the game, each round
 * with what its bets did, checked by Punto Banco's card checks and EZ's settlement, and replayed
 * straight from the shoe (the tableau decides every draw).
 */
import { SUPPORTED_DECKS } from '../../../engine/provably-fair.js';
import { SHOE_EXPORT_FORMAT, SHOE_MIN_RESERVE } from '../../../engine/shoe-export.js';
import { EZ_BACCARAT } from './bets.js';
import { checkEzExport, ezExportShapeProblems, replayEzShoe, } from './export.js';
import { ezBaccaratExportView } from './export-view.js';
export const ezBaccaratExportFormat = {
    format: SHOE_EXPORT_FORMAT,
    game: EZ_BACCARAT,
    name: 'EZ Baccarat',
    entry: 'round',
    checks: "the commitment, the burn, every round's cards, totals and outcome, and what each bet did by EZ's rules (no commission, the Banker pushed on a three-card 7, Dragon 7 and Panda 8).",
    shapeProblems: ezExportShapeProblems,
    check: checkEzExport,
    replay: {
        decks: { allowed: SUPPORTED_DECKS, default: 8 },
        minReserve: SHOE_MIN_RESERVE,
        help: `as a ${SHOE_EXPORT_FORMAT} export naming EZ Baccarat, each round with what each bet did by its rules (JSON)`,
        replay: replayEzShoe,
    },
    view: ezBaccaratExportView,
};
//# sourceMappingURL=export-format.js.map