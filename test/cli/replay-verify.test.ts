/**
 * The replay and verify tools, checked on exit code, stdout and stderr (one line per problem, never
 * a stack trace): each tool's `main` in the test's process, and once each (the known-answer replay,
 * the tampered file's verify) the compiled tool as `npm run` starts it, a real child process.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildShoe, dealWholeShoe } from '../../src/engine/shoe.js';
import { exportShoe, type ShoeExport } from '../../src/engine/shoe-export.js';
import { expectNoStackTrace, runCli as run, runCompiledCli, useTempDir } from '../support/cli.js';
import {
  KNOWN_ANSWER,
  KNOWN_ANSWER_COMMITMENT,
  KNOWN_ANSWER_COUPS,
  KNOWN_ANSWER_EXPORT_HEAD,
  KNOWN_ANSWER_ROUNDS,
} from '../support/known-answer.js';

const lines = (text: string): string[] => text.split('\n').filter((line) => line !== '');

const replayArgs = (serverSeed: string, clientSeed: string, shoe: number, extra: string[] = []): string[] => [
  '--server-seed',
  serverSeed,
  '--client-seed',
  clientSeed,
  '--shoe',
  String(shoe),
  ...extra,
];

/** The replay arguments of the known-answer shoe (8 decks and a reserve of 16 are the defaults). */
const KNOWN_ANSWER_ARGS = replayArgs(
  KNOWN_ANSWER.serverSeed,
  KNOWN_ANSWER.clientSeed,
  KNOWN_ANSWER.shoeNumber,
);

const temp = useTempDir('sabot-cli-');
const writeTemp = temp.write;

describe('replay', () => {
  it('GIVEN the known-answer seeds WHEN the compiled replay runs as a process THEN stdout is the pretty sabot-shoe/1 export of the published vector', async () => {
    const result = await runCompiledCli('replay', KNOWN_ANSWER_ARGS);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const exported = JSON.parse(result.stdout) as ShoeExport;
    expect(result.stdout).toBe(`${JSON.stringify(exported, null, 2)}\n`);
    expect(exported).toMatchObject(KNOWN_ANSWER_EXPORT_HEAD);
    expect(exported.rounds).toHaveLength(KNOWN_ANSWER_COUPS);
    expect(exported.rounds.slice(0, KNOWN_ANSWER_ROUNDS.length)).toEqual(KNOWN_ANSWER_ROUNDS);
  });

  it('GIVEN --decks 6 --reserve 20 WHEN replayed THEN the export is the engine’s for that spec', async () => {
    const serverSeed = randomBytes(32).toString('hex');
    const result = await run('replay', replayArgs(serverSeed, 'g:c', 4, ['--decks', '6', '--reserve=20']));
    expect(result.code).toBe(0);
    const shoe = buildShoe({ serverSeed, clientSeed: 'g:c', shoeNumber: 4, decks: 6, cutCardReserve: 20 });
    expect(JSON.parse(result.stdout)).toEqual(exportShoe(shoe, dealWholeShoe(shoe)));
  });

  it('GIVEN --help WHEN run THEN the usage is printed and it exits 0', async () => {
    const result = await run('replay', ['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run replay -- --server-seed HEX --client-seed TEXT --shoe N/);
  });

  const seed = 'a'.repeat(64);
  const badArguments: [string, string[], string][] = [
    ['no arguments', [], 'replay: missing --server-seed (try --help)'],
    [
      'no --client-seed',
      ['--server-seed', seed, '--shoe', '1'],
      'replay: missing --client-seed (try --help)',
    ],
    ['no --shoe', ['--server-seed', seed, '--client-seed', 'x'], 'replay: missing --shoe (try --help)'],
    [
      'an unknown flag',
      [...replayArgs(seed, 'x', 1), '--seed', '1'],
      "replay: unknown option '--seed' (try --help)",
    ],
    [
      'a stray argument',
      [...replayArgs(seed, 'x', 1), 'shoe.json'],
      "replay: unexpected argument 'shoe.json' (try --help)",
    ],
    ['a flag given twice', [...replayArgs(seed, 'x', 1), '--shoe', '2'], 'replay: --shoe given twice'],
    ['a flag without its value', [...replayArgs(seed, 'x', 1), '--decks'], 'replay: --decks needs a value'],
    [
      'an uppercase server seed',
      replayArgs('A'.repeat(64), 'x', 1),
      `replay: --server-seed must be 64 lowercase hex characters, got "${'A'.repeat(64)}"`,
    ],
    [
      'a short server seed',
      replayArgs('abc', 'x', 1),
      'replay: --server-seed must be 64 lowercase hex characters, got "abc"',
    ],
    [
      'a 65-character client seed',
      replayArgs(seed, 'y'.repeat(65), 1),
      `replay: --client-seed must be 1-64 printable ASCII characters, got "${'y'.repeat(65)}"`,
    ],
    [
      'decks 7',
      replayArgs(seed, 'x', 1, ['--decks', '7']),
      "replay: --decks must be one of 1, 6, 8, got '7'",
    ],
    [
      'decks 8.0',
      replayArgs(seed, 'x', 1, ['--decks', '8.0']),
      "replay: --decks must be one of 1, 6, 8, got '8.0'",
    ],
    [
      'reserve 4',
      replayArgs(seed, 'x', 1, ['--reserve', '4']),
      "replay: --reserve must be an integer from 5 to 200, got '4'",
    ],
    [
      'reserve 201',
      replayArgs(seed, 'x', 1, ['--reserve', '201']),
      "replay: --reserve must be an integer from 5 to 200, got '201'",
    ],
    [
      'reserve 1e1',
      replayArgs(seed, 'x', 1, ['--reserve', '1e1']),
      "replay: --reserve must be an integer from 5 to 200, got '1e1'",
    ],
    ['shoe 0', replayArgs(seed, 'x', 0), "replay: --shoe must be a positive integer, got '0'"],
    [
      'shoe −1',
      ['--server-seed', seed, '--client-seed', 'x', '--shoe', '-1'],
      "replay: --shoe must be a positive integer, got '-1'",
    ],
    [
      'shoe 1.5',
      ['--server-seed', seed, '--client-seed', 'x', '--shoe', '1.5'],
      "replay: --shoe must be a positive integer, got '1.5'",
    ],
  ];

  it('GIVEN bad arguments WHEN replay runs THEN each gives exactly one clear line on stderr, nothing on stdout, exit 2', async () => {
    const results = await Promise.all(badArguments.map(([, args]) => run('replay', args)));
    results.forEach((result, i) => {
      const [name, , message] = badArguments[i]!;
      expect({ name, code: result.code, stdout: result.stdout, stderr: result.stderr }).toEqual({
        name,
        code: 2,
        stdout: '',
        stderr: `${message}\n`,
      });
    });
  });
});

describe('replay then verify', () => {
  it('GIVEN random seeds WHEN replayed to a file and verified THEN verify reports 0 mismatches and exits 0', async () => {
    const specs = [
      { shoe: 1, extra: [] },
      { shoe: 9, extra: ['--decks', '6'] },
      { shoe: 2, extra: ['--decks', '1', '--reserve', '5'] },
    ];
    await Promise.all(
      specs.map(async ({ shoe, extra }, i) => {
        const serverSeed = randomBytes(32).toString('hex');
        const replayed = await run('replay', replayArgs(serverSeed, `guild:${i}`, shoe, extra));
        expect(replayed.code).toBe(0);
        const rounds = (JSON.parse(replayed.stdout) as ShoeExport).rounds.length;
        const file = await writeTemp(`honest-${i}.json`, replayed.stdout);
        const verified = await run('verify', [file]);
        expect(verified).toEqual({
          code: 0,
          stdout: `verified ${rounds} rounds of shoe ${shoe}: 0 mismatches\n`,
          stderr: '',
        });
      }),
    );
  });

  it('GIVEN a replayed shoe with a card and a total altered WHEN the compiled verify runs on it as a process THEN both mismatches are listed and it exits 1', async () => {
    const replayed = await run('replay', KNOWN_ANSWER_ARGS);
    const exported = JSON.parse(replayed.stdout) as { rounds: { banker: string[]; playerTotal: number }[] };
    // Round 1 Banker is KH 3S 4D: claim KH 4S 4D; round 3's Player total is 8: claim 9.
    exported.rounds[0]!.banker[1] = '4S';
    exported.rounds[2]!.playerTotal = 9;
    const file = await writeTemp('tampered.json', JSON.stringify(exported, null, 2));
    const verified = await runCompiledCli('verify', [file]);
    expectNoStackTrace(verified);
    expect(verified.code).toBe(1);
    expect(lines(verified.stdout)).toEqual([
      'round 1 banker: claimed "KH 4S 4D", actual "KH 3S 4D"',
      'round 3 playerTotal: claimed "9", actual "8"',
      `verified ${KNOWN_ANSWER_COUPS} rounds of shoe 1: 2 mismatches`,
    ]);
    expect(verified.stderr).toBe('');
  });

  it('GIVEN a replayed shoe with a wrong commitment and one round too many WHEN verified THEN it says so and exits 1', async () => {
    const replayed = await run('replay', KNOWN_ANSWER_ARGS);
    const exported = JSON.parse(replayed.stdout) as { commitment: string; rounds: { round: number }[] };
    exported.commitment = 'f'.repeat(64);
    exported.rounds.push({ ...exported.rounds.at(-1)!, round: KNOWN_ANSWER_COUPS + 1 });
    const file = await writeTemp('past-cut.json', JSON.stringify(exported));
    const verified = await run('verify', [file]);
    expect(verified.code).toBe(1);
    expect(lines(verified.stdout)).toEqual([
      `commitment: claimed "${'f'.repeat(64)}", actual "${KNOWN_ANSWER_COMMITMENT}"`,
      `round ${KNOWN_ANSWER_COUPS + 1}: claimed "a coup", actual "the cut card had ended the shoe"`,
      `verified ${KNOWN_ANSWER_COUPS + 1} rounds of shoe 1: 2 mismatches`,
    ]);
  });
});

describe('verify on files it cannot check', () => {
  it('GIVEN garbage, an empty file, a missing file, a directory or a non-export WHEN verified THEN each exits 2 with plain lines on stderr', async () => {
    const garbage = await writeTemp('garbage.json', 'garbage\n{]');
    const empty = await writeTemp('empty.json', '');
    const notExport = await writeTemp(
      'not-export.json',
      JSON.stringify({ format: 'sabot-shoe/1', rounds: 3 }),
    );
    const array = await writeTemp('array.json', '[1, 2]');
    const missing = join(temp.path(), 'missing.json');
    const cases: [string, RegExp[]][] = [
      [garbage, [/^verify: .*garbage\.json is not valid JSON: .+$/]],
      [empty, [/^verify: .*empty\.json is not valid JSON: .+$/]],
      [missing, [/^verify: cannot read .*missing\.json: no such file$/]],
      [temp.path(), [/^verify: cannot read .*: it is a directory$/]],
      [array, [/^verify: .*array\.json is not a sabot-shoe\/1 export: the file is not a JSON object$/]],
      [
        notExport,
        [
          /serverSeed must be 64 lowercase hex characters$/,
          /commitment must be a string$/,
          /clientSeed must be 1–64 printable characters$/,
          /shoeNumber must be a positive integer$/,
          /decks must be 1, 6 or 8$/,
          /cutCardReserve must be an integer from 5 to 200$/,
          /burn must be \{ shown: card code, burned: integer \}$/,
          /rounds must be an array$/,
        ],
      ],
    ];
    const results = await Promise.all(cases.map(([file]) => run('verify', [file])));
    results.forEach((result, i) => {
      const [file, expected] = cases[i]!;
      expectNoStackTrace(result);
      expect({ file, code: result.code, stdout: result.stdout }).toEqual({ file, code: 2, stdout: '' });
      const said = lines(result.stderr);
      expect(said).toHaveLength(expected.length);
      said.forEach((line, j) => {
        expect(line).toMatch(expected[j]!);
      });
    });
  });

  it('GIVEN no file, two files or an unknown flag WHEN verify runs THEN one line on stderr and exit 2', async () => {
    const [none, two, flag] = await Promise.all([
      run('verify', []),
      run('verify', ['a.json', 'b.json']),
      run('verify', ['--strict', 'a.json']),
    ]);
    expect(none).toEqual({ code: 2, stdout: '', stderr: 'verify: missing FILE.json (try --help)\n' });
    expect(two).toEqual({
      code: 2,
      stdout: '',
      stderr: "verify: unexpected argument 'b.json': give one file\n",
    });
    expect(flag).toEqual({ code: 2, stdout: '', stderr: "verify: unknown option '--strict' (try --help)\n" });
  });

  it('GIVEN --help WHEN verify runs THEN the usage is printed and it exits 0', async () => {
    const result = await run('verify', ['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run verify -- FILE\.json/);
  });
});
