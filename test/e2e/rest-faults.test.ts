/**
 * Discord failing the bot's table-message writes: 5xx answers and a 429 on the edits. The ledger
 * is committed before any message work, so players are answered at once, the edit lands once
 * Discord recovers, and the round that follows is dealt and paid exactly once.
 */
import { describe, expect, it } from 'vitest';
import {
  type BotWorld,
  EPHEMERAL,
  Player,
  tableMessage,
  useBotWorld,
  withStorage,
} from './support/bot-harness.js';

let world: BotWorld;

useBotWorld({ channels: ['faults'], players: 2 }, (started) => {
  world = started;
});

describe('the real bot when Discord fails its table-message edits', () => {
  it('GIVEN edits failing with 500s and a 429 WHEN a player bets THEN the answer does not wait, the edit lands later, and the next deal pays once', async () => {
    const channelId = world.guild.channel('faults').id;
    const [p1, p2] = [1, 2].map((n) => new Player(world, world.guild.member(n).id, channelId));
    await p1!.bet('banker', 10);
    const table = await tableMessage(world, channelId, 1);

    // More 500s than discord.js retries on its own, so the bot's own retry has to finish the job.
    const edits = new RegExp(`^/channels/${channelId}/messages/${table.id}$`);
    world.discord.failNext({ method: 'PATCH', path: edits, status: 429, retryAfter: 0.05, count: 1 });
    world.discord.failNext({ method: 'PATCH', path: edits, status: 500, count: 5 });

    const answer = await p2!.bet('player', 20);
    expect((answer.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);

    const shown = await world.discord.waitFor(
      () => {
        const message = world.discord.message(table.id);
        return message && JSON.stringify(message.embeds).includes('p2') ? message : undefined;
      },
      { timeoutMs: 30_000, description: 'the table message showing the second bet' },
    );
    expect(JSON.stringify(shown.embeds)).toContain('p1');
    const injected = world.discord.requests.filter((r) => r.injected && edits.test(r.path));
    expect(injected.length).toBe(6);

    const dealt = await p1!.deal();
    expect((dealt.flags ?? 0) & EPHEMERAL).toBe(0);
    const stored = await withStorage(world, async (db) => ({
      first: await db.round(channelId, 1),
      second: await db.round(channelId, 2),
      table: await db.table(channelId),
      audit: await db.audit(),
    }));
    expect(stored.first?.results.map((r) => r.userId).sort()).toEqual([p1!.userId, p2!.userId].sort());
    expect(stored.second).toBeUndefined();
    expect(stored.table?.round).toBe(2);
    expect(stored.audit.balanced).toBe(true);
  });
});
