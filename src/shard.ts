/**
 * One shard's process under the sharding manager (`sharding.ts`): the manager passes the shard id
 * and the shard count in SHARDS and SHARD_COUNT, as discord.js's ShardingManager does.
 */
import { openStoreOrExit, prepareProcess, runBot } from './bot.js';
import { loadConfig } from './config.js';
import { exitWithLine } from './log.js';
import { BotMetrics, backendOf } from './metrics/metrics.js';

const config = loadConfig();
prepareProcess(config);
const id = Number(process.env.SHARDS);
const count = Number(process.env.SHARD_COUNT);
if (!(Number.isInteger(id) && Number.isInteger(count) && id >= 0 && id < count))
  exitWithLine('src/shard is started by npm start for each shard of a sharded bot: run npm start instead');
// The manager serves METRICS_PORT for every shard of the host; this process hands it its metrics.
const metrics = config.metrics && new BotMetrics({ backend: backendOf(config.storageUrl) });
const store = await openStoreOrExit(config, metrics?.store);
await runBot(config, store, { count, ids: [id] }, metrics && { metrics });
