/**
 * Reads of independent records (meta records: a channel's table message, a player's chip choice)
 * grouped into round trips: a read asked for while another is on its way to storage waits for it,
 * and every read that waited goes out together as ONE `getMany`. An idle bot reads a record at
 * once, with a plain `get`; a busy one (a thousand new tables in a minute, each reading its channel
 * record) makes one trip for many reads instead of one each. This is the group commit of the
 * store's queue applied to reads that need no order: each waits at most for one trip before its own.
 */

/** One record read, or several in one round trip (undefined where absent, in the keys' order). */
export interface ReadStorage {
  readOne(key: string): Promise<unknown>;
  readMany(keys: readonly string[]): Promise<unknown[]>;
}

interface Waiter {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

export class GroupedReads {
  /** Reads waiting for the trip in flight to end, by key (a key asked twice is read once). */
  private waiting = new Map<string, Waiter[]>();
  private inFlight = false;

  constructor(private readonly storage: ReadStorage) {}

  /** The record under `key`; rejects with the storage's error when its trip fails. */
  get<T>(key: string): Promise<T | undefined> {
    return new Promise<T | undefined>((resolve, reject) => {
      const waiters = this.waiting.get(key) ?? [];
      waiters.push({ resolve: resolve as (value: unknown) => void, reject });
      this.waiting.set(key, waiters);
      if (!this.inFlight) void this.drain();
    });
  }

  /** Sends what waits, one trip at a time, until nothing does. */
  private async drain(): Promise<void> {
    this.inFlight = true;
    while (this.waiting.size > 0) {
      const trip = this.waiting;
      this.waiting = new Map();
      const keys = [...trip.keys()];
      try {
        const values =
          keys.length === 1 ? [await this.storage.readOne(keys[0]!)] : await this.storage.readMany(keys);
        keys.forEach((key, i) => {
          for (const { resolve } of trip.get(key)!) resolve(values[i]);
        });
      } catch (error) {
        // The trip failed as a whole: each of its reads fails, as it would have alone; the reads
        // that arrived meanwhile still get their own trip.
        for (const waiters of trip.values()) for (const { reject } of waiters) reject(error);
      }
    }
    this.inFlight = false;
  }
}
