/**
 * The bank ends (docs/banque.md, "The bank"): the banker retired between coups, the bank is broken or idle, the
 * shoe ended, the banker was absent, or the table closed. Every frozen centre item goes back to
 * its owner whole (no win, no loss), stakes and bancos asked for go home, the bank's cents go back
 * to the banker, and the table returns to the auction. The queues stay.
 */
import { centsOf, ZERO_CENTS } from '../../../engine/money.js';
import { endBank } from '../rules/bank.js';
/** Stakes and bancos asked for but not yet accepted go home, each with an event naming its owner. */
export const refundRequests = (state, reason, which = () => true) => {
    const requests = state.requests.filter((r) => which(r.userId, r.position));
    const bancos = state.bancos.filter((b) => which(b.userId, b.side));
    const refunds = [
        ...requests.map((r) => ({
            userId: r.userId,
            position: r.position,
            kind: 'stake',
            amount: r.amount,
        })),
        ...bancos.map((b) => ({ userId: b.userId, position: b.side, kind: 'banco', amount: b.amount })),
    ];
    return {
        state: {
            ...state,
            requests: state.requests.filter((r) => !requests.includes(r)),
            bancos: state.bancos.filter((b) => !bancos.includes(b)),
        },
        moves: refunds.map((r) => ({ userId: r.userId, cents: centsOf(r.amount) })),
        events: refunds.map((r) => ({
            type: 'banque-stake-refunded',
            userId: r.userId,
            position: r.position,
            kind: r.kind,
            cents: centsOf(r.amount),
            reason,
        })),
    };
};
/** Ends the bank in `state` (between coups, or right after a settled one) and reopens the auction. */
export const endBanqueBank = (state, reason) => {
    if (state.cover)
        throw new Error('a banque bank ends only once its coup is settled');
    const banker = state.banker;
    if (banker === null)
        throw new Error('no banque bank to end');
    const refunded = refundRequests(state, reason === 'table-closed' ? 'table-closed' : 'bank-ended');
    const ending = endBank(state.bankCents, state.frozen);
    const moves = [
        ...refunded.moves,
        ...(ending.toBankerCents > 0 ? [{ userId: banker, cents: ending.toBankerCents }] : []),
        ...ending.returned.map((r) => ({ userId: r.owner, cents: r.cents })),
    ];
    return {
        state: {
            ...refunded.state,
            auction: { bids: [], deadline: null },
            banker: null,
            bankCents: ZERO_CENTS,
            maxStake: null,
            frozen: [],
            idleWindows: 0,
        },
        moves,
        events: [
            ...refunded.events,
            {
                type: 'banque-bank-ended',
                banker,
                cents: ending.toBankerCents,
                reason,
                frozenReturned: ending.returned,
            },
        ],
    };
};
/** Every bid of an auction goes home (the table closed, or left banque). */
export const refundBids = (state) => {
    const bids = state.auction?.bids ?? [];
    return {
        state: { ...state, auction: { bids: [], deadline: null } },
        moves: bids.map((bid) => ({ userId: bid.userId, cents: centsOf(bid.amount) })),
        events: bids.map((bid) => ({
            type: 'banque-bid-refunded',
            userId: bid.userId,
            cents: centsOf(bid.amount),
            reason: 'table-closed',
        })),
    };
};
/** The table closes, or switches game, between coups: bids, the bank and frozen items go home. */
export const closeBanque = (state) => {
    if (state.cover)
        throw new Error('a banque coup in play is settled before the table closes');
    if (state.banker !== null)
        return endBanqueBank(state, 'table-closed');
    return refundBids(state);
};
//# sourceMappingURL=bank-end.js.map