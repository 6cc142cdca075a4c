/**
 * A command's working copy of the records it may touch. Handlers read and replace records here;
 * what they replaced becomes the change set the store commits as one unit. Nothing is mutated
 * in place, so a refused command leaves the snapshot exactly as it was.
 */
import { addCents, centsOf } from '../engine/money.js';
import type { ChangeSet, Snapshot } from './change-set.js';
import type { Accepted, TableEvent } from './events.js';
import { type Game, type GameRegistry, sideBetsOf } from './game.js';
import type { SideBetLimits } from './limits.js';
import {
  type GameId,
  type GuildRecord,
  type RoundRecord,
  type ShoeArchive,
  type TableRecord,
  tableRecord,
  type WalletRecord,
} from './state.js';

export type { ChangeSet, Snapshot } from './change-set.js';

export class Draft {
  guild: GuildRecord;
  table: TableRecord | undefined;
  private readonly wallets = new Map<string, WalletRecord>();
  private readonly changedWallets = new Set<string>();
  private readonly rounds: RoundRecord<unknown>[] = [];
  private readonly shoes: ShoeArchive[] = [];
  /** Events the ledger raised on its own (a wallet opened), shown before the handler's. */
  private readonly raised: TableEvent[] = [];
  private guildChanged = false;
  private tableChanged = false;

  constructor(
    snapshot: Snapshot,
    private readonly games: GameRegistry,
  ) {
    this.guild = snapshot.guild;
    this.table = snapshot.table;
    for (const [id, wallet] of snapshot.wallets) this.wallets.set(id, wallet);
  }

  /** The module of a game the table deals; a table can only name a known game (settings check it). */
  game(id: GameId): Game {
    const game = this.games.get(id);
    if (!game) throw new Error(`unknown game "${id}"`);
    return game;
  }

  /** Every side bet with limits of its own, of every game the table knows: the limits a table stores. */
  sideBets(): readonly SideBetLimits[] {
    return sideBetsOf(this.games);
  }

  knowsGame(id: unknown): id is GameId {
    return typeof id === 'string' && this.games.has(id);
  }

  setGuild(guild: GuildRecord): void {
    this.guild = guild;
    this.guildChanged = true;
  }

  setTable(table: TableRecord): void {
    this.table = tableRecord(table);
    this.tableChanged = true;
  }

  /** The member's wallet, or undefined before they have one. Reading never issues chips. */
  wallet(userId: string): WalletRecord | undefined {
    return this.wallets.get(userId);
  }

  /**
   * The member's wallet, opened if they have none: opening issues the server's starting chips and
   * is an event of its own, so the issue shows in the ledger and on screen.
   */
  openWallet(userId: string): WalletRecord {
    const existing = this.wallets.get(userId);
    if (existing) return existing;
    const startingCents = centsOf(this.guild.settings.startingChips);
    const wallet: WalletRecord = {
      guildId: this.guild.guildId,
      userId,
      balanceCents: startingCents,
      lastDailyAt: null,
    };
    this.setGuild({
      ...this.guild,
      issuedCents: addCents(this.guild.issuedCents, startingCents),
    });
    this.setWallet(wallet);
    this.raised.push({ type: 'wallet-opened', userId, startingCents });
    return wallet;
  }

  setWallet(wallet: WalletRecord): void {
    this.wallets.set(wallet.userId, wallet);
    this.changedWallets.add(wallet.userId);
  }

  addRound(round: RoundRecord<unknown>): void {
    this.rounds.push(round);
  }

  archiveShoe(archive: ShoeArchive): void {
    this.shoes.push(archive);
  }

  changes(): ChangeSet {
    // Every change set has the same five fields, unchanged records as undefined: the store and the
    // Discord shell read it on every command, and one object shape keeps that code optimized (a
    // set with a field left out is a second shape, met only once tables exist, which made V8
    // throw away and recompile that code in the middle of a busy moment).
    return {
      guild: this.guildChanged ? this.guild : undefined,
      table: this.tableChanged ? this.table : undefined,
      wallets: [...this.changedWallets].map((id) => this.wallets.get(id)!),
      rounds: this.rounds,
      shoes: this.shoes,
    };
  }

  /** The command is accepted: its change set, and the ledger's events before the handler's. */
  accept(events: readonly TableEvent[] = []): Accepted {
    return { ok: true, changes: this.changes(), events: [...this.raised, ...events] };
  }
}
