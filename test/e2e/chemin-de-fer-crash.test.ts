/**
 * A chemin de fer coup across a crash of the real bot: the banker is prompted in one of the
 * règle's optional cells, the process is SIGKILLed while the decision is pending, and the restarted
 * bot waits for the same decision with the same deadline, applies the default when it passes,
 * settles and posts the coup once, and the books balance.
 *
 * The coup is known before it is dealt (see support/cdf-shoe-plan.ts): the client seed is chosen
 * so that the first coup puts the banker in an optional cell.
 */
import { describe, expect, it } from 'vitest';
import { type BotWorld, STARTING_CENTS, useBotWorld, withStorage } from './support/bot-harness.js';
import { findClientSeed } from './support/cdf-shoe-plan.js';
import {
  CdfTable,
  decideId,
  isPrivate,
  messageText,
  offeredChoices,
  promptsOf,
  refusalText,
} from './support/cdf-table.js';

const NAMES = ['Ana', 'Ben'] as const;
const BANK = 100;

let world: BotWorld;
let table: CdfTable;

useBotWorld(
  { channels: ['crash'], players: NAMES.length, playerNames: NAMES },
  (started) => {
    world = started;
    table = new CdfTable(world, world.guild.channel('crash').id, NAMES);
  },
  // The killed process leaves nothing to check in its log.
  { expectCleanLog: false },
);

describe('a chemin de fer coup across a crash', () => {
  it('GIVEN the banker prompted in an optional cell WHEN the bot is SIGKILLed and restarted THEN the decision waits with the same deadline, the default applies at it and is explained, and the coup is settled and posted once', async () => {
    expect(isPrivate(await table.admin.slash('table', { value: 'chemin-de-fer' }, 'game').reply())).toBe(
      true,
    );
    // The test deals the coup itself; the default betting timer must not beat it to it.
    expect(isPrivate(await table.admin.slash('table', { seconds: 0 }, 'timer').reply())).toBe(true);
    // A deadline the restart lands well before even on a machine busy with other work (a restart
    // there has taken over 10 s); the default then applies at it.
    expect(isPrivate(await table.admin.slash('table', { seconds: 30 }, 'decision-time').reply())).toBe(true);
    for (const name of NAMES) expect(isPrivate(await table.chemin(name, 'sit'))).toBe(true);
    const { table: fresh } = await table.stored();
    // Every decision by its default (a free 5 draws), so the punter's third card reaches the banker.
    const { clientSeed, plan } = findClientSeed(fresh.shoe.spec, 1, ([coup]) => coup!.bankerOptional, {
      policy: (request) => request.defaultChoice,
    });
    const coup = plan[0]!;
    expect(isPrivate(await table.player('Ben').slash('fair', { value: clientSeed }, 'seed').reply())).toBe(
      true,
    );

    expect(isPrivate(await table.chemin('Ana', 'bank', { amount: BANK }))).toBe(true);
    expect(isPrivate(await table.chemin('Ben', 'banco'))).toBe(true);
    const view = await table.waitForView((v) => v.customIds.includes(`sabot1:deal:${v.round}`), 'Deal');
    const round = view.round;
    await table.player('Ben').slash('deal').response();
    const [punter, banker] = promptsOf(coup);
    expect(punter?.hand).toBe('punter');
    const { prompt: punterPrompt } = await table.answer('Ben', 'punter', punter!.choices, punter!.choice);

    // The banker's prompt: Draw or Stand, with its deadline.
    expect(banker).toMatchObject({ hand: 'banker', choices: ['draw', 'stand'] });
    await table.waitForText('Waiting for **Ana** (banker)');
    const before = (await table.stored()).table.coup!.decision;
    // Ben's answer is taken and the decision is Ana's: his old button and the command are refused.
    // His click took the prompt's buttons away; a press of the old button, replayed, is refused.
    const again = await table
      .player('Ben')
      .click(punterPrompt, decideId(punterPrompt, punter!.choice), 2)
      .reply();
    expect(isPrivate(again)).toBe(true);
    expect(messageText(again)).toContain(refusalText('refusal.decision/stale'));
    const notHis = await table.chemin('Ben', 'decide', { choice: 'stand' });
    expect(messageText(notHis)).toContain(refusalText('refusal.decision/not-yours'));
    expect((await table.stored()).table.coup?.decision).toEqual(before);
    const deadline = `<t:${Math.floor(before.deadline / 1000)}:`;
    const prompt = await table.cards('Ana');
    expect(offeredChoices(prompt)).toEqual(['draw', 'stand']);
    expect(messageText(prompt)).toContain(deadline);

    await world.bot.killed();
    await world.restart();

    // The same decision, the same deadline, shown as before.
    const resumed = await table.stored();
    expect(resumed.table.coup?.decision).toEqual(before);
    expect(Date.now()).toBeLessThan(before.deadline);
    const shownAgain = await table.cards('Ana');
    expect(offeredChoices(shownAgain)).toEqual(['draw', 'stand']);
    expect(messageText(shownAgain)).toContain(deadline);
    expect(table.view()?.text).toContain(deadline);

    // Nobody answers: at the deadline the default (draw) is applied, once, and said so.
    const text = await table.result(round, before.deadline - Date.now() + 15_000);
    expect(Date.now()).toBeGreaterThanOrEqual(before.deadline);
    expect(text).toContain('**Ana** did not answer');
    expect(text).toContain(
      coup.outcome === 'punter' ? 'Punter wins' : coup.outcome === 'tie' ? 'Égalité' : 'Banker wins',
    );
    const record = await withStorage(world, (db) => db.round(table.channelId, round));
    expect(record?.decisions.map((d) => [table.nameOf(d.userId), d.choice, d.by])).toEqual([
      ['Ben', punter!.choice, 'player'],
      ['Ana', 'draw', 'default'],
    ]);

    // Settled once: one result, one round record, and the books balance.
    await table.waitForView((v) => v.round > round, 'the next coup');
    expect(table.results(round)).toHaveLength(1);
    const after = await withStorage(world, async (db) => ({
      next: await db.round(table.channelId, round + 1),
      audit: await db.audit(),
    }));
    expect(after.next).toBeUndefined();
    expect(after.audit.balanced, JSON.stringify(after.audit)).toBe(true);
    const [ana, ben] = [await table.player('Ana').balanceCents(), await table.player('Ben').balanceCents()];
    const { game } = await table.stored();
    expect(ana + ben + game.bankCents + record!.houseTakeCents).toBe(2 * STARTING_CENTS);
    const net = record!.results.find((r) => r.userId === table.player('Ben').userId)!.netCents;
    expect(ben).toBe(STARTING_CENTS + net);
  });
});
