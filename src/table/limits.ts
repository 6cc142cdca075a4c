/**
 * Table limits: the three tiers of a casino table (docs/rules.md, "Table limits"), or custom values
 * with the same five fields. Every figure is in whole chips.
 */
import type { Side } from '../engine/settle.js';
import { type Rejection, reject } from './rejections.js';

export interface Limits {
  readonly min: number;
  readonly max: number;
  /** Minimum Tie bet when the player has no Player or Banker bet in the round. */
  readonly tieMinAlone: number;
  /** Minimum Tie bet beside a Player or Banker bet. */
  readonly tieMinBeside: number;
  readonly tieMax: number;
}

export type TierId = '1-100' | '5-500' | '25-1000';

export const TIERS: Readonly<Record<TierId, Limits>> = {
  '1-100': { min: 1, max: 100, tieMinAlone: 1, tieMinBeside: 1, tieMax: 10 },
  '5-500': { min: 5, max: 500, tieMinAlone: 5, tieMinBeside: 1, tieMax: 60 },
  '25-1000': { min: 25, max: 1000, tieMinAlone: 25, tieMinBeside: 5, tieMax: 120 },
};

/** The largest single figure a limit may hold: far above any table, far below 2^53 cents. */
export const MAX_CHIPS = 1_000_000_000;

const isWholePositive = (n: number) => Number.isSafeInteger(n) && n > 0 && n <= MAX_CHIPS;

/** Custom limits must be positive whole chips with every minimum at or below its maximum. */
export const validateLimits = (limits: Limits): Rejection | undefined => {
  const fields = [limits.min, limits.max, limits.tieMinAlone, limits.tieMinBeside, limits.tieMax];
  if (!fields.every(isWholePositive)) return reject('settings/invalid-limits', { reason: 'whole' });
  if (limits.min > limits.max) return reject('settings/invalid-limits', { reason: 'min-max' });
  if (limits.tieMinAlone > limits.tieMax || limits.tieMinBeside > limits.tieMax)
    return reject('settings/invalid-limits', { reason: 'tie-min-max' });
  return undefined;
};

/** One player's stakes in the current round, by side. */
export type Stakes = Readonly<Record<Side, number>>;
export const NO_STAKES: Stakes = { player: 0, banker: 0, tie: 0 };

/**
 * Checks a spot after a bet is added: `stakes` are the player's stakes with the new bet included.
 * Each spot is checked on its own total, so stacking chips on a spot obeys the same limits.
 */
export const checkSpot = (limits: Limits, stakes: Stakes, side: Side): Rejection | undefined => {
  const total = stakes[side];
  if (side === 'tie') {
    if (total > limits.tieMax) return reject('bet/tie-above-max', { max: limits.tieMax });
    const beside = stakes.player > 0 || stakes.banker > 0;
    if (beside && total < limits.tieMinBeside)
      return reject('bet/tie-below-min-beside', { min: limits.tieMinBeside });
    if (!beside && total < limits.tieMinAlone)
      return reject('bet/tie-below-min-alone', { min: limits.tieMinAlone });
    return undefined;
  }
  if (total > limits.max) return reject('bet/above-max', { max: limits.max });
  if (total < limits.min) return reject('bet/below-min', { min: limits.min });
  return undefined;
};
