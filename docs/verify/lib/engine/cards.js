export const RANKS = 'A23456789TJQK';
export const SUITS = 'SHDC';
export const CARDS_PER_DECK = 52;
/** Rank index 0 (ace) … 12 (king). */
export const rankOf = (card) => card % 13;
export const suitOf = (card) => SUITS[Math.floor(card / 13)];
/** Baccarat point value: A = 1, 2–9 face value, T/J/Q/K = 0. */
export const pointOf = (card) => {
    const rank = card % 13;
    return rank < 9 ? rank + 1 : 0;
};
/** Burn value of the shown card: A = 1, 2–9 face value, T/J/Q/K = 10. */
export const burnValueOf = (card) => {
    const rank = card % 13;
    return rank < 9 ? rank + 1 : 10;
};
/** The two-character code of provably-fair-v1: rank then suit (`AS`, `TD`, `KH`). */
export const cardCode = (card) => `${RANKS[card % 13]}${SUITS[Math.floor(card / 13)]}`;
/** Parses a card code; returns undefined for anything that is not one. */
export const parseCard = (code) => {
    if (code.length !== 2)
        return undefined;
    const rank = RANKS.indexOf(code[0] ?? '');
    const suit = SUITS.indexOf(code[1] ?? '');
    if (rank < 0 || suit < 0)
        return undefined;
    return suit * 13 + rank;
};
/** The canonical layout of a shoe: for each deck, for each suit S H D C, ranks A … K. */
export const canonicalShoe = (decks) => {
    const cards = new Uint8Array(decks * CARDS_PER_DECK);
    for (let i = 0; i < cards.length; i++)
        cards[i] = i % CARDS_PER_DECK;
    return cards;
};
/** A hand's total: the last digit of the sum of its points. */
export const handTotal = (cards) => {
    let sum = 0;
    for (const card of cards)
        sum += pointOf(card);
    return sum % 10;
};
//# sourceMappingURL=cards.js.map