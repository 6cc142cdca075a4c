/**
 * Exact odds: the published integers for 8 and 6 decks, and, for small random shoes, the
 * counts against a brute force that deals every ordered six-card sequence through dealCoup itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalShoe } from '../../src/engine/cards.js';
import { dealCoup } from '../../src/engine/coup.js';
import {
  compositionOfRemaining,
  compositionOfShoe,
  compositionProblem,
  countOutcomes,
  type OutcomeCounts,
  rational,
  rationalToDecimal,
  rationalToNumber,
} from '../../src/engine/odds.js';
import { withPoint } from '../support/cards.js';
import { PUBLISHED_ODDS as PUBLISHED } from '../support/published-odds.js';

/** Counts by dealing every ordered six-card sequence of distinct cards through dealCoup. */
const bruteForce = (points: readonly number[]): Omit<OutcomeCounts, 'sequences'> & { sequences: bigint } => {
  const cards = points.map((point) => withPoint(point));
  const hand = new Uint8Array(6);
  const used = new Array<boolean>(cards.length).fill(false);
  const tally = { sequences: 0, banker: 0, player: 0, tie: 0, bankerSix: 0 };
  const place = (depth: number): void => {
    if (depth === 6) {
      const coup = dealCoup(hand, 0);
      tally.sequences++;
      tally[coup.outcome]++;
      if (coup.outcome === 'banker' && coup.bankerTotal === 6) tally.bankerSix++;
      return;
    }
    for (let i = 0; i < cards.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      hand[depth] = cards[i]!;
      place(depth + 1);
      used[i] = false;
    }
  };
  place(0);
  return {
    sequences: BigInt(tally.sequences),
    banker: BigInt(tally.banker),
    player: BigInt(tally.player),
    tie: BigInt(tally.tie),
    bankerSix: BigInt(tally.bankerSix),
  };
};

const compositionOfPoints = (points: readonly number[]): number[] => {
  const counts = new Array<number>(10).fill(0);
  for (const point of points) counts[point]!++;
  return counts;
};

describe('the published figures', () => {
  for (const decks of [8, 6] as const) {
    const published = PUBLISHED[decks];
    const outcomes = countOutcomes(compositionOfShoe(decks));

    it(`GIVEN a full ${decks}-deck shoe THEN sequences, Banker, Player and Tie counts are the published integers`, () => {
      expect(outcomes.sequences).toBe(published.sequences);
      expect(outcomes.banker).toBe(published.banker);
      expect(outcomes.player).toBe(published.player);
      expect(outcomes.tie).toBe(published.tie);
    });
  }

  it('GIVEN 8 decks WHEN accumulated in bigint instead of Numbers THEN the counts are the same', () => {
    expect(countOutcomes(compositionOfShoe(8), 'bigint')).toEqual(countOutcomes(compositionOfShoe(8)));
  });
});

describe('any composition', () => {
  it('GIVEN a random shoe of 6–11 cards THEN the counts equal dealing every ordered six-card sequence', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 11 }), (points) => {
        expect(countOutcomes(compositionOfPoints(points))).toEqual(bruteForce(points));
      }),
      { numRuns: 25 },
    );
  });

  it('GIVEN an 11-card shoe where most values have run out THEN the counts equal the brute force', () => {
    const points = [0, 0, 0, 0, 5, 5, 6, 6, 9, 3, 3];
    expect(countOutcomes(compositionOfPoints(points))).toEqual(bruteForce(points));
  });

  it('GIVEN any composition THEN Banker + Player + Tie = the sequences, and Banker 6 is part of Banker', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 60 }), { minLength: 10, maxLength: 10 }), (counts) => {
        fc.pre(counts.reduce((sum, count) => sum + count, 0) >= 6);
        const o = countOutcomes(counts);
        expect(o.banker + o.player + o.tie).toBe(o.sequences);
        expect(o.bankerSix <= o.banker).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('GIVEN a 10-deck shoe (sequences beyond 2^53) THEN the bigint path is used and the counts still add up', () => {
    const o = countOutcomes(compositionOfShoe(10));
    expect(o.sequences > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(o.banker + o.player + o.tie).toBe(o.sequences);
    expect(countOutcomes(compositionOfShoe(10), 'bigint')).toEqual(o);
  });

  it('GIVEN fewer than six cards THEN counting throws a RangeError that says so', () => {
    expect(compositionProblem([1, 1, 1, 1, 1, 0, 0, 0, 0, 0])).toBe(
      'a coup needs 6 cards, the composition holds 5',
    );
    expect(() => countOutcomes([1, 1, 1, 1, 1, 0, 0, 0, 0, 0])).toThrow(RangeError);
    expect(() => countOutcomes([5, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toThrow(/needs 6 cards/);
  });

  it('GIVEN a malformed composition THEN it is refused with a reason', () => {
    expect(compositionProblem([1, 2, 3])).toMatch(/10 counts/);
    expect(compositionProblem([1, 1, 1, 1, 1, 1, 1, 1, 1, -1])).toMatch(/point 9 .*non-negative integer/);
    expect(compositionProblem([1.5, 1, 1, 1, 1, 1, 1, 1, 1, 1])).toMatch(/point 0/);
    expect(compositionProblem([6000, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toMatch(/at most 5200/);
    expect(compositionProblem(compositionOfShoe(8))).toBeUndefined();
  });
});

describe('compositions', () => {
  it('GIVEN 8 decks THEN the composition is 128 zero-point cards and 32 of each other value', () => {
    expect(compositionOfShoe(8)).toEqual([128, 32, 32, 32, 32, 32, 32, 32, 32, 32]);
    expect(compositionOfShoe(1)).toEqual([16, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
  });

  it('GIVEN a shoe WHEN counting from a position THEN only the cards from there on are counted', () => {
    const cards = canonicalShoe(1);
    // Cards 0–9 are A–T of spades: points 1…9 and 0.
    expect(compositionOfRemaining(cards, 10)).toEqual([15, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
    expect(compositionOfRemaining(cards, 52)).toEqual(new Array(10).fill(0));
    expect(compositionOfRemaining(cards, 0)).toEqual(compositionOfShoe(1));
    expect(() => compositionOfRemaining(cards, 53)).toThrow(RangeError);
    expect(() => compositionOfRemaining(cards, -1)).toThrow(RangeError);
  });
});

describe('rationals', () => {
  it('GIVEN a fraction THEN it is reduced with a positive denominator', () => {
    expect(rational(6n, -4n)).toEqual({ numerator: -3n, denominator: 2n });
    expect(rational(0n, 7n)).toEqual({ numerator: 0n, denominator: 1n });
    expect(() => rational(1n, 0n)).toThrow(RangeError);
  });

  it('GIVEN a fraction THEN its decimal string rounds half away from zero', () => {
    expect(rationalToDecimal(rational(2n, 3n), 4)).toBe('0.6667');
    expect(rationalToDecimal(rational(-1n, 8n), 2)).toBe('-0.13');
    expect(rationalToDecimal(rational(-1n, 1000n), 2)).toBe('0.00');
    expect(rationalToDecimal(rational(1049n, 100n), 0)).toBe('10');
    expect(rationalToDecimal(rational(-21n, 20n), 1)).toBe('-1.1');
    expect(rationalToNumber(rational(1n, 3n))).toBe(1 / 3);
  });
});
