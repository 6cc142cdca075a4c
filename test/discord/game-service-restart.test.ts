/**
 * A channel's language across a restart: a fresh game service (new process, same storage) renders
 * the table and posts the betting timer's result in the language the channel last used.
 */
import type { BaseMessageOptions } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { ChannelMemory } from '../../src/discord/channel-memory.js';
import { t } from '../../src/discord/i18n/index.js';
import type { Place } from '../../src/discord/vocabulary.js';
import type { Logger } from '../../src/log.js';
import { GameStore, systemDeps } from '../../src/store/game-store.js';
import { FakeScheduler } from './fake-scheduler.js';
import { bootShell } from './shell-harness.js';

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const stores: GameStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

describe('GameService across a restart', () => {
  it('GIVEN a Dutch channel with a betting timer WHEN the bot restarts and the timer deals THEN the table and the result are in Dutch', async () => {
    const clock = new FakeScheduler(Date.UTC(2026, 0, 1));
    const store = await GameStore.open('sqlite://:memory:', { ...systemDeps, now: () => clock.now() });
    stores.push(store);
    const writes: { kind: 'send' | 'edit' | 'delete'; messageId: string; message: BaseMessageOptions }[] = [];
    let next = 1;
    const writer = {
      send: async (_channelId: string, message: BaseMessageOptions) => {
        const messageId = `m${next++}`;
        writes.push({ kind: 'send', messageId, message });
        return messageId;
      },
      edit: async (_channelId: string, messageId: string, message: BaseMessageOptions) => {
        writes.push({ kind: 'edit', messageId, message });
      },
      delete: async (_channelId: string, messageId: string) => {
        writes.push({ kind: 'delete', messageId, message: {} });
      },
    };
    /** One bot process on the shared store: its own memory, table messages and game service. */
    const boot = () => {
      const memory = new ChannelMemory(store, quiet);
      return { memory, ...bootShell({ store, clock, writer, log: quiet, memory }) };
    };

    const place: Place = { guildId: 'g1', channelId: 'c1', guildLocale: 'nl' };
    const first = boot();
    await first.game.run(place, { type: 'configure-table', channelId: 'c1', changes: { timerSeconds: 20 } });
    await first.game.run(place, { type: 'bet', channelId: 'c1', userId: 'u1', side: 'banker', amount: 10 });
    await clock.advance(5_000);
    const dutchTable = await first.reads.tableMessage('g1', 'c1');
    await first.game.stop();
    await first.messages.flush();
    first.messages.close();
    await first.memory.flush();
    // The stopping process lets its servers go; the next serves them afresh.
    await store.release();
    const before = writes.length;
    expect(writes.filter((w) => w.kind === 'send')).toHaveLength(1);

    const second = boot();
    expect(await second.reads.tableMessage('g1', 'c1')).toEqual(dutchTable);
    expect(await second.game.start()).toEqual({ timers: 1, results: 0, servedElsewhere: 0 });
    await clock.advance(30_000);
    // The timer's deal runs on storage (real I/O): wait for it, then for its messages.
    for (let i = 0; i < 200 && (await store.readTable('g1', 'c1'))?.round !== 2; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    await second.game.stop();
    for (let i = 0; i < 200 && !second.messages.idle; i += 1) {
      await clock.advance(1_000);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const after = writes.slice(before);
    const titles = after.flatMap((w) =>
      (w.message.embeds ?? []).map((e) => ('toJSON' in e ? e.toJSON() : e).title),
    );
    expect(
      titles.some((title) => title?.startsWith(t('nl', 'result.title', { round: 1, outcome: '' }))),
    ).toBe(true);
    expect(titles.some((title) => title?.startsWith('Round 1 · '))).toBe(false);
    // The round's new table is posted, and the old one (known from storage) is deleted.
    expect(after.filter((w) => w.kind === 'delete').map((w) => w.messageId)).toEqual(['m1']);
    second.messages.close();
  });
});
