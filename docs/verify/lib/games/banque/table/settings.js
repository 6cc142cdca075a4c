import { MAX_CHIPS } from '../../../table/limits.js';
import { reject } from '../../../table/rejections.js';
export const BANQUE_TENURES = ['shoe', 'session'];
export const DEFAULT_BANQUE_OPTIONS = {
    bankMin: null,
    bankMax: null,
    commissionBp: 200,
    openBank: false,
    bancoAllowed: true,
    tenure: 'shoe',
    auctionSeconds: 30,
};
/** Art. 60: the most the house may take on a banque bank. */
export const MAX_BANQUE_COMMISSION_BP = 500;
export const MIN_AUCTION_SECONDS = 5;
export const MAX_AUCTION_SECONDS = 300;
/** The deck counts banque deals from (Art. 58), the first being the default. */
export const BANQUE_TABLE_DECKS = { allowed: [6, 3], default: 6 };
const FIELDS = [
    'bankMin',
    'bankMax',
    'commissionBp',
    'openBank',
    'bancoAllowed',
    'tenure',
    'auctionSeconds',
];
const isBankLimit = (value) => value === null || (Number.isSafeInteger(value) && value > 0 && value <= MAX_CHIPS);
/** The options as stored, over the defaults. */
export const banqueOptionsOf = (stored) => ({
    ...DEFAULT_BANQUE_OPTIONS,
    ...(typeof stored === 'object' && stored !== null ? stored : {}),
});
export const banqueOptions = {
    fields: FIELDS,
    parse(changes, current) {
        const o = {
            ...banqueOptionsOf(current),
            ...Object.fromEntries(FIELDS.filter((field) => field in changes).map((field) => [field, changes[field]])),
        };
        const bankValid = isBankLimit(o.bankMin) &&
            isBankLimit(o.bankMax) &&
            (o.bankMin === null || o.bankMax === null || o.bankMin <= o.bankMax) &&
            Number.isInteger(o.commissionBp) &&
            o.commissionBp >= 0 &&
            o.commissionBp <= MAX_BANQUE_COMMISSION_BP &&
            BANQUE_TENURES.includes(o.tenure);
        if (!bankValid)
            return reject('settings/invalid-bank');
        if (typeof o.openBank !== 'boolean' || typeof o.bancoAllowed !== 'boolean')
            return reject('settings/invalid-switch');
        const seconds = o.auctionSeconds;
        if (!Number.isInteger(seconds) ||
            seconds < MIN_AUCTION_SECONDS ||
            seconds > MAX_AUCTION_SECONDS)
            return reject('settings/invalid-auction-time', { min: MIN_AUCTION_SECONDS, max: MAX_AUCTION_SECONDS });
        return Object.fromEntries(FIELDS.map((field) => [field, o[field]]));
    },
};
//# sourceMappingURL=settings.js.map