/**
 * The outbox: every round record is committed with an entry naming it, in the same journal
 * entry, so a result the bot never got to post is still known after a crash; posting it removes
 * the entry, durably.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ownsGuild } from '../../src/shards.js';
import { GameStore, type StoreDeps } from '../../src/store/game-store.js';
import type { RecordWrite } from '../../src/store/journal.js';
import { keys } from '../../src/store/keys.js';
import { openStorage } from '../../src/store/storage.js';

const dir = mkdtempSync(join(tmpdir(), 'sabot-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const freshUrl = () => `sqlite://${join(dir, `outbox-${++files}.sqlite`)}`;
const deps: StoreDeps = { now: () => Date.UTC(2026, 1, 2), newServerSeed: () => 'd'.repeat(64) };

const dealOne = async (store: GameStore, guildId: string, channelId: string) => {
  await store.execute(guildId, { type: 'bet', channelId, userId: 'u1', side: 'banker', amount: 5 });
  const dealt = await store.execute(guildId, { type: 'deal', channelId, userId: 'u1' });
  if (!dealt.ok) throw new Error(dealt.code);
};

describe('the outbox of round results', () => {
  it('GIVEN a deal WHEN it commits THEN its outbox entry is written in the same atomic write as the round record', async () => {
    const url = freshUrl();
    const store = await GameStore.open(url, deps);
    await dealOne(store, 'g1', 'c1');
    await store.close();
    const storage = await openStorage(url);
    try {
      // One fenced write holds the journal entry and every record: all of them or none.
      const entry = await storage.kv.get<{ seq: number; writes: RecordWrite[] }>(keys.journal('g1'));
      expect(entry).toEqual({ seq: 2, writes: [] });
      expect(await storage.kv.get(keys.round('g1', 'c1', 1))).toMatchObject({ round: 1 });
      expect(await storage.kv.get(keys.outbox('g1'))).toEqual([{ guildId: 'g1', channelId: 'c1', round: 1 }]);
    } finally {
      await storage.close();
    }
  });

  it('GIVEN rounds on two servers WHEN the store reopens THEN every unposted result is listed, and a posted one is gone for good', async () => {
    const url = freshUrl();
    const first = await GameStore.open(url, deps);
    await dealOne(first, 'g1', 'c1');
    await dealOne(first, 'g1', 'c2');
    await dealOne(first, 'g2', 'c9');
    await first.close();

    const second = await GameStore.open(url, deps);
    expect(await second.undeliveredResults()).toEqual([
      { guildId: 'g1', channelId: 'c1', round: 1 },
      { guildId: 'g1', channelId: 'c2', round: 1 },
      { guildId: 'g2', channelId: 'c9', round: 1 },
    ]);
    await second.markPosted('g1', 'c2', 1);
    // Marking twice, or a round never listed, changes nothing.
    await second.markPosted('g1', 'c2', 1);
    await second.markPosted('g1', 'c1', 7);
    await second.close();

    const third = await GameStore.open(url, deps);
    expect(await third.undeliveredResults()).toEqual([
      { guildId: 'g1', channelId: 'c1', round: 1 },
      { guildId: 'g2', channelId: 'c9', round: 1 },
    ]);
    await third.close();
  });

  it('GIVEN a result noted posted WHEN the server is taken over and given back before the note is written THEN the note still reaches storage and the result is not posted again at the next start', async () => {
    const url = freshUrl();
    const LEASE_MS = 5_000;
    let clock = Date.UTC(2026, 1, 2);
    const leased = { ...deps, leaseMs: LEASE_MS, leaseClock: () => clock };
    const first = await GameStore.open(url, leased);
    await dealOne(first, 'g1', 'c1');
    // Shown as the /deal reply: noted, to be written with the server's next commit.
    await first.markPosted('g1', 'c1', 1);
    // The first's lease runs out (on Redis an idle server's lease key simply expires); another
    // process takes the server, then lets it go.
    clock += 2 * LEASE_MS;
    const second = await GameStore.open(url, leased);
    await second.readTable('g1', 'c1');
    await second.close();
    // The first takes the server afresh, so it reads the server again from storage.
    await first.readTable('g1', 'c1');
    await first.close();

    const third = await GameStore.open(url, deps);
    expect(await third.undeliveredResults()).toEqual([]);
    await third.close();
  });
});

describe("a shard's start-up pass", () => {
  it('GIVEN results and armed timers on servers of two shards WHEN one shard asks THEN it gets its own servers only, the other shard the rest', async () => {
    const url = freshUrl();
    // Guild ids whose timestamp bits put them on shard 0 and 1 of 2, as Discord routes them.
    const [even, odd] = [40n << 22n, 41n << 22n].map(String) as [string, string];
    const first = await GameStore.open(url, deps);
    for (const guildId of [even, odd]) {
      await dealOne(first, guildId, 'c1');
      await first.execute(guildId, {
        type: 'configure-table',
        channelId: 'c2',
        changes: { timerSeconds: 30 },
      });
      await first.execute(guildId, { type: 'bet', channelId: 'c2', userId: 'u2', side: 'player', amount: 5 });
    }
    await first.close();

    const restarted = await GameStore.open(url, deps);
    try {
      for (const [shard, guildId] of [
        [0, even],
        [1, odd],
      ] as const) {
        const owns = ownsGuild({ count: 2, ids: [shard] });
        expect(await restarted.undeliveredResults(owns)).toEqual([{ guildId, channelId: 'c1', round: 1 }]);
        expect(await restarted.pendingTimers(owns)).toEqual([
          { kind: 'betting', guildId, channelId: 'c2', round: 1, at: deps.now() + 30_000 },
        ]);
      }
      // Without a filter (one process for every shard), every server.
      expect(await restarted.pendingTimers()).toHaveLength(2);
    } finally {
      await restarted.close();
    }
  });
});
