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
  /** Every server that has a record, for re-arming timers after a restart. */
  guildIndex: () => `${SCHEMA}:guild-index`,
  meta: (name: string) => `${SCHEMA}:meta:${name}`,
} as const;
