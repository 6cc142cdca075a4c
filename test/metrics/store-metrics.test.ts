/**
 * The store's observer on a real SQLite file: every durable commit is counted with its latency, a
 * server's lease is counted when gained and when lost to another process, and storage failing a
 * batch is counted as a storage error. The lease is taken over without waiting for it to expire:
 * the taker's lease clock runs ahead (on SQLite leases are timed by the process's clock).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BotMetrics } from '../../src/metrics/metrics.js';
import { GameStore, systemDeps } from '../../src/store/game-store.js';
import { ServerOwnedElsewhereError } from '../../src/store/ownership.js';
import { StorageUnavailableError } from '../../src/store/storage.js';
import type { Command } from '../../src/table/commands.js';
import { tempStorage } from '../e2e/support/bot-process.js';
import { sample } from '../support/prometheus.js';

const GUILD = 'g1';
const LEASE_MS = 5_000;
const grant = (amount: number): Command => ({ type: 'grant', userId: 'u1', amount });

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

const freshFile = () => {
  const storage = tempStorage('sabot-metrics-');
  cleanup = storage.cleanup;
  return storage.url;
};

describe('the store, observed', () => {
  it('GIVEN commands on a fresh server WHEN committed THEN each batch is one commit counted with its latency, and the lease gained once', async () => {
    const metrics = new BotMetrics({ backend: 'sqlite' });
    const store = await GameStore.open(freshFile(), { ...systemDeps, observer: metrics.store });
    try {
      for (let i = 0; i < 3; i++) expect((await store.execute(GUILD, grant(10))).ok).toBe(true);
      // Reads commit nothing.
      await store.readWallet(GUILD, 'u1');
    } finally {
      await store.close();
    }
    const text = await metrics.text();
    expect(sample(text, 'sabot_commits_total{backend="sqlite"}')).toBe(3);
    expect(sample(text, 'sabot_commit_seconds_count{backend="sqlite"}')).toBe(3);
    expect(sample(text, 'sabot_ownership_changes_total{change="gained"}')).toBe(1);
    expect(sample(text, 'sabot_ownership_changes_total{change="lost"}')).toBe(0);
    expect(sample(text, 'sabot_storage_errors_total{backend="sqlite"}')).toBe(0);
  });

  it('GIVEN a server served by one process WHEN another takes it over THEN the first counts it lost at its next commit, and the taker counts it gained', async () => {
    const url = freshFile();
    const [first, taker] = [new BotMetrics({ backend: 'sqlite' }), new BotMetrics({ backend: 'sqlite' })];
    const stopped = Date.now();
    // The first process's clock stands still, so it believes its lease holds and only the fence refuses it.
    const holder = await GameStore.open(url, {
      ...systemDeps,
      leaseMs: LEASE_MS,
      leaseClock: () => stopped,
      observer: first.store,
    });
    const other = await GameStore.open(url, {
      ...systemDeps,
      leaseMs: LEASE_MS,
      leaseClock: () => stopped + 2 * LEASE_MS,
      observer: taker.store,
    });
    try {
      expect((await holder.execute(GUILD, grant(10))).ok).toBe(true);
      expect((await other.execute(GUILD, grant(20))).ok).toBe(true);
      await expect(holder.execute(GUILD, grant(30))).rejects.toBeInstanceOf(ServerOwnedElsewhereError);
    } finally {
      await other.close();
      await holder.close();
    }
    const [firstText, takerText] = [await first.text(), await taker.text()];
    expect(sample(firstText, 'sabot_ownership_changes_total{change="gained"}')).toBe(1);
    expect(sample(firstText, 'sabot_ownership_changes_total{change="lost"}')).toBe(1);
    expect(sample(firstText, 'sabot_commits_total{backend="sqlite"}')).toBe(1);
    expect(sample(takerText, 'sabot_ownership_changes_total{change="gained"}')).toBe(1);
    expect(sample(takerText, 'sabot_ownership_changes_total{change="lost"}')).toBe(0);
    // A server served elsewhere is no storage failure.
    expect(sample(firstText, 'sabot_storage_errors_total{backend="sqlite"}')).toBe(0);
  });

  it('GIVEN storage that fails WHEN a command runs THEN it fails as an outage and one storage error is counted', async () => {
    const metrics = new BotMetrics({ backend: 'sqlite' });
    const store = await GameStore.open(freshFile(), { ...systemDeps, observer: metrics.store });
    expect((await store.execute(GUILD, grant(10))).ok).toBe(true);
    await store.close();
    // Closed underneath the store: its next read fails as storage down would.
    await expect(store.execute(GUILD, grant(10))).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(store.probe()).rejects.toBeInstanceOf(StorageUnavailableError);
    const text = await metrics.text();
    expect(sample(text, 'sabot_storage_errors_total{backend="sqlite"}')).toBe(1);
    expect(sample(text, 'sabot_commits_total{backend="sqlite"}')).toBe(1);
  });
});
