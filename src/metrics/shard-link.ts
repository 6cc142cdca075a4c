/**
 * Metrics and health across a sharding manager's shard processes. Each shard's process leaves a
 * hook on its global object; the manager, which serves the endpoint once for the host, calls it
 * in every shard through discord.js's IPC (`Shard.eval`), aggregates the shards' registries with
 * its own (prom-client's AggregatorRegistry: counters and histograms summed, each shard's series
 * kept by its labels) and reports each shard's gateway from its own view (`Shard.ready`), which
 * holds even while a shard's process is dead and cannot answer.
 */
import type { ShardingManager } from 'discord.js';
import { AggregatorRegistry, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { healthOf, probeStorage } from './health.js';
import type { MetricsSource } from './http.js';
import { type BotMetrics, gatewayGauge, type MetricsJson } from './metrics.js';

/** What a shard's process answers the manager. */
export interface ShardMetricsHook {
  json(): Promise<MetricsJson>;
  /** Why the shard's storage did not answer a read, or undefined. */
  storage(): Promise<string | undefined>;
}

type HookHolder = Record<symbol, ShardMetricsHook | undefined>;

/** In a shard's process: answers the manager's requests from this process's metrics and store. */
export const exposeToManager = (metrics: BotMetrics, probe: () => Promise<void>): void => {
  (globalThis as unknown as HookHolder)[Symbol.for('sabot.metrics')] = {
    json: () => metrics.json(),
    storage: () => probeStorage(probe),
  };
};

// Sent to the shard as source text and run there: self-contained, the symbol's name written out.
const askJson = () => (globalThis as unknown as HookHolder)[Symbol.for('sabot.metrics')]?.json() ?? null;
const askStorage = () =>
  (globalThis as unknown as HookHolder)[Symbol.for('sabot.metrics')]?.storage() ?? 'no metrics in this shard';

/** How long a shard's process may take to answer a scrape. */
export const SHARD_ANSWER_MS = 5_000;

type Answer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly why: string };

/** Runs `ask` in the shard's process, if it has one, within `timeoutMs`. */
const ask = async <T>(
  manager: ShardingManager,
  id: number,
  ask: () => T,
  timeoutMs: number,
): Promise<Answer<Awaited<T>>> => {
  const shard = manager.shards.get(id);
  if (!shard?.process) return { ok: false, why: 'no process' };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Answer<Awaited<T>>>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, why: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  try {
    return await Promise.race([
      (shard.eval(ask) as Promise<Awaited<T>>).then(
        (value): Answer<Awaited<T>> => ({ ok: true, value }),
        (error: unknown): Answer<Awaited<T>> => ({
          ok: false,
          why: error instanceof Error ? error.message : String(error),
        }),
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
};

/** The manager's endpoint: its own registry (gateway, unanswered shards, its process) and its shards'. */
export const managerSource = (
  manager: ShardingManager,
  ids: readonly number[],
  { timeoutMs = SHARD_ANSWER_MS, processMetrics = true } = {},
): MetricsSource => {
  const own = new Registry();
  const states = () => ids.map((shard) => ({ shard, ready: manager.shards.get(shard)?.ready ?? false }));
  gatewayGauge(own, states);
  const unanswered = new Gauge({
    name: 'sabot_shard_scrape_failures',
    help: 'Shards whose process did not give its metrics to this scrape (dead, restarting, or too slow): their counters are missing from it',
    registers: [own],
  });
  if (processMetrics) collectDefaultMetrics({ register: own });
  return {
    async metrics() {
      const answers = await Promise.all(ids.map((id) => ask(manager, id, askJson, timeoutMs)));
      const shardsJson = answers.flatMap((answer) => (answer.ok && answer.value ? [answer.value] : []));
      unanswered.set(ids.length - shardsJson.length);
      const aggregated = AggregatorRegistry.aggregate([await own.getMetricsAsJSON(), ...shardsJson]);
      return { contentType: aggregated.contentType, body: await aggregated.metrics() };
    },
    async health() {
      const shards = states();
      // Storage as each running shard sees it: every one of them must reach it.
      const answers = await Promise.all(
        shards.map(async ({ shard, ready }) =>
          ready ? { shard, answer: await ask(manager, shard, askStorage, timeoutMs) } : undefined,
        ),
      );
      const silent: string[] = [];
      const storage: string[] = [];
      for (const entry of answers) {
        if (!entry) continue;
        const { shard, answer } = entry;
        if (!answer.ok) silent.push(`shard ${shard} did not answer (${answer.why})`);
        else if (answer.value !== undefined) storage.push(`shard ${shard}: ${answer.value}`);
      }
      return healthOf(shards, storage.length > 0 ? storage.join('; ') : undefined, silent);
    },
  };
};
