import { reject } from './rejections.js';
/** Every limit a table stores, in the order the settings show them. */
export const ALL_LIMIT_FIELDS = [
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
const FALLBACK = {
    dragon7Min: 'tieMinAlone',
    dragon7Max: 'tieMax',
    panda8Min: 'tieMinAlone',
    panda8Max: 'tieMax',
};
/** One limit's figure: the table's own, or for a side-bet limit it never set, the Tie's. */
export const limitOf = (limits, field) => limits[field] ?? limits[FALLBACK[field]] ?? 0;
/** Every limit the table plays by, each with its figure (`limitOf`). */
export const fullLimits = (limits) => Object.fromEntries(ALL_LIMIT_FIELDS.map((field) => [field, limitOf(limits, field)]));
const tier = ([min, max], [tieMinAlone, tieMinBeside, tieMax], [sideMin, sideMax]) => ({
    min,
    max,
    tieMinAlone,
    tieMinBeside,
    tieMax,
    dragon7Min: sideMin,
    dragon7Max: sideMax,
    panda8Min: sideMin,
    panda8Max: sideMax,
});
/** Main bets, Tie (alone, beside, max), side bets (min, max): a side bet pays 25 or 40 to 1, so its maximum stays low. */
export const TIERS = {
    '1-100': tier([1, 100], [1, 1, 10], [1, 5]),
    '5-500': tier([5, 500], [5, 1, 60], [1, 25]),
    '25-1000': tier([25, 1000], [25, 5, 120], [5, 50]),
};
/** The largest single figure a limit may hold: far above any table, far below 2^53 cents. */
export const MAX_CHIPS = 1_000_000_000;
const isWholePositive = (n) => Number.isSafeInteger(n) && n > 0 && n <= MAX_CHIPS;
/** The limits every table has; the side bets' may be absent (`limitOf`). */
const REQUIRED_FIELDS = ['min', 'max', 'tieMinAlone', 'tieMinBeside', 'tieMax'];
/** Each minimum with the maximum it must not exceed, and the reason a custom limit breaking it is refused. */
const RANGES = [
    ['min', 'max', 'min-max'],
    ['tieMinAlone', 'tieMax', 'tie-min-max'],
    ['tieMinBeside', 'tieMax', 'tie-min-max'],
    ['dragon7Min', 'dragon7Max', 'side-min-max'],
    ['panda8Min', 'panda8Max', 'side-min-max'],
];
/** Custom limits must be positive whole chips with every minimum at or below its maximum. */
export const validateLimits = (limits) => {
    const given = ALL_LIMIT_FIELDS.filter((field) => REQUIRED_FIELDS.includes(field) || limits[field] !== undefined);
    if (!given.every((field) => isWholePositive(limits[field])))
        return reject('settings/invalid-limits', { reason: 'whole' });
    for (const [min, max, reason] of RANGES)
        if (limitOf(limits, min) > limitOf(limits, max))
            return reject('settings/invalid-limits', { reason });
    return undefined;
};
/** The limit fields of `limits`, and nothing else a caller sent with them. */
export const pickLimits = (limits) => Object.fromEntries(ALL_LIMIT_FIELDS.filter((field) => limits[field] !== undefined).map((field) => [field, limits[field]]));
/** A Punto Banco seat with nothing on any spot. */
export const NO_STAKES = { player: 0, banker: 0, tie: 0 };
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
 * Checks a side bet (a spot with limits of its own, read from `minField` and `maxField`) after a
 * bet is added, on the spot's total like every other spot.
 */
export const checkSideBet = (limits, stakes, spot, [minField, maxField]) => {
    const total = stakeOn(stakes, spot);
    const max = limitOf(limits, maxField);
    if (total > max)
        return reject('bet/side-above-max', { spot, max });
    const min = limitOf(limits, minField);
    if (total < min)
        return reject('bet/side-below-min', { spot, min });
    return undefined;
};
//# sourceMappingURL=limits.js.map