/**
 * How much of each hostile scenario a run plays. `npm test` (the CI gate) plays every scenario at
 * the gate's volume: every kind of kill, restart and hand-over on every backend, enough to catch a
 * regression, in a suite that fits its time on a 2-core machine. `npm run soak` (SABOT_SOAK=1) plays
 * the same files at the volume their issues were proved with (20 restarts in a row per backend,
 * two bots for 4 shards, 60 servers under the sharded fault), for a change to how processes hand
 * work over, and before a release.
 */
export const SOAK = process.env.SABOT_SOAK === '1';

/** `gate` in the CI gate, `soak` under `npm run soak`. */
export const volume = <T>(gate: T, soak: T): T => (SOAK ? soak : gate);
