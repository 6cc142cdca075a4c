/**
 * `npm run bench -- sharded`: the sharded bot under load with a fault, timed. The scenario of
 * test/e2e/sharded-faults.test.ts (which checks its answers, results, money and audit in the suite,
 * and no times): `npm start`'s path (src/main.ts → ShardingManager → one src/shard.ts process per
 * shard) on 4 shards against the local fake Discord with 400 servers of two tables and 14 players
 * each, every player betting at both tables and each table dealt by /deal with 8 interactions in
 * flight per shard; after 40% of the bets one shard's process is SIGKILLed and the manager starts
 * it again. On PostgreSQL, then on Redis; the bot runs compiled, from dist/, as `npm start` runs it.
 *
 * The fake holds the bot to Discord's 3 s: a callback later than that is refused (10062) and the
 * user tries again, so a miss is counted, never waited out. The figures: acknowledgement p50, p99
 * and max; how many were later than 1 s and 2 s; how many missed the 3 s other than those the
 * killed shard received before its new process was ready; throughput; how long the killed shard
 * was down. The same checks as the test close each run, so a figure from a run that lost a bet is
 * never reported as good.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { keys } from '../src/store/keys.js';
import { openStorage } from '../src/store/storage.js';
import type { TableRecord } from '../src/table/state.js';
import { TOKEN } from '../test/e2e/support/bot-harness.js';
import { BotProcess, type LogLine } from '../test/e2e/support/bot-process.js';
import { startFakeDiscord } from '../test/e2e/support/fake-discord.js';
import { checkServers } from '../test/e2e/support/sharded-checks.js';
import {
  type Attempt,
  guildSeed,
  LoadRun,
  PLAYERS_PER_TABLE,
  TABLES,
} from '../test/e2e/support/sharded-load.js';
import { type Backend, freshStore } from '../test/store/support/fresh-store.js';
import { type BenchRow, type BenchSection, percentile } from './section.js';

const ROOT = join(import.meta.dirname, '..');
const SHARDS = 4;
const SERVERS = 400;
const VICTIM = 2;
const IN_FLIGHT_PER_SHARD = 8;
const BETS = SERVERS * TABLES.length * PLAYERS_PER_TABLE;
const DISCORD_GUILDS_PER_SHARD = 2_500;
const BACKENDS: readonly Backend[] = ['postgres', 'redis'];

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

/** One run on `backend`: its figures as rows. */
const runOn = async (backend: Backend, script: string): Promise<BenchRow[]> => {
  const discord = await startFakeDiscord({
    token: TOKEN,
    defaultTimeoutMs: 30_000,
    recommendedShards: SHARDS,
    maxConcurrency: SHARDS,
    maxGuildsPerShard: DISCORD_GUILDS_PER_SHARD,
    enforceCallbackDeadline: true,
    guilds: Array.from({ length: SERVERS }, (_, index) => guildSeed(index, SHARDS)),
  });
  const store = await freshStore(backend);
  const reader = await openStorage(store.url);
  let manager: BotProcess | undefined;
  try {
    let at = Date.now();
    manager = await BotProcess.start({
      apiUrl: discord.apiUrl,
      token: TOKEN,
      storageUrl: store.url,
      script,
      // At debug, as in the test: the manager names each shard process it starts only there.
      readyMsg: 'all shards started',
      readyTimeoutMs: 90_000,
    });
    const bot = manager;
    for (let shard = 0; shard < SHARDS; shard++) await shardReady(bot, shard);
    const startMs = Date.now() - at;

    const fault = { victimPid: 0, killedAt: 0, readyAt: 0, resultsReposted: 0 };
    at = Date.now();
    const load: LoadRun = new LoadRun({
      discord,
      shards: SHARDS,
      inFlightPerShard: IN_FLIGHT_PER_SHARD,
      faultAfterBets: Math.round(BETS * 0.4),
      dealtAlready: async (job) =>
        ((await reader.kv.get<TableRecord>(keys.table(job.guild.id, job.channelId)))?.round ?? 1) > 1,
      fault: async () => {
        const from = bot.lines.length;
        fault.victimPid = lastStarted(bot, VICTIM);
        fault.killedAt = Date.now();
        process.kill(fault.victimPid, 'SIGKILL');
        const ready = await shardReady(bot, VICTIM, from);
        fault.readyAt = Date.now();
        fault.resultsReposted = Number(ready.resultsReposted);
      },
    });
    await load.run();
    const runMs = Date.now() - at;
    const errors = bot.errors();
    const exitCode = await bot.stop();
    const findings = await checkServers(reader.kv, discord, load.jobs, load.attempts);

    const acked = load.attempts.flatMap((attempt) => (attempt.ackMs === undefined ? [] : [attempt.ackMs]));
    const over = (ms: number) => acked.filter((ack) => ack > ms).length;
    /** Sent to the killed shard before its new process was ready: Discord shows those users an error. */
    const lostWithTheProcess = (attempt: Attempt) =>
      attempt.job.shard === VICTIM && attempt.createdAt < fault.readyAt;
    const missed = load.attempts.filter((a) => a.ackMs === undefined && !lostWithTheProcess(a)).length;
    const lost = load.attempts.filter((a) => a.ackMs === undefined && lostWithTheProcess(a)).length;
    const failedJobs = load.jobs.filter((job) => !job.confirmed).length;
    const wrong = findings.problems.length + failedJobs + errors.length + (exitCode === 0 ? 0 : 1);
    const name = (what: string) => `${backend}: ${what}`;
    return [
      { name: name('start, to every shard ready'), value: `${startMs} ms` },
      {
        name: name('interactions, throughput'),
        value: `${load.attempts.length} in ${(runMs / 1000).toFixed(1)} s, ${Math.round(load.attempts.length / (runMs / 1000))}/s`,
      },
      {
        name: name('acknowledgement p50 / p99 / max'),
        value: `${percentile(acked, 50)} / ${percentile(acked, 99)} / ${Math.max(...acked)} ms`,
      },
      { name: name('acknowledged later than 1 s / 2 s'), value: `${over(1000)} / ${over(2000)}` },
      {
        name: name("Discord's 3 s missed, the killed shard's down time aside"),
        value: String(missed),
        floor: '0',
        meetsFloor: missed === 0,
      },
      {
        name: name('killed shard down, to its new process ready'),
        value: `${fault.readyAt - fault.killedAt} ms (killed at +${fault.killedAt - load.startedAt} ms; ${lost} interactions lost with it, retried)`,
      },
      {
        name: name('results its new process posted that the old one had not noted'),
        value: String(fault.resultsReposted),
      },
      {
        name: name('store and channels: problems, unconfirmed actions, errors logged'),
        value: `${findings.problems.length}, ${failedJobs}, ${errors.length}${exitCode === 0 ? '' : `, exit ${exitCode}`}${findings.problems[0] ? ` (first: ${findings.problems[0]})` : ''}`,
        floor: '0',
        meetsFloor: wrong === 0,
      },
    ];
  } finally {
    if (manager && !manager.exited) await manager.stop();
    await reader.close();
    await discord.close();
    await store.dispose();
  }
};

const section: BenchSection = {
  title: `Sharded bot under load, a shard killed: ${SHARDS} shard processes, ${SERVERS} servers × ${TABLES.length} tables × ${PLAYERS_PER_TABLE} players (on dist/)`,
  async run() {
    // The compiled bot, as `npm start` runs it (built first when the sources changed).
    const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
    const rows: BenchRow[] = [];
    for (const backend of BACKENDS) rows.push(...(await runOn(backend, 'dist/src/main.js')));
    return rows;
  },
};

export default section;
