/**
 * The `sabot-cdf/1` export of a revealed chemin de fer shoe, and its verification. The header is
 * the `sabot-shoe/1` header; each coup holds both hands, every third-card decision with who made
 * it, the cover and the result from the punter's side. The verifier rebuilds the shoe from its
 * seeds and deals every coup again with the engine, taking the export's free choices, so every
 * card's position, each decision's total, forced decisions, defaults and results are checked.
 *
 * Pure and free of Node modules, like shoe-export.ts: `npm run verify` and the verifier page
 * (docs/verify/) both check chemin de fer exports with it.
 */
import { cardCode } from '../../../engine/cards.js';
import { isCount, shoeHeader } from '../../../engine/shoe-export.js';
import { bankedMismatches, bankedShapeProblems, checkBankedExport, exportDecision, isCardList, isExportedDecision, replayedChoice, } from '../../banked/rules/export.js';
import { begin, decide } from './coup.js';
import { CDF_REGLES } from './regle.js';
export const CDF_EXPORT_FORMAT = 'sabot-cdf/1';
/** A chemin de fer coup takes at most six cards, so the cut card must leave at least that many. */
export const CDF_MIN_RESERVE = 6;
const RESULT_OF = { punter: 'win', banker: 'lose', tie: 'tie' };
export const exportCdfCoup = (number, { coup, stake }) => ({
    coup: number,
    punter: coup.punter.map(cardCode),
    banker: coup.banker.map(cardCode),
    decisions: coup.decisions.map(exportDecision),
    stake,
    result: RESULT_OF[coup.outcome],
});
/** The export of a shoe's coups, all dealt under one règle (a table changes it only with the shoe). */
export const exportCdfShoe = (shoe, played) => {
    const regles = new Set(played.map(({ coup }) => coup.regle));
    if (regles.size > 1)
        throw new RangeError('one shoe was dealt under two règles');
    const regle = played[0]?.coup.regle ?? 'scarne';
    return {
        format: CDF_EXPORT_FORMAT,
        ...shoeHeader(shoe),
        ...(regle === 'free' ? { regle } : {}),
        coups: played.map((p, i) => exportCdfCoup(i + 1, p)),
    };
};
const isDecision = isExportedDecision(['punter', 'banker']);
/** The problems of a parsed value as a `sabot-cdf/1` export; empty when it is well-formed. */
export const cdfExportShapeProblems = (value) => bankedShapeProblems(value, {
    format: CDF_EXPORT_FORMAT,
    minReserve: CDF_MIN_RESERVE,
    fields: (v) => v.regle !== undefined && !CDF_REGLES.includes(v.regle)
        ? [`regle must be one of ${CDF_REGLES.join(', ')}`]
        : [],
    isCoup: (coup) => isCardList(coup.punter) &&
        isCardList(coup.banker) &&
        Array.isArray(coup.decisions) &&
        coup.decisions.every(isDecision) &&
        isCount(coup.stake) &&
        coup.stake >= 1 &&
        (coup.result === 'win' || coup.result === 'lose' || coup.result === 'tie'),
    coupFields: 'coup, punter, banker, decisions, stake, result',
});
/**
 * Deals the coup at `at` again, taking the export's choice wherever the hand was free (the
 * default where the export has none, or names an action the rule does not allow).
 */
const redeal = (cards, at, regle, claimed) => {
    let step = begin(cards, at, regle);
    let k = 0;
    while (step.kind === 'waiting') {
        const { decision } = step;
        // Chemin de fer's decisions come in order: the export's next one counts if it is this hand's.
        const said = claimed.decisions[k++];
        const { choice, by } = replayedChoice(decision, said?.hand === decision.hand ? said : undefined);
        step = decide(cards, at, step.state, choice, by);
    }
    return step;
};
/**
 * Checks every claim of a well-formed export against `shoe`, the shoe its own seeds and settings
 * build (`shoeSteps(claimed)`, hashed by the caller), dealing each coup again with its own choices.
 */
export const checkCdfExport = (claimed, shoe) => {
    const regle = claimed.regle ?? 'scarne';
    return checkBankedExport(claimed, shoe, {
        redeal(cards, at, coup, number) {
            const step = redeal(cards, at, regle, coup);
            return {
                actual: exportCdfCoup(number, { coup: step.coup, stake: coup.stake }),
                cardsUsed: step.cardsUsed,
            };
        },
        hands: (coup) => [
            ['punter', coup.punter],
            ['banker', coup.banker],
        ],
        results: (coup) => [['result', coup.result]],
    });
};
/** Every disagreement between a well-formed export and `shoe`, the shoe its seeds build, in one list. */
export const verifyCdfExport = (claimed, shoe) => bankedMismatches(checkCdfExport(claimed, shoe), claimed.coups.length);
//# sourceMappingURL=export.js.map