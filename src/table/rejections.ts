/**
 * Why the table refused a command. Domain code returns these instead of throwing; the same codes
 * are the i18n keys of the refusal messages, with `context` as their interpolation values.
 */
export type RejectionCode =
  | 'amount/not-whole-chips'
  | 'amount/not-positive'
  | 'amount/too-large'
  | 'bet/unknown-side'
  | 'bet/below-min'
  | 'bet/above-max'
  | 'bet/tie-below-min-alone'
  | 'bet/tie-below-min-beside'
  | 'bet/tie-above-max'
  | 'bet/not-enough-chips'
  | 'table/closed'
  | 'table/full'
  | 'round/stale'
  | 'round/no-bets'
  | 'round/not-a-player'
  | 'round/nothing-to-clear'
  | 'round/nothing-to-repeat'
  | 'daily/off'
  | 'daily/too-soon'
  | 'admin/not-enough-chips'
  | 'settings/invalid-limits'
  | 'settings/invalid-decks'
  | 'settings/invalid-variant'
  | 'settings/invalid-timer'
  | 'settings/invalid-amount'
  | 'settings/invalid-switch'
  | 'fair/invalid-client-seed';

export interface Rejection {
  readonly ok: false;
  readonly code: RejectionCode;
  /** Interpolation values for the message: limits, amounts, times. */
  readonly context: Readonly<Record<string, string | number>>;
}

export const reject = (code: RejectionCode, context: Record<string, string | number> = {}): Rejection => ({
  ok: false,
  code,
  context,
});
