/**
 * Crash safety of the real bot process: SIGKILL while a /deal is being handled, restart on the same
 * SQLite file, and check that the round was dealt exactly once or not at all — whatever the moment.
 */
import { describe, expect, it } from 'vitest';
import {
  type BotWorld,
  EPHEMERAL,
  Player,
  resultEmbeds,
  STARTING_CENTS,
  useBotWorld,
  withStorage,
} from './support/bot-harness.js';
import type { InteractionHandle } from './support/fake-discord.js';

const CHANNELS = ['on-receipt', 'on-dispatch'] as const;
type Channel = (typeof CHANNELS)[number];

let world: BotWorld;

useBotWorld(
  { channels: [...CHANNELS], players: 6 },
  (started) => {
    world = started;
  },
  { expectCleanLog: false },
);

const channel = (name: Channel) => world.guild.channel(name).id;

/** Bets, sends /deal, kills the bot at `killWhen`, restarts it and checks the ledger. */
async function crashDuringDeal(
  at: Channel,
  playerNumbers: number[],
  killWhen: (deal: InteractionHandle) => Promise<void>,
) {
  const channelId = channel(at);
  const players = playerNumbers.map((n) => new Player(world, world.guild.member(n).id, channelId));
  const sides = ['player', 'banker', 'tie'] as const;
  for (const [i, p] of players.entries()) await p.bet(sides[i % 3]!, 5 + i);

  const deal = players[0]!.slash('deal');
  await killWhen(deal);
  await world.bot.killed();
  await world.restart();

  // Touching the guild lets the new process recover its journal; then read storage.
  const balances = new Map<string, number>();
  for (const p of players) balances.set(p.userId, await p.balanceCents());
  const before = await withStorage(world, async (db) => ({
    record: await db.round(channelId, 1),
    table: await db.table(channelId),
    audit: await db.audit(),
  }));
  expect(before.audit.balanced, JSON.stringify(before.audit)).toBe(true);

  if (before.record) {
    // Dealt before the crash: paid exactly once, the table moved on.
    expect(before.table?.round).toBe(2);
    expect(before.table?.seats).toEqual([]);
    for (const p of players) {
      const result = before.record.results.find((r) => r.userId === p.userId)!;
      expect(balances.get(p.userId)).toBe(STARTING_CENTS + result.netCents);
    }
  } else {
    // Not dealt: the bets are still on the table, and a new /deal deals them exactly once.
    expect(before.table?.round).toBe(1);
    expect(before.table?.seats).toHaveLength(players.length);
    for (const [i, p] of players.entries())
      expect(balances.get(p.userId)).toBe(STARTING_CENTS - (5 + i) * 100);
    const dealt = await players[1]!.deal();
    expect((dealt.flags ?? 0) & EPHEMERAL).toBe(0);
    expect(dealt.embeds[0]?.title).toMatch(/^Round 1 · /);
  }

  const after = await withStorage(world, async (db) => ({
    record: await db.round(channelId, 1),
    next: await db.round(channelId, 2),
    table: await db.table(channelId),
    audit: await db.audit(),
  }));
  expect(after.audit.balanced, JSON.stringify(after.audit)).toBe(true);
  expect(after.record?.results).toHaveLength(players.length);
  expect(after.next).toBeUndefined();
  expect(after.table?.round).toBe(2);
  for (const p of players) {
    const result = after.record!.results.find((r) => r.userId === p.userId)!;
    expect(await p.balanceCents()).toBe(STARTING_CENTS + result.netCents);
  }
  // At most one result was ever shown for the round.
  expect(resultEmbeds(world, channelId, 1).length).toBeLessThanOrEqual(1);
  return before.record ? 'dealt before the crash' : 'dealt after the restart';
}

describe('the real bot killed during a deal', () => {
  it('GIVEN bets WHEN the bot is killed as soon as it logs receiving /deal THEN after a restart the round is dealt exactly once', async () => {
    const outcome = await crashDuringDeal('on-receipt', [1, 2, 3], async (deal) => {
      await world.bot.waitForLog((line) => line.msg === 'interaction' && line.id === deal.id);
    });
    expect(['dealt before the crash', 'dealt after the restart']).toContain(outcome);
  });

  it('GIVEN bets WHEN the bot is killed the moment the fake dispatches /deal THEN after a restart the round is dealt exactly once', async () => {
    const outcome = await crashDuringDeal('on-dispatch', [4, 5, 6], async () => {});
    expect(['dealt before the crash', 'dealt after the restart']).toContain(outcome);
  });
});
