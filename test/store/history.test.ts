/**
 * Statistics and leaderboards over the real store (SQLite): each player's statistics are stored and
 * updated in their rounds' commits and always equal the fold of the round records; the boards rank
 * members with the asker's own place; a server the previous version stored (its members listed in
 * the server record, no statistics) is upgraded on first use to the same answers.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { auditGuild } from '../../src/store/audit.js';
import { GameStore, type StoreDeps } from '../../src/store/game-store.js';
import { HistoryBook, LEADERBOARD_SIZE } from '../../src/store/history.js';
import { auditIndexes } from '../../src/store/index-audit.js';
import { Journal, type RecordWrite } from '../../src/store/journal.js';
import { keys } from '../../src/store/keys.js';
import { listMembers, upgradeServer } from '../../src/store/server-indexes.js';
import { openStorage } from '../../src/store/storage.js';
import type { Command } from '../../src/table/commands.js';
import { type GuildRecord, isPuntoBancoRound, type RoundRecord } from '../../src/table/state.js';
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

  it('GIVEN a server the previous version stored THEN its first use upgrades it: no member list in the server record, the same statistics, boards and audit', async () => {
    const file = `sqlite://${join(dir, `history-${++files}.sqlite`)}`;
    const store = await open(file);
    const users = Array.from({ length: 30 }, (_, i) => `m${String(i).padStart(2, '0')}`);
    for (const [i, userId] of users.entries())
      await ok(store, { type: 'grant', userId, amount: (i % 7) * 10 + 1 });
    for (let i = 0; i < 12; i++)
      await play(store, `c${(i % 2) + 1}`, [
        [users[i]!, 'banker', 5],
        [users[(i * 7) % users.length]!, 'player', 3],
      ]);
    const records = await allRecords(store);
    await store.close();

    // Rewrite the file as the previous version left it: members in the server record, no indexes.
    const storage = await openStorage(file);
    const guild = (await storage.kv.get<GuildRecord>(keys.guild(G)))!;
    const count = (await storage.kv.get<number>(keys.memberCount(G)))!;
    const members = await listMembers(G, (key) => storage.kv.get(key), count);
    expect(members).toHaveLength(users.length);
    await storage.kv.set(keys.guild(G), { ...guild, members });
    const sqlite = storage.kv.store as { query(sql: string): Promise<unknown> };
    for (const prefix of ['members', 'stats', 'rank'])
      await sqlite.query(`DELETE FROM keyv WHERE key LIKE 'sabot:v1:${prefix}:%'`);
    expect(await storage.kv.get(keys.playerStats(G, users[0]!))).toBeUndefined();
    await storage.close();

    const upgraded = await open(file);
    const book = new HistoryBook(upgraded);
    expect(await storedStats(book, users)).toEqual(plain(statisticsOf(records)));
    expect(await upgraded.readGuild(G)).not.toHaveProperty('members');
    const chips = await book.leaderboard(G, 'chips', users[3]!);
    expect(chips.total).toBe(users.length);
    await upgraded.close();
    const after = await openStorage(file);
    expect(await after.kv.get(keys.guild(G))).not.toHaveProperty('members');
    expect(await auditIndexes(after.kv, G)).toEqual([]);
    expect((await auditGuild(after.kv, G)).balanced).toBe(true);
    await after.close();
  });

  it('GIVEN an upgrade killed after some progress commits WHEN the server is used again THEN it resumes where it stopped and ends with the same statistics', async () => {
    const file = `sqlite://${join(dir, `history-${++files}.sqlite`)}`;
    const store = await open(file);
    for (let i = 0; i < 24; i++)
      await play(store, `c${(i % 3) + 1}`, [
        [`p${i % 5}`, 'banker', 5],
        [`p${(i + 2) % 5}`, 'player', 2],
      ]);
    const records = await allRecords(store);
    await store.close();
    const legacy = await openStorage(file);
    const guild = (await legacy.kv.get<GuildRecord>(keys.guild(G)))!;
    const members = await listMembers(
      G,
      (key) => legacy.kv.get(key),
      (await legacy.kv.get<number>(keys.memberCount(G)))!,
    );
    const old = { ...guild, members };
    await legacy.kv.set(keys.guild(G), old);
    const sqlite = legacy.kv.store as { query(sql: string): Promise<unknown> };
    for (const prefix of ['members', 'stats', 'rank'])
      await sqlite.query(`DELETE FROM keyv WHERE key LIKE 'sabot:v1:${prefix}:%'`);

    // The upgrade runs with progress commits every 5 rounds, and "dies" at its third.
    const journal = new Journal(legacy.kv);
    let commits = 0;
    const dying = async (writes: readonly RecordWrite[]) => {
      if (++commits === 3) throw new Error('killed');
      await journal.commit(G, writes);
    };
    await expect(upgradeServer(old, (key) => legacy.kv.get(key), dying, 5)).rejects.toThrow('killed');
    expect(await legacy.kv.get(keys.upgradeProgress(G))).toMatchObject({ table: expect.any(Number) });
    // Not upgraded yet: the server record still lists its members.
    expect(await legacy.kv.get(keys.guild(G))).toHaveProperty('members');
    const roundsRead: string[] = [];
    const counting = async <T>(key: string) => {
      if (key.includes(':round:')) roundsRead.push(key);
      return legacy.kv.get<T>(key);
    };
    await upgradeServer(old, counting, (writes) => journal.commit(G, writes).then(() => undefined), 5);
    // The rounds before the last progress commit (10 of them) were not read again.
    expect(roundsRead.length).toBe(records.length - 10);
    expect(await legacy.kv.get(keys.upgradeProgress(G))).toBeNull();
    expect(await auditIndexes(legacy.kv, G)).toEqual([]);
    await legacy.close();

    const upgraded = await open(file);
    expect(await storedStats(new HistoryBook(upgraded), ['p0', 'p1', 'p2', 'p3', 'p4'])).toEqual(
      plain(statisticsOf(records)),
    );
  });
});
