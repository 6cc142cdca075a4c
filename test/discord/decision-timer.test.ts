/**
 * The shell's decision timer, with the test-only draw-or-stand game: a coup that waits for a
 * decision gets its default at the deadline, not before, and a restarted bot re-arms the wait from
 * storage with the same deadline.
 */
import type { BaseMessageOptions } from 'discord.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Place } from '../../src/discord/vocabulary.js';
import type { Logger } from '../../src/log.js';
import { GameStore, systemDeps } from '../../src/store/game-store.js';
import { GAMES_WITH_DRAW_OR_STAND } from '../table/support/draw-or-stand.js';
import { FakeScheduler } from './fake-scheduler.js';
import { bootShell } from './shell-harness.js';

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const stores: GameStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

const place: Place = { guildId: 'g1', channelId: 'c1', guildLocale: 'en' };
const writer = {
  send: async (_channelId: string, _message: BaseMessageOptions) => 'm1',
  edit: async () => {},
  delete: async () => {},
};

const setup = async () => {
  const clock = new FakeScheduler(Date.UTC(2026, 2, 1));
  const store = await GameStore.open('sqlite://:memory:', {
    ...systemDeps,
    now: () => clock.now(),
    games: GAMES_WITH_DRAW_OR_STAND,
  });
  stores.push(store);
  const boot = () => bootShell({ store, clock, writer, log: quiet });
  return { clock, store, boot };
};

/** Bets and deals a draw-or-stand coup, which then waits 10 s for u1 (11 s with his prompt's second). */
const dealPaused = async (game: ReturnType<typeof bootShell>['game']) => {
  await game.run(place, { type: 'bet', channelId: 'c1', userId: 'u1', side: 'hand', amount: 5 });
  await game.run(place, { type: 'deal', channelId: 'c1', userId: 'u1' });
};

describe('the decision timer', () => {
  it('GIVEN a coup waiting 10 s (and the second its prompt is given to reach him) WHEN 10 s pass THEN it still waits; at 11 s THEN the default applies, once', async () => {
    const { clock, store, boot } = await setup();
    const { game } = boot();
    await game.run(place, {
      type: 'configure-table',
      channelId: 'c1',
      changes: { game: 'draw-or-stand', decisionSeconds: 10 },
    });
    await dealPaused(game);
    const { deadline } = (await store.readTable('g1', 'c1'))!.coup!.decision;
    await clock.advance(10_000);
    expect((await store.readTable('g1', 'c1'))?.coup?.decision.deadline).toBe(deadline);
    await clock.advance(1_000);
    await vi.waitFor(async () => expect(await store.readRound('g1', 'c1', 1)).toBeDefined());
    expect((await store.readRound('g1', 'c1', 1))?.decisions).toEqual([
      { userId: 'u1', kind: 'draw-or-stand', choice: 'stand', by: 'default' },
    ]);
    expect((await store.readTable('g1', 'c1'))?.coup).toBeNull();
    await game.stop();
  });

  it('GIVEN a coup waiting when the bot stops WHEN a new one starts THEN it re-arms the same deadline and applies the default there', async () => {
    const { clock, store, boot } = await setup();
    const first = boot();
    await first.game.run(place, {
      type: 'configure-table',
      channelId: 'c1',
      changes: { game: 'draw-or-stand', decisionSeconds: 10 },
    });
    await dealPaused(first.game);
    // The process stops as the bot does: no new work, no message work, and its servers let go.
    await first.game.stop();
    first.messages.close();
    await store.release();
    await clock.advance(4_000);

    const second = boot();
    expect(await second.game.start()).toEqual({ timers: 1, results: 0, servedElsewhere: 0 });
    await clock.advance(6_000);
    expect(await store.readRound('g1', 'c1', 1)).toBeUndefined();
    await clock.advance(1_000);
    await vi.waitFor(async () => expect(await store.readRound('g1', 'c1', 1)).toBeDefined());
    expect((await store.readRound('g1', 'c1', 1))?.decisions.map((d) => d.by)).toEqual(['default']);
    await second.game.stop();
  });
});
