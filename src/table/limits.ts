/**
 * Table limits: the three tiers of a casino table (docs/rules.md, "Table limits"), or custom values
 * with the same five fields. Every figure is in whole chips.
 */
import type { Chips } from '../engine/money.js';
import type { Side } from '../engine/settle.js';
import { type Rejection, reject } from './rejections.js';

export interface Limits {
  readonly min: Chips;
  readonly max: Chips;
  /** Minimum Tie bet when the player has no Player or Banker bet in the round. */
  readonly tieMinAlone: Chips;
  /** Minimum Tie bet beside a Player or Banker bet. */
  readonly tieMinBeside: Chips;
  readonly tieMax: Chips;
}

const tier = (min: number, max: number, tieMinAlone: number, tieMinBeside: number, tieMax: number): Limits =>
  ({ min, max, tieMinAlone, tieMinBeside, tieMax }) as Limits;

export type TierId = '1-100' | '5-500' | '25-1000';

export const TIERS: Readonly<Record<TierId, Limits>> = {
  '1-100': tier(1, 100, 1, 1, 10),
  '5-500': tier(5, 500, 5, 1, 60),
  '25-1000': tier(25, 1000, 25, 5, 120),
};

/** The largest single figure a limit may hold: far above any table, far below 2^53 cents. */
export const MAX_CHIPS = 1_000_000_000 as Chips;

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

/** One player's stakes in the current round, by spot (the game names its spots). */
export type Stakes = Readonly<Record<string, Chips>>;
/** A Punto Banco seat with nothing on any spot. */
export const NO_STAKES: Stakes = { player: 0 as Chips, banker: 0 as Chips, tie: 0 as Chips };

/** The chips on one spot; a spot the player left empty holds 0. */
export const stakeOn = (stakes: Stakes, spot: string): Chips =>
  Object.hasOwn(stakes, spot) ? stakes[spot]! : (0 as Chips);

/**
 * Checks a spot after a bet is added: `stakes` are the player's stakes with the new bet included.
 * Each spot is checked on its own total, so stacking chips on a spot obeys the same limits.
 */
export const checkSpot = (limits: Limits, stakes: Stakes, side: Side): Rejection | undefined => {
  const total = stakeOn(stakes, side);
  if (side === 'tie') {
    if (total > limits.tieMax) return reject('bet/tie-above-max', { max: limits.tieMax });
    const beside = stakeOn(stakes, 'player') > 0 || stakeOn(stakes, 'banker') > 0;
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
