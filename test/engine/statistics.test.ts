/**
 * The dealer against the exact odds: a million coups dealt from real shuffled 8-deck shoes (each
 * dealt to its cut card) land within 4 standard errors of the enumerated probabilities. The server
 * seeds are fixed hashes, so the run is the same every time.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { compositionOfShoe, rationalToNumber } from '../../src/engine/odds.js';
import { buildShoe, DEFAULT_CUT_CARD_RESERVE, dealAt } from '../../src/engine/shoe.js';
import { exactOdds } from '../../src/games/punto-banco/rules/odds.js';

const COUPS = 1_000_000;
const DECKS = 8;

const serverSeedFor = (i: number): string => createHash('sha256').update(`stat${i}`).digest('hex');

/** Deals whole shoes until at least `coups` coups are on record. */
const dealCoups = (coups: number) => {
  const seen = { coups: 0, banker: 0, player: 0, tie: 0, bankerSix: 0, shoes: 0 };
  while (seen.coups < coups) {
    const shoe = buildShoe({
      serverSeed: serverSeedFor(seen.shoes),
      clientSeed: 'statistics',
      shoeNumber: 1,
      decks: DECKS,
      cutCardReserve: DEFAULT_CUT_CARD_RESERVE,
    });
    seen.shoes++;
    let position = shoe.firstCoupAt;
    for (let coup = dealAt(shoe, position); coup; coup = dealAt(shoe, position)) {
      seen.coups++;
      seen[coup.outcome]++;
      if (coup.outcome === 'banker' && coup.bankerTotal === 6) seen.bankerSix++;
      position += coup.cards.length;
    }
  }
  return seen;
};

describe('a million dealt coups', () => {
  const expected = exactOdds(compositionOfShoe(DECKS)).probabilities;
  let seen: ReturnType<typeof dealCoups>;
  beforeAll(() => {
    seen = dealCoups(COUPS);
  });

  /** How many standard errors the observed frequency lies from p (binomial approximation). */
  const standardErrors = (count: number, p: number): number =>
    Math.abs(count / seen.coups - p) / Math.sqrt((p * (1 - p)) / seen.coups);

  it('GIVEN fixed seeds THEN at least a million coups were dealt from 8-deck shoes', () => {
    expect(seen.coups).toBeGreaterThanOrEqual(COUPS);
    expect(seen.banker + seen.player + seen.tie).toBe(seen.coups);
  });

  for (const result of ['banker', 'player', 'tie', 'bankerSix'] as const) {
    it(`GIVEN a million coups THEN the ${result} frequency is within 4 standard errors of the exact probability`, () => {
      expect(standardErrors(seen[result], rationalToNumber(expected[result]))).toBeLessThan(4);
    });
  }
});
