/**
 * Banque's centre stakes ("à cheval", "al centro"): a stake on both tableaux at once, settled by the
 * pair of their results. Every centre stake is its own item, never merged with another; an item
 * that is not settled stays on the table frozen, locked, into the next coup of the same bank, and is
 * settled again by the same matrix. Whole chips throughout, h = ⌊S/2⌋:
 *
 * | right \ left | win               | lose              | tie                                |
 * |--------------|-------------------|-------------------|------------------------------------|
 * | win          | wins S (gets 2S)  | frozen whole      | gets 2h; S − h stays frozen        |
 * | lose         | frozen whole      | loses S           | the bank takes h; S − h stays frozen |
 * | tie          | as win, tie       | as lose, tie      | push: S returned                   |
 *
 * The odd chip of an odd stake stays frozen, at risk on the same terms, so the bank never pays or
 * takes a rounded half in anyone's favour; a stake of 1 freezes whole where the others halve.
 */
import { chips } from '../../../engine/money.js';
/** Settles a centre stake of `amount` chips on the pair of tableau results, from the punters' side. */
export const settleCentre = (amount, right, left) => {
    if (!Number.isSafeInteger(amount) || amount < 1)
        throw new RangeError(`a centre stake of ${amount} chips`);
    const outcome = (returned, won, lost, frozen) => ({
        returned: chips(returned),
        won: chips(won),
        lost: chips(lost),
        frozen: chips(frozen),
    });
    const half = Math.floor(amount / 2);
    if (right === 'tie' && left === 'tie')
        return outcome(amount, 0, 0, 0);
    if (right === 'tie' || left === 'tie') {
        // One tableau tied: the other's result settles half, the rest (the odd chip with it) freezes.
        const decided = right === 'tie' ? left : right;
        return decided === 'win' ? outcome(half, half, 0, amount - half) : outcome(0, 0, half, amount - half);
    }
    if (right !== left)
        return outcome(0, 0, 0, amount);
    return right === 'win' ? outcome(amount, amount, 0, 0) : outcome(0, 0, amount, 0);
};
/** Settles every item on its own (never merged), in the order given. */
export const settleCentreItems = (items, right, left) => items.map((item) => {
    const outcome = settleCentre(item.amount, right, left);
    return {
        item,
        outcome,
        next: outcome.frozen > 0 ? { owner: item.owner, amount: outcome.frozen, frozen: true } : null,
    };
});
//# sourceMappingURL=centre.js.map