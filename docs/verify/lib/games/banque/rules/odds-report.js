/**
 * Banque's odds report: one tableau against the banker's default with equal stakes, counted over
 * every ordered nine-card sequence, the banker's edge and the centre stake's figures, then other
 * stake splits and choices.
 */
import { rational, rationalToDecimal } from '../../../engine/odds.js';
import { cardsIn, exactAndDecimal, percent } from '../../odds-report.js';
import { banqueCompositionProblem, banqueEdges, centreOdds, countBanqueOutcomes, EQUAL_STAKES, RESULT_ORDER, } from './odds.js';
/** The strategies banque's report counts beside equal stakes, as the rules page lists them. */
const BANQUE_OTHER_STRATEGIES = [
    { name: 'stakes on the right only', strategy: { ...EQUAL_STAKES, weights: { right: 1, left: 0 } } },
    { name: 'right stakes twice the left', strategy: { ...EQUAL_STAKES, weights: { right: 2, left: 1 } } },
    {
        name: 'equal stakes, punters stand at 5',
        strategy: { ...EQUAL_STAKES, punterAtFive: { right: 'stand', left: 'stand' } },
    },
    {
        name: 'equal stakes, the banker on the Punto Banco table against the right (rejected)',
        strategy: { ...EQUAL_STAKES, banker: 'punto-banco' },
    },
];
/** The JSON report of one composition in banque. */
const banqueReport = (composition) => {
    const equal = countBanqueOutcomes(composition);
    const probability = (count) => exactAndDecimal(rational(count, equal.sequences));
    const tableau = (counts, sequences) => ({
        win: counts.win.toString(),
        lose: counts.lose.toString(),
        tie: counts.tie.toString(),
        probabilities: {
            win: rationalToDecimal(rational(counts.win, sequences), 6),
            lose: rationalToDecimal(rational(counts.lose, sequences), 6),
            tie: rationalToDecimal(rational(counts.tie, sequences), 6),
        },
        bankerEdgePercent: percent(rational(counts.lose - counts.win, sequences)),
    });
    const both = (counts) => ({
        right: tableau(counts.right, counts.sequences),
        left: tableau(counts.left, counts.sequences),
    });
    const centre = centreOdds(equal);
    return {
        game: 'banque',
        composition: [...composition],
        cards: cardsIn(composition),
        sequences: equal.sequences.toString(),
        strategy: 'equal stakes on both tableaux, no centre; punters draw at 5; the banker by his default',
        tableau: {
            win: equal.right.win.toString(),
            lose: equal.right.lose.toString(),
            tie: equal.right.tie.toString(),
        },
        probabilities: {
            win: probability(equal.right.win),
            lose: probability(equal.right.lose),
            tie: probability(equal.right.tie),
        },
        joint: Object.fromEntries(RESULT_ORDER.map((right, r) => [
            right,
            Object.fromEntries(RESULT_ORDER.map((left, l) => [left, equal.joint[r][l].toString()])),
        ])),
        bankerEdgePercent: percent(banqueEdges(equal, 0).bankerAfterCommission),
        bankerAfterCommissionPercent: {
            '125bp': percent(banqueEdges(equal, 125).bankerAfterCommission),
            '200bp': percent(banqueEdges(equal, 200).bankerAfterCommission),
        },
        centre: {
            bothWin: rationalToDecimal(centre.bothWin, 6),
            bothLose: rationalToDecimal(centre.bothLose, 6),
            split: rationalToDecimal(centre.split, 6),
            winTie: rationalToDecimal(centre.winTie, 6),
            loseTie: rationalToDecimal(centre.loseTie, 6),
            bothTie: rationalToDecimal(centre.bothTie, 6),
            settledValuePercent: percent(centre.settledValue),
            frozenFraction: rationalToDecimal(centre.frozenFraction, 6),
            resolvedValuePercent: percent(centre.resolvedValue),
        },
        otherStrategies: BANQUE_OTHER_STRATEGIES.map(({ name, strategy }) => {
            const counts = countBanqueOutcomes(composition, strategy);
            return {
                name,
                ...strategy,
                ...both(counts),
                // Per chip staked, the stakes in the strategy's ratio.
                bankerEdgePercent: percent(banqueEdges(counts, 0, strategy.weights).bankerAfterCommission),
            };
        }),
    };
};
export const banqueOdds = {
    game: 'banque',
    // Banque is dealt from 6 decks, or 3 for the limited bank.
    decks: { allowed: [1, 3, 6, 8], default: 6 },
    help: "one tableau against the banker's default with equal stakes on both tableaux and punters drawing at 5, counted over every ordered nine-card sequence: the joint counts of the two tableaux' results, each tableau's, the banker's edge before and after the commission on his net (1.25 % and 2 %), the centre stake's figures, then the same counts for other stake splits, punters standing at 5, and the banker playing the Punto Banco table against the right.",
    cards: '9 to 1,400',
    compositionProblem: banqueCompositionProblem,
    report: banqueReport,
};
//# sourceMappingURL=odds-report.js.map