/**
 * A leaderboard as a player asks for it: the board's top places and the asker's own place, read
 * from the board's index (rank-index.ts), so it costs a head and at most a few player records
 * whatever the server's size.
 */
import type { Cents } from '../engine/money.js';
import type { WalletRecord } from '../table/state.js';
import {
  bucketOf,
  LEADERBOARD_SIZE,
  type Leaderboard,
  type LeaderboardBy,
  type LeaderboardEntry,
  rankOf,
  topPlaces,
} from './rank-index.js';
import { type IndexSource, readFoldingStats, readRankBucket, readRankHead } from './server-indexes.js';

/**
 * The board `by` of the server `source` reads, with `askerId`'s own place: by chips, the asker's
 * wallet (`walletOf`, the server's cache) says it; by net, their statistics.
 */
export const readLeaderboard = async (
  source: IndexSource,
  by: LeaderboardBy,
  askerId: string,
  walletOf: (userId: string) => Promise<WalletRecord | undefined>,
): Promise<Leaderboard> => {
  const head = await readRankHead(source, by);
  const coupsOf = async (userId: string) =>
    by === 'net' ? ((await readFoldingStats(source, userId))?.coups ?? 0) : 0;
  const top: LeaderboardEntry[] = [];
  for (const place of topPlaces(head, LEADERBOARD_SIZE))
    top.push({
      userId: place.userId,
      rank: place.rank,
      valueCents: place.value as Cents,
      coups: await coupsOf(place.userId),
    });
  const ownValue =
    by === 'chips'
      ? (await walletOf(askerId))?.balanceCents
      : (await readFoldingStats(source, askerId))?.netCents;
  const own: LeaderboardEntry | undefined =
    ownValue === undefined
      ? undefined
      : {
          userId: askerId,
          rank: rankOf(head, await readRankBucket(source, by, bucketOf(ownValue)), ownValue),
          valueCents: ownValue,
          coups: await coupsOf(askerId),
        };
  return { by, top, total: head.total, own };
};
