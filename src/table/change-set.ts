/** What a command reads (a snapshot of the records it may touch) and what it writes (a change set). */
import type { GuildRecord, RoundRecord, ShoeArchive, TableRecord, WalletRecord } from './state.js';

/** The records a command reads: the server, the channel's table if any, and the wallets it needs. */
export interface Snapshot {
  readonly guild: GuildRecord;
  readonly table?: TableRecord;
  /** Wallets by user id; a member with no wallet yet is simply absent. */
  readonly wallets: ReadonlyMap<string, WalletRecord>;
}

/** The complete new value of every record a command changed; the store commits it as one unit. */
export interface ChangeSet {
  /** The server record's new value; undefined when unchanged (every set has all five fields). */
  readonly guild: GuildRecord | undefined;
  readonly table: TableRecord | undefined;
  readonly wallets: readonly WalletRecord[];
  readonly rounds: readonly RoundRecord<unknown>[];
  readonly shoes: readonly ShoeArchive[];
}
