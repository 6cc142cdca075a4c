import { puntoBancoExportView } from '../../punto-banco/rules/export-view.js';
/**
 * What the round claims its bets did beyond Player, Banker and Tie paying as the outcome says: the
 * Banker pushed on a win (a three-card 7), a side bet paid.
 */
const notesOf = (round) => [
    ...(round.outcome === 'banker' && round.result.banker === 'push' ? ['Banker pushes (three-card 7)'] : []),
    ...(round.result['dragon-7'] === 'win' ? ['Dragon 7 pays 40:1'] : []),
    ...(round.result['panda-8'] === 'win' ? ['Panda 8 pays 25:1'] : []),
];
export const ezBaccaratExportView = {
    ...puntoBancoExportView,
    coup: (round) => ({
        ...puntoBancoExportView.coup(round),
        notes: notesOf(round),
    }),
    note: () => 'EZ Baccarat · no commission',
};
//# sourceMappingURL=export-view.js.map