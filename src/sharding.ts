/**
 * Several shards on this host: discord.js's own ShardingManager runs one process per shard
 * (`shard.ts`) and starts a new one whenever a shard's process dies. Shards start in groups of
 * Discord's `max_concurrency` (the shards that may identify at once), 5.5 s apart, as Discord's
 * session start limit asks; against a gateway allowing 16, sixteen shards start together.
 *
 * A shard that dies before it was ever ready is a start-up failure (its process printed the one
 * line saying why): every shard is stopped and the manager exits 1, rather than restart it forever.
 * SIGINT/SIGTERM stop every shard gracefully (each finishes its commands in flight) and exit 0.
 * With METRICS_PORT set, this process serves /metrics and /healthz once for all its shards
 * (src/metrics/shard-link.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIGatewayBotInfo, REST, Routes, type Shard, ShardingManager } from 'discord.js';
import type { Config } from './config.js';
import { restOptions } from './discord/client.js';
import { exitWithLine, log } from './log.js';
import { listenFailure, type MetricsServer, serveMetrics } from './metrics/http.js';
import { managerSource } from './metrics/shard-link.js';
import type { ShardPlan } from './shards.js';

/** Discord's session start window: one identify per rate-limit bucket per 5 s, with a margin. */
const IDENTIFY_WINDOW_MS = 5_500;
/** How long a shard's process may take to connect before the manager reports it. */
const SPAWN_TIMEOUT_MS = 60_000;
/** How long a shard may take to stop gracefully before it is killed. */
const STOP_TIMEOUT_MS = 20_000;

/** What `GET /gateway/bot` says about sharding: the recommended count and the identify concurrency. */
export interface GatewayAdvice {
  readonly shards: number;
  readonly maxConcurrency: number;
}

/** Asks Discord (or DISCORD_API_URL) for its sharding advice; throws what login would throw. */
export const fetchGatewayAdvice = async (config: Config): Promise<GatewayAdvice> => {
  const rest = new REST(restOptions(config)).setToken(config.token);
  const info = (await rest.get(Routes.gatewayBot())) as APIGatewayBotInfo;
  return {
    shards: Math.max(1, info.shards),
    maxConcurrency: Math.max(1, info.session_start_limit?.max_concurrency ?? 1),
  };
};

/** The shard process's script, beside this one (`.ts` when run from sources, `.js` when built). */
const shardScript = (): string =>
  fileURLToPath(new URL(`./shard${extname(fileURLToPath(import.meta.url))}`, import.meta.url));

/**
 * Starts the plan's shards, one process each, and resolves once they have started; the manager then
 * keeps them running (a new process for one that dies) until a signal stops them all.
 */
export async function runShardingManager(
  config: Config,
  plan: ShardPlan,
  maxConcurrency: number,
): Promise<void> {
  const manager = new ShardingManager(shardScript(), {
    totalShards: plan.count,
    shardList: [...plan.ids],
    mode: 'process',
    // Off while the shards first start (a shard that cannot start must not be restarted forever);
    // on once they all run, so the manager starts a new process for any shard that dies.
    respawn: false,
    token: config.token,
    // The shards run the way this process runs (plain node, or node with the tsx loader in tests).
    execArgv: process.execArgv,
  });
  const everReady = new Set<number>();
  let stopping = false;
  let metricsServer: MetricsServer | undefined;
  // Served once for the host, before the shards start: /healthz says 503 until they all run.
  if (config.metrics) {
    try {
      metricsServer = await serveMetrics(config.metrics, managerSource(manager, plan.ids), log);
    } catch (error) {
      exitWithLine(listenFailure(config.metrics, error));
    }
  }

  const stop = async (why: string, code: number): Promise<never> => {
    if (!stopping) {
      stopping = true;
      manager.respawn = false;
      // A start-up failure is the one line the failed shard printed; a stop is logged.
      if (code === 0) log.info('stopping every shard', { why });
      await Promise.all([...manager.shards.values()].map(stopShard));
      await metricsServer?.close();
      if (code === 0) log.info('stopped');
    }
    return process.exit(code);
  };

  const watch = (shard: Shard): void => {
    // In 'process' mode each shard is a ChildProcess.
    shard.on('spawn', (child) =>
      log.debug('shard process started', { shard: shard.id, pid: (child as ChildProcess).pid }),
    );
    shard.on('ready', () => {
      everReady.add(shard.id);
      log.debug('shard connected', { shard: shard.id });
    });
    shard.on('death', (child) => {
      if (stopping) return;
      if (!everReady.has(shard.id)) {
        // Never came up: its process printed why, and starting it again would print it forever.
        setImmediate(() => void stop(`shard ${shard.id} could not start`, 1));
        return;
      }
      log.warn('shard process died; starting a new one', {
        shard: shard.id,
        exitCode: (child as ChildProcess).exitCode,
        signal: (child as ChildProcess).signalCode,
      });
      // Once every shard has started, the manager itself starts the new process.
      if (!manager.respawn) shard.spawn(SPAWN_TIMEOUT_MS).catch(() => {});
    });
    // A new process that does not connect in time is reported; it keeps trying.
    shard.on('error', (error: unknown) => log.error('shard error', { shard: shard.id, error }));
  };

  process.on('SIGINT', () => void stop('SIGINT', 0));
  process.on('SIGTERM', () => void stop('SIGTERM', 0));

  log.debug('starting shards', { shards: plan.ids, shardCount: plan.count, maxConcurrency });
  for (let start = 0; start < plan.ids.length && !stopping; start += maxConcurrency) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, IDENTIFY_WINDOW_MS));
    const group = plan.ids.slice(start, start + maxConcurrency).map((id) => {
      const shard = manager.createShard(id);
      watch(shard);
      return shard;
    });
    // A failure here is a shard that died or hung before its first ready: handled above.
    await Promise.allSettled(group.map((shard) => shard.spawn(SPAWN_TIMEOUT_MS)));
  }
  if (stopping) return;
  manager.respawn = true;
  log.info('all shards started', { shards: plan.ids, shardCount: plan.count });
}

/** Asks one shard's process to stop (SIGTERM) and waits for it, killing it if it hangs. */
const stopShard = async (shard: Shard): Promise<void> => {
  const child = shard.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(timer);
};
