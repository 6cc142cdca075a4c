/**
 * Meta reads grouped into round trips (src/store/grouped-reads.ts): an idle read goes out alone at
 * once, reads asked for while a trip is in flight go out together in the next one, and each read
 * answers exactly what storage holds under its own key.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoreDeps } from '../../src/store/game-store.js';
import { GroupedReads, type ReadStorage } from '../../src/store/grouped-reads.js';
import { keys } from '../../src/store/keys.js';
import { BACKENDS, storesFor } from './support/backends.js';
import { openCounting } from './support/counting-store.js';

/** Storage whose trips wait until the test lets them answer, each noted with its keys. */
const heldStorage = (records: ReadonlyMap<string, unknown>) => {
  const trips: { keys: string[]; answer: () => void; fail: (error: unknown) => void }[] = [];
  const trip = (keys: string[]) =>
    new Promise<unknown[]>((resolve, reject) => {
      trips.push({ keys, answer: () => resolve(keys.map((key) => records.get(key))), fail: reject });
    });
  const storage: ReadStorage = {
    readOne: async (key) => (await trip([key]))[0],
    readMany: (keys) => trip([...keys]),
  };
  return { storage, trips };
};

/** Lets pending promise callbacks run (the trips are answered by the test, never by time). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('grouped reads', () => {
  it('GIVEN no trip in flight WHEN one record is read THEN it goes out at once, alone, and answers what storage holds', async () => {
    const { storage, trips } = heldStorage(new Map([['a', 1]]));
    const reads = new GroupedReads(storage);
    const a = reads.get('a');
    expect(trips.map((trip) => trip.keys)).toEqual([['a']]);
    trips[0]!.answer();
    expect(await a).toBe(1);
  });

  it('GIVEN a trip in flight WHEN more reads arrive (one key twice) THEN they wait for it and go out together in ONE trip, each key once, each read with its own value', async () => {
    const { storage, trips } = heldStorage(
      new Map<string, unknown>([
        ['a', 1],
        ['b', { messageId: 'm' }],
        ['c', 'three'],
      ]),
    );
    const reads = new GroupedReads(storage);
    const first = reads.get('a');
    const waiting = [reads.get('b'), reads.get('c'), reads.get('missing'), reads.get('b')];
    expect(trips.map((trip) => trip.keys)).toEqual([['a']]);
    trips[0]!.answer();
    await settle();
    expect(trips.map((trip) => trip.keys)).toEqual([['a'], ['b', 'c', 'missing']]);
    trips[1]!.answer();
    expect(await first).toBe(1);
    expect(await Promise.all(waiting)).toEqual([{ messageId: 'm' }, 'three', undefined, { messageId: 'm' }]);
  });

  it('GIVEN a trip that fails WHEN its reads settle THEN each of them rejects with the storage error, and reads that arrived meanwhile still get a trip of their own', async () => {
    const { storage, trips } = heldStorage(new Map([['b', 2]]));
    const reads = new GroupedReads(storage);
    const failed = reads.get('a');
    const later = reads.get('b');
    const outage = new Error('storage went away');
    trips[0]!.fail(outage);
    await expect(failed).rejects.toBe(outage);
    await settle();
    expect(trips.map((trip) => trip.keys)).toEqual([['a'], ['b']]);
    trips[1]!.answer();
    expect(await later).toBe(2);
  });

  it('GIVEN any interleaving of reads and answered trips WHEN every read settles THEN each answers its own key, and no trip is sent while another is in flight', async () => {
    const records = new Map(['k0', 'k1', 'k2', 'k3', 'k4'].map((key, i) => [key, i] as const));
    const keysArb = fc.constantFrom('k0', 'k1', 'k2', 'k3', 'k4', 'absent');
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            keysArb.map((key) => ({ read: key })),
            fc.constant({ answer: true }),
          ),
          {
            maxLength: 40,
          },
        ),
        async (script) => {
          let inFlight = 0;
          let mostInFlight = 0;
          const pending: (() => void)[] = [];
          const trip = (keys: readonly string[]) => {
            inFlight++;
            mostInFlight = Math.max(mostInFlight, inFlight);
            return new Promise<unknown[]>((resolve) =>
              pending.push(() => {
                inFlight--;
                resolve(keys.map((key) => records.get(key)));
              }),
            );
          };
          const reads = new GroupedReads({
            readOne: async (key) => (await trip([key]))[0],
            readMany: trip,
          });
          const asked: { key: string; answer: Promise<unknown> }[] = [];
          for (const step of script) {
            if ('read' in step) asked.push({ key: step.read, answer: reads.get(step.read) });
            else {
              pending.shift()?.();
              await settle();
            }
          }
          while (pending.length > 0) {
            pending.shift()!();
            await settle();
          }
          for (const { key, answer } of asked) expect(await answer).toBe(records.get(key));
          expect(mostInFlight).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe.each(BACKENDS)('the store reads meta records in grouped trips on %s', (backend) => {
  const freshStore = storesFor(backend);
  const deps: StoreDeps = { now: () => Date.UTC(2026, 11, 1), newServerSeed: () => 'b'.repeat(64) };

  it('GIVEN 12 channel records stored WHEN a restarted store reads all 12 at once THEN the first goes out alone, the other 11 together in one trip, and each read answers its own record', async () => {
    const { url } = await freshStore();
    const names = Array.from({ length: 12 }, (_, i) => `table-message:g:c${i}`);
    const first = await openCounting(url, deps);
    for (const [i, name] of names.entries()) await first.store.setMeta(name, { messageId: `m${i}` });
    await first.store.close();

    const { store, trips } = await openCounting(url, deps);
    trips.length = 0;
    const records = await Promise.all(names.map((name) => store.getMeta(name)));
    expect(records).toEqual(names.map((_, i) => ({ messageId: `m${i}` })));
    expect(trips).toEqual([[keys.meta(names[0]!)], names.slice(1).map((name) => keys.meta(name))]);
    await store.close();
  });
});
