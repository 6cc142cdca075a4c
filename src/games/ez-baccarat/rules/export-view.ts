/**
 * How the verifier page shows an EZ Baccarat export: Punto Banco's hands and winner, then what the
 * EZ bets did, as the round claims it (so a tampered claim shows beside what the shoe deals).
 */
import type { ExportView } from '../../export-view.js';
import { puntoBancoExportView } from '../../punto-banco/rules/export-view.js';
import type { EzExportedRound, EzShoeExport } from './export.js';

/**
 * What the round claims its bets did beyond Player, Banker and Tie paying as the outcome says: the
 * Banker pushed on a win (a three-card 7), a side bet paid.
 */
const notesOf = (round: EzExportedRound): string[] => [
  ...(round.outcome === 'banker' && round.result.banker === 'push' ? ['Banker pushes (three-card 7)'] : []),
  ...(round.result['dragon-7'] === 'win' ? ['Dragon 7 pays 40:1'] : []),
  ...(round.result['panda-8'] === 'win' ? ['Panda 8 pays 25:1'] : []),
];

export const ezBaccaratExportView: ExportView<EzShoeExport, EzExportedRound> = {
  ...puntoBancoExportView,
  coup: (round) => ({
    ...puntoBancoExportView.coup(round),
    notes: notesOf(round),
  }),
  note: () => 'EZ Baccarat · no commission',
};
