/**
 * The 6-row grids roads are drawn in, and the Big Road placement rule every streak-based road
 * shares (the Big Road itself and the three derived roads).
 *
 * Placement: each streak (logical column) starts in the top row of the first grid column right of
 * the previous streak's start whose top cell is free, and runs down. When it would pass the bottom
 * row, or the cell below is already taken (by an earlier dragon tail), it turns right and continues
 * along its current row: the "dragon tail". Once turned it stays in that row.
 */

/** Rows of every road grid, as on casino scoreboards. */
export const ROAD_ROWS = 6;

export interface Grid<T> {
  readonly rows: number;
  readonly columns: number;
  /** `cells[row][column]`, `undefined` where nothing is drawn; every row has `columns` entries. */
  readonly cells: readonly (readonly (T | undefined)[])[];
}

export interface Placed<T> {
  readonly value: T;
  readonly row: number;
  readonly column: number;
}

/** Places streaks (logical columns, in order) on a grid by the Big Road rule, with positions. */
export const placeStreaks = <T>(streaks: readonly (readonly T[])[], rows = ROAD_ROWS): Placed<T>[] => {
  const taken = new Set<string>();
  const key = (row: number, column: number) => `${row},${column}`;
  const isTaken = (row: number, column: number) => taken.has(key(row, column));
  const placed: Placed<T>[] = [];
  let start = -1;
  for (const streak of streaks) {
    if (streak.length === 0) continue;
    let column = start + 1;
    while (isTaken(0, column)) column++;
    start = column;
    let row = 0;
    let turned = false;
    streak.forEach((value, i) => {
      if (i > 0) {
        if (!turned && row + 1 < rows && !isTaken(row + 1, column)) row++;
        else {
          turned = true;
          column++;
          // Defensive: a tail's row is free to its right by construction, but never overwrite.
          while (isTaken(row, column)) column++;
        }
      }
      taken.add(key(row, column));
      placed.push({ value, row, column });
    });
  }
  return placed;
};

/** A grid holding the placed values. */
export const gridOf = <T>(placed: readonly Placed<T>[], rows = ROAD_ROWS): Grid<T> => {
  const columns = placed.reduce((most, { column }) => Math.max(most, column + 1), 0);
  const cells = Array.from({ length: rows }, () => new Array<T | undefined>(columns).fill(undefined));
  for (const { value, row, column } of placed) cells[row]![column] = value;
  return { rows, columns, cells };
};

/** Places streaks by the Big Road rule and returns the grid. */
export const placeColumns = <T>(streaks: readonly (readonly T[])[], rows = ROAD_ROWS): Grid<T> =>
  gridOf(placeStreaks(streaks, rows), rows);

/** Groups consecutive values that `same` considers alike into streaks. */
export const streaksOf = <T>(values: readonly T[], same: (a: T, b: T) => boolean): T[][] => {
  const streaks: T[][] = [];
  for (const value of values) {
    const last = streaks.at(-1);
    if (last && same(last[0]!, value)) last.push(value);
    else streaks.push([value]);
  }
  return streaks;
};
