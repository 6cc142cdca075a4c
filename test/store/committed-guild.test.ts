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
    const store = new GameStore(storage.kv, deps, storage.close);
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
