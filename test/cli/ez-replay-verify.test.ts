/**
 * EZ Baccarat through the tools: `replay --game ez-baccarat` prints its `sabot-shoe/1` export
 * naming the game, each round with what every bet did by EZ's rules (no commission, the Banker
 * pushed on a three-card 7, Dragon 7 and Panda 8); `verify` reads a file naming EZ Baccarat by
 * those rules, accepting an honest one and naming each result a tampered copy changes. Each tool's
 * `main` runs in the test's process (replay-verify.test.ts runs each once as a process).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildShoe, dealWholeShoe } from '../../src/engine/shoe.js';
import { exportShoe } from '../../src/engine/shoe-export.js';
import { type EzShoeExport, exportEzShoe } from '../../src/games/ez-baccarat/rules/export.js';
import { expectNoStackTrace, replayArgs, runCli as run, useTempDir } from '../support/cli.js';
import { KNOWN_ANSWER, KNOWN_ANSWER_COUPS } from '../support/known-answer.js';

const lines = (text: string): string[] => text.split('\n').filter((line) => line !== '');
const temp = useTempDir('sabot-ez-cli-');

const ezArgs = replayArgs('ez-baccarat');

const KNOWN_ANSWER_ARGS = ezArgs(KNOWN_ANSWER.serverSeed, KNOWN_ANSWER.clientSeed, KNOWN_ANSWER.shoeNumber);

/** The known-answer shoe as EZ Baccarat exports it: round 47 is a Dragon 7, rounds 1, 3 and 42 a Panda 8. */
const knownAnswerEz = async (): Promise<EzShoeExport> => {
  const replayed = await run('replay', KNOWN_ANSWER_ARGS);
  expect(replayed).toMatchObject({ code: 0, stderr: '' });
  return JSON.parse(replayed.stdout) as EzShoeExport;
};

describe('replay --game ez-baccarat', () => {
  it('GIVEN seeds WHEN replayed THEN stdout is the sabot-shoe/1 export naming EZ Baccarat, Punto Banco’s cards with EZ’s results', async () => {
    const serverSeed = randomBytes(32).toString('hex');
    const result = await run('replay', ezArgs(serverSeed, 'ez:cli', 2, ['--decks', '6']));
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const shoe = buildShoe({ serverSeed, clientSeed: 'ez:cli', shoeNumber: 2, decks: 6, cutCardReserve: 16 });
    const expected = exportEzShoe(shoe, dealWholeShoe(shoe));
    expect(result.stdout).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    expect(expected).toMatchObject({ format: 'sabot-shoe/1', game: 'ez-baccarat' });
    // The cards, totals and outcomes are Punto Banco's, round for round.
    expect(expected.rounds).toMatchObject(exportShoe(shoe, dealWholeShoe(shoe)).rounds);
  });

  it('GIVEN the known-answer shoe THEN each round states what every bet did by EZ’s rules', async () => {
    const exported = await knownAnswerEz();
    expect(exported.rounds).toHaveLength(KNOWN_ANSWER_COUPS);
    // Round 47: the Banker wins on three cards totalling 7. It pushes, no commission anywhere; Dragon 7 pays.
    const dragon = exported.rounds[46]!;
    expect(dragon).toMatchObject({ outcome: 'banker', bankerTotal: 7 });
    expect(dragon.banker).toHaveLength(3);
    expect(dragon.result).toEqual({
      player: 'lose',
      banker: 'push',
      tie: 'lose',
      'dragon-7': 'win',
      'panda-8': 'lose',
    });
    // Round 1: the Player wins on three cards totalling 8: Panda 8 pays.
    expect(exported.rounds[0]!.result).toEqual({
      player: 'win',
      banker: 'lose',
      tie: 'lose',
      'dragon-7': 'lose',
      'panda-8': 'win',
    });
    // Any other Banker win pays the Banker at evens, and only Dragon 7 rounds push it on a win.
    for (const round of exported.rounds.filter((r) => r.outcome === 'banker'))
      expect(round.result.banker).toBe(round.result['dragon-7'] === 'win' ? 'push' : 'win');
    for (const round of exported.rounds.filter((r) => r.outcome === 'tie'))
      expect(round.result).toMatchObject({ player: 'push', banker: 'push', tie: 'win' });
  });

  it('GIVEN --stakes at EZ Baccarat THEN one line on stderr and exit 2: it weighs no stakes', async () => {
    const result = await run('replay', [...KNOWN_ANSWER_ARGS, '--stakes', '5']);
    expectNoStackTrace(result);
    expect(result.code).toBe(2);
    expect(lines(result.stderr)).toEqual(['replay: --stakes is for --game chemin-de-fer or banque']);
  });
});

describe('verify an EZ Baccarat export', () => {
  it('GIVEN an honest replay WHEN verified THEN every round holds by EZ’s rules and it exits 0', async () => {
    const file = await temp.write('ez-honest.json', JSON.stringify(await knownAnswerEz(), null, 2));
    expect(await run('verify', [file])).toEqual({
      code: 0,
      stdout: `verified ${KNOWN_ANSWER_COUPS} rounds of shoe 1: 0 mismatches\n`,
      stderr: '',
    });
  });

  it('GIVEN the Dragon 7 round claiming the Banker paid at evens, and a Panda 8 it did not pay WHEN verified THEN both are named and it exits 1', async () => {
    const exported = await knownAnswerEz();
    const tampered = JSON.parse(JSON.stringify(exported)) as { rounds: { result: Record<string, string> }[] };
    tampered.rounds[46]!.result.banker = 'win';
    tampered.rounds[2]!.result['panda-8'] = 'lose';
    const file = await temp.write('ez-tampered.json', JSON.stringify(tampered));
    const verified = await run('verify', [file]);
    expectNoStackTrace(verified);
    expect(verified.code).toBe(1);
    expect(lines(verified.stdout)).toEqual([
      'round 3 panda-8: claimed "lose", actual "win"',
      'round 47 banker: claimed "win", actual "push"',
      `verified ${KNOWN_ANSWER_COUPS} rounds of shoe 1: 2 mismatches`,
    ]);
  });

  it('GIVEN a card changed WHEN verified THEN the card is named, and what EZ pays on the coup the shoe deals', async () => {
    const exported = await knownAnswerEz();
    const tampered = JSON.parse(JSON.stringify(exported)) as { rounds: { banker: string[] }[] };
    // Round 47's Banker third card changed: the cards no longer hold, whatever the results claim.
    const banker = tampered.rounds[46]!.banker;
    const changed = banker[2] === 'KS' ? 'QS' : 'KS';
    const original = banker.join(' ');
    banker[2] = changed;
    const file = await temp.write('ez-card.json', JSON.stringify(tampered));
    const verified = await run('verify', [file]);
    expect(verified.code).toBe(1);
    expect(lines(verified.stdout)).toEqual([
      `round 47 banker: claimed "${[...original.split(' ').slice(0, 2), changed].join(' ')}", actual "${original}"`,
      `verified ${KNOWN_ANSWER_COUPS} rounds of shoe 1: 1 mismatch`,
    ]);
  });

  it('GIVEN a sabot-shoe/1 file naming EZ Baccarat without its results, or naming a game with no such export WHEN verified THEN it is refused, exit 2', async () => {
    const shoe = buildShoe(KNOWN_ANSWER);
    const bare = { ...exportShoe(shoe, dealWholeShoe(shoe)), game: 'ez-baccarat' };
    const bareFile = await temp.write('ez-bare.json', JSON.stringify(bare));
    const refused = await run('verify', [bareFile]);
    expectNoStackTrace(refused);
    expect(refused.code).toBe(2);
    expect(lines(refused.stderr)[0]).toBe(
      `verify: ${bareFile} is not a sabot-shoe/1 export: rounds[0].result must give each of player, banker, tie, dragon-7, panda-8 as win, push or lose`,
    );

    const otherFile = await temp.write('dice.json', JSON.stringify({ ...bare, game: 'dice' }));
    const other = await run('verify', [otherFile]);
    expect(other.code).toBe(2);
    expect(lines(other.stderr)).toEqual([
      `verify: ${otherFile} is not a sabot-shoe/1 export: game must be one of the games exporting sabot-shoe/1, got "dice"`,
    ]);
  });
});
