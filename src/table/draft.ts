/**
 * A command's working copy of the records it may touch. Handlers read and replace records here;
 * what they replaced becomes the change set the store commits as one unit. Nothing is mutated
 * in place, so a refused command leaves the snapshot exactly as it was.
 */
import type { GuildRecord, RoundRecord, ShoeArchive, TableRecord, WalletRecord } from './state.js';

/** The records a command reads: the server, the channel's table if any, and the wallets it needs. */
export interface Snapshot {
  readonly guild: GuildRecord;
  readonly table?: TableRecord;
  /** Wallets by user id; a user with no wallet yet is simply absent. */
  readonly wallets: ReadonlyMap<string, WalletRecord>;
}

export interface ChangeSet {
  readonly guild?: GuildRecord;
  readonly table?: TableRecord;
  readonly wallets: readonly WalletRecord[];
  readonly rounds: readonly RoundRecord[];
  readonly shoes: readonly ShoeArchive[];
}

export class Draft {
  guild: GuildRecord;
  table: TableRecord | undefined;
  private readonly wallets = new Map<string, WalletRecord>();
  private readonly changedWallets = new Set<string>();
  private readonly rounds: RoundRecord[] = [];
  private readonly shoes: ShoeArchive[] = [];
  private guildChanged = false;
  private tableChanged = false;

  constructor(snapshot: Snapshot) {
    this.guild = snapshot.guild;
    this.table = snapshot.table;
    for (const [id, wallet] of snapshot.wallets) this.wallets.set(id, wallet);
  }

  setGuild(guild: GuildRecord): void {
    this.guild = guild;
    this.guildChanged = true;
  }

  setTable(table: TableRecord): void {
    this.table = table;
    this.tableChanged = true;
  }

  /** The member's wallet; a member seen for the first time is issued the server's starting chips. */
  wallet(userId: string): WalletRecord {
    const existing = this.wallets.get(userId);
    if (existing) return existing;
    const startingCents = this.guild.settings.startingChips * 100;
    const wallet: WalletRecord = {
      guildId: this.guild.guildId,
      userId,
      balanceCents: startingCents,
      lastDailyAt: null,
    };
    this.setGuild({
      ...this.guild,
      issuedCents: this.guild.issuedCents + startingCents,
      members: [...this.guild.members, userId],
    });
    this.setWallet(wallet);
    return wallet;
  }

  setWallet(wallet: WalletRecord): void {
    this.wallets.set(wallet.userId, wallet);
    this.changedWallets.add(wallet.userId);
  }

  addRound(round: RoundRecord): void {
    this.rounds.push(round);
  }

  archiveShoe(archive: ShoeArchive): void {
    this.shoes.push(archive);
  }

  changes(): ChangeSet {
    return {
      ...(this.guildChanged ? { guild: this.guild } : {}),
      ...(this.tableChanged && this.table ? { table: this.table } : {}),
      wallets: [...this.changedWallets].map((id) => this.wallets.get(id)!),
      rounds: this.rounds,
      shoes: this.shoes,
    };
  }
}
