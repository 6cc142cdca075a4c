/**
 * /metrics and /healthz on METRICS_PORT, from the real bot against the fake Discord. One process:
 * a bet and a deal are counted in the interaction histogram and as commits, the gateway is up and
 * /healthz says 200. Two shards under the sharding manager: the manager serves the endpoint once,
 * with both shards' gateway status from its own view and the shards' counters summed. Each
 * scrape that follows a player's action polls until it shows the action (the bot records an
 * interaction once its reply has gone out, so the scrape may arrive a moment before).
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledScript } from '../support/compiled.js';
import { sample, total } from '../support/prometheus.js';
import { type BotWorld, MANAGE_GUILD, Player, TOKEN, useBotWorld } from './support/bot-harness.js';
import { BotProcess, tempStorage } from './support/bot-process.js';
import { type FakeDiscord, type GuildHandle, startFakeDiscord } from './support/fake-discord.js';

/** A port nothing listens on now (the system picks it; the bot binds it a moment later). */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const metricsEnv = (port: number) => ({ METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' });

const scrape = async (port: number, path: '/metrics' | '/healthz') => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

const singlePort = await freePort();

describe('the metrics endpoint of a bot in one process', () => {
  let world: BotWorld;
  // Started for this block alone: the sharded bot below runs after it has stopped.
  useBotWorld({ channels: ['metrics'], players: 2, env: metricsEnv(singlePort) }, (started) => {
    world = started;
  });

  it('GIVEN METRICS_PORT WHEN a player bets and deals THEN /metrics counts the commands and their commits, the gateway is up, and /healthz says 200', async () => {
    const channelId = world.guild.channel('metrics').id;
    const admin = new Player(world, world.guild.member(0).id, channelId);
    const player = new Player(world, world.guild.member(1).id, channelId);
    // The players deal themselves: the betting timer must not deal first.
    await admin.slash('table', { seconds: 0 }, 'timer').reply();
    const before = (await scrape(singlePort, '/metrics')).body;
    const commitsBefore = total(before, 'sabot_commits_total', 'backend="sqlite"');

    await player.bet('banker', 10);
    const dealt = await player.deal();
    expect(dealt.embeds[0]?.title).toMatch(/^Round 1 · /);

    const text = await world.discord.waitFor(
      async () => {
        const { body } = await scrape(singlePort, '/metrics');
        // The timer, the bet and the deal: three slash commands handled.
        return total(body, 'sabot_interaction_seconds_count', 'kind="command"', 'outcome="ok"') >= 3 && body;
      },
      { description: 'three commands in sabot_interaction_seconds' },
    );
    const metrics = await scrape(singlePort, '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.type).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(
      sample(text, 'sabot_interaction_seconds_bucket{le="+Inf",kind="command",outcome="ok"}'),
    ).toBeGreaterThanOrEqual(3);
    // The bet and the deal each committed (the first one also opened the wallet).
    expect(total(text, 'sabot_commits_total', 'backend="sqlite"')).toBeGreaterThanOrEqual(commitsBefore + 2);
    expect(total(text, 'sabot_commit_seconds_count', 'backend="sqlite"')).toBe(
      total(text, 'sabot_commits_total', 'backend="sqlite"'),
    );
    expect(sample(text, 'sabot_ownership_changes_total{change="gained"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sabot_storage_errors_total{backend="sqlite"}')).toBe(0);
    expect(sample(text, 'sabot_gateway_status{shard="0"}')).toBe(1);
    // prom-client's process metrics come with them.
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    const health = await scrape(singlePort, '/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({
      ok: true,
      shards: [{ shard: 0, ready: true }],
      storage: 'ok',
      reasons: [],
    });
  });
});

describe('the metrics endpoint of a bot on two shards', () => {
  const SHARDS = 2;
  let discord: FakeDiscord;
  let storage: ReturnType<typeof tempStorage>;
  let manager: BotProcess;
  let guilds: GuildHandle[];
  let port: number;

  const onGuild = (guild: GuildHandle): BotWorld => ({
    discord,
    guild,
    storage,
    bot: manager,
    restart: () => Promise.reject(new Error('the sharded bot is started once for this file')),
    close: () => Promise.reject(new Error('the sharded bot is stopped once for this file')),
  });

  beforeAll(async () => {
    discord = await startFakeDiscord({
      token: TOKEN,
      defaultTimeoutMs: 20_000,
      recommendedShards: SHARDS,
      maxConcurrency: SHARDS,
      guilds: Array.from({ length: SHARDS }, (_, shard) => ({
        name: `Casino ${shard}`,
        shard: { id: shard, count: SHARDS },
        channels: [{ name: 'baccarat' }],
        members: [{ username: `admin${shard}`, permissions: MANAGE_GUILD }, { username: `s${shard}p1` }],
      })),
    });
    guilds = discord.guilds.slice();
    storage = tempStorage('sabot-metrics-shards-');
    port = await freePort();
    manager = await BotProcess.start({
      script: compiledScript('src/main.ts'),
      apiUrl: discord.apiUrl,
      token: TOKEN,
      storageUrl: storage.url,
      readyMsg: 'all shards started',
      readyTimeoutMs: 60_000,
      extraEnv: metricsEnv(port),
    });
    for (let shard = 0; shard < SHARDS; shard++)
      await manager.waitForLog(
        (line) => line.msg === 'ready' && Array.isArray(line.shards) && line.shards.includes(shard),
        45_000,
      );
  }, 90_000);

  afterAll(async () => {
    const errors = manager?.errors() ?? [];
    try {
      if (manager) expect(await manager.stop(), manager.diagnostics()).toBe(0);
    } finally {
      await discord?.close();
      storage?.cleanup();
    }
    expect(errors, manager?.diagnostics()).toEqual([]);
  }, 60_000);

  it("GIVEN METRICS_PORT on the manager WHEN a player on each shard bets THEN one /metrics shows both shards' gateway up and both shards' commands and commits summed, and /healthz says 200", async () => {
    // Only the manager listens: one line, from the manager's own process.
    expect(manager.lines.filter((line) => line.msg === 'metrics served')).toHaveLength(1);
    for (const guild of guilds) {
      const channelId = guild.channel('baccarat').id;
      await new Player(onGuild(guild), guild.member(0).id, channelId)
        .slash('table', { seconds: 0 }, 'timer')
        .reply();
      await new Player(onGuild(guild), guild.member(1).id, channelId).bet('player', 5);
    }

    const text = await discord.waitFor(
      async () => {
        const { body } = await scrape(port, '/metrics');
        // Two commands on each shard, from two processes.
        return total(body, 'sabot_interaction_seconds_count', 'kind="command"', 'outcome="ok"') >= 4 && body;
      },
      { description: "both shards' commands in one scrape" },
    );
    expect(sample(text, 'sabot_gateway_status{shard="0"}')).toBe(1);
    expect(sample(text, 'sabot_gateway_status{shard="1"}')).toBe(1);
    expect(sample(text, 'sabot_shard_scrape_failures')).toBe(0);
    // Each shard opened its server's lease and committed at least its table setting and its bet.
    expect(sample(text, 'sabot_ownership_changes_total{change="gained"}')).toBeGreaterThanOrEqual(SHARDS);
    expect(total(text, 'sabot_commits_total', 'backend="sqlite"')).toBeGreaterThanOrEqual(2 * SHARDS);
    // Each series once: aggregated, not listed per process.
    expect(text.split('\n').filter((line) => line.startsWith('sabot_commits_total{'))).toHaveLength(1);

    const health = await scrape(port, '/healthz');
    expect(health.status, health.body).toBe(200);
    expect(JSON.parse(health.body)).toEqual({
      ok: true,
      shards: [
        { shard: 0, ready: true },
        { shard: 1, ready: true },
      ],
      storage: 'ok',
      reasons: [],
    });
  });
});
