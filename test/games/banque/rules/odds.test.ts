/**
 * Banque's exact odds: the published nine-card integers of one tableau against the banker's
 * default (6 and 3 decks), the other stake splits, punters standing at 5, the rejected Punto Banco
 * banker (whose right tableau is Punto Banco's integers times the ways to fill three positions),
 * the banker's edge after commission, the centre stake, and a brute force over every ordering of a
 * small shoe, dealt by the step engine itself, that the enumeration counts what the dealer deals.
 */
import { describe, expect, it } from 'vitest';
import { pointOf } from '../../../../src/engine/cards.js';
import { chips } from '../../../../src/engine/money.js';
import {
  compositionOfShoe,
  countOutcomes,
  type Rational,
  rational,
  rationalToDecimal,
} from '../../../../src/engine/odds.js';
import { begin, decide } from '../../../../src/games/banque/rules/coup.js';
import {
  type BanqueCounts,
  type BanqueStrategy,
  banqueCompositionProblem,
  banqueEdges,
  centreOdds,
  countBanqueOutcomes,
  EQUAL_STAKES,
} from '../../../../src/games/banque/rules/odds.js';
import {
  BANQUE_PUNTO_BANCO_BANKER,
  BANQUE_RIGHT_ONLY,
  BANQUE_SIX_DECKS,
  BANQUE_STAND_AT_FIVE,
  BANQUE_THREE_DECKS,
  BANQUE_TWO_TO_ONE,
} from '../../../support/banque-odds.js';
import { withPoint } from '../../../support/cards.js';

const percent = (value: Rational) =>
  rationalToDecimal(rational(value.numerator * 100n, value.denominator), 4);
const probabilities = (counts: BanqueCounts, side: 'right' | 'left') => {
  const p = (x: bigint) => rationalToDecimal(rational(x, counts.sequences), 6);
  const t = counts[side];
  return { win: p(t.win), lose: p(t.lose), tie: p(t.tie) };
};

// One 6-deck count with equal stakes takes a fraction of a second; counted once for the file.
const six = compositionOfShoe(6);
const equal = countBanqueOutcomes(six);

describe('one tableau against the banker’s default, equal stakes', () => {
  it('GIVEN a full 6-deck shoe THEN the joint counts of (right, left) are the published integers, symmetric', () => {
    expect(equal.sequences).toBe(BANQUE_SIX_DECKS.sequences);
    expect(equal.joint).toEqual(BANQUE_SIX_DECKS.joint);
    expect(equal.right).toEqual(BANQUE_SIX_DECKS.tableau);
    expect(equal.left).toEqual(BANQUE_SIX_DECKS.tableau);
    expect(probabilities(equal, 'right')).toEqual(BANQUE_SIX_DECKS.probabilities);
    const all = equal.joint.flat().reduce((a, b) => a + b, 0n);
    expect(all).toBe(equal.sequences);
  });

  it('GIVEN 6 decks THEN the banker’s edge is 0.9317 %, 0.5168 % after 1.25 % and 0.2679 % after 2 % on his net', () => {
    expect(percent(banqueEdges(equal, 0).bankerEdgeRight)).toBe(BANQUE_SIX_DECKS.bankerEdge.none);
    expect(percent(banqueEdges(equal, 0).bankerAfterCommission)).toBe(BANQUE_SIX_DECKS.bankerEdge.none);
    expect(percent(banqueEdges(equal, 125).bankerAfterCommission)).toBe(BANQUE_SIX_DECKS.bankerEdge.open);
    expect(percent(banqueEdges(equal, 200).bankerAfterCommission)).toBe(BANQUE_SIX_DECKS.bankerEdge.limited);
  });

  it('GIVEN 6 decks THEN the centre stake’s chances, settled value, frozen fraction and value to resolution are the published ones', () => {
    const centre = centreOdds(equal);
    const six = (r: Rational) => rationalToDecimal(r, 6);
    const { centre: published } = BANQUE_SIX_DECKS;
    expect({
      bothWin: six(centre.bothWin),
      bothLose: six(centre.bothLose),
      split: six(centre.split),
      winTie: six(centre.winTie),
      loseTie: six(centre.loseTie),
      bothTie: six(centre.bothTie),
      frozenFraction: six(centre.frozenFraction),
      settledValue: percent(centre.settledValue),
      resolvedValue: percent(centre.resolvedValue),
    }).toEqual(published);
    // The settled part is worth the mean of the two tableaux' values.
    const meanTableau = rational(equal.right.win - equal.right.lose, equal.sequences);
    expect(centre.settledValue).toEqual(meanTableau);
  });

  it('GIVEN a full 3-deck shoe THEN the counts per tableau and the edge are the published ones', () => {
    const three = countBanqueOutcomes(compositionOfShoe(3));
    expect(three.sequences).toBe(BANQUE_THREE_DECKS.sequences);
    expect(three.right).toEqual(BANQUE_THREE_DECKS.tableau);
    expect(three.left).toEqual(BANQUE_THREE_DECKS.tableau);
    expect(probabilities(three, 'left')).toEqual(BANQUE_THREE_DECKS.probabilities);
    expect(percent(banqueEdges(three, 0).bankerEdgeRight)).toBe(BANQUE_THREE_DECKS.bankerEdge);
  });
});

describe('other stake splits and strategies, 6 decks', () => {
  it('GIVEN stakes on the right only THEN the right is the published integers (the free règle’s best response) and the left its published chances', () => {
    const counts = countBanqueOutcomes(six, { ...EQUAL_STAKES, weights: { right: 1, left: 0 } });
    expect(counts.right).toEqual(BANQUE_RIGHT_ONLY.right);
    expect(percent(banqueEdges(counts, 0).bankerEdgeRight)).toBe(BANQUE_RIGHT_ONLY.bankerEdge);
    expect(probabilities(counts, 'left')).toEqual(BANQUE_RIGHT_ONLY.left);
  });

  it('GIVEN right stakes twice the left THEN each side has its published chances', () => {
    const counts = countBanqueOutcomes(six, { ...EQUAL_STAKES, weights: { right: 2, left: 1 } });
    expect(probabilities(counts, 'right')).toEqual(BANQUE_TWO_TO_ONE.right);
    expect(probabilities(counts, 'left')).toEqual(BANQUE_TWO_TO_ONE.left);
  });

  it('GIVEN punters who stand at 5 THEN each tableau has the published chances and the banker 0.5693 %', () => {
    const counts = countBanqueOutcomes(six, {
      ...EQUAL_STAKES,
      punterAtFive: { right: 'stand', left: 'stand' },
    });
    expect(probabilities(counts, 'right')).toEqual(BANQUE_STAND_AT_FIVE.tableau);
    expect(probabilities(counts, 'left')).toEqual(BANQUE_STAND_AT_FIVE.tableau);
    expect(percent(banqueEdges(counts, 0).bankerAfterCommission)).toBe(BANQUE_STAND_AT_FIVE.bankerEdge);
  });

  it('GIVEN the banker on the Punto Banco table against the right THEN the right is Punto Banco × 306·305·304 exactly, and the banker loses 1.4516 %', () => {
    const counts = countBanqueOutcomes(six, { ...EQUAL_STAKES, banker: 'punto-banco' });
    const punto = countOutcomes(six);
    const fill = 306n * 305n * 304n;
    expect(counts.right).toEqual({
      win: punto.player * fill,
      lose: punto.banker * fill,
      tie: punto.tie * fill,
    });
    expect(probabilities(counts, 'left').win).toBe(BANQUE_PUNTO_BANCO_BANKER.leftWin);
    expect(percent(banqueEdges(counts, 0).bankerAfterCommission)).toBe(BANQUE_PUNTO_BANCO_BANKER.bankerEdge);
  });
});

describe('compositions', () => {
  it('GIVEN too few or too many cards, or a bad count THEN the problem is named and counting refuses', () => {
    expect(banqueCompositionProblem([8, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toMatch(/needs 9 cards/);
    expect(banqueCompositionProblem([1500, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toMatch(/at most 1400 cards/);
    expect(banqueCompositionProblem([1, 1, 1])).toMatch(/10 counts/);
    expect(banqueCompositionProblem(six)).toBeUndefined();
    expect(() => countBanqueOutcomes([8, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toThrow(RangeError);
  });
});

/** The result pair of one ordering, dealt by the step engine with the strategy's choices. */
const dealtResults = (cards: Uint8Array, strategy: BanqueStrategy): [string, string] => {
  const stakes = {
    right: chips(strategy.weights.right),
    left: chips(strategy.weights.left),
    centre: chips(0),
  };
  let step = begin(cards, 0, stakes);
  while (step.kind === 'waiting') {
    const { decision } = step;
    const choice =
      decision.rule === 'punter-free-5' && decision.hand !== 'banker'
        ? strategy.punterAtFive[decision.hand]
        : decision.defaultChoice;
    step = decide(cards, 0, step.state, choice, choice === decision.defaultChoice ? 'default' : 'player');
  }
  return [step.coup.results.right, step.coup.results.left];
};

describe('the enumeration against the dealer', () => {
  it('GIVEN a nine-card shoe WHEN every ordering is dealt by the step engine THEN the joint counts equal the enumeration, for several strategies', () => {
    // Nine cards whose points give naturals, fives, stands and every kind of third card.
    const shoe = [0, 0, 1, 3, 4, 5, 5, 6, 8].map((point, i) => withPoint(point, i % 4));
    const counts = new Array<number>(10).fill(0);
    for (const card of shoe) counts[pointOf(card)]!++;
    const strategies: BanqueStrategy[] = [
      EQUAL_STAKES,
      { weights: { right: 3, left: 1 }, punterAtFive: { right: 'stand', left: 'draw' }, banker: 'default' },
    ];
    const order = ['win', 'lose', 'tie'];
    const tallies = strategies.map(() => [0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n]);
    const sequence = new Uint8Array(9);
    const used = new Array<boolean>(shoe.length).fill(false);
    const walk = (depth: number): void => {
      if (depth === 9) {
        strategies.forEach((strategy, s) => {
          const [r, l] = dealtResults(sequence, strategy);
          tallies[s]![order.indexOf(r) * 3 + order.indexOf(l)]!++;
        });
        return;
      }
      for (let i = 0; i < shoe.length; i++) {
        if (used[i]) continue;
        used[i] = true;
        sequence[depth] = shoe[i]!;
        walk(depth + 1);
        used[i] = false;
      }
    };
    walk(0);
    strategies.forEach((strategy, s) => {
      const joint = countBanqueOutcomes(counts, strategy).joint.flat();
      expect(tallies[s]).toEqual(joint);
    });
    expect(tallies[0]!.reduce((a, b) => a + b, 0n)).toBe(362_880n);
  });
});
