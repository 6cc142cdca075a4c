/**
 * Exact odds of chemin de fer for any shoe composition, by the same count of ordered six-card
 * sequences as every tableau coup (engine/odds.ts): a chemin de fer coup takes the same positions.
 * Who draws comes from the règle in regle.ts, with each free choice fixed by a strategy, so the figures
 * describe the game the dealer deals. Pure: no I/O.
 */
import { countOutcomes, POINT_VALUES, rational, } from '../../../engine/odds.js';
import { bankerRule, punterRule } from './regle.js';
/** Every default: the punter draws at 5, the banker draws in both optional cells. */
export const DEFAULT_STRATEGY = { punterAtFive: 'draw', banker3v9: 'draw', banker5v4: 'draw' };
/** The eight fixed strategy pairs, punter at 5 slowest, in the order the rules page lists them. */
export const ALL_STRATEGIES = ['draw', 'stand'].flatMap((punterAtFive) => ['draw', 'stand'].flatMap((banker3v9) => ['draw', 'stand'].map((banker5v4) => ({ punterAtFive, banker3v9, banker5v4 }))));
/** The action a free cell takes under `strategy`; every forced cell takes its rule's only action. */
const chosen = (strategy, rule, defaultChoice) => {
    if (rule === 'punter-free-5')
        return strategy.punterAtFive;
    if (rule === 'banker-optional-3v9')
        return strategy.banker3v9;
    if (rule === 'banker-optional-5v4')
        return strategy.banker5v4;
    return defaultChoice;
};
/**
 * The drawing tables of chemin de fer: the scarne règle with `strategy`'s choices, or the free
 * règle with the banker's default in every cell (the punter at 5 per `strategy`). Totals 8 and 9
 * are naturals and never reach a table.
 */
export const cdfDrawTables = (regle, strategy = DEFAULT_STRATEGY) => {
    const totals = Array.from({ length: POINT_VALUES }, (_, total) => total);
    const drawsFor = (total, call) => {
        if (total > 7)
            return false;
        const { rule, defaultChoice } = call();
        return chosen(strategy, rule, defaultChoice) === 'draw';
    };
    return {
        playerDraws: totals.map((t) => drawsFor(t, () => punterRule(t))),
        bankerDrawsPlayerStood: totals.map((b) => drawsFor(b, () => bankerRule(regle, b, null))),
        bankerDrawsPlayerDrew: Array.from({ length: POINT_VALUES * POINT_VALUES }, (_, i) => {
            const b = Math.floor(i / 10);
            return drawsFor(b, () => bankerRule(regle, b, i % 10));
        }),
    };
};
/** Exact counts over every ordered six-card sequence of `counts` (cards per point value 0–9). */
export const countCdfOutcomes = (counts, regle = 'scarne', strategy = DEFAULT_STRATEGY) => {
    const outcomes = countOutcomes(counts, 'auto', cdfDrawTables(regle, strategy));
    return {
        sequences: outcomes.sequences,
        banker: outcomes.banker,
        punter: outcomes.player,
        tie: outcomes.tie,
    };
};
export const cdfEdges = (counts, commissionBp) => {
    const bp = BigInt(commissionBp);
    const perBp = counts.sequences * 10000n;
    return {
        bankerEdge: rational(counts.banker - counts.punter, counts.sequences),
        bankerAfterCommission: rational(counts.banker * (10000n - bp) - counts.punter * 10000n, perBp),
        houseTake: rational(counts.banker * bp, perBp),
    };
};
//# sourceMappingURL=odds.js.map