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
import { isShoeOver } from '../../../engine/provably-fair.js';
import { headerMismatches, isCount, isRecord, shoeHeader, shoeHeaderProblems, } from '../../../engine/shoe-export.js';
import { begin, decide } from './coup.js';
import { CDF_REGLES } from './regle.js';
export const CDF_EXPORT_FORMAT = 'sabot-cdf/1';
/** A chemin de fer coup takes at most six cards, so the cut card must leave at least that many. */
export const CDF_MIN_RESERVE = 6;
const RESULT_OF = { punter: 'win', banker: 'lose', tie: 'tie' };
const ACTION_OF = { draw: 'card', stand: 'stand' };
const exportDecision = (d) => ({
    hand: d.hand,
    total: d.total,
    action: ACTION_OF[d.action],
    by: d.by,
});
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
const isCardList = (value) => Array.isArray(value) && value.every((code) => typeof code === 'string');
const isDecision = (value) => isRecord(value) &&
    (value.hand === 'punter' || value.hand === 'banker') &&
    isCount(value.total) &&
    value.total <= 9 &&
    (value.action === 'card' || value.action === 'stand') &&
    (value.by === 'rule' || value.by === 'player' || value.by === 'default');
/** The problems of a parsed value as a `sabot-cdf/1` export; empty when it is well-formed. */
export const cdfExportShapeProblems = (value) => {
    if (!isRecord(value))
        return ['the file is not a JSON object'];
    const problems = [];
    if (value.format !== CDF_EXPORT_FORMAT)
        problems.push(`format must be "${CDF_EXPORT_FORMAT}"`);
    problems.push(...shoeHeaderProblems(value, CDF_MIN_RESERVE));
    if (value.regle !== undefined && !CDF_REGLES.includes(value.regle))
        problems.push(`regle must be one of ${CDF_REGLES.join(', ')}`);
    if (!Array.isArray(value.coups))
        problems.push('coups must be an array');
    else
        value.coups.forEach((coup, i) => {
            const ok = isRecord(coup) &&
                isCount(coup.coup) &&
                isCardList(coup.punter) &&
                isCardList(coup.banker) &&
                Array.isArray(coup.decisions) &&
                coup.decisions.every(isDecision) &&
                isCount(coup.stake) &&
                coup.stake >= 1 &&
                (coup.result === 'win' || coup.result === 'lose' || coup.result === 'tie');
            if (!ok)
                problems.push(`coups[${i}] must have coup, punter, banker, decisions, stake, result`);
        });
    return problems;
};
/** `banker 5 card by default`: one decision, as a mismatch line quotes it. */
const describeDecision = (d) => d === undefined ? 'none' : `${d.hand} ${d.total} ${d.action} by ${d.by}`;
/**
 * Deals the coup at `at` again, taking the export's choice wherever the hand was free (the
 * default where the export has none, or names an action the rule does not allow).
 */
const redeal = (cards, at, regle, claimed) => {
    let step = begin(cards, at, regle);
    let k = 0;
    while (step.kind === 'waiting') {
        const { decision } = step;
        const said = claimed.decisions[k++];
        const wanted = said?.hand === decision.hand ? (said.action === 'card' ? 'draw' : 'stand') : undefined;
        const choice = wanted !== undefined && decision.choices.includes(wanted) ? wanted : decision.defaultChoice;
        const by = said?.by === 'default' && choice === decision.defaultChoice ? 'default' : 'player';
        step = decide(cards, at, step.state, choice, wanted === undefined ? 'default' : by);
    }
    return step;
};
/**
 * Checks every claim of a well-formed export against `shoe`, the shoe its own seeds and settings
 * build (`shoeSteps(claimed)`, hashed by the caller), dealing each coup again with its own choices.
 */
export const checkCdfExport = (claimed, shoe) => {
    const header = headerMismatches(claimed, shoe);
    const regle = claimed.regle ?? 'scarne';
    let position = shoe.firstCoupAt;
    const coups = claimed.coups.map((coup, i) => {
        const where = `coup ${i + 1}`;
        const mismatches = [];
        const differ = (what, c, a) => {
            if (c !== a)
                mismatches.push({ where: what, claimed: c, actual: a });
        };
        differ(`${where} number`, String(coup.coup), String(i + 1));
        if (isShoeOver(shoe, position)) {
            mismatches.push({ where, claimed: 'a coup', actual: 'the cut card had ended the shoe' });
            return { coup: i + 1, claimed: coup, actual: undefined, mismatches };
        }
        const step = redeal(shoe.cards, position, regle, coup);
        position += step.cardsUsed;
        const actual = exportCdfCoup(i + 1, { coup: step.coup, stake: coup.stake });
        differ(`${where} punter`, coup.punter.join(' '), actual.punter.join(' '));
        differ(`${where} banker`, coup.banker.join(' '), actual.banker.join(' '));
        const count = Math.max(coup.decisions.length, actual.decisions.length);
        for (let k = 0; k < count; k++)
            differ(`${where} decision ${k + 1}`, describeDecision(coup.decisions[k]), describeDecision(actual.decisions[k]));
        differ(`${where} result`, coup.result, actual.result);
        return { coup: i + 1, claimed: coup, actual, mismatches };
    });
    return { header, coups };
};
/** Every disagreement between a well-formed export and `shoe`, the shoe its seeds build, in one list. */
export const verifyCdfExport = (claimed, shoe) => {
    const { header, coups } = checkCdfExport(claimed, shoe);
    return {
        mismatches: [...header, ...coups.flatMap((coup) => coup.mismatches)],
        coupsChecked: claimed.coups.length,
    };
};
//# sourceMappingURL=export.js.map