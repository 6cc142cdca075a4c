/**
 * What `npm run odds -- --game G` asks of a game: the shoes it may be asked about, what is wrong
 * with a composition for it, and its report of one composition as JSON. Each game declares its own
 * in a pure `rules/odds-report.ts`, which its entry (`index.ts`) holds; odds-reports.ts lists them
 * from the registry. Also the figures' shared forms.
 */
import {
  type Rational,
  rational,
  rationalToDecimal,
  rationalToNumber,
  rationalToString,
} from '../engine/odds.js';

export interface GameOdds {
  /** The game's id, as `--game` takes it. */
  readonly game: string;
  /** The full shoes `--decks` may name, and the one taken when neither `--decks` nor `--counts` is given. */
  readonly decks: { readonly allowed: readonly number[]; readonly default: number };
  /** What the report holds, for the usage: `the same counts with the Dragon 7s …`. */
  readonly help: string;
  /** How many cards a composition may hold, for the usage, when not the engine's (at least 6). */
  readonly cards?: string;
  /** What is wrong with `counts` as a composition this game's odds can be counted over, or undefined. */
  compositionProblem(counts: readonly number[]): string | undefined;
  /** The JSON report of one composition. */
  report(composition: readonly number[]): unknown;
}

const PERCENT_DIGITS = 6;
export const percent = (value: Rational): string =>
  rationalToDecimal(rational(value.numerator * 100n, value.denominator), PERCENT_DIGITS);

export const exactAndDecimal = (value: Rational): { fraction: string; value: number } => ({
  fraction: rationalToString(value),
  value: rationalToNumber(value),
});

/** The number of cards a composition holds. */
export const cardsIn = (composition: readonly number[]): number =>
  composition.reduce((sum, count) => sum + count, 0);

/** The report's `counts` (as decimal strings) and `probabilities` of the outcomes `keys`, in that order. */
export const countsAndProbabilities = <Key extends string>(
  counts: Readonly<Record<Key, bigint>>,
  probabilities: Readonly<Record<Key, Rational>>,
  keys: readonly Key[],
) => ({
  counts: Object.fromEntries(keys.map((key) => [key, counts[key].toString()])),
  probabilities: Object.fromEntries(keys.map((key) => [key, exactAndDecimal(probabilities[key])])),
});
