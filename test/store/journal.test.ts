/**
 * The journal protocol (src/store/journal.ts) on every backend (a real SQLite file, PostgreSQL and
 * Redis databases of their own): recovery is idempotent, an
 * entry committed but never applied is applied before the server is next used, a storage failure
 * before the commit point changes nothing (in storage or in the cache), and one after it is
 * recovered by the next command.
 */
import { EventEmitter } from 'node:events';
import Keyv, { type KeyvEntry, type KeyvStoreAdapter } from 'keyv';
import { describe, expect, it } from 'vitest';
import { auditGuild } from '../../src/store/audit.js';
import { GameStore, type StoreDeps } from '../../src/store/game-store.js';
import { auditIndexes } from '../../src/store/index-audit.js';
import { Journal, type RecordWrite } from '../../src/store/journal.js';
import { keys } from '../../src/store/keys.js';
import { bucketOf } from '../../src/store/rank-index.js';
import { openStorage, StorageUnavailableError } from '../../src/store/storage.js';
import type { Command } from '../../src/table/commands.js';
import type { ChangeSet } from '../../src/table/draft.js';
import { runCommand } from '../../src/table/machine.js';
import type { GuildRecord, RoundRecord, TableRecord, WalletRecord } from '../../src/table/state.js';
import { BACKENDS, storesFor } from './support/backends.js';

const G = 'g1';
const C = 'c1';
const NOW = Date.UTC(2025, 2, 3);
const deps: StoreDeps = { now: () => NOW, newServerSeed: () => 'b'.repeat(64) };

interface JournalEntry {
  readonly seq: number;
  readonly writes: readonly RecordWrite[];
}

const bet = (userId: string, side: string, amount: number): Command => ({
  type: 'bet',
  channelId: C,
  userId,
  side,
  amount,
});
const deal: Command = { type: 'deal', channelId: C, userId: null };

/** Every record storage holds, in key order: what storage holds, not what any cache believes. */
const recordsIn = async (kv: Keyv): Promise<[string, unknown][]> => {
  const records = new Map<string, unknown>();
  // A Redis scan may name a key twice; the map keeps it once.
  for await (const [key, value] of kv.iterator!(kv.namespace)) records.set(key, value);
  return [...records].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
};

const rowsOf = async (url: string): Promise<[string, unknown][]> => {
  const storage = await openStorage(url);
  try {
    return await recordsIn(storage.kv);
  } finally {
    await storage.close();
  }
};

/** Runs commands on a store over `url`, then closes it. */
const play = async (url: string, commands: readonly Command[]): Promise<void> => {
  const store = await GameStore.open(url, deps);
  for (const command of commands) expect((await store.execute(G, command)).ok).toBe(true);
  await store.close();
};

/** A record as storage gives it back: JSON, so a dealt coup reads back as its plain data. */
const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/** The writes GameStore would journal for a change set (the protocol's own layout of records). */
const writesOf = (changes: ChangeSet): RecordWrite[] => [
  ...(changes.guild ? [[keys.guild(G), changes.guild] as const] : []),
  ...(changes.table ? [[keys.table(G, changes.table.channelId), changes.table] as const] : []),
  ...changes.wallets.map((w) => [keys.wallet(G, w.userId), w] as const),
  ...changes.rounds.map((r) => [keys.round(G, r.channelId, r.round), r] as const),
];

/** A real store underneath, with writes that fail on demand: a full disk, a lost connection. */
class FlakyAdapter extends EventEmitter implements KeyvStoreAdapter {
  readonly opts: KeyvStoreAdapter['opts'];
  namespace?: string;
  /** Which keys' writes fail; Keyv hands the adapter keys prefixed with its namespace. */
  failing: (key: string) => boolean = () => false;

  constructor(readonly inner: KeyvStoreAdapter) {
    super();
    this.opts = inner.opts;
  }

  get<Value>(key: string) {
    return this.inner.get<Value>(key);
  }

  async set(key: string, value: unknown): Promise<unknown> {
    this.refuse(key);
    return this.inner.set(key, value);
  }

  /** A batch fails whole when one of its keys fails, as a transaction does. */
  async setMany(entries: KeyvEntry[]): Promise<void> {
    for (const { key } of entries) this.refuse(key);
    if (this.inner.setMany) await this.inner.setMany(entries);
    else for (const { key, value } of entries) await this.inner.set(key, value);
  }

  delete(key: string): Promise<boolean> {
    return this.inner.delete(key);
  }

  clear(): Promise<void> {
    return this.inner.clear();
  }

  private refuse(key: string): void {
    if (this.failing(key)) throw new Error(`storage full (writing ${key})`);
  }
}

/** A GameStore over a fresh store whose writes fail on demand; `rows` reads storage itself. */
const flakyStoreOn = async (url: string) => {
  const storage = await openStorage(url);
  const adapter = new FlakyAdapter(storage.kv.store as KeyvStoreAdapter);
  const kv = new Keyv({ store: adapter, namespace: 'sabot', throwOnErrors: true });
  kv.on('error', () => {});
  const store = new GameStore(kv, deps, storage.close);
  return { store, kv, adapter, rows: () => recordsIn(storage.kv) };
};

for (const backend of BACKENDS) {
  const freshUrl = storesFor(backend);

  describe(`recovery on ${backend}`, () => {
    it('GIVEN commands committed and applied WHEN recovery runs twice and a new store opens THEN storage is unchanged row for row', async () => {
      const { url } = await freshUrl();
      await play(url, [bet('u1', 'banker', 10), bet('u2', 'tie', 3), deal, { type: 'daily', userId: 'u3' }]);
      const before = await rowsOf(url);
      const storage = await openStorage(url);
      const entry = await storage.kv.get<JournalEntry>(keys.journal(G));
      // One entry per server, the last commit: the daily claim (wallet and server totals).
      expect(entry?.seq).toBe(4);
      // Every backend fences its commits: the records were written in the same atomic write as
      // the entry, so it carries no copy of them and recovery has nothing to replay.
      expect(entry?.writes).toEqual([]);
      // With the indexes the claim moved: a new member in the member list and on the chips board.
      const u3 = await storage.kv.get<WalletRecord>(keys.wallet(G, 'u3'));
      expect(await storage.kv.get(keys.memberCount(G))).toBe(3);
      expect(await storage.kv.get(keys.memberPage(G, 0))).toEqual(['u1', 'u2', 'u3']);
      expect(await storage.kv.get(keys.rankBucket(G, 'chips', bucketOf(u3!.balanceCents)))).toMatchObject({
        [u3!.balanceCents]: 1,
      });
      const journal = new Journal(storage.kv);
      await journal.recover(G);
      await journal.recover(G);
      expect(await rowsOf(url)).toEqual(before);
      expect((await auditGuild(storage.kv, G)).balanced).toBe(true);
      await storage.close();

      const store = await GameStore.open(url, deps);
      expect((await store.readTable(G, C))?.round).toBe(2);
      expect(await rowsOf(url)).toEqual(before);
      // Sequence numbers continue from the recovered entry.
      expect((await store.execute(G, bet('u1', 'player', 1))).ok).toBe(true);
      await store.close();
      const after = await openStorage(url);
      expect((await after.kv.get<JournalEntry>(keys.journal(G)))?.seq).toBe(5);
      await after.close();
    });

    it('GIVEN a deal journaled but never applied WHEN a new store opens THEN the same round is applied before anything is read', async () => {
      const { url } = await freshUrl();
      await play(url, [bet('u1', 'banker', 10), bet('u2', 'player', 20)]);
      const storage = await openStorage(url);
      const kv = storage.kv;
      // Work out the deal as the store would, and write only its journal entry: the commit point
      // passed, then the process died before a single record was written.
      const guild = (await kv.get<GuildRecord>(keys.guild(G)))!;
      const table = (await kv.get<TableRecord>(keys.table(G, C)))!;
      const wallets = new Map<string, WalletRecord>();
      for (const userId of ['u1', 'u2'])
        wallets.set(userId, (await kv.get<WalletRecord>(keys.wallet(G, userId)))!);
      const outcome = runCommand({ guild, table, wallets }, deal, {
        now: NOW,
        freshServerSeed: 'c'.repeat(64),
      });
      if (!outcome.ok) throw new Error(outcome.code);
      const previous = (await kv.get<JournalEntry>(keys.journal(G)))!;
      await kv.set(keys.journal(G), { seq: previous.seq + 1, writes: writesOf(outcome.changes) });
      expect(await kv.get(keys.round(G, C, 1))).toBeUndefined();
      await storage.close();

      const store = await GameStore.open(url, deps);
      const record = asStored(outcome.changes.rounds[0]!);
      expect(await store.readRound(G, C, 1)).toEqual(record);
      expect((await store.readTable(G, C))?.round).toBe(2);
      for (const result of record.results)
        expect((await store.readWallet(G, result.userId))?.balanceCents).toBe(result.balanceCents);
      await store.close();
      const check = await openStorage(url);
      expect(await auditGuild(check.kv, G)).toMatchObject({ balanced: true, rounds: 1, onTablesCents: 0 });
      await check.close();
    });

    it('GIVEN a journal applied half-way WHEN audited raw THEN it is out of balance, and once a store opens it balances', async () => {
      const { url } = await freshUrl();
      await play(url, [bet('u1', 'banker', 10)]);
      const storage = await openStorage(url);
      const entry = (await storage.kv.get<JournalEntry>(keys.journal(G)))!;
      // Replace the last commit with a grant of 50 chips whose wallet write landed but not the totals.
      const wallet = (await storage.kv.get<WalletRecord>(keys.wallet(G, 'u1')))!;
      const guild = (await storage.kv.get<GuildRecord>(keys.guild(G)))!;
      const granted = { ...wallet, balanceCents: wallet.balanceCents + 5000 };
      const writes: RecordWrite[] = [
        [keys.wallet(G, 'u1'), granted],
        [keys.guild(G), { ...guild, issuedCents: guild.issuedCents + 5000 }],
      ];
      await storage.kv.set(keys.journal(G), { seq: entry.seq + 1, writes });
      await storage.kv.set(keys.wallet(G, 'u1'), granted);
      expect((await auditGuild(storage.kv, G)).balanced).toBe(false);
      await storage.close();

      const store = await GameStore.open(url, deps);
      expect((await store.readGuild(G)).issuedCents).toBe(guild.issuedCents + 5000);
      await store.close();
      const check = await openStorage(url);
      expect((await auditGuild(check.kv, G)).balanced).toBe(true);
      await check.close();
    });
  });

  const isJournal = (key: string) => key.includes(':journal:');
  const flakyStore = async () => flakyStoreOn((await freshUrl()).url);

  describe(`storage failures on ${backend}`, () => {
    it('GIVEN the journal write fails WHEN a bet runs THEN it rejects with StorageUnavailableError and neither storage nor cache changed', async () => {
      const { store, kv, adapter, rows } = await flakyStore();
      expect((await store.execute(G, bet('u1', 'banker', 10))).ok).toBe(true);
      const before = await rows();
      adapter.failing = () => true;
      await expect(store.execute(G, bet('u1', 'player', 5))).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(store.execute(G, deal)).rejects.toBeInstanceOf(StorageUnavailableError);
      adapter.failing = () => false;
      expect(await rows()).toEqual(before);
      // The cache still holds the records as they were before the failed commands.
      expect((await store.readWallet(G, 'u1'))?.balanceCents).toBe(99_000);
      expect((await store.readTable(G, C))?.seats).toEqual([
        { userId: 'u1', stakes: { player: 0, banker: 10, tie: 0 } },
      ]);
      expect((await store.execute(G, bet('u1', 'player', 5))).ok).toBe(true);
      expect((await store.readWallet(G, 'u1'))?.balanceCents).toBe(98_500);
      expect(await auditGuild(kv, G)).toMatchObject({ balanced: true, onTablesCents: 1500 });
      await store.close();
    });

    it("GIVEN a new server WHEN its first command's writes fail THEN StorageUnavailableError, and nothing of the server is stored", async () => {
      const { store, adapter, rows } = await flakyStore();
      adapter.failing = () => true;
      await expect(store.execute(G, bet('u1', 'banker', 10))).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(await rows()).toEqual([]);
      adapter.failing = () => false;
      expect((await store.execute(G, bet('u1', 'banker', 10))).ok).toBe(true);
      expect((await store.readLeaderboard(G, 'chips', 'u1')).top.map((entry) => entry.userId)).toEqual([
        'u1',
      ]);
      await store.close();
    });

    it('GIVEN the records fail after the journal is written WHEN a deal runs THEN it is acknowledged, and the next command recovers it first', async () => {
      const { store, kv, adapter, rows } = await flakyStore();
      expect((await store.execute(G, bet('u1', 'banker', 10))).ok).toBe(true);
      // The attention index is written before the commit point (a deal leaves a result to post).
      adapter.failing = (key) => !isJournal(key) && !key.includes(':directory:');
      const dealt = await store.execute(G, deal);
      if (!dealt.ok) throw new Error(dealt.code);
      const record = asStored(dealt.changes.rounds[0]!);
      // Past the commit point the deal is final, though its records are not written yet.
      expect(await kv.get(keys.round(G, C, 1))).toBeUndefined();
      const journal = await kv.get<JournalEntry>(keys.journal(G));
      expect(journal?.writes).toContainEqual([keys.round(G, C, 1), record]);
      // Still failing: the next command cannot recover, so it is refused and changes nothing.
      const stuck = await rows();
      await expect(store.execute(G, bet('u1', 'banker', 5))).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(await rows()).toEqual(stuck);
      adapter.failing = () => false;
      expect((await store.execute(G, bet('u1', 'banker', 5))).ok).toBe(true);
      expect(await kv.get<RoundRecord>(keys.round(G, C, 1))).toEqual(record);
      const table = await kv.get<TableRecord>(keys.table(G, C));
      expect(table).toMatchObject({ round: 2, seats: [{ userId: 'u1', stakes: { banker: 5 } }] });
      expect((await kv.get<WalletRecord>(keys.wallet(G, 'u1')))?.balanceCents).toBe(
        record.results[0]!.balanceCents - 500,
      );
      expect(await auditGuild(kv, G)).toMatchObject({ balanced: true, rounds: 1 });
      await store.close();
    });

    it("GIVEN the leaderboard's records cached WHEN a command that moves a member inside one of its buckets fails to commit THEN the board and the index records are the stored wallets', and stay so after the next commit", async () => {
      const { store, kv, adapter } = await flakyStore();
      const members = ['u1', 'u2', 'u3'];
      for (const [i, userId] of members.entries())
        expect((await store.execute(G, { type: 'grant', userId, amount: i + 1 })).ok).toBe(true);
      const values = await Promise.all(
        members.map(async (userId) => (await store.readWallet(G, userId))!.balanceCents),
      );
      // One bucket holds all three, and reading the board put it in the cache: the writer changes
      // a cached bucket in place (rank-index.ts), so only dropping the cache undoes a failed batch.
      expect(new Set(values.map(bucketOf)).size).toBe(1);
      expect((await store.readLeaderboard(G, 'chips', 'u1')).own).toMatchObject({ rank: 3 });
      adapter.failing = () => true;
      await expect(store.execute(G, { type: 'grant', userId: 'u1', amount: 5 })).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
      adapter.failing = () => false;
      expect((await store.readLeaderboard(G, 'chips', 'u1')).own).toMatchObject({
        rank: 3,
        valueCents: values[0],
      });
      expect(await auditIndexes(kv, G)).toEqual([]);
      expect((await store.execute(G, { type: 'grant', userId: 'u2', amount: 5 })).ok).toBe(true);
      expect((await store.readLeaderboard(G, 'chips', 'u1')).own).toMatchObject({ rank: 3 });
      expect((await store.readLeaderboard(G, 'chips', 'u2')).own).toMatchObject({ rank: 1 });
      expect(await auditIndexes(kv, G)).toEqual([]);
      await store.close();
    });
  });
}
