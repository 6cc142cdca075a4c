/**
 * A rolling restart under load, on each backend: two whole bots for the same 4 shards, players at
 * all three games on every server, and the first bot SIGTERMed a third of the way in
 * (support/hand-over-load.ts says what the run must show).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../store/support/fresh-store.js';
import {
  checks,
  expectCleanRun,
  type HandOverRun,
  runHandOver,
  summaryOf,
} from './support/hand-over-load.js';

const SERVERS = 8;

for (const backend of ['sqlite', 'postgres', 'redis'] as const satisfies readonly Backend[]) {
  describe(`a rolling restart on ${backend}: two bots for 4 shards, the first SIGTERMed mid-run`, () => {
    let run: HandOverRun;
    beforeAll(async () => {
      run = await runHandOver(backend, 'sigterm-first-bot', SERVERS);
      console.info(`[${backend}] ${summaryOf(run)}`);
    }, 600_000);
    afterAll(async () => {
      await run?.close();
    }, 120_000);

    it('GIVEN the run THEN every step got done, both bots stopped cleanly (exit 0) and none logged an error', () => {
      expectCleanRun(run, { faulted: false });
    });
    it('GIVEN every interaction THEN each got exactly one answer', () => {
      expect(checks.answeredOnce(run)).toEqual([]);
    });
    it('GIVEN every stake THEN one answered as placed stands once, one answered as not placed does not', async () => {
      expect(await checks.stakesStand(run)).toEqual([]);
    });
    it('GIVEN every dealt coup THEN its result is in its channel exactly once, by round and by nonce', async () => {
      expect(await checks.resultsOnce(run)).toEqual([]);
    });
    it('GIVEN the tables closed THEN every member holds the starting chips plus what their rounds paid, and every audit balances', async () => {
      expect(await checks.books(run)).toEqual([]);
    });
  });
}
