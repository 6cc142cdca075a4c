/**
 * Which shard a server belongs to, and which shards this host runs. Discord sends every event of a
 * server to exactly one shard, `(guild_id >> 22) % shard_count`; the bot follows the same rule for
 * the work it does on its own (re-armed timers, results a crash kept from the channel), so two
 * shard processes never both act for one server.
 */

/** The shards this host runs, out of `count` shards in all (every host agrees on `count`). */
export interface ShardPlan {
  readonly count: number;
  /** Ascending, each below `count`. */
  readonly ids: readonly number[];
}

/** The most shards a setting may name: far beyond any bot, small enough to list. */
export const MAX_SHARD_COUNT = 65_536;

/** The shard that receives a server's events, by Discord's formula. */
export const shardOfGuild = (guildId: string, count: number): number =>
  Number((BigInt(guildId) >> 22n) % BigInt(count));

/** Whether a server's events come to one of the plan's shards. */
export const ownsGuild =
  (plan: ShardPlan) =>
  (guildId: string): boolean =>
    plan.ids.includes(shardOfGuild(guildId, plan.count));

/** Every shard, for a host that runs them all. */
export const allShards = (count: number): ShardPlan => ({
  count,
  ids: Array.from({ length: count }, (_, id) => id),
});

/**
 * Parses a shard list such as `0-7`, `8,9,10` or `0-3,12`; undefined when it is not one. The ids
 * come back ascending and without repeats.
 */
export const parseShardList = (text: string): number[] | undefined => {
  const ids = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^\s*(\d{1,6})\s*(?:-\s*(\d{1,6})\s*)?$/.exec(part);
    if (!match) return undefined;
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (last < first || last >= MAX_SHARD_COUNT) return undefined;
    for (let id = first; id <= last; id++) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
};
