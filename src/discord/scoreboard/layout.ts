/**
 * Where the scoreboard's panels go: stacked, so the picture stays narrow enough to read on a phone.
 * Layout (sizes in SVG units = pixels at zoom 1):
 *
 *   ┌──────────────────────────────────────────────┐
 *   │ Big Road (6 rows, dragon tails bend right)   │
 *   ├──────────────────────────────────────────────┤
 *   │ Big Eye Boy    (half-size cells, 6 rows)     │
 *   ├──────────────────────────────────────────────┤
 *   │ Small Road                                   │
 *   ├──────────────────────────────────────────────┤
 *   │ Cockroach Pig                                │
 *   └──────────────────────────────────────────────┘
 *   ┌────────────────┐ ┌───────────────────────────┐
 *   │ Bead Plate     │ │ next coup                 │
 *   └────────────────┘ └───────────────────────────┘
 *   ┌──────────────────────────────────────────────┐
 *   │ summary                                      │
 *   └──────────────────────────────────────────────┘
 *
 * Every board shows at least a casino board's worth of empty cells and grows to fit, up to
 * `MAX_COLUMNS` Big Road columns. Discord shows a picture at the width of a phone's screen (about
 * 400 px): at most `MAX_COLUMNS` columns keep a Big Road cell at 10 px or more there. A road with
 * more columns (a shoe that chops nearly every coup) shows its latest columns: the grid box's
 * `firstColumn` says which road column is drawn first, and the picture marks the cut edge.
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
/** The display width of a picture on a phone, px, and the smallest Big Road cell readable there. */
export const PHONE_WIDTH = 400;
export const MIN_PHONE_CELL = 10;
/** The most Big Road columns the picture shows: (PAD + MAX_COLUMNS × CELL + PAD) × 10 / 400 ≤ CELL. */
export const MAX_COLUMNS = 36;
/** Room beside the Bead Plate for the next-coup panel, in Big Road columns. */
const PREVIEW_COLUMNS = 9;
const SUMMARY_HEIGHT = 40;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface GridBox extends Box {
  /** The columns of cells drawn. */
  readonly columns: number;
  readonly cell: number;
  /** The road column drawn in the box's first column: above 0 when earlier columns do not fit. */
  readonly firstColumn: number;
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

/** A grid of `columns` columns showing the last of a road's `roadColumns`. */
const grid = (box: Box, columns: number, cell: number, roadColumns: number): GridBox => ({
  ...box,
  columns,
  cell,
  firstColumn: Math.max(0, roadColumns - columns),
});

/** Where everything goes for these roadmaps: the board grows to fit the widest road, up to MAX_COLUMNS. */
export const scoreboardLayout = (maps: Roadmaps): ScoreboardLayout => {
  const columns = Math.min(
    MAX_COLUMNS,
    Math.max(
      MIN_BIG_ROAD_COLUMNS,
      maps.bigRoad.grid.columns,
      ...DERIVED_ROADS.map(({ name }) => Math.ceil(maps[name].grid.columns / 2)),
      Math.max(MIN_BEAD_COLUMNS, maps.beadPlate.columns) + PREVIEW_COLUMNS,
    ),
  );
  const innerWidth = columns * CELL;
  const bigHeight = ROAD_ROWS * CELL;
  const derivedHeight = ROAD_ROWS * HALF_CELL;
  const derivedY = PAD + bigHeight + GAP;
  const derivedEntries = DERIVED_ROADS.map(({ name }, i): [DerivedRoadName, GridBox] => [
    name,
    grid(
      { x: PAD, y: derivedY + i * (derivedHeight + DERIVED_GAP), width: innerWidth, height: derivedHeight },
      columns * 2,
      HALF_CELL,
      maps[name].grid.columns,
    ),
  ]);
  const lowerHeight = DERIVED_ROADS.length * derivedHeight + (DERIVED_ROADS.length - 1) * DERIVED_GAP;
  const beadY = derivedY + lowerHeight + GAP;
  const beadColumns = Math.max(MIN_BEAD_COLUMNS, Math.min(maps.beadPlate.columns, columns - PREVIEW_COLUMNS));
  const beadWidth = beadColumns * CELL;
  const summaryY = beadY + bigHeight + GAP;
  return {
    width: PAD + innerWidth + PAD,
    height: summaryY + SUMMARY_HEIGHT + PAD,
    bigRoad: grid(
      { x: PAD, y: PAD, width: innerWidth, height: bigHeight },
      columns,
      CELL,
      maps.bigRoad.grid.columns,
    ),
    derived: Object.fromEntries(derivedEntries) as Record<DerivedRoadName, GridBox>,
    beadPlate: grid(
      { x: PAD, y: beadY, width: beadWidth, height: bigHeight },
      beadColumns,
      CELL,
      maps.beadPlate.columns,
    ),
    preview: { x: PAD + beadWidth + GAP, y: beadY, width: innerWidth - beadWidth - GAP, height: bigHeight },
    summary: { x: PAD, y: summaryY, width: innerWidth, height: SUMMARY_HEIGHT },
  };
};

/** The width of a Big Road cell when the picture is shown `displayWidth` px wide (a phone: PHONE_WIDTH). */
export const displayedCell = (layout: ScoreboardLayout, displayWidth: number = PHONE_WIDTH): number =>
  (layout.bigRoad.cell * Math.min(displayWidth, layout.width)) / layout.width;
