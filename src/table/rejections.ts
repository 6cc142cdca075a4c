/**
 * Why the table refused a command. Domain code returns these instead of throwing; the codes are
 * the i18n keys of the refusal messages, and each code has its own typed context: the figures its
 * message needs, each in the unit it counts (whole chips for limits, cents for balances).
 */
import type { Cents, Chips } from '../engine/money.js';

/** Every refusal code with the context its message needs. */
export interface RejectionContexts {
  'amount/not-whole-chips': Record<string, never>;
  'amount/not-positive': Record<string, never>;
  'amount/too-large': { readonly max: Chips };
  'bet/unknown-side': Record<string, never>;
  'bet/below-min': { readonly min: Chips };
  'bet/above-max': { readonly max: Chips };
  'bet/tie-below-min-alone': { readonly min: Chips };
  'bet/tie-below-min-beside': { readonly min: Chips };
  'bet/tie-above-max': { readonly max: Chips };
  'bet/not-enough-chips': { readonly balance: Cents; readonly needed: Cents };
  'table/closed': Record<string, never>;
  'table/full': { readonly seats: number };
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
  'decision/invalid-choice': { readonly choices: readonly string[] };
  /** The deadline timer fired before the deadline (a clock that runs ahead). */
  'decision/not-due': { readonly deadline: number };
  'daily/off': Record<string, never>;
  'daily/too-soon': { readonly nextAt: number };
  'admin/not-enough-chips': { readonly balance: Cents };
  'settings/invalid-limits': { readonly reason?: 'tier' | 'whole' | 'min-max' | 'tie-min-max' };
  'settings/invalid-decks': Record<string, never>;
  'settings/invalid-variant': Record<string, never>;
  'settings/invalid-game': Record<string, never>;
  'settings/invalid-timer': { readonly max: number };
  'settings/invalid-decision-time': { readonly min: number; readonly max: number };
  'settings/invalid-amount': { readonly max: Chips };
  'settings/invalid-switch': Record<string, never>;
  'settings/invalid-language': Record<string, never>;
  'fair/invalid-client-seed': Record<string, never>;
  /** This table's game has no actions of its own (Punto Banco): use bets and deals. */
  'game/no-actions': Record<string, never>;
  /** The game does not know this action, or its shape is wrong. */
  'game/invalid-action': Record<string, never>;
  'settings/invalid-bank': Record<string, never>;
  'cdf/not-seated': Record<string, never>;
  'cdf/already-seated': Record<string, never>;
  /** The shoe (or the bank) belongs to another seat just now. */
  'cdf/not-your-turn': Record<string, never>;
  /** No bank is open to bet against. */
  'cdf/no-bank': Record<string, never>;
  /** A bank is already open: the shoe's holder cannot open or decline it again. */
  'cdf/bank-open': Record<string, never>;
  /** The banker cannot stake against his own bank. */
  'cdf/banker-cannot-bet': Record<string, never>;
  /** Someone ahead in priority (or holding banco suivi) has already called banco. */
  'cdf/banco-taken': Record<string, never>;
  'cdf/already-offered': Record<string, never>;
  'cdf/no-offer': Record<string, never>;
  'cdf/bank-below-min': { readonly min: Chips };
  'cdf/bank-above-max': { readonly max: Chips };
  'cdf/bank-above-wallet': { readonly balance: Cents };
  'cdf/stake-below-min': { readonly min: Chips };
  /** A stake above all the bank covers. */
  'cdf/stake-above-bank': { readonly max: Chips };
  /** The banker, or a player with chips in the coup being played, cannot leave until it settles. */
  'cdf/in-play': Record<string, never>;
}

export type RejectionCode = keyof RejectionContexts;

/** One refusal: its code and that code's context, as a discriminated union. */
export type Rejection = {
  readonly [C in RejectionCode]: {
    readonly ok: false;
    readonly code: C;
    readonly context: RejectionContexts[C];
  };
}[RejectionCode];

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
