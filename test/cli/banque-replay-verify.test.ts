/**
 * Banque through the tools: `replay --game banque` prints the engine's sabot-banque/1 export with
 * every default and the stakes it was given, `verify` accepts it and names every coup a tampered
 * copy changes (a card, a result, a default the stakes do not give, a forced decision not
 * followed), and bad arguments or files get one plain line each. Each tool's `main` runs in the
 * test's process (replay-verify.test.ts runs each once as a process).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chips } from '../../src/engine/money.js';
import { buildShoe } from '../../src/engine/shoe.js';
import { dealWholeBanqueShoe } from '../../src/games/banque/rules/coup.js';
import { type BanqueShoeExport, exportBanqueShoe } from '../../src/games/banque/rules/export.js';
import {
  expectNoStackTrace,
  expectReplayVerifies,
  outputLines as lines,
  replayArgs,
  runCli as run,
  useTempDir,
} from '../support/cli.js';

const temp = useTempDir('sabot-banque-cli-');

const banqueArgs = replayArgs('banque');

type Exported = {
  coups: {
    banker: string[];
    result: { right: string; left: string };
    stakes: { right: number; left: number; centre: number };
    decisions: { hand: string; total: number; action: string; by: string }[];
  }[];
};

describe('replay --game banque', () => {
  it('GIVEN seeds and the defaults WHEN replayed THEN stdout is the engine’s sabot-banque/1 export of 6 decks, stakes 1,1,0 on every coup', async () => {
    const serverSeed = randomBytes(32).toString('hex');
    const result = await run('replay', banqueArgs(serverSeed, 'banque:cli', 3));
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const shoe = buildShoe({
      serverSeed,
      clientSeed: 'banque:cli',
      shoeNumber: 3,
      decks: 6,
      cutCardReserve: 16,
    });
    const stakes = { right: chips(1), left: chips(1), centre: chips(0) };
    const expected = exportBanqueShoe(shoe, dealWholeBanqueShoe(shoe, stakes));
    expect(result.stdout).toBe(`${JSON.stringify(expected, null, 2)}\n`);
  });

  it('GIVEN --stakes, --decks 3 and --reserve 9 THEN the export carries them and the banker weighs those stakes', async () => {
    const result = await run(
      'replay',
      banqueArgs('b'.repeat(64), 'x', 1, ['--stakes', '40,0,10', '--decks', '3', '--reserve', '9']),
    );
    const exported = JSON.parse(result.stdout) as BanqueShoeExport;
    expect(exported).toMatchObject({ format: 'sabot-banque/1', decks: 3, cutCardReserve: 9 });
    expect(new Set(exported.coups.map((coup) => JSON.stringify(coup.stakes)))).toEqual(
      new Set([JSON.stringify({ right: 40, left: 0, centre: 10 })]),
    );
    const shoe = buildShoe({
      serverSeed: 'b'.repeat(64),
      clientSeed: 'x',
      shoeNumber: 1,
      decks: 3,
      cutCardReserve: 9,
    });
    const stakes = { right: chips(40), left: chips(0), centre: chips(10) };
    expect(exported).toEqual(exportBanqueShoe(shoe, dealWholeBanqueShoe(shoe, stakes)));
  });

  it('GIVEN bad banque arguments THEN each gives one line on stderr and exit 2', async () => {
    const seed = 'a'.repeat(64);
    const cases: [string[], string][] = [
      [
        banqueArgs(seed, 'x', 1, ['--reserve', '8']),
        "replay: --reserve must be an integer from 9 to 200, got '8'",
      ],
      [banqueArgs(seed, 'x', 1, ['--decks', '8']), "replay: --decks must be one of 3, 6, got '8'"],
      [
        banqueArgs(seed, 'x', 1, ['--stakes', '1,2']),
        "replay: --stakes must be three non-negative integers R,L,C, got '1,2'",
      ],
      [
        banqueArgs(seed, 'x', 1, ['--stakes', '1,-2,0']),
        "replay: --stakes must be three non-negative integers R,L,C, got '1,-2,0'",
      ],
    ];
    const results = await Promise.all(cases.map(([args]) => run('replay', args)));
    results.forEach((result, i) => {
      expect(result).toEqual({ code: 2, stdout: '', stderr: `${cases[i]![1]}\n` });
    });
  });
});

describe('verify a sabot-banque/1 export', () => {
  it('GIVEN a replayed banque shoe WHEN verified THEN every coup holds and it exits 0', async () => {
    const replayed = await run(
      'replay',
      banqueArgs(randomBytes(32).toString('hex'), 'g:1', 2, ['--stakes', '150,140,60']),
    );
    await expectReplayVerifies(temp, replayed.stdout, 2);
  });

  it('GIVEN a tampered export WHEN verified THEN it names each coup and field that differs and exits 1', async () => {
    const replayed = await run('replay', banqueArgs('c'.repeat(64), 'tamper', 1, ['--stakes', '20,10,0']));
    const honest = JSON.parse(replayed.stdout) as Exported;
    const exported = JSON.parse(replayed.stdout) as Exported;
    // Coup 2's banker gets another first card; coup 3 claims the other result on the left.
    const realBanker = honest.coups[1]!.banker;
    exported.coups[1]!.banker[0] = realBanker[0] === '9S' ? '9H' : '9S';
    const realLeft = honest.coups[2]!.result.left;
    exported.coups[2]!.result.left = realLeft === 'win' ? 'lose' : 'win';
    // A forced punter decision claimed the other way round (redealt as the rule says, so the cards
    // that follow are the honest ones), and, in the last coup the banker decides, his default too
    // (redealt as his own choice, which changes the cards he takes).
    const forced = honest.coups.flatMap((coup, i) =>
      coup.decisions.flatMap((d, k) => (d.by === 'rule' && i > 3 ? [[i, k] as const] : [])),
    );
    const [fi, fk] = forced[0]!;
    const punter = exported.coups[fi]!.decisions[fk]!;
    const wasForced = `${punter.hand} ${punter.total} ${punter.action} by rule`;
    punter.action = punter.action === 'card' ? 'stand' : 'card';
    const defaults = honest.coups.flatMap((coup, i) =>
      coup.decisions.flatMap((d, k) => (d.hand === 'banker' && i > fi ? [[i, k] as const] : [])),
    );
    const [bi, bk] = defaults.at(-1)!;
    const banker = exported.coups[bi]!.decisions[bk]!;
    banker.action = banker.action === 'card' ? 'stand' : 'card';
    const file = await temp.write('tampered.json', JSON.stringify(exported));
    const verified = await run('verify', [file]);
    expectNoStackTrace(verified);
    expect(verified.code).toBe(1);
    const output = lines(verified.stdout);
    expect(output.slice(0, 2)).toEqual([
      `coup 2 banker: claimed "${exported.coups[1]!.banker.join(' ')}", actual "${realBanker.join(' ')}"`,
      `coup 3 left result: claimed "${exported.coups[2]!.result.left}", actual "${realLeft}"`,
    ]);
    // The banker's other choice is redealt as his own, not the default the stakes give.
    expect(output).toContain(
      `coup ${bi + 1} decision ${bk + 1}: claimed "banker ${banker.total} ${banker.action} by default", actual "banker ${banker.total} ${banker.action} by player"`,
    );
    // A forced decision claimed the other way is redealt as the rule says.
    expect(output).toContain(
      `coup ${fi + 1} decision ${fk + 1}: claimed "${punter.hand} ${punter.total} ${punter.action} by rule", actual "${wasForced}"`,
    );
    expect(output.at(-1)).toMatch(
      new RegExp(`^verified ${honest.coups.length} coups of shoe 1: \\d+ mismatches$`),
    );
  });

  it('GIVEN a sabot-banque/1 file with a bad field WHEN verified THEN it exits 2 naming the format and the field', async () => {
    const replayed = await run('replay', banqueArgs('d'.repeat(64), 'shape', 1));
    const exported = JSON.parse(replayed.stdout) as { decks: number; coups: { result: unknown }[] };
    exported.coups[0]!.result = 'win';
    exported.decks = 8;
    const file = await temp.write('bad-shape.json', JSON.stringify(exported));
    const verified = await run('verify', [file]);
    expect(verified.code).toBe(2);
    expect(verified.stdout).toBe('');
    expect(lines(verified.stderr)).toEqual([
      `verify: ${file} is not a sabot-banque/1 export: decks must be 3 or 6`,
      `verify: ${file} is not a sabot-banque/1 export: coups[0] must have coup, right, left, banker, decisions, stakes {right, left, centre}, result {right, left}`,
    ]);
  });
});
