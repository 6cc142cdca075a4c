import { wholeChipsIn } from '../../../engine/money.js';
import { reject } from '../../../table/rejections.js';
import { nextHolder } from './state.js';
/** Players of `order` still seated, still able to claim: neither claimed nor declined, nor absent. */
const undecided = (state, suite, before) => suite.order
    .slice(0, before)
    .filter((seat) => state.seats.includes(seat) &&
    !state.absent.includes(seat) &&
    !suite.declined.includes(seat) &&
    !suite.claims.some((claim) => claim.userId === seat));
/**
 * Resolves the suite when it can be (`final`: its deadline has come): the best claimant takes the
 * bank and the other claims go home, or nobody took it and the shoe moves on. Unresolved, the
 * state is returned as it is.
 */
export const resolveSuite = (state, final) => {
    const { suite } = state;
    if (!suite)
        return { state, moves: [], events: [] };
    const claimed = suite.order
        .map((seat, rank) => ({ seat, rank }))
        .filter(({ seat }) => state.seats.includes(seat))
        .find(({ seat }) => suite.claims.some((claim) => claim.userId === seat));
    const waiting = undecided(state, suite, claimed?.rank ?? suite.order.length);
    if (!final && waiting.length > 0)
        return { state, moves: [], events: [] };
    const others = suite.claims.filter((claim) => claim.userId !== claimed?.seat);
    const moves = others.map((claim) => ({ userId: claim.userId, cents: suite.bankCents }));
    const events = others.map((claim) => ({
        type: 'cdf-offer-refunded',
        userId: claim.userId,
        cents: suite.bankCents,
        reason: 'suite-lost',
    }));
    const ended = { ...state, suite: null };
    if (claimed) {
        const taker = suite.claims.find((claim) => claim.userId === claimed.seat);
        events.push({ type: 'cdf-shoe-passed', from: suite.from, to: taker.userId, reason: 'suite' }, {
            type: 'cdf-bank-opened',
            banker: taker.userId,
            bankCents: suite.bankCents,
            balanceCents: taker.balanceCents,
        });
        return {
            state: {
                ...ended,
                holder: taker.userId,
                banker: taker.userId,
                bankCents: suite.bankCents,
                suivi: null,
            },
            moves,
            events,
        };
    }
    const holder = nextHolder(state, suite.from) ?? (state.seats.includes(suite.from) ? suite.from : null);
    events.push({ type: 'cdf-shoe-passed', from: suite.from, to: holder, reason: 'suite-declined' });
    return { state: { ...ended, holder }, moves, events };
};
/** A seated player offered the suite claims it: the bank's amount leaves his wallet now. */
export const claimSuite = (state, input) => {
    const { userId, balanceCents } = input;
    if (!input.open)
        return reject('table/closed');
    if (!state.seats.includes(userId))
        return reject('cdf/not-seated');
    const { suite } = state;
    if (!suite?.order.includes(userId))
        return reject('cdf/not-your-turn');
    if (suite.claims.some((claim) => claim.userId === userId))
        return reject('cdf/already-offered');
    if (suite.bankCents > balanceCents)
        return reject('cdf/bank-above-wallet', { balance: balanceCents });
    const after = (balanceCents - suite.bankCents);
    const claimed = {
        ...state,
        suite: {
            ...suite,
            claims: [...suite.claims, { userId, balanceCents: after }],
            declined: suite.declined.filter((seat) => seat !== userId),
        },
    };
    // An action of his own: he is not absent (the caller clears the mark too, after resolving).
    const resolved = resolveSuite({ ...claimed, absent: claimed.absent.filter((s) => s !== userId) }, false);
    return {
        state: resolved.state,
        moves: [{ userId, cents: -suite.bankCents }, ...resolved.moves],
        events: [
            {
                type: 'cdf-offer-placed',
                userId,
                kind: 'suite',
                amount: wholeChipsIn(suite.bankCents),
                balanceCents: after,
            },
            ...resolved.events,
        ],
    };
};
/** A seated player offered the suite says no: the offer may resolve without waiting for him. */
export const declineSuite = (state, userId) => {
    if (!state.seats.includes(userId))
        return reject('cdf/not-seated');
    const { suite } = state;
    if (!suite?.order.includes(userId))
        return reject('cdf/not-your-turn');
    if (suite.claims.some((claim) => claim.userId === userId))
        return reject('cdf/already-offered');
    const declined = {
        ...state,
        absent: state.absent.filter((seat) => seat !== userId),
        suite: { ...suite, declined: [...new Set([...suite.declined, userId])] },
    };
    return resolveSuite(declined, false);
};
/** A claimant takes his claim back, or leaves: its chips go home. */
export const dropSuiteClaim = (state, userId, reason) => {
    const { suite } = state;
    if (!suite?.claims.some((claim) => claim.userId === userId))
        return { state, moves: [], events: [] };
    return {
        state: { ...state, suite: { ...suite, claims: suite.claims.filter((claim) => claim.userId !== userId) } },
        moves: [{ userId, cents: suite.bankCents }],
        events: [{ type: 'cdf-offer-refunded', userId, cents: suite.bankCents, reason }],
    };
};
//# sourceMappingURL=suite.js.map