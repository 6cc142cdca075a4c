/**
 * Chemin de fer's odds report: the banker's, the punter's and égalité's counts with every default,
 * the banker's edge and the house's take, then each fixed choice and the free règle.
 */
import { compositionProblem, rational } from '../../../engine/odds.js';
import { SUPPORTED_DECKS } from '../../../engine/provably-fair.js';
import { cardsIn, exactAndDecimal, percent } from '../../odds-report.js';
import { ALL_STRATEGIES, cdfEdges, countCdfOutcomes, DEFAULT_STRATEGY } from './odds.js';
const CDF_COMMISSION_BP = 500;
/** The JSON report of one composition in chemin de fer. */
const cdfReport = (composition) => {
    const counted = (counts) => ({
        banker: counts.banker.toString(),
        punter: counts.punter.toString(),
        tie: counts.tie.toString(),
        bankerEdgePercent: percent(cdfEdges(counts, 0).bankerEdge),
    });
    const defaults = countCdfOutcomes(composition);
    const edges = cdfEdges(defaults, CDF_COMMISSION_BP);
    const probability = (count) => exactAndDecimal(rational(count, defaults.sequences));
    return {
        game: 'chemin-de-fer',
        composition: [...composition],
        cards: cardsIn(composition),
        sequences: defaults.sequences.toString(),
        counts: {
            banker: defaults.banker.toString(),
            punter: defaults.punter.toString(),
            tie: defaults.tie.toString(),
        },
        probabilities: {
            banker: probability(defaults.banker),
            punter: probability(defaults.punter),
            tie: probability(defaults.tie),
        },
        bankerEdgePercent: percent(edges.bankerEdge),
        punterEdgePercent: percent(rational(-edges.bankerEdge.numerator, edges.bankerEdge.denominator)),
        commissionPercent: percent(rational(BigInt(CDF_COMMISSION_BP), 10000n)),
        bankerAfterCommissionPercent: percent(edges.bankerAfterCommission),
        houseTakePercent: percent(edges.houseTake),
        strategies: ALL_STRATEGIES.map((strategy) => ({
            ...strategy,
            ...counted(countCdfOutcomes(composition, 'scarne', strategy)),
        })),
        freeRegle: ['draw', 'stand'].map((punterAtFive) => ({
            punterAtFive,
            bankerChooses: 'the draw-gain default',
            ...counted(countCdfOutcomes(composition, 'free', { ...DEFAULT_STRATEGY, punterAtFive: punterAtFive })),
        })),
    };
};
export const cheminDeFerOdds = {
    game: 'chemin-de-fer',
    // Chemin de fer is dealt from 6 decks.
    decks: { allowed: SUPPORTED_DECKS, default: 6 },
    help: "the banker's, the punter's and égalité's counts with every default, the banker's edge, his value after the 5 % commission and the house's take, then the same counts for each fixed choice of the punter at 5 and the banker in the optional cells, and under the free règle.",
    compositionProblem,
    report: cdfReport,
};
//# sourceMappingURL=odds-report.js.map