/**
 * The roads CLI on a sabot-shoe/1 export of the published known-answer shoe, and one line on
 * stderr with exit code 2 (never a stack trace) for bad input. Its `main` runs in the test's
 * process; the known-answer roads come from the compiled tool as `npm run roads` starts it, a
 * real child process.
 */
import { describe, expect, it } from 'vitest';
import { ROADS_LEGEND, resultOfCoup, roadmaps, roadmapsText } from '../../src/engine/roads/index.js';
import { buildShoe, dealWholeShoe } from '../../src/engine/shoe.js';
import { exportShoe } from '../../src/engine/shoe-export.js';
import { expectNoStackTrace, runCli, runCompiledCli, useTempDir } from '../support/cli.js';
import { KNOWN_ANSWER, KNOWN_ANSWER_COUPS } from '../support/known-answer.js';

const runRoads = (args: readonly string[]) => runCli('roads', args);

const shoe = buildShoe(KNOWN_ANSWER);
const coups = dealWholeShoe(shoe);
const exported = exportShoe(shoe, coups);

const writeTemp = useTempDir('sabot-roads-').write;

/** A deep, mutable copy of the export, as a parsed file would be. */
const editable = (): { rounds: Record<string, unknown>[] } & Record<string, unknown> =>
  JSON.parse(JSON.stringify(exported));

describe('roads', () => {
  it('GIVEN the known-answer export WHEN the compiled tool runs as a process THEN it prints the legend, every road, the preview and the summary', async () => {
    const file = await writeTemp('shoe.json', `${JSON.stringify(exported, null, 2)}\n`);
    const run = await runCompiledCli('roads', [file]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(
      `Roads of shoe 1 (client seed "${KNOWN_ANSWER.clientSeed}", ${KNOWN_ANSWER_COUPS} coups)`,
    );
    expect(run.stdout).toContain(ROADS_LEGEND);
    // The roads the CLI draws from the file are the ones the engine draws from the dealt coups.
    expect(run.stdout).toContain(roadmapsText(roadmaps(coups.map(resultOfCoup))));
    const titles = [
      'Bead Plate',
      'Big Road',
      'Big Eye Boy',
      'Small Road',
      'Cockroach Pig',
      'Next coup',
      'Summary',
    ];
    const at = titles.map((title) => lines.indexOf(title));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Rounds 1-3 of the published vector are Player, Banker, Player: the first bead column starts P B P.
    const bead = lines.slice(at[0]! + 1, at[0]! + 7);
    expect(bead.map((line) => line[0])).toEqual(['P', 'B', 'P', 'P', 'P', 'P']);
    expect(bead.every((line) => line.split(/\s+/).length === 14)).toBe(true); // the 79 coups fill 14 columns
    const summary = lines.slice(at[6]! + 1).join('\n');
    const count = (outcome: string) => exported.rounds.filter((r) => r.outcome === outcome).length;
    expect(summary).toContain(
      `Coups ${KNOWN_ANSWER_COUPS}   Banker ${count('banker')}   Player ${count('player')}   Tie ${count('tie')}`,
    );
    expect(lines.slice(at[5]! + 1, at[5]! + 4)).toEqual([
      expect.stringMatching(/^ {2}Big Eye Boy +Banker [Rb-] {3}Player [Rb-]$/),
      expect.stringMatching(/^ {2}Small Road +Banker [Rb-] {3}Player [Rb-]$/),
      expect.stringMatching(/^ {2}Cockroach Pig +Banker [Rb-] {3}Player [Rb-]$/),
    ]);
  });

  it('GIVEN an export with no rounds THEN the roads are empty and nothing would start', async () => {
    const file = await writeTemp('empty.json', JSON.stringify({ ...exported, rounds: [] }));
    const run = await runRoads([file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Bead Plate\n(empty)');
    expect(run.stdout).toContain('Big Eye Boy\n(not started)');
    expect(run.stdout).toContain('  Big Eye Boy    Banker -   Player -');
    expect(run.stdout).toContain('Coups 0   Banker 0   Player 0   Tie 0');
  });

  it('GIVEN --help THEN it prints the usage with the legend and exits 0', async () => {
    const run = await runRoads(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: npm run roads -- FILE\.json/);
    expect(run.stdout).toContain(ROADS_LEGEND);
  });

  const badFiles: readonly [string, () => string, RegExp][] = [
    ['not JSON', () => '{"format": ', /is not valid JSON/],
    [
      'not an export',
      () => JSON.stringify({ format: 'other' }),
      /is not a sabot-shoe\/1 export: format must be/,
    ],
    [
      'a bad card code',
      () => {
        const value = editable();
        value.rounds[2]!.player = ['ZZ', '4H'];
        return JSON.stringify(value);
      },
      /rounds\[2\]: "ZZ" is not a card code/,
    ],
    [
      'an unknown outcome',
      () => {
        const value = editable();
        value.rounds[0]!.outcome = 'draw';
        return JSON.stringify(value);
      },
      /rounds\[0\]: outcome must be player, banker or tie/,
    ],
  ];
  for (const [what, content, message] of badFiles)
    it(`GIVEN a file with ${what} THEN it exits 2 with one line on stderr`, async () => {
      const file = await writeTemp(`${what.replace(/\W+/g, '-')}.json`, content());
      const run = await runRoads([file]);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(message);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expectNoStackTrace(run);
    });

  const badArguments: readonly [string[], RegExp][] = [
    [[], /missing FILE\.json/],
    [['/no/such/file.json'], /cannot read \/no\/such\/file\.json: no such file/],
    [['a.json', 'b.json'], /unexpected argument 'b\.json'/],
    [['--frobnicate'], /unknown option '--frobnicate'/],
  ];
  for (const [args, message] of badArguments)
    it(`GIVEN arguments [${args.join(' ')}] THEN it exits 2 with one line on stderr`, async () => {
      const run = await runRoads(args);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(message);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expectNoStackTrace(run);
    });
});
