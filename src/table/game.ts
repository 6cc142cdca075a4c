/**
 * The seam between the table and a game. The table machine keeps what every game shares — seats,
 * the betting window, timers, the wallets, round records, the shoe's life — and asks the game for
 * what only the game knows: which spots take stakes and within which limits, how a coup is dealt
 * from the shoe's cards, which decisions it waits for, and what each stake returns.
 *
 * A game is plain data and pure functions (like a boardgame.io game config): no I/O, no clock. A
 * coup either finishes at once or pauses for a decision; the pause is committed with the table,
 * so a restart resumes the same wait, and the table applies the default at the deadline.
 */
import type { Outcome } from '../engine/coup.js';
import type { Cents } from '../engine/money.js';
import type { Shoe } from '../engine/shoe.js';
import type { TableEvent } from './events.js';
import {
  type LimitField,
  type Limits,
  MAIN_LIMIT_FIELDS,
  type SideBetLimits,
  type Stakes,
  sideBetFields,
} from './limits.js';
import type { Rejection } from './rejections.js';
import {
  type DecisionTaken,
  type Decks,
  type GameId,
  type RoundRules,
  type Seat,
  type SeatResult,
  TABLE_DECKS,
} from './state.js';

/** A decision a coup waits for: the table adds the step number and the deadline. */
export interface DecisionRequest {
  /** The seated player who must decide. */
  readonly userId: string;
  /** What the game calls this decision, for views ('draw-or-stand', …). */
  readonly kind: string;
  readonly choices: readonly string[];
  /** What the table applies when the deadline passes. */
  readonly defaultChoice: string;
}

/** Where a coup stands after the game has dealt or applied a decision. */
export type CoupStep<State, Coup> =
  | { readonly kind: 'waiting'; readonly state: State; readonly decision: DecisionRequest }
  | { readonly kind: 'finished'; readonly coup: Coup; readonly cardsUsed: number };

/** What a game deals from: the shoe's cards, where the coup starts, who is seated and the rules. */
export interface CoupInput {
  readonly cards: Uint8Array;
  readonly at: number;
  readonly seats: readonly Seat[];
  readonly rules: RoundRules;
  /** The table's game state across coups (`TableRecord.gameState`); null for a game that keeps none. */
  readonly gameState: unknown;
}

/** What one seat gets back from a settled coup. */
export interface SeatSettlement {
  readonly userId: string;
  /** Per spot: stake plus winnings, the stake on a push, 0 on a loss. */
  readonly returns: Readonly<Record<string, Cents>>;
  /** The house's commission on this seat's winnings, taken from what is paid. */
  readonly commissionCents: Cents;
}

export interface Game<State = unknown, Coup = unknown> {
  readonly id: GameId;
  /** The spots a stake can go on, in the order the table shows them. */
  readonly spots: readonly string[];
  /** Checks a seat's stakes (with a new stake added) against the round's limits. */
  checkStakes(limits: Limits, stakes: Stakes): Rejection | undefined;
  /** Deals a coup from `input.cards` at `input.at`. */
  begin(input: CoupInput): CoupStep<State, Coup>;
  /** Applies a decision (the player's, or the default at the deadline: `by`) to a paused coup. */
  decide(input: CoupInput, state: State, choice: string, by?: 'player' | 'default'): CoupStep<State, Coup>;
  /** What every seat gets back; pure integers. */
  settle(coup: Coup, seats: readonly Seat[], rules: RoundRules): readonly SeatSettlement[];
  /**
   * The rate of the house's commission a coup is paid at under `rules`, in basis points (0 for a
   * game that takes none): what the round record keeps beside the commission itself.
   */
  commissionBp(rules: RoundRules): number;
  /** Who won, as roads and statistics count it. */
  outcomeOf(coup: Coup): Outcome;
  /** The format id of this game's shoe export (`sabot-shoe/1`, …). */
  readonly exportFormat: string;
  /** A revealed shoe as its export: the shoe rebuilt from its seeds, and the coups dealt from it in order. */
  exportShoe(shoe: Shoe, coups: readonly Coup[]): unknown;
  /** Present for player-banked games: players' own actions, money held across coups, settlement. */
  readonly banked?: BankedGame<Coup>;
  /** Present for games with options of their own (a variant, a bank's limits, a drawing rule). */
  readonly options?: GameOptions;
  /** The deck counts the game deals from; absent: the table's standard 6 or 8. */
  readonly decks?: GameDecks;
  /**
   * Which of the table's main limits the game reads, in the order the settings show them; absent:
   * all five (Player and Banker, and the Tie limits).
   */
  readonly limits?: readonly LimitField[];
  /**
   * The game's side bets with limits of their own (a bet on a three-card 7, say): the fields
   * the table stores them under, their figures in each tier and what an unset one reads. The
   * table validates and stores every game's; `/table limits` offers them.
   */
  readonly sideBets?: readonly SideBetLimits[];
}

export type { LimitField } from './limits.js';

export const LIMIT_FIELDS: readonly LimitField[] = MAIN_LIMIT_FIELDS;

/** The table limits `game` plays by: its main limits, then its side bets'. */
export const limitsOf = (game: Pick<Game, 'limits' | 'sideBets'>): readonly LimitField[] => [
  ...(game.limits ?? LIMIT_FIELDS),
  ...sideBetFields(game.sideBets ?? []),
];

/** Every side bet of every game in `games`, in the registry's order. */
export const sideBetsOf = (games: GameRegistry): readonly SideBetLimits[] =>
  [...games.values()].flatMap((game) => game.sideBets ?? []);

/** The deck counts a game deals from, and the one a table takes when it switches to the game. */
export interface GameDecks {
  readonly allowed: readonly Decks[];
  readonly default: Decks;
}

export const STANDARD_DECKS: GameDecks = { allowed: TABLE_DECKS, default: 8 };

export const decksOf = (game: Pick<Game, 'decks'>): GameDecks => game.decks ?? STANDARD_DECKS;

/** The deck count a shoe of `game` is built with: the table's, or the game's default when it does not deal that many. */
export const shoeDecks = (game: Pick<Game, 'decks'>, decks: Decks): Decks => {
  const { allowed, default: fallback } = decksOf(game);
  return allowed.includes(decks) ? decks : fallback;
};

/**
 * The deck count a table takes when it switches from game `from` to game `to` without being told
 * one: a table at the old game's own default takes the new game's default (a table at 8 decks
 * turned to a game dealing 6 by default deals 6, and 8 again once turned back); a count an admin
 * chose stays wherever the new game deals it.
 */
export const switchedDecks = (from: Pick<Game, 'decks'>, to: Pick<Game, 'decks'>, decks: Decks): Decks =>
  decks === decksOf(from).default ? decksOf(to).default : shoeDecks(to, decks);

/** Chips moving between a player's wallet and the table: positive into the wallet, negative out of it. */
export interface WalletMove {
  readonly userId: string;
  readonly cents: Cents;
}

/**
 * What a player-banked game asks of the table after an action: its new state, the chips to move
 * between wallets and the table, and what happened. The game never touches a wallet itself: the
 * machine moves the chips, keeps `escrowCents` equal to what `holdings(state)` adds up to, and
 * checks the books, player by player.
 */
export interface BankedStep {
  readonly state: unknown;
  readonly moves: readonly WalletMove[];
  readonly events: readonly TableEvent[];
  /** The step opened betting (a first offer): the table arms its betting timer if it has one. */
  readonly armTimer?: boolean;
}

/** What a banked game sees when a player acts. */
export interface BankedInput {
  /** The table's game state; null before the game's first action at this table. */
  readonly state: unknown;
  readonly rules: RoundRules;
  /** A closed table takes no new banks or offers; leaving and taking back still work. */
  readonly open: boolean;
  /** Who acts, and their wallet's balance now (opened if they had none). */
  readonly userId: string;
  readonly balanceCents: Cents;
  /** The command's time (ms since the epoch), for deadlines the game's state keeps. */
  readonly now: number;
}

/** A settled coup of a banked game: the step, and one result per participant, banker included. */
export interface BankedSettlement extends BankedStep {
  /** `balanceCents` is filled in by the table once the chips have moved. */
  readonly results: readonly Omit<SeatResult, 'balanceCents'>[];
}

export interface BankedGame<Coup> {
  /**
   * What the state holds for each player, in cents (his bank, bids, offers, stakes accepted or
   * frozen): the table keeps its escrow equal to their sum, and checks each player's share of
   * every step against the chips moved for him.
   */
  holdings(state: unknown): ReadonlyMap<string, Cents>;
  /** Every player the state names (whose wallets an action, a deal or a settlement may touch). */
  playersOf(state: unknown): readonly string[];
  /** A player's own action, validated by the game: `action` comes from a user and is `unknown`. */
  act(input: BankedInput, action: unknown): BankedStep | Rejection;
  /**
   * Closes the betting for a deal (`userId` null: the table's timer): accepts the offers, refunds
   * the rest. `dealt` false: nothing was accepted, so no coup is dealt (the step still applies).
   */
  closeBetting(
    input: Omit<BankedInput, 'userId' | 'balanceCents' | 'open'> & { readonly userId: string | null },
  ): (BankedStep & { readonly dealt: boolean }) | Rejection;
  /** Settles a finished coup against the state the deal left, knowing how its decisions were taken. */
  settleCoup(
    coup: Coup,
    state: unknown,
    rules: RoundRules,
    decisions: readonly DecisionTaken[],
  ): BankedSettlement;
  /**
   * When the game's state waits for a time of its own between coups (a bank passed on), or
   * null. The table keeps it as its deal time (`dealAt`), so the betting timer fires it, survives
   * restarts the same way, and its `deal` (userId null) reaches `closeBetting`.
   */
  deadlineOf(state: unknown): number | null;
  /**
   * The table closes, or switches to another game, between coups: everything the state holds goes
   * home (the bank to its banker, offers to their owners) and nothing stays on offer.
   */
  close(state: unknown): BankedStep;
  /**
   * The shoe is over (its cut card came out, or a new shoe was asked for) between coups: what the
   * game does then (a bank held for the shoe ends with it), or null for nothing.
   */
  shoeEnded?(state: unknown, rules: RoundRules): BankedStep | null;
}

/** The games a table machine knows, by id. */
export type GameRegistry = ReadonlyMap<GameId, Game>;

/**
 * A game's own table options: the setting names it reads, and how a change to them is validated.
 * The machine stores the result under `TableSettings.gameOptions[game id]`.
 */
export interface GameOptions {
  readonly fields: readonly string[];
  /** The options after `changes` over `current` (what the table has stored, if anything), or a refusal. */
  parse(changes: Readonly<Record<string, unknown>>, current: unknown): unknown;
  /**
   * For a game whose options were stored among the shared settings before games had options of
   * their own: those settings' names, and the options they held (undefined when they hold none).
   * Settings read from storage are moved under the game's id (`withEarlierOptions`).
   */
  readonly earlier?: {
    readonly fields: readonly string[];
    read(stored: Readonly<Record<string, unknown>>): unknown;
  };
}
