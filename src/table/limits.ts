/**
 * Table limits: the three tiers of a casino table (docs/rules.md, "Table limits"), or custom values
 * with the same fields. Every figure is in whole chips. Each game reads the fields it declares
 * (`Game.limits`); the table stores them all.
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
  /**
   * The side bets' own limits (EZ Baccarat's Dragon 7 and Panda 8). Absent from limits set before
   * the side bets existed: `limitOf` then reads the Tie's, the other long shot on the layout.
   */
  readonly dragon7Min?: Chips;
  readonly dragon7Max?: Chips;
  readonly panda8Min?: Chips;
  readonly panda8Max?: Chips;
}

export type LimitField = keyof Limits;

/** Every limit a table stores, in the order the settings show them. */
export const ALL_LIMIT_FIELDS: readonly LimitField[] = [
  'min',
  'max',
  'tieMinAlone',
  'tieMinBeside',
  'tieMax',
  'dragon7Min',
  'dragon7Max',
  'panda8Min',
  'panda8Max',
];

/** What an absent side-bet limit reads instead. */
const FALLBACK: Readonly<Partial<Record<LimitField, LimitField>>> = {
  dragon7Min: 'tieMinAlone',
  dragon7Max: 'tieMax',
  panda8Min: 'tieMinAlone',
  panda8Max: 'tieMax',
};

/** One limit's figure: the table's own, or for a side-bet limit it never set, the Tie's. */
export const limitOf = (limits: Limits, field: LimitField): Chips =>
  limits[field] ?? limits[FALLBACK[field] as LimitField] ?? (0 as Chips);

/** Every limit the table plays by, each with its figure (`limitOf`). */
export const fullLimits = (limits: Limits): Required<Limits> =>
  Object.fromEntries(ALL_LIMIT_FIELDS.map((field) => [field, limitOf(limits, field)])) as Required<Limits>;

const tier = (
  [min, max]: readonly [number, number],
  [tieMinAlone, tieMinBeside, tieMax]: readonly [number, number, number],
  [sideMin, sideMax]: readonly [number, number],
): Required<Limits> =>
  ({
    min,
    max,
    tieMinAlone,
    tieMinBeside,
    tieMax,
    dragon7Min: sideMin,
    dragon7Max: sideMax,
    panda8Min: sideMin,
    panda8Max: sideMax,
  }) as Required<Limits>;

export type TierId = '1-100' | '5-500' | '25-1000';

/** Main bets, Tie (alone, beside, max), side bets (min, max): a side bet pays 25 or 40 to 1, so its maximum stays low. */
export const TIERS: Readonly<Record<TierId, Required<Limits>>> = {
  '1-100': tier([1, 100], [1, 1, 10], [1, 5]),
  '5-500': tier([5, 500], [5, 1, 60], [1, 25]),
  '25-1000': tier([25, 1000], [25, 5, 120], [5, 50]),
};

/** The largest single figure a limit may hold: far above any table, far below 2^53 cents. */
export const MAX_CHIPS = 1_000_000_000 as Chips;

const isWholePositive = (n: number) => Number.isSafeInteger(n) && n > 0 && n <= MAX_CHIPS;

/** The limits every table has; the side bets' may be absent (`limitOf`). */
const REQUIRED_FIELDS: readonly LimitField[] = ['min', 'max', 'tieMinAlone', 'tieMinBeside', 'tieMax'];

type RangeReason = 'min-max' | 'tie-min-max' | 'side-min-max';

/** Each minimum with the maximum it must not exceed, and the reason a custom limit breaking it is refused. */
const RANGES: readonly (readonly [LimitField, LimitField, RangeReason])[] = [
  ['min', 'max', 'min-max'],
  ['tieMinAlone', 'tieMax', 'tie-min-max'],
  ['tieMinBeside', 'tieMax', 'tie-min-max'],
  ['dragon7Min', 'dragon7Max', 'side-min-max'],
  ['panda8Min', 'panda8Max', 'side-min-max'],
];

/** Custom limits must be positive whole chips with every minimum at or below its maximum. */
export const validateLimits = (limits: Limits): Rejection | undefined => {
  const given = ALL_LIMIT_FIELDS.filter(
    (field) => REQUIRED_FIELDS.includes(field) || limits[field] !== undefined,
  );
  if (!given.every((field) => isWholePositive(limits[field] as number)))
    return reject('settings/invalid-limits', { reason: 'whole' });
  for (const [min, max, reason] of RANGES)
    if (limitOf(limits, min) > limitOf(limits, max)) return reject('settings/invalid-limits', { reason });
  return undefined;
};

/** The limit fields of `limits`, and nothing else a caller sent with them. */
export const pickLimits = (limits: Limits): Limits =>
  Object.fromEntries(
    ALL_LIMIT_FIELDS.filter((field) => limits[field] !== undefined).map((field) => [field, limits[field]]),
  ) as unknown as Limits;

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

/**
 * Checks a side bet (a spot with limits of its own, read from `minField` and `maxField`) after a
 * bet is added, on the spot's total like every other spot.
 */
export const checkSideBet = (
  limits: Limits,
  stakes: Stakes,
  spot: string,
  [minField, maxField]: readonly [LimitField, LimitField],
): Rejection | undefined => {
  const total = stakeOn(stakes, spot);
  const max = limitOf(limits, maxField);
  if (total > max) return reject('bet/side-above-max', { spot, max });
  const min = limitOf(limits, minField);
  if (total < min) return reject('bet/side-below-min', { spot, min });
  return undefined;
};
