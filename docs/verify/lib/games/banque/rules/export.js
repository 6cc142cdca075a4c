/**
 * The `sabot-banque/1` export of a revealed banque shoe, and its verification. The header is the
 * `sabot-shoe/1` header; each coup holds the three hands, every third-card decision with who made
 * it, the stakes the banker's default weighed, and each tableau's result from its punters' side.
 * The verifier rebuilds the shoe from its seeds and deals every coup again with the engine, taking
 * the export's free choices and its stakes, so every card's position, each decision's total, forced
 * decisions, defaults and results are checked.
 */
import { cardCode } from '../../../engine/cards.js';
import { chips } from '../../../engine/money.js';
import { isShoeOver } from '../../../engine/provably-fair.js';
import { headerMismatches, isCount, isRecord, shoeHeader, shoeHeaderProblems, } from '../../../engine/shoe-export.js';
import { BANQUE_MAX_CARDS_PER_COUP, BANQUE_SIDES, begin, decide, } from './coup.js';
export const BANQUE_EXPORT_FORMAT = 'sabot-banque/1';
/** A banque coup takes at most nine cards, so the cut card must leave at least that many. */
export const BANQUE_MIN_RESERVE = BANQUE_MAX_CARDS_PER_COUP;
/** A banque shoe holds 6 decks (the open bank) or 3 (the limited bank). */
export const BANQUE_DECKS = [3, 6];
const ACTION_OF = { draw: 'card', stand: 'stand' };
const exportDecision = (d) => ({
    hand: d.hand,
    total: d.total,
    action: ACTION_OF[d.action],
    by: d.by,
});
export const exportBanqueCoup = (number, coup) => ({
    coup: number,
    right: coup.right.map(cardCode),
    left: coup.left.map(cardCode),
    banker: coup.banker.map(cardCode),
    decisions: coup.decisions.map(exportDecision),
    stakes: { right: coup.stakes.right, left: coup.stakes.left, centre: coup.stakes.centre },
    result: { right: coup.results.right, left: coup.results.left },
});
/** The export of a shoe's coups, in the order dealt. */
export const exportBanqueShoe = (shoe, coups) => ({
    format: BANQUE_EXPORT_FORMAT,
    ...shoeHeader(shoe),
    coups: coups.map((coup, i) => exportBanqueCoup(i + 1, coup)),
});
const isCardList = (value) => Array.isArray(value) && value.every((code) => typeof code === 'string');
const isResult = (value) => value === 'win' || value === 'lose' || value === 'tie';
const isDecision = (value) => isRecord(value) &&
    (value.hand === 'right' || value.hand === 'left' || value.hand === 'banker') &&
    isCount(value.total) &&
    value.total <= 9 &&
    (value.action === 'card' || value.action === 'stand') &&
    (value.by === 'rule' || value.by === 'player' || value.by === 'default');
/** The problems of a parsed value as a `sabot-banque/1` export; empty when it is well-formed. */
export const banqueExportShapeProblems = (value) => {
    if (!isRecord(value))
        return ['the file is not a JSON object'];
    const problems = [];
    if (value.format !== BANQUE_EXPORT_FORMAT)
        problems.push(`format must be "${BANQUE_EXPORT_FORMAT}"`);
    problems.push(...shoeHeaderProblems(value, BANQUE_MIN_RESERVE, BANQUE_DECKS));
    if (!Array.isArray(value.coups))
        problems.push('coups must be an array');
    else
        value.coups.forEach((coup, i) => {
            const ok = isRecord(coup) &&
                isCount(coup.coup) &&
                isCardList(coup.right) &&
                isCardList(coup.left) &&
                isCardList(coup.banker) &&
                Array.isArray(coup.decisions) &&
                coup.decisions.every(isDecision) &&
                isRecord(coup.stakes) &&
                isCount(coup.stakes.right) &&
                isCount(coup.stakes.left) &&
                isCount(coup.stakes.centre) &&
                isRecord(coup.result) &&
                isResult(coup.result.right) &&
                isResult(coup.result.left);
            if (!ok)
                problems.push(`coups[${i}] must have coup, right, left, banker, decisions, stakes {right, left, centre}, result {right, left}`);
        });
    return problems;
};
/** `banker 5 card by default`: one decision, as a mismatch line quotes it. */
const describeDecision = (d) => d === undefined ? 'none' : `${d.hand} ${d.total} ${d.action} by ${d.by}`;
/**
 * Deals the coup at `at` again with the export's stakes, taking the export's choice wherever the
 * hand was free (the default where the export has none for that hand, or names an action the rule
 * does not allow).
 */
const redeal = (cards, at, claimed) => {
    const stakes = {
        right: chips(claimed.stakes.right),
        left: chips(claimed.stakes.left),
        centre: chips(claimed.stakes.centre),
    };
    let step = begin(cards, at, stakes);
    while (step.kind === 'waiting') {
        const { decision } = step;
        const said = claimed.decisions.find((d) => d.hand === decision.hand);
        const wanted = said === undefined ? undefined : said.action === 'card' ? 'draw' : 'stand';
        const choice = wanted !== undefined && decision.choices.includes(wanted) ? wanted : decision.defaultChoice;
        const by = said?.by === 'default' && choice === decision.defaultChoice ? 'default' : 'player';
        step = decide(cards, at, step.state, choice, wanted === undefined ? 'default' : by);
    }
    return step;
};
/**
 * Checks every claim of a well-formed export against `shoe`, the shoe its own seeds build
 * (`shoeSteps(claimed)`, hashed by the caller: node:crypto for `npm run verify`, WebCrypto on the
 * verifier page), dealing each coup again with its own choices and stakes.
 */
export const checkBanqueExport = (claimed, shoe) => {
    const header = headerMismatches(claimed, shoe);
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
        const step = redeal(shoe.cards, position, coup);
        position += step.cardsUsed;
        const actual = exportBanqueCoup(i + 1, step.coup);
        for (const hand of [...BANQUE_SIDES, 'banker'])
            differ(`${where} ${hand}`, coup[hand].join(' '), actual[hand].join(' '));
        const count = Math.max(coup.decisions.length, actual.decisions.length);
        for (let k = 0; k < count; k++)
            differ(`${where} decision ${k + 1}`, describeDecision(coup.decisions[k]), describeDecision(actual.decisions[k]));
        for (const side of BANQUE_SIDES)
            differ(`${where} ${side} result`, coup.result[side], actual.result[side]);
        return { coup: i + 1, claimed: coup, actual, mismatches };
    });
    return { header, coups };
};
/**
 * Lists every disagreement between the export and `shoe`, the shoe its own seeds build
 * (`buildShoe(claimed)`; the caller builds it, as for the other exports). Input must be well-formed.
 */
export const verifyBanqueExport = (claimed, shoe) => {
    const { header, coups } = checkBanqueExport(claimed, shoe);
    return {
        mismatches: [...header, ...coups.flatMap((coup) => coup.mismatches)],
        coupsChecked: claimed.coups.length,
    };
};
//# sourceMappingURL=export.js.map