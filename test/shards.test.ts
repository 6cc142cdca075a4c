/** Which shard a server belongs to (Discord's formula) and the shard lists hosts run. */
import { describe, expect, it } from 'vitest';
import { allShards, ownsGuild, parseShardList, shardOfGuild } from '../src/shards.js';

describe('shards', () => {
  it("GIVEN a guild id WHEN its shard is asked THEN it is Discord's (id >> 22) % count", () => {
    // Only the id's timestamp bits count: the low 22 bits (worker, process, increment) do not.
    const id = '41771983423143937';
    for (const count of [1, 2, 3, 16, 1000])
      expect(shardOfGuild(id, count)).toBe(Number((41771983423143937n >> 22n) % BigInt(count)));
    expect(shardOfGuild(String((1234n << 22n) | 0x3fffffn), 10)).toBe(4);
  });

  it('GIVEN a plan WHEN ownership is asked THEN only guilds of its shards are its own', () => {
    const onShard = (shard: number) => String(BigInt(100 + shard) << 22n);
    const owns = ownsGuild({ count: 4, ids: [1, 3] });
    expect([0, 1, 2, 3].map((shard) => owns(onShard(shard)))).toEqual([false, true, false, true]);
    expect(allShards(3)).toEqual({ count: 3, ids: [0, 1, 2] });
    expect(ownsGuild(allShards(1))(onShard(7))).toBe(true);
  });

  it('GIVEN shard lists WHEN parsed THEN ranges and ids merge ascending; anything else is undefined', () => {
    expect(parseShardList('0-3')).toEqual([0, 1, 2, 3]);
    expect(parseShardList(' 9 ,8-8, 2 ')).toEqual([2, 8, 9]);
    for (const bad of ['', ',', '3-1', '-1', '1,,2', 'x', '65536', '0-70000'])
      expect(parseShardList(bad)).toBeUndefined();
  });
});
