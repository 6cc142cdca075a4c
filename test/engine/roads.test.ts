/**
 * The roadmaps, hand-worked: every expected grid below was placed by hand from the published rules
 * (see src/engine/roads/derived-roads.ts) and is written out literally, one string per grid row.
 * Sequences are written as space-separated coups: B / P / T, then p (Player pair), b (Banker
 * pair), n (natural), e.g. `Bpn`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealCoup } from '../../src/engine/coup.js';
import {
  beadPlate,
  beadText,
  bigRoad,
  bigRoadText,
  type CoupResult,
  DERIVED_ROADS,
  type DerivedRoadName,
  derivedRoad,
  derivedText,
  gridLines,
  placeColumns,
  previewNext,
  RoundProblem,
  resultOfCoup,
  resultOfExportedRound,
  roadmaps,
  summarize,
} from '../../src/engine/roads/index.js';
import type { ExportedRound } from '../../src/engine/shoe-export.js';

const OUTCOMES = { B: 'banker', P: 'player', T: 'tie' } as const;

const coups = (text: string): CoupResult[] =>
  text
    .split(/\s+/)
    .filter((token) => token !== '')
    .map((token) => {
      const outcome = OUTCOMES[token[0] as keyof typeof OUTCOMES];
      if (!outcome || !/^[BPT][pbn]*$/.test(token)) throw new Error(`bad token ${token}`);
      const flags = token.slice(1);
      return {
        outcome,
        playerPair: flags.includes('p'),
        bankerPair: flags.includes('b'),
        natural: flags.includes('n'),
      };
    });

const repeat = (token: string, times: number): string => Array(times).fill(token).join(' ');

const bigRoadLines = (text: string) => gridLines(bigRoad(coups(text)).grid, bigRoadText);
const derivedLines = (text: string, offset: number) =>
  gridLines(derivedRoad(bigRoad(coups(text)), offset).grid, derivedText);
const colours = (text: string, offset: number) =>
  derivedRoad(bigRoad(coups(text)), offset)
    .marks.map((mark) => derivedText(mark))
    .join('');

describe('Bead Plate', () => {
  it('GIVEN eight coups with pairs and ties THEN they fill column 1 top to bottom, then column 2, marks kept', () => {
    const plate = beadPlate(coups('B Pp T Bb Tpb Pn B P'));
    expect(gridLines(plate, beadText)).toEqual([
      'B   B', //
      'Pp  P',
      'T   .',
      'Bb  .',
      'Tpb .',
      'P   .',
    ]);
    expect(plate.columns).toBe(2);
    expect(plate.cells[4]![0]).toEqual({
      coup: 4,
      outcome: 'tie',
      playerPair: true,
      bankerPair: true,
      natural: false,
    });
    expect(plate.cells[5]![0]?.natural).toBe(true);
    expect(plate.cells[1]![1]?.coup).toBe(7);
  });

  it('GIVEN no coups THEN the plate is empty', () => {
    expect(beadPlate([]).columns).toBe(0);
    expect(gridLines(beadPlate([]), beadText)).toEqual([]);
  });
});

describe('Big Road', () => {
  it('GIVEN streaks THEN a new column starts whenever the winner changes', () => {
    expect(bigRoadLines('B B P B B B P B P P B B B B')).toEqual([
      'B P B P B P B',
      'B . B . . P B',
      '. . B . . . B',
      '. . . . . . B',
      '. . . . . . .',
      '. . . . . . .',
    ]);
  });

  it('GIVEN ties before the first win THEN they are counted on the first mark and reported as leading', () => {
    const road = bigRoad(coups('T T B T P P T T T B'));
    expect(road.leadingTies).toBe(2);
    expect(road.columns.map((column) => column.map((mark) => mark.ties))).toEqual([[3], [0, 3], [0]]);
    expect(gridLines(road.grid, bigRoadText).slice(0, 2)).toEqual([
      'B3 P  B', //
      '.  P3 .',
    ]);
  });

  it('GIVEN only ties THEN there is no mark, only the leading count', () => {
    const road = bigRoad(coups('T T T'));
    expect(road.leadingTies).toBe(3);
    expect(road.columns).toEqual([]);
    expect(road.grid.columns).toBe(0);
  });

  it('GIVEN ties mid-shoe THEN each adds to the latest mark; a tie’s pairs stay on the Bead Plate', () => {
    expect(bigRoadLines('B T T P P T B').slice(0, 2)).toEqual([
      'B2 P  B', //
      '.  P1 .',
    ]);
    const road = bigRoad(coups('Bp P Tb Pb'));
    expect(gridLines(road.grid, bigRoadText).slice(0, 2)).toEqual([
      'Bp P1', //
      '.  Pb',
    ]);
    expect(road.columns[1]![0]).toMatchObject({
      outcome: 'player',
      ties: 1,
      playerPair: false,
      bankerPair: false,
    });
    expect(road.columns[1]![0]?.coup).toBe(1);
  });

  it('GIVEN 8 Bankers then 7 Players THEN the first bends at the bottom and the second bends on its tail', () => {
    const road = bigRoad(coups(`${repeat('B', 8)} ${repeat('P', 7)} B B P`));
    expect(gridLines(road.grid, bigRoadText)).toEqual([
      'B P B P',
      'B P B .',
      'B P . .',
      'B P . .',
      'B P P P',
      'B B B .',
    ]);
    expect(road.columns.map((column) => column.length)).toEqual([8, 7, 2, 1]);
    expect(road.placed.slice(6, 8).map(({ row, column }) => [row, column])).toEqual([
      [5, 1],
      [5, 2],
    ]);
  });

  it('GIVEN a staircase of dragon tails THEN each bends on the one below and a start skips a taken top cell', () => {
    const text = [12, 10, 8, 6, 4, 3, 1].map((n, i) => repeat(i % 2 === 0 ? 'B' : 'P', n)).join(' ');
    const road = bigRoad(coups(text));
    expect(gridLines(road.grid, bigRoadText)).toEqual([
      'B P B P B P P P B',
      'B P B P B B B . .',
      'B P B P P P P . .',
      'B P B B B B B . .',
      'B P P P P P P . .',
      'B B B B B B B . .',
    ]);
    // The logical columns are the streaks, unbent.
    expect(road.columns.map((column) => column.length)).toEqual([12, 10, 8, 6, 4, 3, 1]);
    // Derived roads read the logical columns, not the bent grid.
    expect(colours(text, 1)).toBe(`${'R'.repeat(9)}b${'R'.repeat(7)}b${'R'.repeat(5)}bRRRbRRb`);
    expect(derivedLines(text, 1)).toEqual([
      'R b R b R b R b R b',
      'R . R . R . R . R .',
      'R . R . R . R . . .',
      'R . R . R R . . . .',
      'R . R R R . . . . .',
      'R R R R . . . . . .',
    ]);
  });

  it('GIVEN any values on a 2-row grid THEN placeColumns bends them by the same rule', () => {
    const grid = placeColumns([['a', 'a', 'a'], ['b'], ['c', 'c']], 2);
    expect(gridLines(grid, (cell) => cell)).toEqual([
      'a b c', //
      'a a c',
    ]);
  });
});

describe('derived roads', () => {
  // Columns of lengths 2, 1, 3, 1, 1, 2, 4 (worked entry by entry in the comments).
  const SHOE = 'B B P B B B P B P P B B B B';

  it('GIVEN columns 2 1 3 1 1 2 4 THEN Big Eye Boy starts at column 3 row 1 (column 2 has one mark)', () => {
    // 1-based. Column 3: row 1, columns 2 and 1 differ (1 vs 2) b; row 2, column 2 stopped at row 1 b;
    // row 3, column 2 empty at rows 2 and 3 R. Column 4: 3 vs 1 b. Column 5: 1 vs 3 b. Column 6: 1 vs 1 R;
    // row 2 b. Column 7: 2 vs 1 b; row 2 R; row 3, column 6 stopped at row 2 b; row 4 R.
    expect(colours(SHOE, 1)).toBe('bbRbbRbbRbR');
    expect(derivedLines(SHOE, 1).slice(0, 2)).toEqual([
      'b R b R b R b R', //
      'b . b . b . . .',
    ]);
  });

  it('GIVEN the same columns THEN Small Road starts at column 3 row 2 (the second mark of column 3)', () => {
    expect(colours(SHOE, 2)).toBe('RbbRbbbbRR');
    expect(derivedRoad(bigRoad(coups(SHOE)), 2).marks[0]).toMatchObject({ column: 2, row: 1 });
    expect(derivedLines(SHOE, 2).slice(0, 4)).toEqual([
      'R b R b R', //
      '. b . b R',
      '. . . b .',
      '. . . b .',
    ]);
  });

  it('GIVEN the same columns THEN Cockroach Pig starts at column 5 row 1 (column 4 has one mark)', () => {
    expect(colours(SHOE, 3)).toBe('bRRbbRR');
    expect(derivedRoad(bigRoad(coups(SHOE)), 3).marks[0]).toMatchObject({ column: 4, row: 0 });
    expect(derivedLines(SHOE, 3).slice(0, 2)).toEqual([
      'b R b R', //
      '. R b R',
    ]);
  });

  const starts: readonly [string, number, string, [number, number]][] = [
    ['B P', 1, '', [0, 0]],
    ['B P P', 1, 'b', [1, 1]], // column 2 row 2
    ['B P B', 1, 'R', [2, 0]], // column 3 row 1
    ['B P B', 2, '', [0, 0]],
    ['B P B B', 2, 'b', [2, 1]], // column 3 row 2: column 1 ended at row 1
    ['B P B P', 2, 'R', [3, 0]], // column 4 row 1: columns 3 and 1 alike
    ['B P B P', 3, '', [0, 0]],
    ['B P B P P', 3, 'b', [3, 1]], // column 4 row 2
    ['B P B P B', 3, 'R', [4, 0]], // column 5 row 1
    ['B B P B', 3, '', [0, 0]],
  ];
  for (const [text, offset, expected, [column, row]] of starts)
    it(`GIVEN ${text} THEN the road comparing ${offset} apart reads '${expected}'`, () => {
      const road = derivedRoad(bigRoad(coups(text)), offset);
      expect(road.marks.map(derivedText).join('')).toBe(expected);
      if (expected !== '') expect(road.marks[0]).toMatchObject({ column, row });
    });

  it('GIVEN ties anywhere THEN the derived roads ignore them', () => {
    expect(colours('T B T P T T B T P T', 1)).toBe(colours('B P B P', 1));
  });
});

describe('next-coup preview', () => {
  it('GIVEN columns 2 1 3 1 1 2 4 ending on Banker THEN Banker continues (R R R), Player opens a column (b b b)', () => {
    expect(previewNext(bigRoad(coups('B B P B B B P B P P B B B B')))).toEqual({
      bigEyeBoy: { banker: 'red', player: 'blue' },
      smallRoad: { banker: 'red', player: 'blue' },
      cockroachPig: { banker: 'red', player: 'blue' },
    });
  });

  it('GIVEN B P THEN only Big Eye Boy would have started', () => {
    expect(previewNext(bigRoad(coups('B P')))).toEqual({
      bigEyeBoy: { banker: 'red', player: 'blue' },
      smallRoad: { banker: undefined, player: undefined },
      cockroachPig: { banker: undefined, player: undefined },
    });
  });

  it('GIVEN no win yet (or none at all) THEN no road would start', () => {
    const none = { banker: undefined, player: undefined };
    const expected = { bigEyeBoy: none, smallRoad: none, cockroachPig: none };
    expect(previewNext(bigRoad(coups('T T')))).toEqual(expected);
    expect(previewNext(bigRoad(coups('B')))).toEqual(expected);
  });
});

describe('summary and adapters', () => {
  it('GIVEN coups THEN the summary counts outcomes, naturals and pairs', () => {
    expect(summarize(coups('Bn Ppb T Tpn Bb P'))).toEqual({
      coups: 6,
      banker: 2,
      player: 2,
      tie: 2,
      naturals: 2,
      playerPairs: 2,
      bankerPairs: 2,
    });
  });

  it('GIVEN a dealt coup THEN pairs are same-rank first two cards and natural is the coup’s', () => {
    // Player 4S 4H = 8 (natural, pair); Banker KS KD = 0 (pair).
    const coup = dealCoup(Uint8Array.from([3, 12, 16, 38, 0, 0]), 0);
    expect(resultOfCoup(coup)).toEqual({
      outcome: 'player',
      playerPair: true,
      bankerPair: true,
      natural: true,
    });
    // Player TS JS: same value, different rank — no pair.
    const noPair = dealCoup(Uint8Array.from([9, 1, 10, 2, 4, 5]), 0);
    expect(resultOfCoup(noPair)).toMatchObject({ playerPair: false, bankerPair: false });
  });

  it('GIVEN exported rounds THEN the adapter reads pairs and naturals from the first two cards', () => {
    const round = (player: string[], banker: string[], outcome: string): ExportedRound =>
      ({ round: 1, player, banker, playerTotal: 0, bankerTotal: 0, outcome }) as ExportedRound;
    expect(resultOfExportedRound(round(['4S', '4H'], ['KS', 'KD'], 'player'), 0)).toEqual({
      outcome: 'player',
      playerPair: true,
      bankerPair: true,
      natural: true,
    });
    // 2 + 3 + 4 = 9 on three cards is not a natural; TS JS is not a pair.
    expect(resultOfExportedRound(round(['2S', '3S', '4S'], ['TS', 'JS', 'AD'], 'player'), 0)).toEqual({
      outcome: 'player',
      playerPair: false,
      bankerPair: false,
      natural: false,
    });
    expect(() => resultOfExportedRound(round(['ZZ', '4H'], ['KS', 'KD'], 'tie'), 4)).toThrow(
      new RoundProblem('rounds[4]: "ZZ" is not a card code'),
    );
    expect(() => resultOfExportedRound(round(['4S', '4H'], ['KS', 'KD'], 'draw'), 0)).toThrow(RoundProblem);
    expect(() => resultOfExportedRound(round(['4S'], ['KS', 'KD'], 'tie'), 0)).toThrow(/2 or 3 cards/);
  });
});

describe('properties', () => {
  const arbitraryResult = fc.record({
    outcome: fc.constantFrom<CoupResult['outcome']>('banker', 'player', 'tie'),
    playerPair: fc.boolean(),
    bankerPair: fc.boolean(),
    natural: fc.boolean(),
  });
  // Long streaks are rare at random; weight outcomes so dragon tails and staircases happen.
  const arbitraryShoe = fc.oneof(
    fc.array(arbitraryResult, { maxLength: 90 }),
    fc
      .array(fc.tuple(arbitraryResult, fc.integer({ min: 1, max: 12 })), { maxLength: 20 })
      .map((runs) => runs.flatMap(([result, n]) => Array<CoupResult>(n).fill(result))),
  );

  /** Big Road entries from each road's start: (c ≥ k and r ≥ 1) or c ≥ k + 1. */
  const entriesFromStart = (lengths: number[], offset: number): number =>
    lengths.reduce((sum, length, c) => sum + (c >= offset + 1 ? length : c >= offset ? length - 1 : 0), 0);

  it('GIVEN any shoe THEN each derived road has one mark per Big Road entry from its start', () => {
    fc.assert(
      fc.property(arbitraryShoe, (results) => {
        const roads = roadmaps(results);
        const lengths = roads.bigRoad.columns.map((column) => column.length);
        for (const { name, offset } of DERIVED_ROADS) {
          const road = roads[name];
          expect(road.marks).toHaveLength(entriesFromStart(lengths, offset));
          expect(road.placed).toHaveLength(road.marks.length);
          expect(road.columns.flat()).toEqual(road.marks);
        }
      }),
    );
  });

  it('GIVEN any shoe THEN the bead plate holds every coup in order, column by column', () => {
    fc.assert(
      fc.property(arbitraryShoe, (results) => {
        const plate = beadPlate(results);
        expect(plate.columns).toBe(Math.ceil(results.length / 6));
        const read = [];
        for (let c = 0; c < plate.columns; c++)
          for (let r = 0; r < plate.rows; r++) if (plate.cells[r]![c]) read.push(plate.cells[r]![c]!);
        expect(read.map((bead) => bead.coup)).toEqual(results.map((_, i) => i));
        expect(read.map(({ coup: _, ...rest }) => rest)).toEqual(results);
      }),
    );
  });

  it('GIVEN any shoe THEN the Big Road keeps every win and every tie, each in its own cell of 6 rows', () => {
    fc.assert(
      fc.property(arbitraryShoe, (results) => {
        const road = bigRoad(results);
        const marks = road.columns.flat();
        expect(marks).toHaveLength(results.filter((r) => r.outcome !== 'tie').length);
        const ties =
          marks.reduce((sum, mark) => sum + mark.ties, 0) + (marks.length === 0 ? road.leadingTies : 0);
        expect(ties).toBe(results.filter((r) => r.outcome === 'tie').length);
        const cells = new Set(road.placed.map(({ row, column }) => `${row},${column}`));
        expect(cells.size).toBe(marks.length);
        expect(road.placed.every(({ row }) => row >= 0 && row < 6)).toBe(true);
        expect(road.grid.cells.flat().filter((cell) => cell !== undefined)).toHaveLength(marks.length);
      }),
    );
  });

  it('GIVEN any shoe THEN the preview is the mark each road adds when that coup is dealt', () => {
    fc.assert(
      fc.property(arbitraryShoe, fc.constantFrom('banker', 'player' as const), (results, next) => {
        const before = roadmaps(results);
        const after = roadmaps([
          ...results,
          { outcome: next, playerPair: false, bankerPair: false, natural: false },
        ]);
        for (const { name } of DERIVED_ROADS) {
          const added = after[name as DerivedRoadName].marks.slice(before[name].marks.length);
          expect(added.map((mark) => mark.colour)).toEqual(
            before.preview[name][next] === undefined ? [] : [before.preview[name][next]],
          );
        }
      }),
    );
  });
});
