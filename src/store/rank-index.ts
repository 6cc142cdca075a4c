/**
 * A server's leaderboard as stored records whose size does not grow with the server, kept by the
 * store in the same journal commit as the wallets (chips) or player statistics (net) it ranks.
 *
 * Members are ranked in one total order: value highest first, then user id (ties share a rank,
 * as `rankings` does, and are listed by user id). The index is two things:
 *
 * - The head: the number of ranked members, a count per value bucket, and `top`, EVERY member
 *   that ranks at or before `floor` in the total order (`floor` null: every member). Because the
 *   cut is a position in a total order, not a value, ties never force the list to grow. A member
 *   whose value changes leaves `top` when they now rank after `floor` and joins it when they rank
 *   before; so `top` is always a complete prefix of the order, and its first places are the board.
 *   It is trimmed back to TOP_KEEP (moving `floor` up) when it grows past that.
 *   When members leave it until fewer than LEADERBOARD_SIZE remain while others are ranked below
 *   `floor`, the index cannot know who comes next: the store then rebuilds `top` from every
 *   member's value (the only cost that grows with the server, paid once per TOP_KEEP −
 *   LEADERBOARD_SIZE net departures from the top, which is rare).
 * - The buckets: per value bucket (a fixed function of the value, see `bucketOf`) a record
 *   value → members holding it. A member's exact place is 1 + the members ranked strictly higher:
 *   the head's counts of the buckets above theirs, plus the counts above their value in their
 *   own bucket. One head and one bucket read answer any member's place.
 */
import type { Cents } from '../engine/money.js';

export type RankBy = 'chips' | 'net';

/** How many places a leaderboard lists. */
export const LEADERBOARD_SIZE = 10;
/** How many members `top` keeps after a trim: the margin above LEADERBOARD_SIZE delays a rebuild. */
export const TOP_KEEP = 100;

export type RankEntry = readonly [userId: string, value: number];

export interface RankHead {
  /** Members ranked. */
  readonly total: number;
  /** Bucket id → members whose value falls in it (buckets with none are left out). */
  readonly counts: Readonly<Record<string, number>>;
  /** Every member ranking at or before `floor`, in rank order. */
  readonly top: readonly RankEntry[];
  /** The last place `top` is complete to; null when `top` holds every member. */
  readonly floor: RankEntry | null;
}

/** Value → members holding it, for the values of one bucket. */
export type RankBucket = Readonly<Record<string, number>>;

export const EMPTY_RANK_HEAD: RankHead = { total: 0, counts: {}, top: [], floor: null };

/**
 * The bucket of a value: integers only (the same on every platform and release), monotone in the
 * value, about 16 buckets per doubling, so a bucket spans ~6% of its values and holds few
 * distinct ones. 0 and values below 16 in magnitude each have their own.
 */
export const bucketOf = (value: number): number => {
  const magnitude = Math.abs(value);
  let bucket = magnitude;
  if (magnitude >= 16) {
    let exponent = 4;
    while (2 ** (exponent + 1) <= magnitude) exponent++;
    bucket = 16 + (exponent - 4) * 16 + (Math.floor(magnitude / 2 ** (exponent - 4)) - 16);
  }
  return value < 0 ? -bucket : bucket;
};

/** Negative when `a` ranks before `b`: higher value first, then user id. */
export const compareRank = (a: RankEntry, b: RankEntry): number =>
  b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** The board's places: `top`'s first `size` entries with their ranks (equal values share one). */
export const topPlaces = (
  head: RankHead,
  size: number,
): { userId: string; value: number; rank: number }[] => {
  const places: { userId: string; value: number; rank: number }[] = [];
  head.top.slice(0, size).forEach(([userId, value], i) => {
    const previous = places[i - 1];
    places.push({ userId, value, rank: previous && previous.value === value ? previous.rank : i + 1 });
  });
  return places;
};

/** 1 + the members ranked strictly higher than `value`. */
export const rankOf = (head: RankHead, bucket: RankBucket | undefined, value: number): number => {
  const own = bucketOf(value);
  let higher = 0;
  for (const [id, count] of Object.entries(head.counts)) if (Number(id) > own) higher += count;
  for (const [held, count] of Object.entries(bucket ?? {})) if (Number(held) > value) higher += count;
  return higher + 1;
};

/**
 * One batch's changes to one index: moves members, then says whether `top` must be rebuilt.
 * Bucket records are read through `load` (the batch's staged writes, the cache, then storage).
 *
 * A batch of commands shares one writer per index: the head's lists are copied once when it is
 * made and then changed in place, command after command, and `head()` and `changedBuckets` share
 * them, so what the store staged after one command reads as the batch has left it after the next.
 * A bucket record is changed in place too, not copied: a bucket in a big server's busy band of
 * balances holds hundreds of values, keyed by integers, which V8 keeps as a dictionary that is slow
 * to copy (0.12-0.17 ms for 330 of them, measured in isolation). Only the batch's staged writes and this
 * process's cache of the server see any of it before the commit; a failed commit drops both, and
 * the next batch makes writers of its own.
 */
export class RankIndexWriter {
  private total: number;
  private readonly counts: Record<string, number>;
  private top: RankEntry[];
  private floor: RankEntry | null;
  /** Bucket id → its record as this batch leaves it. */
  readonly changedBuckets = new Map<number, Record<string, number>>();

  constructor(
    head: RankHead,
    private readonly load: (bucket: number) => Promise<RankBucket | undefined>,
  ) {
    this.total = head.total;
    this.counts = { ...head.counts };
    this.top = [...head.top];
    this.floor = head.floor;
  }

  /** A member's value changed (undefined: not ranked). */
  async move(userId: string, before: number | undefined, after: number | undefined): Promise<void> {
    if (before === after) return;
    if (before !== undefined) {
      await this.count(before, -1);
      this.total--;
      const at = this.top.findIndex(([id]) => id === userId);
      if (at !== -1) this.top.splice(at, 1);
    }
    if (after !== undefined) {
      await this.count(after, +1);
      this.total++;
      const entry: RankEntry = [userId, after];
      if (this.floor === null || compareRank(entry, this.floor) <= 0) {
        const at = this.top.findIndex((other) => compareRank(entry, other) < 0);
        this.top.splice(at === -1 ? this.top.length : at, 0, entry);
      }
    }
    if (this.top.length > TOP_KEEP) {
      this.top.length = TOP_KEEP;
      this.floor = this.top[TOP_KEEP - 1]!;
    }
  }

  /** `top` lost so many members that the board's places below it are unknown. */
  needsRebuild(): boolean {
    return this.floor !== null && this.top.length < Math.min(LEADERBOARD_SIZE, this.total);
  }

  /** `top` again from every ranked member's value. */
  rebuildTop(all: readonly RankEntry[]): void {
    const sorted = [...all].sort(compareRank);
    this.top = sorted.slice(0, TOP_KEEP);
    this.floor = sorted.length > TOP_KEEP ? this.top[TOP_KEEP - 1]! : null;
  }

  /** The index's head as the batch has left it so far (sharing the writer's lists, see above). */
  head(): RankHead {
    return { total: this.total, counts: this.counts, top: this.top, floor: this.floor };
  }

  private async count(value: number, delta: 1 | -1): Promise<void> {
    const id = bucketOf(value);
    let record = this.changedBuckets.get(id);
    if (!record) {
      // The head counts each bucket's members, in the same commit as the bucket: a bucket it
      // counts none in holds nobody, and is not read (a balance moving down the board enters a
      // new bucket every few percent).
      const stored = (this.counts[id] ?? 0) > 0 ? await this.load(id) : undefined;
      // The record `load` gives is the server cache's own (or read from storage for it): changed
      // in place, see above.
      record = (stored as Record<string, number> | undefined) ?? {};
      this.changedBuckets.set(id, record);
    }
    const held = (record[value] ?? 0) + delta;
    if (held > 0) record[value] = held;
    else delete record[value];
    const counted = (this.counts[id] ?? 0) + delta;
    if (counted > 0) this.counts[id] = counted;
    else delete this.counts[id];
  }
}

/** A complete index (head and bucket records) from every ranked member's value, for the index audit. */
export const buildRankIndex = (
  all: readonly RankEntry[],
): { head: RankHead; buckets: Map<number, RankBucket> } => {
  const buckets = new Map<number, Record<string, number>>();
  const counts: Record<string, number> = {};
  for (const [, value] of all) {
    const id = bucketOf(value);
    const record = buckets.get(id) ?? {};
    record[value] = (record[value] ?? 0) + 1;
    buckets.set(id, record);
    counts[id] = (counts[id] ?? 0) + 1;
  }
  const sorted = [...all].sort(compareRank);
  const top = sorted.slice(0, TOP_KEEP);
  return {
    head: { total: all.length, counts, top, floor: sorted.length > TOP_KEEP ? top[TOP_KEEP - 1]! : null },
    buckets,
  };
};

export type LeaderboardBy = RankBy;

export interface LeaderboardEntry {
  readonly userId: string;
  readonly rank: number;
  /** The wallet's balance, or the net result of every round played. */
  readonly valueCents: Cents;
  /** Rounds played (for `net`; 0 for `chips`). */
  readonly coups: number;
}

export interface Leaderboard {
  readonly by: LeaderboardBy;
  readonly top: readonly LeaderboardEntry[];
  /** How many members are ranked in all. */
  readonly total: number;
  /** The asking member's own place, whether or not it is in the top; undefined if not ranked. */
  readonly own: LeaderboardEntry | undefined;
}
