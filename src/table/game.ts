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
import type { Limits, Stakes } from './limits.js';
import type { Rejection } from './rejections.js';
import type { GameId, RoundRules, Seat } from './state.js';

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
  /** Applies a decision (the player's, or the default at the deadline) to a paused coup. */
  decide(input: CoupInput, state: State, choice: string): CoupStep<State, Coup>;
  /** What every seat gets back; pure integers. */
  settle(coup: Coup, seats: readonly Seat[], rules: RoundRules): readonly SeatSettlement[];
  /** Who won, as roads and statistics count it. */
  outcomeOf(coup: Coup): Outcome;
  /** The format id of this game's shoe export (`sabot-shoe/1` for Punto Banco). */
  readonly exportFormat: string;
  /** A revealed shoe as its export: the shoe rebuilt from its seeds, and the coups dealt from it in order. */
  exportShoe(shoe: Shoe, coups: readonly Coup[]): unknown;
}

/** The games a table machine knows, by id. */
export type GameRegistry = ReadonlyMap<GameId, Game>;
