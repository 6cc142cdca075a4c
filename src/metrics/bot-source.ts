/**
 * The endpoint of a bot that runs in one process: its gateway as its discord.js client sees it,
 * its own registry, and its own store's answer.
 */
import { type Client, Status } from 'discord.js';
import { healthOf, probeStorage } from './health.js';
import type { MetricsSource } from './http.js';
import type { BotMetrics, GatewayStates } from './metrics.js';

/** Each of the plan's shards, ready while the client's session for it is. */
export const clientGateway =
  (client: Client, ids: readonly number[]): GatewayStates =>
  () =>
    ids.map((shard) => ({ shard, ready: client.ws.shards.get(shard)?.status === Status.Ready }));

export const processSource = (
  metrics: BotMetrics,
  gateway: GatewayStates,
  probeStore: () => Promise<void>,
): MetricsSource => ({
  async metrics() {
    return { contentType: metrics.registry.contentType, body: await metrics.text() };
  },
  async health() {
    return healthOf(gateway(), await probeStorage(probeStore));
  },
});
