/**
 * The store keeps a bounded number of tables in memory: beyond the limit, the least recently used
 * ones without a timer are dropped and read again from storage when next used. A dropped table
 * plays on exactly where it stopped, and a dropped table still counts as known to need nothing,
 * so its server leaves the attention index as it would have.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ServerDirectory } from '../../src/store/directory.js';
import type { GameStore, StoreDeps } from '../../src/store/game-store.js';
import { keys } from '../../src/store/keys.js';
import { openStorage } from '../../src/store/storage.js';
import type { Command } from '../../src/table/commands.js';
import { openCounting } from './support/counting-store.js';

const dir = mkdtempSync(join(tmpdir(), 'sabot-table-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const freshUrl = () => `sqlite://${join(dir, `cache-${++files}.sqlite`)}`;
const deps: StoreDeps = { now: () => Date.UTC(2026, 1, 2), newServerSeed: () => 'e'.repeat(64) };

/** A store keeping at most `limit` tables, whose every storage read is noted. */
const openLimited = (url: string, limit: number) => openCounting(url, { ...deps, tableCacheLimit: limit });

const must = async (store: GameStore, guildId: string, command: Command) => {
  const outcome = await store.execute(guildId, command);
  if (!outcome.ok) throw new Error(`${command.type} refused: ${outcome.code}`);
  return outcome;
};

const CHANNELS = ['c0', 'c1', 'c2', 'c3', 'c4'];

describe('the table cache', () => {
  it('GIVEN a store keeping 2 tables WHEN 5 tables play a round each and the first plays again THEN it is read again and plays on where it stopped', async () => {
    const { store, read } = await openLimited(freshUrl(), 2);
    for (const channelId of CHANNELS) {
      await must(store, 'g', { type: 'configure-table', channelId, changes: { timerSeconds: 0 } });
      await must(store, 'g', { type: 'bet', channelId, userId: 'u1', side: 'banker', amount: 5 });
      await must(store, 'g', { type: 'deal', channelId, userId: 'u1' });
    }
    const readsBefore = read.filter((key) => key === keys.table('g', 'c0')).length;
    const table = await store.readTable('g', 'c0');
    // Dropped for the tables played since, and read from storage again.
    expect(read.filter((key) => key === keys.table('g', 'c0')).length).toBe(readsBefore + 1);
    expect(table?.round).toBe(2);
    expect(table?.shoe.coups).toBe(1);
    const wallet = await store.readWallet('g', 'u1');
    await must(store, 'g', { type: 'bet', channelId: 'c0', userId: 'u1', side: 'player', amount: 7 });
    expect((await store.readWallet('g', 'u1'))?.balanceCents).toBe((wallet?.balanceCents ?? 0) - 700);
    expect((await store.readTable('g', 'c0'))?.seats).toEqual([
      { userId: 'u1', stakes: { player: 7, banker: 0, tie: 0 } },
    ]);
    await store.close();
  });

  it('GIVEN a store keeping 1 table WHEN timed tables are dropped after their deals and every result is posted THEN the server leaves the attention index', async () => {
    const url = freshUrl();
    const { store, storage } = await openLimited(url, 1);
    for (const channelId of CHANNELS.slice(0, 3)) {
      await must(store, 'g', { type: 'configure-table', channelId, changes: { timerSeconds: 30 } });
      // The betting timer lists the channel; the deal disarms it, and the table may then be dropped.
      await must(store, 'g', { type: 'bet', channelId, userId: 'u1', side: 'banker', amount: 5 });
      await must(store, 'g', { type: 'deal', channelId, userId: 'u1' });
    }
    const directory = new ServerDirectory(storage.kv, storage.fencing);
    expect((await directory.list('attention')).get('g')).toEqual(['c0', 'c1', 'c2']);
    for (const channelId of CHANNELS.slice(0, 3)) await store.markPosted('g', channelId, 1);
    // The next commit writes the posted outbox and unlists the server: c0 and c1 are not in memory.
    await must(store, 'g', { type: 'configure-table', channelId: 'c3', changes: { timerSeconds: 0 } });
    await store.close();
    const reopened = await openStorage(url);
    expect((await new ServerDirectory(reopened.kv, reopened.fencing).list('attention')).has('g')).toBe(false);
    await reopened.close();
  });

  it('GIVEN a store keeping 1 table WHEN another table bets with its timer armed THEN the timed table stays in memory', async () => {
    const { store, read } = await openLimited(freshUrl(), 1);
    await must(store, 'g', { type: 'configure-table', channelId: 'timed', changes: { timerSeconds: 30 } });
    await must(store, 'g', { type: 'bet', channelId: 'timed', userId: 'u1', side: 'banker', amount: 5 });
    for (const channelId of CHANNELS) {
      await must(store, 'g', { type: 'configure-table', channelId, changes: { timerSeconds: 0 } });
      await must(store, 'g', { type: 'bet', channelId, userId: 'u1', side: 'banker', amount: 5 });
    }
    const readsBefore = read.filter((key) => key === keys.table('g', 'timed')).length;
    expect((await store.readTable('g', 'timed'))?.dealAt).toBe(Date.UTC(2026, 1, 2) + 30_000);
    expect(read.filter((key) => key === keys.table('g', 'timed')).length).toBe(readsBefore);
    await store.close();
  });
});
