/**
 * The metrics registry, the health verdict and the endpoint, each on its own: what the router and
 * the store report shows up in the Prometheus text; shard registries aggregate the way the
 * sharding manager merges them; the HTTP endpoint answers the two paths and nothing else.
 */
import { AggregatorRegistry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { healthOf, probeStorage } from '../../src/metrics/health.js';
import { listenFailure, type MetricsServer, serveMetrics } from '../../src/metrics/http.js';
import { BotMetrics, backendOf } from '../../src/metrics/metrics.js';
import { sample } from '../support/prometheus.js';

const quiet = createLogger({ level: 'error', write: () => {} });

describe('BotMetrics', () => {
  it('GIVEN interactions and commits reported through the observers WHEN scraped THEN the histograms and counters count them by label', async () => {
    const metrics = new BotMetrics({ backend: 'postgresql' });
    metrics.interactions.interactionStarted('command')('ok');
    metrics.interactions.interactionStarted('command')('ok');
    metrics.interactions.interactionStarted('button')('refused');
    for (let i = 0; i < 3; i++) metrics.store.commitStarted()();
    metrics.store.storageFailed();
    metrics.store.ownershipChanged('gained');
    metrics.store.ownershipChanged('gained');
    metrics.store.ownershipChanged('lost');

    const text = await metrics.text();
    expect(sample(text, 'sabot_interaction_seconds_count{kind="command",outcome="ok"}')).toBe(2);
    expect(sample(text, 'sabot_interaction_seconds_count{kind="button",outcome="refused"}')).toBe(1);
    expect(sample(text, 'sabot_interaction_seconds_bucket{le="+Inf",kind="command",outcome="ok"}')).toBe(2);
    expect(sample(text, 'sabot_commits_total{backend="postgresql"}')).toBe(3);
    expect(sample(text, 'sabot_commit_seconds_count{backend="postgresql"}')).toBe(3);
    expect(sample(text, 'sabot_storage_errors_total{backend="postgresql"}')).toBe(1);
    expect(sample(text, 'sabot_ownership_changes_total{change="gained"}')).toBe(2);
    expect(sample(text, 'sabot_ownership_changes_total{change="lost"}')).toBe(1);
    // Only the process that serves the endpoint reports gateways.
    expect(text).not.toContain('sabot_gateway_status');
  });

  it('GIVEN a fresh registry WHEN scraped THEN the counters are there at zero, so a rate over them is 0 and not absent', async () => {
    const text = await new BotMetrics({ backend: 'sqlite' }).text();
    expect(sample(text, 'sabot_commits_total{backend="sqlite"}')).toBe(0);
    expect(sample(text, 'sabot_storage_errors_total{backend="sqlite"}')).toBe(0);
    expect(sample(text, 'sabot_ownership_changes_total{change="gained"}')).toBe(0);
    expect(sample(text, 'sabot_ownership_changes_total{change="lost"}')).toBe(0);
  });

  it('GIVEN a gateway reported WHEN its shards change state THEN each scrape reads the state anew, 1 for ready and 0 otherwise', async () => {
    const metrics = new BotMetrics({ backend: 'sqlite' });
    let states = [
      { shard: 0, ready: true },
      { shard: 1, ready: false },
    ];
    metrics.reportGateway(() => states);
    let text = await metrics.text();
    expect(sample(text, 'sabot_gateway_status{shard="0"}')).toBe(1);
    expect(sample(text, 'sabot_gateway_status{shard="1"}')).toBe(0);
    states = [{ shard: 1, ready: true }];
    text = await metrics.text();
    expect(sample(text, 'sabot_gateway_status{shard="0"}')).toBeUndefined();
    expect(sample(text, 'sabot_gateway_status{shard="1"}')).toBe(1);
  });

  it("GIVEN two shards' registries WHEN aggregated as the manager does THEN counters and histogram counts are summed", async () => {
    const [a, b] = [new BotMetrics({ backend: 'redis' }), new BotMetrics({ backend: 'redis' })];
    a.store.commitStarted()();
    b.store.commitStarted()();
    b.store.commitStarted()();
    a.interactions.interactionStarted('modal')('ok');
    b.interactions.interactionStarted('modal')('ok');
    const aggregated = AggregatorRegistry.aggregate([await a.json(), await b.json()]);
    const text = await aggregated.metrics();
    expect(sample(text, 'sabot_commits_total{backend="redis"}')).toBe(3);
    expect(sample(text, 'sabot_commit_seconds_count{backend="redis"}')).toBe(3);
    expect(sample(text, 'sabot_interaction_seconds_count{kind="modal",outcome="ok"}')).toBe(2);
  });

  it('GIVEN each kind of STORAGE_URL WHEN labelled THEN the backend is named', () => {
    expect(backendOf('sqlite://data/sabot.sqlite')).toBe('sqlite');
    expect(backendOf('postgresql://u:p@db/x')).toBe('postgresql');
    expect(backendOf('postgres://db/x')).toBe('postgresql');
    expect(backendOf('redis://:p@cache:6379/0')).toBe('redis');
    expect(backendOf('rediss://cache:6380')).toBe('redis');
  });
});

describe('health', () => {
  it('GIVEN every shard ready and storage answering WHEN judged THEN healthy, with no reason', () => {
    expect(healthOf([{ shard: 0, ready: true }], undefined)).toEqual({
      ok: true,
      shards: [{ shard: 0, ready: true }],
      storage: 'ok',
      reasons: [],
    });
  });

  it('GIVEN a shard not ready, or storage failing, or no shard at all WHEN judged THEN unhealthy, each reason said', () => {
    const health = healthOf(
      [
        { shard: 0, ready: true },
        { shard: 1, ready: false },
      ],
      'connection refused',
    );
    expect(health.ok).toBe(false);
    expect(health.storage).toBe('connection refused');
    expect(health.reasons).toEqual(['shard 1 is not ready', 'storage does not answer: connection refused']);
    expect(healthOf([], undefined).reasons).toEqual(['no shard runs on this host yet']);
  });

  it('GIVEN a probe that answers, fails or never answers WHEN probed THEN nothing, its error, or the timeout is said', async () => {
    expect(await probeStorage(async () => {})).toBeUndefined();
    expect(
      await probeStorage(async () => {
        throw new Error('storage failed while reading');
      }),
    ).toBe('storage failed while reading');
    expect(await probeStorage(() => new Promise(() => {}), 10)).toBe('no answer within 10 ms');
  });
});

describe('the endpoint', () => {
  let server: MetricsServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const start = async (healthy: boolean) => {
    server = await serveMetrics(
      { port: 0, host: '127.0.0.1' },
      {
        metrics: async () => ({
          contentType: 'text/plain; version=0.0.4; charset=utf-8',
          body: 'x_total 1\n',
        }),
        health: async () => healthOf([{ shard: 0, ready: healthy }], undefined),
      },
      quiet,
    );
    return `http://127.0.0.1:${server.port}`;
  };

  it('GIVEN a healthy source WHEN /metrics and /healthz are fetched THEN the text format with its content type, and 200 with the JSON verdict', async () => {
    const base = await start(true);
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(await metrics.text()).toBe('x_total 1\n');
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await health.json()).toMatchObject({ ok: true, reasons: [] });
  });

  it('GIVEN a shard not ready WHEN /healthz is fetched THEN 503 with the reason', async () => {
    const base = await start(false);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ ok: false, reasons: ['shard 0 is not ready'] });
  });

  it('GIVEN another path or method WHEN requested THEN 404 or 405, and HEAD answers without a body', async () => {
    const base = await start(true);
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/extra`)).status).toBe(404);
    const post = await fetch(`${base}/metrics`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const head = await fetch(`${base}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('GIVEN a port already taken WHEN served THEN it rejects, and the line for the operator names METRICS_PORT', async () => {
    const base = await start(true);
    const port = Number(new URL(base).port);
    const error = await serveMetrics(
      { port, host: '127.0.0.1' },
      {
        metrics: async () => ({ contentType: 'text/plain', body: '' }),
        health: async () => healthOf([], undefined),
      },
      quiet,
    ).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeDefined();
    expect(listenFailure({ port, host: '127.0.0.1' }, error)).toBe(
      `METRICS_PORT ${port} is already in use on 127.0.0.1: choose a free port, or stop what listens there`,
    );
  });
});
