/**
 * The cards a player has not seen: the whole shoe minus the shown burn card and the dealt cards.
 * The cards burned face down stay unseen, and the counts always add up to what is left unseen.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointOf } from '../../src/engine/cards.js';
import { compositionOfShoe, unseenComposition } from '../../src/engine/odds.js';
import { buildShoe, DEFAULT_CUT_CARD_RESERVE, dealWholeShoe, type Shoe } from '../../src/engine/shoe.js';

const shoeFor = (serverSeed: string, decks = 8): Shoe =>
  buildShoe({
    serverSeed,
    clientSeed: 'unseen',
    shoeNumber: 1,
    decks,
    cutCardReserve: DEFAULT_CUT_CARD_RESERVE,
  });

/** The counts by point of `cards[i]` for every i in `indexes`. */
const countsOf = (shoe: Shoe, indexes: Iterable<number>): number[] => {
  const counts = new Array<number>(10).fill(0);
  for (const i of indexes) counts[pointOf(shoe.cards[i]!)]!++;
  return counts;
};

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** Any 64-hex server seed. */
const seeds = fc.stringMatching(/^[0-9a-f]{64}$/);

describe('unseenComposition', () => {
  it('GIVEN a fresh shoe THEN every card but the shown burn card is unseen, the face-down burns included', () => {
    const shoe = shoeFor('a'.repeat(64));
    const unseen = unseenComposition(shoe, shoe.firstCoupAt);
    const full = compositionOfShoe(8);
    const expected = [...full];
    expected[pointOf(shoe.burnShown)]!--;
    expect(unseen).toEqual(expected);
    expect(unseen.reduce((a, b) => a + b, 0)).toBe(shoe.cards.length - 1);
  });

  it('GIVEN any shoe and any coup boundary THEN the burned cards are counted as unseen and the dealt cards are not', () => {
    fc.assert(
      fc.property(seeds, fc.nat(), (serverSeed, pick) => {
        const shoe = shoeFor(serverSeed, 6);
        const boundaries = [shoe.firstCoupAt];
        for (const coup of dealWholeShoe(shoe)) boundaries.push(boundaries.at(-1)! + coup.cards.length);
        const position = boundaries[pick % boundaries.length]!;
        const unseen = unseenComposition(shoe, position);
        // Independently: the face-down burns plus everything from `position` on.
        const expected = countsOf(shoe, [
          ...range(1, shoe.firstCoupAt),
          ...range(position, shoe.cards.length),
        ]);
        expect(unseen).toEqual(expected);
        // Seen = the shown burn + the dealt cards; unseen + seen = the whole shoe, point by point.
        const seen = countsOf(shoe, [0, ...range(shoe.firstCoupAt, position)]);
        expect(unseen.map((count, point) => count + seen[point]!)).toEqual(compositionOfShoe(6));
      }),
      { numRuns: 40 },
    );
  });

  it('GIVEN a shoe with face-down burns WHEN a coup is dealt THEN only its cards leave the unseen counts', () => {
    const shoe = shoeFor('0'.repeat(64));
    // The shown card's value burns 1 to 10 more face down, so the claim is never vacuous.
    expect(shoe.burned).toBeGreaterThanOrEqual(1);
    const [first] = dealWholeShoe(shoe);
    const before = unseenComposition(shoe, shoe.firstCoupAt);
    const after = unseenComposition(shoe, shoe.firstCoupAt + first!.cards.length);
    const dealt = new Array<number>(10).fill(0);
    for (const { card } of first!.cards) dealt[pointOf(card)]!++;
    expect(before.map((count, point) => count - after[point]!)).toEqual(dealt);
    const burned = countsOf(shoe, range(1, shoe.firstCoupAt));
    expect(burned.reduce((a, b) => a + b, 0)).toBe(shoe.burned);
    // Every burned card is still in the unseen counts after the coup.
    for (const [point, count] of burned.entries()) expect(after[point]).toBeGreaterThanOrEqual(count);
  });

  it('GIVEN a position before the first coup or past the end THEN it is refused', () => {
    const shoe = shoeFor('b'.repeat(64));
    expect(() => unseenComposition(shoe, shoe.firstCoupAt - 1)).toThrow(RangeError);
    expect(() => unseenComposition(shoe, shoe.cards.length + 1)).toThrow(RangeError);
    expect(() => unseenComposition(shoe, 10.5)).toThrow(RangeError);
    expect(unseenComposition(shoe, shoe.cards.length).reduce((a, b) => a + b, 0)).toBe(shoe.burned);
  });
});
