/**
 * The exact odds of Punto Banco's and Punto 2000's bets for any shoe composition: the engine's
 * enumeration counts the coups (engine/odds.ts) and settle.ts pays each result class, so the odds
 * quoted describe the game the dealer actually deals and pays. Pure: no I/O.
 */
import type { Outcome, Side } from '../../../engine/coup.js';
import { SIDES } from '../../../engine/coup.js';
import {
  countOutcomes,
  type Expectation,
  expectationPerChip,
  type OutcomeCounts,
  type Rational,
  rational,
} from '../../../engine/odds.js';
import { type CoupResult, netCents, VARIANTS, type Variant } from './settle.js';

/** One bet's exact expected value per unit staked (pushes count zero), and the house edge (−EV). */
export interface BetOdds extends Expectation {
  readonly variant: Variant;
  readonly side: Side;
}

/**
 * The four result classes the payouts distinguish, with a representative coup each: settle.ts
 * reads the Banker total only to tell a Banker 6 from any other Banker win.
 */
const resultClasses = (outcomes: OutcomeCounts): readonly { count: bigint; result: CoupResult }[] => {
  const win = (outcome: Outcome, bankerTotal: number): CoupResult => ({ outcome, bankerTotal });
  return [
    { count: outcomes.banker - outcomes.bankerSix, result: win('banker', 7) },
    { count: outcomes.bankerSix, result: win('banker', 6) },
    { count: outcomes.player, result: win('player', 0) },
    { count: outcomes.tie, result: win('tie', 0) },
  ];
};

/** Exact EV and house edge of one bet, paid by settle.ts over the counted sequences. */
export const betOdds = (outcomes: OutcomeCounts, variant: Variant, side: Side): BetOdds => ({
  variant,
  side,
  ...expectationPerChip(resultClasses(outcomes), outcomes.sequences, (result) =>
    netCents(variant, side, 1, result),
  ),
});

/** Everything exact about one composition: counts, probabilities and every bet in both variants. */
export interface ShoeOdds {
  readonly composition: readonly number[];
  readonly outcomes: OutcomeCounts;
  readonly probabilities: Readonly<Record<'banker' | 'player' | 'tie' | 'bankerSix', Rational>>;
  /** For each variant in VARIANTS order, each side in SIDES order. */
  readonly bets: readonly BetOdds[];
}

/** The exact odds of the next coup dealt from a shoe holding `counts` cards per point 0–9. */
export const exactOdds = (counts: readonly number[]): ShoeOdds => {
  const outcomes = countOutcomes(counts);
  const probability = (count: bigint): Rational => rational(count, outcomes.sequences);
  return {
    composition: [...counts],
    outcomes,
    probabilities: {
      banker: probability(outcomes.banker),
      player: probability(outcomes.player),
      tie: probability(outcomes.tie),
      bankerSix: probability(outcomes.bankerSix),
    },
    bets: VARIANTS.flatMap((variant) => SIDES.map((side) => betOdds(outcomes, variant, side))),
  };
};
