/**
 * The odds CLI as a user runs it: a child process, JSON on stdout for good arguments, and one line
 * on stderr with exit code 2 (never a stack trace) for bad ones.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const runOdds = (...args: string[]) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/odds.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
};

interface Report {
  composition: number[];
  cards: number;
  sequences: string;
  counts: Record<'banker' | 'player' | 'tie' | 'bankerSix', string>;
  probabilities: Record<string, { fraction: string; value: number }>;
  houseEdges: Record<string, Record<string, { houseEdgePercent: string }>>;
}

/** A house edge from the report, rounded to the 4 decimals the reference publishes. */
const edge = (report: Report, variant: string, side: string): string =>
  Number(report.houseEdges[variant]?.[side]?.houseEdgePercent).toFixed(4);

describe('npm run odds', () => {
  it('GIVEN --decks 8 THEN it prints the published counts and edges as JSON', () => {
    const run = runOdds('--decks', '8');
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as Report;
    expect(report.composition).toEqual([128, 32, 32, 32, 32, 32, 32, 32, 32, 32]);
    expect(report.cards).toBe(416);
    expect(report.sequences).toBe('4998398275503360');
    expect(report.counts).toEqual({
      banker: '2292252566437888',
      player: '2230518282592256',
      tie: '475627426473216',
      bankerSix: '269232304455680',
    });
    expect(report.probabilities.banker?.value).toBeCloseTo(0.458597, 6);
    expect(edge(report, 'punto-banco', 'banker')).toBe('1.0579');
    expect(edge(report, 'punto-banco', 'player')).toBe('1.2351');
    expect(edge(report, 'punto-banco', 'tie')).toBe('14.3596');
    expect(edge(report, 'punto-2000', 'banker')).toBe('1.4581');
  });

  it('GIVEN --counts for six cards THEN the 720 sequences are split into Banker, Player and Tie', () => {
    const run = runOdds('--counts', '1,1,1,1,1,1,0,0,0,0');
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.composition).toEqual([1, 1, 1, 1, 1, 1, 0, 0, 0, 0]);
    expect(report.sequences).toBe('720');
    const { banker, player, tie } = report.counts;
    expect(BigInt(banker) + BigInt(player) + BigInt(tie)).toBe(720n);
  });

  it('GIVEN --counts for a full 6-deck shoe THEN the counts are the published 6-deck integers', () => {
    const run = runOdds('--counts=96,24,24,24,24,24,24,24,24,24');
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.sequences).toBe('878869206895680');
    expect(report.counts.banker).toBe('403095751234560');
  });

  it('GIVEN --help THEN it prints the usage and exits 0', () => {
    const run = runOdds('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: npm run odds/);
  });

  const badArguments: readonly [string[], RegExp][] = [
    [['--decks', '7'], /--decks must be one of 1, 6, 8/],
    [['--decks'], /--decks needs a value/],
    [['--counts', '1,2,3'], /ten non-negative integers/],
    [['--counts', '1,1,1,1,1,1,1,1,1,-1'], /ten non-negative integers/],
    [['--counts', '1,1,1,1,1,0,0,0,0,0'], /needs 6 cards/],
    [['--frobnicate'], /unknown argument '--frobnicate'/],
    [['--decks', '8', '--counts', '1,1,1,1,1,1,1,1,1,1'], /not both/],
  ];
  for (const [args, message] of badArguments) {
    it(`GIVEN ${args.join(' ')} THEN it exits 2 with one line on stderr and no stack trace`, () => {
      const run = runOdds(...args);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(message);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    });
  }
});
