/**
 * The money of chemin de fer, as pure functions over plain data: which offers the bank accepts and
 * in what order (banco suivi, banco, avec la table, partial stakes), who plays the hand, and what a
 * settled coup pays, takes in commission and leaves in the bank. Stakes are whole chips, the bank
 * and every payment cents; only the bank's whole chips are ever at risk.
 */
import { basisPointsOf, centsAt, centsOf, chips, subCents, sumChips, wholeChipsIn, ZERO_CENTS, } from '../../../engine/money.js';
/** The whole chips a bank covers: its cents remainder is never at risk. */
export const bankCap = (bankCents) => wholeChipsIn(bankCents);
/** What a banco or avec la table must put up against this bank; a partial stake names its own. */
export const offerAmount = (kind, bankCents) => {
    const cap = bankCap(bankCents);
    return kind === 'banco' ? cap : chips(Math.ceil(cap / 2));
};
/** The seated players in priority order for `banker`: the next seat in passing order first. */
export const priorityFrom = (seats, banker) => {
    const at = seats.indexOf(banker);
    if (at < 0)
        throw new RangeError(`${banker} is not seated`);
    return [...seats.slice(at + 1), ...seats.slice(0, at)];
};
/** The seat the shoe goes to after `holder`: the next in passing order, round the table. */
export const nextHolder = (seats, holder) => {
    const at = seats.indexOf(holder);
    if (at < 0)
        throw new RangeError(`${holder} is not seated`);
    return seats[(at + 1) % seats.length];
};
/**
 * Accepts the offers against the bank in priority order: a banco by the suivi holder, else the
 * first banco in seat priority, takes the whole bank and voids every other offer. Otherwise the
 * first avec la table in seat priority takes ⌈cap/2⌉ and plays the hand; then partial stakes
 * (other avec la table offers count as partial stakes of what they put up), seated players in
 * priority order, then players standing behind in the order they placed, each accepted as
 * min(amount, what is left) when that reaches the table minimum, the rest refunded.
 */
export const acceptOffers = (betting) => {
    const { bankCents, tableMin, priority, suivi, offers } = betting;
    const cap = bankCap(bankCents);
    const seen = new Set();
    for (const offer of offers) {
        if (seen.has(offer.userId))
            throw new RangeError(`${offer.userId} made two offers`);
        seen.add(offer.userId);
        if (offer.kind !== 'stake' && offer.amount !== offerAmount(offer.kind, bankCents))
            throw new RangeError(`a ${offer.kind} against ${cap} chips puts up ${offerAmount(offer.kind, bankCents)}`);
    }
    const rank = (userId) => {
        const seat = priority.indexOf(userId);
        return seat < 0 ? priority.length : seat;
    };
    const seated = (offer) => priority.includes(offer.userId);
    const decided = new Map();
    for (const offer of offers)
        if (offer.kind !== 'stake' && !seated(offer))
            decided.set(offer, { accepted: 0, reason: 'not-seated' });
    const inPriority = (kind) => offers.filter((o) => o.kind === kind && !decided.has(o)).sort((a, b) => rank(a.userId) - rank(b.userId));
    let handBy = null;
    let holder;
    const bancos = inPriority('banco');
    holder = bancos.find((o) => o.userId === suivi) ?? bancos[0];
    if (holder !== undefined && cap >= tableMin) {
        handBy = holder.userId === suivi ? 'banco-suivi' : 'banco';
        decided.set(holder, { accepted: cap, reason: 'accepted' });
        for (const offer of offers)
            if (!decided.has(offer))
                decided.set(offer, { accepted: 0, reason: 'banco-called' });
    }
    else {
        let left = cap;
        const take = (offer) => {
            const fit = Math.min(offer.amount, left);
            if (fit < tableMin)
                decided.set(offer, { accepted: 0, reason: 'cover-full' });
            else {
                decided.set(offer, { accepted: fit, reason: fit === offer.amount ? 'accepted' : 'trimmed' });
                left -= fit;
            }
        };
        for (const banco of bancos)
            decided.set(banco, { accepted: 0, reason: 'cover-full' });
        const [avec] = inPriority('avec-la-table');
        if (avec !== undefined) {
            take(avec);
            if (decided.get(avec).accepted > 0)
                [holder, handBy] = [avec, 'avec-la-table'];
        }
        const stakes = offers.filter((o) => !decided.has(o));
        // Seated players by priority, then those standing behind in placement order (a stable sort).
        for (const offer of [...stakes].sort((a, b) => rank(a.userId) - rank(b.userId)))
            take(offer);
        if (handBy === null) {
            // The largest accepted seated stake plays; a tie goes to the first in priority.
            const largest = offers
                .filter((o) => seated(o) && decided.get(o).accepted > 0)
                .sort((a, b) => decided.get(b).accepted - decided.get(a).accepted || rank(a.userId) - rank(b.userId))[0];
            if (largest !== undefined)
                [holder, handBy] = [largest, 'largest-stake'];
            else
                holder = undefined;
        }
    }
    const acceptances = offers.map((offer) => {
        const { accepted, reason } = decided.get(offer);
        return {
            userId: offer.userId,
            kind: offer.kind,
            offered: offer.amount,
            accepted: chips(accepted),
            refunded: chips(offer.amount - accepted),
            reason,
        };
    });
    return {
        acceptances,
        cover: sumChips(acceptances.map((a) => a.accepted)),
        handHolder: handBy === null ? null : holder.userId,
        handBy,
    };
};
/**
 * Settles a coup. Banker wins: every stake is lost to the bank, less the commission on that win
 * (roundHalfUp(C·100·rateBp/10000) cents), and the whole bank stays at risk up to bankMax.
 * Punter wins: each stake is paid 1:1 from the bank, what is left goes back to the banker and
 * the shoe passes. Égalité: stakes come back, the bank and the shoe stay.
 */
export const settleCdfCoup = (input) => {
    const { bankCents, stakes, outcome, handHolder, commissionBp, bankMax } = input;
    const coverCents = centsOf(sumChips(stakes.map((s) => s.accepted)));
    if (coverCents > bankCents)
        throw new RangeError(`a cover of ${coverCents} cents is above the bank's ${bankCents}`);
    const returnPerChip = outcome === 'punter' ? 200 : outcome === 'tie' ? 100 : 0;
    const returns = stakes.map(({ userId, accepted }) => ({
        userId,
        cents: centsAt(accepted, returnPerChip),
    }));
    if (outcome === 'punter')
        return {
            returns,
            commissionCents: ZERO_CENTS,
            bankAfterCents: ZERO_CENTS,
            toBankerCents: subCents(bankCents, coverCents),
            shoePasses: true,
            suivi: null,
        };
    if (outcome === 'tie')
        return {
            returns,
            commissionCents: ZERO_CENTS,
            bankAfterCents: bankCents,
            toBankerCents: ZERO_CENTS,
            shoePasses: false,
            suivi: handHolder,
        };
    const commissionCents = basisPointsOf(coverCents, commissionBp);
    const grown = (bankCents + coverCents - commissionCents);
    const limit = bankMax === null ? grown : centsOf(bankMax);
    const bankAfterCents = Math.min(grown, limit);
    return {
        returns,
        commissionCents,
        bankAfterCents,
        toBankerCents: subCents(grown, bankAfterCents),
        shoePasses: false,
        suivi: handHolder,
    };
};
/** Why a holder of the shoe may not open a bank of `amount` chips, or undefined when he may. */
export const openingProblem = (amount, limits, walletCents) => {
    if (amount < limits.bankMin)
        return 'bank/below-min';
    if (limits.bankMax !== null && amount > limits.bankMax)
        return 'bank/above-max';
    if (centsOf(amount) > walletCents)
        return 'bank/above-wallet';
    return undefined;
};
//# sourceMappingURL=bank.js.map