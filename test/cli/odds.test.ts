/**
 * The odds CLI as a user runs it: a child process, JSON on stdout for good arguments, and one line
 * on stderr with exit code 2 (never a stack trace) for bad ones.
 */
import { describe, expect, it } from 'vitest';
import { CDF_DEFAULT_COUNTS, CDF_SIX_DECK_EDGES, CDF_STRATEGY_ROWS } from '../support/cdf-odds.js';
import { expectNoStackTrace, runCli } from '../support/cli.js';
import { PUBLISHED_ODDS } from '../support/published-odds.js';

const runOdds = (...args: string[]) => runCli('odds', args);

interface Report {
  composition: number[];
  cards: number;
  sequences: string;
  counts: Record<'banker' | 'player' | 'tie' | 'bankerSix', string>;
  probabilities: Record<string, { fraction: string; value: number }>;
  houseEdges: Record<string, Record<string, { houseEdgePercent: string }>>;
}

/** A house edge from the report, rounded to the 4 decimals the published figures have. */
const edge = (report: Report, variant: string, side: string): string =>
  Number(report.houseEdges[variant]?.[side]?.houseEdgePercent).toFixed(4);

describe('npm run odds', () => {
  it('GIVEN --decks 8 THEN it prints the published counts and edges as JSON', async () => {
    const run = await runOdds('--decks', '8');
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as Report;
    expect(report.composition).toEqual([128, 32, 32, 32, 32, 32, 32, 32, 32, 32]);
    expect(report.cards).toBe(416);
    const published = PUBLISHED_ODDS[8];
    expect(report.sequences).toBe(String(published.sequences));
    expect(report.counts).toEqual({
      banker: String(published.banker),
      player: String(published.player),
      tie: String(published.tie),
      bankerSix: String(published.bankerSix),
    });
    expect(report.probabilities.banker?.value).toBeCloseTo(Number(published.probabilities.banker), 6);
    expect(edge(report, 'punto-banco', 'banker')).toBe(published.edges.banker);
    expect(edge(report, 'punto-banco', 'player')).toBe(published.edges.player);
    expect(edge(report, 'punto-banco', 'tie')).toBe(published.edges.tie);
    expect(edge(report, 'punto-2000', 'banker')).toBe(published.edges.banker2000);
  });

  it('GIVEN --counts for six cards THEN the 720 sequences are split into Banker, Player and Tie', async () => {
    const run = await runOdds('--counts', '1,1,1,1,1,1,0,0,0,0');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.composition).toEqual([1, 1, 1, 1, 1, 1, 0, 0, 0, 0]);
    expect(report.sequences).toBe('720');
    const { banker, player, tie } = report.counts;
    expect(BigInt(banker) + BigInt(player) + BigInt(tie)).toBe(720n);
  });

  it('GIVEN --counts for a full 6-deck shoe THEN the counts are the published 6-deck integers', async () => {
    const run = await runOdds('--counts=96,24,24,24,24,24,24,24,24,24');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.sequences).toBe(String(PUBLISHED_ODDS[6].sequences));
    expect(report.counts.banker).toBe(String(PUBLISHED_ODDS[6].banker));
  });

  it('GIVEN --game chemin-de-fer --decks 6 THEN it prints the published chemin de fer integers, edges and strategy rows', async () => {
    const run = await runOdds('--game', 'chemin-de-fer', '--decks', '6');
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as {
      game: string;
      sequences: string;
      counts: Record<string, string>;
      punterEdgePercent: string;
      bankerAfterCommissionPercent: string;
      houseTakePercent: string;
      strategies: Record<string, string>[];
    };
    const published = CDF_DEFAULT_COUNTS[6];
    expect(report.game).toBe('chemin-de-fer');
    expect(report.sequences).toBe(String(published.sequences));
    expect(report.counts).toEqual({
      banker: String(published.banker),
      punter: String(published.punter),
      tie: String(published.tie),
    });
    const toFour = (text: string) => Number(text).toFixed(4);
    expect(toFour(report.punterEdgePercent)).toBe(CDF_SIX_DECK_EDGES.punter);
    expect(toFour(report.bankerAfterCommissionPercent)).toBe(CDF_SIX_DECK_EDGES.bankerAfterCommission);
    expect(toFour(report.houseTakePercent)).toBe(CDF_SIX_DECK_EDGES.houseTake);
    expect(
      report.strategies.map((row) => [
        row.punterAtFive,
        row.banker3v9,
        row.banker5v4,
        BigInt(row.banker!),
        BigInt(row.punter!),
        BigInt(row.tie!),
        toFour(row.bankerEdgePercent!),
      ]),
    ).toEqual(CDF_STRATEGY_ROWS);
  });

  it('GIVEN --game chemin-de-fer without --decks THEN it counts a 6-deck shoe; --game banque is refused', async () => {
    const [six, banque] = await Promise.all([runOdds('--game=chemin-de-fer'), runOdds('--game', 'banque')]);
    expect(JSON.parse(six.stdout).sequences).toBe(String(CDF_DEFAULT_COUNTS[6].sequences));
    expect(banque).toMatchObject({ code: 2, stdout: '' });
    expect(banque.stderr).toBe("odds: --game must be one of punto-banco, chemin-de-fer, got 'banque'\n");
  });

  it('GIVEN --help THEN it prints the usage and exits 0', async () => {
    const run = await runOdds('--help');
    expect(run.code).toBe(0);
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
    it(`GIVEN ${args.join(' ')} THEN it exits 2 with one line on stderr and no stack trace`, async () => {
      const run = await runOdds(...args);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(message);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expectNoStackTrace(run);
    });
  }
});
