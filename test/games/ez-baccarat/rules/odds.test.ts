/**
 * EZ Baccarat's exact odds: the published Dragon 7 and Panda 8 integers and edges for 8 and 6
 * decks from the shared enumeration, each edge as the payout formula over the counts, and, for
 * small random shoes, the counts and every spot's expected value against a brute force that deals
 * every ordered six-card sequence through dealCoup and settles it with rules.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealCoup } from '../../../../src/engine/coup.js';
import { chips } from '../../../../src/engine/money.js';
import {
  compositionOfShoe,
  countDetailedOutcomes,
  countOutcomes,
  type Rational,
  rational,
  rationalToDecimal,
} from '../../../../src/engine/odds.js';
import {
  EZ_SPOTS,
  type EzSpot,
  ezNetCents,
  ezResultOf,
} from '../../../../src/games/ez-baccarat/rules/bets.js';
import {
  countEzOutcomes,
  type EzOutcomeCounts,
  ezBetOdds,
  ezExactOdds,
} from '../../../../src/games/ez-baccarat/rules/odds.js';
import { withPoint } from '../../../support/cards.js';
import { EZ_PUBLISHED_ODDS as PUBLISHED } from '../../../support/ez-odds.js';
import { PUBLISHED_ODDS as PUNTO_BANCO } from '../../../support/published-odds.js';

/** A rational as a percentage rounded to four decimals, as the figures are published. */
const percent4 = (value: Rational): string =>
  rationalToDecimal(rational(value.numerator * 100n, value.denominator), 4);

const edge = (outcomes: EzOutcomeCounts, spot: EzSpot): string =>
  percent4(ezBetOdds(outcomes, spot).houseEdge);

describe('the published figures', () => {
  const eight = countEzOutcomes(compositionOfShoe(8));
  const six = countEzOutcomes(compositionOfShoe(6));

  it('GIVEN a full 8-deck shoe THEN of 4,998,398,275,503,360 sequences 112,633,011,329,024 are Dragon 7s and 172,660,763,262,976 Panda 8s', () => {
    expect(eight).toEqual({
      sequences: 4_998_398_275_503_360n,
      banker: PUNTO_BANCO[8].banker,
      player: PUNTO_BANCO[8].player,
      tie: PUNTO_BANCO[8].tie,
      dragon7: 112_633_011_329_024n,
      panda8: 172_660_763_262_976n,
    });
    expect([eight.sequences, eight.dragon7, eight.panda8]).toEqual([
      PUBLISHED[8].sequences,
      PUBLISHED[8].dragon7,
      PUBLISHED[8].panda8,
    ]);
  });

  it('GIVEN a full 6-deck shoe THEN of 878,869,206,895,680 sequences 19,805,383,926,144 are Dragon 7s and 30,352,294,536,192 Panda 8s', () => {
    expect(six).toEqual({
      sequences: 878_869_206_895_680n,
      banker: PUNTO_BANCO[6].banker,
      player: PUNTO_BANCO[6].player,
      tie: PUNTO_BANCO[6].tie,
      dragon7: 19_805_383_926_144n,
      panda8: 30_352_294_536_192n,
    });
    expect([six.sequences, six.dragon7, six.panda8]).toEqual([
      PUBLISHED[6].sequences,
      PUBLISHED[6].dragon7,
      PUBLISHED[6].panda8,
    ]);
  });

  it('GIVEN 8 decks THEN Dragon 7 has an edge of 7.6113 %, Panda 8 10.1876 % and the EZ Banker bet 1.0183 %', () => {
    expect(edge(eight, 'dragon-7')).toBe('7.6113');
    expect(edge(eight, 'panda-8')).toBe('10.1876');
    expect(edge(eight, 'banker')).toBe('1.0183');
    expect(PUBLISHED[8].edges).toEqual({ banker: '1.0183', dragon7: '7.6113', panda8: '10.1876' });
  });

  it('GIVEN 8 decks THEN each edge is exactly its payout formula over the counts', () => {
    const o = eight;
    const houseEdge = (spot: EzSpot) => ezBetOdds(o, spot).houseEdge;
    // Dragon 7: +40 on a Dragon, −1 otherwise. Panda 8: +25 on a Panda, −1 otherwise.
    expect(houseEdge('dragon-7')).toEqual(rational(o.sequences - 41n * o.dragon7, o.sequences));
    expect(houseEdge('panda-8')).toEqual(rational(o.sequences - 26n * o.panda8, o.sequences));
    // Banker: +1 on a Banker win that is no Dragon, 0 on a Dragon or a tie, −1 on a Player win.
    expect(houseEdge('banker')).toEqual(rational(o.player - (o.banker - o.dragon7), o.sequences));
    expect(houseEdge('player')).toEqual(rational(o.banker - o.player, o.sequences));
    expect(houseEdge('tie')).toEqual(rational(o.banker + o.player - 8n * o.tie, o.sequences));
    expect(ezBetOdds(o, 'banker').expectedValue).toEqual(
      rational(o.banker - o.dragon7 - o.player, o.sequences),
    );
  });

  it('GIVEN 8 decks THEN Player and Tie keep Punto Banco’s edges, 1.2351 % and 14.3596 %', () => {
    expect(edge(eight, 'player')).toBe(PUNTO_BANCO[8].edges.player);
    expect(edge(eight, 'tie')).toBe(PUNTO_BANCO[8].edges.tie);
  });

  it('GIVEN 8 decks THEN the report holds every spot in order, and the probabilities of Dragon 7 and Panda 8', () => {
    const odds = ezExactOdds(compositionOfShoe(8));
    expect(odds.bets.map((bet) => bet.spot)).toEqual(EZ_SPOTS);
    expect(odds.bets.map((bet) => percent4(bet.houseEdge))).toEqual([
      '1.2351',
      '1.0183',
      '14.3596',
      '7.6113',
      '10.1876',
    ]);
    expect(odds.probabilities.dragon7).toEqual(rational(PUBLISHED[8].dragon7, PUBLISHED[8].sequences));
    expect(rationalToDecimal(odds.probabilities.dragon7, 6)).toBe('0.022534');
    expect(rationalToDecimal(odds.probabilities.panda8, 6)).toBe('0.034543');
  });

  it('GIVEN 8 and 10 decks WHEN accumulated in bigint instead of Numbers THEN the counts are the same', () => {
    expect(countEzOutcomes(compositionOfShoe(8), 'bigint')).toEqual(eight);
    const ten = countEzOutcomes(compositionOfShoe(10));
    expect(ten.sequences > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(ten.dragon7 > 0n && ten.dragon7 < ten.banker && ten.panda8 < ten.player).toBe(true);
  });
});

describe('the shared enumeration', () => {
  it('GIVEN the three-card classes tallied beside the others THEN countOutcomes still returns only its own five counts, unchanged', () => {
    const plain = countOutcomes(compositionOfShoe(8));
    const detailed = countDetailedOutcomes(compositionOfShoe(8));
    expect(Object.keys(plain)).toEqual(['sequences', 'banker', 'player', 'tie', 'bankerSix']);
    expect(plain).toEqual({
      sequences: PUNTO_BANCO[8].sequences,
      banker: PUNTO_BANCO[8].banker,
      player: PUNTO_BANCO[8].player,
      tie: PUNTO_BANCO[8].tie,
      bankerSix: PUNTO_BANCO[8].bankerSix,
    });
    expect(detailed).toEqual({
      ...plain,
      bankerThreeCardSeven: PUBLISHED[8].dragon7,
      playerThreeCardEight: PUBLISHED[8].panda8,
    });
  });
});

/** Counts and each spot's summed net cents, by dealing every ordered six-card sequence and settling it. */
const bruteForce = (points: readonly number[]) => {
  const cards = points.map((point) => withPoint(point));
  const hand = new Uint8Array(6);
  const used = new Array<boolean>(cards.length).fill(false);
  const counts = { sequences: 0n, banker: 0n, player: 0n, tie: 0n, dragon7: 0n, panda8: 0n };
  const net = Object.fromEntries(EZ_SPOTS.map((spot) => [spot, 0n])) as Record<EzSpot, bigint>;
  const place = (depth: number): void => {
    if (depth === 6) {
      const result = ezResultOf(dealCoup(hand, 0));
      counts.sequences++;
      counts[result.outcome]++;
      if (result.dragon7) counts.dragon7++;
      if (result.panda8) counts.panda8++;
      for (const spot of EZ_SPOTS) net[spot] += BigInt(ezNetCents(spot, chips(1), result));
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
  return { counts, net };
};

const compositionOfPoints = (points: readonly number[]): number[] => {
  const counts = new Array<number>(10).fill(0);
  for (const point of points) counts[point]!++;
  return counts;
};

/** Checks the counts and every spot's expected value of `points` against dealing them all. */
const expectSameAsDealing = (points: readonly number[]): EzOutcomeCounts => {
  const counted = countEzOutcomes(compositionOfPoints(points));
  const dealt = bruteForce(points);
  expect(counted).toEqual(dealt.counts);
  for (const spot of EZ_SPOTS)
    expect(ezBetOdds(counted, spot).expectedValue).toEqual(
      rational(dealt.net[spot], counted.sequences * 100n),
    );
  return counted;
};

describe('any composition', () => {
  it('GIVEN a 9-card shoe rich in Dragon 7s and Panda 8s THEN the counts and every EV equal dealing every sequence', () => {
    const counted = expectSameAsDealing([0, 2, 2, 3, 3, 3, 4, 5, 1]);
    expect(counted.dragon7 > 0n && counted.panda8 > 0n).toBe(true);
  });

  it('GIVEN a random shoe of 6–9 cards THEN the counts and every EV equal dealing every sequence', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 9 }), (points) => {
        expectSameAsDealing(points);
      }),
      { numRuns: 15 },
    );
  });

  it('GIVEN any composition THEN Dragon 7s are Banker wins and Panda 8s Player wins', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 40 }), { minLength: 10, maxLength: 10 }), (counts) => {
        fc.pre(counts.reduce((sum, count) => sum + count, 0) >= 6);
        const o = countEzOutcomes(counts);
        expect(o.banker + o.player + o.tie).toBe(o.sequences);
        expect(o.dragon7 <= o.banker && o.panda8 <= o.player).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});
