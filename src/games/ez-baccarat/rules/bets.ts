/**
 * EZ Baccarat: Punto Banco's cards and tableau (the coup is dealCoup's, unchanged) with no
 * commission on the Banker, and two side bets. What each spot returns, in exact integers:
 *
 * - Player pays 1:1. Banker pays 1:1, except that a Banker win on three cards totalling 7 (a
 *   "Dragon 7") pushes it: the stake comes back. On a tie both push, as in Punto Banco.
 * - Tie pays 8:1, as in Punto Banco.
 * - Dragon 7 pays 40:1 when the Banker wins on three cards totalling 7; anything else loses it.
 * - Panda 8 pays 25:1 when the Player wins on three cards totalling 8; anything else loses it.
 *
 * Pure: no I/O. Stakes are whole chips, returns hundredths of a chip (money.ts).
 */
import type { Coup, Outcome } from '../../../engine/coup.js';
import {
  CENTS_PER_CHIP,
  type Cents,
  type Chips,
  centsAt,
  centsOf,
  subCents,
  ZERO_CHIPS,
} from '../../../engine/money.js';

/** The game's id in table settings and on the odds tool's command line. */
export const EZ_BACCARAT = 'ez-baccarat';

export type EzSpot = 'player' | 'banker' | 'tie' | 'dragon-7' | 'panda-8';
/** Every spot, in the order a table shows them. */
export const EZ_SPOTS: readonly EzSpot[] = ['player', 'banker', 'tie', 'dragon-7', 'panda-8'];
/** The side bets: each has limits of its own. */
export const EZ_SIDE_BETS: readonly EzSpot[] = ['dragon-7', 'panda-8'];

/** What settling an EZ coup needs: who won, and whether the win was a Dragon 7 or a Panda 8. */
export interface EzResult {
  readonly outcome: Outcome;
  /** The Banker won holding three cards that total 7. */
  readonly dragon7: boolean;
  /** The Player won holding three cards that total 8. */
  readonly panda8: boolean;
}

/**
 * The parts of a Punto Banco coup EZ Baccarat settles on: who won, the totals, and how many cards
 * each hand holds (a dealt coup's cards, or an exported round's card codes).
 */
export type EzCoup = Pick<Coup, 'outcome' | 'playerTotal' | 'bankerTotal'> & {
  readonly player: readonly unknown[];
  readonly banker: readonly unknown[];
};

/** A Punto Banco coup (dealCoup's) as EZ Baccarat reads it. */
export const ezResultOf = (coup: EzCoup): EzResult => ({
  outcome: coup.outcome,
  dragon7: coup.outcome === 'banker' && coup.banker.length === 3 && coup.bankerTotal === 7,
  panda8: coup.outcome === 'player' && coup.player.length === 3 && coup.playerTotal === 8,
});

/** Cents handed back per chip on a win, the chip included: 1:1, 8:1, 40:1, 25:1. */
const EVEN_MONEY = 200;
const TIE_8_TO_1 = 900;
const DRAGON_40_TO_1 = 4_100;
const PANDA_25_TO_1 = 2_600;
/** The stake alone: a push. */
const PUSH = CENTS_PER_CHIP;
const LOST = 0;

/** Cents handed back per chip staked on `spot` when the coup ends in `result`. */
export const ezReturnPerChip = (spot: EzSpot, result: EzResult): number => {
  switch (spot) {
    case 'player':
      return result.outcome === 'player' ? EVEN_MONEY : result.outcome === 'tie' ? PUSH : LOST;
    case 'banker':
      if (result.outcome === 'banker') return result.dragon7 ? PUSH : EVEN_MONEY;
      return result.outcome === 'tie' ? PUSH : LOST;
    case 'tie':
      return result.outcome === 'tie' ? TIE_8_TO_1 : LOST;
    case 'dragon-7':
      return result.dragon7 ? DRAGON_40_TO_1 : LOST;
    case 'panda-8':
      return result.panda8 ? PANDA_25_TO_1 : LOST;
  }
};

/**
 * The amount handed back for `stake` whole chips on `spot`, in cents: stake plus winnings on a
 * win, the stake alone on a push, nothing on a loss.
 */
export const ezReturnCents = (spot: EzSpot, stake: Chips, result: EzResult): Cents =>
  centsAt(stake, ezReturnPerChip(spot, result));

/** Net result of a stake in cents: positive won, zero pushed, negative lost. */
export const ezNetCents = (spot: EzSpot, stake: Chips, result: EzResult): Cents =>
  subCents(ezReturnCents(spot, stake, result), centsOf(stake));

/** What every spot returns for one seat's stakes (a spot left empty returns 0). No commission is taken. */
export const ezReturns = (
  stakes: Readonly<Partial<Record<EzSpot, Chips>>>,
  result: EzResult,
): Readonly<Record<EzSpot, Cents>> => {
  const returns = {} as Record<EzSpot, Cents>;
  for (const spot of EZ_SPOTS) returns[spot] = ezReturnCents(spot, stakes[spot] ?? ZERO_CHIPS, result);
  return returns;
};
