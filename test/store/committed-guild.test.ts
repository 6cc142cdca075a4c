/**
 * The server's record as of its last commit, answered from memory without waiting behind the
 * server's queue (the router words every answer in the server's language with it): never a change
 * still being committed, and nothing for a server this process does not hold.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GameStore, type StoreDeps } from '../../src/store/game-store.js';
import { openStorage } from '../../src/store/storage.js';
import { serverLanguageOf } from '../../src/table/state.js';

const dir = mkdtempSync(join(tmpdir(), 'sabot-committed-guild-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const freshUrl = () => `sqlite://${join(dir, `guild-${++files}.sqlite`)}`;
const deps: StoreDeps = { now: () => Date.UTC(2026, 1, 2), newServerSeed: () => 'd'.repeat(64) };

describe('the committed server record', () => {
  it('GIVEN a store that has not touched a server THEN it has no committed record for it; once read, the stored one', async () => {
    const url = freshUrl();
    const first = await GameStore.open(url, deps);
    expect((await first.execute('g', { type: 'configure-guild', changes: { language: 'it' } })).ok).toBe(
      true,
    );
    await first.close();

    const store = await GameStore.open(url, deps);
    expect(store.committedGuild('g')).toBeUndefined();
    await store.readGuild('g');
    expect(serverLanguageOf(store.committedGuild('g')!)).toBe('it');
    await store.close();
  });

  it('GIVEN a language change whose commit is still being written WHEN the committed record is asked for THEN it is the one before; once committed, the new one', async () => {
    const storage = await openStorage(freshUrl());
    const store = GameStore.over(storage, deps);
    await store.readGuild('g');
    // Holds the store's next commit (one fenced write) until released.
    const adapter = storage.kv.store as { query: (sql: string, ...values: unknown[]) => Promise<unknown[]> };
    const query = adapter.query;
    let reached!: () => void;
    const commitReached = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    adapter.query = async (sql, ...values) => {
      if (sql.includes('json_each')) {
        reached();
        await released;
      }
      return query(sql, ...values);
    };
    const change = store.execute('g', { type: 'configure-guild', changes: { language: 'ro' } });
    await commitReached;
    expect(serverLanguageOf(store.committedGuild('g')!)).toBe('auto');
    release();
    expect((await change).ok).toBe(true);
    expect(serverLanguageOf(store.committedGuild('g')!)).toBe('ro');
    adapter.query = query;
    await store.close();
  });
});

describe('reads answered without waiting for a commit', () => {
  it("GIVEN a batch of a read, a bet and a read WHEN the bet's commit is held THEN the first read is answered at once, the one after the bet waits for the commit and sees the bet", async () => {
    const storage = await openStorage(freshUrl());
    const store = GameStore.over(storage, deps);
    expect(
      (await store.execute('g', { type: 'bet', channelId: 'c', userId: 'u', side: 'tie', amount: 1 })).ok,
    ).toBe(true);
    // Every commit waits until the test lets it through.
    const adapter = storage.kv.store as { query: (sql: string, ...values: unknown[]) => Promise<unknown[]> };
    const query = adapter.query;
    const held: (() => void)[] = [];
    adapter.query = async (sql, ...values) => {
      if (sql.includes('json_each')) await new Promise<void>((resolve) => held.push(resolve));
      return query(sql, ...values);
    };
    const order: string[] = [];
    const noted = <T>(name: string, work: Promise<T>) =>
      work.then((value) => {
        order.push(name);
        return value;
      });
    const commitsHeld = async (count: number) => {
      while (held.length < count) await new Promise((resolve) => setTimeout(resolve, 1));
    };
    // A bet whose commit is held keeps the queue busy while the next three queue up as one batch.
    const first = noted(
      'first bet',
      store.execute('g', { type: 'bet', channelId: 'c', userId: 'u', side: 'tie', amount: 2 }),
    );
    await commitsHeld(1);
    const before = noted('read before', store.readTable('g', 'c'));
    const bet = noted(
      'bet',
      store.execute('g', { type: 'bet', channelId: 'c', userId: 'u', side: 'tie', amount: 4 }),
    );
    const after = noted('read after', store.readTable('g', 'c'));
    held[0]!();
    expect((await first).ok).toBe(true);
    // The batch of three runs: its read before the bet is answered while the bet's commit is held.
    expect((await before)?.seats).toEqual([{ userId: 'u', stakes: { player: 0, banker: 0, tie: 3 } }]);
    await commitsHeld(2);
    expect(order).toEqual(['first bet', 'read before']);
    held[1]!();
    expect((await bet).ok).toBe(true);
    expect((await after)?.seats).toEqual([{ userId: 'u', stakes: { player: 0, banker: 0, tie: 7 } }]);
    expect(order).toEqual(['first bet', 'read before', 'bet', 'read after']);
    adapter.query = query;
    await store.close();
  });
});
