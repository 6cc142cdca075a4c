/** Cards for tests: by their code, by their point value, and coups dealt from stacked cards. */
import { parseCard } from '../../src/engine/cards.js';
import { type Coup, dealCoup } from '../../src/engine/coup.js';

/** A card from its code (`AS`, `TD`, `KH`); card index = suit * 13 + rank. */
export const c = (code: string): number => {
  const card = parseCard(code);
  if (card === undefined) throw new Error(`bad card code ${code}`);
  return card;
};

/** A card worth `point` baccarat points, in the given suit (0 S, 1 H, 2 D, 3 C). Point 0 is a ten. */
export const withPoint = (point: number, suit = 0): number => suit * 13 + (point === 0 ? 9 : point - 1);

/** A coup dealt from cards stacked in dealing order: P, B, P, B, then third cards. */
export const stackedCoup = (...codes: string[]): Coup => dealCoup(Uint8Array.from(codes.map(c)), 0);
