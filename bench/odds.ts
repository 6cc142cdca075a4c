/**
 * Exact odds: how long one enumeration takes for a full 8-deck shoe, and for a shoe mid-way (what
 * `/odds` does on a live table: count the unseen cards, then enumerate).
 */
import { compositionOfShoe, unseenComposition } from '../src/engine/odds.js';
import { buildShoe, DEFAULT_CUT_CARD_RESERVE } from '../src/engine/shoe.js';
import { exactOdds } from '../src/games/punto-banco/rules/odds.js';
import { type BenchRow, type BenchSection, median } from './section.js';

const WARM_UP = 20;
const SAMPLES = 100;
const FLOOR_MS = 20;

/** Median milliseconds of `work` over SAMPLES runs, after WARM_UP unmeasured ones. */
const medianMs = (work: () => unknown): number => {
  for (let i = 0; i < WARM_UP; i++) work();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return median(samples);
};

const row = (name: string, ms: number): BenchRow => ({
  name,
  value: `${ms.toFixed(2)} ms`,
  floor: `< ${FLOOR_MS} ms`,
  meetsFloor: ms < FLOOR_MS,
});

const section: BenchSection = {
  title: 'Exact odds',
  async run() {
    const fullShoe = compositionOfShoe(8);
    const shoe = buildShoe({
      serverSeed: '0'.repeat(64),
      clientSeed: 'bench',
      shoeNumber: 1,
      decks: 8,
      cutCardReserve: DEFAULT_CUT_CARD_RESERVE,
    });
    return [
      row(
        'full 8-deck shoe, median',
        medianMs(() => exactOdds(fullShoe)),
      ),
      row(
        '8 decks after 200 cards, median',
        medianMs(() => exactOdds(unseenComposition(shoe, 200))),
      ),
    ];
  },
};

export default section;
