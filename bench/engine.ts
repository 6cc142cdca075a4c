/**
 * Engine throughput: coups dealt and settled the way the bot does it, against a bare loop that only
 * applies the tableau to point values. The ratio says what the transcript and settlement cost.
 */
import { pointOf } from '../src/engine/cards.js';
import { returnCents, type Side, type Variant } from '../src/engine/settle.js';
import { buildShoe, dealAt, type Shoe } from '../src/engine/shoe.js';
import { type BenchSection, median } from './section.js';

const SHOES = 64;
const WARM_UP_MS = 300;
const RUN_MS = 1500;
const REPEATS = 3;
const FLOOR = 0.25;

/** The bets settled on every coup: each side in each variant, with an odd stake. */
const BETS: readonly { readonly variant: Variant; readonly side: Side }[] = (
  ['punto-banco', 'punto-2000'] as const
).flatMap((variant) => (['player', 'banker', 'tie'] as const).map((side) => ({ variant, side })));
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

/** The same shoes as point values, for the reference loop. */
const points: readonly Uint8Array[] = pool.map((shoe) => Uint8Array.from(shoe.cards, pointOf));

/** Keeps results observable so the JIT cannot drop the work. */
let sink = 0;

/** (a) The engine as the bot uses it: deal every coup of a shoe to the cut card, settle each bet. */
const engineShoe = (shoe: Shoe): number => {
  let coups = 0;
  let paid = 0;
  let position = shoe.firstCoupAt;
  for (let coup = dealAt(shoe, position); coup; coup = dealAt(shoe, position)) {
    position += coup.cards.length;
    for (const { variant, side } of BETS) paid += returnCents(variant, side, STAKE, coup);
    coups++;
  }
  sink += paid;
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
  sink += checksum;
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

const engine = (index: number): number => engineShoe(pool[index]!);
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
    if (sink === 0) console.log('(no work was done)');
    return [
      {
        name: `(a) dealCoup + ${BETS.length} bets settled, 8-deck shoes (median of ${REPEATS})`,
        value: perSecond(a),
      },
      { name: `(b) reference loop over point values (median of ${REPEATS})`, value: perSecond(b) },
      { name: 'ratio a/b', value: ratio.toFixed(3), floor: `≥ ${FLOOR}`, meetsFloor: ratio >= FLOOR },
    ];
  },
};

export default section;
