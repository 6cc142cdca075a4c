/**
 * Storage keys. Every key carries the schema version, so a later release can read `v1` records
 * and write `v2` ones beside them while it migrates.
 */
export const SCHEMA = 'v1';

export const keys = {
  guild: (guildId: string) => `${SCHEMA}:guild:${guildId}`,
  wallet: (guildId: string, userId: string) => `${SCHEMA}:wallet:${guildId}:${userId}`,
  table: (guildId: string, channelId: string) => `${SCHEMA}:table:${guildId}:${channelId}`,
  round: (guildId: string, channelId: string, round: number) =>
    `${SCHEMA}:round:${guildId}:${channelId}:${round}`,
  shoe: (guildId: string, channelId: string, shoeNumber: number) =>
    `${SCHEMA}:shoe:${guildId}:${channelId}:${shoeNumber}`,
  /** The redo journal of one server: at most one entry, the last one committed. */
  journal: (guildId: string) => `${SCHEMA}:journal:${guildId}`,
  /** The rounds of one server whose results are committed but not yet known to be posted. */
  outbox: (guildId: string) => `${SCHEMA}:outbox:${guildId}`,
  /** The interactions recently decided for one server (receipts.ts). */
  receipts: (guildId: string) => `${SCHEMA}:receipts:${guildId}`,
  /**
   * Every server that had a record, as one shared list: how the previous version kept it, read
   * once to carry it over to the store's directory (directory.ts), which lists a server per entry.
   */
  legacyGuildIndex: () => `${SCHEMA}:guild-index`,
  /** One of the store's lists, on a store only one process reaches (directory.ts). */
  directory: (list: string) => `${SCHEMA}:directory:${list}`,
  /** Present once the directory holds what the previous version's shared lists held. */
  directoryBuilt: () => `${SCHEMA}:directory-built`,
  /** How many members of a server have a wallet; they are listed in pages of MEMBER_PAGE. */
  memberCount: (guildId: string) => `${SCHEMA}:members:${guildId}`,
  memberPage: (guildId: string, page: number) => `${SCHEMA}:members:${guildId}:${page}`,
  /** One player's statistics on a server, updated in each of their rounds' commit. */
  playerStats: (guildId: string, userId: string) => `${SCHEMA}:stats:${guildId}:${userId}`,
  /** Where the upgrade of a server the previous version stored has got to (server-indexes.ts). */
  upgradeProgress: (guildId: string) => `${SCHEMA}:upgrade:${guildId}`,
  /** A leaderboard's head and its value buckets (see rank-index.ts). */
  rankHead: (guildId: string, by: string) => `${SCHEMA}:rank:${guildId}:${by}`,
  rankBucket: (guildId: string, by: string, bucket: number) => `${SCHEMA}:rank:${guildId}:${by}:${bucket}`,
  /** The previous version's attention index: servers in shared buckets by id (read once, carried over). */
  legacyAttention: (bucket: number) => `${SCHEMA}:attention:${bucket}`,
  /** Present once the previous version had built its attention index from the servers it stored. */
  legacyAttentionBuilt: () => `${SCHEMA}:attention-built`,
  meta: (name: string) => `${SCHEMA}:meta:${name}`,
} as const;
