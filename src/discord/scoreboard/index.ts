/** The scoreboard picture of a shoe: Bead Plate, Big Road, derived roads, next coup and summary. */
export { centredNumberPath, digitPath, letterPath, numberPath, numberWidth } from './digits.js';
export { MAX_PNG_WIDTH, renderScoreboardPng, type ScoreboardPngOptions, scoreboardPngWidth } from './png.js';
export {
  CELL,
  displayedCell,
  escapeXml,
  HALF_CELL,
  MAX_COLUMNS,
  MIN_PHONE_CELL,
  PHONE_WIDTH,
  SCOREBOARD_LEGEND,
  type ScoreboardLayout,
  type ScoreboardOptions,
  type ScoreboardTheme,
  scoreboardLayout,
  scoreboardSvg,
} from './svg.js';
