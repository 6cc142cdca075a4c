/** Card faces for people: rank and suit symbol, `A♠ 10♥ K♦ 9♣` (the engine's T shows as 10). */
import { type Card, RANKS, rankOf, type Suit, suitOf } from '../../engine/cards.js';

/**
 * The suits in their text presentation (U+FE0E): without it some clients draw ♠ and ♣ as black
 * emoji, unreadable on Discord's dark theme.
 */
const TEXT = '\uFE0E';
const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = {
  S: `♠${TEXT}`,
  H: `♥${TEXT}`,
  D: `♦${TEXT}`,
  C: `♣${TEXT}`,
};

/** One card: `A♠`, `10♥`, `K♦`. */
export const cardFace = (card: Card): string => {
  const rank = RANKS[rankOf(card)] ?? '?';
  return `${rank === 'T' ? '10' : rank}${SUIT_SYMBOLS[suitOf(card)]}`;
};

/** A hand, card by card in dealing order: `A♠ 10♥ K♦`. */
export const handFaces = (cards: readonly Card[]): string => cards.map(cardFace).join(' ');
