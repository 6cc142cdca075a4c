/**
 * Baccarat banque's own refusal codes, with the context each message needs: the auction, the
 * queues, stakes and banco against the bank. The table refuses with them beside the shared ones
 * (src/table/rejections.ts).
 */
import type { Cents, Chips } from '../../../engine/money.js';

export interface BanqueRejectionContexts {
  'settings/invalid-auction-time': { readonly min: number; readonly max: number };
  /** A tableau is right or left. */
  'banque/unknown-side': Record<string, never>;
  /** A stake goes on right, left or centre. */
  'banque/unknown-position': Record<string, never>;
  /** Already queued on a tableau: a punter sits in one queue only. */
  'banque/already-seated': Record<string, never>;
  'banque/not-seated': Record<string, never>;
  /** The banker plays against the tableaux: he neither sits, stakes nor calls banco. */
  'banque/banker-cannot-play': Record<string, never>;
  /** No bank runs: the auction is on. */
  'banque/no-bank': Record<string, never>;
  /** A bank runs: no auction until it ends. */
  'banque/bank-running': Record<string, never>;
  'banque/bid-below-min': { readonly min: Chips };
  'banque/bid-above-max': { readonly max: Chips };
  'banque/bid-above-wallet': { readonly balance: Cents };
  /** Only the banker sets the maximum stake or retires. */
  'banque/not-banker': Record<string, never>;
  /** An open bank has no maximum stake. */
  'banque/open-bank': Record<string, never>;
  'banque/max-stake-out-of-range': { readonly min: Chips; readonly max: Chips };
  'banque/stake-below-min': { readonly min: Chips };
  /** Above the banker's maximum stake. */
  'banque/stake-above-max': { readonly max: Chips };
  /** Above all the bank covers beyond its frozen centre items. */
  'banque/stake-above-bank': { readonly max: Chips };
  'banque/banco-off': Record<string, never>;
  /** What the bank covers beyond its frozen items is under the table minimum: no banco. */
  'banque/banco-void': { readonly min: Chips };
  'banque/already-banco': Record<string, never>;
  'banque/nothing-to-withdraw': Record<string, never>;
  /** The banker (retiring) or a card-holder (leaving) is in the coup being played. */
  'banque/in-play': Record<string, never>;
}
