/**
 * The rolling restart's promises when a process does not stop cleanly: two whole bots for the same
 * shards under load at all three games, and one shard's process of the first bot SIGKILLed (its
 * manager starts another), or SIGSTOPped for 15 s and resumed (support/hand-over-load.ts says what
 * each run must show). Only interactions the killed process had in flight may go unanswered.
 */
import type { Backend } from '../store/support/fresh-store.js';
import { describeHandOver, type Fault, SHARDS } from './support/hand-over-load.js';

const SERVERS = 8;

const runs: readonly [Fault, Backend][] = [
  ['sigkill-one-shard', 'postgres'],
  ['sigstop-one-shard', 'redis'],
];

for (const [fault, backend] of runs)
  describeHandOver(
    `${fault} of the first bot's shard 1 process, two bots for ${SHARDS} shards, on ${backend}`,
    backend,
    fault,
    SERVERS,
  );
