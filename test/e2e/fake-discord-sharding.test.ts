/**
 * The fake Discord shards as Discord does: GET /gateway/bot advises a shard count and the identify
 * concurrency; IDENTIFY carries `shard: [id, count]` (4010 for an invalid one, 4011 when a shard
 * would hold too many guilds); READY and GUILD_CREATE list each shard's guilds; a guild's events go
 * to shard `(guild_id >> 22) % count` only, DMs to shard 0; and a second session on one shard does
 * not close the first: both receive its interactions, and the slower answer gets 40060.
 */
import { once } from 'node:events';
import {
  type APIGatewayBotInfo,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  type Interaction,
  REST,
  Routes,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type FakeDiscord, type FakeDiscordOptions, startFakeDiscord } from './support/fake-discord.js';
import { shardOf } from './support/gateway.js';
import { SnowflakeFactory } from './support/snowflake.js';

const TOKEN = 'test-token';

let discord: FakeDiscord | undefined;
const clients: Client[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.destroy()));
  await discord?.close();
  discord = undefined;
});

/** A fake with one guild on each of `count` shards (guild `g<shard>`, channel `c`, member `m<shard>`). */
async function start(count: number, options: Partial<FakeDiscordOptions> = {}): Promise<FakeDiscord> {
  discord = await startFakeDiscord({
    token: TOKEN,
    guilds: Array.from({ length: count }, (_, shard) => ({
      name: `g${shard}`,
      shard: { id: shard, count },
      channels: [{ name: 'c' }],
      members: [{ username: `m${shard}` }],
    })),
    ...options,
  });
  return discord;
}

/** A discord.js client logged in for `shard` of `count`, with every interaction it receives recorded. */
async function shardClient(server: FakeDiscord, shard: number, count: number) {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    shards: [shard],
    shardCount: count,
    rest: { api: server.apiUrl, retries: 0, timeout: 5000 },
  });
  clients.push(client);
  const received: Interaction[] = [];
  client.on(Events.InteractionCreate, (interaction) => received.push(interaction));
  const ready = once(client, Events.ClientReady);
  await client.login(TOKEN);
  await ready;
  return { client, received };
}

/** The close code the gateway answers an IDENTIFY for `shard` with (undefined: it sent READY). */
async function identifyCloseCode(server: FakeDiscord, shard: [number, number]): Promise<number | undefined> {
  const socket = new WebSocket(`${server.gatewayUrl}?v=10&encoding=json`);
  try {
    const outcome = new Promise<number | undefined>((resolve) => {
      socket.on('close', (code) => resolve(code));
      socket.on('message', (data) => {
        const payload = JSON.parse(String(data)) as { op: number; t?: string };
        if (payload.op === 10)
          socket.send(JSON.stringify({ op: 2, d: { token: TOKEN, intents: 1, properties: {}, shard } }));
        if (payload.t === 'READY') resolve(undefined);
      });
    });
    return await outcome;
  } finally {
    socket.terminate();
  }
}

describe('the fake Discord, sharded', () => {
  it('GIVEN advice for 4 shards, 2 at once WHEN GET /gateway/bot THEN it says so, as Discord does', async () => {
    const server = await start(1, { recommendedShards: 4, maxConcurrency: 2 });
    const rest = new REST({ api: server.apiUrl, retries: 0 }).setToken(TOKEN);
    const info = (await rest.get(Routes.gatewayBot())) as APIGatewayBotInfo;
    expect(info.shards).toBe(4);
    expect(info.session_start_limit.max_concurrency).toBe(2);
    expect(info.url).toBe(server.gatewayUrl);
  });

  it('GIVEN a snowflake factory WHEN ids are minted on a shard THEN each lands there, increasing', () => {
    const ids = new SnowflakeFactory();
    const minted = Array.from({ length: 50 }, (_, i) => ids.nextOnShard(i % 7, 7));
    expect(minted.map((id) => shardOf(id, 7))).toEqual(minted.map((_, i) => i % 7));
    for (let i = 1; i < minted.length; i++) expect(BigInt(minted[i]!) > BigInt(minted[i - 1]!)).toBe(true);
    expect(() => ids.nextOnShard(3, 3)).toThrow('shard 3 is not one of 3 shards');
  });

  it('GIVEN two shards WHEN each client identifies THEN each holds its own guild, gets its guild events, and DMs go to shard 0', async () => {
    const server = await start(2);
    const [zero, one] = [await shardClient(server, 0, 2), await shardClient(server, 1, 2)];
    expect([...zero.client.guilds.cache.keys()]).toEqual([server.guild('g0').id]);
    expect([...one.client.guilds.cache.keys()]).toEqual([server.guild('g1').id]);

    const inOne = server.slash({ name: 'ping', guildId: server.guild('g1').id });
    await server.waitFor(() => one.received.some((i) => i.id === inOne.id), { description: 'g1 on shard 1' });
    const dm = server.slash({ name: 'ping', dm: true, userId: server.guild('g1').member(0).id });
    await server.waitFor(() => zero.received.some((i) => i.id === dm.id), { description: 'a DM on shard 0' });
    expect(zero.received.map((i) => i.id)).toEqual([dm.id]);
    expect(one.received.map((i) => i.id)).toEqual([inOne.id]);
  });

  it('GIVEN an IDENTIFY for a shard that does not exist, or one holding too many guilds THEN the gateway closes with 4010 or 4011', async () => {
    const server = await start(2, { maxGuildsPerShard: 1 });
    expect(await identifyCloseCode(server, [2, 2])).toBe(4010);
    expect(await identifyCloseCode(server, [-1, 2])).toBe(4010);
    // Both guilds on one shard: more than one per shard.
    expect(await identifyCloseCode(server, [0, 1])).toBe(4011);
    expect(await identifyCloseCode(server, [1, 2])).toBeUndefined();
  });

  it('GIVEN two sessions on one shard WHEN an interaction comes THEN both receive it, the first answer wins and the second gets 40060', async () => {
    const server = await start(2);
    const first = await shardClient(server, 1, 2);
    const second = await shardClient(server, 1, 2);
    // The second IDENTIFY did not end the first session.
    expect(server.sessions.filter((s) => s.state === 'ready' && s.shard[0] === 1)).toHaveLength(2);

    const ping = server.slash({ name: 'ping', guildId: server.guild('g1').id });
    const both = await server.waitFor(
      () => {
        const a = first.received.find((i) => i.id === ping.id);
        const b = second.received.find((i) => i.id === ping.id);
        return a && b ? ([a, b] as const) : undefined;
      },
      { description: 'the interaction on both sessions' },
    );
    const answers = await Promise.allSettled(
      both.map((interaction, i) =>
        interaction.isChatInputCommand() ? interaction.reply(`answer ${i}`) : Promise.reject(new Error('?')),
      ),
    );
    const refused = answers.filter((answer) => answer.status === 'rejected');
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const error = (refused[0] as PromiseRejectedResult).reason as unknown;
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).code).toBe(40060);
    expect(await ping.reply()).toMatchObject({ content: expect.stringMatching(/^answer [01]$/) });
  });
});
