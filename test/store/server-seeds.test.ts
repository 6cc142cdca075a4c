/**
 * Server seeds are drawn from the system only by the commands that start a shoe: a new table, and
 * the shoe after a revealed one. Every other command (bets, nearly all of them) draws none, and a
 * command that does start a shoe draws exactly one.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameStore, type StoreDeps } from '../../src/store/game-store.js';
import { tempDirs } from '../support/processes.js';

const tempDir = tempDirs('sabot-seeds-');

describe('server seeds', () => {
  it('GIVEN a store counting the seeds it draws WHEN a table opens, takes bets and deals THEN only the opening drew one, and its shoe holds that seed', async () => {
    const drawn: string[] = [];
    const deps: StoreDeps = {
      now: () => Date.UTC(2026, 11, 1),
      newServerSeed: () => {
        const seed = createHash('sha256').update(`seed ${drawn.length}`).digest('hex');
        drawn.push(seed);
        return seed;
      },
    };
    const store = await GameStore.open(`sqlite://${join(tempDir(), 'sabot.sqlite')}`, deps);
    try {
      const opened = await store.execute('g', {
        type: 'bet',
        channelId: 'c',
        userId: 'ada',
        side: 'banker',
        amount: 5,
      });
      expect(opened.ok).toBe(true);
      expect(drawn).toHaveLength(1);
      for (const userId of ['bo', 'cy', 'di'])
        expect(
          (await store.execute('g', { type: 'bet', channelId: 'c', userId, side: 'player', amount: 5 })).ok,
        ).toBe(true);
      expect((await store.execute('g', { type: 'deal', channelId: 'c', userId: 'ada' })).ok).toBe(true);
      expect(
        (await store.execute('g', { type: 'bet', channelId: 'c', userId: 'ada', side: 'tie', amount: 5 })).ok,
      ).toBe(true);
      expect(drawn).toHaveLength(1);
      expect((await store.readTable('g', 'c'))?.shoe.spec.serverSeed).toBe(drawn[0]);
    } finally {
      await store.close();
    }
  });
});
