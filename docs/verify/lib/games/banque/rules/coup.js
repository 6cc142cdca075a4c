/**
 * One coup of baccarat banque à deux tableaux, dealt step by step: R1 L1 B1 R2 L2 B2 from the shoe,
 * the natural check, the right punter's decision, the left's, then the banker's, each third card
 * taken from the shoe only when a hand draws it (right, left, banker: the dealing order).
 *
 * A banker natural ends the coup for both tableaux. A tableau natural is shown at once and is dead
 * for the banker's decision; the other tableau plays on. A coup pauses at every live punter's
 * decision (the prompt is the same whatever the total, so its timing leaks nothing) and at the
 * banker's, which is free whenever a tableau is live. The banker's default is the stake-weighted
 * score of the Δ table: draw iff Σ over live tableaux of w_X·Δ[b][i_X] > 0, with w_X = 2·T_X + C.
 *
 * Pure and plain data: a paused coup is arrays, numbers and strings, so the table commits it as it
 * is and resumes it after a restart. The same cards, stakes and choices always give the same coup.
 */
import { handTotal, pointOf } from '../../../engine/cards.js';
import { isShoeOver } from '../../../engine/provably-fair.js';
import { assertChoice } from '../../banked/rules/decision.js';
import { compareHands, drawGain273, isNaturalHand, punterRule } from '../../chemin-de-fer/rules/regle.js';
export const BANQUE_SIDES = ['right', 'left'];
/** The most cards one coup takes: two for each of three hands and a third for each. */
export const BANQUE_MAX_CARDS_PER_COUP = 9;
const FREE = ['draw', 'stand'];
/** A tableau's weight in the banker's default: w_X = 2·T_X + C (a centre stake is half on each). */
export const tableauWeight = (stakes, side) => 2 * stakes[side] + stakes.centre;
/**
 * The banker's default score: Σ over live tableaux of w_X · Δ·273[b][i_X]. He draws iff it is
 * positive; zero stands.
 */
export const bankerScore = (stakes, bankerTotal, seen) => {
    let score = 0;
    for (const side of BANQUE_SIDES) {
        const view = seen[side];
        if (view === 'natural')
            continue;
        score += tableauWeight(stakes, side) * drawGain273(bankerTotal, view === 'stood' ? null : view);
    }
    return score;
};
/** The punter's rule, chemin de fer's: draw 0–4, free at 5 (default draw), stand 6–7. */
export const banquePunterRule = (total) => punterRule(total);
/** The banker's rule: free in every cell, the default drawing iff the score is positive. */
export const banqueBankerRule = (score) => ({
    rule: 'banque-default-score',
    choices: FREE,
    defaultChoice: score > 0 ? 'draw' : 'stand',
});
const RESULT_OF = { punter: 'win', banker: 'lose', tie: 'tie' };
/** A tableau's result against the banker's hand: a natural beats any other hand, a three-card 9 included. */
export const tableauResult = (tableau, banker) => RESULT_OF[compareHands(tableau, banker)];
const cardsOf = (state) => state.right.length + state.left.length + state.banker.length;
/** The next undealt card of the coup. */
const nextCard = (cards, state) => {
    const index = state.at + cardsOf(state);
    if (index >= cards.length)
        throw new RangeError(`the shoe has no card at ${index}`);
    return cards[index];
};
/** What the banker sees of a tableau: its natural, or whether its punter stood or drew (and what). */
const viewOf = (hand) => isNaturalHand(hand.slice(0, 2)) ? 'natural' : hand.length === 3 ? pointOf(hand[2]) : 'stood';
/** The request a paused coup waits for, recomputed from its cards and stakes (never stored twice). */
export const pendingDecision = (state) => {
    const hand = state.waitingFor;
    if (hand !== 'banker') {
        const total = handTotal(state[hand].slice(0, 2));
        return { hand, total, ...banquePunterRule(total), score: null, seen: null };
    }
    const seen = { right: viewOf(state.right), left: viewOf(state.left) };
    const total = handTotal(state.banker);
    const score = bankerScore(state.stakes, total, seen);
    return { hand, total, ...banqueBankerRule(score), score, seen };
};
const finish = (state) => {
    const { right, left, banker, stakes, decisions } = state;
    return {
        kind: 'finished',
        coup: {
            right,
            left,
            banker,
            rightTotal: handTotal(right),
            leftTotal: handTotal(left),
            bankerTotal: handTotal(banker),
            bankerNatural: isNaturalHand(banker),
            stakes,
            decisions,
            results: { right: tableauResult(right, banker), left: tableauResult(left, banker) },
        },
        cardsUsed: cardsOf(state),
    };
};
/**
 * The next decision the coup waits for, in order right, left, banker: a tableau decides when it has
 * no natural; the banker when at least one tableau is live. None left: the coup is finished.
 */
const advance = (state) => {
    const decided = new Set(state.decisions.map((d) => d.hand));
    const live = BANQUE_SIDES.filter((side) => !isNaturalHand(state[side]));
    const next = [...live, ...(live.length > 0 ? ['banker'] : [])].find((hand) => !decided.has(hand));
    if (next === undefined)
        return finish(state);
    const paused = { ...state, waitingFor: next };
    return { kind: 'waiting', state: paused, decision: pendingDecision(paused) };
};
/**
 * Deals a coup from `cards` at `at`: R1 L1 B1 R2 L2 B2. A banker natural finishes it; otherwise it
 * waits for the first live tableau's punter (whose choices may be a single forced one), or for the
 * banker, or finishes when both tableaux have naturals.
 */
export const begin = (cards, at, stakes) => {
    if (!Number.isSafeInteger(at) || at < 0 || at + 6 > cards.length)
        throw new RangeError(`a coup at ${at} needs six cards in a shoe of ${cards.length}`);
    const state = {
        at,
        stakes,
        right: [cards[at], cards[at + 3]],
        left: [cards[at + 1], cards[at + 4]],
        banker: [cards[at + 2], cards[at + 5]],
        decisions: [],
        waitingFor: 'right',
    };
    if (isNaturalHand(state.banker))
        return finish(state);
    return advance(state);
};
/**
 * Applies a choice to a paused coup: the player's (`by` 'player') or the default applied for him
 * (`by` 'default'). A forced choice is recorded as `rule` whoever pressed it. A choice the rule
 * does not allow, or a default that is not the default, is a programming error: the table offers
 * only the allowed choices.
 */
export const decide = (cards, at, state, choice, by = 'player') => {
    const request = pendingDecision(state);
    assertChoice(at, state.at, request, choice, by);
    const hand = state.waitingFor;
    const decision = {
        hand,
        total: request.total,
        action: choice,
        rule: request.rule,
        by: request.choices.length === 1 ? 'rule' : by,
        score: request.score,
    };
    const drawn = choice === 'draw' ? [...state[hand], nextCard(cards, state)] : state[hand];
    return advance({ ...state, [hand]: drawn, decisions: [...state.decisions, decision] });
};
/** A whole coup with every decision taken by its default (punters draw at 5, the banker by the score). */
export const dealWithDefaults = (cards, at, stakes) => {
    let step = begin(cards, at, stakes);
    while (step.kind === 'waiting')
        step = decide(cards, at, step.state, step.decision.defaultChoice, 'default');
    return step.coup;
};
/** The number of cards a finished coup took from the shoe. */
export const cardsUsedBy = (coup) => cardsOf(coup);
/** Every coup a shoe holds before the cut card, each dealt with every default and the same stakes. */
export const dealWholeBanqueShoe = (shoe, stakes) => {
    const coups = [];
    for (let at = shoe.firstCoupAt; !isShoeOver(shoe, at);) {
        const coup = dealWithDefaults(shoe.cards, at, stakes);
        coups.push(coup);
        at += cardsUsedBy(coup);
    }
    return coups;
};
//# sourceMappingURL=coup.js.map