/**
 * The rolling restart's promises when a process does not stop cleanly: two whole bots for the same
 * 4 shards under load at all three games, and one shard's process of the first bot SIGKILLed (its
 * manager starts another), or SIGSTOPped for 15 s and resumed (support/hand-over-load.ts says what
 * each run must show). Only interactions the killed process had in flight may go unanswered.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../store/support/fresh-store.js';
import {
  checks,
  expectCleanRun,
  type Fault,
  type HandOverRun,
  runHandOver,
  summaryOf,
} from './support/hand-over-load.js';

const SERVERS = 8;

const runs: readonly [Fault, Backend][] = [
  ['sigkill-one-shard', 'postgres'],
  ['sigstop-one-shard', 'redis'],
];

for (const [fault, backend] of runs) {
  describe(`${fault} of the first bot's shard 1 process, two bots for 4 shards, on ${backend}`, () => {
    let run: HandOverRun;
    beforeAll(async () => {
      run = await runHandOver(backend, fault, SERVERS);
      console.info(
        `[${fault} ${backend}] ${summaryOf(run)}; in flight at the kill: ${run.inFlightAtKill.size}`,
      );
    }, 600_000);
    afterAll(async () => {
      // SABOT_TEST_LOGS=<dir> keeps both bots' logs, to read what each process did in a run.
      const dir = process.env.SABOT_TEST_LOGS;
      for (const [i, bot] of (dir ? (run?.bots ?? []) : []).entries())
        writeFileSync(`${dir}/${fault}-${backend}-bot${i + 1}.log`, bot.stderr);
      await run?.close();
    }, 120_000);

    it('GIVEN the run THEN every step got done and both bots stopped with exit 0', () => {
      expectCleanRun(run, { faulted: true });
    });
    it('GIVEN every interaction THEN each got exactly one answer (but those in flight in a killed process)', () => {
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
