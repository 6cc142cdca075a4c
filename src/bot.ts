/**
 * One shard's bot: the discord.js client for that shard (or for the only shard, when the bot runs
 * one), the game on its storage, and the shutdown. On ready it registers commands if they changed
 * (only the process running shard 0, so shards do not race over it), serves the servers of ITS
 * shards that have timers armed or results undelivered (re-arming the timers, posting the
 * results), and logs "ready"; a server another process still serves is taken over as soon as its
 * lease is free, never a reason not to start. SIGINT/SIGTERM (or the sharding manager going away)
 * hand the servers over (docs/scaling.md): new interactions are left to the process taking over,
 * the ones in flight and the store commands finish, message edits that can go out quickly are
 * flushed (the ledger is already durable), the leases are let go, the gateway closes, what no
 * other process took is refused as restarting, storage closes, and the process exits 0. With
 * METRICS_PORT set it serves /metrics and /healthz (src/metrics/), or, under a sharding manager,
 * hands its figures to the manager, which serves them for the host.
 *
 * `main.ts` runs it in its own process for one shard; `shard.ts` is the process the sharding
 * manager forks for each shard when this host runs several.
 */
import { Events } from 'discord.js';
import { commandData, commands } from '../commands/index.js';
import { type Config, discordFailure } from './config.js';
import { ChannelMemory } from './discord/channel-memory.js';
import { ChipChoices } from './discord/chip-choices.js';
import { channelWriter, createClient, nameBook } from './discord/client.js';
import { GameService } from './discord/game-service.js';
import { ChannelLanguages, choiceIn } from './discord/languages.js';
import { StoreReads } from './discord/reads.js';
import { registerCommands } from './discord/register-commands.js';
import { Router } from './discord/router.js';
import { realScheduler, TableMessages } from './discord/table-messages.js';
import { addSecret, addUrlSecrets, exitWithLine, log, maskUrl } from './log.js';
import { clientGateway, processSource } from './metrics/bot-source.js';
import { listenFailure, type MetricsAddress, type MetricsServer, serveMetrics } from './metrics/http.js';
import type { BotMetrics } from './metrics/metrics.js';
import { exposeToManager } from './metrics/shard-link.js';
import { ownsGuild, type ShardPlan } from './shards.js';
import { GameStore, systemDeps } from './store/game-store.js';
import type { StoreObserver } from './store/observer.js';
import { StorageUnavailableError } from './store/storage.js';

/** Masks the config's secrets, sets the log level and logs what would otherwise end the process. */
export const prepareProcess = (config: Config): void => {
  addSecret(config.token);
  addUrlSecrets(config.storageUrl);
  log.setLevel(config.logLevel);
  process.on('unhandledRejection', (reason) => log.error('unhandled rejection', { error: reason }));
  process.on('uncaughtException', (error) => {
    log.error('uncaught exception; exiting', { error });
    process.exit(1);
  });
};

/** Opens storage, or ends the process with the one line that names STORAGE_URL and the fix. */
export const openStoreOrExit = async (config: Config, observer?: StoreObserver): Promise<GameStore> => {
  try {
    return await GameStore.open(config.storageUrl, observer ? { ...systemDeps, observer } : systemDeps);
  } catch (error) {
    // Opening storage names STORAGE_URL and the fix in its message; anything else still gets one line.
    return exitWithLine(
      error instanceof StorageUnavailableError
        ? error.message
        : `STORAGE_URL ${maskUrl(config.storageUrl)} could not be opened (${(error as Error).message}): check STORAGE_URL`,
    );
  }
};

/** Waits for `work`, but no longer than `ms`. */
const within = (ms: number, work: Promise<unknown>): Promise<unknown> =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms).unref())]);

/**
 * The bot's metrics (when METRICS_PORT is set): served at `serveAt` by this process, or, without
 * it, handed to the sharding manager that serves them for every shard of the host.
 */
export interface BotObservability {
  readonly metrics: BotMetrics;
  readonly serveAt?: MetricsAddress;
}

/** Runs the bot for the plan's shards on an open store; resolves once it is logged in. */
export async function runBot(
  config: Config,
  store: GameStore,
  plan: ShardPlan,
  observed?: BotObservability,
): Promise<void> {
  const client = createClient(config, plan);
  const metricsServer = observed && (await observe(observed, client, store, plan));
  // Each channel's table message id and language, kept across restarts (one record per channel).
  const memory = new ChannelMemory(store, log);
  const languages = new ChannelLanguages(memory, choiceIn(store));
  const reads = new StoreReads({ store, names: nameBook(client), languages });
  const messages = new TableMessages(
    channelWriter(client),
    (guildId, channelId) => reads.tableMessage(guildId, channelId),
    log,
    realScheduler,
    { memory },
  );
  const game = new GameService({ store, reads, messages, languages, log, verifyUrl: config.verifyUrl });
  const router = new Router({
    commands,
    game,
    reads,
    languages,
    chips: new ChipChoices(store, log),
    log,
    verifyUrl: config.verifyUrl,
    ...(observed ? { observer: observed.metrics.interactions } : {}),
  });

  client.on(Events.InteractionCreate, (interaction) => {
    router.handle(interaction).catch((error: unknown) => log.error('interaction handler failed', { error }));
  });
  client.on(Events.Error, (error) => log.error('discord client error', { error }));
  client.on(Events.Warn, (message) => log.warn('discord client warning', { message }));

  client.once(Events.ClientReady, async (ready) => {
    try {
      let commandsState = 'left to shard 0';
      // One process registers: every shard would otherwise PUT the same commands at once.
      if (plan.ids.includes(0)) {
        try {
          commandsState = await registerCommands({
            rest: ready.rest,
            meta: store,
            applicationId: ready.application.id,
            guildId: config.guildId,
            body: commandData(),
          });
        } catch (error) {
          // The commands registered last time keep working; the next start tries again.
          log.error('command registration failed', { error });
          commandsState = 'failed';
        }
      }
      const { timers, results, servedElsewhere } = await game.start(ownsGuild(plan));
      log.info('ready', {
        user: ready.user.tag,
        shards: plan.ids,
        shardCount: plan.count,
        guilds: ready.guilds.cache.size,
        commands: commandsState,
        timers,
        resultsReposted: results,
        // Servers another process still serves: this one takes each over once its lease is free.
        ...(servedElsewhere > 0 ? { waitingForServers: servedElsewhere } : {}),
      });
    } catch (error) {
      log.error('start-up failed', { error });
      void shutdown('start-up failure', 1);
    }
  });

  let stopping = false;
  const shutdown = async (why: string, code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { why });
    try {
      // The hand-over (docs/scaling.md): take nothing new, finish what this process decided…
      await within(10_000, Promise.all([router.stopTaking(), game.stop()]));
      await within(3_000, messages.flush());
      messages.close();
      await within(2_000, memory.close());
      // …let the servers go, so the process taking over serves them from now…
      await store.release();
      await client.destroy().catch(() => {});
      // …and refuse, as restarting, what arrived meanwhile and no other process took.
      await within(5_000, router.finishWaiting());
      await store.close();
      await metricsServer?.close();
    } catch (error) {
      log.error('shutdown step failed', { error });
      await client.destroy().catch(() => {});
    }
    log.info('stopped');
    process.exit(code);
  };

  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  // A shard whose sharding manager is gone stops too, rather than run on unsupervised.
  if (process.env.SHARDING_MANAGER && process.send)
    process.on('disconnect', () => void shutdown('the sharding manager is gone', 0));

  try {
    await client.login(config.token);
  } catch (error) {
    // Nothing has started yet (no timers, no messages): close quietly and say the one thing.
    stopping = true;
    await client.destroy().catch(() => {});
    await store.close().catch(() => {});
    await metricsServer?.close();
    exitWithLine(discordFailure(error, config.apiUrl));
  }
}

/**
 * Starts the process metrics and the endpoint (or the manager's hook). An endpoint that cannot
 * listen stops the start with the one line naming METRICS_PORT, before anything else has begun.
 */
const observe = async (
  { metrics, serveAt }: BotObservability,
  client: ReturnType<typeof createClient>,
  store: GameStore,
  plan: ShardPlan,
): Promise<MetricsServer | undefined> => {
  metrics.collectProcessMetrics();
  const probe = () => store.probe();
  if (!serveAt) {
    exposeToManager(metrics, probe);
    return undefined;
  }
  const gateway = clientGateway(client, plan.ids);
  metrics.reportGateway(gateway);
  try {
    return await serveMetrics(serveAt, processSource(metrics, gateway, probe), log);
  } catch (error) {
    await store.close().catch(() => {});
    return exitWithLine(listenFailure(serveAt, error));
  }
};
