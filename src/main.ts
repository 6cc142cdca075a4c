/**
 * `npm start`: config → storage → how many shards, and which of them run here → the bot.
 *
 * One shard on this host (the usual case, and every bot under 2,500 servers): the bot runs in this
 * process (`bot.ts`). Several: discord.js's ShardingManager runs one process per shard and starts
 * a new one when one dies (`sharding.ts`). DISCORD_SHARD_COUNT fixes the number of shards (unset:
 * Discord's recommendation from GET /gateway/bot) and DISCORD_SHARDS the ones this host runs
 * (unset: all), so several machines can split them.
 *
 * A setting that stops the bot before it is ready (the token, STORAGE_URL, DISCORD_API_URL, the
 * shard settings) ends it with ONE plain line naming the setting and the fix, and exit code 1;
 * the JSON log is for a bot that runs.
 */
import { openStoreOrExit, prepareProcess, runBot } from './bot.js';
import { discordFailure, loadConfig } from './config.js';
import { exitWithLine } from './log.js';
import { BotMetrics, backendOf } from './metrics/metrics.js';
import { fetchGatewayAdvice, type GatewayAdvice, runShardingManager } from './sharding.js';
import { allShards, type ShardPlan } from './shards.js';

const config = loadConfig();
prepareProcess(config);
// Counts the store's commits from the start; dropped unused when the shards run in processes of their own.
const metrics = config.metrics && new BotMetrics({ backend: backendOf(config.storageUrl) });
// Opened first, so a bad STORAGE_URL is the line printed whatever Discord would say.
const store = await openStoreOrExit(config, metrics?.store);

const hereOnly = config.shards?.length ?? config.shardCount;
let advice: GatewayAdvice | undefined;
// Discord's advice is needed for a count left to it, and for how many shards may start at once.
if (hereOnly !== 1) {
  try {
    advice = await fetchGatewayAdvice(config);
  } catch (error) {
    await store.close().catch(() => {});
    exitWithLine(discordFailure(error, config.apiUrl));
  }
}
const count = config.shardCount ?? advice?.shards ?? 1;
const plan: ShardPlan = config.shards ? { count, ids: config.shards } : allShards(count);

if (plan.ids.length === 1) {
  await runBot(config, store, plan, metrics && config.metrics && { metrics, serveAt: config.metrics });
} else {
  // Each shard's process opens storage for itself.
  await store.close();
  await runShardingManager(config, plan, advice?.maxConcurrency ?? 1);
}
