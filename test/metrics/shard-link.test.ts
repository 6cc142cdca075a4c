/**
 * The manager's side of sharded metrics without processes: a stand-in ShardingManager whose shards
 * run `Shard.eval` in this process, where `exposeToManager` left the shard's hook. A shard that is
 * not ready is reported 0 and makes /healthz unhealthy; a shard without a process, or one that
 * does not answer, is counted in sabot_shard_scrape_failures and its figures are missing.
 * (The real thing, two shard processes under discord.js's manager, is test/e2e/metrics.test.ts.)
 */
import type { ShardingManager } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { BotMetrics } from '../../src/metrics/metrics.js';
import { exposeToManager, managerSource } from '../../src/metrics/shard-link.js';
import { sample } from '../support/prometheus.js';

interface FakeShard {
  ready: boolean;
  process: object | null;
  eval(fn: () => unknown): Promise<unknown>;
}

const runsHere: FakeShard['eval'] = async (fn) => fn();
const silent: FakeShard['eval'] = () => new Promise(() => {});

const managerOf = (shards: Record<number, FakeShard>) =>
  ({
    shards: new Map(Object.entries(shards).map(([id, shard]) => [Number(id), shard])),
  }) as unknown as ShardingManager;

afterEach(() => {
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('sabot.metrics')];
});

describe("the manager's endpoint", () => {
  it("GIVEN shard 0 ready and answering and shard 1 without a process WHEN scraped THEN shard 0's figures and both gateways are there, shard 1 counted as not scraped, and /healthz says why it is unhealthy", async () => {
    const shard0 = new BotMetrics({ backend: 'sqlite' });
    shard0.store.commitStarted()();
    shard0.store.commitStarted()();
    exposeToManager(shard0, async () => {});
    const source = managerSource(
      managerOf({
        0: { ready: true, process: {}, eval: runsHere },
        1: { ready: false, process: null, eval: runsHere },
      }),
      [0, 1],
      { processMetrics: false },
    );

    const { contentType, body } = await source.metrics();
    expect(contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(sample(body, 'sabot_gateway_status{shard="0"}')).toBe(1);
    expect(sample(body, 'sabot_gateway_status{shard="1"}')).toBe(0);
    expect(sample(body, 'sabot_shard_scrape_failures')).toBe(1);
    expect(sample(body, 'sabot_commits_total{backend="sqlite"}')).toBe(2);

    expect(await source.health()).toEqual({
      ok: false,
      shards: [
        { shard: 0, ready: true },
        { shard: 1, ready: false },
      ],
      storage: 'ok',
      reasons: ['shard 1 is not ready'],
    });
  });

  it("GIVEN a ready shard whose storage fails, and one that does not answer WHEN /healthz is asked THEN each shard's reason is said", async () => {
    exposeToManager(new BotMetrics({ backend: 'redis' }), async () => {
      throw new Error('storage failed while reading');
    });
    const source = managerSource(
      managerOf({
        0: { ready: true, process: {}, eval: runsHere },
        1: { ready: true, process: {}, eval: silent },
      }),
      [0, 1],
      { processMetrics: false, timeoutMs: 20 },
    );
    const health = await source.health();
    expect(health.ok).toBe(false);
    expect(health.reasons).toEqual([
      'shard 1 did not answer (no answer within 20 ms)',
      'storage does not answer: shard 0: storage failed while reading',
    ]);
    expect(health.storage).toBe('shard 0: storage failed while reading');
    expect(sample((await source.metrics()).body, 'sabot_shard_scrape_failures')).toBe(1);
  });
});
