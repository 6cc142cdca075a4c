/** How the verifier page shows a `sabot-banque/1` export: both tableaux and the bank, decisions and stakes. */
import { decisionNote, type ExportView, shownHand } from '../../export-view.js';
import type { BanqueExportedCoup, BanqueShoeExport } from './export.js';

const TABLEAU_WORDS: Readonly<Record<string, string>> = {
  win: 'punters win',
  lose: 'banker wins',
  tie: 'tie',
};

export const banqueExportView: ExportView<BanqueShoeExport, BanqueExportedCoup> = {
  heading: 'Coups · baccarat banque',
  coup: (coup) => ({
    hands: [shownHand('Right', coup.right), shownHand('Left', coup.left), shownHand('Banker', coup.banker)],
    outcome: `Right: ${TABLEAU_WORDS[coup.result.right] ?? String(coup.result.right)} · Left: ${TABLEAU_WORDS[coup.result.left] ?? String(coup.result.left)}`,
    notes: [
      ...coup.decisions.map(decisionNote),
      `stakes right ${coup.stakes.right} · left ${coup.stakes.left} · centre ${coup.stakes.centre}`,
    ],
  }),
  coupsInShoe: () => undefined,
  note: () => undefined,
};
