/**
 * Nothing the players should see is lost in a crash: a round committed whose result never reached
 * the channel is posted after the restart, and a result that did reach it is not posted twice.
 */
import { describe, expect, it } from 'vitest';
import {
  type BotWorld,
  Player,
  resultEmbeds,
  tableMessage,
  useBotWorld,
  withStorage,
} from './support/bot-harness.js';

const CHANNELS = ['outage', 'just-posted'] as const;
let world: BotWorld;

useBotWorld(
  { channels: [...CHANNELS], players: 4 },
  (started) => {
    world = started;
  },
  // The outage makes the bot log the failed writes; that is the point of these tests.
  { expectCleanLog: false },
);

const seat = (channel: (typeof CHANNELS)[number], numbers: number[]) => {
  const channelId = world.guild.channel(channel).id;
  return { channelId, players: numbers.map((n) => new Player(world, world.guild.member(n).id, channelId)) };
};

/** Restarts the bot and waits until it has gone through the results it owed the channels. */
const restartAndCatchUp = async () => {
  await world.restart();
  return world.bot.waitForLog((line) => line.msg === 'ready');
};

describe('round results across a crash', () => {
  it('GIVEN Discord failing every reply and post WHEN a round is dealt and the bot killed THEN after the restart its result is posted exactly once', async () => {
    const { channelId, players } = seat('outage', [1, 2]);
    await players[0]!.bet('banker', 10);
    await players[1]!.bet('player', 5);
    // A Discord outage: the /deal reply and every message in the channel fail.
    world.discord.failNext({ method: 'POST', path: /^\/interactions\//, status: 500, count: 1000 });
    world.discord.failNext({
      method: 'POST',
      path: `/channels/${channelId}/messages`,
      status: 500,
      count: 1000,
    });
    players[0]!.slash('deal');
    await world.bot.waitForLog(
      (line) => line.msg === 'table message write failed' && line.channelId === channelId,
    );

    const committed = await withStorage(world, async (db) => ({
      record: await db.round(channelId, 1),
      outbox: await db.outbox(),
    }));
    expect(committed.record?.results).toHaveLength(2);
    expect(committed.outbox).toContainEqual({ guildId: world.guild.id, channelId, round: 1 });
    expect(resultEmbeds(world, channelId, 1)).toHaveLength(0);

    await world.bot.killed();
    world.discord.clearFailures();
    const ready = await restartAndCatchUp();
    expect(ready.resultsReposted).toBeGreaterThanOrEqual(1);
    await world.discord.waitFor(() => (resultEmbeds(world, channelId, 1).length > 0 ? true : undefined), {
      description: 'the result of round 1 posted after the restart',
    });

    // The next round's commit carries the note that round 1 was posted; its result stays single.
    await players[1]!.bet('tie', 1);
    await players[1]!.deal();
    expect(resultEmbeds(world, channelId, 1)).toHaveLength(1);
    const after = await withStorage(world, (db) => db.outbox());
    expect(after.filter((entry) => entry.channelId === channelId && entry.round === 1)).toEqual([]);
  });

  it('GIVEN a result just posted in the channel WHEN the bot is killed before noting it THEN the restart posts it again with the same nonce and Discord keeps one', async () => {
    const { channelId, players } = seat('just-posted', [3, 4]);
    await players[0]!.bet('player', 7);
    await tableMessage(world, channelId, 1);
    // Discord creates the result's message, and the bot is killed before it hears so.
    const held = world.discord.holdNext('POST', new RegExp(`^/channels/${channelId}/messages$`));
    players[0]!.slash('deal');
    await world.discord.waitFor(() => (resultEmbeds(world, channelId, 1).length > 0 ? true : undefined), {
      description: 'the result of round 1 posted in the channel',
    });
    expect(held.held).toBe(1);
    await world.bot.killed();
    held.release();

    // Killed at once, so the note that it was posted never reached storage: the restart tries again.
    expect(await withStorage(world, (db) => db.outbox())).toContainEqual({
      guildId: world.guild.id,
      channelId,
      round: 1,
    });
    const ready = await restartAndCatchUp();
    expect(ready.resultsReposted).toBeGreaterThanOrEqual(1);
    const posts = () =>
      world.discord.requests.filter(
        (entry) =>
          entry.method === 'POST' && entry.path === `/channels/${channelId}/messages` && entry.status === 200,
      );
    // Both processes posted round 1's result with one nonce; the channel holds it once.
    await world.discord.waitFor(
      () =>
        posts().filter((entry) => JSON.stringify(entry.body).includes('Round 1 ·')).length >= 2
          ? true
          : undefined,
      { description: 'the second post of round 1 after the restart' },
    );
    const nonces = new Set(
      posts()
        .filter((entry) => JSON.stringify(entry.body).includes('Round 1 ·'))
        .map((entry) => (entry.body as { nonce?: string }).nonce),
    );
    expect(nonces.size).toBe(1);
    expect(resultEmbeds(world, channelId, 1)).toHaveLength(1);
  });
});
