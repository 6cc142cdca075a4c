import { refundOffers } from './actions.js';
import { cdfStateOf, nextHolder } from './state.js';
export const closeCdf = (raw) => {
    const state = cdfStateOf(raw);
    if (state.cover)
        throw new Error('a chemin de fer coup in play is settled before the table closes');
    const moves = [];
    const events = [];
    if (state.banker !== null && state.bankCents > 0) {
        moves.push({ userId: state.banker, cents: state.bankCents });
        events.push({
            type: 'cdf-bank-returned',
            banker: state.banker,
            cents: state.bankCents,
            reason: 'table-closed',
        });
    }
    const refunds = refundOffers(state.offers, 'table-closed');
    moves.push(...refunds.moves);
    events.push(...refunds.events);
    let { holder } = state;
    const { suite } = state;
    if (suite) {
        for (const claim of suite.claims) {
            moves.push({ userId: claim.userId, cents: suite.bankCents });
            events.push({
                type: 'cdf-offer-refunded',
                userId: claim.userId,
                cents: suite.bankCents,
                reason: 'table-closed',
            });
        }
        holder = nextHolder(state, suite.from) ?? holder;
        events.push({ type: 'cdf-shoe-passed', from: suite.from, to: holder, reason: 'table-closed' });
    }
    return {
        state: { ...state, holder, banker: null, bankCents: 0, offers: [], suivi: null, suite: null },
        moves,
        events,
    };
};
//# sourceMappingURL=close.js.map