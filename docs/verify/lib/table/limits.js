/**
 * Table limits: the three tiers of a casino table (docs/rules.md, "Table limits"), or custom values
 * with the same fields. Every figure is in whole chips. The five main limits (Player and Banker,
 * the Tie's) are every house-banked table's; a game with side bets declares each one's limits
 * (`SideBetLimits`: the fields it is stored under, its figure in each tier, what an unset one
 * reads), and the table stores them beside the main five under those fields, whatever the game.
 */
import { reject } from './rejections.js';
/** The main limits, in the order the settings show them. */
export const MAIN_LIMIT_FIELDS = [
    'min',
    'max',
    'tieMinAlone',
    'tieMinBeside',
    'tieMax',
];
export const TIER_IDS = ['1-100', '5-500', '25-1000'];
/** The fields of each side bet in `sideBets`, minimum then maximum. */
export const sideBetFields = (sideBets) => sideBets.flatMap((side) => [side.minField, side.maxField]);
/** The main limits and every field of `sideBets`, in the order the settings show them. */
export const limitFieldsWith = (sideBets) => [
    ...MAIN_LIMIT_FIELDS,
    ...sideBetFields(sideBets),
];
const isMainField = (field) => MAIN_LIMIT_FIELDS.includes(field);
/** The main limit an unset side-bet field reads, by the side bet that declares it. */
const fallbackOf = (field, sideBets) => {
    for (const side of sideBets) {
        if (field === side.minField)
            return side.fallback[0];
        if (field === side.maxField)
            return side.fallback[1];
    }
    return undefined;
};
/**
 * One limit's figure: the table's own, or for a side-bet limit it never set, the main limit its
 * side bet (one of `sideBets`) falls back to.
 */
export const limitOf = (limits, field, sideBets = []) => {
    if (isMainField(field))
        return limits[field];
    const own = Object.hasOwn(limits, field) ? limits[field] : undefined;
    if (own !== undefined)
        return own;
    const fallback = fallbackOf(field, sideBets);
    return fallback ? limits[fallback] : 0;
};
/** Every limit the table plays by with `sideBets`, each with its figure (`limitOf`). */
export const fullLimits = (limits, sideBets) => Object.fromEntries(limitFieldsWith(sideBets).map((field) => [field, limitOf(limits, field, sideBets)]));
const mainTier = ([min, max], [tieMinAlone, tieMinBeside, tieMax]) => ({ min, max, tieMinAlone, tieMinBeside, tieMax });
/** Main bets, Tie (alone, beside, max); each side bet's figures are its game's (`tierLimits`). */
export const MAIN_TIERS = {
    '1-100': mainTier([1, 100], [1, 1, 10]),
    '5-500': mainTier([5, 500], [5, 1, 60]),
    '25-1000': mainTier([25, 1000], [25, 5, 120]),
};
/** A tier's limits: its main five and each of `sideBets`' own figures in that tier. */
export const tierLimits = (tier, sideBets) => ({
    ...MAIN_TIERS[tier],
    ...Object.fromEntries(sideBets.flatMap((side) => {
        const [min, max] = side.tiers[tier];
        return [
            [side.minField, min],
            [side.maxField, max],
        ];
    })),
});
/** Every tier with `sideBets`' figures. */
export const tiersWith = (sideBets) => Object.fromEntries(TIER_IDS.map((tier) => [tier, tierLimits(tier, sideBets)]));
/** The largest single figure a limit may hold: far above any table, far below 2^53 cents. */
export const MAX_CHIPS = 1_000_000_000;
const isWholePositive = (n) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= MAX_CHIPS;
/** Each main minimum with the maximum it must not exceed, and the reason a custom limit breaking it is refused. */
const MAIN_RANGES = [
    ['min', 'max', 'min-max'],
    ['tieMinAlone', 'tieMax', 'tie-min-max'],
    ['tieMinBeside', 'tieMax', 'tie-min-max'],
];
/**
 * Custom limits must be positive whole chips with every minimum at or below its maximum; the side
 * bets' (of `sideBets`, every game's) may be absent.
 */
export const validateLimits = (limits, sideBets) => {
    const given = limitFieldsWith(sideBets).filter((field) => isMainField(field) || (Object.hasOwn(limits, field) && limits[field] !== undefined));
    if (!given.every((field) => isWholePositive(limits[field])))
        return reject('settings/invalid-limits', { reason: 'whole' });
    const ranges = [
        ...MAIN_RANGES,
        ...sideBets.map((side) => [side.minField, side.maxField, 'side-min-max']),
    ];
    for (const [min, max, reason] of ranges)
        if (limitOf(limits, min, sideBets) > limitOf(limits, max, sideBets))
            return reject('settings/invalid-limits', { reason });
    return undefined;
};
/** The limit fields of `limits` (the main five and `sideBets`'), and nothing else a caller sent with them. */
export const pickLimits = (limits, sideBets) => Object.fromEntries(limitFieldsWith(sideBets)
    .filter((field) => Object.hasOwn(limits, field) && limits[field] !== undefined)
    .map((field) => [field, limits[field]]));
/** The chips on one spot; a spot the player left empty holds 0. */
export const stakeOn = (stakes, spot) => Object.hasOwn(stakes, spot) ? stakes[spot] : 0;
/**
 * Checks a spot after a bet is added: `stakes` are the player's stakes with the new bet included.
 * Each spot is checked on its own total, so stacking chips on a spot obeys the same limits.
 */
export const checkSpot = (limits, stakes, side) => {
    const total = stakeOn(stakes, side);
    if (side === 'tie') {
        if (total > limits.tieMax)
            return reject('bet/tie-above-max', { max: limits.tieMax });
        const beside = stakeOn(stakes, 'player') > 0 || stakeOn(stakes, 'banker') > 0;
        if (beside && total < limits.tieMinBeside)
            return reject('bet/tie-below-min-beside', { min: limits.tieMinBeside });
        if (!beside && total < limits.tieMinAlone)
            return reject('bet/tie-below-min-alone', { min: limits.tieMinAlone });
        return undefined;
    }
    if (total > limits.max)
        return reject('bet/above-max', { max: limits.max });
    if (total < limits.min)
        return reject('bet/below-min', { min: limits.min });
    return undefined;
};
/**
 * Checks a side bet (a spot with limits of its own, as its game declares them) after a bet is
 * added, on the spot's total like every other spot.
 */
export const checkSideBet = (limits, stakes, side) => {
    const { spot } = side;
    const total = stakeOn(stakes, spot);
    const max = limitOf(limits, side.maxField, [side]);
    if (total > max)
        return reject('bet/side-above-max', { spot, max });
    const min = limitOf(limits, side.minField, [side]);
    if (total < min)
        return reject('bet/side-below-min', { spot, min });
    return undefined;
};
//# sourceMappingURL=limits.js.map