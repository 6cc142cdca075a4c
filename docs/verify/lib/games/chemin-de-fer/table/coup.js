/**
 * A chemin de fer coup at the table: betting closes (the bank accepts offers in priority order and
 * the rest goes home), the engine deals it through the table's decision pause (the punter on
 * every total, the banker in the règle's free cells), and the settled coup pays the punters,
 * takes the commission, and leaves the bank in play or passes the shoe.
 */
import { centsOf, sumCents } from '../../../engine/money.js';
import { reject } from '../../../table/rejections.js';
import { tableStepOf } from '../../banked/table/coup-step.js';
import { acceptOffers, priorityFrom, settleCdfCoup, } from '../rules/bank.js';
import { begin, decide } from '../rules/coup.js';
import { markAbsences } from './absence.js';
import { cdfRulesOf, cdfStateOf, nextHolder } from './state.js';
import { resolveSuite } from './suite.js';
export const closeCdfBetting = ({ state: raw, rules, userId, now, }) => {
    const state = cdfStateOf(raw);
    if (state.suite) {
        // The table's timer at the suite's deadline: whoever claimed first in priority takes it.
        if (userId !== null)
            return reject('cdf/no-bank');
        if (now < state.suite.deadline)
            return reject('decision/not-due', { deadline: state.suite.deadline });
        return { ...resolveSuite(state, true), dealt: false };
    }
    if (state.banker === null)
        return reject('cdf/no-bank');
    if (state.cover)
        return reject('round/coup-in-play');
    if (state.offers.length === 0)
        return reject('round/no-bets');
    if (userId !== null && userId !== state.banker && !state.offers.some((o) => o.userId === userId))
        return reject('round/not-a-player');
    const cover = acceptOffers({
        bankCents: state.bankCents,
        tableMin: cdfRulesOf(rules).tableMin,
        priority: priorityFrom(state.seats, state.banker),
        suivi: state.suivi,
        offers: state.offers,
    });
    const refunded = cover.acceptances.filter((a) => a.refunded > 0);
    const moves = refunded.map((a) => ({ userId: a.userId, cents: centsOf(a.refunded) }));
    const events = [
        {
            type: 'cdf-cover',
            banker: state.banker,
            bankCents: state.bankCents,
            acceptances: cover.acceptances,
            cover: cover.cover,
            handHolder: cover.handHolder,
            handBy: cover.handBy,
        },
        ...refunded.map((a) => ({
            type: 'cdf-offer-refunded',
            userId: a.userId,
            cents: centsOf(a.refunded),
            reason: a.reason,
        })),
    ];
    const dealt = cover.cover > 0;
    return { state: { ...state, offers: [], cover: dealt ? cover : null }, moves, events, dealt };
};
/** The engine's step as the table's: whose decision, or the finished coup with its bank and cover. */
const tableStep = (state, cards, at, engine) => {
    const cover = state.cover;
    return tableStepOf(engine, {
        // A cover of standing punters only has no hand-holder: the punter's hand plays by the rule.
        unheld: ({ hand }) => hand === 'punter' && cover.handHolder === null,
        byDefault: (paused, choice) => decide(cards, at, paused, choice, 'default'),
        deciderOf: ({ hand }) => (hand === 'punter' ? cover.handHolder : state.banker),
        finished: (coup) => ({
            coup,
            stake: cover.cover,
            banker: state.banker,
            bankCents: state.bankCents,
            acceptances: cover.acceptances,
            handHolder: cover.handHolder,
            handBy: cover.handBy,
        }),
    });
};
export const beginCdfCoup = ({ cards, at, rules, gameState }) => tableStep(cdfStateOf(gameState), cards, at, begin(cards, at, cdfRulesOf(rules).regle));
export const decideCdfCoup = ({ cards, at, gameState }, paused, choice, by = 'player') => tableStep(cdfStateOf(gameState), cards, at, decide(cards, at, paused, choice, by));
/**
 * Pays the coup: punters' returns, the commission as the house's take on the banker's result,
 * and the bank after it (garage above the maximum; on a punter win the rest goes back and the
 * shoe passes). Every participant has a result, the banker's net being the punters' loss.
 * Decisions left to time out mark absences; an absent banker's bank then goes home and the
 * shoe passes (la banque passe), an absent punter loses banco suivi.
 */
export const settleCdfRound = (played, raw, rules, decisions = []) => {
    const state = markAbsences(cdfStateOf(raw), decisions);
    const { commissionBp, bankMax } = cdfRulesOf(rules);
    const accepted = played.acceptances.filter((a) => a.accepted > 0);
    const settled = settleCdfCoup({
        bankCents: state.bankCents,
        stakes: accepted,
        outcome: played.coup.outcome,
        handHolder: played.handHolder,
        commissionBp,
        bankMax,
    });
    const banker = state.banker;
    const returns = new Map(settled.returns.map((r) => [r.userId, r.cents]));
    const punters = accepted.map((a) => {
        const returned = returns.get(a.userId);
        return {
            userId: a.userId,
            stakes: { punter: a.accepted },
            returns: { punter: returned },
            netCents: (returned - centsOf(a.accepted)),
            commissionCents: 0,
        };
    });
    const bankerNet = -sumCents(punters.map((p) => p.netCents));
    const moves = [
        ...settled.returns.filter((r) => r.cents > 0).map((r) => ({ userId: r.userId, cents: r.cents })),
        ...(settled.toBankerCents > 0 ? [{ userId: banker, cents: settled.toBankerCents }] : []),
    ];
    const events = [];
    if (settled.toBankerCents > 0 || settled.shoePasses)
        events.push({
            type: 'cdf-bank-returned',
            banker,
            cents: settled.toBankerCents,
            reason: settled.shoePasses ? 'punter-won' : 'garage',
        });
    const suivi = settled.suivi !== null && state.absent.includes(settled.suivi) ? null : settled.suivi;
    let next = {
        ...state,
        cover: null,
        bankCents: settled.bankAfterCents,
        suivi,
    };
    if (settled.shoePasses) {
        const holder = nextHolder(state, banker) ?? banker;
        next = { ...next, banker: null, holder, suivi: null };
        events.push({ type: 'cdf-shoe-passed', from: banker, to: holder, reason: 'punter-won' });
    }
    else if (state.absent.includes(banker)) {
        // La banque passe for him: what the bank holds after the coup goes home, no suite offered.
        const holder = nextHolder(state, banker) ?? banker;
        moves.push({ userId: banker, cents: settled.bankAfterCents });
        events.push({ type: 'cdf-bank-returned', banker, cents: settled.bankAfterCents, reason: 'absent' }, { type: 'cdf-shoe-passed', from: banker, to: holder, reason: 'absent' });
        next = { ...next, banker: null, holder, bankCents: 0, suivi: null };
    }
    return {
        state: next,
        moves,
        events,
        results: [
            {
                userId: banker,
                stakes: {},
                returns: {},
                netCents: bankerNet,
                commissionCents: settled.commissionCents,
            },
            ...punters,
        ],
    };
};
/** The bank's deadline of its own between coups: la suite's. */
export const cdfDeadline = (raw) => cdfStateOf(raw).suite?.deadline ?? null;
//# sourceMappingURL=coup.js.map