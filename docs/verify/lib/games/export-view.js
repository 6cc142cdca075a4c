/**
 * How the verifier page (docs/verify/) shows a game's export: a heading for its coups, each coup's
 * hands, outcome and notes, and what the page says of the shoe as a whole. English, as the page
 * is. Each game declares its own in a pure `rules/export-view.ts`, which its export format holds.
 */
import { handTotal, parseCard } from '../engine/cards.js';
/** A hand's total when every card is a card; undefined when one is not (a tampered file). */
export const totalOf = (codes) => {
    const cards = codes.map(parseCard);
    return cards.every((card) => card !== undefined) ? handTotal(cards) : undefined;
};
/** A hand as shown, its total counted from its cards. */
export const shownHand = (label, cards) => ({
    label,
    cards: [...cards],
    total: totalOf(cards),
});
const DECIDED_BY = {
    rule: 'by rule',
    player: "player's choice",
    default: 'by default',
};
const HAND_WORDS = {
    punter: 'Punter',
    banker: 'Banker',
    right: 'Right',
    left: 'Left',
};
/** A third-card decision of a player-banked game's export: `Punter on 5 draws (by default)`. */
export const decisionNote = (decision) => `${HAND_WORDS[decision.hand] ?? decision.hand} on ${decision.total} ${decision.action === 'card' ? 'draws' : 'stands'} (${DECIDED_BY[decision.by] ?? decision.by})`;
//# sourceMappingURL=export-view.js.map