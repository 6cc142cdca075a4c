/**
 * Punto Banco's odds report: counts over every ordered six-card sequence, probabilities, and the
 * house edge of every bet in Punto Banco and Punto 2000.
 */
import { compositionProblem } from '../../../engine/odds.js';
import { SUPPORTED_DECKS } from '../../../engine/provably-fair.js';
import { cardsIn, countsAndProbabilities, exactAndDecimal, percent, } from '../../odds-report.js';
import { exactOdds } from './odds.js';
const PAYOUTS = {
    'punto-banco': { player: '1:1', banker: '19:20', tie: '8:1' },
    'punto-2000': { player: '1:1', banker: '1:1, 1:2 on a Banker 6', tie: '8:1' },
};
/** The JSON report of one composition. */
const report = (composition) => {
    const odds = exactOdds(composition);
    const { outcomes, probabilities } = odds;
    const edges = {};
    for (const bet of odds.bets) {
        edges[bet.variant] ??= {};
        edges[bet.variant][bet.side] = {
            pays: PAYOUTS[bet.variant][bet.side],
            houseEdgePercent: percent(bet.houseEdge),
            expectedValue: exactAndDecimal(bet.expectedValue),
        };
    }
    return {
        composition: odds.composition,
        cards: cardsIn(composition),
        sequences: outcomes.sequences.toString(),
        ...countsAndProbabilities(outcomes, probabilities, ['banker', 'player', 'tie', 'bankerSix']),
        houseEdges: edges,
    };
};
export const puntoBancoOdds = {
    game: 'punto-banco',
    decks: { allowed: SUPPORTED_DECKS, default: 8 },
    help: 'counts over every ordered six-card sequence, probabilities, and the house edge of every bet in Punto Banco and Punto 2000.',
    compositionProblem,
    report,
};
//# sourceMappingURL=odds-report.js.map