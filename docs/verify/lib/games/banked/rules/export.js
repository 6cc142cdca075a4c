/**
 * What the banked games' exports (`sabot-banque/1`, `sabot-cdf/1`) share: a third-card decision
 * as exported and checked, the shape check's frame around a game's coups, the export's choice
 * taken again where a hand was free, and the coup-by-coup check against the shoe the export's
 * seeds build. Each game keeps its hands, its stakes and its results.
 *
 * Pure and free of Node modules, like shoe-export.ts: `npm run verify` and the verifier page
 * (docs/verify/) both check banked exports with it.
 */
import { isShoeOver } from '../../../engine/provably-fair.js';
import { headerMismatches, isCount, isRecord, shoeHeaderProblems, } from '../../../engine/shoe-export.js';
const ACTION_OF = { draw: 'card', stand: 'stand' };
/** A played decision as the export writes it. */
export const exportDecision = (d) => ({ hand: d.hand, total: d.total, action: ACTION_OF[d.action], by: d.by });
export const isCardList = (value) => Array.isArray(value) && value.every((code) => typeof code === 'string');
/** Whether `value` is an exported decision of one of `hands`. */
export const isExportedDecision = (hands) => (value) => isRecord(value) &&
    hands.includes(value.hand) &&
    isCount(value.total) &&
    value.total <= 9 &&
    (value.action === 'card' || value.action === 'stand') &&
    (value.by === 'rule' || value.by === 'player' || value.by === 'default');
/** The problems of a parsed value as one game's export; empty when it is well-formed. */
export const bankedShapeProblems = (value, shape) => {
    if (!isRecord(value))
        return ['the file is not a JSON object'];
    const problems = [];
    if (value.format !== shape.format)
        problems.push(`format must be "${shape.format}"`);
    problems.push(...shoeHeaderProblems(value, shape.minReserve, shape.decks));
    problems.push(...(shape.fields?.(value) ?? []));
    if (!Array.isArray(value.coups))
        problems.push('coups must be an array');
    else
        value.coups.forEach((coup, i) => {
            if (!(isRecord(coup) && isCount(coup.coup) && shape.isCoup(coup)))
                problems.push(`coups[${i}] must have ${shape.coupFields}`);
        });
    return problems;
};
/**
 * The choice to deal again where the export says `said` for this decision: the export's own where
 * the rule allows it, the default otherwise (or where it says nothing), and who made it.
 */
export const replayedChoice = (decision, said) => {
    const wanted = said === undefined ? undefined : said.action === 'card' ? 'draw' : 'stand';
    const choice = wanted !== undefined && decision.choices.includes(wanted) ? wanted : decision.defaultChoice;
    const by = said?.by === 'default' && choice === decision.defaultChoice ? 'default' : 'player';
    return { choice, by: wanted === undefined ? 'default' : by };
};
/** `banker 5 card by default`: one decision, as a mismatch line quotes it. */
const describeDecision = (d) => d === undefined ? 'none' : `${d.hand} ${d.total} ${d.action} by ${d.by}`;
/**
 * Checks every claim of a well-formed export against `shoe`, the shoe its own seeds build
 * (`shoeSteps(claimed)`, hashed by the caller: node:crypto for `npm run verify`, WebCrypto on the
 * verifier page), dealing each coup again with its own choices.
 */
export const checkBankedExport = (claimed, shoe, game) => {
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
        const { actual, cardsUsed } = game.redeal(shoe.cards, position, coup, i + 1);
        position += cardsUsed;
        const actualHands = new Map(game.hands(actual));
        for (const [hand, cards] of game.hands(coup))
            differ(`${where} ${hand}`, cards.join(' '), actualHands.get(hand).join(' '));
        const count = Math.max(coup.decisions.length, actual.decisions.length);
        for (let k = 0; k < count; k++)
            differ(`${where} decision ${k + 1}`, describeDecision(coup.decisions[k]), describeDecision(actual.decisions[k]));
        const actualResults = new Map(game.results(actual));
        for (const [what, result] of game.results(coup))
            differ(`${where} ${what}`, result, actualResults.get(what));
        return { coup: i + 1, claimed: coup, actual, mismatches };
    });
    return { header, coups };
};
/** Every disagreement between a well-formed export and its shoe, in one list. */
export const bankedMismatches = (check, coupsChecked) => ({
    mismatches: [...check.header, ...check.coups.flatMap((coup) => coup.mismatches)],
    coupsChecked,
});
//# sourceMappingURL=export.js.map