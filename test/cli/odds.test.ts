/**
 * The odds CLI: JSON on stdout for good arguments, and one line on stderr with exit code 2 (never a
 * stack trace) for bad ones. Its `main` runs in the test's process, but for banque's figures: those
 * count every nine-card sequence, which takes plain Node about 1.6 s and code under the test
 * runner's module loader two to three times that, so they come from the compiled tool as
 * `npm run odds` starts it, a real child process.
 */
import { describe, expect, it } from 'vitest';
import {
  BANQUE_PUNTO_BANCO_BANKER,
  BANQUE_RIGHT_ONLY,
  BANQUE_SIX_DECKS,
  BANQUE_STAND_AT_FIVE,
  BANQUE_THREE_DECKS,
  BANQUE_TWO_TO_ONE,
} from '../support/banque-odds.js';
import { CDF_DEFAULT_COUNTS, CDF_SIX_DECK_EDGES, CDF_STRATEGY_ROWS } from '../support/cdf-odds.js';
import { expectNoStackTrace, runCli, runCompiledCli } from '../support/cli.js';
import { EZ_PUBLISHED_ODDS } from '../support/ez-odds.js';
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

  it('GIVEN --game ez-baccarat --decks 8 THEN it prints the published counts, Dragon 7s and Panda 8s, and the edge of every EZ bet', async () => {
    const run = await runOdds('--game', 'ez-baccarat', '--decks', '8');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const report = JSON.parse(run.stdout) as {
      game: string;
      cards: number;
      sequences: string;
      counts: Record<string, string>;
      probabilities: Record<string, { fraction: string; value: number }>;
      houseEdges: Record<
        string,
        { pays: string; houseEdgePercent: string; expectedValue: { fraction: string } }
      >;
    };
    const published = PUBLISHED_ODDS[8];
    const ez = EZ_PUBLISHED_ODDS[8];
    expect([report.game, report.cards, report.sequences]).toEqual(['ez-baccarat', 416, String(ez.sequences)]);
    expect(report.counts).toEqual({
      banker: String(published.banker),
      player: String(published.player),
      tie: String(published.tie),
      dragon7: String(ez.dragon7),
      panda8: String(ez.panda8),
    });
    expect(report.probabilities.dragon7?.fraction).toBe('19129247848/848912750595');
    expect(Object.keys(report.houseEdges)).toEqual(['player', 'banker', 'tie', 'dragon-7', 'panda-8']);
    expect(Object.values(report.houseEdges).map((bet) => bet.pays)).toEqual([
      '1:1',
      '1:1, a Dragon 7 pushes',
      '8:1',
      '40:1',
      '25:1',
    ]);
    const toFour = (spot: string) => Number(report.houseEdges[spot]?.houseEdgePercent).toFixed(4);
    expect(toFour('player')).toBe(published.edges.player);
    expect(toFour('banker')).toBe(ez.edges.banker);
    expect(toFour('tie')).toBe(published.edges.tie);
    expect(toFour('dragon-7')).toBe(ez.edges.dragon7);
    expect(toFour('panda-8')).toBe(ez.edges.panda8);
    expect(report.houseEdges.banker?.houseEdgePercent).toBe('1.018301');
    expect(report.houseEdges['dragon-7']?.houseEdgePercent).toBe('7.611334');
    expect(report.houseEdges['panda-8']?.houseEdgePercent).toBe('10.187632');
    // The exact EV: (Dragon 7s × 41 − sequences) / sequences, reduced.
    expect(report.houseEdges['dragon-7']?.expectedValue.fraction).toBe('-64613588827/848912750595');
  });

  it('GIVEN --game ez-baccarat without --decks, or with a 6-deck --counts THEN it counts 8 decks by default and the published 6-deck integers', async () => {
    const [eight, six] = await Promise.all([
      runOdds('--game=ez-baccarat'),
      runOdds('--game', 'ez-baccarat', '--counts', '96,24,24,24,24,24,24,24,24,24'),
    ]);
    const counts = (run: { stdout: string }) => {
      const report = JSON.parse(run.stdout) as { sequences: string; counts: Record<string, string> };
      return [report.sequences, report.counts.dragon7, report.counts.panda8];
    };
    expect(counts(eight)).toEqual(
      [EZ_PUBLISHED_ODDS[8].sequences, EZ_PUBLISHED_ODDS[8].dragon7, EZ_PUBLISHED_ODDS[8].panda8].map(String),
    );
    expect(counts(six)).toEqual(
      [EZ_PUBLISHED_ODDS[6].sequences, EZ_PUBLISHED_ODDS[6].dragon7, EZ_PUBLISHED_ODDS[6].panda8].map(String),
    );
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

  it('GIVEN --game chemin-de-fer without --decks THEN it counts a 6-deck shoe; an unknown game is refused', async () => {
    const [six, unknown] = await Promise.all([runOdds('--game=chemin-de-fer'), runOdds('--game', 'baccara')]);
    expect(JSON.parse(six.stdout).sequences).toBe(String(CDF_DEFAULT_COUNTS[6].sequences));
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toBe(
      "odds: --game must be one of punto-banco, ez-baccarat, chemin-de-fer, banque, got 'baccara'\n",
    );
  });

  it('GIVEN --game banque WHEN the compiled tool runs as a process THEN it prints the published nine-card integers of one tableau against the banker’s default, the edges, the centre and the other splits', async () => {
    const run = await runCompiledCli('odds', ['--game', 'banque']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const report = JSON.parse(run.stdout) as {
      game: string;
      cards: number;
      sequences: string;
      tableau: Record<string, string>;
      joint: Record<string, Record<string, string>>;
      bankerEdgePercent: string;
      bankerAfterCommissionPercent: Record<string, string>;
      centre: Record<string, string>;
      otherStrategies: {
        name: string;
        right: { win: string; lose: string; tie: string; probabilities: Record<string, string> };
        left: { probabilities: Record<string, string> };
        bankerEdgePercent: string;
      }[];
    };
    const published = BANQUE_SIX_DECKS;
    expect([report.game, report.cards, report.sequences]).toEqual([
      'banque',
      312,
      String(published.sequences),
    ]);
    expect(report.tableau).toEqual({
      win: String(published.tableau.win),
      lose: String(published.tableau.lose),
      tie: String(published.tableau.tie),
    });
    const results = ['win', 'lose', 'tie'];
    expect(results.map((r) => results.map((l) => BigInt(report.joint[r]![l]!)))).toEqual(published.joint);
    const toFour = (text: string) => Number(text).toFixed(4);
    expect(toFour(report.bankerEdgePercent)).toBe(published.bankerEdge.none);
    expect(toFour(report.bankerAfterCommissionPercent['125bp']!)).toBe(published.bankerEdge.open);
    expect(toFour(report.bankerAfterCommissionPercent['200bp']!)).toBe(published.bankerEdge.limited);
    expect(report.centre.frozenFraction).toBe(published.centre.frozenFraction);
    expect(toFour(report.centre.resolvedValuePercent!)).toBe(published.centre.resolvedValue);
    const [rightOnly, twoToOne, standAtFive, puntoBanco] = report.otherStrategies;
    expect([rightOnly!.right.win, rightOnly!.right.lose, rightOnly!.right.tie]).toEqual(
      [BANQUE_RIGHT_ONLY.right.win, BANQUE_RIGHT_ONLY.right.lose, BANQUE_RIGHT_ONLY.right.tie].map(String),
    );
    expect(toFour(rightOnly!.bankerEdgePercent)).toBe(BANQUE_RIGHT_ONLY.bankerEdge);
    expect(twoToOne!.left.probabilities).toEqual(BANQUE_TWO_TO_ONE.left);
    expect(toFour(standAtFive!.bankerEdgePercent)).toBe(BANQUE_STAND_AT_FIVE.bankerEdge);
    expect(puntoBanco!.left.probabilities.win).toBe(BANQUE_PUNTO_BANCO_BANKER.leftWin);
    expect(toFour(puntoBanco!.bankerEdgePercent)).toBe(BANQUE_PUNTO_BANCO_BANKER.bankerEdge);
  });

  it('GIVEN --game banque --decks 3 WHEN the compiled tool runs as a process THEN it prints the published 3-deck figures; too few cards or 7 decks are refused', async () => {
    const [three, few, seven] = await Promise.all([
      runCompiledCli('odds', ['--game', 'banque', '--decks', '3']),
      runOdds('--game', 'banque', '--counts', '1,1,1,1,1,1,1,1,0,0'),
      runOdds('--game', 'banque', '--decks', '7'),
    ]);
    const report = JSON.parse(three.stdout) as { sequences: string; tableau: Record<string, string> };
    expect(report.sequences).toBe(String(BANQUE_THREE_DECKS.sequences));
    expect(report.tableau.win).toBe(String(BANQUE_THREE_DECKS.tableau.win));
    expect(few).toEqual({
      code: 2,
      stdout: '',
      stderr: 'odds: --counts: a banque coup needs 9 cards, the composition holds 8\n',
    });
    expect(seven.stderr).toBe("odds: --decks must be one of 1, 3, 6, 8, got '7'\n");
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
