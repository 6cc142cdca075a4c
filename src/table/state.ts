/**
 * The records a server's game is made of. Each is one storage record; the store commits the
 * records a command changed as one unit. Money is in integer hundredths of a chip ("cents").
 */
import type { Coup, Outcome } from '../engine/coup.js';
import type { Side, Variant } from '../engine/settle.js';
import type { ShoeSpec } from '../engine/shoe.js';
import type { Limits, Stakes } from './limits.js';
import { TIERS } from './limits.js';

export type Decks = 6 | 8;
export const TABLE_DECKS: readonly Decks[] = [6, 8];

export interface TableSettings {
  readonly variant: Variant;
  readonly decks: Decks;
  readonly limits: Limits;
  /** 0: off. Otherwise the round deals itself this many seconds after its first bet. */
  readonly timerSeconds: number;
  readonly open: boolean;
  /** Post the shoe's scoreboard (roadmaps as a picture) under every round result. */
  readonly roadUnderResults: boolean;
}

export const MAX_TIMER_SECONDS = 600;

export interface GuildSettings {
  readonly startingChips: number;
  /** The daily top-up in whole chips; 0 turns it off. */
  readonly dailyChips: number;
  readonly tableDefaults: TableSettings;
}

export const DEFAULT_GUILD_SETTINGS: GuildSettings = {
  startingChips: 1000,
  dailyChips: 100,
  tableDefaults: {
    variant: 'punto-banco',
    decks: 8,
    limits: TIERS['1-100'],
    timerSeconds: 0,
    open: true,
    roadUnderResults: false,
  },
};

/** A server: its settings and the running totals of chips it has issued and taken back. */
export interface GuildRecord {
  readonly guildId: string;
  readonly settings: GuildSettings;
  /** Starting chips, daily top-ups and admin grants, ever. */
  readonly issuedCents: number;
  /** Chips taken back by admins, ever. */
  readonly takenCents: number;
  /** Every member with a wallet, and every channel with a table: the server's index. */
  readonly members: readonly string[];
  readonly tables: readonly string[];
}

export interface WalletRecord {
  readonly guildId: string;
  readonly userId: string;
  readonly balanceCents: number;
  /** When the daily top-up was last claimed (ms since the epoch), or null. */
  readonly lastDailyAt: number | null;
}

export interface Seat {
  readonly userId: string;
  readonly stakes: Stakes;
}

export interface ShoeState {
  readonly spec: ShoeSpec;
  readonly commitment: string;
  /** Index of the next card to deal. */
  readonly position: number;
  readonly coups: number;
  /** The client seed players chose for the next shoe, once this one's is locked. */
  readonly nextClientSeed: string | null;
}

export interface TableRecord {
  readonly guildId: string;
  readonly channelId: string;
  /** What this table changed from the server's defaults. */
  readonly overrides: Partial<TableSettings>;
  readonly shoe: ShoeState;
  /** Number of the round now open for bets; 1 for a table's first round. */
  readonly round: number;
  /** Players with chips on the table this round, in the order they sat down. */
  readonly seats: readonly Seat[];
  /** When the betting timer deals this round, or null. */
  readonly dealAt: number | null;
  /** Each player's stakes in the last round they played, for Repeat last bet. */
  readonly lastStakes: Readonly<Record<string, Stakes>>;
  /** Shoe numbers whose seeds have been revealed, oldest first. */
  readonly revealedShoes: readonly number[];
}

export const MAX_SEATS = 14;

export interface SeatResult {
  readonly userId: string;
  readonly stakes: Stakes;
  /** What each side handed back: stake plus winnings, the stake on a push, 0 on a loss. */
  readonly returns: Readonly<Record<Side, number>>;
  readonly netCents: number;
  readonly balanceCents: number;
}

/** A settled round, written once and never changed: the ledger's record of what was won and lost. */
export interface RoundRecord {
  readonly guildId: string;
  readonly channelId: string;
  readonly round: number;
  readonly shoeNumber: number;
  readonly coupInShoe: number;
  readonly variant: Variant;
  readonly coup: Coup;
  readonly outcome: Outcome;
  readonly results: readonly SeatResult[];
  readonly dealtAt: number;
}

/** A revealed shoe: its spec rebuilds every card, and `coups` says how many were dealt. */
export interface ShoeArchive {
  readonly guildId: string;
  readonly channelId: string;
  readonly spec: ShoeSpec;
  readonly commitment: string;
  readonly coups: number;
  /** The table rounds its coups were dealt in, first and last (0 when no coup was dealt). */
  readonly firstRound: number;
  readonly revealedAt: number;
}

/**
 * The server's defaults for its tables. Stored over the built-in defaults, so a server record
 * written before a setting existed still has a value for it.
 */
export const tableDefaultsOf = (guild: GuildRecord): TableSettings => ({
  ...DEFAULT_GUILD_SETTINGS.tableDefaults,
  ...guild.settings.tableDefaults,
});

export const effectiveSettings = (guild: GuildRecord, table: TableRecord): TableSettings => ({
  ...tableDefaultsOf(guild),
  ...table.overrides,
});

export const defaultClientSeed = (guildId: string, channelId: string): string => `${guildId}:${channelId}`;

export const stakedCents = (seats: readonly Seat[]): number =>
  seats.reduce((sum, seat) => sum + (seat.stakes.player + seat.stakes.banker + seat.stakes.tie) * 100, 0);
