/**
 * The real bot sharded: `src/main.ts` against a fake Discord that recommends two shards, so it runs
 * discord.js's ShardingManager with one process per shard, each on its own servers, over one
 * SQLite file. A shard's process killed (SIGKILL) mid-round is started again by the manager and
 * deals the round its timer was waiting for, exactly once; the other shard never notices. Two
 * processes on one shard (a rolling restart) both receive its interactions: only the one holding
 * the server's lease decides and answers; the other says nothing (docs/scaling.md).
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/discord/i18n/index.js';
import type { Cents } from '../../src/engine/money.js';
import { compiledScript } from '../support/compiled.js';
import {
  type BotWorld,
  EPHEMERAL,
  MANAGE_GUILD,
  Player,
  resultEmbeds,
  STARTING_CENTS,
  TOKEN,
  withStorage,
} from './support/bot-harness.js';
import { BotProcess, type LogLine, tempStorage } from './support/bot-process.js';
import { type FakeDiscord, type GuildHandle, startFakeDiscord } from './support/fake-discord.js';

const SHARDS = 2;

let discord: FakeDiscord;
let storage: ReturnType<typeof tempStorage>;
let manager: BotProcess;
/** One guild on each shard, by shard id. */
let guilds: GuildHandle[];

/** The harness's view of one guild of the sharded bot, so its Player and storage helpers apply. */
const onGuild = (guild: GuildHandle): BotWorld => ({
  discord,
  guild,
  storage,
  bot: manager,
  restart: () => Promise.reject(new Error('the sharded bot is started once for this file')),
  close: () => Promise.reject(new Error('the sharded bot is stopped once for this file')),
});

/** Waits for the `ready` line a shard's process logs once its timers are re-armed (from line `from` on). */
const waitForShardReady = (bot: BotProcess, shard: number, from = 0): Promise<LogLine> =>
  bot.waitForLog(
    (line) =>
      line.msg === 'ready' &&
      Array.isArray(line.shards) &&
      line.shards.includes(shard) &&
      bot.lines.indexOf(line) >= from,
    45_000,
  );

const player = (guild: GuildHandle, member: number, channel = 'baccarat') =>
  new Player(onGuild(guild), guild.member(member).id, guild.channel(channel).id);

beforeAll(async () => {
  discord = await startFakeDiscord({
    token: TOKEN,
    defaultTimeoutMs: 20_000,
    recommendedShards: SHARDS,
    maxConcurrency: SHARDS,
    guilds: Array.from({ length: SHARDS }, (_, shard) => ({
      name: `Casino ${shard}`,
      shard: { id: shard, count: SHARDS },
      channels: [{ name: 'baccarat' }, { name: 'timed' }],
      members: [{ username: `admin${shard}`, permissions: MANAGE_GUILD }, ...playerSeeds(shard)],
    })),
  });
  guilds = discord.guilds.slice();
  storage = tempStorage('sabot-shards-');
  manager = await BotProcess.start({
    script: compiledScript('src/main.ts'),
    apiUrl: discord.apiUrl,
    token: TOKEN,
    storageUrl: storage.url,
    readyMsg: 'all shards started',
    readyTimeoutMs: 60_000,
  });
  for (let shard = 0; shard < SHARDS; shard++) await waitForShardReady(manager, shard);
}, 90_000);

afterAll(async () => {
  const errors = manager?.errors() ?? [];
  try {
    if (manager) expect(await manager.stop(), manager.diagnostics()).toBe(0);
    // Every shard's process stopped with the manager: no session is left connected.
    expect(discord.sessions.filter((session) => session.state === 'ready')).toEqual([]);
  } finally {
    await discord?.close();
    storage?.cleanup();
  }
  expect(errors, manager?.diagnostics()).toEqual([]);
}, 60_000);

function playerSeeds(shard: number) {
  return Array.from({ length: 4 }, (_, i) => ({ username: `s${shard}p${i + 1}` }));
}

describe('the bot on two shards, one process each', () => {
  it('GIVEN the gateway recommends 2 shards WHEN npm start runs THEN each shard has its own process and session, and guilds on both deal rounds', async () => {
    const started = manager.lines.filter((line) => line.msg === 'shard process started');
    expect(started.map((line) => line.shard).sort()).toEqual([0, 1]);
    expect(new Set(started.map((line) => line.pid)).size).toBe(SHARDS);
    expect(
      discord.sessions
        .filter((session) => session.state === 'ready')
        .map((session) => session.shard)
        .sort(),
    ).toEqual([
      [0, SHARDS],
      [1, SHARDS],
    ]);
    // Only the process running shard 0 registers the commands: one bulk PUT.
    expect(discord.commands.putCount).toBe(1);

    for (const guild of guilds) {
      const [p1, p2] = [1, 2].map((member) => player(guild, member));
      await p1!.bet('banker', 10);
      await p2!.bet('player', 20);
      const dealt = await p1!.deal();
      expect((dealt.flags ?? 0) & EPHEMERAL).toBe(0);
      expect(dealt.embeds[0]?.title).toMatch(/^Round 1 · /);
      const audit = await withStorage(onGuild(guild), (db) => db.audit());
      expect(audit.balanced, JSON.stringify(audit)).toBe(true);
    }
  });

  it("GIVEN a bet waiting for shard 1's betting timer WHEN shard 1's process is SIGKILLed THEN the manager starts it again, it re-arms the timer and deals the round exactly once, and shard 0 carries on", async () => {
    const guild = guilds[1]!;
    const view = onGuild(guild);
    const channelId = guild.channel('timed').id;
    const admin = new Player(view, guild.member(0).id, channelId);
    const bettor = new Player(view, guild.member(3).id, channelId);
    const timer = await admin.slash('table', { seconds: 4 }, 'timer').reply();
    expect(timer.flags).toBe(EPHEMERAL);

    const victim = lastStarted(1);
    const shard0 = lastStarted(0);
    await bettor.bet('player', 30);
    // The round waits for its timer; kill the shard's process before it fires.
    process.kill(victim, 'SIGKILL');
    const from = manager.lines.length;
    await manager.waitForLog(
      (line) => line.msg === 'shard process died; starting a new one' && line.shard === 1,
      20_000,
    );
    const ready = await waitForShardReady(manager, 1, from);
    expect(lastStarted(1)).not.toBe(victim);
    // The new process re-armed the timer of its own server only.
    expect(ready.timers).toBe(1);

    const record = await discord.waitFor(() => withStorage(view, (db) => db.round(channelId, 1)), {
      description: 'round 1 of the timed table dealt after the respawn',
      timeoutMs: 30_000,
    });
    expect(record.results.map((result) => result.userId)).toEqual([bettor.userId]);
    const net = record.results[0]!.netCents;
    expect(await bettor.balanceCents()).toBe(STARTING_CENTS + net);
    await discord.waitFor(() => resultEmbeds(view, channelId, 1).length === 1, {
      description: 'the result of round 1 in the channel',
    });
    const after = await withStorage(view, async (db) => ({
      next: await db.round(channelId, 2),
      audit: await db.audit(),
    }));
    expect(after.next).toBeUndefined();
    expect(after.audit.balanced, JSON.stringify(after.audit)).toBe(true);
    expect(resultEmbeds(view, channelId, 1)).toHaveLength(1);

    // Shard 0 never restarted and still deals.
    expect(lastStarted(0)).toBe(shard0);
    const p3 = player(guilds[0]!, 3);
    await p3.bet('tie', 5);
    expect((await p3.deal()).embeds[0]?.title).toMatch(/^Round 2 · /);
  });

  it('GIVEN a second process identifying for shard 0 (a rolling restart) WHEN a player bets THEN both receive it, the bet is applied once, the process serving the server answers, the other says nothing (its hold, when the interaction must be held open, is refused with 40060), and the ledger balances', async () => {
    const guild = guilds[0]!;
    const view = onGuild(guild);
    const channelId = guild.channel('timed').id;
    const newcomer = await BotProcess.start({
      script: compiledScript('src/main.ts'),
      apiUrl: discord.apiUrl,
      token: TOKEN,
      storageUrl: storage.url,
      extraEnv: { DISCORD_SHARD_COUNT: String(SHARDS), DISCORD_SHARDS: '0' },
    });
    try {
      await discord.waitFor(
        () => discord.sessions.filter((s) => s.state === 'ready' && s.shard[0] === 0).length === 2,
        { description: 'two sessions on shard 0' },
      );
      const bettor = new Player(view, guild.member(4).id, channelId);
      const before = await withStorage(view, (db) => db.wallet(bettor.userId));
      const bet = bettor.slash('bet', { side: 'banker', amount: 40 });
      const reply = await bet.reply();
      expect(reply.content).toContain(
        t('en', 'bet.placed', { side: 'banker', cents: 4_000 as Cents, balance: 0 as Cents }).split('. ')[0]!,
      );
      const interaction = bet.id;
      // The process without the server's lease said nothing, and waited.
      const waited = (bot: BotProcess) =>
        bot.lines.some(
          (line) =>
            line.msg === 'the interaction waits for its server' &&
            (line.interaction as { id?: string } | undefined)?.id === interaction,
        );
      await discord.waitFor(() => waited(manager) || waited(newcomer), {
        description: 'the process without the lease waiting',
      });
      expect([manager, newcomer].filter(waited)).toHaveLength(1);
      // When the interaction had to be held open, Discord said it was answered: it left it there.
      const leftAnswered = (bot: BotProcess) =>
        bot.lines.some(
          (line) =>
            line.msg === 'waiting interaction left the room' &&
            line.interactionId === interaction &&
            line.why === 'answered by another process',
        );
      await discord.waitFor(() => leftAnswered(manager) || leftAnswered(newcomer), {
        description: 'the waiting process leaving the answered interaction',
        timeoutMs: 10_000,
      });
      // One callback accepted, one refused (the late hold); one message for the player.
      const callbacks = discord.requests.filter((entry) =>
        entry.path.startsWith(`/interactions/${interaction}/`),
      );
      expect(callbacks.map((entry) => entry.status).sort()).toEqual([204, 400]);
      expect(discord.messages(channelId).filter((m) => m.interactionId === interaction)).toHaveLength(1);
      const after = await withStorage(view, (db) => db.wallet(bettor.userId));
      expect(after?.balanceCents).toBe((before?.balanceCents ?? STARTING_CENTS) - 40 * 100);
      const seat = (await withStorage(view, (db) => db.table(channelId)))?.seats.find(
        (s) => s.userId === bettor.userId,
      );
      expect(seat, 'the bettor has one seat at the table').toBeDefined();
      const audit = await withStorage(view, (db) => db.audit());
      expect(audit.balanced, JSON.stringify(audit)).toBe(true);
      expect(newcomer.errors(), newcomer.diagnostics()).toEqual([]);
    } finally {
      expect(await newcomer.stop()).toBe(0);
    }
  });
});

/** The pid of the newest process the manager started for a shard. */
function lastStarted(shard: number): number {
  const line = manager.lines.findLast((l) => l.msg === 'shard process started' && l.shard === shard);
  if (typeof line?.pid !== 'number') throw new Error(`no process started for shard ${shard}`);
  return line.pid;
}
