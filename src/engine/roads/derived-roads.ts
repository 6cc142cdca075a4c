/**
 * The derived roads: Big Eye Boy, Small Road and Cockroach Pig. Each turns every Big Road entry
 * from its starting point on into a red or blue mark by comparing the shape of the Big Road's
 * LOGICAL columns (the streaks, before any dragon-tail bending) k columns apart: k = 1, 2, 3.
 *
 * For the entry at logical column c, row r (both 0-based):
 * - r > 0 (the streak goes on): look at column c−k. A mark there at row r ("it went on too"), or
 *   no mark at row r nor at row r−1 ("both had already stopped") is red; a column c−k that ended
 *   exactly at row r−1 is blue. Equivalently: blue iff length(c−k) = r.
 * - r = 0 (a new streak began): red iff the two columns before it, c−1 and c−1−k, have the same
 *   length (the previous streak repeated the shape), blue otherwise.
 * Red reads as "the road repeats itself", blue as "it breaks its pattern" — it says nothing of
 * who wins. A road starts at the first entry whose comparison columns exist: for Big Eye Boy the
 * second mark of column 2, or the first of column 3 when column 2 holds only one mark; for Small
 * Road column 3 / column 4; for Cockroach Pig column 4 / column 5 (1-based columns).
 *
 * Sources relied on (described, not copied): sikwin.in "baccarat game rules: five road rules" for
 * the starting cells (Big Eye Boy from column 2 row 2, else column 3 row 1; each later road one
 * column further); chipsandtruths.com's Big Eye Boy glossary entry for what the colours mean
 * (red = the Big Road keeps its shape, blue = it is choppy) and for the road drawing only once
 * the second Big Road column has data; 138qiu.com "Baccarat Scoreboards" for the 6-row Big Road,
 * its dragon tail and ties drawn on the preceding win. The r > 0 / r = 0 comparison above is the
 * formulation published implementations use (same-row-or-both-empty, and previous-column depths).
 *
 * The marks are placed on their own 6-row grids by the Big Road rule: a new column when the
 * colour changes, bending right at the bottom or at an earlier tail.
 */
import { type BigRoad, columnLengths, type Winner } from './big-road.js';
import { type Grid, gridOf, type Placed, placeStreaks, ROAD_ROWS, streaksOf } from './grid.js';

export type RoadColour = 'red' | 'blue';

export const DERIVED_ROADS = [
  { name: 'bigEyeBoy', title: 'Big Eye Boy', offset: 1 },
  { name: 'smallRoad', title: 'Small Road', offset: 2 },
  { name: 'cockroachPig', title: 'Cockroach Pig', offset: 3 },
] as const;

export type DerivedRoadName = (typeof DERIVED_ROADS)[number]['name'];

export interface DerivedMark {
  readonly colour: RoadColour;
  /** The Big Road entry it was derived from: logical column and row (0-based). */
  readonly column: number;
  readonly row: number;
  /** 0-based position in the shoe of the coup that made that Big Road entry. */
  readonly coup: number;
}

export interface DerivedRoad {
  readonly name: DerivedRoadName;
  /** Columns compared: 1 Big Eye Boy, 2 Small Road, 3 Cockroach Pig. */
  readonly offset: number;
  /** One mark per Big Road entry from the road's start, in order. */
  readonly marks: readonly DerivedMark[];
  /** The marks grouped into runs of one colour (this road's logical columns). */
  readonly columns: readonly (readonly DerivedMark[])[];
  readonly placed: readonly Placed<DerivedMark>[];
  readonly grid: Grid<DerivedMark>;
}

/**
 * The colour of the Big Road entry at logical `column`, `row` (0-based), given the lengths of the
 * logical columns before it; undefined when the road has not started there yet.
 */
export const derivedColour = (
  lengths: readonly number[],
  column: number,
  row: number,
  offset: number,
): RoadColour | undefined => {
  if (row > 0) {
    if (column < offset) return undefined;
    return lengths[column - offset] === row ? 'blue' : 'red';
  }
  if (column < offset + 1) return undefined;
  return lengths[column - 1] === lengths[column - 1 - offset] ? 'red' : 'blue';
};

const nameOfOffset = (offset: number): DerivedRoadName => {
  const road = DERIVED_ROADS.find((r) => r.offset === offset);
  if (!road) throw new RangeError(`no derived road compares columns ${offset} apart`);
  return road.name;
};

export const derivedRoad = (big: Pick<BigRoad, 'columns'>, offset: number, rows = ROAD_ROWS): DerivedRoad => {
  const name = nameOfOffset(offset);
  const lengths = columnLengths(big);
  const marks: DerivedMark[] = [];
  big.columns.forEach((streak, column) => {
    streak.forEach((entry, row) => {
      const colour = derivedColour(lengths, column, row, offset);
      if (colour) marks.push({ colour, column, row, coup: entry.coup });
    });
  });
  const columns = streaksOf(marks, (a, b) => a.colour === b.colour);
  const placed = placeStreaks<DerivedMark>(columns, rows);
  return { name, offset, marks, columns, placed, grid: gridOf(placed, rows) };
};

export type DerivedRoads = Readonly<Record<DerivedRoadName, DerivedRoad>>;

export const derivedRoads = (big: Pick<BigRoad, 'columns'>, rows = ROAD_ROWS): DerivedRoads => ({
  bigEyeBoy: derivedRoad(big, 1, rows),
  smallRoad: derivedRoad(big, 2, rows),
  cockroachPig: derivedRoad(big, 3, rows),
});

/** The colour the next Big Road entry would get on one derived road, or undefined if none yet. */
export const nextColour = (
  big: Pick<BigRoad, 'columns'>,
  winner: Winner,
  offset: number,
): RoadColour | undefined => {
  const lengths = columnLengths(big);
  const last = big.columns.at(-1);
  if (!last?.[0]) return undefined;
  return last[0].outcome === winner
    ? derivedColour(lengths, lengths.length - 1, last.length, offset)
    : derivedColour(lengths, lengths.length, 0, offset);
};

export interface NextColours {
  /** The colour if the next coup were a Banker win; undefined if the road would not have started. */
  readonly banker: RoadColour | undefined;
  readonly player: RoadColour | undefined;
}

export type NextCoupPreview = Readonly<Record<DerivedRoadName, NextColours>>;

/** For each derived road, the colour it would add if the next coup were Banker, and if Player. */
export const previewNext = (big: Pick<BigRoad, 'columns'>): NextCoupPreview => {
  const both = (offset: number): NextColours => ({
    banker: nextColour(big, 'banker', offset),
    player: nextColour(big, 'player', offset),
  });
  return { bigEyeBoy: both(1), smallRoad: both(2), cockroachPig: both(3) };
};
