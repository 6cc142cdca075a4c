/**
 * The sharded bot under load, with a fault: `npm start`'s path (src/main.ts → ShardingManager →
 * one src/shard.ts process per shard) on 4 shards, against a fake Discord with SERVERS servers of two
 * tables and 14 players each, on PostgreSQL and on Redis (the bench, `npm run bench -- sharded`,
 * plays 400). Every player bets at both tables of their
 * server and each table is dealt by /deal, with a bounded number of interactions in flight; after
 * 40% of the bets are confirmed, one shard's process is SIGKILLed and the manager starts it again.
 *
 * The 3 s requirement is Discord's own rule as the fake enforces it: a callback later than 3 s
 * after the interaction is refused with 10062, and the user tries again, as after any interaction
 * that went unanswered (those the killed shard received before its new process was ready). What
 * this test checks holds however busy the machine is: every action confirmed in the end, the
 * other shards answering while one is down, and the store: no round dealt twice, every confirmed
 * bet in its round's record, the audit balanced on every server. How fast it answered (the
 * acknowledgement p50/p99/max, the misses of the 3 s, throughput, the killed shard's down time)
 * is a figure of the machine as much as of the bot: `npm run bench -- sharded` measures it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../src/store/keys.js';
import { type OpenStorage, openStorage } from '../../src/store/storage.js';
import type { TableRecord } from '../../src/table/state.js';
import { type Backend, freshStore, type TestStore } from '../store/support/backends.js';
import { compiledScript } from '../support/compiled.js';
import { volume } from '../support/volume.js';
import { TOKEN } from './support/bot-harness.js';
import { BotProcess, type LogLine } from './support/bot-process.js';
import { type FakeDiscord, startFakeDiscord } from './support/fake-discord.js';
import { checkServers, type ServerFindings } from './support/sharded-checks.js';
import { type Attempt, guildSeed, LoadRun, PLAYERS_PER_TABLE, TABLES } from './support/sharded-load.js';

const SHARDS = 4;
/** Servers under load (the issue measured it with 60: `npm run soak`). */
const SERVERS = volume(24, 60);
const VICTIM = 2;
/**
 * Interactions in flight per shard: 32 in all. The load a 2-core machine can serve is fixed (about
 * 150–190 interactions a second here); more in flight only lengthens the queue every answer waits in,
 * and at 64 in flight that queue alone took answers past 2 s.
 */
const IN_FLIGHT_PER_SHARD = 8;
const BETS = SERVERS * TABLES.length * PLAYERS_PER_TABLE;
/** Discord closes a shard holding more servers than this with 4011. */
const DISCORD_GUILDS_PER_SHARD = 2_500;

/** Waits for the `ready` line a shard's process logs once its timers are re-armed. */
const shardReady = (bot: BotProcess, shard: number, from = 0): Promise<LogLine> =>
  bot.waitForLog(
    (line) => line.msg === 'ready' && Array.isArray(line.shards) && line.shards.includes(shard),
    90_000,
    from,
  );

/** The pid of the newest process the manager started for a shard. */
const lastStarted = (bot: BotProcess, shard: number): number => {
  const line = bot.lines.findLast((l) => l.msg === 'shard process started' && l.shard === shard);
  if (typeof line?.pid !== 'number') throw new Error(`no process started for shard ${shard}`);
  return line.pid;
};

for (const backend of ['postgres', 'redis'] as const satisfies readonly Backend[]) {
  describe(`4 shards in 4 processes on ${backend}, ${SERVERS} servers × 2 tables × 14 players, one shard killed`, () => {
    let discord: FakeDiscord;
    let store: TestStore;
    let reader: OpenStorage;
    let manager: BotProcess;
    let load: LoadRun;
    let findings: ServerFindings;
    let errors: LogLine[] = [];
    let exitCode: number | null = null;
    const fault = { victimPid: 0, killedAt: 0, readyAt: 0, betsBefore: 0, resultsReposted: 0 };

    beforeAll(async () => {
      discord = await startFakeDiscord({
        token: TOKEN,
        defaultTimeoutMs: 30_000,
        recommendedShards: SHARDS,
        maxConcurrency: SHARDS,
        maxGuildsPerShard: DISCORD_GUILDS_PER_SHARD,
        enforceCallbackDeadline: true,
        guilds: Array.from({ length: SERVERS }, (_, index) => guildSeed(index, SHARDS)),
      });
      store = await freshStore(backend);
      reader = await openStorage(store.url);
      manager = await BotProcess.start({
        script: compiledScript('src/main.ts'),
        apiUrl: discord.apiUrl,
        token: TOKEN,
        storageUrl: store.url,
        readyMsg: 'all shards started',
        readyTimeoutMs: 90_000,
      });
      for (let shard = 0; shard < SHARDS; shard++) await shardReady(manager, shard);

      load = new LoadRun({
        discord,
        shards: SHARDS,
        inFlightPerShard: IN_FLIGHT_PER_SHARD,
        faultAfterBets: Math.round(BETS * 0.4),
        dealtAlready: async (job) =>
          ((await reader.kv.get<TableRecord>(keys.table(job.guild.id, job.channelId)))?.round ?? 1) > 1,
        fault: async () => {
          const from = manager.lines.length;
          fault.betsBefore = load.confirmedBets;
          fault.victimPid = lastStarted(manager, VICTIM);
          fault.killedAt = Date.now();
          process.kill(fault.victimPid, 'SIGKILL');
          const ready = await shardReady(manager, VICTIM, from);
          fault.readyAt = Date.now();
          fault.resultsReposted = Number(ready.resultsReposted);
        },
      });
      await load.run();
      // Every result is a channel post, queued behind the channel's pace of writes: the players
      // see each one come, as the test waits for them before the bot stops.
      await discord.waitFor(
        () =>
          discord.guilds.every((guild) =>
            guild.channels.every((channel) =>
              discord
                .messages(channel.id, { includeDeleted: false })
                .some(
                  (message) =>
                    message.nonce !== undefined && message.embeds[0]?.title?.startsWith('Round 1 · '),
                ),
            ),
          ),
        { description: 'every table’s result posted', timeoutMs: 120_000, intervalMs: 200 },
      );

      // Stopped before the store is read: a result shown is noted posted by a commit right after
      // it, or at the stop, so only then does each outbox say what a next start would post.
      errors = manager.errors();
      exitCode = await manager.stop();

      findings = await checkServers(reader.kv, discord, load.jobs, load.attempts);
      console.info(
        `[${backend}] bets standing twice after a lost answer: ${findings.committedTwice}; ` +
          `results posted but not yet noted at the stop: ${findings.leftInOutbox}`,
      );
    }, 400_000);

    afterAll(async () => {
      if (manager && !manager.exited) await manager.stop();
      await reader?.close();
      await discord?.close();
      await store?.dispose();
    }, 60_000);

    it('GIVEN the run WHEN the manager is stopped THEN every shard stops cleanly (exit 0) and none logged an error', () => {
      expect(exitCode, manager.diagnostics()).toBe(0);
      expect(errors, manager.diagnostics()).toEqual([]);
    });

    /** Attempts the killed shard received before its new process was ready: they may go unanswered. */
    const lostWithTheProcess = (attempt: Attempt) =>
      attempt.job.shard === VICTIM && attempt.createdAt < fault.readyAt;

    it('GIVEN the run WHEN every interaction is sent THEN some the killed shard got before its new process was ready went unanswered', () => {
      // The fault hit the load: the killed shard had interactions in flight or sent while it was down.
      expect(
        load.attempts.filter((a) => a.ackMs === undefined && lostWithTheProcess(a)).length,
      ).toBeGreaterThan(0);
    });

    it('GIVEN one shard process SIGKILLed mid-run WHEN the manager starts it again THEN the other shards answer meanwhile and never restart, and the run carries on to every bet and deal', () => {
      expect(fault.betsBefore).toBe(Math.round(BETS * 0.4));
      expect(lastStarted(manager, VICTIM)).not.toBe(fault.victimPid);
      for (let shard = 0; shard < SHARDS; shard++) {
        const started = manager.lines.filter(
          (line) => line.msg === 'shard process started' && line.shard === shard,
        );
        expect(started, `processes started for shard ${shard}`).toHaveLength(shard === VICTIM ? 2 : 1);
      }
      // While the killed shard was down, the other shards kept answering their players.
      const meanwhile = load.attempts.filter(
        (a) =>
          a.job.shard !== VICTIM &&
          a.ackMs !== undefined &&
          a.createdAt > fault.killedAt &&
          a.createdAt < fault.readyAt,
      );
      expect(meanwhile.length).toBeGreaterThan(0);
      const failed = load.jobs.filter((job) => !job.confirmed);
      const answers = (job: (typeof failed)[number]) =>
        load.attempts.filter((a) => a.job === job).map((a) => `${a.outcome}: ${a.answer ?? ''}`);
      expect(failed.map((job) => `${job.kind} in ${job.guild.name}: ${answers(job).join('; ')}`)).toEqual([]);
      expect(load.jobs.filter((job) => job.kind === 'bet')).toHaveLength(BETS);
      expect(load.jobs.filter((job) => job.kind === 'deal')).toHaveLength(SERVERS * TABLES.length);
    });

    it('GIVEN every table dealt once WHEN the store and the channels are read THEN each table has one round record, round 1, one result message, every confirmed bet in it and nothing left on the table, and every server’s audit balances', () => {
      expect(findings.problems).toEqual([]);
      expect(findings.rounds).toBe(SERVERS * TABLES.length);
    });
  });
}
