/**
 * The roads as plain text, one line per grid row, for terminals and tests. Pure: strings only.
 *
 * Notation (also `ROADS_LEGEND`): a cell is a letter plus optional marks, padded to the widest
 * cell of its grid, cells separated by one space, `.` where nothing is drawn.
 * - Bead Plate: `B` Banker, `P` Player, `T` Tie; then `p` for a Player pair, `b` for a Banker pair.
 * - Big Road: `B` / `P`; then the tie count when ties are attached (`B2`); then `p` / `b` pairs.
 * - Derived roads: `R` red, `b` blue.
 */
import type { Bead } from './bead-plate.js';
import type { BigRoad, BigRoadMark } from './big-road.js';
import { DERIVED_ROADS, type DerivedMark, type NextCoupPreview, type RoadColour } from './derived-roads.js';
import type { Grid } from './grid.js';
import type { Roadmaps } from './roadmaps.js';
import type { ShoeSummary } from './summary.js';

export const ROADS_LEGEND = `Legend (cells are separated by a space; . is an empty cell):
  Bead Plate     one cell per coup, filled down each column of 6, then right:
                 B Banker, P Player, T Tie; then p = Player pair, b = Banker pair (e.g. Bpb)
  Big Road       B / P wins; a streak runs down its column, a new column when the winner changes;
                 a number after the letter = ties on that win (ties dealt before the first win
                 are counted on the first mark); p / b = pairs as above; a streak with no room
                 below turns right along its row (the dragon tail)
  Big Eye Boy, Small Road, Cockroach Pig
                 R = red (the Big Road repeats its shape), b = blue (it breaks it), from the
                 Big Road's columns 1, 2 and 3 apart; new column on a change of colour
  Next coup      the mark each derived road would add if the next coup were Banker / Player;
                 - = that road would not have started yet`;

const OUTCOME_LETTER = { banker: 'B', player: 'P', tie: 'T' } as const;

const pairMarks = (cell: { playerPair: boolean; bankerPair: boolean }): string =>
  `${cell.playerPair ? 'p' : ''}${cell.bankerPair ? 'b' : ''}`;

export const beadText = (bead: Bead): string => `${OUTCOME_LETTER[bead.outcome]}${pairMarks(bead)}`;

export const bigRoadText = (mark: BigRoadMark): string =>
  `${OUTCOME_LETTER[mark.outcome]}${mark.ties > 0 ? mark.ties : ''}${pairMarks(mark)}`;

export const colourText = (colour: RoadColour | undefined): string =>
  colour === 'red' ? 'R' : colour === 'blue' ? 'b' : '-';

export const derivedText = (mark: DerivedMark): string => colourText(mark.colour);

/** A grid as text lines, top row first; no lines for an empty grid. */
export const gridLines = <T>(grid: Grid<T>, text: (cell: T) => string, empty = '.'): string[] => {
  const texts = grid.cells.map((row) => row.map((cell) => (cell === undefined ? empty : text(cell))));
  const width = Math.max(1, ...texts.flat().map((cell) => cell.length));
  return grid.columns === 0
    ? []
    : texts.map((row) =>
        row
          .map((cell) => cell.padEnd(width))
          .join(' ')
          .trimEnd(),
      );
};

const section = (title: string, lines: readonly string[], whenEmpty: string): string =>
  [title, ...(lines.length > 0 ? lines : [whenEmpty])].join('\n');

const bigRoadSection = (road: BigRoad): string => {
  const lines = gridLines(road.grid, bigRoadText);
  const ties = road.leadingTies;
  const empty = ties > 0 ? `(no Banker or Player win yet; ${ties} tie${ties === 1 ? '' : 's'})` : '(empty)';
  return section('Big Road', lines, empty);
};

export const previewLines = (preview: NextCoupPreview): string[] =>
  DERIVED_ROADS.map(({ name, title }) => {
    const { banker, player } = preview[name];
    return `  ${title.padEnd(14)} Banker ${colourText(banker)}   Player ${colourText(player)}`;
  });

export const summaryLines = (summary: ShoeSummary): string[] => [
  `  Coups ${summary.coups}   Banker ${summary.banker}   Player ${summary.player}   Tie ${summary.tie}`,
  `  Naturals ${summary.naturals}   Player pairs ${summary.playerPairs}   Banker pairs ${summary.bankerPairs}`,
];

/** Every road, the next-coup preview and the summary, as one text block (no legend). */
export const roadmapsText = (roads: Roadmaps): string =>
  [
    section('Bead Plate', gridLines(roads.beadPlate, beadText), '(empty)'),
    bigRoadSection(roads.bigRoad),
    ...DERIVED_ROADS.map(({ name, title }) =>
      section(title, gridLines(roads[name].grid, derivedText), '(not started)'),
    ),
    section('Next coup', previewLines(roads.preview), ''),
    section('Summary', summaryLines(roads.summary), ''),
  ].join('\n\n');
