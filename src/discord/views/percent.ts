/** Percentages as the odds views write them: exact fractions rounded only when written out. */
import { type Rational, rational, rationalToDecimal } from '../../engine/odds.js';
import { formatPercent, type Locale } from '../i18n/index.js';

/** Digits after the decimal point of a percentage: 45.8597%, as baccarat tables are quoted. */
export const PERCENT_DIGITS = 4;

/** An exact fraction as a percentage in the reader's notation, rounded half away from zero. */
export const percentText = (locale: Locale, value: Rational): string =>
  formatPercent(
    locale,
    rationalToDecimal(rational(value.numerator * 100n, value.denominator), PERCENT_DIGITS),
  );
