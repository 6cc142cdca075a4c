/**
 * One server's records in memory, for tests of the pure table machine: each command gets a frozen
 * snapshot, as the store would hand it, and its changes are merged back.
 */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { Accepted, Command, Outcome } from '../../../src/table/commands.js';
import type { ChangeSet, Snapshot } from '../../../src/table/draft.js';
import type { GameRegistry } from '../../../src/table/game.js';
import { isTableCommand, newGuild, runCommand, walletsNeeded } from '../../../src/table/machine.js';
import type { RejectionCode } from '../../../src/table/rejections.js';
import {
  type GuildRecord,
  heldByTable,
  type RoundRecord,
  type ShoeArchive,
  seatCents,
  type TableRecord,
  type WalletRecord,
} from '../../../src/table/state.js';

export const T0 = Date.UTC(2025, 0, 1);
export const sha256 = (text: string) => createHash('sha256').update(text, 'ascii').digest('hex');

export const deepFreeze = <T>(value: T): T => {
  if (value instanceof Map) for (const inner of value.values()) deepFreeze(inner);
  else if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

/**
 * One server's records in memory, run the way the store runs them. Every snapshot is frozen and
 * compared after the command, so a handler that mutated its input would fail here.
 */
export class World {
  guild: GuildRecord = newGuild('g1');
  readonly tables = new Map<string, TableRecord>();
  readonly wallets = new Map<string, WalletRecord>();
  readonly rounds: RoundRecord<unknown>[] = [];
  readonly shoes: ShoeArchive[] = [];
  now = T0;
  /** The games the machine knows; the built-in ones unless a test brings its own. */
  games: GameRegistry | undefined;
  /** The fresh server seed handed to the last command. */
  lastSeed = '';
  private seeds = 0;

  run(command: Command): Outcome {
    const table = isTableCommand(command) ? this.tables.get(command.channelId) : undefined;
    const wallets = new Map<string, WalletRecord>();
    for (const id of walletsNeeded(command, table, this.games)) {
      const wallet = this.wallets.get(id);
      if (wallet) wallets.set(id, wallet);
    }
    const snapshot: Snapshot = deepFreeze({ guild: this.guild, ...(table ? { table } : {}), wallets });
    const before = structuredClone(snapshot);
    this.lastSeed = sha256(`seed ${++this.seeds}`);
    const outcome = runCommand(snapshot, command, {
      now: this.now,
      freshServerSeed: this.lastSeed,
      ...(this.games ? { games: this.games } : {}),
    });
    expect(snapshot).toEqual(before);
    if (outcome.ok) this.apply(outcome.changes);
    return outcome;
  }

  ok(command: Command): Accepted {
    const outcome = this.run(command);
    if (!outcome.ok) throw new Error(`${command.type} refused: ${outcome.code}`);
    return outcome;
  }

  /** Runs a command that must be refused with `code`, and checks that nothing changed. */
  refused(command: Command, code: RejectionCode): void {
    const before = this.dump();
    expect(this.run(command)).toMatchObject({ ok: false, code });
    expect(this.dump()).toEqual(before);
  }

  dump() {
    return structuredClone({
      guild: this.guild,
      tables: [...this.tables],
      wallets: [...this.wallets],
      rounds: this.rounds.length,
      shoes: this.shoes.length,
    });
  }

  /**
   * The books, from the records alone: wallets + what the tables hold = issued − taken + the
   * rounds' net − the house's take; and every table's rounds are numbered 1, 2, … with one record each.
   */
  expectBooksBalance(): void {
    const wallets = [...this.wallets.values()].reduce((sum, w) => sum + w.balanceCents, 0);
    const held = [...this.tables.values()].reduce((sum, table) => sum + heldByTable(table), 0);
    const net = this.rounds.reduce((sum, r) => sum + r.results.reduce((s, x) => s + x.netCents, 0), 0);
    const take = this.rounds.reduce((sum, r) => sum + r.houseTakeCents, 0);
    expect(wallets + held).toBe(this.guild.issuedCents - this.guild.takenCents + net - take);
    for (const table of this.tables.values()) {
      const numbers = this.rounds.filter((r) => r.channelId === table.channelId).map((r) => r.round);
      expect(numbers).toEqual(Array.from({ length: table.round - 1 }, (_, i) => i + 1));
    }
  }

  /**
   * Runs a command and checks each player's books for it from the records alone: what his wallet
   * gained, plus what the table holds for him beyond what it held (his stakes on the spots, and
   * his share of the game's state as `heldFor` reads it, the test's own way), equals his net less
   * commission in the rounds the command settled, plus the starting chips his wallet opened with.
   * The totals balance even when a game pays one player's winnings to another; this does not.
   */
  runPerPlayer(command: Command, heldFor: (table: TableRecord) => ReadonlyMap<string, number>): Outcome {
    const channelId = isTableCommand(command) ? command.channelId : undefined;
    const held = () => {
      const table = channelId === undefined ? undefined : this.tables.get(channelId);
      const all = new Map(table ? heldFor(table) : []);
      for (const seat of table?.seats ?? [])
        all.set(seat.userId, (all.get(seat.userId) ?? 0) + seatCents(seat));
      return all;
    };
    const heldBefore = held();
    const walletsBefore = new Map([...this.wallets].map(([userId, w]) => [userId, w.balanceCents as number]));
    const outcome = this.run(command);
    if (!outcome.ok) return outcome;
    const heldAfter = held();
    const owed = new Map<string, number>();
    const owe = (userId: string, cents: number) => owed.set(userId, (owed.get(userId) ?? 0) + cents);
    for (const round of outcome.changes.rounds)
      for (const result of round.results) owe(result.userId, result.netCents - result.commissionCents);
    for (const event of outcome.events)
      if (event.type === 'wallet-opened') owe(event.userId, event.startingCents);
    const players = new Set([
      ...owed.keys(),
      ...heldBefore.keys(),
      ...heldAfter.keys(),
      ...outcome.changes.wallets.map((w) => w.userId),
    ]);
    for (const userId of players) {
      const wallet = (this.balance(userId) ?? 0) - (walletsBefore.get(userId) ?? 0);
      const table = (heldAfter.get(userId) ?? 0) - (heldBefore.get(userId) ?? 0);
      expect(wallet + table, `${command.type}: ${userId}'s wallet and chips on the table`).toBe(
        owed.get(userId) ?? 0,
      );
    }
    return outcome;
  }

  table(channelId = 'c1'): TableRecord {
    const table = this.tables.get(channelId);
    if (!table) throw new Error(`no table in ${channelId}`);
    return table;
  }

  balance(userId: string): number | undefined {
    return this.wallets.get(userId)?.balanceCents;
  }

  private apply(changes: ChangeSet): void {
    if (changes.guild) this.guild = changes.guild;
    if (changes.table) this.tables.set(changes.table.channelId, changes.table);
    for (const wallet of changes.wallets) this.wallets.set(wallet.userId, wallet);
    this.rounds.push(...changes.rounds);
    this.shoes.push(...changes.shoes);
  }
}
