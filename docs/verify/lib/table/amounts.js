import { MAX_CHIPS } from './limits.js';
import { reject } from './rejections.js';
const DECIMAL = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;
/** A whole number of chips from 1 to MAX_CHIPS, from a number or a decimal string. */
export const parseWholeChips = (amount) => {
    let value;
    if (typeof amount === 'number')
        value = amount;
    else if (typeof amount === 'string' && DECIMAL.test(amount))
        value = Number(amount);
    else
        return reject('amount/not-whole-chips');
    if (Number.isNaN(value))
        return reject('amount/not-whole-chips');
    if (value <= 0)
        return reject('amount/not-positive');
    if (value > MAX_CHIPS)
        return reject('amount/too-large', { max: MAX_CHIPS });
    if (!Number.isInteger(value))
        return reject('amount/not-whole-chips');
    return value;
};
/** A setting that may be zero: a whole number of chips from 0 to MAX_CHIPS. */
export const parseChipSetting = (amount) => amount === 0 || amount === '0' ? 0 : parseWholeChips(amount);
export const isRejection = (value) => typeof value === 'object' && value !== null && value.ok === false;
//# sourceMappingURL=amounts.js.map