/**
 * A banque coup at the table. Betting closes (the auction, while no bank runs, is resolved the
 * same way at its deadline); the cover cap and its precedence accept stakes, and what they refuse
 * goes home with an event naming its owner. The engine deals R1 L1 B1 R2 L2 B2 through the
 * table's decision pause: the right card-holder, then the left, then the banker, each prompted
 * with the choices his rule allows (a forced one alone); a tableau nobody holds (its card-holder
 * sitting out, his whole stake sent home) plays by the rule, drawing at 5. The settled coup pays every stake and centre item, takes the commission on the
 * banker's net, passes the cards after a loss, and ends the bank when it is broken or its banker
 * absent.
 */
import { centsOf, chips } from '../../../engine/money.js';
import { markAbsences } from '../../../table/absence.js';
import { reject } from '../../../table/rejections.js';
import { tableStepOf } from '../../banked/table/coup-step.js';
import { auctionWinner, closeBanqueBetting, isBankBroken, passCards, settleBanqueCoup, } from '../rules/bank.js';
import { BANQUE_SIDES, begin, decide, } from '../rules/coup.js';
import { endBanqueBank } from './bank-end.js';
import { banqueRulesOf, banqueStateOf } from './state.js';
/** Betting windows in a row with nothing accepted and nothing frozen that end the bank (docs/banque.md, "The bank"). */
export const IDLE_WINDOWS = 3;
/** Chains two steps: the second applies to the first's state; moves and events add up. */
const then = (first, second) => {
    const next = second(first.state);
    return {
        state: next.state,
        moves: [...first.moves, ...next.moves],
        events: [...first.events, ...next.events],
    };
};
/** The auction's deadline has come: the highest bid (the earliest among equals) takes the bank. */
const resolveAuction = (state, rules) => {
    const bids = state.auction?.bids ?? [];
    const winner = auctionWinner(bids);
    const losers = bids.filter((bid) => bid !== winner);
    const { openBank, tableMax } = banqueRulesOf(rules);
    const maxStake = openBank ? null : tableMax;
    const bankCents = centsOf(winner.amount);
    // The banker sits in neither queue.
    const queues = {
        right: state.queues.right.filter((id) => id !== winner.userId),
        left: state.queues.left.filter((id) => id !== winner.userId),
    };
    return {
        state: { ...state, auction: null, banker: winner.userId, bankCents, maxStake, queues, idleWindows: 0 },
        moves: losers.map((bid) => ({ userId: bid.userId, cents: centsOf(bid.amount) })),
        events: [
            ...losers.map((bid) => ({
                type: 'banque-bid-refunded',
                userId: bid.userId,
                cents: centsOf(bid.amount),
                reason: 'outbid',
            })),
            { type: 'banque-bank-taken', banker: winner.userId, bankCents, maxStake, bids },
        ],
    };
};
export const closeBanqueTableBetting = ({ state: raw, rules, userId, now, }) => {
    const state = banqueStateOf(raw);
    if (state.banker === null) {
        // Only the table's timer resolves an auction, at its deadline.
        const deadline = state.auction?.deadline ?? null;
        if (userId !== null || deadline === null)
            return reject('banque/no-bank');
        if (now < deadline)
            return reject('decision/not-due', { deadline });
        return { ...resolveAuction(state, rules), dealt: false };
    }
    if (state.cover)
        return reject('round/coup-in-play');
    if (state.requests.length + state.bancos.length + state.frozen.length === 0)
        return reject('round/no-bets');
    const involved = (id) => id === state.banker ||
        state.requests.some((r) => r.userId === id) ||
        state.bancos.some((b) => b.userId === id) ||
        state.frozen.some((item) => item.owner === id);
    if (userId !== null && !involved(userId))
        return reject('round/not-a-player');
    const { tableMin } = banqueRulesOf(rules);
    const cover = closeBanqueBetting({
        bankCents: state.bankCents,
        tableMin,
        maxStake: state.maxStake,
        queues: state.queues,
        frozen: state.frozen,
        requests: state.requests,
        bancos: state.bancos,
    });
    const refunded = cover.acceptances.filter((a) => a.refunded > 0);
    const moves = refunded.map((a) => ({ userId: a.userId, cents: centsOf(a.refunded) }));
    const events = [
        { type: 'banque-cover', banker: state.banker, bankCents: state.bankCents, cover },
        ...refunded.map((a) => ({
            type: 'banque-stake-refunded',
            userId: a.userId,
            position: a.position,
            kind: a.kind,
            cents: centsOf(a.refunded),
            // Only what the cap refused or trimmed comes back: never an 'accepted' whole.
            reason: a.reason,
        })),
    ];
    const cleared = { ...state, requests: [], bancos: [], queues: cover.queues };
    if (!cover.idle)
        return { state: { ...cleared, cover, idleWindows: 0 }, moves, events, dealt: true };
    const idle = { state: { ...cleared, idleWindows: state.idleWindows + 1 }, moves, events };
    if (state.idleWindows + 1 < IDLE_WINDOWS)
        return { ...idle, dealt: false };
    return { ...then(idle, (s) => endBanqueBank(s, 'idle')), dealt: false };
};
/** Whether a card-holder sits this coup out on either tableau (a cover kept before the rule has none). */
const sittingOutOf = (cover) => BANQUE_SIDES.some((side) => (cover?.sittingOut?.[side] ?? null) !== null);
/** The engine's step as the table's: whose decision, or the finished coup with who played it. */
const tableStep = (state, cards, at, engine) => {
    const cover = state.cover;
    const banker = state.banker;
    if (!cover || banker === null)
        throw new Error('a banque coup is dealt only after betting closed');
    return tableStepOf(engine, {
        // A tableau nobody holds plays by the rule, drawing at 5 ("selon la règle").
        unheld: ({ hand }) => hand !== 'banker' && cover.holders[hand] === null,
        byDefault: (paused, choice) => decide(cards, at, paused, choice, 'default'),
        deciderOf: ({ hand }) => (hand === 'banker' ? banker : cover.holders[hand].userId),
        finished: (coup) => ({
            coup,
            banker,
            bankCents: state.bankCents,
            acceptances: cover.acceptances,
            holders: cover.holders,
            ...(sittingOutOf(cover) ? { sittingOut: cover.sittingOut } : {}),
            centre: cover.centre,
        }),
    });
};
export const beginBanqueCoup = ({ cards, at, gameState, }) => {
    const state = banqueStateOf(gameState);
    if (!state.cover)
        throw new Error('a banque coup is dealt only after betting closed');
    return tableStep(state, cards, at, begin(cards, at, state.cover.stakes));
};
export const decideBanqueCoup = ({ cards, at, gameState }, paused, choice, by = 'player') => tableStep(banqueStateOf(gameState), cards, at, decide(cards, at, paused, choice, by));
/** An absent card-holder passes the cards after the coup, as a loss would (docs/banque.md, "The bank"). */
const passAbsent = (queue, absent) => queue.length > 1 && absent.includes(queue[0]) ? [...queue.slice(1), queue[0]] : queue;
/**
 * Pays the coup: every tableau stake at even money on its tableau's result, every centre item by
 * the matrix (frozen halves carry on), the commission on the banker's net as the house's take,
 * and the bank after it. Every participant has a result: a punter's net is what the bank paid him
 * less what it took from him this coup (frozen chips count zero until they resolve), the
 * banker's the opposite sum. Then the cards pass after a loss, and a broken bank or an absent
 * banker's bank ends.
 */
export const settleBanqueRound = (played, raw, rules, decisions = []) => {
    const before = banqueStateOf(raw);
    const present = [...before.queues.right, ...before.queues.left, ...(before.banker ? [before.banker] : [])];
    const state = markAbsences(before, decisions, present);
    const { commissionBp, tableMin } = banqueRulesOf(rules);
    const { coup, banker } = played;
    const accepted = played.acceptances.filter((a) => a.accepted > 0 && a.position !== 'centre');
    const stakes = accepted.map((a) => ({
        userId: a.userId,
        side: a.position,
        accepted: a.accepted,
    }));
    const settled = settleBanqueCoup({
        bankCents: state.bankCents,
        stakes,
        centre: played.centre,
        results: coup.results,
        commissionBp,
    });
    const payouts = accepted.map((a, i) => ({
        userId: a.userId,
        position: a.position,
        kind: a.kind,
        accepted: a.accepted,
        returnedCents: settled.returns[i].cents,
    }));
    const centre = settled.centre.map(({ item, outcome, toOwnerCents }) => ({
        item,
        outcome,
        toOwnerCents,
        frozenAfter: outcome.frozen,
    }));
    // One result per punter, his positions added up; the banker's first.
    const byUser = new Map();
    const entry = (userId) => {
        const found = byUser.get(userId) ?? { stakes: {}, returns: {}, net: 0 };
        byUser.set(userId, found);
        return found;
    };
    for (const p of payouts) {
        const e = entry(p.userId);
        e.stakes[p.position] = (e.stakes[p.position] ?? 0) + p.accepted;
        e.returns[p.position] = (e.returns[p.position] ?? 0) + p.returnedCents;
        e.net += p.returnedCents - centsOf(p.accepted);
    }
    for (const c of centre) {
        const e = entry(c.item.owner);
        e.stakes.centre = (e.stakes.centre ?? 0) + c.item.amount;
        e.returns.centre = (e.returns.centre ?? 0) + c.toOwnerCents;
        e.net += centsOf(chips(c.outcome.won)) - centsOf(chips(c.outcome.lost));
    }
    const results = [
        {
            userId: banker,
            stakes: {},
            returns: {},
            netCents: settled.bankerNetCents,
            commissionCents: settled.commissionCents,
        },
        ...[...byUser].map(([userId, e]) => ({
            userId,
            stakes: e.stakes,
            returns: e.returns,
            netCents: e.net,
            commissionCents: 0,
        })),
    ];
    const moves = [
        ...payouts.filter((p) => p.returnedCents > 0).map((p) => ({ userId: p.userId, cents: p.returnedCents })),
        ...centre.filter((c) => c.toOwnerCents > 0).map((c) => ({ userId: c.item.owner, cents: c.toOwnerCents })),
    ];
    const cover = state.cover;
    const passed = passCards(state.queues, cover.holders, coup.results);
    const queues = {
        right: passAbsent(passed.right, state.absent),
        left: passAbsent(passed.left, state.absent),
    };
    const after = {
        ...state,
        cover: null,
        bankCents: settled.bankAfterCents,
        frozen: settled.frozen,
        queues,
    };
    const settledEvent = {
        type: 'banque-settled',
        banker,
        bankBeforeCents: state.bankCents,
        results: coup.results,
        payouts,
        centre,
        bankerNetCents: settled.bankerNetCents,
        commissionCents: settled.commissionCents,
        bankAfterCents: settled.bankAfterCents,
        queues,
        cardHolders: { right: queues.right[0] ?? null, left: queues.left[0] ?? null },
    };
    let step = { state: after, moves, events: [settledEvent] };
    if (state.absent.includes(banker))
        step = then(step, (s) => endBanqueBank(s, 'absent'));
    else if (isBankBroken(after.bankCents, after.frozen, tableMin))
        step = then(step, (s) => endBanqueBank(s, 'broken'));
    return { ...step, results };
};
/** The shoe is over: with tenure `shoe` the bank ends with it (docs/banque.md, "The bank"). */
export const banqueShoeEnded = (raw, rules) => {
    const state = banqueStateOf(raw);
    if (state.banker === null || state.cover || banqueRulesOf(rules).tenure !== 'shoe')
        return null;
    return endBanqueBank(state, 'shoe-ended');
};
/** The auction's deadline, which the table's timer keeps as its deal time. */
export const banqueDeadline = (raw) => {
    const state = banqueStateOf(raw);
    return state.banker === null ? (state.auction?.deadline ?? null) : null;
};
/** Who won the coup, as roads count it: the tableaux's wins against their losses. */
export const banqueOutcome = ({ coup }) => {
    const score = BANQUE_SIDES.reduce((sum, side) => sum + (coup.results[side] === 'win' ? 1 : coup.results[side] === 'lose' ? -1 : 0), 0);
    return score > 0 ? 'player' : score < 0 ? 'banker' : 'tie';
};
//# sourceMappingURL=coup.js.map