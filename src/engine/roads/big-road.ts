/**
 * The Big Road: one mark per Banker or Player win, a new logical column (streak) whenever the
 * winner changes, placed on a 6-row grid where a streak longer than the space below it turns
 * right along its row (the dragon tail; see `grid.ts`).
 *
 * Ties are not marks: each tie adds one to the tie count of the latest mark. Ties dealt before the
 * first Banker or Player win have no mark to go on; by the common scoreboard convention they are
 * counted on the first mark that then appears, and `leadingTies` says how many of that mark's
 * ties came before it. A shoe of nothing but ties has no marks and only `leadingTies`.
 *
 * Pair flags and the natural flag on a mark are those of the coup that made it; a tie's own pairs
 * are visible on the Bead Plate only.
 */
import { type Grid, gridOf, type Placed, placeStreaks, ROAD_ROWS } from './grid.js';
import type { CoupResult } from './result.js';

export type Winner = 'banker' | 'player';

export interface BigRoadMark {
  readonly outcome: Winner;
  /** Ties attached to this mark: after it, plus (on the first mark) those before it. */
  readonly ties: number;
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
  readonly natural: boolean;
  /** 0-based position in the shoe of the coup that made the mark. */
  readonly coup: number;
}

export interface BigRoad {
  /** Ties dealt before the first mark (also counted in the first mark's `ties`). */
  readonly leadingTies: number;
  /** The logical columns: one per streak, unbent, however long. */
  readonly columns: readonly (readonly BigRoadMark[])[];
  /** Every mark with where it is drawn, in dealing order. */
  readonly placed: readonly Placed<BigRoadMark>[];
  readonly grid: Grid<BigRoadMark>;
}

type MutableMark = { -readonly [K in keyof BigRoadMark]: BigRoadMark[K] };

export const bigRoad = (results: readonly CoupResult[], rows = ROAD_ROWS): BigRoad => {
  const columns: MutableMark[][] = [];
  let leadingTies = 0;
  let last: MutableMark | undefined;
  results.forEach(({ outcome, playerPair, bankerPair, natural }, coup) => {
    if (outcome === 'tie') {
      if (last) last.ties++;
      else leadingTies++;
      return;
    }
    const mark: MutableMark = {
      outcome,
      ties: last ? 0 : leadingTies,
      playerPair,
      bankerPair,
      natural,
      coup,
    };
    if (last?.outcome === outcome) columns.at(-1)!.push(mark);
    else columns.push([mark]);
    last = mark;
  });
  const placed = placeStreaks<BigRoadMark>(columns, rows);
  return { leadingTies, columns, placed, grid: gridOf(placed, rows) };
};

/** How many marks each logical column holds. */
export const columnLengths = (road: Pick<BigRoad, 'columns'>): number[] =>
  road.columns.map((column) => column.length);
