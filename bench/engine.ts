/**
 * Engine throughput: coups dealt and settled through the engine code the bot uses, against a bare
 * loop that only applies the tableau to point values, in the same run. What each side measures:
 *
 * (a) What `dealRound` (src/table/dealing.ts) asks of the engine for a coup with one seat at the
 *     table: `dealAt` (the cut card test, then `dealCoup` from a real shuffled 8-deck shoe), the
 *     position advanced by the coup's card count, and `returnCents` for each of the seat's three
 *     sides in the table's variant (half the shoes Punto Banco, half Punto 2000). The coup is the
 *     real `DealtCoup`: its card-by-card transcript is built only when read, and this loop reads
 *     only what settling needs. Nothing keeps the coup, so V8 may inline `dealCoup` and never
 *     allocate it; a round the bot posts pays for the object and the transcript, which is (a+).
 * (a+) The same, plus each coup's stored form (`toJSON`, the transcript), as the journal writes it
 *     for a posted round. A figure for reference, no floor.
 * (a6) The same with six bets a coup, each side in both variants (this bench's workload before the
 *     bets followed dealRound). A figure for reference, no floor: settling costs about 2 ns a bet.
 * (b) The floor's yardstick: the tableau written inline over a Uint8Array of point values (two-card
 *     totals, the Player's and Banker's third-card rules, the outcome folded into a checksum), no
 *     objects, no transcript, no settlement. Deliberately minimal; keep it that way.
 *
 * The ratio a/b says what the engine's shape (card bytes, the coup object, settlement through the
 * public API) costs over the bare rules. Both sides take the cut card's position once per shoe.
 */
import { pointOf } from '../src/engine/cards.js';
import { dealCoup } from '../src/engine/coup.js';
import { returnCents, SIDES, type Side, VARIANTS, type Variant } from '../src/engine/settle.js';
import { buildShoe, type Shoe } from '../src/engine/shoe.js';
import { type BenchSection, median } from './section.js';

const SHOES = 64;
const WARM_UP_MS = 300;
const RUN_MS = 1500;
const REPEATS = 3;
const FLOOR = 0.25;

/** Chips on each side of the seat, an odd stake. */
const STAKE = 7;

/** (a6)'s six bets, as two parallel lists: each side in each variant. */
const SIX_BET_VARIANTS: readonly Variant[] = VARIANTS.flatMap((variant) => SIDES.map(() => variant));
const SIX_BET_SIDES: readonly Side[] = VARIANTS.flatMap(() => SIDES);

/** A pool of real shuffled 8-deck shoes, built once: shuffling is not what is measured. */
const pool: readonly Shoe[] = Array.from({ length: SHOES }, (_, i) =>
  buildShoe({
    serverSeed: i.toString(16).padStart(64, '0'),
    clientSeed: `bench:${i}`,
    shoeNumber: 1,
    decks: 8,
    cutCardReserve: 16,
  }),
);

/** The table's variant for each shoe of the pool: Punto Banco and Punto 2000 by turns. */
const variants: readonly Variant[] = pool.map((_, i) => VARIANTS[i % VARIANTS.length]!);

/** The same shoes as point values, for the reference loop. */
const points: readonly Uint8Array[] = pool.map((shoe) => Uint8Array.from(shoe.cards, pointOf));

/**
 * Keeps results observable so the JIT cannot drop the work. Folded once per shoe and kept below
 * 2^30, a small integer in V8: unbounded, it outgrew that range mid-run and every shoe deoptimised.
 */
let sink = 0;
const keep = (value: number): void => {
  sink = (sink + value) % 0x3fffffff;
};

/*
 * (a), (a+) and (a6) are three functions, not one with a flag, so each gets its own type feedback
 * and optimised code. Each is `dealAt` spelled out: the cut card test (`isShoeOver`'s, taken once
 * per shoe as the reference loop does: the pool's shoe objects do not share one hidden class, so
 * reading them per coup would measure V8's megamorphic property loads, not the engine), then
 * `dealCoup`, advancing by its `cardCount` (`cards.length` without building `cards`). The bets are
 * an indexed loop: `for…of` over them cost about 1 ns a bet in the harness, not in the engine.
 */

/** (a) Deal every coup of a shoe to the cut card; settle one seat's three sides in `variant`. */
const engineShoe = (shoe: Shoe, variant: Variant): number => {
  const { cards, cutCardReserve } = shoe;
  const end = cards.length - cutCardReserve;
  let coups = 0;
  let paid = 0;
  let position = shoe.firstCoupAt;
  while (position < end) {
    const coup = dealCoup(cards, position);
    position += coup.cardCount;
    for (let i = 0; i < SIDES.length; i++) paid += returnCents(variant, SIDES[i]!, STAKE, coup);
    coups++;
  }
  keep(paid);
  return coups;
};

/** (a+) As (a), and each coup's stored form built. */
const engineShoeStored = (shoe: Shoe, variant: Variant): number => {
  const { cards, cutCardReserve } = shoe;
  const end = cards.length - cutCardReserve;
  let coups = 0;
  let paid = 0;
  let position = shoe.firstCoupAt;
  while (position < end) {
    const coup = dealCoup(cards, position);
    position += coup.cardCount;
    for (let i = 0; i < SIDES.length; i++) paid += returnCents(variant, SIDES[i]!, STAKE, coup);
    paid += coup.toJSON().cards.length;
    coups++;
  }
  keep(paid);
  return coups;
};

/** (a6) As (a), settling each side in both variants: six bets a coup. */
const engineShoeSixBets = (shoe: Shoe): number => {
  const { cards, cutCardReserve } = shoe;
  const end = cards.length - cutCardReserve;
  let coups = 0;
  let paid = 0;
  let position = shoe.firstCoupAt;
  while (position < end) {
    const coup = dealCoup(cards, position);
    position += coup.cardCount;
    for (let i = 0; i < SIX_BET_SIDES.length; i++)
      paid += returnCents(SIX_BET_VARIANTS[i]!, SIX_BET_SIDES[i]!, STAKE, coup);
    coups++;
  }
  keep(paid);
  return coups;
};

/** (b) The tableau inline over point values: no objects, no transcript, no settlement. */
const referenceShoe = (shoePoints: Uint8Array, firstCoupAt: number, reserve: number): number => {
  const end = shoePoints.length - reserve;
  let coups = 0;
  let checksum = 0;
  let at = firstCoupAt;
  while (at < end) {
    let player = (shoePoints[at]! + shoePoints[at + 2]!) % 10;
    let banker = (shoePoints[at + 1]! + shoePoints[at + 3]!) % 10;
    at += 4;
    if (player < 8 && banker < 8) {
      if (player <= 5) {
        const third = shoePoints[at++]!;
        player = (player + third) % 10;
        const draws =
          banker <= 2 ||
          (banker === 3 && third !== 8) ||
          (banker === 4 && third >= 2 && third <= 7) ||
          (banker === 5 && third >= 4 && third <= 7) ||
          (banker === 6 && third >= 6 && third <= 7);
        if (draws) banker = (banker + shoePoints[at++]!) % 10;
      } else if (banker <= 5) {
        banker = (banker + shoePoints[at++]!) % 10;
      }
    }
    checksum += player > banker ? 1 : banker > player ? 2 : 3;
    coups++;
  }
  keep(checksum);
  return coups;
};

/** Deals whole shoes from the pool, round robin, for `ms` milliseconds; returns coups per second. */
const measure = (dealShoe: (index: number) => number, ms: number): number => {
  let coups = 0;
  let index = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    // Check the clock once per batch of shoes, not per coup.
    for (let i = 0; i < 16; i++) {
      coups += dealShoe(index);
      index = (index + 1) % SHOES;
    }
    elapsed = performance.now() - start;
  } while (elapsed < ms);
  return (coups / elapsed) * 1000;
};

const engine = (index: number): number => engineShoe(pool[index]!, variants[index]!);
const engineStored = (index: number): number => engineShoeStored(pool[index]!, variants[index]!);
const engineSixBets = (index: number): number => engineShoeSixBets(pool[index]!);
const reference = (index: number): number => {
  const shoe = pool[index]!;
  return referenceShoe(points[index]!, shoe.firstCoupAt, shoe.cutCardReserve);
};

const perSecond = (rate: number): string =>
  `${(rate / 1e6).toFixed(2)} M coups/s (${(1e9 / rate).toFixed(1)} ns/coup)`;

const section: BenchSection = {
  title: 'Engine: coups dealt and settled',
  async run() {
    measure(engine, WARM_UP_MS);
    measure(reference, WARM_UP_MS);
    const engineRates: number[] = [];
    const referenceRates: number[] = [];
    // Interleaved, so a slow stretch of the machine hits both sides alike.
    for (let i = 0; i < REPEATS; i++) {
      engineRates.push(measure(engine, RUN_MS));
      referenceRates.push(measure(reference, RUN_MS));
    }
    const a = median(engineRates);
    const b = median(referenceRates);
    const ratio = a / b;
    // The figures without a floor, one run each, after the floor's.
    measure(engineStored, WARM_UP_MS);
    const stored = measure(engineStored, RUN_MS);
    measure(engineSixBets, WARM_UP_MS);
    const sixBets = measure(engineSixBets, RUN_MS);
    if (sink === 0) console.log('(no work was done)');
    return [
      {
        name: `(a) dealCoup + one seat's 3 bets settled, 8-deck shoes (median of ${REPEATS})`,
        value: perSecond(a),
      },
      { name: '(a+) the same, each coup stored (toJSON), one run', value: perSecond(stored) },
      { name: '(a6) the same as (a), six bets a coup (both variants), one run', value: perSecond(sixBets) },
      { name: `(b) reference loop over point values (median of ${REPEATS})`, value: perSecond(b) },
      { name: 'ratio a/b', value: ratio.toFixed(3), floor: `≥ ${FLOOR}`, meetsFloor: ratio >= FLOOR },
      { name: 'ratio a6/b (no floor)', value: (sixBets / b).toFixed(3) },
    ];
  },
};

export default section;
