/** What the views of the player-banked games (chemin de fer, banque) share. */
import { type Chips, percentDigits } from '../../engine/money.js';
import { formatPercent, type Locale } from '../i18n/index.js';
import { DENOMINATIONS } from './table-message.js';

/** A face-down card: a plain block, which every font Discord uses can draw (the playing-card back 🂠 is missing from them). */
export const CARD_BACK = '▮';

/** The chips a stake may be: the usual denominations from the table minimum to what the bank covers. */
export const stakeValues = (tableMin: Chips, cap: Chips): Chips[] => {
  const values = [...new Set([tableMin, ...DENOMINATIONS, cap])]
    .filter((v) => v >= tableMin && v <= cap)
    .sort((a, b) => a - b);
  return values.length <= 25 ? values : [...values.slice(0, 24), cap];
};

/** Basis points as the reader's percentage: 500 → `5%`, 125 → `1,25 %`. */
export const commissionText = (locale: Locale, basisPoints: number): string =>
  formatPercent(locale, percentDigits(basisPoints));
