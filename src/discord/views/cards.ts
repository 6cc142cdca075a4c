/** Card faces for people: rank and suit symbol, `A♠ 10♥ K♦ 9♣` (the engine's T shows as 10). */
import { type Card, RANKS, rankOf, type Suit, suitOf } from '../../engine/cards.js';

const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** One card: `A♠`, `10♥`, `K♦`. */
export const cardFace = (card: Card): string => {
  const rank = RANKS[rankOf(card)] ?? '?';
  return `${rank === 'T' ? '10' : rank}${SUIT_SYMBOLS[suitOf(card)]}`;
};

/** A hand, card by card in dealing order: `A♠ 10♥ K♦`. */
export const handFaces = (cards: readonly Card[]): string => cards.map(cardFace).join(' ');
