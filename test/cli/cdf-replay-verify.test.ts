/**
 * Chemin de fer through the tools: `replay --game chemin-de-fer` prints the engine's sabot-cdf/1
 * export, `verify` accepts it and names every coup a tampered copy changes, and bad arguments or
 * files get one plain line each. Each tool's `main` runs in the test's process (replay-verify.test.ts
 * runs each once as a process).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chips } from '../../src/engine/money.js';
import { buildShoe } from '../../src/engine/shoe.js';
import { dealWholeCdfShoe } from '../../src/games/chemin-de-fer/rules/coup.js';
import { type CdfShoeExport, exportCdfShoe } from '../../src/games/chemin-de-fer/rules/export.js';
import {
  expectNoStackTrace,
  expectReplayVerifies,
  outputLines as lines,
  replayArgs,
  runCli as run,
  useTempDir,
} from '../support/cli.js';

const temp = useTempDir('sabot-cdf-cli-');

const cdfArgs = replayArgs('chemin-de-fer');

describe('replay --game chemin-de-fer', () => {
  it('GIVEN seeds and the defaults WHEN replayed THEN stdout is the engine’s sabot-cdf/1 export of 6 decks, a stake of 1 on every coup', async () => {
    const serverSeed = randomBytes(32).toString('hex');
    const result = await run('replay', cdfArgs(serverSeed, 'cdf:cli', 3));
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const shoe = buildShoe({
      serverSeed,
      clientSeed: 'cdf:cli',
      shoeNumber: 3,
      decks: 6,
      cutCardReserve: 16,
    });
    const expected = exportCdfShoe(
      shoe,
      dealWholeCdfShoe(shoe).map((coup) => ({ coup, stake: chips(1) })),
    );
    expect(result.stdout).toBe(`${JSON.stringify(expected, null, 2)}\n`);
  });

  it('GIVEN --stakes, --decks and --reserve THEN the export carries them', async () => {
    const result = await run(
      'replay',
      cdfArgs('b'.repeat(64), 'x', 1, ['--stakes', '25', '--decks', '8', '--reserve', '6']),
    );
    const exported = JSON.parse(result.stdout) as CdfShoeExport;
    expect(exported).toMatchObject({ format: 'sabot-cdf/1', decks: 8, cutCardReserve: 6 });
    expect(new Set(exported.coups.map((coup) => coup.stake))).toEqual(new Set([25]));
  });

  it('GIVEN bad chemin de fer arguments THEN each gives one line on stderr and exit 2', async () => {
    const seed = 'a'.repeat(64);
    const cases: [string[], string][] = [
      [
        cdfArgs(seed, 'x', 1, ['--reserve', '5']),
        "replay: --reserve must be an integer from 6 to 200, got '5'",
      ],
      [cdfArgs(seed, 'x', 1, ['--stakes', '0']), "replay: --stakes must be a positive integer, got '0'"],
      [
        ['--game', 'baccara', '--server-seed', seed, '--client-seed', 'x', '--shoe', '1'],
        "replay: --game must be one of punto-banco, ez-baccarat, chemin-de-fer, banque, got 'baccara'",
      ],
      [
        ['--server-seed', seed, '--client-seed', 'x', '--shoe', '1', '--stakes', '2'],
        'replay: --stakes is for --game chemin-de-fer or banque',
      ],
    ];
    const results = await Promise.all(cases.map(([args]) => run('replay', args)));
    results.forEach((result, i) => {
      expect(result).toEqual({ code: 2, stdout: '', stderr: `${cases[i]![1]}\n` });
    });
  });
});

describe('verify a sabot-cdf/1 export', () => {
  it('GIVEN a replayed chemin de fer shoe WHEN verified THEN every coup holds and it exits 0', async () => {
    const replayed = await run('replay', cdfArgs(randomBytes(32).toString('hex'), 'g:1', 2));
    await expectReplayVerifies(temp, replayed.stdout, 2);
  });

  it('GIVEN a tampered export WHEN verified THEN it names the coups that differ and exits 1', async () => {
    const replayed = await run('replay', cdfArgs('c'.repeat(64), 'tamper', 1));
    const honest = JSON.parse(replayed.stdout) as CdfShoeExport;
    const exported = JSON.parse(replayed.stdout) as {
      coups: { banker: string[]; result: string; decisions: { by: string }[] }[];
    };
    // Coup 2's banker gets another first card; coup 3 claims the other result.
    const realBanker = honest.coups[1]!.banker;
    exported.coups[1]!.banker[0] = realBanker[0] === '9S' ? '9H' : '9S';
    const realResult = honest.coups[2]!.result;
    exported.coups[2]!.result = realResult === 'win' ? 'lose' : 'win';
    const file = await temp.write('tampered.json', JSON.stringify(exported));
    const verified = await run('verify', [file]);
    expectNoStackTrace(verified);
    expect(verified.code).toBe(1);
    expect(lines(verified.stdout)).toEqual([
      `coup 2 banker: claimed "${exported.coups[1]!.banker.join(' ')}", actual "${realBanker.join(' ')}"`,
      `coup 3 result: claimed "${exported.coups[2]!.result}", actual "${realResult}"`,
      `verified ${honest.coups.length} coups of shoe 1: 2 mismatches`,
    ]);
  });

  it('GIVEN a sabot-cdf/1 file with a bad field WHEN verified THEN it exits 2 naming the format and the field', async () => {
    const replayed = await run('replay', cdfArgs('d'.repeat(64), 'shape', 1));
    const exported = JSON.parse(replayed.stdout) as { coups: { result: string }[] };
    exported.coups[0]!.result = 'banker';
    const file = await temp.write('bad-shape.json', JSON.stringify(exported));
    const verified = await run('verify', [file]);
    expect(verified.code).toBe(2);
    expect(verified.stdout).toBe('');
    expect(lines(verified.stderr)).toEqual([
      `verify: ${file} is not a sabot-cdf/1 export: coups[0] must have coup, punter, banker, decisions, stake, result`,
    ]);
  });
});
