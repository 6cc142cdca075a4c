/**
 * What every crash test shares: real worker processes started ahead of time (a spare is always
 * warming up), killed with SIGKILL at random moments over one store (an SQLite file, a PostgreSQL or a Redis
 * database), and after each kill the
 * restart's first step (the journal's `recover`) and the audit from storage alone. Each test brings
 * its own worker, its own promises from the acks, and its own checks (`afterKill`).
 *
 * The workers run compiled, from the test build (test/support/test-build.ts): a worker's start is
 * then a third of the CPU it costs under tsx, and a kill run is mostly kills and checks. Each kill
 * whose checks passed is counted on the test (`meta.sigkills`), and the suite's reporter
 * (test/support/kill-count-reporter.ts) prints the run's total.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type Keyv from 'keyv';
import { expect } from 'vitest';
import { getCurrentTest } from 'vitest/suite';
import { auditGuild } from '../../../src/store/audit.js';
import { auditIndexes } from '../../../src/store/index-audit.js';
import { Journal, type RecordWrite } from '../../../src/store/journal.js';
import { keys } from '../../../src/store/keys.js';
import { openStorage } from '../../../src/store/storage.js';
import { compiledScript } from '../../support/compiled.js';
import { TEST_BUILD_ENTRIES, type TestBuildEntry } from '../../support/test-build.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * How to start a worker's source (a path from the repository's root, or absolute): compiled when
 * the test build has it (test-build.ts), under tsx otherwise.
 */
const commandFor = (script: string): string[] => {
  const entry = relative(ROOT, resolve(ROOT, script)).split('\\').join('/');
  return (TEST_BUILD_ENTRIES as readonly string[]).includes(entry)
    ? [compiledScript(entry as TestBuildEntry)]
    : ['--import', 'tsx', script];
};

export interface Worker<Line> {
  readonly proc: ChildProcessWithoutNullStreams;
  readonly seed: number;
  readonly lines: Line[];
  /** Modules loaded, waiting for "go". */
  readonly ready: Promise<void>;
  /** The store is open (recovery done) and the workload has begun. */
  readonly open: Promise<void>;
  readonly closed: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr: string;
  /** Resolves once the worker has printed `count` acks (or has exited). */
  acked(count: number): Promise<void>;
  /**
   * Resolves once the worker prints a line `matches` accepts (looking from now on), or `count`
   * acks in all, or exits: whichever comes first.
   */
  printsOrAcks(matches: (line: Line) => boolean, count: number): Promise<void>;
}

/** mulberry32, as the workers use: a run's kills and its workers' seeds follow from one seed. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * The seed of a kill run: SABOT_CRASH_SEED to replay one a failure printed, a fresh one otherwise.
 * A replay repeats every worker's workload and where each kill is aimed; where it lands within a
 * command still depends on the machine's speed.
 */
export const runSeed = (): number => {
  const given = process.env.SABOT_CRASH_SEED;
  if (given === undefined || given === '') return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(given);
  if (!Number.isInteger(seed) || seed < 0)
    throw new Error(`SABOT_CRASH_SEED must be a whole number, got "${given}"`);
  return seed;
};

/** Starts `script <storage-url> <seed> ...args` (see commandFor); it prints one JSON line per event. */
export const startWorker = <Line extends { readonly t: string }>(
  script: string,
  url: string,
  args: readonly string[] = [],
  seed: number = Math.floor(Math.random() * 2 ** 31),
): Worker<Line> => {
  const proc = spawn(process.execPath, [...commandFor(script), url, String(seed), ...args], {
    cwd: ROOT,
  });
  const lines: Line[] = [];
  let buffer = '';
  const marks = new Map<string, () => void>();
  const mark = (t: string) =>
    new Promise<void>((resolve) => {
      marks.set(t, resolve);
    });
  let acks = 0;
  const ackWaiters: { count: number; resolve: () => void }[] = [];
  const lineWaiters: { matches: (line: Line) => boolean; resolve: () => void }[] = [];
  const worker: Worker<Line> = {
    proc,
    seed,
    lines,
    ready: mark('ready'),
    open: mark('open'),
    stderr: '',
    closed: new Promise((resolve) => proc.on('close', (code, signal) => resolve({ code, signal }))),
    acked: (count) =>
      acks >= count
        ? Promise.resolve()
        : Promise.race([
            new Promise<void>((resolve) => ackWaiters.push({ count, resolve })),
            worker.closed.then(() => {}),
          ]),
    printsOrAcks: (matches, count) =>
      Promise.race([
        new Promise<void>((resolve) => lineWaiters.push({ matches, resolve })),
        worker.acked(count),
      ]),
  };
  proc.stdout.setEncoding('utf8');
  proc.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const line = JSON.parse(buffer.slice(0, end)) as Line;
      buffer = buffer.slice(end + 1);
      lines.push(line);
      marks.get(line.t)?.();
      for (const waiter of lineWaiters.filter((w) => w.matches(line))) waiter.resolve();
      if (line.t === 'ack') {
        acks++;
        for (const waiter of ackWaiters.filter((w) => w.count <= acks)) waiter.resolve();
      }
    }
  });
  proc.stderr.setEncoding('utf8');
  proc.stderr.on('data', (chunk: string) => {
    worker.stderr += chunk;
  });
  return worker;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What an ack promises, and whether a command in flight at a kill may have changed it since. */
export interface Known<T> {
  value: T;
  /** A command that could have changed it was in flight at a kill, with no ack since. */
  uncertain: boolean;
}

interface JournalEntry {
  readonly seq: number;
  readonly writes: readonly RecordWrite[];
}

/** Whether the last commit of a server was cut off before all its records were written. */
const isTorn = async (kv: Keyv, guildId: string): Promise<boolean> => {
  const entry = await kv.get<JournalEntry>(keys.journal(guildId));
  if (!entry) return false;
  for (const [key, value] of entry.writes) if (!isDeepStrictEqual(await kv.get(key), value)) return true;
  return false;
};

/** What a restarted bot does first: finish any commit the kill interrupted. Then audit. */
export const recoverAndAudit = async (
  kv: Keyv,
  guilds: readonly string[],
  { indexes }: { indexes: boolean },
): Promise<number> => {
  let torn = 0;
  for (const g of guilds) {
    if (await isTorn(kv, g)) torn++;
    await new Journal(kv).recover(g);
    expect(await isTorn(kv, g)).toBe(false);
    const audit = await auditGuild(kv, g);
    expect(audit.missingRounds).toEqual([]);
    expect(audit.balanced, JSON.stringify(audit)).toBe(true);
    // The member list, statistics and leaderboards ride the same journal entries: never out of
    // step. (Checked every few kills: it rereads every round, which the audit above also does.)
    if (indexes) expect(await auditIndexes(kv, g)).toEqual([]);
  }
  return torn;
};

export interface KillRun<Line> {
  /** The worker's source, from the repository's root (compiled when the test build has it). */
  readonly script: string;
  /** The store every worker opens in turn (STORAGE_URL). */
  readonly url: string;
  readonly args?: readonly string[];
  readonly kills: number;
  readonly guilds: readonly string[];
  /** Every this many kills, and after the last, the store is reopened and everything reread. */
  readonly fullCheckEvery: number;
  /** The most acks a worker is let run to before its kill (at least 1). */
  readonly maxAcks: number;
  /**
   * A state the kills must reach, whatever the machine's speed: one kill in AIMED_EVERY waits,
   * after its acks, for a line showing it (at most maxAcks acks more), and lands a few ms later.
   * A busy machine changes how far a worker's clock runs between commands, and so how often a
   * random kill finds, say, a coup waiting for a decision; an aimed kill finds it all the same.
   */
  readonly aimAt?: (line: Line) => boolean;
  /**
   * After each kill, the store recovered and audited: read the dead worker's lines and check what
   * its acks promised. `full`: the connection is fresh, check everything.
   */
  afterKill(worker: Worker<Line>, kv: Keyv, full: boolean): Promise<void>;
}

/** One kill in this many is aimed at the run's `aimAt` state, when it has one. */
const AIMED_EVERY = 4;
/** One kill in this many stops reading the worker's output for a while before the kill. */
const SLOW_READER_EVERY = 7;
/** How long, at most, the test then leaves the worker's lines unread (its pipe fills meanwhile). */
const SLOW_READER_MS = 400;

/**
 * Runs the kills: mostly after a random number of acknowledged commands, then a few ms more so the
 * kill lands mid-command as often as between commands (counted in acks, not in time, so a slow
 * machine moves the kills no nearer the start); one kill in five lands while the store is still
 * opening, which is when recovery replays the journal; one in AIMED_EVERY waits for the run's
 * `aimAt` state (a coup waiting for a decision), which random kills reach less often on a busy
 * machine. One kill in SLOW_READER_EVERY comes after
 * the test stopped reading the worker's output for a while, as a test process starved of CPU
 * does: the worker's pipe fills, and only what the worker got into the pipe survives its death
 * (a worker must not start a command before its intent is in the pipe, see worker-output.ts).
 * Everything random follows from one seed (SABOT_CRASH_SEED replays it), printed with any failure.
 * Returns how many commits were torn.
 */
export const runKills = async <Line extends { readonly t: string }>(run: KillRun<Line>): Promise<number> => {
  const seed = runSeed();
  const random = seededRandom(seed);
  const test = getCurrentTest();
  let torn = 0;
  // Three workers warming up at all times: starting one takes ~0.3 s of CPU, more than a kill cycle.
  const start = () => startWorker<Line>(run.script, run.url, run.args, Math.floor(random() * 2 ** 31));
  const spares = [start(), start(), start()];
  let storage = await openStorage(run.url);
  try {
    for (let kill = 1; kill <= run.kills; kill++) {
      const worker = spares.shift()!;
      spares.push(start());
      try {
        await Promise.race([worker.ready, worker.closed]);
        expect(worker.lines[0], worker.stderr).toEqual({ t: 'ready' });
        worker.proc.stdin.write('go\n');
        if (kill % 5 === 0) await sleep(random() * 15);
        else {
          await Promise.race([worker.open, worker.closed]);
          const acks = 1 + Math.floor(random() * run.maxAcks);
          await worker.acked(acks);
          if (run.aimAt && kill % AIMED_EVERY === 2) {
            await worker.printsOrAcks(run.aimAt, acks + run.maxAcks);
            await sleep(random() * 2);
          } else if (kill % SLOW_READER_EVERY === 0) {
            worker.proc.stdout.pause();
            await sleep(random() * SLOW_READER_MS);
          } else await sleep(random() * 5);
        }
        worker.proc.kill('SIGKILL');
        // What the worker got into the pipe is read to the end, whatever it printed after.
        worker.proc.stdout.resume();
        const exit = await worker.closed;
        // It died of the kill, not of an error of its own.
        expect(exit, worker.stderr).toEqual({ code: null, signal: 'SIGKILL' });
        // One connection stays open between kills (SQLite shows it the other process's commits);
        // every fullCheckEvery kills the checks go through a fresh one.
        const full = kill % run.fullCheckEvery === 0 || kill === run.kills;
        if (full) {
          await storage.close();
          storage = await openStorage(run.url);
        }
        torn += await recoverAndAudit(storage.kv, run.guilds, { indexes: full || kill % 5 === 0 });
        await run.afterKill(worker, storage.kv, full);
        // A real SIGKILL, recovered and checked: it counts towards the run's total.
        if (test) test.meta.sigkills = (test.meta.sigkills ?? 0) + 1;
      } catch (error) {
        // Where it failed, and how to run the same workloads and kills again.
        if (error instanceof Error)
          error.message = `kill ${kill} of run seed ${seed} (replay with SABOT_CRASH_SEED=${seed}), worker seed ${worker.seed}: ${error.message}`;
        throw error;
      }
    }
  } finally {
    await storage.close();
    for (const spare of spares) spare.proc.kill('SIGKILL');
    await Promise.all(spares.map((spare) => spare.closed));
  }
  return torn;
};
