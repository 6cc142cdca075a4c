/**
 * Chemin de fer's own table options: the bank's limits, the house's commission, the banker's
 * règle, and la suite. The table machine stores them under `gameOptions['chemin-de-fer']` and hands changes to
 * `parseCdfOptions`; nothing outside this game reads them.
 */
import { MAX_CHIPS } from '../../../table/limits.js';
import { reject } from '../../../table/rejections.js';
import { CDF_REGLES } from '../rules/regle.js';
/** The deck counts chemin de fer deals from: 6 by default (docs/chemin-de-fer.md), or 8. */
export const CDF_TABLE_DECKS = { allowed: [6, 8], default: 6 };
export const DEFAULT_CDF_OPTIONS = {
    bankMin: null,
    bankMax: null,
    commissionBp: 500,
    regle: 'scarne',
    suite: false,
};
/** The regulation's 5 % is the most the house may take. */
export const MAX_COMMISSION_BP = 500;
const FIELDS = ['bankMin', 'bankMax', 'commissionBp', 'regle', 'suite'];
/** A bank limit: whole chips, or null (bankMin: 10 × the table minimum; bankMax: none). */
const isBankLimit = (value) => value === null || (Number.isSafeInteger(value) && value > 0 && value <= MAX_CHIPS);
/** The options as stored, over the defaults (a table that never set one has none stored). */
export const cdfOptionsOf = (stored) => ({
    ...DEFAULT_CDF_OPTIONS,
    ...(typeof stored === 'object' && stored !== null ? stored : {}),
});
export const cdfOptions = {
    fields: FIELDS,
    parse(changes, current) {
        const options = {
            ...cdfOptionsOf(current),
            ...Object.fromEntries(FIELDS.filter((field) => field in changes).map((field) => [field, changes[field]])),
        };
        const valid = isBankLimit(options.bankMin) &&
            isBankLimit(options.bankMax) &&
            (options.bankMin === null || options.bankMax === null || options.bankMin <= options.bankMax) &&
            Number.isInteger(options.commissionBp) &&
            options.commissionBp >= 0 &&
            options.commissionBp <= MAX_COMMISSION_BP &&
            CDF_REGLES.includes(options.regle);
        if (!valid)
            return reject('settings/invalid-bank');
        if (typeof options.suite !== 'boolean')
            return reject('settings/invalid-switch');
        const { bankMin, bankMax, commissionBp, regle, suite } = options;
        return { bankMin, bankMax, commissionBp, regle, suite };
    },
};
//# sourceMappingURL=settings.js.map