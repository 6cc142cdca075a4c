/**
 * What `npm run odds -- --game G` asks of a game: the shoes it may be asked about, what is wrong
 * with a composition for it, and its report of one composition as JSON. Each game declares its own
 * in a pure `rules/odds-report.ts`, which its entry (`index.ts`) holds; odds-reports.ts lists them
 * from the registry. Also the figures' shared forms.
 */
import { rational, rationalToDecimal, rationalToNumber, rationalToString, } from '../engine/odds.js';
const PERCENT_DIGITS = 6;
export const percent = (value) => rationalToDecimal(rational(value.numerator * 100n, value.denominator), PERCENT_DIGITS);
export const exactAndDecimal = (value) => ({
    fraction: rationalToString(value),
    value: rationalToNumber(value),
});
/** The number of cards a composition holds. */
export const cardsIn = (composition) => composition.reduce((sum, count) => sum + count, 0);
/** The report's `counts` (as decimal strings) and `probabilities` of the outcomes `keys`, in that order. */
export const countsAndProbabilities = (counts, probabilities, keys) => ({
    counts: Object.fromEntries(keys.map((key) => [key, counts[key].toString()])),
    probabilities: Object.fromEntries(keys.map((key) => [key, exactAndDecimal(probabilities[key])])),
});
//# sourceMappingURL=odds-report.js.map