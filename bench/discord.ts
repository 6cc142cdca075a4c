/**
 * Discord end to end: `/bet` interactions through the real bot process (discord.js, router, store,
 * SQLite) on the local fake Discord, against a minimal discord.js bot that only replies "ok" on the
 * same kind of fake gateway. Latency is from the moment INTERACTION_CREATE is dispatched to the
 * moment the bot's interaction callback arrives; 14 players at every table, ~50 bets in flight.
 * Two sizes: 100 tables (`npm run bench -- discord`) and 1,000 (`npm run bench -- discord-1000`).
 * The betting timer is turned off first, so no table deals while the bets are measured. Both bots
 * run as production runs them (bots.ts). Beside the floors it shows what they are made of: the
 * first pass over the tables (each table's first bet, while both bots are still compiling their
 * hot code) apart from the later ones, and each bot's CPU time per bet.
 */
import { compiledBot, compiledMinimalBot } from './bots.js';
import { type BenchWorld, cpuMs, openWorld, PLAYERS, runJobs } from './discord-world.js';
import { type BenchRow, type BenchSection, percentile } from './section.js';

const IN_FLIGHT = 50;
/** Tables used only to warm up (JIT, SQLite pages, first table messages); not measured. */
const WARMUP_TABLES = 10;
/** Each bot is measured this many times, alternating, and the median run is reported. */
const REPEATS = 5;

interface Run {
  /** Every bet's latency, the first pass (each table's first bet) first, then the later passes. */
  readonly latencies: number[];
  /**
   * The first pass (Sabot creates each table, and both bots are still compiling their hot code)
   * and the later passes, apart: the overall figure mixes them.
   */
  readonly firstPass: number[];
  readonly laterPasses: number[];
  /** The bot process's CPU time per bet, every thread, in microseconds (NaN: not measured). */
  readonly cpuPerBetUs: number;
  /** Dispatch to the final visible answer (the same as the callback when the bot answers directly). */
  readonly answered: number[];
  readonly perSecond: number;
}

async function measure(script: string, tables: number): Promise<Run> {
  const world: BenchWorld = await openWorld(script, tables + WARMUP_TABLES);
  try {
    await world.timersOff();
    const betAt = async ([table, player]: [number, number]) => {
      const reply = await world.bet(table, player).reply();
      if (!reply.content) throw new Error(`bet ${table}/${player} got no answer`);
    };
    // Warm-up on tables of their own, at the measured concurrency (not counted): the same code
    // paths run hot in both bots before the clock starts.
    const warmup: [number, number][] = [];
    for (let player = 0; player < PLAYERS; player++)
      for (let table = tables; table < tables + WARMUP_TABLES; table++) warmup.push([table, player]);
    await runJobs(warmup, IN_FLIGHT, betAt);

    const jobs: [number, number][] = [];
    for (let player = 0; player < PLAYERS; player++)
      for (let table = 0; table < tables; table++) jobs.push([table, player]);
    const firstPass: number[] = [];
    const laterPasses: number[] = [];
    const sent: { token: string; sentAt: number; calledBackAt: number }[] = [];
    const cpuBefore = cpuMs(world.bot.child.pid!);
    const started = performance.now();
    await runJobs(jobs, IN_FLIGHT, async ([table, player]) => {
      const sentAt = Date.now();
      const handle = world.bet(table, player);
      const reply = await handle.reply();
      if (!reply.content) throw new Error(`bet ${table}/${player} got no answer`);
      const calledBackAt = handle.callbacks[0]!.receivedAt;
      (player === 0 ? firstPass : laterPasses).push(calledBackAt - sentAt);
      sent.push({ token: handle.token, sentAt, calledBackAt });
    });
    const seconds = (performance.now() - started) / 1000;
    const cpuPerBetUs = ((cpuMs(world.bot.child.pid!) - cpuBefore) * 1000) / jobs.length;
    // The last edit of each answer, found once the clock has stopped (a search of the whole
    // request log per bet would make the harness, not the bot, the bottleneck at 1,000 tables).
    const lastEdit = new Map<string, number>();
    for (const entry of world.discord.requests)
      if (entry.method === 'PATCH') {
        const token = /\/webhooks\/[^/]+\/([^/]+)\//.exec(entry.path)?.[1];
        if (token) lastEdit.set(token, entry.time);
      }
    const answered = sent.map(
      ({ token, sentAt, calledBackAt }) => (lastEdit.get(token) ?? calledBackAt) - sentAt,
    );
    return {
      latencies: [...firstPass, ...laterPasses],
      firstPass,
      laterPasses,
      cpuPerBetUs,
      answered,
      perSecond: jobs.length / seconds,
    };
  } finally {
    await world.close();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const us = (value: number) => (Number.isNaN(value) ? 'not measured' : `${value.toFixed(0)} µs`);

interface Floors {
  /** The most Sabot's p99 callback may be, as a multiple of the minimal bot's. */
  readonly p99Ratio: number;
  /** The least Sabot's throughput must be, as a fraction of the minimal bot's (none: reported only). */
  readonly throughputRatio?: number;
}

export const discordSection = (tables: number, floors: Floors): BenchSection => ({
  title: `Discord end to end, ${tables.toLocaleString('en-US')} tables`,
  async run(): Promise<BenchRow[]> {
    // Alternate the two bots so a noisy moment on the machine hits both alike; keep the median run.
    const ourRuns: Run[] = [];
    const minimalRuns: Run[] = [];
    const [sabot, minimalBot] = [compiledBot(), compiledMinimalBot()];
    for (let i = 0; i < REPEATS; i++) {
      ourRuns.push(await measure(sabot, tables));
      minimalRuns.push(await measure(minimalBot, tables));
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
    const throughput = ours.perSecond / minimal.perSecond;
    const every = (runs: Run[], figure: (run: Run) => number, unit: (value: number) => string) =>
      runs.map((run) => unit(figure(run))).join(', ');
    const bets = `${ours.latencies.length} bets, ${tables} tables × ${PLAYERS} players, ${IN_FLIGHT} in flight, median of ${REPEATS} runs`;
    return [
      { name: `Sabot /bet callback p50 (${bets})`, value: ms(percentile(ours.latencies, 50)) },
      { name: 'Sabot /bet callback p99', value: ms(oursP99) },
      { name: 'Sabot /bet answer shown p50', value: ms(percentile(ours.answered, 50)) },
      { name: 'Sabot /bet answer shown p99', value: ms(percentile(ours.answered, 99)) },
      { name: 'Sabot /bet throughput', value: `${ours.perSecond.toFixed(0)} /s` },
      { name: 'minimal bot reply p50', value: ms(percentile(minimal.latencies, 50)) },
      { name: 'minimal bot reply p99', value: ms(minimalP99) },
      { name: 'minimal bot throughput', value: `${minimal.perSecond.toFixed(0)} /s` },
      {
        name: "p99 of the first pass (each table's first bet) | of the later passes: Sabot",
        value: `${ms(percentile(ours.firstPass, 99))} | ${ms(percentile(ours.laterPasses, 99))}`,
      },
      {
        name: 'the same: minimal bot',
        value: `${ms(percentile(minimal.firstPass, 99))} | ${ms(percentile(minimal.laterPasses, 99))}`,
      },
      {
        name: 'bot CPU per bet, every thread: Sabot | minimal',
        value: `${us(ours.cpuPerBetUs)} | ${us(minimal.cpuPerBetUs)}`,
      },
      {
        name: 'every run, p99: Sabot | minimal',
        value: `${every(ourRuns, (run) => percentile(run.latencies, 99), ms)} | ${every(minimalRuns, (run) => percentile(run.latencies, 99), ms)}`,
      },
      {
        name: 'every run, throughput: Sabot | minimal',
        value: `${every(
          ourRuns,
          (run) => run.perSecond,
          (v) => v.toFixed(0),
        )} | ${every(
          minimalRuns,
          (run) => run.perSecond,
          (v) => v.toFixed(0),
        )} /s`,
      },
      {
        name: 'p99 callback, Sabot / minimal',
        value: `${ratio.toFixed(2)}×`,
        floor: `≤ ${floors.p99Ratio}×`,
        meetsFloor: ratio <= floors.p99Ratio,
      },
      floors.throughputRatio === undefined
        ? { name: 'throughput, Sabot / minimal (no floor)', value: `${throughput.toFixed(2)}×` }
        : {
            name: 'throughput, Sabot / minimal',
            value: `${throughput.toFixed(2)}×`,
            floor: `≥ ${floors.throughputRatio}×`,
            meetsFloor: throughput >= floors.throughputRatio,
          },
      {
        name: 'p99 answer shown, Sabot / minimal (no floor)',
        value: `${(percentile(ours.answered, 99) / Math.max(minimalP99, 1)).toFixed(2)}×`,
      },
    ];
  },
});

export default discordSection(100, { p99Ratio: 2 });
