/**
 * The server's language with the real bot process against the fake Discord: on an en-US server
 * (Discord's locale for servers that are not Community servers) an admin chooses Dutch with
 * `/table language`; the table and a result are then Dutch, while an Italian member's private
 * answers stay Italian.
 */
import { describe, expect, it } from 'vitest';
import { t } from '../../src/discord/i18n/index.js';
import { type BotWorld, EPHEMERAL, Player, tableMessage, useBotWorld } from './support/bot-harness.js';

let world: BotWorld;

useBotWorld({ channels: ['tafel'], players: 1, locale: 'en-US' }, (started) => {
  world = started;
});

describe('/table language on an en-US server', () => {
  it('GIVEN /table language nl THEN the table and the result are Dutch, and an Italian member is answered in Italian', async () => {
    const channelId = world.guild.channel('tafel').id;
    const admin = new Player(world, world.guild.member(0).id, channelId);
    const italian = new Player(world, world.guild.member(1).id, channelId, 'it');

    const set = await admin.slash('table', { value: 'nl' }, 'language').reply();
    expect((set.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);
    expect(set.embeds[0]?.description).toBe(t('en', 'settings.language.set', { language: 'Nederlands' }));

    const bet = await italian.bet('banker', 10);
    expect((bet.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);
    expect(bet.content).toContain('Hai puntato 10 gettoni sul Banco');

    const table = await tableMessage(world, channelId, 1);
    expect(table.embeds[0]?.title).toBe(t('nl', 'table.title', { round: 1 }));

    const dealt = await italian.deal();
    expect(dealt.flags ?? 0).toBe(0);
    expect(dealt.embeds[0]?.title?.startsWith(t('nl', 'result.title', { round: 1, outcome: '' }))).toBe(true);
    const next = await tableMessage(world, channelId, 2);
    expect(next.embeds[0]?.title).toBe(t('nl', 'table.title', { round: 2 }));
  });
});
