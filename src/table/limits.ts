/**
 * Table limits: the three tiers of a casino table (docs/rules.md, "Table limits"), or custom values
 * with the same fields. Every figure is in whole chips. The five main limits (Player and Banker,
 * the Tie's) are every house-banked table's; a game with side bets declares each one's limits
 * (`SideBetLimits`: the fields it is stored under, its figure in each tier, what an unset one
 * reads), and the table stores them beside the main five under those fields, whatever the game.
 */

import type { Side } from '../engine/coup.js';
import type { Chips } from '../engine/money.js';
import { type Rejection, reject } from './rejections.js';

/** The limits every table has (a type, not an interface: `Limits` takes it as it is). */
export type MainLimits = {
  readonly min: Chips;
  readonly max: Chips;
  /** Minimum Tie bet when the player has no Player or Banker bet in the round. */
  readonly tieMinAlone: Chips;
  /** Minimum Tie bet beside a Player or Banker bet. */
  readonly tieMinBeside: Chips;
  readonly tieMax: Chips;
};

/**
 * A table's limits: the main five, and the side bets' own under the fields their games declare
 * (`SideBetLimits`). A side bet's limit may be absent (limits set before the side bet existed):
 * `limitOf` then reads its fallback.
 */
export interface Limits extends MainLimits {
  readonly [sideBetField: string]: Chips | undefined;
}

export type MainLimitField = keyof MainLimits;
/** A main limit, or a side bet's field. */
export type LimitField = string;

/** The main limits, in the order the settings show them. */
export const MAIN_LIMIT_FIELDS: readonly MainLimitField[] = [
  'min',
  'max',
  'tieMinAlone',
  'tieMinBeside',
  'tieMax',
];

export type TierId = '1-100' | '5-500' | '25-1000';
export const TIER_IDS: readonly TierId[] = ['1-100', '5-500', '25-1000'];

/** One side bet's limits, as its game declares them. */
export interface SideBetLimits {
  /** The spot it is staked on (`Game.spots`). */
  readonly spot: string;
  /** The fields its minimum and maximum are stored under (camelCase; `/table limits` offers them kebab-cased). */
  readonly minField: string;
  readonly maxField: string;
  /** Its minimum and maximum in each tier. */
  readonly tiers: Readonly<Record<TierId, readonly [Chips, Chips]>>;
  /** The main limits an unset minimum and maximum read instead. */
  readonly fallback: readonly [MainLimitField, MainLimitField];
}

/** The fields of each side bet in `sideBets`, minimum then maximum. */
export const sideBetFields = (sideBets: readonly SideBetLimits[]): readonly LimitField[] =>
  sideBets.flatMap((side) => [side.minField, side.maxField]);

/** The main limits and every field of `sideBets`, in the order the settings show them. */
export const limitFieldsWith = (sideBets: readonly SideBetLimits[]): readonly LimitField[] => [
  ...MAIN_LIMIT_FIELDS,
  ...sideBetFields(sideBets),
];

const isMainField = (field: LimitField): field is MainLimitField =>
  (MAIN_LIMIT_FIELDS as readonly string[]).includes(field);

/** The main limit an unset side-bet field reads, by the side bet that declares it. */
const fallbackOf = (field: LimitField, sideBets: readonly SideBetLimits[]): MainLimitField | undefined => {
  for (const side of sideBets) {
    if (field === side.minField) return side.fallback[0];
    if (field === side.maxField) return side.fallback[1];
  }
  return undefined;
};

/**
 * One limit's figure: the table's own, or for a side-bet limit it never set, the main limit its
 * side bet (one of `sideBets`) falls back to.
 */
export const limitOf = (
  limits: Limits,
  field: LimitField,
  sideBets: readonly SideBetLimits[] = [],
): Chips => {
  if (isMainField(field)) return limits[field];
  const own = Object.hasOwn(limits, field) ? limits[field] : undefined;
  if (own !== undefined) return own;
  const fallback = fallbackOf(field, sideBets);
  return fallback ? limits[fallback] : (0 as Chips);
};

/** Every limit the table plays by with `sideBets`, each with its figure (`limitOf`). */
export const fullLimits = (limits: Limits, sideBets: readonly SideBetLimits[]): Limits =>
  Object.fromEntries(
    limitFieldsWith(sideBets).map((field) => [field, limitOf(limits, field, sideBets)]),
  ) as unknown as Limits;

const mainTier = (
  [min, max]: readonly [number, number],
  [tieMinAlone, tieMinBeside, tieMax]: readonly [number, number, number],
): MainLimits => ({ min, max, tieMinAlone, tieMinBeside, tieMax }) as MainLimits;

/** Main bets, Tie (alone, beside, max); each side bet's figures are its game's (`tierLimits`). */
export const MAIN_TIERS: Readonly<Record<TierId, MainLimits>> = {
  '1-100': mainTier([1, 100], [1, 1, 10]),
  '5-500': mainTier([5, 500], [5, 1, 60]),
  '25-1000': mainTier([25, 1000], [25, 5, 120]),
};

/** A tier's limits: its main five and each of `sideBets`' own figures in that tier. */
export const tierLimits = (tier: TierId, sideBets: readonly SideBetLimits[]): Limits => ({
  ...MAIN_TIERS[tier],
  ...Object.fromEntries(
    sideBets.flatMap((side) => {
      const [min, max] = side.tiers[tier];
      return [
        [side.minField, min],
        [side.maxField, max],
      ];
    }),
  ),
});

/** Every tier with `sideBets`' figures. */
export const tiersWith = (sideBets: readonly SideBetLimits[]): Readonly<Record<TierId, Limits>> =>
  Object.fromEntries(TIER_IDS.map((tier) => [tier, tierLimits(tier, sideBets)])) as Record<TierId, Limits>;

/** The largest single figure a limit may hold: far above any table, far below 2^53 cents. */
export const MAX_CHIPS = 1_000_000_000 as Chips;

const isWholePositive = (n: unknown) =>
  typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= MAX_CHIPS;

type RangeReason = 'min-max' | 'tie-min-max' | 'side-min-max';

/** Each main minimum with the maximum it must not exceed, and the reason a custom limit breaking it is refused. */
const MAIN_RANGES: readonly (readonly [MainLimitField, MainLimitField, RangeReason])[] = [
  ['min', 'max', 'min-max'],
  ['tieMinAlone', 'tieMax', 'tie-min-max'],
  ['tieMinBeside', 'tieMax', 'tie-min-max'],
];

/**
 * Custom limits must be positive whole chips with every minimum at or below its maximum; the side
 * bets' (of `sideBets`, every game's) may be absent.
 */
export const validateLimits = (limits: Limits, sideBets: readonly SideBetLimits[]): Rejection | undefined => {
  const given = limitFieldsWith(sideBets).filter(
    (field) => isMainField(field) || (Object.hasOwn(limits, field) && limits[field] !== undefined),
  );
  if (!given.every((field) => isWholePositive(limits[field])))
    return reject('settings/invalid-limits', { reason: 'whole' });
  const ranges = [
    ...MAIN_RANGES,
    ...sideBets.map((side) => [side.minField, side.maxField, 'side-min-max'] as const),
  ];
  for (const [min, max, reason] of ranges)
    if (limitOf(limits, min, sideBets) > limitOf(limits, max, sideBets))
      return reject('settings/invalid-limits', { reason });
  return undefined;
};

/** The limit fields of `limits` (the main five and `sideBets`'), and nothing else a caller sent with them. */
export const pickLimits = (limits: Limits, sideBets: readonly SideBetLimits[]): Limits =>
  Object.fromEntries(
    limitFieldsWith(sideBets)
      .filter((field) => Object.hasOwn(limits, field) && limits[field] !== undefined)
      .map((field) => [field, limits[field]]),
  ) as unknown as Limits;

/** One player's stakes in the current round, by spot (the game names its spots). */
export type Stakes = Readonly<Record<string, Chips>>;

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
 * Checks a side bet (a spot with limits of its own, as its game declares them) after a bet is
 * added, on the spot's total like every other spot.
 */
export const checkSideBet = (limits: Limits, stakes: Stakes, side: SideBetLimits): Rejection | undefined => {
  const { spot } = side;
  const total = stakeOn(stakes, spot);
  const max = limitOf(limits, side.maxField, [side]);
  if (total > max) return reject('bet/side-above-max', { spot, max });
  const min = limitOf(limits, side.minField, [side]);
  if (total < min) return reject('bet/side-below-min', { spot, min });
  return undefined;
};
