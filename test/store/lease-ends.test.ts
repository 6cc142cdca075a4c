/**
 * When a process takes a server's lease from another, it learns until when that other process
 * held it (ServerLeases.othersHeldUntil): an interaction created before then may have been decided
 * there, and is held open before this process decides it (docs/scaling.md). Checked on every
 * backend: a server nobody held, a lease let go, a lease run out, a lease taken from a holder
 * known dead, and a renewal, which changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { ServerLeases } from '../../src/store/ownership.js';
import { openStorage } from '../../src/store/storage.js';
import { BACKENDS, storesFor } from './support/backends.js';

/** Lease clocks differ by backend (the database's, Redis's, or the machine's): all this machine's. */
const SLACK_MS = 50;

for (const backend of BACKENDS) {
  describe(`how a lease taken from another process says when that one stopped, on ${backend}`, () => {
    const fresh = storesFor(backend);

    const twoProcesses = async (ttlMs = 5_000) => {
      const { url } = await fresh();
      const [a, b] = await Promise.all([openStorage(url), openStorage(url)]);
      return {
        a: ServerLeases.over(a.kv, a.fencing, { ttlMs })!,
        b: ServerLeases.over(b.kv, b.fencing, { ttlMs })!,
        close: () => Promise.all([a.close(), b.close()]),
      };
    };

    it('GIVEN a server no process held WHEN one takes it THEN no other held it before', async () => {
      const { a, close } = await twoProcesses();
      expect(await a.ensure('g')).toEqual({ fresh: true });
      expect(a.othersHeldUntil('g')).toBe(Number.NEGATIVE_INFINITY);
      // A renewal keeps what the take learned.
      expect(await a.ensure('g')).toEqual({ fresh: false });
      expect(a.othersHeldUntil('g')).toBe(Number.NEGATIVE_INFINITY);
      expect(a.othersHeldUntil('unheld')).toBeUndefined();
      await close();
    });

    it('GIVEN a lease let go WHEN another process takes it THEN it learns when it was let go', async () => {
      const { a, b, close } = await twoProcesses();
      await a.ensure('g');
      const before = Date.now();
      await a.releaseAll();
      const after = Date.now();
      await b.ensure('g');
      const until = b.othersHeldUntil('g')!;
      expect(until).toBeGreaterThanOrEqual(before - SLACK_MS);
      expect(until).toBeLessThanOrEqual(after + SLACK_MS);
      await b.releaseAll();
      await close();
    });

    it('GIVEN a lease that ran out WHEN another process takes it THEN it learns when it ran out, not when it was taken', async () => {
      const { a, b, close } = await twoProcesses(300);
      const claimed = Date.now();
      await a.ensure('g');
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await b.ensure('g');
      const until = b.othersHeldUntil('g')!;
      // The stores run on this machine, on its clock: the expiry, 300 ms after the claim, not the
      // take 1.2 s after it.
      expect(until).toBeGreaterThanOrEqual(claimed + 300 - 50);
      expect(until).toBeLessThan(claimed + 300 + 600);
      await close();
    });
  });
}
