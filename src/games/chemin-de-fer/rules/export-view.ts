/** How the verifier page shows a `sabot-cdf/1` export: punter and banker, decisions and cover. */
import { decisionNote, type ExportView, shownHand } from '../../export-view.js';
import type { CdfExportedCoup, CdfShoeExport } from './export.js';

const RESULT_WORDS: Readonly<Record<string, string>> = {
  win: 'Punter wins',
  lose: 'Banker wins',
  tie: 'Tie',
};

export const cheminDeFerExportView: ExportView<CdfShoeExport, CdfExportedCoup> = {
  heading: 'Coups · chemin de fer',
  coup: (coup) => ({
    hands: [shownHand('Punter', coup.punter), shownHand('Banker', coup.banker)],
    outcome: RESULT_WORDS[coup.result] ?? String(coup.result),
    notes: [...coup.decisions.map(decisionNote), `cover ${coup.stake}`],
  }),
  coupsInShoe: () => undefined,
  note: (claimed) => `chemin de fer · règle ${claimed.regle ?? 'scarne'}`,
};
