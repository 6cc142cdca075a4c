/**
 * A shoe built from its seeds: shuffle, burn and cut card per provably-fair-v1
 * (docs/provably-fair.md). A shoe is fully determined by its spec, so tables store the spec and a
 * position, never the cards.
 */
import { burnValueOf, type Card } from './cards.js';
import { type Coup, dealCoup } from './coup.js';
import { commitmentOf, RandomStream, shuffleShoe } from './fair.js';

export const DEFAULT_CUT_CARD_RESERVE = 16;
export const SUPPORTED_DECKS = [1, 6, 8] as const;
export type DeckCount = (typeof SUPPORTED_DECKS)[number];

export interface ShoeSpec {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly shoeNumber: number;
  readonly decks: number;
  readonly cutCardReserve: number;
}

export interface Shoe extends ShoeSpec {
  readonly commitment: string;
  /** Every card in dealing order; card 0 is the shown burn card. */
  readonly cards: Uint8Array;
  readonly burnShown: Card;
  /** How many cards after the shown one were burned. */
  readonly burned: number;
  /** Index of the first card of the first coup. */
  readonly firstCoupAt: number;
}

export const buildShoe = (spec: ShoeSpec): Shoe => {
  const cards = shuffleShoe(spec.decks, new RandomStream(spec.serverSeed, spec.clientSeed, spec.shoeNumber));
  const burnShown = cards[0]!;
  const burned = burnValueOf(burnShown);
  return {
    ...spec,
    commitment: commitmentOf(spec.serverSeed),
    cards,
    burnShown,
    burned,
    firstCoupAt: burned + 1,
  };
};

/** Before each coup: with R or fewer cards undealt, the cut card has come out and the shoe is over. */
export const isShoeOver = (shoe: Shoe, position: number): boolean =>
  shoe.cards.length - position <= shoe.cutCardReserve;

/** The coup at `position`, or undefined when the cut card has ended the shoe. */
export const dealAt = (shoe: Shoe, position: number): Coup | undefined =>
  isShoeOver(shoe, position) ? undefined : dealCoup(shoe.cards, position);

/** Every coup the shoe holds before the cut card, in order. */
export const dealWholeShoe = (shoe: Shoe): Coup[] => {
  const coups: Coup[] = [];
  let position = shoe.firstCoupAt;
  for (let coup = dealAt(shoe, position); coup; coup = dealAt(shoe, position)) {
    coups.push(coup);
    position += coup.cards.length;
  }
  return coups;
};
