/**
 * What players do at a banque table between coups: bid for the bank while none runs; sit in the
 * right or left queue and leave it; stake on right, left or centre, call banco, or take back what
 * was not yet accepted; and, for the banker, set the maximum stake or retire. Each action is
 * validated here and answered with the chips to move; the table moves them. Refusals change
 * nothing. A player's own action clears his absence.
 */
import { centsOf, wholeChipsIn } from '../../../engine/money.js';
import { isRejection, parseWholeChips } from '../../../table/amounts.js';
import { reject } from '../../../table/rejections.js';
import { MAX_SEATS } from '../../../table/state.js';
import { bankedStep, clearingAbsence, isActionOf } from '../../banked/table/actions.js';
import { BANQUE_POSITIONS, bidProblem, maxStakeProblem } from '../rules/bank.js';
import { BANQUE_SIDES } from '../rules/coup.js';
import { endBanqueBank, refundRequests } from './bank-end.js';
import { bancoNow, banqueRulesOf, banqueStateOf, sideOf } from './state.js';
/** The actions a player may send, by `kind`. */
export const BANQUE_ACTIONS = [
    'bid',
    'sit',
    'leave',
    'stake',
    'banco',
    'withdraw',
    'max-stake',
    'retire',
];
const isAction = isActionOf(BANQUE_ACTIONS);
const isSide = (value) => BANQUE_SIDES.includes(value);
const isPosition = (value) => BANQUE_POSITIONS.includes(value);
const step = bankedStep;
/** A bid for the bank; a second bid of the same member replaces his first and goes to the back. */
const bid = (state, input, amount) => {
    const { userId } = input;
    if (!input.open)
        return reject('table/closed');
    if (state.banker !== null || state.auction === null)
        return reject('banque/bank-running');
    const chips = parseWholeChips(amount);
    if (isRejection(chips))
        return chips;
    const rules = banqueRulesOf(input.rules);
    const previous = state.auction.bids.find((b) => b.userId === userId);
    const available = (input.balanceCents + (previous ? centsOf(previous.amount) : 0));
    const problem = bidProblem(chips, rules, available);
    if (problem === 'bank/below-min')
        return reject('banque/bid-below-min', { min: rules.bankMin });
    if (problem === 'bank/above-max')
        return reject('banque/bid-above-max', { max: rules.bankMax });
    if (problem === 'bank/above-wallet')
        return reject('banque/bid-above-wallet', { balance: available });
    const deadline = state.auction.deadline ?? input.now + rules.auctionSeconds * 1000;
    const bids = [...state.auction.bids.filter((b) => b.userId !== userId), { userId, amount: chips }];
    const cents = (centsOf(chips) - (previous ? centsOf(previous.amount) : 0));
    return step({ ...state, auction: { bids, deadline } }, [{ userId, cents: -cents }], [
        {
            type: 'banque-bid',
            userId,
            amount: chips,
            balanceCents: (input.balanceCents - cents),
            deadline,
        },
    ]);
};
const sit = (state, input, side) => {
    const { userId } = input;
    if (!isSide(side))
        return reject('banque/unknown-side');
    if (state.banker === userId)
        return reject('banque/banker-cannot-play');
    if (sideOf(state, userId) !== null)
        return reject('banque/already-seated');
    if (!input.open)
        return reject('table/closed');
    if (state.queues.right.length + state.queues.left.length >= MAX_SEATS)
        return reject('table/full', { seats: MAX_SEATS });
    const queues = { ...state.queues, [side]: [...state.queues[side], userId] };
    return step({ ...state, queues }, [], [{ type: 'banque-seated', userId, side, queues }]);
};
/** Who holds a tableau's cards in the coup being played. */
const holdsCards = (state, userId) => BANQUE_SIDES.some((side) => state.cover?.holders[side]?.userId === userId);
const leave = (state, userId) => {
    const side = sideOf(state, userId);
    if (side === null)
        return reject('banque/not-seated');
    if (holdsCards(state, userId))
        return reject('banque/in-play');
    // A banco needs a seat: his goes home; his stakes stay (anyone may stake).
    const refunded = refundRequests({ ...state, requests: [] }, 'left', (owner) => owner === userId);
    const queues = { ...state.queues, [side]: state.queues[side].filter((id) => id !== userId) };
    return step({ ...refunded.state, requests: state.requests, queues }, refunded.moves, [
        { type: 'banque-left', userId, side, queues },
        ...refunded.events,
    ]);
};
/** What a stake or banco must pass before it is placed: a bank running, betting open, not the banker. */
const bettingProblem = (state, input) => {
    if (!input.open)
        return reject('table/closed');
    if (state.banker === null)
        return reject('banque/no-bank');
    if (state.cover)
        return reject('round/coup-in-play');
    if (state.banker === input.userId)
        return reject('banque/banker-cannot-play');
    return undefined;
};
/** The first stake or banco of a window arms the table's betting timer. */
const firstOfWindow = (state) => state.requests.length === 0 && state.bancos.length === 0;
const stake = (state, input, position, requested) => {
    const problem = bettingProblem(state, input);
    if (problem)
        return problem;
    if (!isPosition(position))
        return reject('banque/unknown-position');
    const amount = parseWholeChips(requested);
    if (isRejection(amount))
        return amount;
    const { userId } = input;
    const rules = banqueRulesOf(input.rules);
    if (amount < rules.tableMin)
        return reject('banque/stake-below-min', { min: rules.tableMin });
    if (state.maxStake !== null && amount > state.maxStake)
        return reject('banque/stake-above-max', { max: state.maxStake });
    const covers = bancoNow(state);
    if (amount > covers)
        return reject('banque/stake-above-bank', { max: covers });
    // Changing a request takes the old one back and places the new one last (re-timestamped).
    const previous = state.requests.find((r) => r.userId === userId && r.position === position);
    const back = previous ? centsOf(previous.amount) : 0;
    const cost = (centsOf(amount) - back);
    if (cost > input.balanceCents)
        return reject('bet/not-enough-chips', {
            balance: input.balanceCents,
            needed: centsOf(amount),
        });
    const requests = [...state.requests.filter((r) => r !== previous), { userId, position, amount }];
    return {
        state: { ...state, requests },
        moves: [{ userId, cents: -cost }],
        events: [
            {
                type: 'banque-stake-placed',
                userId,
                position,
                amount,
                balanceCents: (input.balanceCents - cost),
            },
        ],
        armTimer: firstOfWindow(state),
    };
};
const banco = (state, input, side) => {
    const problem = bettingProblem(state, input);
    if (problem)
        return problem;
    const { userId } = input;
    const rules = banqueRulesOf(input.rules);
    if (!rules.bancoAllowed)
        return reject('banque/banco-off');
    if (!isSide(side))
        return reject('banque/unknown-side');
    if (sideOf(state, userId) === null)
        return reject('banque/not-seated');
    if (state.bancos.some((b) => b.userId === userId))
        return reject('banque/already-banco');
    const amount = bancoNow(state);
    if (amount < rules.tableMin)
        return reject('banque/banco-void', { min: rules.tableMin });
    const cost = centsOf(amount);
    if (cost > input.balanceCents) {
        // The banco's amount is the bank's: a stake on his side is what he can choose instead.
        const upTo = Math.min(wholeChipsIn(input.balanceCents), state.maxStake ?? amount, amount);
        return reject('bet/banco-above-wallet', {
            balance: input.balanceCents,
            needed: cost,
            kind: 'banco',
            avec: null,
            stakeUpTo: upTo >= rules.tableMin ? upTo : null,
        });
    }
    return {
        state: { ...state, bancos: [...state.bancos, { userId, side, amount }] },
        moves: [{ userId, cents: -cost }],
        events: [
            {
                type: 'banque-banco-called',
                userId,
                side,
                amount,
                balanceCents: (input.balanceCents - cost),
            },
        ],
        armTimer: firstOfWindow(state),
    };
};
/** Takes back what the player asked for and the bank has not accepted yet: one position, or all. */
const withdraw = (state, userId, position) => {
    if (state.cover)
        return reject('round/coup-in-play');
    if (position !== undefined && !isPosition(position))
        return reject('banque/unknown-position');
    const refunded = refundRequests(state, 'withdrawn', (owner, at) => owner === userId && (position === undefined || at === position));
    if (refunded.moves.length === 0)
        return reject('banque/nothing-to-withdraw');
    return step(refunded.state, refunded.moves, refunded.events);
};
const setMaxStake = (state, input, requested) => {
    if (state.banker !== input.userId)
        return reject('banque/not-banker');
    if (state.cover)
        return reject('round/coup-in-play');
    const amount = parseWholeChips(requested);
    if (isRejection(amount))
        return amount;
    const rules = banqueRulesOf(input.rules);
    const problem = maxStakeProblem(amount, rules);
    if (problem === 'banque/open-bank')
        return reject('banque/open-bank');
    if (problem)
        return reject('banque/max-stake-out-of-range', { min: rules.tableMin, max: rules.tableMax });
    // Stakes asked for above the new maximum go home; their owners may ask again. Banco is exempt.
    const above = new Set(state.requests.filter((r) => r.amount > amount));
    const refunded = refundRequests({ ...state, requests: [...above], bancos: [] }, 'max-stake');
    return step({ ...state, maxStake: amount, requests: state.requests.filter((r) => !above.has(r)) }, refunded.moves, [{ type: 'banque-max-stake', banker: input.userId, maxStake: amount }, ...refunded.events]);
};
const retire = (state, userId) => {
    if (state.banker !== userId)
        return reject('banque/not-banker');
    if (state.cover)
        return reject('banque/in-play');
    return endBanqueBank(state, 'retired');
};
/** One player's action against the table's state; an accepted one clears his absence. */
export const actBanque = (input, action) => dispatch(input, action);
const dispatch = clearingAbsence((input, action) => {
    if (!isAction(action))
        return reject('game/invalid-action');
    const state = banqueStateOf(input.state);
    switch (action.kind) {
        case 'bid':
            return bid(state, input, action.amount);
        case 'sit':
            return sit(state, input, action.side);
        case 'leave':
            return leave(state, input.userId);
        case 'stake':
            return stake(state, input, action.position, action.amount);
        case 'banco':
            return banco(state, input, action.side);
        case 'withdraw':
            return withdraw(state, input.userId, action.position);
        case 'max-stake':
            return setMaxStake(state, input, action.amount);
        case 'retire':
            return retire(state, input.userId);
    }
});
//# sourceMappingURL=actions.js.map