/**
 * The whole scoreboard of a shoe as one SVG, laid out like a live casino's board. Pure: it builds
 * a string from the roadmaps (`src/engine/roads`), with no I/O, no fonts and no `<text>`: digits
 * and letters are stroke paths (`digits.ts`), and the Discord embed carries the titles.
 *
 * The parts: `layout.ts` (sizes and where each panel goes), `theme.ts` (colours), `elements.ts`
 * (SVG primitives), `marks.ts` (the marks and the legend), `road-panels.ts` (Bead Plate, Big Road
 * and derived roads), `preview.ts` (next coup) and `summary.ts`.
 *
 * Every mark carries data attributes (`data-road`, `data-outcome`, `data-colour`, `data-row`,
 * `data-column`, `data-coup`, `data-ties`, `data-mark`) so tests and tools can read the picture.
 */

import { DERIVED_ROADS, ROAD_ROWS, type Roadmaps } from '../../engine/roads/index.js';
import { num } from './digits.js';
import { element, gridLines, panel } from './elements.js';
import { scoreboardLayout } from './layout.js';
import { previewBlock } from './preview.js';
import { beadPlateMarks, bigRoadMarks, derivedMarks, earlierColumnsEdge } from './road-panels.js';
import { summaryStrip } from './summary.js';
import { PALETTES, type ScoreboardTheme } from './theme.js';

export { escapeXml } from './elements.js';
export {
  CELL,
  displayedCell,
  HALF_CELL,
  MAX_COLUMNS,
  MIN_BEAD_COLUMNS,
  MIN_BIG_ROAD_COLUMNS,
  MIN_PHONE_CELL,
  PHONE_WIDTH,
  type ScoreboardLayout,
  scoreboardLayout,
} from './layout.js';
export { SCOREBOARD_LEGEND } from './marks.js';
export type { ScoreboardTheme } from './theme.js';

export interface ScoreboardOptions {
  /** Colours for Discord's dark theme (the default) or its light one. */
  readonly theme?: ScoreboardTheme;
}

/** The whole scoreboard of a shoe as an SVG document (a string; no I/O). */
export const scoreboardSvg = (maps: Roadmaps, options: ScoreboardOptions = {}): string => {
  const theme = options.theme ?? 'dark';
  const palette = PALETTES[theme];
  const layout = scoreboardLayout(maps);
  const { beadPlate, bigRoad, derived } = layout;
  const parts = [
    element('rect', { width: layout.width, height: layout.height, fill: palette.background }),
    panel(beadPlate, palette, 'bead'),
    gridLines(beadPlate, ROAD_ROWS, palette),
    beadPlateMarks(maps, beadPlate, palette),
    earlierColumnsEdge(beadPlate, palette),
    panel(bigRoad, palette, 'big'),
    gridLines(bigRoad, ROAD_ROWS, palette),
    bigRoadMarks(maps, bigRoad, palette),
    earlierColumnsEdge(bigRoad, palette),
    ...DERIVED_ROADS.flatMap(({ name }) => [
      panel(derived[name], palette, name),
      gridLines(derived[name], ROAD_ROWS, palette, 2),
      derivedMarks(maps, name, derived[name], palette),
      earlierColumnsEdge(derived[name], palette),
    ]),
    previewBlock(maps, layout.preview, palette),
    summaryStrip(maps, layout.summary, palette),
  ];
  return element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: layout.width,
      height: layout.height,
      viewBox: `0 0 ${num(layout.width)} ${num(layout.height)}`,
      'data-theme': theme,
      'data-coups': maps.summary.coups,
    },
    parts.join(''),
  );
};
