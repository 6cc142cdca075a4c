/**
 * Checks a server's index records against the ledger they follow, from storage alone: the member
 * list names exactly the members with a wallet, each player's statistics equal the fold of their
 * round records, and each leaderboard's counts, buckets and top places equal what every member's
 * value says. Reads every record of the server (it is an audit, not a command); returns the
 * problems found, none when the indexes are exact.
 */
import type Keyv from 'keyv';
import type { GuildRecord, RoundRecord, TableRecord, WalletRecord } from '../table/state.js';
import { emptyStats, foldRound } from '../table/statistics.js';
import { keys } from './keys.js';
import {
  buildRankIndex,
  compareRank,
  type RankBucket,
  type RankBy,
  type RankEntry,
  type RankHead,
} from './rank-index.js';
import { listMembers, type StoredPlayerStats, toStored } from './server-indexes.js';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const sortedCounts = (record: Readonly<Record<string, number>>): [string, number][] =>
  Object.entries(record)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => Number(a) - Number(b));

const checkBoard = async (
  kv: Keyv,
  guildId: string,
  by: RankBy,
  entries: readonly RankEntry[],
  problems: string[],
): Promise<void> => {
  const head = (await kv.get<RankHead>(keys.rankHead(guildId, by))) ?? {
    total: 0,
    counts: {},
    top: [],
    floor: null,
  };
  const fresh = buildRankIndex(entries);
  if (head.total !== fresh.head.total)
    problems.push(`${by}: total ${head.total}, members ${fresh.head.total}`);
  if (!same(sortedCounts(head.counts), sortedCounts(fresh.head.counts)))
    problems.push(`${by}: bucket counts differ`);
  for (const [bucket, record] of fresh.buckets) {
    const stored = await kv.get<RankBucket>(keys.rankBucket(guildId, by, bucket));
    if (!same(sortedCounts(stored ?? {}), sortedCounts(record)))
      problems.push(`${by}: bucket ${bucket} differs`);
  }
  const sorted = [...entries].sort(compareRank);
  const floor = head.floor;
  const expectedTop = floor === null ? sorted : sorted.filter((entry) => compareRank(entry, floor) <= 0);
  if (!same(head.top, expectedTop)) problems.push(`${by}: top is not the members ranked down to its floor`);
  if (head.top.length < Math.min(10, sorted.length)) problems.push(`${by}: top holds too few places`);
};

export const auditIndexes = async (kv: Keyv, guildId: string): Promise<string[]> => {
  const guild = await kv.get<GuildRecord>(keys.guild(guildId));
  if (!guild) return [];
  const problems: string[] = [];
  const read = <T>(key: string) => kv.get<T>(key);
  const count = (await kv.get<number>(keys.memberCount(guildId))) ?? 0;
  const members = await listMembers(guildId, read, count);
  if (members.length !== count || new Set(members).size !== count)
    problems.push(`member list: count ${count}, ${members.length} listed, ${new Set(members).size} distinct`);
  const chips: RankEntry[] = [];
  for (const userId of members) {
    const wallet = await kv.get<WalletRecord>(keys.wallet(guildId, userId));
    if (wallet) chips.push([userId, wallet.balanceCents]);
    else problems.push(`member ${userId} is listed without a wallet`);
  }
  const stats = emptyStats();
  for (const channelId of guild.tables) {
    const table = await kv.get<TableRecord>(keys.table(guildId, channelId));
    for (let round = 1; round < (table?.round ?? 1); round++) {
      const record = await kv.get<RoundRecord<unknown>>(keys.round(guildId, channelId, round));
      if (record) foldRound(stats, record);
    }
  }
  const net: RankEntry[] = [];
  for (const player of stats.players.values()) {
    net.push([player.userId, player.netCents]);
    const stored = await kv.get<StoredPlayerStats>(keys.playerStats(guildId, player.userId));
    if (!same(stored, toStored(player)))
      problems.push(`statistics of ${player.userId} differ from their rounds`);
  }
  await checkBoard(kv, guildId, 'chips', chips, problems);
  await checkBoard(kv, guildId, 'net', net, problems);
  return problems;
};
