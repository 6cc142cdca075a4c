/**
 * EZ Baccarat's odds report: Punto Banco's counts with the Dragon 7s and Panda 8s, and the edge of
 * every EZ bet.
 */
import { compositionProblem } from '../../../engine/odds.js';
import { SUPPORTED_DECKS } from '../../../engine/provably-fair.js';
import { cardsIn, countsAndProbabilities, exactAndDecimal, percent, } from '../../odds-report.js';
import { EZ_BACCARAT } from './bets.js';
import { ezExactOdds } from './odds.js';
const EZ_PAYOUTS = {
    player: '1:1',
    banker: '1:1, a Dragon 7 pushes',
    tie: '8:1',
    'dragon-7': '40:1',
    'panda-8': '25:1',
};
/** The JSON report of one composition in EZ Baccarat. */
const ezReport = (composition) => {
    const odds = ezExactOdds(composition);
    const { outcomes, probabilities } = odds;
    return {
        game: EZ_BACCARAT,
        composition: odds.composition,
        cards: cardsIn(composition),
        sequences: outcomes.sequences.toString(),
        ...countsAndProbabilities(outcomes, probabilities, ['banker', 'player', 'tie', 'dragon7', 'panda8']),
        houseEdges: Object.fromEntries(odds.bets.map((bet) => [
            bet.spot,
            {
                pays: EZ_PAYOUTS[bet.spot],
                houseEdgePercent: percent(bet.houseEdge),
                expectedValue: exactAndDecimal(bet.expectedValue),
            },
        ])),
    };
};
export const ezBaccaratOdds = {
    game: EZ_BACCARAT,
    decks: { allowed: SUPPORTED_DECKS, default: 8 },
    help: 'the same counts with the Dragon 7s (the Banker wins on three cards totalling 7) and Panda 8s (the Player wins on three cards totalling 8), and the edge of every EZ bet: Player, Banker (no commission, a Dragon 7 pushes), Tie, Dragon 7 (40:1) and Panda 8 (25:1).',
    compositionProblem,
    report: ezReport,
};
//# sourceMappingURL=odds-report.js.map