/**
 * Exact odds of chemin de fer for any shoe composition, by the same count of ordered six-card
 * sequences as every tableau coup (engine/odds.ts): a chemin de fer coup takes the same positions.
 * Who draws comes from the règle in regle.ts, with each free choice fixed by a strategy, so the figures
 * describe the game the dealer deals. Pure: no I/O.
 */

import {
  countOutcomes,
  type DrawTables,
  POINT_VALUES,
  type Rational,
  rational,
} from '../../../engine/odds.js';
import type { Action } from '../../../engine/tableau.js';
import { bankerRule, type CdfRegle, type CdfRuleId, punterRule } from './regle.js';

/** How every free choice is made: the punter at 5 and the banker in each optional cell. */
export interface CdfStrategy {
  readonly punterAtFive: Action;
  readonly banker3v9: Action;
  readonly banker5v4: Action;
}

/** Every default: the punter draws at 5, the banker draws in both optional cells. */
export const DEFAULT_STRATEGY: CdfStrategy = { punterAtFive: 'draw', banker3v9: 'draw', banker5v4: 'draw' };

/** The eight fixed strategy pairs, punter at 5 slowest, in the order the rules page lists them. */
export const ALL_STRATEGIES: readonly CdfStrategy[] = (['draw', 'stand'] as const).flatMap((punterAtFive) =>
  (['draw', 'stand'] as const).flatMap((banker3v9) =>
    (['draw', 'stand'] as const).map((banker5v4) => ({ punterAtFive, banker3v9, banker5v4 })),
  ),
);

/** The action a free cell takes under `strategy`; every forced cell takes its rule's only action. */
const chosen = (strategy: CdfStrategy, rule: CdfRuleId, defaultChoice: Action): Action => {
  if (rule === 'punter-free-5') return strategy.punterAtFive;
  if (rule === 'banker-optional-3v9') return strategy.banker3v9;
  if (rule === 'banker-optional-5v4') return strategy.banker5v4;
  return defaultChoice;
};

/**
 * The drawing tables of chemin de fer: the scarne règle with `strategy`'s choices, or the free
 * règle with the banker's default in every cell (the punter at 5 per `strategy`). Totals 8 and 9
 * are naturals and never reach a table.
 */
export const cdfDrawTables = (regle: CdfRegle, strategy: CdfStrategy = DEFAULT_STRATEGY): DrawTables => {
  const totals = Array.from({ length: POINT_VALUES }, (_, total) => total);
  const drawsFor = (total: number, call: () => { rule: CdfRuleId; defaultChoice: Action }): boolean => {
    if (total > 7) return false;
    const { rule, defaultChoice } = call();
    return chosen(strategy, rule, defaultChoice) === 'draw';
  };
  return {
    playerDraws: totals.map((t) => drawsFor(t, () => punterRule(t))),
    bankerDrawsPlayerStood: totals.map((b) => drawsFor(b, () => bankerRule(regle, b, null))),
    bankerDrawsPlayerDrew: Array.from({ length: POINT_VALUES * POINT_VALUES }, (_, i) => {
      const b = Math.floor(i / 10);
      return drawsFor(b, () => bankerRule(regle, b, i % 10));
    }),
  };
};

/** Sequences each result takes: the banker's wins, the punter's and égalité. */
export interface CdfCounts {
  readonly sequences: bigint;
  readonly banker: bigint;
  readonly punter: bigint;
  readonly tie: bigint;
}

/** Exact counts over every ordered six-card sequence of `counts` (cards per point value 0–9). */
export const countCdfOutcomes = (
  counts: readonly number[],
  regle: CdfRegle = 'scarne',
  strategy: CdfStrategy = DEFAULT_STRATEGY,
): CdfCounts => {
  const outcomes = countOutcomes(counts, 'auto', cdfDrawTables(regle, strategy));
  return {
    sequences: outcomes.sequences,
    banker: outcomes.banker,
    punter: outcomes.player,
    tie: outcomes.tie,
  };
};

/** What a coup is worth to each side, per unit covered, exactly. */
export interface CdfEdges {
  /** (banker wins − punter wins) / all: the banker's edge before commission. */
  readonly bankerEdge: Rational;
  /** The banker's expected value after the commission on his wins. */
  readonly bankerAfterCommission: Rational;
  /** The commission's expected share of the cover: what the house takes per coup. */
  readonly houseTake: Rational;
}

export const cdfEdges = (counts: CdfCounts, commissionBp: number): CdfEdges => {
  const bp = BigInt(commissionBp);
  const perBp = counts.sequences * 10_000n;
  return {
    bankerEdge: rational(counts.banker - counts.punter, counts.sequences),
    bankerAfterCommission: rational(counts.banker * (10_000n - bp) - counts.punter * 10_000n, perBp),
    houseTake: rational(counts.banker * bp, perBp),
  };
};
