/**
 * What a chemin de fer table keeps between coups, as plain JSON in `TableRecord.gameState`: the
 * seats in passing order, who holds the shoe, the bank in play, banco suivi, the offers placed
 * against the bank, and, while a coup is dealt, the cover the bank accepted; la suite while a
 * passed bank is on offer, and who is absent.
 */
import { addCents, centsOf, chips, ZERO_CENTS } from '../../../engine/money.js';
import { cdfOptionsOf } from './settings.js';
/** How long la suite is on offer (docs/chemin-de-fer.md, "The bank and the stakes"). */
export const SUITE_MS = 15_000;
export const EMPTY_CDF_STATE = {
    seats: [],
    holder: null,
    banker: null,
    bankCents: ZERO_CENTS,
    suivi: null,
    offers: [],
    cover: null,
    suite: null,
    absent: [],
    timeouts: {},
};
/**
 * The table's state, or a fresh one on a table that has never dealt chemin de fer; a state stored
 * before la suite and absences existed reads with none.
 */
export const cdfStateOf = (state) => state === null || state === undefined
    ? EMPTY_CDF_STATE
    : { ...EMPTY_CDF_STATE, ...state };
/**
 * What the state holds for each player: the banker's bank, each offer, each stake the bank
 * accepted for the coup in play, and each claim on la suite (the bank's amount, put up).
 */
export const cdfHoldings = (state) => {
    const held = new Map();
    const hold = (userId, cents) => {
        if (cents !== 0)
            held.set(userId, addCents(held.get(userId) ?? ZERO_CENTS, cents));
    };
    // A bank is never without its banker; if a state ever held one, it is nobody's ('').
    hold(state.banker ?? '', state.bankCents);
    for (const offer of state.offers)
        hold(offer.userId, centsOf(offer.amount));
    for (const acceptance of state.cover?.acceptances ?? [])
        hold(acceptance.userId, centsOf(acceptance.accepted));
    for (const claim of state.suite?.claims ?? [])
        hold(claim.userId, state.suite.bankCents);
    return held;
};
/** Every player whose chips the state holds or may move. */
export const cdfPlayersOf = (state) => [
    ...new Set([
        ...state.seats,
        ...(state.banker ? [state.banker] : []),
        ...state.offers.map((offer) => offer.userId),
        ...(state.cover?.acceptances.map((a) => a.userId) ?? []),
        ...(state.suite?.claims.map((claim) => claim.userId) ?? []),
    ]),
];
/** The game's id, under which the table keeps its options. */
export const CHEMIN_DE_FER = 'chemin-de-fer';
export const cdfRulesOf = (rules) => {
    const bank = cdfOptionsOf(rules.gameOptions?.[CHEMIN_DE_FER]);
    const tableMin = rules.limits.min;
    return {
        tableMin,
        bankMin: bank.bankMin ?? chips(10 * tableMin),
        bankMax: bank.bankMax,
        commissionBp: bank.commissionBp,
        regle: bank.regle,
        suite: bank.suite,
    };
};
/**
 * The seat the shoe goes to after `userId`: the next one in passing order that is not absent, or
 * the next one at all when every other seat is absent; null when nobody else is seated.
 */
export const nextHolder = (state, userId) => {
    const at = state.seats.indexOf(userId);
    for (let i = 1; i <= state.seats.length; i++) {
        const next = state.seats[(Math.max(at, -1) + i) % state.seats.length];
        if (next !== userId && !state.absent.includes(next))
            return next;
    }
    return seatAfter(state.seats, userId);
};
/** The seat after `userId` in passing order, or null when nobody else is seated. */
export const seatAfter = (seats, userId) => {
    const at = seats.indexOf(userId);
    if (at < 0)
        return seats[0] ?? null;
    for (let i = 1; i < seats.length; i++) {
        const next = seats[(at + i) % seats.length];
        if (next !== userId)
            return next;
    }
    return null;
};
//# sourceMappingURL=state.js.map