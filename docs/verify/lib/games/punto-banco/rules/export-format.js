/**
 * Punto Banco's shoe export for the tools: the engine's `sabot-shoe/1` (its coups need no
 * decisions), checked round by round and replayed straight from the shoe.
 */
import { dealWholeShoe, SUPPORTED_DECKS } from '../../../engine/provably-fair.js';
import { checkShoeExport, exportShoe, isRecord, SHOE_EXPORT_FORMAT, SHOE_MIN_RESERVE, shoeExportShapeProblems, } from '../../../engine/shoe-export.js';
import { puntoBancoExportView } from './export-view.js';
export const puntoBancoExportFormat = {
    format: SHOE_EXPORT_FORMAT,
    game: 'punto-banco',
    name: 'Punto Banco',
    entry: 'round',
    checks: "the commitment, the burn and every round's cards, totals and outcome.",
    // A file naming another game is that game's to check: one naming a game with no export of this
    // format is refused rather than read as Punto Banco's.
    shapeProblems: (value) => [
        ...shoeExportShapeProblems(value),
        ...(isRecord(value) && value.game !== undefined && value.game !== 'punto-banco'
            ? [`game must be one of the games exporting ${SHOE_EXPORT_FORMAT}, got ${JSON.stringify(value.game)}`]
            : []),
    ],
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