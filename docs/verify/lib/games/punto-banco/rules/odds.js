import { SIDES } from '../../../engine/coup.js';
import { countOutcomes, expectationPerChip, rational, } from '../../../engine/odds.js';
import { netCents, VARIANTS } from './settle.js';
/**
 * The four result classes the payouts distinguish, with a representative coup each: settle.ts
 * reads the Banker total only to tell a Banker 6 from any other Banker win.
 */
const resultClasses = (outcomes) => {
    const win = (outcome, bankerTotal) => ({ outcome, bankerTotal });
    return [
        { count: outcomes.banker - outcomes.bankerSix, result: win('banker', 7) },
        { count: outcomes.bankerSix, result: win('banker', 6) },
        { count: outcomes.player, result: win('player', 0) },
        { count: outcomes.tie, result: win('tie', 0) },
    ];
};
/** Exact EV and house edge of one bet, paid by settle.ts over the counted sequences. */
export const betOdds = (outcomes, variant, side) => ({
    variant,
    side,
    ...expectationPerChip(resultClasses(outcomes), outcomes.sequences, (result) => netCents(variant, side, 1, result)),
});
/** The exact odds of the next coup dealt from a shoe holding `counts` cards per point 0–9. */
export const exactOdds = (counts) => {
    const outcomes = countOutcomes(counts);
    const probability = (count) => rational(count, outcomes.sequences);
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
//# sourceMappingURL=odds.js.map