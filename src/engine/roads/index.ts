/**
 * Roadmaps of a shoe, derived purely from its coup results: Bead Plate, Big Road, Big Eye Boy,
 * Small Road, Cockroach Pig, the next-coup preview and the summary. No I/O.
 */
export { type Bead, type BeadPlate, beadPlate } from './bead-plate.js';
export { type BigRoad, type BigRoadMark, bigRoad, columnLengths, type Winner } from './big-road.js';
export {
  DERIVED_ROADS,
  type DerivedMark,
  type DerivedRoad,
  type DerivedRoadName,
  type DerivedRoads,
  derivedColour,
  derivedRoad,
  derivedRoads,
  type NextColours,
  type NextCoupPreview,
  nextColour,
  previewNext,
  type RoadColour,
} from './derived-roads.js';
export { type Grid, gridOf, type Placed, placeColumns, placeStreaks, ROAD_ROWS, streaksOf } from './grid.js';
export {
  type CoupResult,
  RoundProblem,
  resultOfCoup,
  resultOfExportedRound,
  resultsOfRounds,
} from './result.js';
export { type Roadmaps, roadmaps } from './roadmaps.js';
export { type ShoeSummary, summarize } from './summary.js';
export {
  beadText,
  bigRoadText,
  colourText,
  derivedText,
  gridLines,
  previewLines,
  ROADS_LEGEND,
  roadmapsText,
  summaryLines,
} from './text.js';
