/**
 * Why the table refused a command. Domain code returns these instead of throwing; the codes are
 * the i18n keys of the refusal messages, and each code has its own typed context: the figures its
 * message needs, each in the unit it counts (whole chips for limits, cents for balances).
 */
import type { Cents, Chips } from '../engine/money.js';
import type { GameRejectionContexts } from '../games/answers.js';

/**
 * The refusal codes every game shares (amounts, bets, the table, rounds, decisions, settings), with
 * the context each message needs.
 */
export interface SharedRejectionContexts {
  'amount/not-whole-chips': Record<string, never>;
  'amount/not-positive': Record<string, never>;
  'amount/too-large': { readonly max: Chips };
  'bet/unknown-side': Record<string, never>;
  'bet/below-min': { readonly min: Chips };
  'bet/above-max': { readonly max: Chips };
  'bet/tie-below-min-alone': { readonly min: Chips };
  'bet/tie-below-min-beside': { readonly min: Chips };
  'bet/tie-above-max': { readonly max: Chips };
  /** A side bet (a spot with limits of its own, `Game.sideBets`) out of them. */
  'bet/side-below-min': { readonly spot: string; readonly min: Chips };
  'bet/side-above-max': { readonly spot: string; readonly max: Chips };
  'bet/not-enough-chips': { readonly balance: Cents; readonly needed: Cents };
  /**
   * A banco (or avec la table) costs what the bank sets, not what the player chose, and his wallet
   * holds less: what he could do instead, `avec` (half the bank, in a game offering it, when he can pay it) and
   * the largest stake he could place (`stakeUpTo`), each null when he cannot.
   */
  'bet/banco-above-wallet': {
    readonly balance: Cents;
    readonly needed: Cents;
    readonly kind: 'banco' | 'avec-la-table';
    readonly avec: Chips | null;
    readonly stakeUpTo: Chips | null;
  };
  'table/closed': Record<string, never>;
  'table/full': { readonly seats: number };
  /** The command was meant for another game than the one the table deals (`game`, its id). */
  'table/other-game': { readonly game: string };
  'round/stale': { readonly round: number };
  'round/no-bets': Record<string, never>;
  'round/not-a-player': Record<string, never>;
  'round/nothing-to-clear': Record<string, never>;
  'round/nothing-to-repeat': Record<string, never>;
  /** The coup is dealt and waits for a decision: bets, deals and shoe changes wait too. */
  'round/coup-in-play': Record<string, never>;
  'decision/none-pending': Record<string, never>;
  /** A decision button or timer drawn for an earlier step of the coup. */
  'decision/stale': Record<string, never>;
  'decision/not-yours': Record<string, never>;
  /** `choices` the decision allows; `kind` what the game calls it (its rule), so a view can name the buttons. */
  'decision/invalid-choice': { readonly choices: readonly string[]; readonly kind: string };
  /** The deadline timer fired before the deadline (a clock that runs ahead). */
  'decision/not-due': { readonly deadline: number };
  'daily/off': Record<string, never>;
  'daily/too-soon': { readonly nextAt: number };
  'admin/not-enough-chips': { readonly balance: Cents };
  'settings/invalid-limits': {
    readonly reason?: 'tier' | 'whole' | 'min-max' | 'tie-min-max' | 'side-min-max';
  };
  /** The deck counts the table's game deals from. */
  'settings/invalid-decks': { readonly decks: readonly number[] };
  'settings/invalid-game': Record<string, never>;
  'settings/invalid-timer': { readonly max: number };
  'settings/invalid-decision-time': { readonly min: number; readonly max: number };
  'settings/invalid-amount': { readonly max: Chips };
  'settings/invalid-switch': Record<string, never>;
  'settings/invalid-language': Record<string, never>;
  'fair/invalid-client-seed': Record<string, never>;
  /** This table's game has no actions of its own (a house-banked game): use bets and deals. */
  'game/no-actions': Record<string, never>;
  /** The game does not know this action, or its shape is wrong. */
  'game/invalid-action': Record<string, never>;
  'settings/invalid-bank': Record<string, never>;
}

/** Every refusal code with the context its message needs: the shared ones and each game's own. */
export interface RejectionContexts extends SharedRejectionContexts, GameRejectionContexts {}

export type RejectionCode = keyof RejectionContexts;
/** A code every game shares, which the shell words itself. */
export type SharedRejectionCode = keyof SharedRejectionContexts;

/** One refusal: its code and that code's context, as a discriminated union. */
export type Rejection = {
  readonly [C in RejectionCode]: {
    readonly ok: false;
    readonly code: C;
    readonly context: RejectionContexts[C];
  };
}[RejectionCode];

/** A refusal of a code every game shares. */
export type SharedRejection = RejectionOf<SharedRejectionCode>;

/** The refusal of one code, for functions that return only that one. */
export type RejectionOf<C extends RejectionCode> = Extract<Rejection, { code: C }>;

type ContextArgs<C extends RejectionCode> =
  RejectionContexts[C] extends Record<string, never>
    ? []
    : Partial<RejectionContexts[C]> extends RejectionContexts[C]
      ? [context?: RejectionContexts[C]]
      : [context: RejectionContexts[C]];

export const reject = <C extends RejectionCode>(code: C, ...[context]: ContextArgs<C>): RejectionOf<C> =>
  ({ ok: false, code, context: context ?? {} }) as unknown as RejectionOf<C>;
