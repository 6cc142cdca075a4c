/** How the verifier page shows a `sabot-shoe/1` export: Player and Banker, and who won. */
import { dealWholeShoe } from '../../../engine/provably-fair.js';
const OUTCOME_WORDS = {
    player: 'Player wins',
    banker: 'Banker wins',
    tie: 'Tie',
};
export const puntoBancoExportView = {
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
//# sourceMappingURL=export-view.js.map