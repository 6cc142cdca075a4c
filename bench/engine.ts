/**
 * Engine throughput, a reported figure with no floor: the bot deals a few coups a minute, so the
 * engine is written for clarity, and this says what that costs.
 *
 * (a) What `dealRound` (src/table/dealing.ts) asks of the engine for a coup with one seat at the
 *     table: `dealAt` on a real shuffled 8-deck shoe (the cut card test, then the coup as plain
 *     data), the position advanced by `cards.length`, and `returnCents` for each of the seat's
 *     three sides in the table's variant (half the shoes Punto Banco, half Punto 2000).
 * (b) For comparison: the tableau written inline over a Uint8Array of point values, with no
 *     objects and no settlement, the outcome folded into a checksum.
 */
import { pointOf } from '../src/engine/cards.js';
import { SIDES } from '../src/engine/coup.js';
import { buildShoe, dealAt, type Shoe } from '../src/engine/shoe.js';
import { returnCents, VARIANTS, type Variant } from '../src/games/punto-banco/rules/settle.js';
import { type BenchSection, median } from './section.js';

const SHOES = 64;
const WARM_UP_MS = 300;
const RUN_MS = 1000;
const REPEATS = 3;

/** Chips on each side of the seat, an odd stake. */
const STAKE = 7;

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

/** Keeps results observable so the JIT cannot drop the work; kept a small integer. */
let sink = 0;
const keep = (value: number): void => {
  sink = (sink + value) % 0x3fffffff;
};

/** (a) Deals every coup of a shoe to the cut card and settles one seat's three sides. */
const engineShoe = (shoe: Shoe, variant: Variant): number => {
  let coups = 0;
  let paid = 0;
  let position = shoe.firstCoupAt;
  for (let coup = dealAt(shoe, position); coup; coup = dealAt(shoe, position)) {
    position += coup.cards.length;
    for (const side of SIDES) paid += returnCents(variant, side, STAKE, coup);
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
    if (sink === 0) console.log('(no work was done)');
    return [
      {
        name: `(a) dealAt + one seat's 3 bets settled, 8-deck shoes (median of ${REPEATS})`,
        value: perSecond(a),
      },
      { name: `(b) reference loop over point values (median of ${REPEATS})`, value: perSecond(b) },
      { name: 'a/b, for comparison (no floor)', value: (a / b).toFixed(3) },
    ];
  },
};

export default section;
