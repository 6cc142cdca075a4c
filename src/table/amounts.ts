/** Parsing user-typed chip amounts: whole, positive, and small enough to stay exact. */
import type { Chips } from '../engine/money.js';
import { MAX_CHIPS } from './limits.js';
import { type Rejection, reject } from './rejections.js';

const DECIMAL = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;

/** A whole number of chips from 1 to MAX_CHIPS, from a number or a decimal string. */
export const parseWholeChips = (amount: unknown): Chips | Rejection => {
  let value: number;
  if (typeof amount === 'number') value = amount;
  else if (typeof amount === 'string' && DECIMAL.test(amount)) value = Number(amount);
  else return reject('amount/not-whole-chips');
  if (Number.isNaN(value)) return reject('amount/not-whole-chips');
  if (value <= 0) return reject('amount/not-positive');
  if (value > MAX_CHIPS) return reject('amount/too-large', { max: MAX_CHIPS });
  if (!Number.isInteger(value)) return reject('amount/not-whole-chips');
  return value as Chips;
};

/** A setting that may be zero: a whole number of chips from 0 to MAX_CHIPS. */
export const parseChipSetting = (amount: unknown): Chips | Rejection =>
  amount === 0 || amount === '0' ? (0 as Chips) : parseWholeChips(amount);

export const isRejection = (value: unknown): value is Rejection =>
  typeof value === 'object' && value !== null && (value as Rejection).ok === false;
