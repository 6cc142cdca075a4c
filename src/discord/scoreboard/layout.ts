/**
 * Where the scoreboard's panels go. Layout (sizes in SVG units = pixels at zoom 1):
 *
 *   ┌────────────────┐ ┌──────────────────────────────────────────────┐
 *   │ Bead Plate     │ │ Big Road (6 rows, dragon tails bend right)   │
 *   └────────────────┘ └──────────────────────────────────────────────┘
 *   ┌────────────────┐ ┌──────────────────────────────────────────────┐
 *   │ next coup      │ │ Big Eye Boy    (half-size cells, 6 rows)     │
 *   └────────────────┘ ├──────────────────────────────────────────────┤
 *   ┌────────────────┐ │ Small Road                                   │
 *   │ summary        │ ├──────────────────────────────────────────────┤
 *   └────────────────┘ │ Cockroach Pig                                │
 *                      └──────────────────────────────────────────────┘
 *
 * Every board shows at least a casino board's worth of empty cells and grows to fit: a full
 * 8-deck shoe (~80 coups) stays near 1,100 px wide; only a shoe that chops almost every coup with
 * no ties (70+ Big Road columns) goes past 1,600, and `png.ts` scales that down to fit.
 */

import { DERIVED_ROADS, type DerivedRoadName, ROAD_ROWS, type Roadmaps } from '../../engine/roads/index.js';

/** Bead Plate and Big Road cell, px. */
export const CELL = 24;
/** Derived road cell, px. */
export const HALF_CELL = CELL / 2;
const PAD = 12;
const GAP = 12;
const DERIVED_GAP = 6;
export const RADIUS = 6;
/** A board never shows fewer columns than these, like an empty casino board. */
export const MIN_BEAD_COLUMNS = 12;
export const MIN_BIG_ROAD_COLUMNS = 24;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface GridBox extends Box {
  readonly columns: number;
  readonly cell: number;
}

export interface ScoreboardLayout {
  readonly width: number;
  readonly height: number;
  readonly beadPlate: GridBox;
  readonly bigRoad: GridBox;
  readonly derived: Readonly<Record<DerivedRoadName, GridBox>>;
  readonly preview: Box;
  readonly summary: Box;
}

/** Where everything goes for these roadmaps: the board grows to fit the widest road. */
export const scoreboardLayout = (maps: Roadmaps): ScoreboardLayout => {
  const beadColumns = Math.max(MIN_BEAD_COLUMNS, maps.beadPlate.columns);
  const rightColumns = Math.max(
    MIN_BIG_ROAD_COLUMNS,
    maps.bigRoad.grid.columns,
    ...DERIVED_ROADS.map(({ name }) => Math.ceil(maps[name].grid.columns / 2)),
  );
  const bigHeight = ROAD_ROWS * CELL;
  const derivedHeight = ROAD_ROWS * HALF_CELL;
  const leftWidth = beadColumns * CELL;
  const rightX = PAD + leftWidth + GAP;
  const lowerY = PAD + bigHeight + GAP;
  const derivedEntries = DERIVED_ROADS.map(({ name }, i): [DerivedRoadName, GridBox] => [
    name,
    {
      x: rightX,
      y: lowerY + i * (derivedHeight + DERIVED_GAP),
      width: rightColumns * CELL,
      height: derivedHeight,
      columns: rightColumns * 2,
      cell: HALF_CELL,
    },
  ]);
  const lowerHeight = DERIVED_ROADS.length * derivedHeight + (DERIVED_ROADS.length - 1) * DERIVED_GAP;
  // The preview sits beside Big Eye Boy and Small Road, the summary beside Cockroach Pig.
  const summaryHeight = derivedHeight;
  const previewHeight = lowerHeight - summaryHeight - DERIVED_GAP;
  return {
    width: rightX + rightColumns * CELL + PAD,
    height: lowerY + lowerHeight + PAD,
    beadPlate: { x: PAD, y: PAD, width: leftWidth, height: bigHeight, columns: beadColumns, cell: CELL },
    bigRoad: {
      x: rightX,
      y: PAD,
      width: rightColumns * CELL,
      height: bigHeight,
      columns: rightColumns,
      cell: CELL,
    },
    derived: Object.fromEntries(derivedEntries) as Record<DerivedRoadName, GridBox>,
    preview: { x: PAD, y: lowerY, width: leftWidth, height: previewHeight },
    summary: {
      x: PAD,
      y: lowerY + lowerHeight - summaryHeight,
      width: leftWidth,
      height: summaryHeight,
    },
  };
};
