/**
 * One server's records in memory, driven by the real pure table machine (`runCommand`), so the
 * gallery's tables, coups, results and refusals are what the bot would have: real shoes from
 * fixed seeds, real settlement, real Rejections. Deterministic: the clock and the server seeds
 * are fixed, so every run of the gallery shows the same coups.
 */
import { createHash } from 'node:crypto';
import type { Accepted, Command, Outcome } from '../src/table/commands.js';
import type { ChangeSet } from '../src/table/draft.js';
import type { GameRegistry } from '../src/table/game.js';
import { isTableCommand, newGuild, runCommand, walletsNeeded } from '../src/table/machine.js';
import type { Rejection } from '../src/table/rejections.js';
import type { GuildRecord, RoundRecord, ShoeArchive, TableRecord, WalletRecord } from '../src/table/state.js';

/** The gallery's clock: a fixed instant, so timestamps and countdowns read the same every run. */
export const GALLERY_NOW = Date.UTC(2026, 0, 15, 20, 30, 0);

export const GUILD_ID = '900000000000000001';
export const CHANNEL_ID = '900000000000000002';

/** The players at the gallery's tables: Discord ids and the display names the views show. */
export const PLAYERS = {
  ana: '910000000000000001',
  ben: '910000000000000002',
  carla: '910000000000000003',
  dora: '910000000000000004',
  eve: '910000000000000005',
} as const;

export const NAMES: ReadonlyMap<string, string> = new Map([
  [PLAYERS.ana, 'Ana'],
  [PLAYERS.ben, 'Ben'],
  [PLAYERS.carla, 'Carla'],
  [PLAYERS.dora, 'Dora'],
  [PLAYERS.eve, 'Eve'],
]);

const sha256 = (text: string) => createHash('sha256').update(text, 'ascii').digest('hex');

/** A server with one table channel, run the way the store runs the machine: snapshot in, changes merged. */
export class GalleryWorld {
  guild: GuildRecord = newGuild(GUILD_ID);
  readonly tables = new Map<string, TableRecord>();
  readonly wallets = new Map<string, WalletRecord>();
  readonly rounds: RoundRecord<unknown>[] = [];
  readonly shoes: ShoeArchive[] = [];
  now = GALLERY_NOW;
  /** The changes of the last accepted command, as a result view reads them. */
  lastChanges: ChangeSet | undefined;
  private seeds = 0;

  /** `seedName` picks the server seeds this world's shoes are shuffled from. */
  constructor(
    private readonly seedName = 'gallery',
    private readonly games?: GameRegistry,
  ) {}

  run(command: Command): Outcome {
    const table = isTableCommand(command) ? this.tables.get(command.channelId) : undefined;
    const wallets = new Map<string, WalletRecord>();
    for (const id of walletsNeeded(command, table, this.games)) {
      const wallet = this.wallets.get(id);
      if (wallet) wallets.set(id, wallet);
    }
    const outcome = runCommand({ guild: this.guild, ...(table ? { table } : {}), wallets }, command, {
      now: this.now,
      freshServerSeed: sha256(`${this.seedName} ${++this.seeds}`),
      ...(this.games ? { games: this.games } : {}),
    });
    if (outcome.ok) this.apply(outcome.changes);
    return outcome;
  }

  /** Runs a command the gallery expects the table to accept. */
  ok(command: Command): Accepted {
    const outcome = this.run(command);
    if (!outcome.ok) throw new Error(`gallery: ${command.type} was refused (${outcome.code})`);
    return outcome;
  }

  /** Runs a command the gallery expects the table to refuse, and returns the refusal. */
  refused(command: Command): Rejection {
    const outcome = this.run(command);
    if (outcome.ok) throw new Error(`gallery: ${command.type} was accepted, a refusal was expected`);
    return outcome;
  }

  table(channelId = CHANNEL_ID): TableRecord {
    const table = this.tables.get(channelId);
    if (!table) throw new Error(`gallery: no table in ${channelId}`);
    return table;
  }

  private apply(changes: ChangeSet): void {
    this.lastChanges = changes;
    if (changes.guild) this.guild = changes.guild;
    if (changes.table) this.tables.set(changes.table.channelId, changes.table);
    for (const wallet of changes.wallets) this.wallets.set(wallet.userId, wallet);
    this.rounds.push(...changes.rounds);
    this.shoes.push(...changes.shoes);
  }
}

/** Shorthands for the commands the gallery's players give at the table channel. */
export const bet = (userId: string, side: string, amount: number, round?: number): Command => ({
  type: 'bet',
  channelId: CHANNEL_ID,
  userId,
  side,
  amount,
  ...(round !== undefined ? { round } : {}),
});
export const deal = (userId: string | null): Command => ({ type: 'deal', channelId: CHANNEL_ID, userId });
export const configure = (changes: Record<string, unknown>): Command => ({
  type: 'configure-table',
  channelId: CHANNEL_ID,
  changes,
});
export const gameAction = (userId: string, action: unknown): Command => ({
  type: 'game-action',
  channelId: CHANNEL_ID,
  userId,
  action,
});
