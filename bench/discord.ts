/**
 * Discord end to end: `/bet` interactions through the real bot process (discord.js, router, store,
 * SQLite) on the local fake Discord, against a minimal discord.js bot that only replies "ok" on the
 * same kind of fake gateway. Latency is from the moment INTERACTION_CREATE is dispatched to the
 * moment the bot's interaction callback arrives; 100 tables of 14 players, ~50 bets in flight.
 * BENCH_METRICS=1 runs Sabot with its /metrics endpoint on (METRICS_PORT) and reports the commits
 * the measured bets took, read from it: what the instrumentation costs, and a real bot's commit rate.
 */
import { createServer } from 'node:net';
import { BotProcess, tempStorage } from '../test/e2e/support/bot-process.js';
import { type InteractionHandle, startFakeDiscord } from '../test/e2e/support/fake-discord.js';
import { total } from '../test/support/prometheus.js';
import { type BenchRow, type BenchSection, percentile } from './section.js';

const TOKEN = 'bench-token';
const TABLES = 100;
const PLAYERS = 14;
const IN_FLIGHT = 50;
/** Tables used only to warm up (JIT, SQLite pages, first table messages); not measured. */
const WARMUP_TABLES = 10;
/** Each bot is measured this many times, alternating, and the median run is reported. */
const REPEATS = 3;

interface Run {
  readonly latencies: number[];
  /** Dispatch to the final visible answer (the same as the callback when the bot answers directly). */
  readonly answered: number[];
  readonly perSecond: number;
  /** Commits the measured bets took, per second (with BENCH_METRICS=1). */
  readonly commitsPerSecond?: number;
}

const WITH_METRICS = process.env.BENCH_METRICS === '1';

/** A port nothing listens on now. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const commitsSoFar = async (port: number): Promise<number> =>
  total(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text(), 'sabot_commits_total');

async function measure(script: string): Promise<Run> {
  const discord = await startFakeDiscord({
    token: TOKEN,
    defaultTimeoutMs: 60_000,
    guilds: [
      {
        name: 'Bench',
        channels: Array.from({ length: TABLES + WARMUP_TABLES }, (_, i) => ({ name: `table-${i}` })),
        members: Array.from({ length: PLAYERS }, (_, i) => ({ username: `player${i}` })),
      },
    ],
  });
  const storage = tempStorage('sabot-bench-');
  const guild = discord.guild(0);
  let bot: BotProcess | undefined;
  const metricsPort = WITH_METRICS && script === 'src/main.ts' ? await freePort() : undefined;
  try {
    bot = await BotProcess.start({
      apiUrl: discord.apiUrl,
      token: TOKEN,
      guildId: guild.id,
      storageUrl: storage.url,
      script,
      logLevel: 'info',
      readyTimeoutMs: 60_000,
      ...(metricsPort ? { extraEnv: { METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' } } : {}),
    });
    // The minimal bot registers no commands, so the options carry their types.
    const bet = (table: number, player: number): InteractionHandle =>
      discord.slash({
        guildId: guild.id,
        channelId: guild.channel(table).id,
        userId: guild.member(player).id,
        name: 'bet',
        options: [
          { name: 'side', type: 3, value: (['player', 'banker', 'tie'] as const)[player % 3]! },
          { name: 'amount', type: 4, value: 1 },
        ],
      });
    // Warm-up on tables of their own, at the measured concurrency (not counted): the same code
    // paths run hot in both bots before the clock starts.
    const warmup: [number, number][] = [];
    for (let player = 0; player < PLAYERS; player++)
      for (let table = TABLES; table < TABLES + WARMUP_TABLES; table++) warmup.push([table, player]);
    let nextWarm = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (nextWarm < warmup.length) {
          const [table, player] = warmup[nextWarm++]!;
          await bet(table, player).reply();
        }
      }),
    );

    const jobs: [number, number][] = [];
    for (let player = 0; player < PLAYERS; player++)
      for (let table = 0; table < TABLES; table++) jobs.push([table, player]);
    const latencies: number[] = [];
    const answered: number[] = [];
    let next = 0;
    const commitsBefore = metricsPort ? await commitsSoFar(metricsPort) : 0;
    const started = performance.now();
    const worker = async () => {
      while (next < jobs.length) {
        const [table, player] = jobs[next++]!;
        const sentAt = Date.now();
        const handle = bet(table, player);
        const reply = await handle.reply();
        if (!reply.content) throw new Error(`bet ${table}/${player} got no answer`);
        latencies.push(handle.callbacks[0]!.receivedAt - sentAt);
        const edit = discord.requests.findLast(
          (entry) => entry.method === 'PATCH' && entry.path.includes(handle.token),
        );
        answered.push((edit?.time ?? handle.callbacks[0]!.receivedAt) - sentAt);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const seconds = (performance.now() - started) / 1000;
    const commits = metricsPort ? (await commitsSoFar(metricsPort)) - commitsBefore : undefined;
    const code = await bot.stop();
    if (code !== 0) throw new Error(`${script} exited with ${code}\n${bot.diagnostics()}`);
    if (bot.errors().length > 0) throw new Error(`${script} logged errors\n${bot.diagnostics()}`);
    return {
      latencies,
      answered,
      perSecond: jobs.length / seconds,
      ...(commits === undefined ? {} : { commitsPerSecond: commits / seconds }),
    };
  } finally {
    bot?.kill();
    await discord.close();
    storage.cleanup();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

const section: BenchSection = {
  title: WITH_METRICS ? 'Discord end to end, /metrics on' : 'Discord end to end',
  async run(): Promise<BenchRow[]> {
    // Alternate the two bots so a noisy moment on the machine hits both alike; keep the median run.
    const ourRuns: Run[] = [];
    const minimalRuns: Run[] = [];
    for (let i = 0; i < REPEATS; i++) {
      ourRuns.push(await measure('src/main.ts'));
      minimalRuns.push(await measure('bench/minimal-bot.ts'));
    }
    const medianRun = (runs: Run[]): Run =>
      [...runs].sort((a, b) => percentile(a.latencies, 99) - percentile(b.latencies, 99))[
        Math.floor(runs.length / 2)
      ]!;
    const ours = medianRun(ourRuns);
    const minimal = medianRun(minimalRuns);
    const oursP99 = percentile(ours.latencies, 99);
    const minimalP99 = percentile(minimal.latencies, 99);
    const ratio = oursP99 / Math.max(minimalP99, 1);
    const bets = `${ours.latencies.length} bets, ${TABLES} tables × ${PLAYERS} players, ${IN_FLIGHT} in flight, median of ${REPEATS} runs`;
    return [
      { name: `Sabot /bet callback p50 (${bets})`, value: ms(percentile(ours.latencies, 50)) },
      { name: 'Sabot /bet callback p99', value: ms(oursP99) },
      { name: 'Sabot /bet answer shown p50', value: ms(percentile(ours.answered, 50)) },
      { name: 'Sabot /bet answer shown p99', value: ms(percentile(ours.answered, 99)) },
      { name: 'Sabot /bet throughput', value: `${ours.perSecond.toFixed(0)} /s` },
      ...(ours.commitsPerSecond === undefined
        ? []
        : [
            {
              name: 'Sabot commits (from /metrics; bets per commit)',
              value: `${ours.commitsPerSecond.toFixed(0)} /s (${(ours.perSecond / ours.commitsPerSecond).toFixed(1)})`,
            },
          ]),
      { name: 'minimal bot reply p50', value: ms(percentile(minimal.latencies, 50)) },
      { name: 'minimal bot reply p99', value: ms(minimalP99) },
      { name: 'minimal bot throughput', value: `${minimal.perSecond.toFixed(0)} /s` },
      {
        name: 'p99 callback, Sabot / minimal',
        value: `${ratio.toFixed(2)}×`,
        floor: '≤ 2×',
        meetsFloor: ratio <= 2,
      },
      {
        name: 'p99 answer shown, Sabot / minimal (no floor)',
        value: `${(percentile(ours.answered, 99) / Math.max(minimalP99, 1)).toFixed(2)}×`,
      },
    ];
  },
};

export default section;
