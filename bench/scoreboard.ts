/**
 * Scoreboard picture: how long one PNG of a whole 8-deck shoe's scoreboard takes (what the bot does
 * when a player asks for the roads), from the coup results: road derivation, SVG and resvg render.
 */
import { renderScoreboardPng } from '../src/discord/scoreboard/index.js';
import { resultOfCoup, roadmaps } from '../src/engine/roads/index.js';
import { buildShoe, DEFAULT_CUT_CARD_RESERVE, dealWholeShoe } from '../src/engine/shoe.js';
import { type BenchRow, type BenchSection, median } from './section.js';

const WARM_UP = 5;
const SAMPLES = 40;
const FLOOR_MS = 50;

const section: BenchSection = {
  title: 'Scoreboard picture',
  async run() {
    const shoe = buildShoe({
      serverSeed: '0'.repeat(64),
      clientSeed: 'bench',
      shoeNumber: 1,
      decks: 8,
      cutCardReserve: DEFAULT_CUT_CARD_RESERVE,
    });
    const results = dealWholeShoe(shoe).map(resultOfCoup);
    const render = () => renderScoreboardPng(roadmaps(results));
    for (let i = 0; i < WARM_UP; i++) render();
    const samples: number[] = [];
    let bytes = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const start = performance.now();
      bytes = render().length;
      samples.push(performance.now() - start);
    }
    const ms = median(samples);
    const rows: BenchRow[] = [
      {
        name: `full 8-deck shoe (${results.length} coups) to PNG, median`,
        value: `${ms.toFixed(2)} ms`,
        floor: `< ${FLOOR_MS} ms`,
        meetsFloor: ms < FLOOR_MS,
      },
      { name: 'PNG size', value: `${(bytes / 1024).toFixed(1)} KiB` },
    ];
    return rows;
  },
};

export default section;
