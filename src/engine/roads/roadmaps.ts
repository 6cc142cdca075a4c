/** Every roadmap of a shoe at once, from its coup results: what the scoreboard and the text views draw. */
import { type BeadPlate, beadPlate } from './bead-plate.js';
import { type BigRoad, bigRoad } from './big-road.js';
import { type DerivedRoad, derivedRoads, type NextCoupPreview, previewNext } from './derived-roads.js';
import type { CoupResult } from './result.js';
import { type ShoeSummary, summarize } from './summary.js';

export interface Roadmaps {
  readonly beadPlate: BeadPlate;
  readonly bigRoad: BigRoad;
  readonly bigEyeBoy: DerivedRoad;
  readonly smallRoad: DerivedRoad;
  readonly cockroachPig: DerivedRoad;
  readonly preview: NextCoupPreview;
  readonly summary: ShoeSummary;
}

export const roadmaps = (results: readonly CoupResult[]): Roadmaps => {
  const big = bigRoad(results);
  return {
    beadPlate: beadPlate(results),
    bigRoad: big,
    ...derivedRoads(big),
    preview: previewNext(big),
    summary: summarize(results),
  };
};
