/**
 * A batch of commands reads what its commands need in one round trip: the tables and wallets its
 * commands name that the server's cache lacks are fetched together before the first command runs,
 * instead of one read after another while the server's queue waits. A table the server record
 * does not list is new, and is not read at all.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StoreDeps } from '../../src/store/game-store.js';
import { keys } from '../../src/store/keys.js';
import type { Command } from '../../src/table/commands.js';
import { openCounting } from './support/counting-store.js';

const dir = mkdtempSync(join(tmpdir(), 'sabot-batch-reads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const freshUrl = () => `sqlite://${join(dir, `batch-${++files}.sqlite`)}`;
const deps: StoreDeps = { now: () => Date.UTC(2026, 1, 2), newServerSeed: () => 'a'.repeat(64) };

const CHANNELS = Array.from({ length: 12 }, (_, i) => `c${i}`);
const bet = (channelId: string, userId: string, amount: number): Command => ({
  type: 'bet',
  channelId,
  userId,
  side: 'banker',
  amount,
});

describe('a batch reads what it needs in one round trip', () => {
  it('GIVEN 12 first bets by 12 new players at 12 new tables queued at once WHEN they run THEN the wallets the batch lacks are read in one round trip, no table is read (the server lists none of them), and every bet is placed', async () => {
    const { store, trips } = await openCounting(freshUrl(), deps);
    // The server loaded first, so only the batch's own reads follow.
    await store.readGuild('g');
    trips.length = 0;
    const outcomes = await Promise.all(
      CHANNELS.map((channelId, i) => store.execute('g', bet(channelId, `u${i}`, i + 1))),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    // Every wallet read once, all of them in one round trip (the commands queued in the same
    // moment make one batch); the tables are known new.
    const wallets = CHANNELS.map((_, i) => keys.wallet('g', `u${i}`)).toSorted();
    expect(trips.flat().filter((key) => key.includes(':table:'))).toEqual([]);
    expect(
      trips
        .flat()
        .filter((key) => wallets.includes(key))
        .toSorted(),
    ).toEqual(wallets);
    expect(trips.find((trip) => trip.some((key) => key.includes(':wallet:')))?.toSorted()).toEqual(wallets);
    for (const [i, channelId] of CHANNELS.entries())
      expect((await store.readTable('g', channelId))?.seats).toEqual([
        { userId: `u${i}`, stakes: { player: 0, banker: i + 1, tie: 0 } },
      ]);
    expect((await store.readGuild('g')).tables).toEqual(CHANNELS);
    await store.close();
  });

  it('GIVEN tables and wallets already stored WHEN a restarted store runs a batch of bets at them THEN the records read together are the stored ones: the tables play on and the balances carry over', async () => {
    const url = freshUrl();
    const first = await openCounting(url, deps);
    for (const [i, channelId] of CHANNELS.entries()) {
      const outcome = await first.store.execute('g', bet(channelId, `u${i}`, 10));
      expect(outcome.ok).toBe(true);
    }
    const balances = await Promise.all(CHANNELS.map((_, i) => first.store.readWallet('g', `u${i}`)));
    await first.store.close();

    const { store, trips } = await openCounting(url, deps);
    await store.readGuild('g');
    // The tables' betting timers are armed: serving the server again reads them, in one round
    // trip, to pick the timers up (GameStore.onServerTaken).
    const tables = CHANNELS.map((channelId) => keys.table('g', channelId)).toSorted();
    expect(
      trips.filter((trip) => trip.some((key) => key.includes(':table:'))).map((trip) => trip.toSorted()),
    ).toEqual([tables]);
    trips.length = 0;
    const outcomes = await Promise.all(
      CHANNELS.map((channelId, i) => store.execute('g', bet(channelId, `u${i}`, 5))),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    // The wallets the batch needs are read in one round trip.
    const wallets = CHANNELS.map((_, i) => keys.wallet('g', `u${i}`)).toSorted();
    expect(
      trips.filter((trip) => trip.some((key) => key.includes(':wallet:'))).map((trip) => trip.toSorted()),
    ).toEqual([wallets]);
    for (const [i, channelId] of CHANNELS.entries()) {
      expect((await store.readTable('g', channelId))?.seats).toEqual([
        { userId: `u${i}`, stakes: { player: 0, banker: 15, tie: 0 } },
      ]);
      expect((await store.readWallet('g', `u${i}`))?.balanceCents).toBe(balances[i]!.balanceCents - 500);
    }
    await store.close();
  });

  it('GIVEN one bet by a new player at a new table WHEN it runs THEN only the wallet is read: the table is new', async () => {
    const { store, trips } = await openCounting(freshUrl(), deps);
    await store.readGuild('g');
    trips.length = 0;
    expect((await store.execute('g', bet('c0', 'u0', 1))).ok).toBe(true);
    expect(
      trips.filter((trip) => trip.some((key) => key.includes(':table:') || key.includes(':wallet:'))),
    ).toEqual([[keys.wallet('g', 'u0')]]);
    await store.close();
  });

  it('GIVEN a table already in memory WHEN a new player bets there THEN only the wallet is read, on its own', async () => {
    const { store, trips } = await openCounting(freshUrl(), deps);
    expect((await store.execute('g', bet('c0', 'u0', 1))).ok).toBe(true);
    trips.length = 0;
    expect((await store.execute('g', bet('c0', 'u1', 1))).ok).toBe(true);
    expect(
      trips.filter((trip) => trip.some((key) => key.includes(':table:') || key.includes(':wallet:'))),
    ).toEqual([[keys.wallet('g', 'u1')]]);
    await store.close();
  });

  it('GIVEN a balance moving down into buckets of the chips board nobody holds WHEN its owner bets THEN no bucket is read, and the board still places everyone', async () => {
    const url = freshUrl();
    const { store, trips } = await openCounting(url, deps);
    expect((await store.execute('g', bet('c0', 'u0', 1))).ok).toBe(true);
    expect((await store.execute('g', bet('c1', 'u1', 1))).ok).toBe(true);
    trips.length = 0;
    // 999 chips down to 899 by bets of 20 at fresh tables: several buckets of ~6 % each.
    for (let i = 0; i < 5; i++) expect((await store.execute('g', bet(`d${i}`, 'u0', 20))).ok).toBe(true);
    expect(trips.flat().filter((key) => key.startsWith(keys.rankHead('g', 'chips')))).toEqual([]);
    const board = await store.readLeaderboard('g', 'chips', 'u0');
    expect(board.top.map(({ userId, rank, valueCents }) => [userId, rank, valueCents])).toEqual([
      ['u1', 1, 99_900],
      ['u0', 2, 89_900],
    ]);
    await store.close();
    // The stored index agrees: read afresh after a restart.
    const restarted = await openCounting(url, deps);
    expect((await restarted.store.readLeaderboard('g', 'chips', 'u0')).own).toMatchObject({ rank: 2 });
    await restarted.store.close();
  });
});
