/**
 * A cold start touches no server until it is used: the timers to re-arm and the results to post
 * are found through the attention index, serving only the servers it lists (those with a timer
 * armed or a result not known to be posted).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GameStore, type ServerTaken, type StoreDeps } from '../../src/store/game-store.js';
import type { Command } from '../../src/table/commands.js';
import { openCounting as countingStore } from './support/counting-store.js';

const dir = mkdtempSync(join(tmpdir(), 'sabot-attention-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const freshUrl = () => `sqlite://${join(dir, `attention-${++files}.sqlite`)}`;
const deps: StoreDeps = { now: () => Date.UTC(2026, 1, 2), newServerSeed: () => 'e'.repeat(64) };

/** A store whose every read is noted, to see which servers a start-up touches. */
const openCounting = (url: string) => countingStore(url, deps);

/** The servers whose own records were read (any key naming the server). */
const serversRead = (read: readonly string[], guilds: readonly string[]) =>
  guilds.filter((guildId) => read.some((key) => key.endsWith(`:${guildId}`) || key.includes(`:${guildId}:`)));

/**
 * What the bot's start does with a store: it serves every server the index lists, and picks up
 * what each needs (its timers, its undelivered results) as the store hands them over.
 */
const startUp = async (store: GameStore) => {
  const taken: ServerTaken[] = [];
  const stop = store.onServerTaken((server) => taken.push(server));
  for (const guildId of await store.serversNeedingAttention()) await store.serve(guildId);
  stop();
  return {
    timers: taken.flatMap((server) => server.timers),
    undelivered: taken.flatMap((server) => server.undelivered),
  };
};

const must = async (store: GameStore, guildId: string, command: Command) => {
  const outcome = await store.execute(guildId, command);
  if (!outcome.ok) throw new Error(`${command.type} refused: ${outcome.code}`);
};

const QUIET = Array.from({ length: 30 }, (_, i) => `quiet${i}`);

/** 30 servers that played and posted everything, one with a betting timer, one with a result unposted. */
const populate = async (url: string) => {
  const store = await GameStore.open(url, deps);
  for (const guildId of QUIET) {
    // No betting timer: these tables deal only on /deal.
    await must(store, guildId, { type: 'configure-table', channelId: 'c', changes: { timerSeconds: 0 } });
    await must(store, guildId, { type: 'bet', channelId: 'c', userId: 'u1', side: 'banker', amount: 5 });
    await must(store, guildId, { type: 'deal', channelId: 'c', userId: 'u1' });
    await store.markPosted(guildId, 'c', 1);
    await must(store, guildId, { type: 'bet', channelId: 'c', userId: 'u1', side: 'banker', amount: 5 });
  }
  await must(store, 'timed', { type: 'configure-table', channelId: 't', changes: { timerSeconds: 30 } });
  await must(store, 'timed', { type: 'bet', channelId: 't', userId: 'u1', side: 'player', amount: 5 });
  await must(store, 'unposted', { type: 'bet', channelId: 'p', userId: 'u1', side: 'tie', amount: 1 });
  await must(store, 'unposted', { type: 'deal', channelId: 'p', userId: 'u1' });
  await store.close();
};

const ALL = [...QUIET, 'timed', 'unposted'];

describe('the attention index', () => {
  it('GIVEN many servers and two that need the bot WHEN a store starts THEN it reads only those two', async () => {
    const url = freshUrl();
    await populate(url);
    const { store, read } = await openCounting(url);
    const { timers, undelivered } = await startUp(store);
    expect(timers).toEqual([
      { kind: 'betting', guildId: 'timed', channelId: 't', round: 1, at: Date.UTC(2026, 1, 2) + 30_000 },
    ]);
    expect(undelivered).toEqual([{ guildId: 'unposted', channelId: 'p', round: 1 }]);
    expect(serversRead(read, ALL)).toEqual(['timed', 'unposted']);
    // Reads: the two servers' own records (the list itself is one query), however many servers exist.
    expect(read.filter((key) => serversRead([key], ALL).length === 0)).toEqual([]);

    // The timer fires and the result is posted: neither server needs the next start.
    await must(store, 'timed', { type: 'deal', channelId: 't', userId: null });
    await store.markPosted('timed', 't', 1);
    await store.markPosted('unposted', 'p', 1);
    await store.close();
    const next = await openCounting(url);
    expect(await startUp(next.store)).toEqual({ timers: [], undelivered: [] });
    expect(serversRead(next.read, ALL)).toEqual([]);
    await next.store.close();
  });
});
