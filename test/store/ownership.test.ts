/**
 * One writer per server, with real processes on every backend: workers (support/owner-worker.ts)
 * play the same server over one shared store as fast as they can.
 *   - Two started at once: exactly one commits; the other is refused for as long as the first is
 *     alive.
 *   - The owner SIGKILLed: the other takes the server over within a few seconds.
 *   - The owner frozen (SIGSTOP) until a third process took over, then resumed (SIGCONT): it is
 *     refused and writes nothing; the taker's view of the wallet is what storage holds. Not on
 *     SQLite, where a process stopped inside a write holds the file's lock and so blocks everyone.
 * Then, with every writer stopped (an audit reads many records, so it needs a store at rest), the
 * server's audit balances.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { auditGuild } from '../../src/store/audit.js';
import { GameStore, systemDeps } from '../../src/store/game-store.js';
import { keys } from '../../src/store/keys.js';
import { ServerOwnedElsewhereError } from '../../src/store/ownership.js';
import { openStorage } from '../../src/store/storage.js';
import type { Command } from '../../src/table/commands.js';
import type { WalletRecord } from '../../src/table/state.js';
import { BACKENDS, storesFor } from './support/backends.js';
import { startWorker, type Worker } from './support/crash-harness.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const WORKER = join(HERE, 'support', 'owner-worker.ts');
const GUILD = 'g1';
/** Short leases keep the test quick; the bot's default is a few seconds too. */
const LEASE_MS = 1_500;
/** How long a takeover may take: the lease running out, plus a loaded machine's slack. */
const TAKEOVER_MS = LEASE_MS + 4_000;

type Line =
  | { t: 'ready' }
  | { t: 'intent'; id: number; op: string; at: number }
  | { t: 'ack'; id: number; op: string; ok: boolean; balance?: number }
  | { t: 'refused'; id: number }
  | { t: 'closed'; balance?: number };

const okAcks = (worker: Worker<Line>, from = 0) =>
  worker.lines.slice(from).filter((line) => line.t === 'ack' && line.ok).length;
const refusals = (worker: Worker<Line>, from = 0) =>
  worker.lines.slice(from).filter((line) => line.t === 'refused').length;

/** Polls a condition about the workers' output (their lines arrive on their own pipes). */
const until = async (what: string, done: () => boolean, timeoutMs = 30_000): Promise<number> => {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
};

const start = (url: string) => startWorker<Line>(WORKER, url, [GUILD, String(LEASE_MS)]);
const go = (worker: Worker<Line>) => worker.proc.stdin.write('go\n');

/** Stops a worker cleanly; its last line tells the balance it knew if it still owned the server. */
const stop = async (worker: Worker<Line>): Promise<number | undefined> => {
  worker.proc.stdin.write('stop\n');
  const { code } = await worker.closed;
  expect(code, worker.stderr).toBe(0);
  const closed = worker.lines.findLast((line) => line.t === 'closed');
  return closed && 'balance' in closed ? closed.balance : undefined;
};

const storedState = async (url: string) => {
  const storage = await openStorage(url);
  try {
    const audit = await auditGuild(storage.kv, GUILD);
    const wallet = await storage.kv.get<WalletRecord>(keys.wallet(GUILD, 'u1'));
    return { audit, balance: wallet?.balanceCents };
  } finally {
    await storage.close();
  }
};

describe.each(BACKENDS)('one writer per server on %s', (backend) => {
  const store = storesFor(backend);

  it('GIVEN two processes claiming one server at once WHEN one is SIGKILLed and later the next owner frozen and resumed THEN one commits at a time, a takeover follows within seconds, the frozen owner writes nothing, and the ledger balances', async () => {
    const { url } = await store();
    const workers = [start(url), start(url)];
    const spare = start(url);
    try {
      await Promise.all([...workers, spare].map((worker) => worker.ready));
      for (const worker of workers) go(worker);

      // Claimed at once: one owner, the other refused while the owner lives.
      await until('one owner to commit while the other is refused', () => {
        for (const w of workers) if (w.proc.exitCode !== null) throw new Error(`a worker died: ${w.stderr}`);
        return workers.some((w, i) => okAcks(w) >= 10 && refusals(workers[1 - i]!) >= 3);
      });
      const owner = workers.find((w) => okAcks(w) >= 10)!;
      const other = workers.find((w) => w !== owner)!;
      expect(okAcks(other)).toBe(0);

      // The owner killed: the other takes over within a few seconds.
      owner.proc.kill('SIGKILL');
      await owner.closed;
      const takeover = await until('the other process to take over', () => okAcks(other) > 0, TAKEOVER_MS);
      expect(takeover).toBeLessThan(TAKEOVER_MS);

      if (backend === 'sqlite') {
        // No freeze on SQLite: a process stopped inside a write holds the file's write lock, so
        // every other process waits for it (safe, but nobody can take over until it resumes).
        // The fence itself is the same single statement as on PostgreSQL.
        const ownerBalance = await stop(other);
        const stored = await storedState(url);
        expect(ownerBalance).toBeDefined();
        expect(stored.balance).toBe(ownerBalance);
        expect(stored.audit.balanced, JSON.stringify(stored.audit)).toBe(true);
        return;
      }

      // A third process waits while the new owner runs; the owner is then frozen past its lease.
      go(spare);
      await until('the spare to be refused', () => refusals(spare) >= 2);
      expect(okAcks(spare)).toBe(0);
      other.proc.kill('SIGSTOP');
      // Told apart by the worker's own clock, not by which lines this process has read so far:
      // lines written just before the stop may still be in the pipe.
      const stoppedAt = Date.now();
      const frozenAt = other.lines.length;
      await until('the spare to take over', () => okAcks(spare) >= 10, TAKEOVER_MS + 10_000);
      other.proc.kill('SIGCONT');
      await until('the resumed process to be refused', () => refusals(other, frozenAt) > 0);
      // Nothing it started after waking committed: at most the command in flight at SIGSTOP
      // answers (written before the takeover, or refused by the fence).
      const startedAfterWaking = new Set(
        other.lines.flatMap((line) => (line.t === 'intent' && line.at > stoppedAt ? [line.id] : [])),
      );
      const lateAcks = other.lines.filter(
        (line) => line.t === 'ack' && line.ok && startedAfterWaking.has(line.id),
      );
      expect(lateAcks).toEqual([]);

      // The taker's wallet is what storage holds: the woken process overwrote nothing. The woken
      // process stops first: once the taker stops, its lease is released at shutdown, and the
      // woken process, still betting, would rightly take the free server and commit again.
      await stop(other);
      const takerBalance = await stop(spare);
      const stored = await storedState(url);
      expect(takerBalance).toBeDefined();
      expect(stored.balance).toBe(takerBalance);
      expect(stored.audit.balanced, JSON.stringify(stored.audit)).toBe(true);
      expect(stored.audit.rounds).toBeGreaterThan(0);
    } finally {
      for (const worker of [...workers, spare]) {
        if (worker.proc.exitCode === null && worker.proc.signalCode === null) {
          worker.proc.kill('SIGCONT');
          worker.proc.kill('SIGKILL');
        }
        await worker.closed;
      }
    }
  }, 90_000);
});

describe.each(['postgres', 'redis'] as const)('the commit fence on %s', (backend) => {
  const store = storesFor(backend);

  it('GIVEN an owner whose clock stopped (it believes its lease holds) WHEN another process took the server over THEN its next commit writes nothing and is refused, and it serves the server again once the lease is free', async () => {
    const { url } = await store();
    const LEASE = 200;
    const stopped = Date.now();
    const frozen = await GameStore.open(url, { ...systemDeps, leaseMs: LEASE, leaseClock: () => stopped });
    const taker = await GameStore.open(url, { ...systemDeps, leaseMs: LEASE });
    let takerOpen = true;
    const bet = (amount: number, round: number): Command => ({
      type: 'bet',
      channelId: 'c1',
      userId: 'u1',
      side: 'banker',
      amount,
      round,
    });
    try {
      expect((await frozen.execute(GUILD, bet(1, 1))).ok).toBe(true);
      // The store's clock runs on: once the lease has expired there, the taker gets the server.
      const started = Date.now();
      for (;;) {
        try {
          if ((await taker.execute(GUILD, bet(2, 1))).ok) break;
        } catch (error) {
          if (!(error instanceof ServerOwnedElsewhereError)) throw error;
        }
        if (Date.now() - started > 10_000) throw new Error('the taker never got the server');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const before = await storedState(url);
      // The stopped clock says the lease holds, so no claim is made: only the fence can refuse.
      await expect(frozen.execute(GUILD, bet(5, 1))).rejects.toBeInstanceOf(ServerOwnedElsewhereError);
      const after = await storedState(url);
      expect(after.balance).toBe(before.balance);
      expect(after.audit.balanced, JSON.stringify(after.audit)).toBe(true);
      // The taker stops and lets the lease go: the refused process reads the server afresh.
      await taker.close();
      takerOpen = false;
      const wallet = await frozen.readWallet(GUILD, 'u1');
      expect(wallet?.balanceCents).toBe(after.balance);
      expect((await frozen.execute(GUILD, bet(5, 1))).ok).toBe(true);
      expect((await storedState(url)).balance).toBe(after.balance! - 500);
    } finally {
      if (takerOpen) await taker.close();
      await frozen.close();
    }
  });
});
