/**
 * Exact odds machinery for any shoe composition: counts every ordered six-card sequence drawn
 * without replacement, N·(N−1)·…·(N−5) of them for N cards, by how the coup ends. The fifth and
 * sixth cards are counted whether or not they are dealt, which is how the published integers are
 * defined. Who draws comes from draw tables (the tableau's, built from tableau.ts at load, unless a
 * game gives its own), and each game prices its bets over the counts with `expectationPerChip`, so
 * the odds quoted describe the game the dealer actually deals and pays. Pure: no I/O.
 */
import { canonicalShoe, pointOf } from './cards.js';
import { CENTS_PER_CHIP } from './money.js';
import type { Shoe } from './shoe.js';
import { bankerRuleWhenPlayerDrew, bankerRuleWhenPlayerStood, isNatural, playerDraws } from './tableau.js';

/** A composition has one count per point value 0–9. */
export const POINT_VALUES = 10;
/** A coup may need six cards, so a composition with fewer is refused. */
export const MIN_CARDS = 6;
/** 100 decks: keeps the four-card prefix weights below 2^53 (see the proof at countOutcomes). */
export const MAX_CARDS = 5200;

// ── Rule tables, built once from the tableau so the enumeration cannot drift from the dealer ──
const range10 = Array.from({ length: POINT_VALUES }, (_, i) => i);
const NATURAL = range10.map((total) => isNatural(total));

/**
 * Which hand draws, as tables the enumeration reads: by the first hand's two-card total, by the
 * second's when the first stood, and by the second's total × 10 + the first hand's third card
 * when it drew. The tableau's come from tableau.ts; a game drawing by other rules builds its own.
 */
export interface DrawTables {
  readonly playerDraws: readonly boolean[];
  readonly bankerDrawsPlayerStood: readonly boolean[];
  /** Indexed bankerTotal * 10 + playerThirdPoint. */
  readonly bankerDrawsPlayerDrew: readonly boolean[];
}

export const TABLEAU_DRAW_TABLES: DrawTables = {
  playerDraws: range10.map((total) => playerDraws(total)),
  bankerDrawsPlayerStood: range10.map((b) => bankerRuleWhenPlayerStood(b).action === 'draw'),
  bankerDrawsPlayerDrew: Array.from(
    { length: POINT_VALUES * POINT_VALUES },
    (_, i) => bankerRuleWhenPlayerDrew(Math.floor(i / 10), i % 10).action === 'draw',
  ),
};

/** Why `counts` cannot be enumerated (one plain sentence), or undefined when it can. */
export const compositionProblem = (counts: readonly number[]): string | undefined => {
  if (counts.length !== POINT_VALUES) {
    return `a composition has ${POINT_VALUES} counts (points 0-9), got ${counts.length}`;
  }
  let total = 0;
  for (const [point, count] of counts.entries()) {
    if (!Number.isSafeInteger(count) || count < 0) {
      return `the count of point ${point} must be a non-negative integer, got ${count}`;
    }
    total += count;
  }
  if (total < MIN_CARDS) return `a coup needs ${MIN_CARDS} cards, the composition holds ${total}`;
  if (total > MAX_CARDS) return `at most ${MAX_CARDS} cards are supported, the composition holds ${total}`;
  return undefined;
};

/** Card counts per point value 0–9 of a full shoe of `decks` decks ([128, 32, …, 32] for 8). */
export const compositionOfShoe = (decks: number): number[] => {
  if (!Number.isSafeInteger(decks) || decks < 1)
    throw new RangeError(`decks must be a positive integer, got ${decks}`);
  return compositionOfRemaining(canonicalShoe(decks), 0);
};

/** Card counts per point value 0–9 of the unseen cards `cards[from…]`. */
export const compositionOfRemaining = (cards: Uint8Array, from: number): number[] => {
  if (!Number.isSafeInteger(from) || from < 0 || from > cards.length) {
    throw new RangeError(`from must be an integer in 0..${cards.length}, got ${from}`);
  }
  const counts = new Array<number>(POINT_VALUES).fill(0);
  for (let i = from; i < cards.length; i++) counts[pointOf(cards[i]!)]!++;
  return counts;
};

/**
 * Card counts per point value 0–9 of the cards players have NOT seen when the card at `position`
 * is next: the whole shoe minus the shown burn card (card 0) and minus every card dealt in coups
 * so far (`firstCoupAt … position−1`). The cards burned face down (1 … burned) were never shown,
 * so they count as unseen: a player cannot tell them from the cards still in the shoe.
 */
export const unseenComposition = (shoe: Shoe, position: number): number[] => {
  if (!Number.isSafeInteger(position) || position < shoe.firstCoupAt || position > shoe.cards.length) {
    throw new RangeError(
      `position must be an integer in ${shoe.firstCoupAt}..${shoe.cards.length}, got ${position}`,
    );
  }
  const counts = compositionOfRemaining(shoe.cards, position);
  for (let i = 1; i < shoe.firstCoupAt; i++) counts[pointOf(shoe.cards[i]!)]!++;
  return counts;
};

/** How many of the ordered six-card sequences end in each result. */
export interface OutcomeCounts {
  /** N·(N−1)·…·(N−5). */
  readonly sequences: bigint;
  readonly banker: bigint;
  readonly player: bigint;
  readonly tie: bigint;
  /** Banker wins with a final total of 6 (a game may pay these apart); included in `banker`. */
  readonly bankerSix: bigint;
}

/**
 * The same count with the finer classes some games pay on (a Banker win on three cards totalling
 * 7, a Player win on three totalling 8), tallied by the same enumeration. `countOutcomes` leaves
 * them out, so its figures stay as they were.
 */
export interface DetailedOutcomeCounts extends OutcomeCounts {
  /** Banker wins holding three cards that total 7; included in `banker`. */
  readonly bankerThreeCardSeven: bigint;
  /** Player wins holding three cards that total 8; included in `player`. */
  readonly playerThreeCardEight: bigint;
}

// Tally slots for one prefix: sequences of the last two cards ending in each result.
const BANKER = 0;
const PLAYER = 1;
const TIE = 2;
const BANKER_SIX = 3;
const BANKER_THREE_CARD_SEVEN = 4;
const PLAYER_THREE_CARD_EIGHT = 5;
const SLOTS = 6;

/**
 * Adds `weight` sequences ending with these final totals to `tally`; `playerDrew` and `bankerDrew`
 * say whether each hand holds a third card.
 */
const tallyResult = (
  tally: Float64Array,
  playerTotal: number,
  bankerTotal: number,
  playerDrew: boolean,
  bankerDrew: boolean,
  weight: number,
): void => {
  if (playerTotal > bankerTotal) {
    tally[PLAYER]! += weight;
    if (playerDrew && playerTotal === 8) tally[PLAYER_THREE_CARD_EIGHT]! += weight;
  } else if (playerTotal === bankerTotal) tally[TIE]! += weight;
  else {
    tally[BANKER]! += weight;
    if (bankerTotal === 6) tally[BANKER_SIX]! += weight;
    if (bankerDrew && bankerTotal === 7) tally[BANKER_THREE_CARD_SEVEN]! += weight;
  }
};

/**
 * Given the two-card totals and the remaining counts (`left` cards), tallies the ordered pairs of
 * fifth and sixth cards by result. Mirrors dealCoup's order: naturals, then Player, then Banker.
 */
const tallyLastTwoCards = (
  tables: DrawTables,
  p: number,
  b: number,
  remaining: Int32Array,
  left: number,
  tally: Float64Array,
): void => {
  const pairs = left * (left - 1);
  if (NATURAL[p] || NATURAL[b]) {
    tallyResult(tally, p, b, false, false, pairs);
    return;
  }
  if (!tables.playerDraws[p]) {
    if (!tables.bankerDrawsPlayerStood[b]) {
      tallyResult(tally, p, b, false, false, pairs);
      return;
    }
    // The fifth card is the Banker's third; the sixth is any of the others.
    for (let v5 = 0; v5 < POINT_VALUES; v5++) {
      if (remaining[v5]! > 0) tallyResult(tally, p, (b + v5) % 10, false, true, remaining[v5]! * (left - 1));
    }
    return;
  }
  for (let v5 = 0; v5 < POINT_VALUES; v5++) {
    const ways5 = remaining[v5]!;
    if (ways5 === 0) continue;
    const playerFinal = (p + v5) % 10;
    if (!tables.bankerDrawsPlayerDrew[b * 10 + v5]) {
      tallyResult(tally, playerFinal, b, true, false, ways5 * (left - 1));
      continue;
    }
    remaining[v5]!--;
    for (let v6 = 0; v6 < POINT_VALUES; v6++) {
      if (remaining[v6]! > 0)
        tallyResult(tally, playerFinal, (b + v6) % 10, true, true, ways5 * remaining[v6]!);
    }
    remaining[v5]!++;
  }
};

/** N·(N−1)·…·(N−k+1) as a bigint. */
const fallingFactorial = (n: number, k: number): bigint => {
  let product = 1n;
  for (let i = 0; i < k; i++) product *= BigInt(n - i);
  return product;
};

/**
 * Exact counts of Banker wins, Player wins, Ties and Banker wins on 6 over all ordered six-card
 * sequences of `counts` (cards per point value 0–9). Throws RangeError when `compositionProblem`
 * names a problem (notably fewer than six cards: there is no six-card sequence to count).
 * `arithmetic: 'bigint'` forces the bigint accumulation (tests compare the two paths). `tables`
 * says who draws (the tableau unless given). The enumeration is countDetailedOutcomes'.
 */
export const countOutcomes = (
  counts: readonly number[],
  arithmetic: 'auto' | 'bigint' = 'auto',
  tables: DrawTables = TABLEAU_DRAW_TABLES,
): OutcomeCounts => {
  const { sequences, banker, player, tie, bankerSix } = countDetailedOutcomes(counts, arithmetic, tables);
  return { sequences, banker, player, tie, bankerSix };
};

/**
 * countOutcomes' counts, and also the three-card classes (a Banker win on three cards totalling 7,
 * a Player win on three cards totalling 8): one enumeration tallies every class at once.
 *
 * The four first cards are enumerated by point value (10^4 prefixes, each weighted by how many
 * ordered card choices give it); the last two are tallied per prefix in Numbers.
 *
 * Why the Numbers are exact. Every count is a non-negative integer, and a Number holds integers
 * exactly up to 2^53 (and + and * of such integers are exact while the true result stays there).
 * - A prefix weight is r1·r2·r3·r4 ≤ N(N−1)(N−2)(N−3) ≤ 5200^4 ≈ 7.3e14 < 2^53 (N ≤ MAX_CARDS).
 * - A prefix's tally counts pairs of later cards: ≤ (N−4)(N−5) < 2.8e7.
 * - weight × tally counts a set of whole sequences, and each running total counts disjoint such
 *   sets, so every product and sum is ≤ N·(N−1)·…·(N−5). That is below 2^53 for every N ≤ 458
 *   (416 cards, 8 decks: 4,998,398,275,503,360 < 9,007,199,254,740,992), checked below at run
 *   time; for larger shoes each prefix's product is accumulated in bigint instead.
 */
export const countDetailedOutcomes = (
  counts: readonly number[],
  arithmetic: 'auto' | 'bigint' = 'auto',
  tables: DrawTables = TABLEAU_DRAW_TABLES,
): DetailedOutcomeCounts => {
  const problem = compositionProblem(counts);
  if (problem !== undefined) throw new RangeError(problem);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const sequences = fallingFactorial(total, 6);
  const inNumbers = arithmetic === 'auto' && sequences <= BigInt(Number.MAX_SAFE_INTEGER);

  const remaining = Int32Array.from(counts);
  const tally = new Float64Array(SLOTS);
  const sums = new Float64Array(SLOTS);
  const bigSums = new Array<bigint>(SLOTS).fill(0n);
  // Deal order P, B, P, B: v1 and v3 are the Player's cards, v2 and v4 the Banker's.
  for (let v1 = 0; v1 < POINT_VALUES; v1++) {
    const w1 = remaining[v1]!;
    if (w1 === 0) continue;
    remaining[v1]!--;
    for (let v2 = 0; v2 < POINT_VALUES; v2++) {
      const w2 = w1 * remaining[v2]!;
      if (w2 === 0) continue;
      remaining[v2]!--;
      for (let v3 = 0; v3 < POINT_VALUES; v3++) {
        const w3 = w2 * remaining[v3]!;
        if (w3 === 0) continue;
        remaining[v3]!--;
        const p = (v1 + v3) % 10;
        for (let v4 = 0; v4 < POINT_VALUES; v4++) {
          const w4 = w3 * remaining[v4]!;
          if (w4 === 0) continue;
          remaining[v4]!--;
          tally.fill(0);
          tallyLastTwoCards(tables, p, (v2 + v4) % 10, remaining, total - 4, tally);
          remaining[v4]!++;
          for (let slot = 0; slot < SLOTS; slot++) {
            if (inNumbers) sums[slot]! += w4 * tally[slot]!;
            else bigSums[slot]! += BigInt(w4) * BigInt(tally[slot]!);
          }
        }
        remaining[v3]!++;
      }
      remaining[v2]!++;
    }
    remaining[v1]!++;
  }
  const result = (slot: number): bigint => (inNumbers ? BigInt(sums[slot]!) : bigSums[slot]!);
  return {
    sequences,
    banker: result(BANKER),
    player: result(PLAYER),
    tie: result(TIE),
    bankerSix: result(BANKER_SIX),
    bankerThreeCardSeven: result(BANKER_THREE_CARD_SEVEN),
    playerThreeCardEight: result(PLAYER_THREE_CARD_EIGHT),
  };
};

// ── Exact rationals ──

/** An exact fraction, always reduced, with a positive denominator. */
export interface Rational {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** The reduced fraction numerator/denominator; throws on a zero denominator. */
export const rational = (numerator: bigint, denominator: bigint): Rational => {
  if (denominator === 0n) throw new RangeError('a rational needs a non-zero denominator');
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
};

/** `value` as a decimal string rounded half away from zero to `fractionDigits` digits. */
export const rationalToDecimal = (value: Rational, fractionDigits: number): string => {
  const negative = value.numerator < 0n;
  const scaled = (negative ? -value.numerator : value.numerator) * 10n ** BigInt(fractionDigits);
  let digits = scaled / value.denominator;
  if (2n * (scaled % value.denominator) >= value.denominator) digits += 1n;
  const text = digits.toString().padStart(fractionDigits + 1, '0');
  const whole = text.slice(0, text.length - fractionDigits);
  const fraction = fractionDigits > 0 ? `.${text.slice(text.length - fractionDigits)}` : '';
  return `${negative && digits !== 0n ? '-' : ''}${whole}${fraction}`;
};

/** The nearest Number to `value` (for display; the rational stays the exact figure). */
export const rationalToNumber = (value: Rational): number => Number(rationalToDecimal(value, 24));

/** `numerator/denominator`, e.g. "-1/20". */
export const rationalToString = (value: Rational): string => `${value.numerator}/${value.denominator}`;

// ── Expectations ──

/** A bet's exact expected value per chip staked (pushes count zero), and the house edge (−EV). */
export interface Expectation {
  readonly expectedValue: Rational;
  readonly houseEdge: Rational;
}

/**
 * The exact expectation of one chip staked, over result classes weighted by how many of the
 * `sequences` end in each, with what one chip nets in cents in each class (`netCentsOf`).
 */
export const expectationPerChip = <R>(
  classes: readonly { readonly count: bigint; readonly result: R }[],
  sequences: bigint,
  netCentsOf: (result: R) => number,
): Expectation => {
  let netCentsTotal = 0n;
  for (const { count, result } of classes) netCentsTotal += count * BigInt(netCentsOf(result));
  const denominator = sequences * BigInt(CENTS_PER_CHIP);
  return {
    expectedValue: rational(netCentsTotal, denominator),
    houseEdge: rational(-netCentsTotal, denominator),
  };
};
