/**
 * Settlement in exact integers. Stakes are whole chips; everything returned is in hundredths of a
 * chip ("cents"), so the Banker's 19:20 and Punto 2000's 1:2 are exact with no floating point.
 */
import type { Outcome, Side } from '../../../engine/coup.js';
import {
  basisPointsOf,
  CENTS_PER_CHIP,
  type Cents,
  type Chips,
  centsAt,
  centsOf,
  subCents,
} from '../../../engine/money.js';

/** Punto Banco: Banker pays 19:20. Punto 2000: both 1:1, but a Banker win on 6 pays 1:2. */
export type Variant = 'punto-banco' | 'punto-2000';
export const VARIANTS: readonly Variant[] = ['punto-banco', 'punto-2000'];

/** What a settled coup needs to know to pay: who won, and the Banker's total (for Punto 2000). */
export interface CoupResult {
  readonly outcome: Outcome;
  readonly bankerTotal: number;
}

/**
 * The house's commission on a winning Banker bet, in basis points of its winnings: 5 % in Punto
 * Banco (the 19:20 below is even money less it), none in Punto 2000. A round record keeps the
 * rate its coup was paid at.
 */
export const BANKER_COMMISSION_BP: Readonly<Record<Variant, number>> = {
  'punto-banco': 500,
  'punto-2000': 0,
};

/** Cents handed back per chip on a winning bet, the chip included: 1:1, 19:20, 1:2 and 8:1. */
const EVEN_MONEY = 200;
/** Even money less the commission on the chip won: 200 − 5 = 195. */
const BANKER_19_TO_20 = EVEN_MONEY - basisPointsOf(centsOf(1 as Chips), BANKER_COMMISSION_BP['punto-banco']);
const PUNTO_2000_BANKER_SIX = 150;
const TIE_8_TO_1 = 900;

/**
 * The amount handed back for a bet of `stake` whole chips, in cents: stake plus winnings on a win,
 * the stake alone when a Player or Banker bet stands off on a tie, nothing on a loss. Player 1:1;
 * Banker 19:20 or, in Punto 2000, 1:1 except 1:2 on a Banker 6; Tie 8:1.
 */
export const returnCents = (variant: Variant, side: Side, stake: number, result: CoupResult): Cents =>
  centsAt(stake as Chips, returnPerChip(variant, side, result));

/** Cents handed back per chip staked on `side`. */
const returnPerChip = (variant: Variant, side: Side, result: CoupResult): number => {
  const outcome = result.outcome;
  if (outcome !== side) return outcome === 'tie' ? CENTS_PER_CHIP : 0;
  if (side === 'player') return EVEN_MONEY;
  if (side === 'tie') return TIE_8_TO_1;
  if (variant === 'punto-2000') return result.bankerTotal === 6 ? PUNTO_2000_BANKER_SIX : EVEN_MONEY;
  return BANKER_19_TO_20;
};

/** Net result of a bet in cents: positive won, zero pushed, negative lost. */
export const netCents = (variant: Variant, side: Side, stake: number, result: CoupResult): number =>
  subCents(returnCents(variant, side, stake, result), centsOf(stake as Chips));
