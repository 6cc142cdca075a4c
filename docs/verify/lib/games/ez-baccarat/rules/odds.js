/**
 * Exact odds of EZ Baccarat for any shoe composition: the same count of ordered six-card sequences
 * as Punto Banco's (engine/odds.ts, whose one enumeration also tallies the Banker's three-card 7s
 * and the Player's three-card 8s), paid by rules.ts, so the figures describe the game the table
 * settles. Pure: no I/O.
 */
import { chips } from '../../../engine/money.js';
import { countDetailedOutcomes, expectationPerChip, rational, } from '../../../engine/odds.js';
import { EZ_SPOTS, ezNetCents } from './bets.js';
/** Exact EZ counts over every ordered six-card sequence of `counts` (cards per point value 0–9). */
export const countEzOutcomes = (counts, arithmetic = 'auto') => ezCountsOf(countDetailedOutcomes(counts, arithmetic));
/** EZ's view of the shared detailed counts. */
export const ezCountsOf = (outcomes) => ({
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
const resultClasses = (outcomes) => {
    const result = (outcome, dragon7, panda8) => ({
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
/** Exact EV and house edge of a stake on `spot`, paid by rules.ts over the counted sequences. */
export const ezBetOdds = (outcomes, spot) => ({
    spot,
    ...expectationPerChip(resultClasses(outcomes), outcomes.sequences, (result) => ezNetCents(spot, ONE_CHIP, result)),
});
/** The exact EZ odds of the next coup dealt from a shoe holding `counts` cards per point 0–9. */
export const ezExactOdds = (counts) => {
    const outcomes = countEzOutcomes(counts);
    const probability = (count) => rational(count, outcomes.sequences);
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
//# sourceMappingURL=odds.js.map