/**
 * The whole scoreboard of a shoe as one SVG, laid out like a live casino's board. Pure: it builds
 * a string from the roadmaps (`src/engine/roads`), with no I/O, no fonts and no `<text>`: digits
 * and letters are stroke paths (`digits.ts`), and the Discord embed carries the titles.
 *
 * Layout (sizes in SVG units = pixels at zoom 1):
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
 *
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
 *
 * Every mark carries data attributes (`data-road`, `data-outcome`, `data-colour`, `data-row`,
 * `data-column`, `data-coup`, `data-ties`, `data-mark`) so tests and tools can read the picture.
 */

import type { Outcome } from '../../engine/coup.js';
import {
  type BigRoadMark,
  DERIVED_ROADS,
  type DerivedRoadName,
  type Placed,
  ROAD_ROWS,
  type RoadColour,
  type Roadmaps,
} from '../../engine/roads/index.js';
import { centredLetterPath, centredNumberPath, type Letter, num, numberPath } from './digits.js';

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

export type ScoreboardTheme = 'dark' | 'light';

export interface ScoreboardOptions {
  /** Colours for Discord's dark theme (the default) or its light one. */
  readonly theme?: ScoreboardTheme;
}

interface Palette {
  readonly background: string;
  readonly panel: string;
  readonly border: string;
  readonly grid: string;
  readonly gridStrong: string;
  readonly ink: string;
  readonly faint: string;
  /** Letters drawn on filled beads. */
  readonly onMark: string;
  readonly banker: string;
  readonly player: string;
  readonly tie: string;
  readonly natural: string;
  readonly onNatural: string;
}

const PALETTES: Readonly<Record<ScoreboardTheme, Palette>> = {
  dark: {
    background: '#2b2d31',
    panel: '#1b1c1f',
    border: '#232428',
    grid: '#2c2e33',
    gridStrong: '#3b3e45',
    ink: '#e8e9ec',
    faint: '#5c6069',
    onMark: '#ffffff',
    banker: '#f0474f',
    player: '#3d8bff',
    tie: '#2ec36b',
    natural: '#f2c14e',
    onNatural: '#1b1c1f',
  },
  light: {
    background: '#ffffff',
    panel: '#f6f7f9',
    border: '#d6dae0',
    grid: '#e1e4e8',
    gridStrong: '#c9ced6',
    ink: '#1f2328',
    faint: '#a3a9b3',
    onMark: '#ffffff',
    banker: '#d7263d',
    player: '#1f66e0',
    tie: '#16a34a',
    natural: '#d99a06',
    onNatural: '#ffffff',
  },
};

/** Bead Plate and Big Road cell, px. */
export const CELL = 24;
/** Derived road cell, px. */
export const HALF_CELL = CELL / 2;
const PAD = 12;
const GAP = 12;
const DERIVED_GAP = 6;
const RADIUS = 6;
/** A board never shows fewer columns than these, like an empty casino board. */
export const MIN_BEAD_COLUMNS = 12;
export const MIN_BIG_ROAD_COLUMNS = 24;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

interface GridBox extends Box {
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

const SUMMARY_PER_ROW = 4;
const SUMMARY_ROWS = 2;
const PREVIEW_ROWS = 2;

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

/** Escapes a value for an attribute or text position. Everything dynamic goes through it. */
export const escapeXml = (value: string | number): string =>
  String(value).replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;',
  );

type AttributeValue = string | number | undefined;

/** ` name="value"` for each defined value, escaped; numbers rounded to two decimals. */
const attrs = (values: Readonly<Record<string, AttributeValue>>): string =>
  Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(typeof value === 'number' ? num(value) : value)}"`)
    .join('');

const element = (
  name: string,
  values: Readonly<Record<string, AttributeValue>>,
  children?: string,
): string =>
  children === undefined ? `<${name}${attrs(values)}/>` : `<${name}${attrs(values)}>${children}</${name}>`;

/** A stroked path (for glyphs, slashes, grid lines). */
const stroke = (
  d: string,
  colour: string,
  width: number,
  extra: Readonly<Record<string, AttributeValue>> = {},
): string =>
  element('path', {
    ...extra,
    d,
    fill: 'none',
    stroke: colour,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });

const panel = (box: Box, palette: Palette, name: string): string =>
  element('rect', {
    'data-panel': name,
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    rx: RADIUS,
    fill: palette.panel,
    stroke: palette.border,
    'stroke-width': 1,
  });

/** Cell lines of a grid panel; with `every`, each `every`-th line is drawn stronger. */
const gridLines = (box: GridBox, rows: number, palette: Palette, every?: number): string => {
  const weak: string[] = [];
  const strong: string[] = [];
  for (let c = 1; c < box.columns; c++) {
    const x = num(box.x + c * box.cell);
    (every && c % every === 0 ? strong : weak).push(`M${x} ${num(box.y)}V${num(box.y + box.height)}`);
  }
  for (let r = 1; r < rows; r++) {
    const y = num(box.y + r * box.cell);
    (every && r % every === 0 ? strong : weak).push(`M${num(box.x)} ${y}H${num(box.x + box.width)}`);
  }
  return [
    weak.length > 0 ? element('path', { d: weak.join(''), stroke: palette.grid, 'stroke-width': 1 }) : '',
    strong.length > 0
      ? element('path', { d: strong.join(''), stroke: palette.gridStrong, 'stroke-width': 1 })
      : '',
  ].join('');
};

const LETTERS: Readonly<Record<Outcome, Letter>> = { banker: 'B', player: 'P', tie: 'T' };

const outcomeColour = (outcome: Outcome, palette: Palette): string =>
  outcome === 'banker' ? palette.banker : outcome === 'player' ? palette.player : palette.tie;

/** The filled shape of a bead (disc, rounded square or diamond) centred on (cx, cy), `size` across. */
const beadShape = (outcome: Outcome, cx: number, cy: number, size: number, palette: Palette): string => {
  const fill = outcomeColour(outcome, palette);
  const r = size / 2;
  if (outcome === 'banker') return element('circle', { cx, cy, r, fill });
  if (outcome === 'player') {
    const side = r * 1.78;
    return element('rect', {
      x: cx - side / 2,
      y: cy - side / 2,
      width: side,
      height: side,
      rx: side * 0.24,
      fill,
    });
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
const beadIcon = (outcome: Outcome, cx: number, cy: number, size: number, palette: Palette): string =>
  beadShape(outcome, cx, cy, size, palette) +
  stroke(centredLetterPath(LETTERS[outcome], cx, cy, size * 0.44), palette.onMark, size * 0.085);

/** Pair dots in the corners of the cell at (x, y). */
const pairDots = (
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
const bigRoadShape = (
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
  return element('rect', {
    x: cx - side / 2,
    y: cy - side / 2,
    width: side,
    height: side,
    rx: side * 0.22,
    fill: 'none',
    stroke: colour,
    'stroke-width': width,
  });
};

/** The green tie slash across a cell, and the count in the middle when more than one. */
const tieSlash = (
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

const bigRoadMark = (
  placed: Placed<BigRoadMark>,
  box: GridBox,
  palette: Palette,
  latest: boolean,
): string => {
  const { value: mark, row, column } = placed;
  const x = box.x + column * box.cell;
  const y = box.y + row * box.cell;
  const cx = x + box.cell / 2;
  const cy = y + box.cell / 2;
  const body =
    (latest ? latestHalo(cx, cy, box.cell, palette) : '') +
    bigRoadShape(mark.outcome, cx, cy, box.cell, palette) +
    (mark.ties > 0 ? tieSlash(mark.ties, x, y, box.cell, palette, 'tie') : '') +
    pairDots(mark, x, y, box.cell, palette);
  return element(
    'g',
    {
      'data-road': 'big',
      'data-outcome': mark.outcome,
      'data-row': row,
      'data-column': column,
      'data-coup': mark.coup,
      'data-ties': mark.ties,
      'data-latest': latest ? 'true' : undefined,
    },
    body,
  );
};

/** A soft disc behind the latest mark of a road, so the eye finds where the shoe is. */
const latestHalo = (cx: number, cy: number, size: number, palette: Palette): string =>
  element('circle', { 'data-mark': 'latest', cx, cy, r: size * 0.48, fill: palette.gridStrong });

/**
 * A derived road's mark in a cell `size` across at (x, y). Red is solid, blue is hollow or broken:
 * Big Eye Boy ring (blue dashed), Small Road dot (blue hollow), Cockroach Pig slash (blue dashed).
 */
const derivedShape = (
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

const beadPlateMarks = (maps: Roadmaps, box: GridBox, palette: Palette): string => {
  const beads: string[] = [];
  const count = maps.summary.coups;
  const { cells, columns, rows } = maps.beadPlate;
  // Column by column, so the beads come in dealing order.
  for (let column = 0; column < columns; column++)
    for (let row = 0; row < rows; row++) {
      const bead = cells[row]?.[column];
      if (!bead) continue;
      const x = box.x + column * box.cell;
      const y = box.y + row * box.cell;
      const cx = x + box.cell / 2;
      const cy = y + box.cell / 2;
      const latest = bead.coup === count - 1;
      beads.push(
        element(
          'g',
          {
            'data-road': 'bead',
            'data-outcome': bead.outcome,
            'data-row': row,
            'data-column': column,
            'data-coup': bead.coup,
            'data-latest': latest ? 'true' : undefined,
          },
          (latest ? latestHalo(cx, cy, box.cell, palette) : '') +
            beadIcon(bead.outcome, cx, cy, box.cell * 0.8, palette) +
            pairDots(bead, x, y, box.cell, palette),
        ),
      );
    }
  return beads.join('');
};

const bigRoadMarks = (maps: Roadmaps, box: GridBox, palette: Palette): string => {
  const { placed, leadingTies } = maps.bigRoad;
  if (placed.length === 0 && leadingTies > 0)
    return element(
      'g',
      { 'data-mark': 'big-road-ties-only' },
      tieSlash(leadingTies, box.x, box.y, box.cell, palette, 'leading-ties'),
    );
  return placed.map((p, i) => bigRoadMark(p, box, palette, i === placed.length - 1)).join('');
};

const derivedMarks = (maps: Roadmaps, name: DerivedRoadName, box: GridBox, palette: Palette): string =>
  maps[name].placed
    .map(({ value, row, column }) =>
      derivedShape(name, value.colour, box.x + column * box.cell, box.y + row * box.cell, box.cell, palette, {
        'data-road': name,
        'data-colour': value.colour,
        'data-row': row,
        'data-column': column,
        'data-coup': value.coup,
      }),
    )
    .join('');

/** A faint dash: "this road would not have started yet". */
const notYet = (
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

/** Two rows, Banker then Player: the bead, a chevron, then each derived road's would-be mark. */
const previewBlock = (maps: Roadmaps, box: Box, palette: Palette): string => {
  const rowHeight = box.height / PREVIEW_ROWS;
  const bead = 30;
  const tile = 30;
  const tileGap = 10;
  const chevron = 14;
  const contentWidth =
    bead + 8 + chevron + 8 + DERIVED_ROADS.length * tile + (DERIVED_ROADS.length - 1) * tileGap;
  const left = box.x + (box.width - contentWidth) / 2;
  const rows = (['banker', 'player'] as const).map((winner, i) => {
    const cy = box.y + (i + 0.5) * rowHeight;
    const parts = [beadIcon(winner, left + bead / 2, cy, bead, palette)];
    const cx = left + bead + 8;
    parts.push(
      stroke(
        `M${num(cx + chevron * 0.25)} ${num(cy - chevron * 0.4)}L${num(cx + chevron * 0.75)} ${num(cy)}` +
          `L${num(cx + chevron * 0.25)} ${num(cy + chevron * 0.4)}`,
        palette.faint,
        2.5,
      ),
    );
    DERIVED_ROADS.forEach(({ name }, j) => {
      const x = cx + chevron + 8 + j * (tile + tileGap);
      const y = cy - tile / 2;
      const colour = maps.preview[name][winner];
      const extra = {
        'data-road': 'preview',
        'data-for': winner,
        'data-derived': name,
        'data-colour': colour ?? 'none',
      };
      parts.push(
        element('rect', { x, y, width: tile, height: tile, rx: 5, fill: palette.grid }),
        colour ? derivedShape(name, colour, x, y, tile, palette, extra) : notYet(x, y, tile, palette, extra),
      );
    });
    return element('g', { 'data-preview': winner }, parts.join(''));
  });
  const divider = stroke(
    `M${num(box.x + 12)} ${num(box.y + rowHeight)}H${num(box.x + box.width - 12)}`,
    palette.grid,
    1,
  );
  return panel(box, palette, 'preview') + divider + rows.join('');
};

type SummaryKey = 'coups' | 'banker' | 'player' | 'tie' | 'naturals' | 'bankerPairs' | 'playerPairs';

const SUMMARY_ORDER: readonly SummaryKey[] = [
  'coups',
  'banker',
  'player',
  'tie',
  'naturals',
  'bankerPairs',
  'playerPairs',
];

const summaryIcon = (key: SummaryKey, x: number, y: number, size: number, palette: Palette): string => {
  const cx = x + size / 2;
  const cy = y + size / 2;
  switch (key) {
    case 'coups': {
      // A little bead plate: two columns of three beads.
      const r = size * 0.1;
      const dots: string[] = [];
      for (let c = 0; c < 2; c++)
        for (let row = 0; row < 3; row++)
          dots.push(
            element('circle', {
              cx: cx + (c - 0.5) * size * 0.32,
              cy: cy + (row - 1) * size * 0.3,
              r,
              fill: palette.ink,
            }),
          );
      return dots.join('');
    }
    case 'banker':
    case 'player':
    case 'tie':
      return beadIcon(key, cx, cy, size * 0.8, palette);
    case 'naturals':
      return (
        element('circle', { cx, cy, r: size * 0.4, fill: palette.natural }) +
        stroke(centredLetterPath('N', cx, cy, size * 0.44), palette.onNatural, size * 0.085)
      );
    case 'bankerPairs':
    case 'playerPairs': {
      const inset = size * 0.1;
      const side = size - 2 * inset;
      return (
        element('rect', {
          x: x + inset,
          y: y + inset,
          width: side,
          height: side,
          rx: size * 0.12,
          fill: 'none',
          stroke: palette.faint,
          'stroke-width': size * 0.06,
        }) +
        pairDots(
          { bankerPair: key === 'bankerPairs', playerPair: key === 'playerPairs' },
          x + inset * 0.2,
          y + inset * 0.2,
          size - inset * 0.4,
          palette,
        )
      );
    }
  }
};

const summaryStrip = (maps: Roadmaps, box: Box, palette: Palette): string => {
  const itemWidth = (box.width - 8) / SUMMARY_PER_ROW;
  const rowHeight = box.height / SUMMARY_ROWS;
  const size = 22;
  const digitHeight = 14;
  const items = SUMMARY_ORDER.map((key, i) => {
    const value = maps.summary[key];
    const column = i % SUMMARY_PER_ROW;
    const row = Math.floor(i / SUMMARY_PER_ROW);
    const x = box.x + 8 + column * itemWidth;
    const y = box.y + row * rowHeight + (rowHeight - size) / 2;
    const digitsX = x + size + 6;
    const digitsY = y + (size - digitHeight) / 2;
    return element(
      'g',
      { 'data-summary': key, 'data-value': value },
      summaryIcon(key, x, y, size, palette) +
        stroke(numberPath(value, digitsX, digitsY, digitHeight), palette.ink, 2.2),
    );
  });
  return panel(box, palette, 'summary') + items.join('');
};

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
    panel(bigRoad, palette, 'big'),
    gridLines(bigRoad, ROAD_ROWS, palette),
    bigRoadMarks(maps, bigRoad, palette),
    ...DERIVED_ROADS.flatMap(({ name }) => [
      panel(derived[name], palette, name),
      gridLines(derived[name], ROAD_ROWS, palette, 2),
      derivedMarks(maps, name, derived[name], palette),
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
