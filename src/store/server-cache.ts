/**
 * A server's records as one process keeps them between commits, and how a command's change set
 * enters that cache and the batch's staged writes. Only the server's queue (group-commit.ts)
 * touches a cache, one batch at a time, so nothing here needs a lock.
 */
import type { ChangeSet } from '../table/change-set.js';
import type { GuildRecord, TableRecord, WalletRecord } from '../table/state.js';
import { keys } from './keys.js';
import type { Receipts } from './receipts.js';
import type { IndexCache } from './server-indexes.js';

/** A round whose result is committed but not yet known to be posted. */
export interface OutboxEntry {
  readonly guildId: string;
  readonly channelId: string;
  readonly round: number;
}

/**
 * The most undelivered results a server keeps: a channel the bot can no longer post in must not
 * grow the outbox for ever. Older entries are dropped (their rounds stay in the ledger and /history).
 */
export const OUTBOX_LIMIT = 50;

/** What a server's records look like in memory: a cache this process alone keeps current. */
export interface ServerCache {
  /** The server's record with the changes of the batch running now (uncommitted until it commits). */
  guild: GuildRecord;
  /** The server's record as of its last commit (or as first read). */
  committedGuild: GuildRecord;
  persisted: boolean;
  /** Rounds whose results are not known to be posted, oldest first. */
  outbox: readonly OutboxEntry[];
  /** Results posted since the outbox was last written: it goes out with the next commit. */
  outboxDirty: boolean;
  /** The interactions decided for the server whose receipts are kept (receipts.ts). */
  readonly receipts: Receipts;
  /** Receipts removed since they were last written: the record goes out with the next commit. */
  receiptsDirty: boolean;
  readonly tables: Map<string, TableRecord | undefined>;
  /**
   * Tables dropped from `tables` to bound memory while they had no timer armed: known to need
   * nothing (only this process writes them while it holds the lease), without being held.
   */
  readonly resting: Set<string>;
  readonly wallets: Map<string, WalletRecord | undefined>;
  /** The member list, statistics and leaderboards as far as this process has read them. */
  readonly indexes: IndexCache;
}

/** Puts a change set in the cache and the batch's writes; later writes to a key replace earlier. */
export const stageChanges = (server: ServerCache, changes: ChangeSet, staged: Map<string, unknown>): void => {
  const { guildId } = server.guild;
  if (changes.guild) {
    server.guild = changes.guild;
    staged.set(keys.guild(guildId), changes.guild);
  }
  if (changes.table) {
    server.tables.set(changes.table.channelId, changes.table);
    staged.set(keys.table(guildId, changes.table.channelId), changes.table);
  }
  for (const wallet of changes.wallets) {
    server.wallets.set(wallet.userId, wallet);
    staged.set(keys.wallet(guildId, wallet.userId), wallet);
  }
  for (const round of changes.rounds) staged.set(keys.round(guildId, round.channelId, round.round), round);
  if (changes.rounds.length > 0) {
    // Committed in the same journal entry as the rounds: a result is never lost to a crash.
    const added = changes.rounds.map(({ channelId, round }) => ({ guildId, channelId, round }));
    server.outbox = [...server.outbox, ...added].slice(-OUTBOX_LIMIT);
    staged.set(keys.outbox(guildId), server.outbox);
  }
  for (const shoe of changes.shoes)
    staged.set(keys.shoe(guildId, shoe.channelId, shoe.spec.shoeNumber), shoe);
};
