/**
 * Chemin de fer's own refusal codes, with the context each message needs: seats, the shoe's turn,
 * the bank and the offers against it. The table refuses with them beside the shared ones
 * (src/table/rejections.ts).
 */
import type { Cents, Chips } from '../../../engine/money.js';

export interface CdfRejectionContexts {
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
