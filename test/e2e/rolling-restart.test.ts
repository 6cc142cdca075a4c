/**
 * A rolling restart under load, on each backend: two whole bots for the same shards, players at
 * all three games on every server, and the first bot SIGTERMed a third of the way in
 * (support/hand-over-load.ts says what the run must show).
 */
import type { Backend } from '../store/support/fresh-store.js';
import { describeHandOver, SHARDS } from './support/hand-over-load.js';

const SERVERS = 8;

for (const backend of ['sqlite', 'postgres', 'redis'] as const satisfies readonly Backend[])
  describeHandOver(
    `a rolling restart on ${backend}: two bots for ${SHARDS} shards, the first SIGTERMed mid-run`,
    backend,
    'sigterm-first-bot',
    SERVERS,
  );
