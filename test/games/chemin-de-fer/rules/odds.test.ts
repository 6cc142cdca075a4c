/**
 * Chemin de fer's exact odds: the published integers with every default (equal to Punto Banco's),
 * each fixed strategy of the punter at 5 and the banker in the optional cells, the free règle's
 * default, and a brute force over every ordered sequence of a small shoe, dealt by the step engine
 * itself, that the tables the enumeration reads agree with the dealer.
 */
import { describe, expect, it } from 'vitest';
import { pointOf } from '../../../../src/engine/cards.js';
import {
  compositionOfShoe,
  countOutcomes,
  rational,
  rationalToDecimal,
} from '../../../../src/engine/odds.js';
import { begin, decide } from '../../../../src/games/chemin-de-fer/rules/coup.js';
import {
  ALL_STRATEGIES,
  type CdfStrategy,
  cdfEdges,
  countCdfOutcomes,
  DEFAULT_STRATEGY,
} from '../../../../src/games/chemin-de-fer/rules/odds.js';
import type { CdfRegle } from '../../../../src/games/chemin-de-fer/rules/regle.js';
import { withPoint } from '../../../support/cards.js';
import {
  CDF_DEFAULT_COUNTS,
  CDF_SIX_DECK_EDGES,
  CDF_STRATEGY_ROWS,
  FREE_REGLE_NINE_CARD,
} from '../../../support/cdf-odds.js';

const percent = (value: { numerator: bigint; denominator: bigint }) =>
  rationalToDecimal(rational(value.numerator * 100n, value.denominator), 4);

describe('chemin de fer with every default', () => {
  for (const decks of [6, 8, 3] as const)
    it(`GIVEN a full ${decks}-deck shoe THEN the counts are the published integers, Punto Banco's`, () => {
      const counts = countCdfOutcomes(compositionOfShoe(decks));
      expect(counts).toEqual(CDF_DEFAULT_COUNTS[decks]);
      const punto = countOutcomes(compositionOfShoe(decks));
      expect([counts.banker, counts.punter, counts.tie]).toEqual([punto.banker, punto.player, punto.tie]);
    });

  it('GIVEN 6 decks and 5 % THEN the punter’s edge, the banker’s value after commission and the house’s take are exact', () => {
    const edges = cdfEdges(countCdfOutcomes(compositionOfShoe(6)), 500);
    expect(
      percent({ numerator: -edges.bankerEdge.numerator, denominator: edges.bankerEdge.denominator }),
    ).toBe(CDF_SIX_DECK_EDGES.punter);
    expect(percent(edges.bankerAfterCommission)).toBe(CDF_SIX_DECK_EDGES.bankerAfterCommission);
    expect(percent(edges.houseTake)).toBe(CDF_SIX_DECK_EDGES.houseTake);
    // Exactly: (0.95·B − P)/N and 0.05·B/N.
    const { banker, punter, sequences } = CDF_DEFAULT_COUNTS[6];
    expect(edges.bankerAfterCommission).toEqual(rational(banker * 95n - punter * 100n, sequences * 100n));
    expect(edges.houseTake).toEqual(rational(banker * 5n, sequences * 100n));
  });
});

describe('chemin de fer under each fixed strategy', () => {
  it('GIVEN 6 decks THEN each of the eight strategy rows is the published integers and edge', () => {
    const composition = compositionOfShoe(6);
    const rows = ALL_STRATEGIES.map((strategy) => {
      const counts = countCdfOutcomes(composition, 'scarne', strategy);
      return [
        strategy.punterAtFive,
        strategy.banker3v9,
        strategy.banker5v4,
        counts.banker,
        counts.punter,
        counts.tie,
        percent(cdfEdges(counts, 0).bankerEdge),
      ];
    });
    expect(rows).toEqual(CDF_STRATEGY_ROWS);
  });

  it('GIVEN the free règle’s default against a punter who draws at 5 THEN it is the published two-hand figure', () => {
    const counts = countCdfOutcomes(compositionOfShoe(6), 'free');
    const { factor } = FREE_REGLE_NINE_CARD;
    expect([counts.punter * factor, counts.banker * factor, counts.tie * factor]).toEqual([
      FREE_REGLE_NINE_CARD.punter,
      FREE_REGLE_NINE_CARD.banker,
      FREE_REGLE_NINE_CARD.tie,
    ]);
    expect(percent(cdfEdges(counts, 0).bankerEdge)).toBe(FREE_REGLE_NINE_CARD.bankerEdge);
  });
});

/** Deals every coup from `cards` at 0 with the step engine, each free choice as `strategy` says. */
const dealtOutcome = (cards: Uint8Array, regle: CdfRegle, strategy: CdfStrategy) => {
  let step = begin(cards, 0, regle);
  while (step.kind === 'waiting') {
    const { rule, defaultChoice } = step.decision;
    const choice =
      rule === 'punter-free-5'
        ? strategy.punterAtFive
        : rule === 'banker-optional-3v9'
          ? strategy.banker3v9
          : rule === 'banker-optional-5v4'
            ? strategy.banker5v4
            : defaultChoice;
    step = decide(cards, 0, step.state, choice, choice === defaultChoice ? 'default' : 'player');
  }
  return step.coup.outcome;
};

describe('the enumeration against the dealer', () => {
  it('GIVEN a nine-card shoe WHEN every ordered six-card sequence is dealt by the step engine THEN the counts equal the enumeration, for every strategy and both règles', () => {
    // Nine cards whose points reach every optional cell: 0 0 1 2 3 4 5 6 9.
    const shoe = [0, 0, 1, 2, 3, 4, 5, 6, 9].map((point, i) => withPoint(point, i % 4));
    const counts = new Array<number>(10).fill(0);
    for (const card of shoe) counts[pointOf(card)]!++;
    const plans: [CdfRegle, CdfStrategy][] = [
      ...ALL_STRATEGIES.map((s): [CdfRegle, CdfStrategy] => ['scarne', s]),
      ['free', DEFAULT_STRATEGY],
      ['free', { ...DEFAULT_STRATEGY, punterAtFive: 'stand' }],
    ];
    for (const [regle, strategy] of plans) {
      const tally = { banker: 0n, punter: 0n, tie: 0n };
      const sequence = new Uint8Array(6);
      const used = new Array<boolean>(shoe.length).fill(false);
      const walk = (depth: number): void => {
        if (depth === 6) {
          tally[dealtOutcome(sequence, regle, strategy)]++;
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
      expect({ regle, strategy, ...tally }).toEqual({
        regle,
        strategy,
        ...(({ banker, punter, tie }) => ({ banker, punter, tie }))(
          countCdfOutcomes(counts, regle, strategy),
        ),
      });
    }
  });
});
