/**
 * The money of banque à deux tableaux, as pure functions over plain data: the auction for the bank,
 * the banker's maximum stake, who holds each tableau's cards, the cover cap with its precedence
 * (frozen centre items, banco, the card-holders, then everything else in placement order), what a
 * settled coup pays and takes with the commission on the banker's net, the cards passing after a
 * loss, and the bank ending. Stakes are whole chips, the bank and every payment cents; only the
 * bank's whole chips are ever at risk, and the cap guarantees it covers the worst coup.
 */
import { addCents, basisPointsOf, centsOf, chips, subCents, sumChips, wholeChipsIn, ZERO_CENTS, } from '../../../engine/money.js';
import { openingProblem } from '../../chemin-de-fer/rules/bank.js';
import { settleCentreItems } from './centre.js';
import { BANQUE_SIDES } from './coup.js';
export const BANQUE_POSITIONS = ['right', 'left', 'centre'];
/** Why a member may not bid `amount` for the bank, or undefined when he may (chemin de fer's bank check). */
export const bidProblem = openingProblem;
/** The bank goes to the highest bid; between equal bids, to the earliest. Bids in the order placed. */
export const auctionWinner = (bids) => {
    let best = null;
    for (const bid of bids)
        if (best === null || bid.amount > best.amount)
            best = bid;
    return best;
};
/**
 * Why a banker may not set `maxStake`, or undefined when he may: it lies in [tableMin, tableMax].
 * An open bank has no maximum at all (null), and the banker cannot set one.
 */
export const maxStakeProblem = (maxStake, limits) => {
    if (limits.openBank)
        return 'banque/open-bank';
    if (maxStake < limits.tableMin)
        return 'bet/below-min';
    if (maxStake > limits.tableMax)
        return 'bet/above-max';
    return undefined;
};
/** The whole chips a bank covers. */
export const banqueCap = (bankCents) => wholeChipsIn(bankCents);
/** Σ of frozen items, the first claim on the cap. */
export const frozenChips = (items) => sumChips(items.map((i) => i.amount));
/** What a banco puts up: everything the bank still covers once frozen items are counted. */
export const bancoAmount = (bankCents, frozen) => chips(banqueCap(bankCents) - frozenChips(frozen));
/**
 * Closes the betting. For each side the card-holder is the first punter in its queue who asked for
 * at least the table minimum on his own side; those ahead of him pass la main to the back (a
 * card-holder none of whose stake the bank then accepts sits the coup out and keeps the cards). Then a
 * banco, if any valid one was called (priority: right card-holder, left card-holder, the right
 * queue front to back, the left queue), takes all the bank leaves after the frozen items and every
 * other request is refunded. Otherwise requests are accepted against the cap, the right
 * card-holder's right stake first, then the left card-holder's left stake, then every other in
 * placement order, each as min(amount, what is left) when that reaches the table minimum.
 */
export const closeBanqueBetting = (betting) => {
    const { bankCents, tableMin, maxStake, frozen, requests, bancos } = betting;
    const seated = [...betting.queues.right, ...betting.queues.left];
    if (new Set(seated).size !== seated.length)
        throw new RangeError('a punter sits twice in the queues');
    const seen = new Set();
    for (const r of requests) {
        const key = `${r.userId}/${r.position}`;
        if (seen.has(key))
            throw new RangeError(`${r.userId} asked twice on ${r.position}`);
        seen.add(key);
        if (r.amount < tableMin || (maxStake !== null && r.amount > maxStake))
            throw new RangeError(`a stake of ${r.amount} is outside the limits`);
    }
    const bancoPut = bancoAmount(bankCents, frozen);
    for (const b of bancos)
        if (b.amount !== bancoPut)
            throw new RangeError(`a banco against this bank puts up ${bancoPut}, not ${b.amount}`);
    if (new Set(bancos.map((b) => b.userId)).size !== bancos.length)
        throw new RangeError('a player called banco twice');
    // 1. Card-holders, and la main passed by those ahead of them.
    const staked = (userId, side) => requests.some((r) => r.userId === userId && r.position === side);
    const queues = { right: [...betting.queues.right], left: [...betting.queues.left] };
    const cardHolder = { right: null, left: null };
    for (const side of BANQUE_SIDES) {
        const queue = queues[side];
        const at = queue.findIndex((userId) => staked(userId, side));
        if (at < 0)
            continue;
        cardHolder[side] = queue[at];
        queues[side] = [...queue.slice(at), ...queue.slice(0, at)];
    }
    // 2.–3. The cap, and banco.
    const cap = banqueCap(bankCents);
    let used = frozenChips(frozen);
    const sideOf = (userId) => queues.right.includes(userId) ? 'right' : queues.left.includes(userId) ? 'left' : null;
    const bancoRank = (userId) => {
        if (userId === cardHolder.right)
            return 0;
        if (userId === cardHolder.left)
            return 1;
        const side = sideOf(userId);
        return 2 + (side === 'right' ? 0 : queues.right.length) + queues[side].indexOf(userId);
    };
    const bancoReason = new Map();
    for (const call of bancos) {
        if (sideOf(call.userId) === null)
            bancoReason.set(call, 'not-seated');
        else if (BANQUE_SIDES.some((side) => cardHolder[side] === call.userId && side !== call.side))
            bancoReason.set(call, 'not-your-side');
        else if (bancoPut < tableMin)
            bancoReason.set(call, 'banco-void');
    }
    const banco = bancos
        .filter((call) => !bancoReason.has(call))
        .sort((a, b) => bancoRank(a.userId) - bancoRank(b.userId))[0] ?? null;
    for (const call of bancos)
        if (!bancoReason.has(call))
            bancoReason.set(call, call === banco ? 'accepted' : 'banco-behind');
    // 4. Otherwise the requests in precedence order.
    const taken = new Map();
    if (banco !== null) {
        used += banco.amount;
        for (const r of requests)
            taken.set(r, { accepted: 0, reason: 'banco-called' });
    }
    else {
        const first = (side) => requests.find((r) => r.userId === cardHolder[side] && r.position === side);
        const ordered = [first('right'), first('left'), ...requests].filter((r, i, all) => r !== undefined && all.indexOf(r) === i);
        for (const r of ordered) {
            const fit = Math.min(r.amount, cap - used);
            if (fit < tableMin)
                taken.set(r, { accepted: 0, reason: 'cover-full' });
            else {
                taken.set(r, { accepted: fit, reason: fit === r.amount ? 'accepted' : 'trimmed' });
                used += fit;
            }
        }
    }
    const acceptances = [
        ...requests.map((r) => {
            const { accepted, reason } = taken.get(r);
            return {
                userId: r.userId,
                kind: 'stake',
                position: r.position,
                offered: r.amount,
                accepted: chips(accepted),
                refunded: chips(r.amount - accepted),
                reason,
            };
        }),
        ...bancos.map((call) => {
            const accepted = call === banco ? call.amount : chips(0);
            return {
                userId: call.userId,
                kind: 'banco',
                position: call.side,
                offered: call.amount,
                accepted,
                refunded: chips(call.amount - accepted),
                reason: bancoReason.get(call),
            };
        }),
    ];
    const accepted = acceptances.filter((a) => a.accepted > 0);
    const on = (position) => sumChips(accepted.filter((a) => a.position === position).map((a) => a.accepted));
    const centre = [
        ...frozen,
        ...accepted
            .filter((a) => a.position === 'centre')
            .map((a) => ({ owner: a.userId, amount: a.accepted, frozen: false })),
    ];
    // A card-holder none of whose own stake on his side was accepted sits the coup out: his whole
    // stake went home, so he has nothing on the tableau he would play.
    const holders = { right: null, left: null };
    const sittingOut = { right: null, left: null };
    for (const side of BANQUE_SIDES) {
        const holder = cardHolder[side];
        if (banco?.side === side)
            holders[side] = { userId: banco.userId, by: 'banco' };
        else if (holder === null)
            holders[side] = null;
        else if (accepted.some((a) => a.userId === holder && a.kind === 'stake' && a.position === side))
            holders[side] = { userId: holder, by: 'card-holder' };
        else
            sittingOut[side] = holder;
    }
    return {
        queues,
        holders,
        sittingOut,
        acceptances,
        centre,
        stakes: { right: on('right'), left: on('left'), centre: chips(on('centre') + frozenChips(frozen)) },
        used: chips(used),
        idle: accepted.length === 0 && frozen.length === 0,
    };
};
/**
 * Settles a coup: each tableau stake at even money on its tableau's result, each centre item by the
 * centre matrix, then the commission on the banker's net win of the whole coup (Art. 62's three
 * cases at once: both tableaux won, one won and one lost, one won and one tied).
 */
export const settleBanqueCoup = (input) => {
    const { bankCents, stakes, centre, results, commissionBp } = input;
    const worstCase = sumChips([...stakes.map((s) => s.accepted), ...centre.map((i) => i.amount)]);
    if (worstCase > banqueCap(bankCents))
        throw new RangeError(`stakes of ${worstCase} chips are above the bank's ${banqueCap(bankCents)}`);
    let net = 0;
    const returns = stakes.map(({ userId, side, accepted }) => {
        const result = results[side];
        net += result === 'win' ? -accepted : result === 'lose' ? accepted : 0;
        return {
            userId,
            side,
            cents: centsOf(chips(accepted * (result === 'win' ? 2 : result === 'tie' ? 1 : 0))),
        };
    });
    const settled = settleCentreItems(centre, results.right, results.left).map(({ item, outcome, next }) => {
        net += outcome.lost - outcome.won;
        return { item, outcome, next, toOwnerCents: centsOf(chips(outcome.returned + outcome.won)) };
    });
    const bankerNetCents = centsOf(chips(net));
    const commissionCents = net > 0 ? basisPointsOf(bankerNetCents, commissionBp) : ZERO_CENTS;
    return {
        returns,
        centre: settled.map(({ item, outcome, toOwnerCents }) => ({ item, outcome, toOwnerCents })),
        frozen: settled.flatMap(({ next }) => (next === null ? [] : [next])),
        bankerNetCents,
        commissionCents,
        bankAfterCents: subCents(addCents(bankCents, bankerNetCents), commissionCents),
    };
};
// ── After the coup: the cards pass, the bank may end ──
/**
 * The queues after a coup: a regular card-holder whose tableau lost moves to the back of its queue
 * and the next punter takes the cards. A win or a tie keeps them; a banco caller's coup, or a
 * tableau nobody held (a card-holder who sat the coup out included), leaves the queue as it was.
 */
export const passCards = (queues, holders, results) => {
    const after = (side) => {
        const queue = queues[side];
        const holder = holders[side];
        if (results[side] !== 'lose' || holder?.by !== 'card-holder' || queue[0] !== holder.userId)
            return queue;
        return [...queue.slice(1), queue[0]];
    };
    return { right: after('right'), left: after('left') };
};
/** The bank is broken when what it covers beyond its frozen items is under the table minimum. */
export const isBankBroken = (bankCents, frozen, tableMin) => banqueCap(bankCents) - frozenChips(frozen) < tableMin;
/** The bank ends (retired, broken, the shoe over, the banker absent, the table closed). */
export const endBank = (bankCents, frozen) => ({
    toBankerCents: bankCents,
    returned: frozen.map((item) => ({ owner: item.owner, cents: centsOf(item.amount) })),
});
//# sourceMappingURL=bank.js.map