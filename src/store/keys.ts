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
  /** One of the store's lists, on a store only one process reaches (directory.ts). */
  directory: (list: string) => `${SCHEMA}:directory:${list}`,
  /** How many members of a server have a wallet; they are listed in pages of MEMBER_PAGE. */
  memberCount: (guildId: string) => `${SCHEMA}:members:${guildId}`,
  memberPage: (guildId: string, page: number) => `${SCHEMA}:members:${guildId}:${page}`,
  /** One player's statistics on a server, updated in each of their rounds' commit. */
  playerStats: (guildId: string, userId: string) => `${SCHEMA}:stats:${guildId}:${userId}`,
  /** A leaderboard's head and its value buckets (see rank-index.ts). */
  rankHead: (guildId: string, by: string) => `${SCHEMA}:rank:${guildId}:${by}`,
  rankBucket: (guildId: string, by: string, bucket: number) => `${SCHEMA}:rank:${guildId}:${by}:${bucket}`,
  meta: (name: string) => `${SCHEMA}:meta:${name}`,
} as const;
