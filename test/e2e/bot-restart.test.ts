/**
 * The table message across a graceful restart of the real bot: the new process finds the channel's
 * table message in storage and keeps editing it, instead of posting a second one.
 */
import { describe, expect, it } from 'vitest';
import { type BotWorld, customIds, Player, tableMessage, useBotWorld } from './support/bot-harness.js';

let world: BotWorld;

useBotWorld({ channels: ['restart'], players: 2 }, (started) => {
  world = started;
});

describe('the real bot restarted between two bets', () => {
  it('GIVEN a table message WHEN the bot is stopped (SIGTERM), restarted and a player bets THEN the same message is edited and no new one is posted', async () => {
    const channelId = world.guild.channel('restart').id;
    const [p1, p2] = [1, 2].map((n) => new Player(world, world.guild.member(n).id, channelId));
    await p1!.bet('banker', 10);
    const table = await tableMessage(world, channelId, 1);

    expect(await world.bot.stop()).toBe(0);
    const editsBefore = world.discord.message(table.id)!.editCount;
    await world.restart();

    await p2!.bet('player', 20);
    const edited = await world.discord.waitFor(
      () => {
        const message = world.discord.message(table.id);
        return message && message.editCount > editsBefore ? message : undefined;
      },
      { description: 'an edit of the table message after the restart' },
    );
    expect(edited.deleted).toBe(false);
    expect(customIds(edited)).toContain('sabot1:deal:1');
    // Still the one table message of the channel: nothing else was posted.
    expect(world.discord.messages(channelId, { origin: 'channel' }).map((m) => m.id)).toEqual([table.id]);
  });
});
