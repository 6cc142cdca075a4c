/**
 * Punto Banco's shoe export for the tools: the engine's `sabot-shoe/1` (its coups need no
 * decisions), checked round by round and replayed straight from the shoe.
 */
import { dealWholeShoe, SUPPORTED_DECKS } from '../../../engine/provably-fair.js';
import { checkShoeExport, exportShoe, SHOE_EXPORT_FORMAT, SHOE_MIN_RESERVE, shoeExportShapeProblems, } from '../../../engine/shoe-export.js';
import { puntoBancoExportView } from './export-view.js';
export const puntoBancoExportFormat = {
    format: SHOE_EXPORT_FORMAT,
    game: 'punto-banco',
    name: 'Punto Banco',
    entry: 'round',
    checks: "the commitment, the burn and every round's cards, totals and outcome.",
    shapeProblems: shoeExportShapeProblems,
    check: (claimed, shoe) => {
        const { header, rounds } = checkShoeExport(claimed, shoe);
        return { header, coups: rounds };
    },
    replay: {
        decks: { allowed: SUPPORTED_DECKS, default: 8 },
        minReserve: SHOE_MIN_RESERVE,
        help: `as a ${SHOE_EXPORT_FORMAT} export (JSON)`,
        replay: (shoe) => exportShoe(shoe, dealWholeShoe(shoe)),
    },
    view: puntoBancoExportView,
};
//# sourceMappingURL=export-format.js.map