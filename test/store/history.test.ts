/**
 * The statistics read model over the real store (SQLite in memory): a first question scans the
 * server's round records, later rounds are folded in as they are committed, rounds committed while
 * the scan runs count exactly once, and the leaderboards rank members with the asker's own place.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { GameStore, type StoreDeps } from '../../src/store/game-store.js';
import { HistoryBook, LEADERBOARD_SIZE } from '../../src/store/history.js';
import type { Command } from '../../src/table/commands.js';
import { isPuntoBancoRound, type RoundRecord } from '../../src/table/state.js';
import { type PlayerStats, type ServerStats, statisticsOf } from '../../src/table/statistics.js';

const G = 'g1';
const stores: GameStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

const open = async (): Promise<GameStore> => {
  let seeds = 0;
  let now = Date.UTC(2026, 0, 1);
  const deps: StoreDeps = {
    now: () => (now += 1000),
    newServerSeed: () => createHash('sha256').update(`seed ${++seeds}`).digest('hex'),
  };
  const store = await GameStore.open('sqlite://:memory:', deps);
  stores.push(store);
  return store;
};

const ok = async (store: GameStore, command: Command) => {
  const outcome = await store.execute(G, command);
  if (!outcome.ok) throw new Error(`${command.type} refused: ${outcome.code}`);
  return outcome;
};

/** One round at `channelId`: each player bets, the first deals. */
const play = async (
  store: GameStore,
  channelId: string,
  bets: readonly [userId: string, side: 'player' | 'banker' | 'tie', amount: number][],
) => {
  for (const [userId, side, amount] of bets)
    await ok(store, { type: 'bet', channelId, userId, side, amount });
  await ok(store, { type: 'deal', channelId, userId: bets[0]![0] });
};

/** Every round record of the server, read straight from storage. */
const allRecords = async (store: GameStore): Promise<RoundRecord[]> => {
  const records: RoundRecord[] = [];
  const guild = await store.readGuild(G);
  for (const channelId of guild.tables) {
    const table = await store.readTable(G, channelId);
    for (let round = 1; round < (table?.round ?? 1); round++) {
      const record = await store.readRound(G, channelId, round);
      if (record && isPuntoBancoRound(record)) records.push(record);
    }
  }
  return records;
};

const plain = (stats: ServerStats): [string, PlayerStats][] =>
  [...stats.players.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

describe('HistoryBook', () => {
  it('GIVEN rounds played before the first question THEN the scan finds them; later rounds are folded in as they commit', async () => {
    const store = await open();
    await play(store, 'c1', [
      ['ada', 'banker', 10],
      ['bo', 'player', 5],
    ]);
    await play(store, 'c2', [['ada', 'tie', 2]]);
    const book = new HistoryBook(store);
    const first = await book.statistics(G);
    expect(first.players.get('ada')?.coups).toBe(2);
    expect(first.players.get('bo')?.coups).toBe(1);
    expect(plain(first)).toEqual(plain(statisticsOf(await allRecords(store))));

    await play(store, 'c1', [
      ['bo', 'banker', 20],
      ['cy', 'tie', 1],
    ]);
    await play(store, 'c3', [['cy', 'player', 7]]);
    const later = await book.statistics(G);
    expect(later.players.get('bo')?.coups).toBe(2);
    expect(later.players.get('cy')?.coups).toBe(2);
    expect(plain(later)).toEqual(plain(statisticsOf(await allRecords(store))));
    // A second book (a restarted bot) scans the same records and agrees.
    expect(plain(await new HistoryBook(store).statistics(G))).toEqual(plain(later));
  });

  it('GIVEN deals committed while the first scan runs THEN each round is counted exactly once', async () => {
    for (const extra of [0, 1, 2, 3, 5, 8]) {
      const store = await open();
      for (let i = 0; i < 6; i++)
        await play(store, `c${(i % 3) + 1}`, [
          [`u${i % 4}`, 'banker', 5],
          [`u${(i + 1) % 4}`, 'player', 3],
        ]);
      const book = new HistoryBook(store);
      // Fire more rounds without waiting, around the first question: some commit before the scan
      // reads their table, some after (they wait in the buffer); some at tables the scan reads,
      // some at a table it will read, some at tables that do not exist yet when it starts.
      const bets: Promise<unknown>[] = [];
      for (let i = 0; i < extra; i++)
        bets.push(
          play(store, i < 3 ? `c${i + 1}` : `new${i}`, [
            [`u${i % 4}`, 'banker', 2],
            [`u${(i + 2) % 4}`, 'tie', 1],
          ]),
        );
      const scanned = book.statistics(G);
      await Promise.all([scanned, ...bets]);
      const records = await allRecords(store);
      expect(records).toHaveLength(6 + extra);
      expect(plain(await book.statistics(G)), `extra ${extra}`).toEqual(plain(statisticsOf(records)));
    }
  });

  it('GIVEN a server nobody asked about THEN its commits are ignored until the first question scans them', async () => {
    const store = await open();
    const book = new HistoryBook(store);
    await play(store, 'c1', [['ada', 'player', 4]]);
    await play(store, 'c1', [['ada', 'player', 4]]);
    expect((await book.player(G, 'ada'))?.coups).toBe(2);
    expect(await book.player(G, 'nobody')).toBeUndefined();
    book.close();
  });

  it('GIVEN twelve players THEN the boards list ten, rank ties together and give the asker their place outside the top', async () => {
    const store = await open();
    const users = Array.from({ length: 12 }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);
    // Each player is given a different number of chips, so the chip board has a known order.
    for (const [i, userId] of users.entries())
      await ok(store, { type: 'grant', userId, amount: (i + 1) * 10 });
    await play(store, 'c1', [
      ['p01', 'banker', 10],
      ['p02', 'player', 10],
    ]);
    const book = new HistoryBook(store);

    const chips = await book.leaderboard(G, 'chips', 'p01');
    expect(chips.total).toBe(12);
    expect(chips.top).toHaveLength(LEADERBOARD_SIZE);
    const wallets = await Promise.all(users.map((id) => store.readWallet(G, id)));
    const expected = wallets.map((w) => w!.balanceCents).sort((a, b) => b - a);
    expect(chips.top.map((entry) => entry.valueCents)).toEqual(expected.slice(0, LEADERBOARD_SIZE));
    expect(chips.top[0]?.userId).toBe('p12');
    expect(chips.own?.userId).toBe('p01');
    expect(chips.own!.rank).toBeGreaterThan(LEADERBOARD_SIZE);

    const net = await book.leaderboard(G, 'net', 'p05');
    expect(net.total).toBe(2);
    expect(net.top.map((entry) => entry.coups)).toEqual([1, 1]);
    expect(net.top.map((entry) => entry.valueCents).sort()).toEqual(
      (await allRecords(store))[0]!.results.map((r) => r.netCents).sort(),
    );
    expect(net.own).toBeUndefined();
  });
});
