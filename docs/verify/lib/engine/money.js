export const CENTS_PER_CHIP = 100;
/** Money stays far below 2^53, so every sum of it is exact. */
const isMoney = (value) => Number.isSafeInteger(value);
/** A count of whole chips; anything else is a programming error, not user input (see amounts.ts). */
export const chips = (value) => {
    if (!isMoney(value))
        throw new RangeError(`not a whole number of chips: ${value}`);
    return value;
};
/** A count of hundredths of a chip. */
export const cents = (value) => {
    if (!isMoney(value))
        throw new RangeError(`not a whole number of cents: ${value}`);
    return value;
};
export const ZERO_CENTS = 0;
export const ZERO_CHIPS = 0;
/** The one conversion from chips to cents. */
export const centsOf = (amount) => (amount * CENTS_PER_CHIP);
/** A limit that may be absent (a bank with no maximum) in cents: null stays null. */
export const centsOfNullable = (amount) => amount === null ? null : centsOf(amount);
/** The whole chips a sum of cents covers (a bank of 150.75 covers 150 chips). */
export const wholeChipsIn = (amount) => Math.floor(amount / CENTS_PER_CHIP);
/**
 * An amount split the way it is written: its sign, the whole chips and the hundredths left over
 * (−1,234.05 → negative, 1234, 5). Integers all the way, so no float rounding reaches a figure.
 */
export const digitsOf = (amount) => {
    const abs = Math.abs(Math.trunc(amount));
    const hundredths = abs % CENTS_PER_CHIP;
    return { negative: amount < 0 && abs > 0, whole: (abs - hundredths) / CENTS_PER_CHIP, hundredths };
};
/**
 * How many chips an amount is, fractions included (250 cents: 2.5). Only for choosing a word's
 * plural form by the value; never for arithmetic, which stays in cents.
 */
export const chipCount = (amount) => Math.abs(amount) / CENTS_PER_CHIP;
/**
 * Chips at a price per chip in cents: a stake of 10 chips handed back at 195 cents a chip (Banker
 * 19:20) is 1,950 cents. The payouts' one multiplication.
 */
export const centsAt = (amount, centsPerChip) => cents(amount * centsPerChip);
export const addCents = (a, b) => (a + b);
export const subCents = (a, b) => (a - b);
export const addChips = (a, b) => (a + b);
export const sumCents = (values) => {
    let total = 0;
    for (const value of values)
        total += value;
    return total;
};
export const sumChips = (values) => {
    let total = 0;
    for (const value of values)
        total += value;
    return total;
};
/** `rateBp` basis points of `amount`, rounded half up to the cent (commission). */
export const basisPointsOf = (amount, rateBp) => Math.floor((amount * rateBp + 5_000) / 10_000);
// ── Rates: a commission is kept in basis points, shown and typed in percent ──
export const BASIS_POINTS_PER_PERCENT = 100;
/**
 * A rate given in percent (a slash command's number: 5, 2.5, 1.25) in basis points. Binary
 * fractions make 1.1 % come out as 110.00000000000001: within a millionth of a whole number of
 * basis points it is that number; anything else stays fractional, for validation to refuse.
 */
export const basisPointsFromPercent = (percent) => {
    const bp = percent * BASIS_POINTS_PER_PERCENT;
    const whole = Math.round(bp);
    return Math.abs(bp - whole) < 1e-6 ? whole : bp;
};
/** Basis points as a number of percent (500 → 5, 125 → 1.25), for a command option's bound. */
export const percentOfBasisPoints = (basisPoints) => basisPoints / BASIS_POINTS_PER_PERCENT;
/**
 * Whole basis points as the exact decimal digits of their percentage, no trailing zeros:
 * 500 → `5`, 125 → `1.25`, 250 → `2.5`, 5 → `0.05`. A string, so no float can round it.
 */
export const percentDigits = (basisPoints) => {
    const whole = Math.trunc(basisPoints / BASIS_POINTS_PER_PERCENT);
    const rest = basisPoints % BASIS_POINTS_PER_PERCENT;
    return rest === 0 ? `${whole}` : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
};
//# sourceMappingURL=money.js.map