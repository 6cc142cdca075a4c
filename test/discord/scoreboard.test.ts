/**
 * The scoreboard picture: the SVG is read back through the data attributes every mark carries
 * (road, outcome, colour, cell), and compared with the roadmaps it was drawn from; the PNG is
 * checked as bytes (signature, IHDR size).
 */
import { describe, expect, it } from 'vitest';
import {
  displayedCell,
  escapeXml,
  MAX_COLUMNS,
  MAX_PNG_WIDTH,
  MIN_PHONE_CELL,
  numberPath,
  renderScoreboardPng,
  SCOREBOARD_LEGEND,
  scoreboardLayout,
  scoreboardSvg,
} from '../../src/discord/scoreboard/index.js';
import {
  type CoupResult,
  DERIVED_ROADS,
  type Roadmaps,
  resultOfCoup,
  roadmaps,
} from '../../src/engine/roads/index.js';
import { buildShoe, dealWholeShoe } from '../../src/engine/shoe.js';
import { KNOWN_ANSWER } from '../support/known-answer.js';

const knownResults = (): CoupResult[] => dealWholeShoe(buildShoe(KNOWN_ANSWER)).map(resultOfCoup);

const OUTCOMES = { B: 'banker', P: 'player', T: 'tie' } as const;

/** `B B Tb P Pp`: B / P / T, then p (Player pair), b (Banker pair), n (natural). */
const coups = (text: string): CoupResult[] =>
  text
    .split(/\s+/)
    .filter((token) => token !== '')
    .map((token) => ({
      outcome: OUTCOMES[token[0] as keyof typeof OUTCOMES],
      playerPair: token.includes('p'),
      bankerPair: token.includes('b'),
      natural: token.includes('n'),
    }));

type Attributes = Record<string, string>;

/** Every element of the SVG with its tag name and attributes (the SVG is generated, so a regex does). */
const elements = (svg: string): (Attributes & { tag: string })[] =>
  [...svg.matchAll(/<([a-z]+)\b([^>]*?)\/?>/g)].map(([, tag, body]) => ({
    tag: tag!,
    ...Object.fromEntries(
      [...body!.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
    ),
  }));

const withAttributes = (svg: string, wanted: Attributes) =>
  elements(svg).filter((element) => Object.entries(wanted).every(([name, value]) => element[name] === value));

const count = (svg: string, wanted: Attributes): number => withAttributes(svg, wanted).length;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk, after checking the signature and the chunk's name. */
const pngSize = (png: Buffer): { width: number; height: number } => {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(png.readUInt32BE(8)).toBe(13);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect(png.subarray(-8, -4).toString('latin1')).toBe('IEND');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};

describe('the scoreboard SVG of a real 8-deck shoe', () => {
  const results = knownResults();
  const maps = roadmaps(results);
  const svg = scoreboardSvg(maps);

  it('GIVEN the known shoe THEN it is a full shoe with ties, pairs, a dragon tail and derived roads', () => {
    expect(results.length).toBeGreaterThan(70);
    expect(maps.bigRoad.placed.some(({ value }) => value.ties > 1)).toBe(true);
    expect(maps.summary.bankerPairs).toBeGreaterThan(0);
    expect(maps.summary.playerPairs).toBeGreaterThan(0);
    expect(maps.bigRoad.columns.some((streak) => streak.length > 6)).toBe(true);
  });

  it('THEN it draws one bead per coup, of its outcome, in its Bead Plate cell', () => {
    const beads = withAttributes(svg, { 'data-road': 'bead' });
    expect(beads).toHaveLength(results.length);
    expect(beads.map((bead) => Number(bead['data-coup']))).toEqual(results.map((_, coup) => coup));
    for (const bead of beads) {
      const expected = maps.beadPlate.cells[Number(bead['data-row'])]![Number(bead['data-column'])]!;
      expect(bead['data-coup']).toBe(String(expected.coup));
      expect(bead['data-outcome']).toBe(expected.outcome);
    }
    for (const outcome of ['banker', 'player', 'tie'] as const)
      expect(count(svg, { 'data-road': 'bead', 'data-outcome': outcome })).toBe(maps.summary[outcome]);
  });

  it('THEN it draws one Big Road mark per entry, at the cell `placed` gives, in dealing order', () => {
    const marks = withAttributes(svg, { 'data-road': 'big' });
    expect(marks).toHaveLength(maps.bigRoad.placed.length);
    expect(
      marks.map((m) => [
        m['data-outcome'],
        Number(m['data-row']),
        Number(m['data-column']),
        Number(m['data-coup']),
      ]),
    ).toEqual(maps.bigRoad.placed.map((p) => [p.value.outcome, p.row, p.column, p.value.coup]));
  });

  it('THEN there is one tie slash per Big Road mark with ties, and a drawn count on each with more than one', () => {
    const tied = maps.bigRoad.placed.filter(({ value }) => value.ties > 0);
    expect(count(svg, { 'data-mark': 'tie' })).toBe(tied.length);
    expect(withAttributes(svg, { 'data-mark': 'tie-count' }).map((m) => Number(m['data-value']))).toEqual(
      tied.filter(({ value }) => value.ties > 1).map(({ value }) => value.ties),
    );
    expect(withAttributes(svg, { 'data-road': 'big' }).map((m) => Number(m['data-ties']))).toEqual(
      maps.bigRoad.placed.map(({ value }) => value.ties),
    );
  });

  it('THEN pair dots appear once per pair on the Bead Plate and once per paired Big Road mark', () => {
    const paired = (key: 'bankerPair' | 'playerPair') =>
      maps.summary[key === 'bankerPair' ? 'bankerPairs' : 'playerPairs'] +
      maps.bigRoad.placed.filter(({ value }) => value[key]).length +
      1; // the summary's own icon
    expect(count(svg, { 'data-mark': 'banker-pair' })).toBe(paired('bankerPair'));
    expect(count(svg, { 'data-mark': 'player-pair' })).toBe(paired('playerPair'));
  });

  it.each(DERIVED_ROADS.map((road) => [road.title, road.name] as const))(
    'THEN %s has one mark per entry of the road, of its colour, at its placed cell',
    (_title, name) => {
      const marks = withAttributes(svg, { 'data-road': name });
      expect(marks.length).toBeGreaterThan(0);
      expect(marks.map((m) => [m['data-colour'], Number(m['data-row']), Number(m['data-column'])])).toEqual(
        maps[name].placed.map((p) => [p.value.colour, p.row, p.column]),
      );
      expect(marks).toHaveLength(maps[name].marks.length);
    },
  );

  it('THEN red and blue derived marks differ in shape too: blue is dashed or hollow, red is not', () => {
    for (const mark of withAttributes(svg, { 'data-colour': 'blue' }).filter(
      (m) => m['data-road'] !== 'preview',
    ))
      expect(mark['stroke-dasharray'] !== undefined || mark.fill === 'none').toBe(true);
    for (const mark of withAttributes(svg, { 'data-road': 'smallRoad', 'data-colour': 'red' }))
      expect(mark.fill).not.toBe('none');
    for (const name of ['bigEyeBoy', 'cockroachPig'])
      for (const mark of withAttributes(svg, { 'data-road': name, 'data-colour': 'red' }))
        expect(mark['stroke-dasharray']).toBeUndefined();
  });

  it('THEN the next-coup block shows each derived road’s colour for Banker and for Player', () => {
    for (const { name } of DERIVED_ROADS)
      for (const winner of ['banker', 'player'] as const) {
        const shown = withAttributes(svg, {
          'data-road': 'preview',
          'data-for': winner,
          'data-derived': name,
        });
        expect(shown).toHaveLength(1);
        expect(shown[0]!['data-colour']).toBe(maps.preview[name][winner] ?? 'none');
      }
  });

  it('THEN the summary strip carries every count of the summary', () => {
    const shown = Object.fromEntries(
      withAttributes(svg, {})
        .filter((m) => m['data-summary'] !== undefined)
        .map((m) => [m['data-summary'], Number(m['data-value'])]),
    );
    expect(shown).toEqual({ ...maps.summary });
  });

  it('THEN it uses no text and no fonts: digits and letters are paths', () => {
    expect(svg).not.toMatch(/<text|<tspan|font-family|font-size/);
    expect(svg).not.toContain('NaN');
    expect(svg).not.toContain('undefined');
    expect(count(svg, { 'data-mark': 'tie-count' })).toBeGreaterThan(0);
  });

  it('THEN the latest bead and the latest Big Road mark are highlighted, and nothing else', () => {
    const latest = withAttributes(svg, { 'data-latest': 'true' });
    expect(latest.map((m) => [m['data-road'], Number(m['data-coup'])])).toEqual([
      ['bead', results.length - 1],
      ['big', maps.bigRoad.placed.at(-1)!.value.coup],
    ]);
  });

  it('THEN the board is narrow enough for a phone: at 400 px wide a Big Road cell is 10 px or more, and every road fits', () => {
    const layout = scoreboardLayout(maps);
    // 24 px cells in a board of 12 + 29 × 24 + 12 = 720 px: 24 × 400 / 720 ≈ 13.3 px on a phone.
    expect(layout.width).toBe(720);
    expect(displayedCell(layout, 400)).toBeGreaterThanOrEqual(MIN_PHONE_CELL);
    expect(layout.bigRoad.firstColumn).toBe(0);
    expect(count(svg, { 'data-mark': 'earlier-columns' })).toBe(0);
    expect(layout.beadPlate.cell).toBeGreaterThanOrEqual(18);
    expect(layout.bigRoad.columns).toBeGreaterThanOrEqual(maps.bigRoad.grid.columns);
    expect(layout.beadPlate.columns).toBeGreaterThanOrEqual(maps.beadPlate.columns);
    for (const { name } of DERIVED_ROADS)
      expect(layout.derived[name].columns).toBeGreaterThanOrEqual(maps[name].grid.columns);
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${layout.width}" height="${layout.height}"`));
  });

  it('GIVEN the light theme THEN the same marks are drawn on a light background', () => {
    const light = scoreboardSvg(maps, { theme: 'light' });
    expect(light).toContain('data-theme="light"');
    expect(svg).toContain('data-theme="dark"');
    expect(light).not.toBe(svg);
    expect(count(light, { 'data-road': 'big' })).toBe(maps.bigRoad.placed.length);
    expect(elements(light)[1]!.fill).toBe('#ffffff');
  });
});

describe('the scoreboard PNG', () => {
  it('GIVEN the known shoe THEN it is a PNG of the board’s size, at most 1,600 px wide', () => {
    const maps = roadmaps(knownResults());
    const png = renderScoreboardPng(maps);
    const { width, height } = pngSize(png);
    const layout = scoreboardLayout(maps);
    expect(width).toBe(layout.width);
    expect(height).toBe(layout.height);
    expect(width).toBeLessThanOrEqual(MAX_PNG_WIDTH);
    expect(png.length).toBeLessThan(500_000);
  });

  it('GIVEN an empty shoe THEN it renders an empty board: a valid PNG with no marks', () => {
    const maps = roadmaps([]);
    const svg = scoreboardSvg(maps);
    expect(count(svg, { 'data-road': 'bead' }) + count(svg, { 'data-road': 'big' })).toBe(0);
    expect(withAttributes(svg, { 'data-road': 'preview' }).map((m) => m['data-colour'])).toEqual(
      Array(6).fill('none'),
    );
    const { width, height } = pngSize(renderScoreboardPng(maps));
    expect(width).toBe(600); // 12 + 24 empty columns × 24 + 12;
    expect(height).toBeGreaterThan(300);
  });

  it('GIVEN a shoe that chops every coup with no tie THEN the Big Road shows its latest columns, marks the cut and stays legible on a phone', () => {
    const maps = roadmaps(coups(Array.from({ length: 90 }, (_, i) => (i % 2 ? 'B' : 'P')).join(' ')));
    const layout = scoreboardLayout(maps);
    const svg = scoreboardSvg(maps);
    expect(maps.bigRoad.grid.columns).toBe(90);
    expect(layout.bigRoad.columns).toBe(MAX_COLUMNS);
    expect(layout.bigRoad.firstColumn).toBe(90 - MAX_COLUMNS);
    // 12 + 36 × 24 + 12 = 888 px: 24 × 400 / 888 ≈ 10.8 px on a phone.
    expect(layout.width).toBe(888);
    expect(displayedCell(layout, 400)).toBeGreaterThanOrEqual(MIN_PHONE_CELL);
    const marks = withAttributes(svg, { 'data-road': 'big' });
    expect(marks.map((m) => Number(m['data-coup']))).toEqual(
      Array.from({ length: MAX_COLUMNS }, (_, i) => 90 - MAX_COLUMNS + i),
    );
    expect(marks.at(-1)!['data-latest']).toBe('true');
    expect(withAttributes(svg, { 'data-mark': 'earlier-columns' }).map((m) => m['data-hidden'])).toContain(
      String(90 - MAX_COLUMNS),
    );
    expect(pngSize(renderScoreboardPng(maps)).width).toBe(888);
  });

  it('GIVEN the light theme THEN it is a PNG of the same size', () => {
    const maps = roadmaps(knownResults());
    expect(pngSize(renderScoreboardPng(maps, { theme: 'light' }))).toEqual(
      pngSize(renderScoreboardPng(maps)),
    );
  });

  it('GIVEN a width THEN the picture is drawn at that width', () => {
    expect(pngSize(renderScoreboardPng(roadmaps(coups('B P T')), { width: 600 })).width).toBe(600);
  });
});

describe('hand-made shoes', () => {
  const svgOf = (text: string): { maps: Roadmaps; svg: string } => {
    const maps = roadmaps(coups(text));
    return { maps, svg: scoreboardSvg(maps) };
  };
  const cells = (svg: string, wanted: Attributes) =>
    withAttributes(svg, wanted).map((m) => `${m['data-row']},${m['data-column']}`);

  it('GIVEN ten Bankers then three Players THEN the streak runs down six rows and its tail turns right', () => {
    const { maps, svg } = svgOf('B B B B B B B B B B P P P');
    expect(cells(svg, { 'data-road': 'big', 'data-outcome': 'banker' })).toEqual([
      '0,0',
      '1,0',
      '2,0',
      '3,0',
      '4,0',
      '5,0',
      '5,1',
      '5,2',
      '5,3',
      '5,4',
    ]);
    expect(cells(svg, { 'data-road': 'big', 'data-outcome': 'player' })).toEqual(['0,1', '1,1', '2,1']);
    expect(cells(svg, { 'data-road': 'big' })).toEqual(
      maps.bigRoad.placed.map((p) => `${p.row},${p.column}`),
    );
  });

  it('GIVEN a tail blocking the next streak THEN that streak turns early, where `placed` puts it', () => {
    const { maps, svg } = svgOf('B B B B B B B B P P P P P P P B');
    expect(cells(svg, { 'data-road': 'big', 'data-outcome': 'player' })).toEqual([
      '0,1',
      '1,1',
      '2,1',
      '3,1',
      '4,1',
      '4,2',
      '4,3',
    ]);
    expect(cells(svg, { 'data-road': 'big' })).toEqual(
      maps.bigRoad.placed.map((p) => `${p.row},${p.column}`),
    );
  });

  it('GIVEN ties before the first win THEN they are counted on the first mark; with no win, a lone slash', () => {
    const tiesFirst = svgOf('T T B Tb').svg;
    expect(withAttributes(tiesFirst, { 'data-road': 'big' }).map((m) => m['data-ties'])).toEqual(['3']);
    expect(withAttributes(tiesFirst, { 'data-mark': 'tie-count' }).map((m) => m['data-value'])).toEqual([
      '3',
    ]);

    const onlyTies = svgOf('T T').svg;
    expect(count(onlyTies, { 'data-road': 'big' })).toBe(0);
    expect(withAttributes(onlyTies, { 'data-mark': 'leading-ties' }).map((m) => m['data-ties'])).toEqual([
      '2',
    ]);
    expect(count(onlyTies, { 'data-road': 'bead', 'data-outcome': 'tie' })).toBe(2);
    expect(pngSize(renderScoreboardPng(roadmaps(coups('T T')))).width).toBeGreaterThan(0);
  });

  it('GIVEN one tie on a mark THEN a slash and no count; pairs go top-left (Banker) and bottom-right (Player)', () => {
    const { svg } = svgOf('Bb T Pp');
    expect(count(svg, { 'data-mark': 'tie' })).toBe(1);
    expect(count(svg, { 'data-mark': 'tie-count' })).toBe(0);
    const [banker] = withAttributes(svg, { 'data-mark': 'banker-pair' });
    const [player] = withAttributes(svg, { 'data-mark': 'player-pair' });
    const bead = scoreboardLayout(roadmaps(coups('Bb'))).beadPlate;
    // First bead cell: the Banker pair dot is in its top-left quarter.
    expect(Number(banker!.cx)).toBeLessThan(bead.x + bead.cell / 2);
    expect(Number(banker!.cy)).toBeLessThan(bead.y + bead.cell / 2);
    // Third bead (row 2): the Player pair dot is in the bottom-right quarter of that cell.
    expect(Number(player!.cx)).toBeGreaterThan(bead.x + bead.cell / 2);
    expect(Number(player!.cy)).toBeGreaterThan(bead.y + 2.5 * bead.cell);
  });
});

describe('drawing helpers', () => {
  it('has a legend in words that fits one embed field', () => {
    expect(SCOREBOARD_LEGEND.length).toBeLessThanOrEqual(1024);
    expect(SCOREBOARD_LEGEND).toMatch(/Banker pair/);
  });

  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('draws every digit as a path of whole segments (0 as an oval, not a box), and refuses what is not a count', () => {
    const d = numberPath(123456789, 0, 0, 10);
    expect(d).toMatch(/^(M-?[\d.]+ -?[\d.]+L-?[\d.]+ -?[\d.]+)+$/);
    // Two half-ellipse arcs: a 0 never reads as the empty square of the pair icons.
    expect(numberPath(0, 0, 0, 10)).toMatch(/^M[\d.]+ 0A[\d.]+ 5 0 0 1 [\d.]+ 10A[\d.]+ 5 0 0 1 [\d.]+ 0$/);
    expect(numberPath(10, 0, 0, 10)).toContain('A');
    // 8 is all seven segments; 1 is a stem and a flag.
    expect(numberPath(8, 0, 0, 10).match(/M/g)).toHaveLength(7);
    expect(numberPath(1, 0, 0, 10).match(/M/g)).toHaveLength(2);
    expect(() => numberPath(-1, 0, 0, 10)).toThrow(RangeError);
    expect(() => numberPath(1.5, 0, 0, 10)).toThrow(RangeError);
  });
});
