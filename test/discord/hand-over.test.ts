/**
 * Two bot processes receiving the same interactions, as during a hand-over (docs/scaling.md,
 * "Handing a server over"): two shells, each with its own store, on one SQLite file, and twin
 * interactions whose first response Discord accepts from either copy and refuses from the other
 * (40060). Whoever serves the server decides; every interaction gets one answer, and a true one;
 * a bet stands once.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BaseMessageOptions, Interaction } from 'discord.js';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { t } from '../../src/discord/i18n/index.js';
import type { Cents } from '../../src/engine/money.js';
import type { Logger } from '../../src/log.js';
import { GameStore, systemDeps } from '../../src/store/game-store.js';
import { keys } from '../../src/store/keys.js';
import { openStorage } from '../../src/store/storage.js';
import { ALICE, FakeInteraction, type FakeInteractionInput, GUILD } from './fake-interaction.js';
import { FakeScheduler } from './fake-scheduler.js';
import { bootShell } from './shell-harness.js';

const dir = mkdtempSync(join(tmpdir(), 'sabot-hand-over-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

const LEASE_MS = 5_000;
const opened: GameStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

const silentLog: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const nowhere = {
  send: async (_channelId: string, _message: BaseMessageOptions) => 'm',
  edit: async () => {},
  delete: async () => {},
};

/**
 * Two processes on one store file, sharing one virtual clock (for timers and the waiting room);
 * each keeps its own lease clock, so one can be frozen while the other's time goes on.
 */
const twoProcesses = async () => {
  const url = `sqlite://${join(dir, `hand-over-${++files}.sqlite`)}`;
  // Near the real time: the router compares interactions' creation with the host's clock.
  const clock = new FakeScheduler(Date.now());
  const process = async () => {
    const leaseClock = { frozenAt: undefined as number | undefined };
    const store = await GameStore.open(url, {
      ...systemDeps,
      now: () => clock.now(),
      leaseMs: LEASE_MS,
      leaseClock: () => leaseClock.frozenAt ?? clock.now(),
    });
    opened.push(store);
    const shell = bootShell({ store, clock, writer: nowhere, log: silentLog });
    return { store, leaseClock, ...shell };
  };
  return { url, clock, a: await process(), b: await process() };
};

const bet = (amount: number, extra: Partial<FakeInteractionInput> = {}) =>
  new FakeInteraction({ kind: 'command', commandName: 'bet', options: { side: 'banker', amount }, ...extra });

const handle = (router: { handle(interaction: Interaction): Promise<void> }, interaction: FakeInteraction) =>
  router.handle(interaction as unknown as Interaction);

/** Alice's balance as storage holds it, in cents. */
const balanceIn = async (url: string) => {
  const storage = await openStorage(url);
  try {
    return (await storage.kv.get<{ balanceCents: number }>(keys.wallet(GUILD, ALICE)))?.balanceCents;
  } finally {
    await storage.close();
  }
};

describe('one interaction, two processes', () => {
  it('GIVEN process A serving the server WHEN both receive a /bet THEN A answers it, B says nothing and leaves it once Discord says it was answered, and the bet stands once', async () => {
    const { url, clock, a, b } = await twoProcesses();
    await handle(a.router, bet(1));
    const first = bet(10);
    await Promise.all([handle(a.router, first), handle(b.router, first.twin())]);
    // B holds the interaction open when it must: Discord says it was answered, and B leaves it.
    await clock.advance(2_200);
    await b.router.finishWaiting();
    expect(first.answers).toEqual([
      {
        method: 'reply',
        ephemeral: true,
        content: expect.stringContaining(
          t('en', 'bet.placed', { side: 'banker', cents: 1000 as Cents, balance: 98_900 as Cents }),
        ),
      },
    ]);
    expect(await balanceIn(url)).toBe(98_900);
  });

  it('GIVEN A stopping WHEN both receive a /bet THEN A leaves it to B, B takes the server once A lets it go and places the bet, and A, finding it served, says nothing', async () => {
    const { url, clock, a, b } = await twoProcesses();
    await handle(a.router, bet(1));
    // A stops as the bot does: it takes nothing new, finishes its work, and lets its servers go.
    await Promise.all([a.router.stopTaking(), a.game.stop()]);
    const interaction = bet(10);
    await Promise.all([handle(a.router, interaction), handle(b.router, interaction.twin())]);
    expect(interaction.answers).toEqual([]);
    await a.messages.flush();
    a.messages.close();
    await a.store.release();
    await clock.until(() => interaction.answers.length >= 2, 'B answered');
    await clock.advance(2_500);
    await a.router.finishWaiting();
    expect(interaction.answers).toEqual([
      { method: 'deferReply', ephemeral: true },
      {
        method: 'editReply',
        ephemeral: true,
        content: expect.stringContaining(
          t('en', 'bet.placed', { side: 'banker', cents: 1000 as Cents, balance: 98_900 as Cents }),
        ),
      },
    ]);
    expect(await balanceIn(url)).toBe(98_900);
  });

  /**
   * A commits Alice's 10-chip /bet and freezes before its answer goes out (its lease clock stops
   * too); B, given the same interaction, holds it open and takes the server once A's lease is out.
   * `wake` lets A answer; `answeredByA` settles once it has.
   */
  const frozenAfterCommit = async () => {
    const { url, clock, a, b } = await twoProcesses();
    await handle(a.router, bet(1));
    const interaction = bet(10);
    let wake!: () => void;
    interaction.frozen = new Promise((resolve) => {
      wake = resolve;
    });
    const answeredByA = handle(a.router, interaction);
    // Real storage, no virtual time: wait for A's commit as the condition it is.
    for (let i = 0; i < 400 && (await balanceIn(url)) !== 98_900; i++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await balanceIn(url)).toBe(98_900);
    a.leaseClock.frozenAt = clock.now();
    await handle(b.router, interaction.twin());
    // B holds the interaction open before Discord's 3 s, and takes the server once A's lease is out.
    await clock.advance(LEASE_MS + 1_000);
    expect(interaction.answers).toEqual([{ method: 'deferReply', ephemeral: true }]);
    expect(b.store.serving(GUILD)).toBe(true);
    const wakeA = () => {
      interaction.frozen = undefined;
      wake();
      return answeredByA;
    };
    return { url, clock, interaction, wakeA };
  };

  const betPlacedAnswer = {
    method: 'editOriginal',
    ephemeral: true,
    content: expect.stringContaining(
      t('en', 'bet.placed', { side: 'banker', cents: 1000 as Cents, balance: 98_900 as Cents }),
    ),
  };

  it('GIVEN A frozen after committing a /bet, before answering WHEN B takes the server over THEN B sees the receipt and decides nothing; A, awake, answers through the hold B gave, and the bet stands once', async () => {
    const { url, clock, interaction, wakeA } = await frozenAfterCommit();
    // A wakes and answers: Discord refuses its reply (B acknowledged first), so A fills B's hold.
    await wakeA();
    expect(interaction.answers).toEqual([{ method: 'deferReply', ephemeral: true }, betPlacedAnswer]);
    expect(await balanceIn(url)).toBe(98_900);
    // B's wait is over: it never decides the interaction, and says nothing more.
    await clock.advance(30_000);
    expect(interaction.answers).toHaveLength(2);
  });

  it('GIVEN A frozen after committing a /bet WHEN A, awake, finds the connections it kept closed under its answer and its edit THEN it sends each again, and fills the hold B gave: the member is told his bet stands', async () => {
    const { url, clock, interaction, wakeA } = await frozenAfterCommit();
    // A's first response and then its edit each meet a connection closed while it was frozen.
    interaction.dropConnections.firstResponses = 1;
    interaction.dropConnections.edits = 1;
    await wakeA();
    expect(interaction.dropConnections).toEqual({ firstResponses: 0, edits: 0 });
    expect(interaction.answers).toEqual([{ method: 'deferReply', ephemeral: true }, betPlacedAnswer]);
    expect(await balanceIn(url)).toBe(98_900);
    await clock.advance(30_000);
    expect(interaction.answers).toHaveLength(2);
  });

  it('GIVEN A frozen after committing a /bet WHEN its answer meets a closed connection twice THEN its error handler still answers through the hold B gave, saying the bet went through', async () => {
    const { url, interaction, wakeA } = await frozenAfterCommit();
    // The answer and its one retry both fail: nothing reached Discord.
    interaction.dropConnections.firstResponses = 2;
    await wakeA();
    expect(interaction.answers).toEqual([
      { method: 'deferReply', ephemeral: true },
      { method: 'editOriginal', ephemeral: true, content: t('en', 'error.afterDecision') },
    ]);
    expect(await balanceIn(url)).toBe(98_900);
  });

  it('GIVEN B serving the server WHEN A, not serving it, holds a command open first (its own deferral) THEN B decides it and fills A’s hold; A, still waiting, says nothing', async () => {
    const { clock, a, b } = await twoProcesses();
    await handle(b.router, bet(1));
    const timer = new FakeInteraction({
      kind: 'command',
      commandName: 'table',
      subcommand: 'timer',
      options: { seconds: 10 },
      admin: true,
    });
    // A defers first (the command defers before it works), then finds the server served by B.
    await handle(a.router, timer);
    await handle(b.router, timer.twin());
    expect(timer.answers.map((answer) => answer.method)).toEqual(['deferReply', 'editOriginal']);
    expect(timer.answers[1]?.embeds?.length).toBe(1);
    expect((await b.store.readTable(GUILD, timer.channelId))?.overrides.timerSeconds).toBe(10);
    // A's wait runs out without a word.
    await clock.advance(31_000);
    await a.router.finishWaiting();
    expect(timer.answers).toHaveLength(2);
  });

  it('GIVEN a /bet A decided and answered WHEN B, having taken the server since, gets it late THEN B holds it open first, finds it answered, and decides nothing: the bet stands once', async () => {
    const { url, clock, a, b } = await twoProcesses();
    await handle(a.router, bet(1));
    // Created well after A took the server: A decides it at once.
    await clock.advance(2_000);
    const late = bet(10, { createdTimestamp: clock.now() });
    await handle(a.router, late);
    expect(late.answers.map((answer) => answer.method)).toEqual(['reply']);
    // A's receipt goes with its next commit (it answered first), and A lets the server go.
    await handle(a.router, bet(1));
    await Promise.all([a.router.stopTaking(), a.game.stop()]);
    a.messages.close();
    await a.store.release();
    await clock.advance(100);
    await handle(b.router, bet(1));
    // B took the server after the interaction was created: it holds it open before anything else.
    await handle(b.router, late.twin());
    await clock.advance(100);
    await b.router.finishWaiting();
    expect(late.answers.map((answer) => answer.method)).toEqual(['reply']);
    expect(await balanceIn(url)).toBe(100_000 - 100 - 1_000 - 100 - 100);
  });

  it('GIVEN a read another process acknowledged first WHEN this process answers it THEN it records a receipt first, then fills the other process’s hold', async () => {
    const { a, b } = await twoProcesses();
    const balance = new FakeInteraction({ kind: 'command', commandName: 'balance', answeredByAnother: true });
    await handle(a.router, balance);
    expect(balance.answers.map((answer) => answer.method)).toEqual(['editOriginal']);
    expect(balance.answers[0]?.embeds?.length).toBe(1);
    // The process that held it open, taking the server later, finds it decided and says nothing.
    await a.store.release();
    expect(await b.store.isSettledElsewhere(GUILD, balance.id)).toBe(true);
  });

  it('GIVEN a refusal in a DM another process answered first THEN nothing more is said', async () => {
    const { a } = await twoProcesses();
    const dm = new FakeInteraction({
      kind: 'command',
      commandName: 'bet',
      guildId: null,
      options: { side: 'player', amount: 5 },
      answeredByAnother: true,
    });
    await handle(a.router, dm);
    expect(dm.answers).toEqual([]);
  });
});
