/**
 * Exact odds of EZ Baccarat for any shoe composition: the same count of ordered six-card sequences
 * as Punto Banco's (engine/odds.ts, whose one enumeration also tallies the Banker's three-card 7s
 * and the Player's three-card 8s), paid by rules.ts, so the figures describe the game the table
 * settles. Pure: no I/O.
 */
import { chips } from '../../../engine/money.js';
import {
  countDetailedOutcomes,
  type DetailedOutcomeCounts,
  type Expectation,
  expectationPerChip,
  type Rational,
  rational,
} from '../../../engine/odds.js';
import { EZ_SPOTS, type EzResult, type EzSpot, ezNetCents } from './bets.js';

/** How many ordered six-card sequences end in each result EZ Baccarat pays on. */
export interface EzOutcomeCounts {
  /** N·(N−1)·…·(N−5). */
  readonly sequences: bigint;
  /** Banker wins, Dragon 7s included. */
  readonly banker: bigint;
  /** Player wins, Panda 8s included. */
  readonly player: bigint;
  readonly tie: bigint;
  /** Banker wins on three cards totalling 7. */
  readonly dragon7: bigint;
  /** Player wins on three cards totalling 8. */
  readonly panda8: bigint;
}

/** Exact EZ counts over every ordered six-card sequence of `counts` (cards per point value 0–9). */
export const countEzOutcomes = (
  counts: readonly number[],
  arithmetic: 'auto' | 'bigint' = 'auto',
): EzOutcomeCounts => ezCountsOf(countDetailedOutcomes(counts, arithmetic));

/** EZ's view of the shared detailed counts. */
export const ezCountsOf = (outcomes: DetailedOutcomeCounts): EzOutcomeCounts => ({
  sequences: outcomes.sequences,
  banker: outcomes.banker,
  player: outcomes.player,
  tie: outcomes.tie,
  dragon7: outcomes.bankerThreeCardSeven,
  panda8: outcomes.playerThreeCardEight,
});

/** Odds are per chip staked. */
const ONE_CHIP = chips(1);

/** The five result classes the payouts tell apart, with how many sequences each takes. */
const resultClasses = (outcomes: EzOutcomeCounts): readonly { count: bigint; result: EzResult }[] => {
  const result = (outcome: EzResult['outcome'], dragon7: boolean, panda8: boolean): EzResult => ({
    outcome,
    dragon7,
    panda8,
  });
  return [
    { count: outcomes.banker - outcomes.dragon7, result: result('banker', false, false) },
    { count: outcomes.dragon7, result: result('banker', true, false) },
    { count: outcomes.player - outcomes.panda8, result: result('player', false, false) },
    { count: outcomes.panda8, result: result('player', false, true) },
    { count: outcomes.tie, result: result('tie', false, false) },
  ];
};

/** One bet's exact expected value per unit staked (pushes count zero), and the house edge (−EV). */
export interface EzBetOdds extends Expectation {
  readonly spot: EzSpot;
}

/** Exact EV and house edge of a stake on `spot`, paid by rules.ts over the counted sequences. */
export const ezBetOdds = (outcomes: EzOutcomeCounts, spot: EzSpot): EzBetOdds => ({
  spot,
  ...expectationPerChip(resultClasses(outcomes), outcomes.sequences, (result) =>
    ezNetCents(spot, ONE_CHIP, result),
  ),
});

/** Everything exact about one composition in EZ Baccarat. */
export interface EzOdds {
  readonly composition: readonly number[];
  readonly outcomes: EzOutcomeCounts;
  readonly probabilities: Readonly<Record<'banker' | 'player' | 'tie' | 'dragon7' | 'panda8', Rational>>;
  /** One per spot, in EZ_SPOTS order. */
  readonly bets: readonly EzBetOdds[];
}

/** The exact EZ odds of the next coup dealt from a shoe holding `counts` cards per point 0–9. */
export const ezExactOdds = (counts: readonly number[]): EzOdds => {
  const outcomes = countEzOutcomes(counts);
  const probability = (count: bigint): Rational => rational(count, outcomes.sequences);
  return {
    composition: [...counts],
    outcomes,
    probabilities: {
      banker: probability(outcomes.banker),
      player: probability(outcomes.player),
      tie: probability(outcomes.tie),
      dragon7: probability(outcomes.dragon7),
      panda8: probability(outcomes.panda8),
    },
    bets: EZ_SPOTS.map((spot) => ezBetOdds(outcomes, spot)),
  };
};
