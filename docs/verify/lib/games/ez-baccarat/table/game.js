import { ZERO_CENTS } from '../../../engine/money.js';
import { SHOE_EXPORT_FORMAT } from '../../../engine/shoe-export.js';
import { ALL_LIMIT_FIELDS, checkSideBet, checkSpot, stakeOn, } from '../../../table/limits.js';
import { puntoBanco } from '../../punto-banco/table/game.js';
import { EZ_BACCARAT, EZ_SPOTS, ezResultOf, ezReturns } from '../rules/bets.js';
import { exportEzShoe } from '../rules/export.js';
/** Each side bet's limits: the minimum and the maximum it reads from the table's. */
export const SIDE_BET_LIMITS = {
    'dragon-7': ['dragon7Min', 'dragon7Max'],
    'panda-8': ['panda8Min', 'panda8Max'],
};
const isSideBet = (spot) => Object.hasOwn(SIDE_BET_LIMITS, spot);
export const ezBaccarat = {
    id: EZ_BACCARAT,
    spots: EZ_SPOTS,
    checkStakes(limits, stakes) {
        for (const spot of EZ_SPOTS) {
            if (stakeOn(stakes, spot) === 0)
                continue;
            const problem = isSideBet(spot)
                ? checkSideBet(limits, stakes, spot, SIDE_BET_LIMITS[spot])
                : checkSpot(limits, stakes, spot);
            if (problem)
                return problem;
        }
        return undefined;
    },
    // Punto Banco's coup, dealt the same way: the tableau decides every draw, nobody is asked.
    begin: puntoBanco.begin,
    decide: puntoBanco.decide,
    settle(coup, seats) {
        const result = ezResultOf(coup);
        return seats.map(({ userId, stakes }) => ({
            userId,
            returns: ezReturns(Object.fromEntries(EZ_SPOTS.map((spot) => [spot, stakeOn(stakes, spot)])), result),
            commissionCents: ZERO_CENTS,
        }));
    },
    commissionBp: () => 0,
    outcomeOf: (coup) => coup.outcome,
    // Punto Banco's export, its cards and tableau being the same: every verifier of sabot-shoe/1
    // reads it; the game named, and what each bet did, let the tools check it by EZ's rules.
    exportFormat: SHOE_EXPORT_FORMAT,
    exportShoe: exportEzShoe,
    // Punto Banco's limits and the side bets' own.
    limits: ALL_LIMIT_FIELDS,
};
//# sourceMappingURL=game.js.map