/**
 * What a banque table keeps between coups, as plain JSON in `TableRecord.gameState`: the auction
 * for the bank while none runs, the banker with his bank and maximum stake, the right and left
 * queues (the first in each holds that tableau's cards), the stakes and banco calls asked for this
 * coup (their chips already out of the wallets), the centre items frozen by earlier coups, and,
 * while a coup is played, what the bank accepted at the close of betting.
 */
import { addCents, centsOf, chips, ZERO_CENTS } from '../../../engine/money.js';
import { bancoAmount, } from '../rules/bank.js';
import { banqueOptionsOf } from './settings.js';
export const EMPTY_BANQUE_STATE = {
    auction: { bids: [], deadline: null },
    banker: null,
    bankCents: ZERO_CENTS,
    maxStake: null,
    queues: { right: [], left: [] },
    requests: [],
    bancos: [],
    frozen: [],
    cover: null,
    idleWindows: 0,
    absent: [],
    timeouts: {},
};
export const banqueStateOf = (state) => state === null || state === undefined
    ? EMPTY_BANQUE_STATE
    : { ...EMPTY_BANQUE_STATE, ...state };
/**
 * What the state holds for each player, in cents: his bids, the banker's bank, stakes and bancos
 * asked for, frozen centre items, and what the bank accepted of his for the coup in play (frozen
 * items are in the cover's centre too, so the cover counts only its acceptances).
 */
export const banqueHoldings = (state) => {
    const held = new Map();
    const hold = (userId, cents) => {
        if (cents !== 0)
            held.set(userId, addCents(held.get(userId) ?? ZERO_CENTS, cents));
    };
    for (const bid of state.auction?.bids ?? [])
        hold(bid.userId, centsOf(bid.amount));
    // A bank is never without its banker; if a state ever held one, it is nobody's ('').
    hold(state.banker ?? '', state.bankCents);
    for (const request of state.requests)
        hold(request.userId, centsOf(request.amount));
    for (const banco of state.bancos)
        hold(banco.userId, centsOf(banco.amount));
    for (const item of state.frozen)
        hold(item.owner, centsOf(item.amount));
    for (const acceptance of state.cover?.acceptances ?? [])
        hold(acceptance.userId, centsOf(acceptance.accepted));
    return held;
};
/** Every player whose chips the state holds or may move. */
export const banquePlayersOf = (state) => [
    ...new Set([
        ...(state.auction?.bids.map((bid) => bid.userId) ?? []),
        ...(state.banker ? [state.banker] : []),
        ...state.queues.right,
        ...state.queues.left,
        ...state.requests.map((r) => r.userId),
        ...state.bancos.map((b) => b.userId),
        ...state.frozen.map((item) => item.owner),
        ...(state.cover?.acceptances.map((a) => a.userId) ?? []),
        ...(state.cover?.centre.map((item) => item.owner) ?? []),
    ]),
];
/** The game's id, under which the table keeps its options. */
export const BANQUE = 'banque';
export const banqueRulesOf = (rules) => {
    const options = banqueOptionsOf(rules.gameOptions?.[BANQUE]);
    const tableMin = rules.limits.min;
    return {
        tableMin,
        tableMax: rules.limits.max,
        bankMin: options.bankMin ?? chips(20 * tableMin),
        bankMax: options.bankMax,
        commissionBp: options.commissionBp,
        openBank: options.openBank,
        bancoAllowed: options.bancoAllowed,
        tenure: options.tenure,
        auctionSeconds: options.auctionSeconds,
    };
};
/** What a banco against the bank puts up now: all it covers beyond its frozen items. */
export const bancoNow = (state) => bancoAmount(state.bankCents, state.frozen);
/** The side a punter is queued on, or null. */
export const sideOf = (state, userId) => state.queues.right.includes(userId) ? 'right' : state.queues.left.includes(userId) ? 'left' : null;
//# sourceMappingURL=state.js.map