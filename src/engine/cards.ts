/**
 * Cards as small integers, so a whole shoe is one compact Uint8Array that a spec rebuilds exactly.
 *
 * A card is `suit * 13 + rank`, with suits in the order S, H, D, C and ranks A 2 … 9 T J Q K:
 * exactly the canonical order of provably-fair-v1 (docs/provably-fair.md), so card 0 of deck 1 is
 * the ace of spades.
 */
export type Card = number;

export const RANKS = 'A23456789TJQK';
export const SUITS = 'SHDC';
export const CARDS_PER_DECK = 52;

export type Suit = 'S' | 'H' | 'D' | 'C';

/** Rank index 0 (ace) … 12 (king). */
export const rankOf = (card: Card): number => card % 13;

export const suitOf = (card: Card): Suit => SUITS[Math.floor(card / 13)] as Suit;

/** Baccarat point value: A = 1, 2–9 face value, T/J/Q/K = 0. */
export const pointOf = (card: Card): number => {
  const rank = card % 13;
  return rank < 9 ? rank + 1 : 0;
};

/** Burn value of the shown card: A = 1, 2–9 face value, T/J/Q/K = 10. */
export const burnValueOf = (card: Card): number => {
  const rank = card % 13;
  return rank < 9 ? rank + 1 : 10;
};

/** The two-character code of provably-fair-v1: rank then suit (`AS`, `TD`, `KH`). */
export const cardCode = (card: Card): string => `${RANKS[card % 13]}${SUITS[Math.floor(card / 13)]}`;

/** Parses a card code; returns undefined for anything that is not one. */
export const parseCard = (code: string): Card | undefined => {
  if (code.length !== 2) return undefined;
  const rank = RANKS.indexOf(code[0] ?? '');
  const suit = SUITS.indexOf(code[1] ?? '');
  if (rank < 0 || suit < 0) return undefined;
  return suit * 13 + rank;
};

/** The canonical layout of a shoe: for each deck, for each suit S H D C, ranks A … K. */
export const canonicalShoe = (decks: number): Uint8Array => {
  const cards = new Uint8Array(decks * CARDS_PER_DECK);
  for (let i = 0; i < cards.length; i++) cards[i] = i % CARDS_PER_DECK;
  return cards;
};

/** A hand's total: the last digit of the sum of its points. */
export const handTotal = (cards: readonly Card[]): number => {
  let sum = 0;
  for (const card of cards) sum += pointOf(card);
  return sum % 10;
};
