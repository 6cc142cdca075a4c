/**
 * Money as two units the compiler tells apart: whole chips (bets, limits) and hundredths of a chip
 * ("cents": balances, payouts, commissions). Both are plain integers at run time; the brands exist
 * only for `tsc`, so a bet can never be added to a balance without saying how. This module is the
 * one place a number becomes money and the one place chips become cents.
 */
declare const chipsBrand: unique symbol;
declare const centsBrand: unique symbol;

/** A whole number of chips. */
export type Chips = number & { readonly [chipsBrand]: true };
/** A whole number of hundredths of a chip. */
export type Cents = number & { readonly [centsBrand]: true };

export const CENTS_PER_CHIP = 100;

/** Money stays far below 2^53, so every sum of it is exact. */
const isMoney = (value: number): boolean => Number.isSafeInteger(value);

/** A count of whole chips; anything else is a programming error, not user input (see amounts.ts). */
export const chips = (value: number): Chips => {
  if (!isMoney(value)) throw new RangeError(`not a whole number of chips: ${value}`);
  return value as Chips;
};

/** A count of hundredths of a chip. */
export const cents = (value: number): Cents => {
  if (!isMoney(value)) throw new RangeError(`not a whole number of cents: ${value}`);
  return value as Cents;
};

export const ZERO_CENTS = 0 as Cents;
export const ZERO_CHIPS = 0 as Chips;

/** The one conversion from chips to cents. */
export const centsOf = (amount: Chips): Cents => (amount * CENTS_PER_CHIP) as Cents;

/** The whole chips a sum of cents covers (a bank of 150.75 covers 150 chips). */
export const wholeChipsIn = (amount: Cents): Chips => Math.floor(amount / CENTS_PER_CHIP) as Chips;

export const addCents = (a: Cents, b: Cents): Cents => (a + b) as Cents;
export const subCents = (a: Cents, b: Cents): Cents => (a - b) as Cents;
export const addChips = (a: Chips, b: Chips): Chips => (a + b) as Chips;

export const sumCents = (values: Iterable<Cents>): Cents => {
  let total = 0;
  for (const value of values) total += value;
  return total as Cents;
};

export const sumChips = (values: Iterable<Chips>): Chips => {
  let total = 0;
  for (const value of values) total += value;
  return total as Chips;
};

/** `rateBp` basis points of `amount`, rounded half up to the cent (commission). */
export const basisPointsOf = (amount: Cents, rateBp: number): Cents =>
  Math.floor((amount * rateBp + 5_000) / 10_000) as Cents;
