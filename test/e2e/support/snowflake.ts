/** Discord's epoch (2015-01-01T00:00:00.000Z): snowflakes count milliseconds from here. */
export const DISCORD_EPOCH = 1_420_070_400_000;

const INCREMENT_BITS = 12n;
const MAX_INCREMENT = (1n << INCREMENT_BITS) - 1n;
// Worker 1, process 0: a fixed, recognisable value for ids minted by the fake server.
const WORKER_BITS = 1n << 17n;

/**
 * Mints real, timestamp-based snowflakes. discord.js derives `createdTimestamp` from them, so ids must
 * encode the time they were made; they are strictly increasing, as Discord's ids are per worker.
 */
export class SnowflakeFactory {
  #lastTimestamp = 0;
  #increment = 0n;

  next(timestamp: number = Date.now()): string {
    let at = Math.max(Math.floor(timestamp), this.#lastTimestamp);
    if (at === this.#lastTimestamp) {
      this.#increment += 1n;
      if (this.#increment > MAX_INCREMENT) {
        // 4,096 ids in one millisecond: borrow the next millisecond rather than repeat an id.
        at += 1;
        this.#increment = 0n;
      }
    } else {
      this.#increment = 0n;
    }
    this.#lastTimestamp = at;
    return ((BigInt(at - DISCORD_EPOCH) << 22n) | WORKER_BITS | this.#increment).toString();
  }

  /**
   * A snowflake whose guild lands on `shard` out of `count`: Discord routes a guild's events to
   * `(id >> 22) % count`, the id's millisecond count, so the millisecond is moved forward until it
   * falls on that shard.
   */
  nextOnShard(shard: number, count: number, timestamp: number = Date.now()): string {
    if (!(Number.isInteger(shard) && Number.isInteger(count) && shard >= 0 && shard < count))
      throw new Error(`shard ${shard} is not one of ${count} shards`);
    for (let at = Math.max(Math.floor(timestamp), this.#lastTimestamp); ; at++) {
      if ((at - DISCORD_EPOCH) % count !== shard) continue;
      const id = this.next(at);
      // An id that had to borrow the next millisecond (4,096 in one) may miss; try the next one.
      if (Number((BigInt(id) >> 22n) % BigInt(count)) === shard) return id;
    }
  }
}

/** The creation time (ms since the Unix epoch) encoded in a snowflake. */
export function snowflakeTimestamp(id: string): number {
  return Number(BigInt(id) >> 22n) + DISCORD_EPOCH;
}

/** True for a string that looks like a snowflake (decimal digits only). */
export function isSnowflake(value: string): boolean {
  return /^\d{1,20}$/.test(value);
}
