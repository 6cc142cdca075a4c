/**
 * The Bead Plate: one bead per coup, ties included, in dealing order, filling each 6-row column
 * top to bottom before moving one column right. It never bends: it is the plain record.
 */
import type { Outcome } from '../coup.js';
import { type Grid, placeColumns, ROAD_ROWS } from './grid.js';
import type { CoupResult } from './result.js';

export interface Bead {
  /** 0-based position of the coup in the shoe. */
  readonly coup: number;
  readonly outcome: Outcome;
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
  readonly natural: boolean;
}

export type BeadPlate = Grid<Bead>;

export const beadPlate = (results: readonly CoupResult[], rows = ROAD_ROWS): BeadPlate => {
  const columns: Bead[][] = [];
  results.forEach(({ outcome, playerPair, bankerPair, natural }, coup) => {
    if (coup % rows === 0) columns.push([]);
    columns.at(-1)!.push({ coup, outcome, playerPair, bankerPair, natural });
  });
  return placeColumns(columns, rows);
};
