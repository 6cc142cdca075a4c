/**
 * The chip value each player picked with the table's select menu, per table (channel) and player,
 * remembered across restarts: one small meta record per player and table
 * (`chip:<guildId>:<channelId>:<userId>` → whole chips), through the store's `MetaStore`, the same
 * path as each channel's table message record. It is a preference, not money: the table validates
 * every bet itself, so a stale or forged value can do no harm, and a failed read or write only
 * brings back the default (the table minimum) — it is logged, never thrown.
 *
 * The values read or written are kept in memory (the most recent `MAX_ENTRIES`), so a button
 * press reads storage at most once per player and table per process.
 */
import { chips as asChips, type Chips } from '../engine/money.js';
import type { Logger } from '../log.js';
import type { MetaStore } from '../store/game-store.js';

const MAX_ENTRIES = 50_000;

export const chipMetaName = (guildId: string, channelId: string, userId: string): string =>
  `chip:${guildId}:${channelId}:${userId}`;

/** A positive whole number of chips from a select value or a stored record; undefined otherwise. */
const wholeChips = (value: unknown): Chips | undefined => {
  const chips = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof chips === 'number' && Number.isSafeInteger(chips) && chips >= 1 ? asChips(chips) : undefined;
};

export interface ChipTable {
  readonly guildId: string;
  readonly channelId: string;
}

export class ChipChoices {
  /** null: storage holds no choice for this player and table. */
  private readonly known = new Map<string, Chips | null>();

  /** Without a store (tests of the router alone), choices live in memory only. */
  constructor(
    private readonly meta?: MetaStore,
    private readonly log?: Logger,
  ) {}

  /**
   * Remembers a player's chip value and resolves once it is stored (so the answer to the player
   * means it survives a restart); ignores anything but a positive whole number.
   */
  async set(table: ChipTable, userId: string, value: unknown): Promise<Chips | undefined> {
    const chips = wholeChips(value);
    if (chips === undefined) return undefined;
    const name = chipMetaName(table.guildId, table.channelId, userId);
    this.keep(name, chips);
    try {
      await this.meta?.setMeta(name, chips);
    } catch (error) {
      this.log?.warn('could not save a chip value', { channelId: table.channelId, error });
    }
    return chips;
  }

  /** The player's chip value at this table, or the table minimum when they never picked one. */
  async get(table: ChipTable, userId: string, tableMinimum: Chips): Promise<Chips> {
    const name = chipMetaName(table.guildId, table.channelId, userId);
    let chips = this.known.get(name);
    if (chips === undefined && this.meta) {
      try {
        chips = wholeChips(await this.meta.getMeta<unknown>(name)) ?? null;
        // A choice made while the read was on its way wins over what storage held before it.
        if (!this.known.has(name)) this.keep(name, chips);
        else chips = this.known.get(name);
      } catch (error) {
        this.log?.warn('could not read a chip value', { channelId: table.channelId, error });
      }
    }
    return chips ?? tableMinimum;
  }

  private keep(name: string, chips: Chips | null): void {
    this.known.delete(name);
    this.known.set(name, chips);
    // Oldest first: a Map iterates in insertion order, so this forgets the least recently used.
    if (this.known.size > MAX_ENTRIES) this.known.delete(this.known.keys().next().value!);
  }
}
