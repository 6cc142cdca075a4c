/**
 * The records the store keeps beside a server's ledger so that no command's cost grows with the
 * server: the member list (in pages, for the audit and the rare leaderboard rebuild), each
 * player's statistics, and the two leaderboards (rank-index.ts). All of them are staged into the
 * same journal entry as the wallets and rounds they follow, so a crash keeps them exactly in step
 * with the ledger: they are complete values, replayed with the rest.
 */
import type { ChangeSet } from '../table/change-set.js';
import type { RoundRecord, WalletRecord } from '../table/state.js';
import { emptyPlayer, foldSeat, type PlayerStats, type RecentRound } from '../table/statistics.js';
import { keys } from './keys.js';
import {
  EMPTY_RANK_HEAD,
  type RankBucket,
  type RankBy,
  type RankEntry,
  type RankHead,
  RankIndexWriter,
} from './rank-index.js';

/** How many member ids one page of the member list holds. */
export const MEMBER_PAGE = 250;

/** Reads a record as the batch left it: staged writes first, then storage. */
export type Read = <T>(key: string) => Promise<T | undefined>;

/**
 * A player's statistics as stored: the latest rounds by reference (table, round, deal time), not
 * copied, so the record a round's commit rewrites for each of its players stays small. `/history`
 * reads those few round records back.
 */
export type StoredPlayerStats = Omit<PlayerStats, 'recent'> & {
  readonly recent: readonly (readonly [channelId: string, round: number, dealtAt: number])[];
};

export const toStored = (stats: PlayerStats): StoredPlayerStats => ({
  ...stats,
  recent: stats.recent.map((entry) => [entry.channelId, entry.round, entry.dealtAt] as const),
});

/**
 * Statistics to fold further: the latest rounds keep only what orders them (compareRecent), the
 * rest of each entry is read from its round record when a player asks (`readPlayerStats`).
 */
const forFolding = (stored: StoredPlayerStats): PlayerStats => ({
  ...stored,
  recent: stored.recent.map(([channelId, round, dealtAt]) => ({ channelId, round, dealtAt }) as RecentRound),
});

/** The index records one process keeps in memory for a server (dropped with its cache). */
export interface IndexCache {
  memberCount: number | undefined;
  /** The member list's last page, which new members are added to. */
  lastPage: { readonly index: number; readonly ids: readonly string[] } | undefined;
  readonly stats: Map<string, PlayerStats | undefined>;
  readonly rankHeads: Map<RankBy, RankHead>;
  readonly rankBuckets: Map<string, RankBucket | undefined>;
}

export const emptyIndexCache = (): IndexCache => ({
  memberCount: undefined,
  lastPage: undefined,
  stats: new Map(),
  rankHeads: new Map(),
  rankBuckets: new Map(),
});

/** Where the index records are read from: the server's cache, then the batch's reads. */
export interface IndexSource {
  readonly guildId: string;
  readonly cache: IndexCache;
  readonly read: Read;
}

/** One batch's staging of index records. */
export interface Staging extends IndexSource {
  /** The batch's writes. */
  readonly staged: Map<string, unknown>;
  /**
   * The batch's index writers, one per board: its commands share them, so a batch copies a
   * board's head once rather than once per command (rank-index.ts).
   */
  readonly writers: Map<RankBy, RankIndexWriter>;
}

const cached = async <K, V>(map: Map<K, V | undefined>, id: K, load: () => Promise<V | undefined>) => {
  if (!map.has(id)) map.set(id, await load());
  return map.get(id);
};

export const readMemberCount = async ({ guildId, cache, read }: IndexSource): Promise<number> => {
  cache.memberCount ??= (await read<number>(keys.memberCount(guildId))) ?? 0;
  return cache.memberCount;
};

/** A player's statistics with their latest rounds by reference only (see StoredPlayerStats). */
export const readFoldingStats = (
  { guildId, cache, read }: IndexSource,
  userId: string,
): Promise<PlayerStats | undefined> =>
  cached(cache.stats, userId, async () => {
    const stored = await read<StoredPlayerStats>(keys.playerStats(guildId, userId));
    return stored && forFolding(stored);
  });

/** A player's statistics as shown: their latest rounds read back from the round records. */
export const readPlayerStats = async (
  source: IndexSource,
  userId: string,
): Promise<PlayerStats | undefined> => {
  const stats = await readFoldingStats(source, userId);
  if (!stats) return undefined;
  const recent: RecentRound[] = [];
  for (const { channelId, round } of stats.recent) {
    const record = await source.read<RoundRecord<unknown>>(keys.round(source.guildId, channelId, round));
    // The same entry the fold made: a round record never changes once written.
    const entry = record && foldSeat(emptyPlayer(userId), record, userId).recent[0];
    if (entry) recent.push(entry);
  }
  return { ...stats, recent };
};

export const readRankHead = async ({ guildId, cache, read }: IndexSource, by: RankBy) => {
  let head = cache.rankHeads.get(by);
  if (!head) {
    head = (await read<RankHead>(keys.rankHead(guildId, by))) ?? EMPTY_RANK_HEAD;
    cache.rankHeads.set(by, head);
  }
  return head;
};

export const readRankBucket = (
  { guildId, cache, read }: IndexSource,
  by: RankBy,
  bucket: number,
): Promise<RankBucket | undefined> => {
  const key = keys.rankBucket(guildId, by, bucket);
  return cached(cache.rankBuckets, key, () => read<RankBucket>(key));
};

/** Every member with a wallet, from the member list's pages. */
export const listMembers = async (guildId: string, read: Read, count: number): Promise<string[]> => {
  const ids: string[] = [];
  for (let page = 0; page * MEMBER_PAGE < count; page++)
    ids.push(...((await read<string[]>(keys.memberPage(guildId, page))) ?? []));
  return ids;
};

const addMember = async (staging: Staging, userId: string): Promise<void> => {
  const { guildId, cache, staged, read } = staging;
  const count = await readMemberCount(staging);
  const index = Math.floor(count / MEMBER_PAGE);
  const before =
    cache.lastPage?.index === index
      ? cache.lastPage.ids
      : ((await read<string[]>(keys.memberPage(guildId, index))) ?? []);
  const ids = [...before, userId];
  cache.lastPage = { index, ids };
  cache.memberCount = count + 1;
  staged.set(keys.memberPage(guildId, index), ids);
  staged.set(keys.memberCount(guildId), count + 1);
};

/** Every ranked member's value, read member by member: only for a rebuild of `top`. */
const allValues = async (staging: Staging, by: RankBy): Promise<RankEntry[]> => {
  const { guildId, read } = staging;
  const entries: RankEntry[] = [];
  for (const userId of await listMembers(guildId, read, await readMemberCount(staging))) {
    if (by === 'chips') {
      const wallet = await read<WalletRecord>(keys.wallet(guildId, userId));
      if (wallet) entries.push([userId, wallet.balanceCents]);
    } else {
      const stats = await readFoldingStats(staging, userId);
      if (stats) entries.push([userId, stats.netCents]);
    }
  }
  return entries;
};

const stageRank = async (staging: Staging, by: RankBy, writer: RankIndexWriter): Promise<void> => {
  const { guildId, cache, staged } = staging;
  // Buckets first: a rebuild reads the values, not the buckets, but the head must name them right.
  for (const [bucket, record] of writer.changedBuckets) {
    const key = keys.rankBucket(guildId, by, bucket);
    cache.rankBuckets.set(key, record);
    staged.set(key, record);
  }
  if (writer.needsRebuild()) writer.rebuildTop(await allValues(staging, by));
  const head = writer.head();
  cache.rankHeads.set(by, head);
  staged.set(keys.rankHead(guildId, by), head);
};

/** The batch's writer for the board, made on its first command that moves a member there. */
const writerFor = async (staging: Staging, by: RankBy): Promise<RankIndexWriter> => {
  let writer = staging.writers.get(by);
  if (!writer) {
    writer = new RankIndexWriter(await readRankHead(staging, by), (bucket) =>
      readRankBucket(staging, by, bucket),
    );
    staging.writers.set(by, writer);
  }
  return writer;
};

/**
 * Stages the index records a change set moves: new members into the member list, wallets into the
 * chips board, each round (what statistics count) into its players' statistics and
 * the net board. Called after the change set itself is staged; `walletsBefore` holds each changed
 * wallet as it was before it (undefined: the member had none).
 */
export const stageIndexes = async (
  staging: Staging,
  changes: ChangeSet,
  walletsBefore: ReadonlyMap<string, WalletRecord | undefined>,
): Promise<void> => {
  if (changes.wallets.length > 0) {
    const chips = await writerFor(staging, 'chips');
    for (const wallet of changes.wallets) {
      const before = walletsBefore.get(wallet.userId);
      if (!before) await addMember(staging, wallet.userId);
      await chips.move(wallet.userId, before?.balanceCents, wallet.balanceCents);
    }
    await stageRank(staging, 'chips', chips);
  }
  // Every game's rounds: each seat result, banker's included, has its stakes and net.
  const rounds = changes.rounds;
  if (rounds.length > 0) {
    const net = await writerFor(staging, 'net');
    for (const round of rounds) await stageRound(staging, net, round);
    await stageRank(staging, 'net', net);
  }
};

const stageRound = async (
  staging: Staging,
  net: RankIndexWriter,
  round: RoundRecord<unknown>,
): Promise<void> => {
  const { guildId, cache, staged } = staging;
  for (const userId of new Set(round.results.map((result) => result.userId))) {
    const before = await readFoldingStats(staging, userId);
    const after = foldSeat(before ?? emptyPlayer(userId), round, userId);
    cache.stats.set(userId, after);
    staged.set(keys.playerStats(guildId, userId), toStored(after));
    await net.move(userId, before?.netCents, after.netCents);
  }
};
