import { CENTS_PER_CHIP, centsAt, centsOf, subCents, ZERO_CHIPS, } from '../../../engine/money.js';
/** The game's id in table settings and on the odds tool's command line. */
export const EZ_BACCARAT = 'ez-baccarat';
/** Every spot, in the order a table shows them. */
export const EZ_SPOTS = ['player', 'banker', 'tie', 'dragon-7', 'panda-8'];
/** The side bets: each has limits of its own. */
export const EZ_SIDE_BETS = ['dragon-7', 'panda-8'];
/** A Punto Banco coup (dealCoup's) as EZ Baccarat reads it. */
export const ezResultOf = (coup) => ({
    outcome: coup.outcome,
    dragon7: coup.outcome === 'banker' && coup.banker.length === 3 && coup.bankerTotal === 7,
    panda8: coup.outcome === 'player' && coup.player.length === 3 && coup.playerTotal === 8,
});
/** Cents handed back per chip on a win, the chip included: 1:1, 8:1, 40:1, 25:1. */
const EVEN_MONEY = 200;
const TIE_8_TO_1 = 900;
const DRAGON_40_TO_1 = 4_100;
const PANDA_25_TO_1 = 2_600;
/** The stake alone: a push. */
const PUSH = CENTS_PER_CHIP;
const LOST = 0;
/** Cents handed back per chip staked on `spot` when the coup ends in `result`. */
export const ezReturnPerChip = (spot, result) => {
    switch (spot) {
        case 'player':
            return result.outcome === 'player' ? EVEN_MONEY : result.outcome === 'tie' ? PUSH : LOST;
        case 'banker':
            if (result.outcome === 'banker')
                return result.dragon7 ? PUSH : EVEN_MONEY;
            return result.outcome === 'tie' ? PUSH : LOST;
        case 'tie':
            return result.outcome === 'tie' ? TIE_8_TO_1 : LOST;
        case 'dragon-7':
            return result.dragon7 ? DRAGON_40_TO_1 : LOST;
        case 'panda-8':
            return result.panda8 ? PANDA_25_TO_1 : LOST;
    }
};
/**
 * The amount handed back for `stake` whole chips on `spot`, in cents: stake plus winnings on a
 * win, the stake alone on a push, nothing on a loss.
 */
export const ezReturnCents = (spot, stake, result) => centsAt(stake, ezReturnPerChip(spot, result));
/** Net result of a stake in cents: positive won, zero pushed, negative lost. */
export const ezNetCents = (spot, stake, result) => subCents(ezReturnCents(spot, stake, result), centsOf(stake));
/** What every spot returns for one seat's stakes (a spot left empty returns 0). No commission is taken. */
export const ezReturns = (stakes, result) => {
    const returns = {};
    for (const spot of EZ_SPOTS)
        returns[spot] = ezReturnCents(spot, stakes[spot] ?? ZERO_CHIPS, result);
    return returns;
};
//# sourceMappingURL=bets.js.map