/**
 * The records a server's game is made of. Each is one storage record; the store commits the
 * records a command changed as one unit. Money is branded (see engine/money.ts): balances and
 * payouts in hundredths of a chip (`Cents`), stakes and limits in whole chips (`Chips`).
 */
import type { Coup, Outcome } from '../engine/coup.js';
import { type Cents, type Chips, centsOf, sumCents, sumChips, ZERO_CENTS } from '../engine/money.js';
import type { ShoeSpec } from '../engine/shoe.js';
import type { Limits, Stakes } from './limits.js';
import { MAIN_TIERS } from './limits.js';

export type Decks = 3 | 6 | 8;
export const TABLE_DECKS: readonly Decks[] = [6, 8];

/** Which game a table deals: the id of a module behind the one interface in game.ts. */
export type GameId = string;

export interface TableSettings {
  readonly game: GameId;
  readonly decks: Decks;
  readonly limits: Limits;
  /** 0: off. Otherwise the round deals itself this many seconds after its first bet. */
  readonly timerSeconds: number;
  /** How long a player has for a decision the coup waits for (games that ask for one). */
  readonly decisionSeconds: number;
  readonly open: boolean;
  /** Post the shoe's scoreboard (roadmaps as a picture) under every round result. */
  readonly roadUnderResults: boolean;
  /**
   * Options only one game reads (a variant, a bank's limits, its commission, a drawing rule), by
   * game id, each defined and validated by its game (`Game.options`); absent: the game's defaults.
   * A table's own override holds only the games it set options for; the server's default holds
   * the rest (`effectiveSettings` merges them game by game).
   */
  readonly gameOptions?: Readonly<Record<GameId, unknown>>;
}

export const MAX_TIMER_SECONDS = 600;
export const MIN_DECISION_SECONDS = 5;
export const MAX_DECISION_SECONDS = 120;

/**
 * The settings that decide how a round is played and paid. They are frozen when a round opens
 * (its first bet), so a change an admin makes while bets are on the table applies from the next round.
 */
export type RoundRules = Pick<
  TableSettings,
  'game' | 'limits' | 'timerSeconds' | 'decisionSeconds' | 'gameOptions'
>;
export const ROUND_RULE_FIELDS = [
  'game',
  'limits',
  'timerSeconds',
  'decisionSeconds',
  'gameOptions',
] as const;

/**
 * The language of the server's public messages: one the bot speaks, or 'auto' for Discord's own
 * server locale (which Discord sets to en-US for servers that are not Community servers).
 */
export const SERVER_LANGUAGES = ['auto', 'en', 'nl', 'it', 'ro'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

export interface GuildSettings {
  readonly startingChips: Chips;
  /** The daily top-up in whole chips; 0 turns it off. */
  readonly dailyChips: Chips;
  readonly tableDefaults: TableSettings;
  /** Absent in records written before the setting existed: 'auto'. */
  readonly language?: ServerLanguage;
}

export const DEFAULT_GUILD_SETTINGS: GuildSettings = {
  startingChips: 1000 as Chips,
  dailyChips: 100 as Chips,
  tableDefaults: {
    game: 'punto-banco',
    decks: 8,
    // The side bets' figures are their games': a new server's record takes them with the tier
    // (machine.ts, newGuild); the registry is out of reach here (it imports this file).
    limits: MAIN_TIERS['1-100'],
    timerSeconds: 15,
    decisionSeconds: 20,
    open: true,
    roadUnderResults: false,
  },
};

/** A server: its settings and the running totals of chips it has issued and taken back. */
export interface GuildRecord {
  readonly guildId: string;
  readonly settings: GuildSettings;
  /** Starting chips, daily top-ups and admin grants, ever. */
  readonly issuedCents: Cents;
  /** Chips taken back by admins, ever. */
  readonly takenCents: Cents;
  /**
   * Every channel with a table. Members are not listed here: the store keeps them in an index of
   * its own, so the server record stays the same size however many members it has.
   */
  readonly tables: readonly string[];
}

export interface WalletRecord {
  readonly guildId: string;
  readonly userId: string;
  readonly balanceCents: Cents;
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
  /**
   * Index of the next card to deal, or BEFORE_THE_BURN (0) for a shoe not yet burned: read it
   * with `nextCardAt` (shoes.ts).
   */
  readonly position: number;
  readonly coups: number;
  /** The client seed players chose for the next shoe, once this one's is locked. */
  readonly nextClientSeed: string | null;
}

/** A decision the coup in play waits for: who, which choices, and what happens at the deadline. */
export interface PendingDecision {
  /** Counts the decisions of this coup: a button or timer names the step it was drawn for. */
  readonly step: number;
  readonly userId: string;
  /** What the game calls this decision, for views ('draw-or-stand', …). */
  readonly kind: string;
  readonly choices: readonly string[];
  readonly defaultChoice: string;
  /** ms since the epoch; from then on the default applies. */
  readonly deadline: number;
}

/** A decision once taken, as the round record keeps it. */
export interface DecisionTaken {
  readonly userId: string;
  readonly kind: string;
  readonly choice: string;
  /**
   * 'player': their own choice; 'default': the deadline passed; 'by-the-rule': he plays "selon la
   * règle", so the bot applied the default for him after RULE_PLAY_MS (no absence is counted).
   */
  readonly by: 'player' | 'default' | 'by-the-rule';
}

/** The coup of the open round, dealt and paused for a decision. Part of the committed table. */
export interface CoupInPlay {
  /** Where the coup's first card lies in the shoe. */
  readonly at: number;
  /** The game's own state of the coup, plain JSON. */
  readonly state: unknown;
  readonly decision: PendingDecision;
  readonly taken: readonly DecisionTaken[];
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
  /** The rules of the open round, frozen at its first bet; null while nobody has bet. */
  readonly roundRules: RoundRules | null;
  /** The coup being played, while it waits for a decision; null otherwise. */
  readonly coup: CoupInPlay | null;
  /**
   * Everything a player-banked game holds for players (banks, offers, accepted stakes); 0 where
   * the house banks. The machine keeps it equal to what the game's state says it holds.
   */
  readonly escrowCents: Cents;
  /**
   * A player-banked game's state across coups (seats in passing order, the shoe's holder, the
   * bank, the offers), plain JSON; null for games that keep nothing between rounds.
   */
  readonly gameState: unknown;
  /** When the betting timer deals this round, or null. */
  readonly dealAt: number | null;
  /** Each player's stakes in the last round they played, for Repeat last bet. */
  readonly lastStakes: Readonly<Record<string, Stakes>>;
  /** Shoe numbers whose seeds have been revealed, oldest first. */
  readonly revealedShoes: readonly number[];
  /**
   * Players who play "selon la règle" at this table: the bot takes each of their decisions with
   * the rule's default RULE_PLAY_MS after it opens, unless they answer first.
   */
  readonly byTheRule: readonly string[];
}

/**
 * Added to a decision's deadline for its private prompt to reach the player (it is sent when the
 * decision opens, and arrives within milliseconds on a healthy gateway: `npm run bench -- prompts`),
 * so he keeps the whole decision time, at least MIN_DECISION_SECONDS, once told.
 */
export const PROMPT_REACH_MS = 1_000;

/** How long the bot waits before it plays a decision by the rule for a player who asked it to. */
export const RULE_PLAY_MS = 2_000;

/**
 * The table record as one object literal: every field written out, always in this order. A
 * command builds its table with spreads (`{ ...table, seats }`), which V8 copies in whatever
 * shape it meets; the table a command leaves (`Draft.setTable`), the one it starts from
 * (`runCommand`) and the one the store reads are written out here, so every table the store
 * holds, and every change set carrying one, has a single hidden class with its fields in the
 * object. Without it the record's shape drifted from one pass over the tables to the next, and each new shape threw away the
 * optimized code of the table machine and the store while the bot was busy.
 */
export const tableRecord = (table: TableRecord): TableRecord => {
  // Typed with every field required (an optional one may be undefined): a field added to
  // TableRecord and not written out here fails to compile, rather than being dropped on every load.
  const record: EveryField<TableRecord> = {
    guildId: table.guildId,
    channelId: table.channelId,
    overrides: table.overrides,
    shoe: table.shoe,
    round: table.round,
    seats: table.seats,
    roundRules: table.roundRules,
    coup: table.coup,
    escrowCents: table.escrowCents,
    gameState: table.gameState,
    dealAt: table.dealAt,
    lastStakes: table.lastStakes,
    revealedShoes: table.revealedShoes,
    // Tables written before players could play by the rule have nobody doing so.
    byTheRule: table.byTheRule ?? [],
  };
  return record;
};

/** Every field of `T`, its optional ones included (their value may be undefined). */
type EveryField<T> = { readonly [K in keyof Required<T>]: T[K] };

export const MAX_SEATS = 14;

export interface SeatResult {
  readonly userId: string;
  readonly stakes: Stakes;
  /** What each spot handed back: stake plus winnings, the stake on a push, 0 on a loss. */
  readonly returns: Readonly<Record<string, Cents>>;
  /** Returns minus stakes, before commission. */
  readonly netCents: Cents;
  /** The house's commission on this seat's winnings (0 where the game takes none). */
  readonly commissionCents: Cents;
  readonly balanceCents: Cents;
}

/**
 * A settled round, written once and never changed: the ledger's record of what was won and lost.
 * `coup` is the game's own transcript (the engine's `Coup` for a game dealt by the tableau).
 */
export interface RoundRecord<C = Coup> {
  readonly guildId: string;
  readonly channelId: string;
  readonly round: number;
  readonly shoeNumber: number;
  readonly coupInShoe: number;
  readonly game: GameId;
  /**
   * The options of its game the round was played by (`RoundRules.gameOptions[game]`), as its game
   * reads them; absent when the round's rules held none (the game's defaults).
   */
  readonly gameOptions?: unknown;
  readonly coup: C;
  /** Who won the coup, as roads and statistics count it. */
  readonly outcome: Outcome;
  /** The decisions the coup waited for, in order (none in a house-banked game). */
  readonly decisions: readonly DecisionTaken[];
  readonly results: readonly SeatResult[];
  /** Commission the house took this round: the ledger's house-take term. */
  readonly houseTakeCents: Cents;
  /**
   * The rate of the house's commission the coup was paid at, in basis points (`Game.commissionBp`
   * under the round's rules): the house's rate on a Banker win, or the table's rate on a
   * player-banker's win. A result or a replay reads it here, never from the table's settings,
   * which may have changed since.
   */
  readonly commissionBp: number;
  readonly dealtAt: number;
}

/** A revealed shoe: its spec rebuilds every card, and `coups` says how many were dealt. */
export interface ShoeArchive {
  readonly guildId: string;
  readonly channelId: string;
  /** The game its coups were dealt by. */
  readonly game: GameId;
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

/** The language the server chose for its public messages ('auto': Discord's server locale). */
export const serverLanguageOf = (guild: GuildRecord): ServerLanguage => guild.settings.language ?? 'auto';

/** The table's settings as they stand now: what the next round will use. */
export const effectiveSettings = (guild: GuildRecord, table: TableRecord): TableSettings => {
  const defaults = tableDefaultsOf(guild);
  const settings = { ...defaults, ...table.overrides };
  // Game by game: the table's own options for one game leave the server's for the others in force.
  if (!defaults.gameOptions || !table.overrides.gameOptions) return settings;
  return { ...settings, gameOptions: { ...defaults.gameOptions, ...table.overrides.gameOptions } };
};

/** The rules the open round plays by: frozen at its first bet, else the settings as they stand. */
export const rulesInPlay = (guild: GuildRecord, table: TableRecord): RoundRules =>
  table.roundRules ?? pickRoundRules(effectiveSettings(guild, table));

export const pickRoundRules = (settings: TableSettings): RoundRules => ({
  game: settings.game,
  limits: settings.limits,
  timerSeconds: settings.timerSeconds,
  decisionSeconds: settings.decisionSeconds,
  ...(settings.gameOptions ? { gameOptions: settings.gameOptions } : {}),
});

/**
 * A round is under way once it has bets, a coup in play or players' money held by the game (an
 * open bank): its rules no longer change.
 */
export const roundUnderWay = (table: TableRecord): boolean =>
  table.seats.length > 0 || table.coup !== null || (table.escrowCents ?? 0) > 0;

export const defaultClientSeed = (guildId: string, channelId: string): string => `${guildId}:${channelId}`;

/** Every chip staked on a seat, in cents. */
export const seatCents = (seat: Seat): Cents => centsOf(sumChips(Object.values(seat.stakes)));

/** Chips on the table's spots this round. */
export const stakedCents = (seats: readonly Seat[]): Cents => sumCents(seats.map(seatCents));

/** Everything the table holds that belongs to players: stakes on the spots and banks in escrow. */
export const heldByTable = (table: TableRecord | undefined): Cents =>
  table ? ((stakedCents(table.seats) + (table.escrowCents ?? ZERO_CENTS)) as Cents) : ZERO_CENTS;

/** What the table's settings say now but the open round or the shoe in play does not use yet. */
export const pendingSettings = (
  guild: GuildRecord,
  table: TableRecord,
): readonly { readonly setting: keyof TableSettings; readonly from: 'next-round' | 'next-shoe' }[] => {
  const current = effectiveSettings(guild, table);
  const pending: { setting: keyof TableSettings; from: 'next-round' | 'next-shoe' }[] = [];
  const frozen = table.roundRules;
  if (frozen)
    for (const field of ROUND_RULE_FIELDS)
      if (JSON.stringify(current[field]) !== JSON.stringify(frozen[field]))
        pending.push({ setting: field, from: 'next-round' });
  if (current.decks !== table.shoe.spec.decks) pending.push({ setting: 'decks', from: 'next-shoe' });
  return pending;
};
