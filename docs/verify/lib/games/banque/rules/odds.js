/**
 * Exact odds of banque à deux tableaux for any shoe composition, counted over every ordered
 * nine-card sequence (R1 L1 B1 R2 L2 B2 and the three third-card positions), drawn without
 * replacement: N·(N−1)·…·(N−8) of them for N cards. A position no hand takes is filled in every
 * way, as the published integers are defined. The punters draw by the rule (each side's choice at
 * 5 fixed), and the banker by his default: the Δ score of banque.ts with fixed tableau weights, or,
 * for comparison, the Punto Banco table against the heavier tableau. Pure: no I/O.
 *
 * Who draws comes from banque.ts and cdf-rules.ts, as tables built per call, so the figures describe
 * the game the dealer deals.
 */
import { compositionProblem, POINT_VALUES, rational } from '../../../engine/odds.js';
import { bankerRuleWhenPlayerDrew, bankerRuleWhenPlayerStood, isNatural } from '../../../engine/tableau.js';
import { bankerScore, banquePunterRule } from './coup.js';
/** A coup takes up to nine cards. */
export const BANQUE_MIN_CARDS = 9;
/**
 * Every per-prefix sum below stays under 2^53 up to this many cards (see countBanqueOutcomes), so
 * compositions above it are refused rather than counted inexactly.
 */
export const BANQUE_MAX_CARDS = 1_400;
/** Equal stakes on both tableaux, no centre, punters draw at 5, the banker by his default. */
export const EQUAL_STAKES = {
    weights: { right: 1, left: 1 },
    punterAtFive: { right: 'draw', left: 'draw' },
    banker: 'default',
};
export const RESULT_ORDER = ['win', 'lose', 'tie'];
const WIN = 0;
const LOSE = 1;
const TIE = 2;
/** What the banker sees of a tableau, as a small index: 0 natural, 1 stood, 2 + v a third card v. */
const VIEWS = 12;
const viewAt = (index) => (index === 0 ? 'natural' : index === 1 ? 'stood' : index - 2);
/** The banker's decision for every total 0–7 and pair of views, indexed (b·12 + right)·12 + left. */
const bankerTable = (strategy) => {
    const table = new Uint8Array(8 * VIEWS * VIEWS);
    // The score only weighs the ratio of the weights; chips are its unit.
    const stakes = {
        right: strategy.weights.right,
        left: strategy.weights.left,
        centre: 0,
    };
    for (let b = 0; b < 8; b++)
        for (let r = 0; r < VIEWS; r++)
            for (let l = 0; l < VIEWS; l++) {
                const seen = { right: viewAt(r), left: viewAt(l) };
                let draws;
                if (strategy.banker === 'default')
                    draws = bankerScore(stakes, b, seen) > 0;
                else {
                    // Against the heavier tableau (tie → right) as if it were Punto Banco's Player: when it
                    // has a natural, that coup would be over, so the banker stands.
                    const view = seen[strategy.weights.left > strategy.weights.right ? 'left' : 'right'];
                    draws =
                        view !== 'natural' &&
                            (view === 'stood' ? bankerRuleWhenPlayerStood(b) : bankerRuleWhenPlayerDrew(b, view)).action ===
                                'draw';
                }
                table[(b * VIEWS + r) * VIEWS + l] = draws ? 1 : 0;
            }
    return table;
};
/** Does a punter on a two-card total (no natural) draw, with `atFive` his choice at 5. */
const punterDraws = (total, atFive) => {
    const call = banquePunterRule(total);
    return call.choices.length > 1 ? atFive === 'draw' : call.defaultChoice === 'draw';
};
/** A tableau's result against the banker: naturals first (a natural beats any other hand), then totals. */
const resultOf = (tableau, tableauNatural, banker, bankerNatural) => {
    if (tableauNatural !== bankerNatural)
        return tableauNatural ? WIN : LOSE;
    return tableau > banker ? WIN : tableau < banker ? LOSE : TIE;
};
/** N·(N−1)·…·(N−k+1). */
const falling = (n, k) => {
    let product = 1;
    for (let i = 0; i < k; i++)
        product *= n - i;
    return product;
};
const bigFalling = (n, k) => {
    let product = 1n;
    for (let i = 0; i < k; i++)
        product *= BigInt(n - i);
    return product;
};
/** Why `counts` cannot be counted as banque (one plain sentence), or undefined when it can. */
export const banqueCompositionProblem = (counts) => {
    const problem = compositionProblem(counts);
    if (problem !== undefined && !/^a coup needs/.test(problem))
        return problem;
    const total = counts.reduce((sum, count) => sum + count, 0);
    if (total < BANQUE_MIN_CARDS)
        return `a banque coup needs ${BANQUE_MIN_CARDS} cards, the composition holds ${total}`;
    if (total > BANQUE_MAX_CARDS)
        return `at most ${BANQUE_MAX_CARDS} cards are supported for banque, the composition holds ${total}`;
    return undefined;
};
/**
 * Exact counts of every pair of tableau results over all ordered nine-card sequences of `counts`
 * (cards per point value 0–9), with every decision made as `strategy` says.
 *
 * Each hand's two cards are enumerated as an unordered pair of point values (twice the ways when
 * they differ): a sequence's weight is the product of the counts as its cards leave the shoe, which
 * does not depend on the order within a hand. The third cards are tallied per six-card prefix.
 *
 * Why the Numbers are exact: a tail tally counts ordered three-card continuations, ≤ (N−6)(N−7)(N−8);
 * the banker's pair weight times it counts five-card continuations, and their sum over the banker's
 * pairs for one (right, left) prefix counts disjoint sets of them, ≤ (N−4)·…·(N−8) < N^5, which is
 * below 2^53 for N ≤ BANQUE_MAX_CARDS. That sum is multiplied by the four-card prefix weight in bigint.
 */
export const countBanqueOutcomes = (counts, strategy = EQUAL_STAKES) => {
    const problem = banqueCompositionProblem(counts);
    if (problem !== undefined)
        throw new RangeError(problem);
    const total = counts.reduce((sum, count) => sum + count, 0);
    const left6 = total - 6;
    // Ways to fill the unused tail positions when k of the three were dealt.
    const fill = [falling(left6, 3), falling(left6 - 1, 2), left6 - 2, 1];
    const banker = bankerTable(strategy);
    const draws = (side) => Array.from({ length: POINT_VALUES }, (_, t) => !isNatural(t) && punterDraws(t, strategy.punterAtFive[side]));
    const rightDraws = draws('right');
    const leftDraws = draws('left');
    const remaining = Int32Array.from(counts);
    const perPair = new Float64Array(9);
    const sums = [0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n];
    /** Tallies the third cards of one six-card prefix into `tally`, weighted by `weight`. */
    const tallyTail = (r, l, b, weight, tally) => {
        const rNatural = isNatural(r);
        const lNatural = isNatural(l);
        if (isNatural(b)) {
            tally[resultOf(r, rNatural, b, true) * 3 + resultOf(l, lNatural, b, true)] += weight * fill[0];
            return;
        }
        const rDraws = rightDraws[r];
        const lDraws = leftDraws[l];
        for (let v7 = 0; v7 < (rDraws ? POINT_VALUES : 1); v7++) {
            const w7 = rDraws ? remaining[v7] : 1;
            if (w7 === 0)
                continue;
            if (rDraws)
                remaining[v7]--;
            const rFinal = rDraws ? (r + v7) % 10 : r;
            const rView = rNatural ? 0 : rDraws ? 2 + v7 : 1;
            for (let v8 = 0; v8 < (lDraws ? POINT_VALUES : 1); v8++) {
                const w8 = lDraws ? remaining[v8] : 1;
                if (w8 === 0)
                    continue;
                if (lDraws)
                    remaining[v8]--;
                const lFinal = lDraws ? (l + v8) % 10 : l;
                const lView = lNatural ? 0 : lDraws ? 2 + v8 : 1;
                const used = (rDraws ? 1 : 0) + (lDraws ? 1 : 0);
                const w78 = weight * w7 * w8;
                if (banker[(b * VIEWS + rView) * VIEWS + lView] === 1) {
                    const ways = fill[used + 1];
                    for (let v9 = 0; v9 < POINT_VALUES; v9++) {
                        const w9 = remaining[v9];
                        if (w9 === 0)
                            continue;
                        const bFinal = (b + v9) % 10;
                        tally[resultOf(rFinal, rNatural, bFinal, false) * 3 + resultOf(lFinal, lNatural, bFinal, false)] += w78 * w9 * ways;
                    }
                }
                else
                    tally[resultOf(rFinal, rNatural, b, false) * 3 + resultOf(lFinal, lNatural, b, false)] +=
                        w78 * fill[used];
                if (lDraws)
                    remaining[v8]++;
            }
            if (rDraws)
                remaining[v7]++;
        }
    };
    /** Takes the pair (x ≤ y) from the shoe; returns its weight, 0 when the shoe lacks it. */
    const take = (x, y) => {
        const wx = remaining[x];
        if (wx === 0)
            return 0;
        remaining[x]--;
        const wy = remaining[y];
        if (wy === 0) {
            remaining[x]++;
            return 0;
        }
        remaining[y]--;
        return wx * wy * (x === y ? 1 : 2);
    };
    const giveBack = (x, y) => {
        remaining[x]++;
        remaining[y]++;
    };
    for (let r1 = 0; r1 < POINT_VALUES; r1++)
        for (let r2 = r1; r2 < POINT_VALUES; r2++) {
            const wr = take(r1, r2);
            if (wr === 0)
                continue;
            for (let l1 = 0; l1 < POINT_VALUES; l1++)
                for (let l2 = l1; l2 < POINT_VALUES; l2++) {
                    const wl = take(l1, l2);
                    if (wl === 0)
                        continue;
                    perPair.fill(0);
                    for (let b1 = 0; b1 < POINT_VALUES; b1++)
                        for (let b2 = b1; b2 < POINT_VALUES; b2++) {
                            const wb = take(b1, b2);
                            if (wb === 0)
                                continue;
                            tallyTail((r1 + r2) % 10, (l1 + l2) % 10, (b1 + b2) % 10, wb, perPair);
                            giveBack(b1, b2);
                        }
                    const prefix = BigInt(wr * wl);
                    for (let cell = 0; cell < 9; cell++)
                        if (perPair[cell] > 0)
                            sums[cell] += prefix * BigInt(perPair[cell]);
                    giveBack(l1, l2);
                }
            giveBack(r1, r2);
        }
    const matrix = [0, 1, 2].map((r) => [0, 1, 2].map((l) => sums[r * 3 + l]));
    const rowSum = (r) => matrix[r].reduce((a, b) => a + b, 0n);
    const colSum = (l) => matrix.reduce((a, row) => a + row[l], 0n);
    return {
        sequences: bigFalling(total, 9),
        joint: matrix,
        right: { win: rowSum(WIN), lose: rowSum(LOSE), tie: rowSum(TIE) },
        left: { win: colSum(WIN), lose: colSum(LOSE), tie: colSum(TIE) },
    };
};
export const banqueEdges = (counts, commissionBp, stakes = { right: 1, left: 1 }) => {
    const { joint, sequences } = counts;
    const edge = (t) => rational(t.lose - t.win, sequences);
    // The banker's net per unit staked on a tableau, by that tableau's result (win, lose, tie).
    const bankerUnits = [-1n, 1n, 0n];
    const [wr, wl] = [BigInt(stakes.right), BigInt(stakes.left)];
    let net = 0n;
    let commissionBase = 0n;
    for (let r = 0; r < 3; r++)
        for (let l = 0; l < 3; l++) {
            const units = wr * bankerUnits[r] + wl * bankerUnits[l];
            net += units * joint[r][l] * 10000n;
            if (units > 0n)
                commissionBase += units * joint[r][l];
        }
    return {
        bankerEdgeRight: edge(counts.right),
        bankerEdgeLeft: edge(counts.left),
        bankerAfterCommission: rational(net - commissionBase * BigInt(commissionBp), sequences * (wr + wl) * 10000n),
    };
};
export const centreOdds = (counts) => {
    const j = counts.joint;
    const n = counts.sequences;
    const at = (r, l) => j[r][l];
    const winTie = at(WIN, TIE) + at(TIE, WIN);
    const loseTie = at(LOSE, TIE) + at(TIE, LOSE);
    const split = at(WIN, LOSE) + at(LOSE, WIN);
    // Per unit: W,W +1; L,L −1; W+T +½; L+T −½; split and T,T 0. Frozen: split 1, W+T and L+T ½.
    const settledTwice = 2n * at(WIN, WIN) - 2n * at(LOSE, LOSE) + winTie - loseTie;
    const frozenTwice = 2n * split + winTie + loseTie;
    return {
        bothWin: rational(at(WIN, WIN), n),
        bothLose: rational(at(LOSE, LOSE), n),
        split: rational(split, n),
        winTie: rational(winTie, n),
        loseTie: rational(loseTie, n),
        bothTie: rational(at(TIE, TIE), n),
        settledValue: rational(settledTwice, 2n * n),
        frozenFraction: rational(frozenTwice, 2n * n),
        resolvedValue: rational(settledTwice, 2n * n - frozenTwice),
    };
};
//# sourceMappingURL=odds.js.map