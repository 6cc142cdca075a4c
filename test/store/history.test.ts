/**
 * Statistics and leaderboards over the real store (SQLite): each player's statistics are stored and
 * updated in their rounds' commits and always equal the fold of the round records; the boards rank
 * members with the asker's own place.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { isPuntoBancoRound } from '../../src/games/punto-banco/table/game.js';
import { GameStore, type StoreDeps } from '../../src/store/game-store.js';
import { HistoryBook, LEADERBOARD_SIZE } from '../../src/store/history.js';
import type { Command } from '../../src/table/commands.js';
import type { RoundRecord } from '../../src/table/state.js';
import { type PlayerStats, type ServerStats, statisticsOf } from '../../src/table/statistics.js';

const G = 'g1';
const stores: GameStore[] = [];
afterEach(async () => {
  // A test that closed its store itself has closed it already.
  await Promise.allSettled(stores.splice(0).map((store) => store.close()));
});
const dir = mkdtempSync(join(tmpdir(), 'sabot-history-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

const deps = (): StoreDeps => {
  let seeds = 0;
  let now = Date.UTC(2026, 0, 1);
  return {
    now: () => (now += 1000),
    newServerSeed: () => createHash('sha256').update(`seed ${++seeds}`).digest('hex'),
  };
};

const open = async (url = 'sqlite://:memory:'): Promise<GameStore> => {
  const store = await GameStore.open(url, deps());
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

/** Every player's stored statistics, read one by one through the book. */
const storedStats = async (
  book: HistoryBook,
  userIds: Iterable<string>,
): Promise<[string, PlayerStats][]> => {
  const entries: [string, PlayerStats][] = [];
  for (const userId of userIds) {
    const stats = await book.player(G, userId);
    if (stats) entries.push([userId, stats]);
  }
  return entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
};

const plain = (stats: ServerStats): [string, PlayerStats][] =>
  [...stats.players.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

const USERS = ['ada', 'bo', 'cy', 'u0', 'u1', 'u2', 'u3', 'nobody'];

describe('HistoryBook', () => {
  it("GIVEN rounds played THEN each player's stored statistics equal the fold of the round records, also after a restart", async () => {
    const file = `sqlite://${join(dir, `history-${++files}.sqlite`)}`;
    const store = await open(file);
    const book = new HistoryBook(store);
    await play(store, 'c1', [
      ['ada', 'banker', 10],
      ['bo', 'player', 5],
    ]);
    await play(store, 'c2', [['ada', 'tie', 2]]);
    expect((await book.player(G, 'ada'))?.coups).toBe(2);
    expect((await book.player(G, 'bo'))?.coups).toBe(1);
    expect(await storedStats(book, USERS)).toEqual(plain(statisticsOf(await allRecords(store))));

    await play(store, 'c1', [
      ['bo', 'banker', 20],
      ['cy', 'tie', 1],
    ]);
    await play(store, 'c3', [['cy', 'player', 7]]);
    expect((await book.player(G, 'cy'))?.coups).toBe(2);
    const later = await storedStats(book, USERS);
    expect(later).toEqual(plain(statisticsOf(await allRecords(store))));
    expect(await book.player(G, 'nobody')).toBeUndefined();
    await store.close();
    // A restarted bot reads the same statistics, without a scan.
    const restarted = await open(file);
    expect(await storedStats(new HistoryBook(restarted), USERS)).toEqual(later);
  });

  it('GIVEN deals and bets fired at once THEN every round is counted exactly once', async () => {
    for (const extra of [1, 3, 8]) {
      const store = await open();
      const book = new HistoryBook(store);
      for (let i = 0; i < 6; i++)
        await play(store, `c${(i % 3) + 1}`, [
          [`u${i % 4}`, 'banker', 5],
          [`u${(i + 1) % 4}`, 'player', 3],
        ]);
      // Rounds at as many tables at once, some of them new, with questions among them.
      const rounds: Promise<unknown>[] = [];
      for (let i = 0; i < extra; i++)
        rounds.push(
          play(store, i < 3 ? `c${i + 1}` : `new${i}`, [
            [`u${i % 4}`, 'banker', 2],
            [`u${(i + 2) % 4}`, 'tie', 1],
          ]),
        );
      const asked = USERS.map((userId) => book.player(G, userId));
      await Promise.all([...rounds, ...asked]);
      const records = await allRecords(store);
      expect(records).toHaveLength(6 + extra);
      expect(await storedStats(book, USERS), `extra ${extra}`).toEqual(plain(statisticsOf(records)));
    }
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
