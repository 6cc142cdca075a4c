/**
 * Legend — colour AND shape, so nobody needs to tell red from blue or green; the letters are the
 * ones `npm run roads` prints (B, P, T, b, p, R / b), see `ROADS_LEGEND` in src/engine/roads/text.ts:
 * - Bead Plate: Banker (B) = red disc with a B; Player (P) = blue rounded square with a P;
 *   Tie (T) = green diamond with a T.
 * - Big Road: Banker = red ring; Player = blue rounded-square ring. Ties on a win (B2) = a green
 *   slash across its mark, with the count drawn in the middle when more than one. Ties before the
 *   first win of the shoe are on the first mark, as in the text; with no win yet, a lone slash.
 * - Pairs, on the Bead Plate and the Big Road: Banker pair (b) = red dot in the top-left corner,
 *   Player pair (p) = blue dot in the bottom-right corner (position tells them apart).
 * - Derived roads, red (R, the Big Road repeats its shape) solid, blue (b, it breaks it) hollow or
 *   broken: Big Eye Boy = ring (red solid, blue dashed); Small Road = dot (red filled, blue hollow);
 *   Cockroach Pig = slash (red solid, blue dashed).
 * - Next coup: a Banker row and a Player row, each led by its bead, then the mark Big Eye Boy,
 *   Small Road and Cockroach Pig would add (in that order, each in its road's shape); a faint dash
 *   where that road would not have started yet.
 * - Summary: coups (a little bead plate), Banker, Player and Tie beads, naturals (gold disc with
 *   an N), Banker pairs and Player pairs (a cell with its corner dot), each followed by its count.
 */

import type { Outcome } from '../../engine/coup.js';
import type { DerivedRoadName, RoadColour } from '../../engine/roads/index.js';
import { centredLetterPath, centredNumberPath, type Letter, num } from './digits.js';
import { type AttributeValue, element, stroke } from './elements.js';
import { outcomeColour, type Palette } from './theme.js';

/**
 * The legend above in words, for the embed that carries the picture (the picture has no text).
 * Under 1,024 characters, so it fits one embed field.
 */
export const SCOREBOARD_LEGEND = [
  'Top: Bead Plate (left) and Big Road (right). Below: Big Eye Boy, Small Road, Cockroach Pig.',
  'Banker = red disc / ring, Player = blue square / square ring, Tie = green diamond;',
  'on the Big Road a green slash is a tie on that win (a number when more than one).',
  'Red dot top-left = Banker pair, blue dot bottom-right = Player pair.',
  'Derived roads: red = solid (the road repeats itself), blue = dashed or hollow (it breaks).',
  'Left: what each derived road would add if the next coup were Banker, or Player;',
  'then coups, Banker, Player, Tie, naturals, Banker pairs, Player pairs.',
].join('\n');

const LETTERS: Readonly<Record<Outcome, Letter>> = { banker: 'B', player: 'P', tie: 'T' };

/** A square `side` across centred on (cx, cy), its corners rounded by `rx`, painted by `paint`. */
const centredSquare = (
  cx: number,
  cy: number,
  side: number,
  rx: number,
  paint: Readonly<Record<string, AttributeValue>>,
): string => element('rect', { x: cx - side / 2, y: cy - side / 2, width: side, height: side, rx, ...paint });

/** The filled shape of a bead (disc, rounded square or diamond) centred on (cx, cy), `size` across. */
const beadShape = (outcome: Outcome, cx: number, cy: number, size: number, palette: Palette): string => {
  const fill = outcomeColour(outcome, palette);
  const r = size / 2;
  if (outcome === 'banker') return element('circle', { cx, cy, r, fill });
  if (outcome === 'player') {
    const side = r * 1.78;
    return centredSquare(cx, cy, side, side * 0.24, { fill });
  }
  const d = r * 0.98;
  const corner = size * 0.14;
  return element('path', {
    d: `M${num(cx)} ${num(cy - d)}L${num(cx + d)} ${num(cy)}L${num(cx)} ${num(cy + d)}L${num(cx - d)} ${num(cy)}Z`,
    fill,
    stroke: fill,
    'stroke-width': corner,
    'stroke-linejoin': 'round',
  });
};

/** A bead: its shape with its letter, as on the Bead Plate, the preview and the summary. */
export const beadIcon = (outcome: Outcome, cx: number, cy: number, size: number, palette: Palette): string =>
  beadShape(outcome, cx, cy, size, palette) +
  stroke(centredLetterPath(LETTERS[outcome], cx, cy, size * 0.44), palette.onMark, size * 0.085);

/** Pair dots in the corners of the cell at (x, y). */
export const pairDots = (
  cell: { readonly bankerPair: boolean; readonly playerPair: boolean },
  x: number,
  y: number,
  size: number,
  palette: Palette,
): string => {
  const r = size * 0.13;
  const inset = size * 0.17;
  const dot = (mark: string, cx: number, cy: number, fill: string) =>
    element('circle', {
      'data-mark': mark,
      cx,
      cy,
      r,
      fill,
      stroke: palette.panel,
      'stroke-width': size * 0.06,
    });
  return (
    (cell.bankerPair ? dot('banker-pair', x + inset, y + inset, palette.banker) : '') +
    (cell.playerPair ? dot('player-pair', x + size - inset, y + size - inset, palette.player) : '')
  );
};

/** Big Road mark outline: a ring for Banker, a rounded-square ring for Player. */
export const bigRoadShape = (
  outcome: 'banker' | 'player',
  cx: number,
  cy: number,
  size: number,
  palette: Palette,
) => {
  const width = size * 0.13;
  const colour = outcomeColour(outcome, palette);
  if (outcome === 'banker')
    return element('circle', { cx, cy, r: size * 0.33, fill: 'none', stroke: colour, 'stroke-width': width });
  const side = size * 0.6;
  return centredSquare(cx, cy, side, side * 0.22, { fill: 'none', stroke: colour, 'stroke-width': width });
};

/** The green tie slash across a cell, and the count in the middle when more than one. */
export const tieSlash = (
  ties: number,
  x: number,
  y: number,
  size: number,
  palette: Palette,
  mark: string,
): string => {
  const inset = size * 0.2;
  const slash = stroke(
    `M${num(x + inset)} ${num(y + size - inset)}L${num(x + size - inset)} ${num(y + inset)}`,
    palette.tie,
    size * 0.1,
    { 'data-mark': mark, 'data-ties': ties },
  );
  if (ties < 2) return slash;
  const height = ties < 10 ? size * 0.36 : size * 0.28;
  const d = centredNumberPath(ties, x + size / 2, y + size / 2, height);
  return (
    slash +
    stroke(d, palette.panel, size * 0.13) +
    stroke(d, palette.ink, size * 0.075, { 'data-mark': 'tie-count', 'data-value': ties })
  );
};

/** A soft disc behind the latest mark of a road, so the eye finds where the shoe is. */
export const latestHalo = (cx: number, cy: number, size: number, palette: Palette): string =>
  element('circle', { 'data-mark': 'latest', cx, cy, r: size * 0.48, fill: palette.gridStrong });

/**
 * A derived road's mark in a cell `size` across at (x, y). Red is solid, blue is hollow or broken:
 * Big Eye Boy ring (blue dashed), Small Road dot (blue hollow), Cockroach Pig slash (blue dashed).
 */
export const derivedShape = (
  road: DerivedRoadName,
  colour: RoadColour,
  x: number,
  y: number,
  size: number,
  palette: Palette,
  extra: Readonly<Record<string, AttributeValue>> = {},
): string => {
  const ink = colour === 'red' ? palette.banker : palette.player;
  const cx = x + size / 2;
  const cy = y + size / 2;
  const red = colour === 'red';
  if (road === 'bigEyeBoy') {
    const r = size * 0.32;
    const dash = (2 * Math.PI * r) / 8;
    return element('circle', {
      ...extra,
      cx,
      cy,
      r,
      fill: 'none',
      stroke: ink,
      'stroke-width': size * 0.17,
      'stroke-dasharray': red ? undefined : `${num(dash * 1.1)} ${num(dash * 0.9)}`,
    });
  }
  if (road === 'smallRoad') {
    return red
      ? element('circle', { ...extra, cx, cy, r: size * 0.36, fill: ink })
      : element('circle', {
          ...extra,
          cx,
          cy,
          r: size * 0.28,
          fill: 'none',
          stroke: ink,
          'stroke-width': size * 0.14,
        });
  }
  const inset = size * 0.16;
  const length = Math.SQRT2 * (size - 2 * inset);
  return stroke(
    `M${num(x + inset)} ${num(y + size - inset)}L${num(x + size - inset)} ${num(y + inset)}`,
    ink,
    size * 0.17,
    {
      ...extra,
      'stroke-dasharray': red ? undefined : `${num(length * 0.34)} ${num(length * 0.32)}`,
    },
  );
};

/** A faint dash: "this road would not have started yet". */
export const notYet = (
  x: number,
  y: number,
  size: number,
  palette: Palette,
  extra: Record<string, AttributeValue>,
) =>
  stroke(
    `M${num(x + size * 0.3)} ${num(y + size / 2)}H${num(x + size * 0.7)}`,
    palette.faint,
    size * 0.1,
    extra,
  );
