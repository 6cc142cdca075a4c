/**
 * Punto Banco's and Punto 2000's bets priced exactly: the published house edges and probabilities
 * for 8 and 6 decks, and every expectation against its payout formula over the counted coups.
 */
import { describe, expect, it } from 'vitest';
import type { Side } from '../../../../src/engine/coup.js';
import {
  compositionOfShoe,
  countOutcomes,
  type OutcomeCounts,
  type Rational,
  rational,
  rationalToDecimal,
} from '../../../../src/engine/odds.js';
import { betOdds, exactOdds } from '../../../../src/games/punto-banco/rules/odds.js';
import type { Variant } from '../../../../src/games/punto-banco/rules/settle.js';
import { PUBLISHED_ODDS as PUBLISHED } from '../../../support/published-odds.js';

const percent = (value: Rational, digits: number): string =>
  rationalToDecimal(rational(value.numerator * 100n, value.denominator), digits);

const edgePercent = (outcomes: OutcomeCounts, variant: Variant, side: Side): string =>
  percent(betOdds(outcomes, variant, side).houseEdge, 4);

describe('the published figures', () => {
  for (const decks of [8, 6] as const) {
    const published = PUBLISHED[decks];
    const outcomes = countOutcomes(compositionOfShoe(decks));

    it(`GIVEN a full ${decks}-deck shoe THEN every house edge matches the published percentage to 4 decimals`, () => {
      expect(edgePercent(outcomes, 'punto-banco', 'banker')).toBe(published.edges.banker);
      expect(edgePercent(outcomes, 'punto-banco', 'player')).toBe(published.edges.player);
      expect(edgePercent(outcomes, 'punto-banco', 'tie')).toBe(published.edges.tie);
      expect(edgePercent(outcomes, 'punto-2000', 'banker')).toBe(published.edges.banker2000);
      expect(edgePercent(outcomes, 'punto-2000', 'player')).toBe(published.edges.player);
      expect(edgePercent(outcomes, 'punto-2000', 'tie')).toBe(published.edges.tie);
    });

    it(`GIVEN a full ${decks}-deck shoe THEN the probabilities match the published six decimals`, () => {
      const { probabilities } = exactOdds(compositionOfShoe(decks));
      expect(rationalToDecimal(probabilities.banker, 6)).toBe(published.probabilities.banker);
      expect(rationalToDecimal(probabilities.player, 6)).toBe(published.probabilities.player);
      expect(rationalToDecimal(probabilities.tie, 6)).toBe(published.probabilities.tie);
    });
  }

  it('GIVEN 8 decks THEN the Banker wins with a 6 in 269,232,304,455,680 sequences, P = 0.053864', () => {
    const odds = exactOdds(compositionOfShoe(8));
    expect(odds.outcomes.bankerSix).toBe(PUBLISHED[8].bankerSix);
    expect(rationalToDecimal(odds.probabilities.bankerSix, 6)).toBe(PUBLISHED[8].probabilities.bankerSix);
  });

  it('GIVEN 8 decks THEN each EV is the payout formula over the counts, exactly', () => {
    const o = countOutcomes(compositionOfShoe(8));
    const ev = (variant: Variant, side: Side): Rational => betOdds(o, variant, side).expectedValue;
    expect(ev('punto-banco', 'banker')).toEqual(rational(19n * o.banker - 20n * o.player, 20n * o.sequences));
    expect(ev('punto-2000', 'banker')).toEqual(
      rational(2n * o.banker - o.bankerSix - 2n * o.player, 2n * o.sequences),
    );
    expect(ev('punto-banco', 'player')).toEqual(rational(o.player - o.banker, o.sequences));
    expect(ev('punto-banco', 'tie')).toEqual(rational(8n * o.tie - o.banker - o.player, o.sequences));
    expect(betOdds(o, 'punto-banco', 'tie').houseEdge).toEqual(
      rational(o.banker + o.player - 8n * o.tie, o.sequences),
    );
  });
});
