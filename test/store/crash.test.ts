/**
 * Crash safety with real processes: a worker (support/crash-worker.ts) runs a random workload on
 * a SQLite file and is killed with SIGKILL at random moments, hundreds of times, each new worker
 * picking up the same file. After every kill the test opens the file itself, completes any
 * interrupted commit the way a restart would (the journal's `recover`), and checks:
 *   - the ledger invariant and that no round is missing (`auditGuild`, from storage alone);
 *   - every acknowledged deal's round record exists, once, exactly as acknowledged;
 *   - every acknowledged bet, rebet and clear is reflected: the player's stakes in that round
 *     (on the table, or in the round's record once dealt) are what the last ack said;
 *   - every acknowledged balance is still the balance, unless a later command may have moved it.
 * Nothing here depends on when the kill lands: a command in flight at the kill may or may not have
 * happened, and only what it could have touched is left unchecked until a later ack pins it down.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type Keyv from 'keyv';
import { afterAll, expect, it } from 'vitest';
import { auditGuild } from '../../src/store/audit.js';
import { Journal, type RecordWrite } from '../../src/store/journal.js';
import { keys } from '../../src/store/keys.js';
import { openStorage } from '../../src/store/storage.js';
import type { RoundRecord, ShoeArchive, TableRecord, WalletRecord } from '../../src/table/state.js';
import {
  type AckLine,
  type DealSummary,
  type IntentLine,
  type StakesTuple,
  summarize,
  type WorkerLine,
} from './support/crash-protocol.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const WORKER = join(HERE, 'support', 'crash-worker.ts');
const KILLS = 200;
/** Every this many kills, and after the last, every acknowledged round is read back again. */
const FULL_CHECK_EVERY = 20;
const GUILDS = ['g1', 'g2'];

const dir = mkdtempSync(join(tmpdir(), 'sabot-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, 'crash.sqlite');
const url = `sqlite://${file}`;

// ---------------------------------------------------------------------------------------------
// Workers.

interface Worker {
  readonly proc: ChildProcessWithoutNullStreams;
  readonly seed: number;
  readonly lines: WorkerLine[];
  /** Modules loaded, waiting for "go". */
  readonly ready: Promise<void>;
  /** The store is open on the file (recovery done) and the workload has begun. */
  readonly open: Promise<void>;
  readonly closed: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr: string;
  /** Resolves once the worker has printed `count` acks (or has exited). */
  acked(count: number): Promise<void>;
}

const startWorker = (): Worker => {
  const seed = Math.floor(Math.random() * 2 ** 31);
  const proc = spawn(process.execPath, ['--import', 'tsx', WORKER, file, String(seed)], { cwd: ROOT });
  const lines: WorkerLine[] = [];
  let buffer = '';
  const marks = new Map<string, () => void>();
  const mark = (t: string) =>
    new Promise<void>((resolve) => {
      marks.set(t, resolve);
    });
  let acks = 0;
  const ackWaiters: { count: number; resolve: () => void }[] = [];
  const worker: Worker = {
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
  };
  proc.stdout.setEncoding('utf8');
  proc.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const line = JSON.parse(buffer.slice(0, end)) as WorkerLine;
      buffer = buffer.slice(end + 1);
      lines.push(line);
      marks.get(line.t)?.();
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// What the acks promise, and what a command in flight at a kill leaves uncertain.

interface Known<T> {
  value: T;
  /** A command that could have changed it was in flight at a kill, with no ack since. */
  uncertain: boolean;
}

class Promises {
  /** Stakes by `g|c|round`, then by player. */
  readonly seats = new Map<string, Map<string, Known<StakesTuple>>>();
  readonly wallets = new Map<string, Known<number>>();
  /** Acknowledged deals by `g|c|round`: a round is acknowledged once, ever. */
  readonly deals = new Map<string, DealSummary>();
  readonly archives = new Set<string>();
  /** Rounds whose stakes changed since the last check. */
  readonly dirty = new Set<string>();
  acks = 0;

  private seat(round: string, userId: string): Known<StakesTuple> {
    let players = this.seats.get(round);
    if (!players) {
      players = new Map();
      this.seats.set(round, players);
    }
    let known = players.get(userId);
    if (!known) {
      known = { value: [0, 0, 0], uncertain: false };
      players.set(userId, known);
    }
    this.dirty.add(round);
    return known;
  }

  private wallet(g: string, userId: string): Known<number> {
    let known = this.wallets.get(`${g}|${userId}`);
    if (!known) {
      known = { value: 0, uncertain: true };
      this.wallets.set(`${g}|${userId}`, known);
    }
    return known;
  }

  /** Reads one worker's lines after its death. */
  absorb(lines: readonly WorkerLine[]): void {
    const intents = new Map<number, IntentLine>();
    for (const line of lines) {
      if (line.t === 'intent') intents.set(line.id, line);
      if (line.t !== 'ack') continue;
      const intent = intents.get(line.id);
      if (!intent) throw new Error(`ack ${line.id} without an intent`);
      intents.delete(line.id);
      this.acks++;
      if (line.ok) this.acknowledged(intent, line);
    }
    // What was still in flight when the worker died may or may not have happened.
    for (const intent of intents.values()) {
      if (intent.op === 'deal')
        for (const [key, known] of this.wallets) if (key.startsWith(`${intent.g}|`)) known.uncertain = true;
      if (intent.u) this.wallet(intent.g, intent.u).uncertain = true;
      if (['bet', 'rebet', 'clear'].includes(intent.op) && intent.u)
        this.seat(`${intent.g}|${intent.c}|${intent.r}`, intent.u).uncertain = true;
    }
  }

  private acknowledged(intent: IntentLine, ack: AckLine): void {
    const { g } = intent;
    if (ack.seat && intent.u) {
      Object.assign(this.seat(`${g}|${intent.c}|${intent.r}`, intent.u), {
        value: ack.seat,
        uncertain: false,
      });
    }
    if (ack.bal !== undefined && intent.u)
      Object.assign(this.wallet(g, intent.u), { value: ack.bal, uncertain: false });
    if (ack.deal) {
      const round = `${g}|${intent.c}|${ack.deal.round}`;
      expect(this.deals.has(round), `round ${round} acknowledged twice`).toBe(false);
      this.deals.set(round, ack.deal);
      this.dirty.add(round);
      for (const [userId, , , , , balance] of ack.deal.results)
        Object.assign(this.wallet(g, userId), { value: balance, uncertain: false });
    }
    if (ack.archived !== undefined) this.archives.add(`${g}|${intent.c}|${ack.archived}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Checking the file.

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
const recoverAndAudit = async (kv: Keyv): Promise<number> => {
  let torn = 0;
  for (const g of GUILDS) {
    if (await isTorn(kv, g)) torn++;
    await new Journal(kv).recover(g);
    expect(await isTorn(kv, g)).toBe(false);
    const audit = await auditGuild(kv, g);
    expect(audit.missingRounds).toEqual([]);
    expect(audit.balanced, JSON.stringify(audit)).toBe(true);
  }
  return torn;
};

/** Acknowledged rounds and stakes, for the rounds that changed (or all of them on a full check). */
const checkRounds = async (kv: Keyv, promises: Promises, full: boolean): Promise<void> => {
  const tables = new Map<string, TableRecord | undefined>();
  const rounds = full ? new Set([...promises.seats.keys(), ...promises.deals.keys()]) : promises.dirty;
  for (const key of rounds) {
    const [g, c, roundText] = key.split('|') as [string, string, string];
    const round = Number(roundText);
    if (!tables.has(`${g}|${c}`)) tables.set(`${g}|${c}`, await kv.get<TableRecord>(keys.table(g, c)));
    const table = tables.get(`${g}|${c}`);
    const open = table?.round ?? 1;
    const record = open > round ? await kv.get<RoundRecord>(keys.round(g, c, round)) : undefined;
    const acked = promises.deals.get(key);
    if (acked) {
      // An acknowledged round never disappears, and is never dealt differently.
      expect(open).toBeGreaterThan(round);
      expect(record && summarize(record)).toEqual(acked);
    }
    for (const [userId, known] of promises.seats.get(key) ?? []) {
      if (known.uncertain) continue;
      // Settled rounds keep their stakes in the record; the open round keeps them on the table.
      const stakes =
        open > round
          ? record?.results.find((r) => r.userId === userId)?.stakes
          : open === round
            ? table?.seats.find((s) => s.userId === userId)?.stakes
            : undefined;
      const found: StakesTuple = [stakes?.player ?? 0, stakes?.banker ?? 0, stakes?.tie ?? 0];
      expect(found, `${key} ${userId}`).toEqual(known.value);
    }
    // A settled round's record never changes again: once checked, only full checks reread it.
    if (open > round) promises.dirty.delete(key);
  }
};

const checkWalletsAndShoes = async (kv: Keyv, promises: Promises): Promise<void> => {
  for (const [key, known] of promises.wallets) {
    if (known.uncertain) continue;
    const [g, userId] = key.split('|') as [string, string];
    expect((await kv.get<WalletRecord>(keys.wallet(g, userId)))?.balanceCents, key).toBe(known.value);
  }
  for (const key of promises.archives) {
    const [g, c, shoe] = key.split('|') as [string, string, string];
    expect(await kv.get<ShoeArchive>(keys.shoe(g, c, Number(shoe)))).toBeDefined();
  }
};

// ---------------------------------------------------------------------------------------------

it(`GIVEN a worker killed with SIGKILL ${KILLS} times at random moments WHEN the file is reopened after each kill THEN the ledger balances and every acknowledged command is still there`, async () => {
  const started = performance.now();
  const promises = new Promises();
  let torn = 0;
  let killsWithAcks = 0;
  // Three workers warming up at all times: starting one takes ~0.3 s of CPU, more than a kill cycle.
  const spares = [startWorker(), startWorker(), startWorker()];
  let storage = await openStorage(url);
  try {
    for (let kill = 1; kill <= KILLS; kill++) {
      const worker = spares.shift()!;
      spares.push(startWorker());
      await Promise.race([worker.ready, worker.closed]);
      expect(worker.lines[0], worker.stderr).toEqual({ t: 'ready' });
      worker.proc.stdin.write('go\n');
      // Mostly after a random number of acknowledged commands (1–60), then a few ms more so the
      // kill lands mid-command as often as between commands: counted in acks, not in time, so a
      // slow machine moves the kills no nearer the start. One kill in five lands while the store
      // is still opening, which is when recovery replays the journal.
      if (kill % 5 === 0) await sleep(Math.random() * 15);
      else {
        await Promise.race([worker.open, worker.closed]);
        await worker.acked(1 + Math.floor(Math.random() * 60));
        await sleep(Math.random() * 5);
      }
      worker.proc.kill('SIGKILL');
      const exit = await worker.closed;
      // It died of the kill, not of an error of its own.
      expect(exit, `worker seed ${worker.seed}: ${worker.stderr}`).toEqual({ code: null, signal: 'SIGKILL' });
      const before = promises.acks;
      promises.absorb(worker.lines);
      if (promises.acks > before) killsWithAcks++;
      // The test keeps one connection open between kills (SQLite shows it the other process's
      // commits) and checks through a fresh one every FULL_CHECK_EVERY kills.
      const full = kill % FULL_CHECK_EVERY === 0 || kill === KILLS;
      if (full) {
        await storage.close();
        storage = await openStorage(url);
      }
      torn += await recoverAndAudit(storage.kv);
      await checkRounds(storage.kv, promises, full);
      await checkWalletsAndShoes(storage.kv, promises);
    }
  } finally {
    await storage.close();
    for (const spare of spares) spare.proc.kill('SIGKILL');
    await Promise.all(spares.map((spare) => spare.closed));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `crash test: ${KILLS} kills in ${seconds} s; ${killsWithAcks} kills after acks; ${promises.acks} acks, ` +
      `${promises.deals.size} acknowledged deals; ${torn} torn commits completed by recovery`,
  );
  // The kills landed in a running workload, and rounds were settled across them.
  expect(killsWithAcks).toBeGreaterThan(KILLS / 3);
  expect(promises.deals.size).toBeGreaterThan(10);
}, 240_000);
