/** How the verifier page shows a `sabot-shoe/1` export: Player and Banker, and who won. */
import { dealWholeShoe } from '../../../engine/provably-fair.js';
import type { ExportedRound, ShoeExport } from '../../../engine/shoe-export.js';
import type { ExportView } from '../../export-view.js';

const OUTCOME_WORDS: Readonly<Record<string, string>> = {
  player: 'Player wins',
  banker: 'Banker wins',
  tie: 'Tie',
};

export const puntoBancoExportView: ExportView<ShoeExport, ExportedRound> = {
  heading: 'Coups',
  coup: (round) => ({
    hands: [
      { label: 'Player', cards: [...round.player], total: round.playerTotal },
      { label: 'Banker', cards: [...round.banker], total: round.bankerTotal },
    ],
    outcome: OUTCOME_WORDS[round.outcome] ?? String(round.outcome),
    notes: [],
  }),
  // Its coups need no choices, so the shoe alone says how many it held before the cut card.
  coupsInShoe: (shoe) => dealWholeShoe(shoe).length,
  note: () => undefined,
};
