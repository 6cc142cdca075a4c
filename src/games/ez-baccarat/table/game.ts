/**
 * EZ Baccarat as a game module: Punto Banco's coup (the engine's dealCoup, the tableau deciding
 * every draw), settled by the game's own bets (rules/bets.ts): no commission, the Banker pushed on
 * a Dragon 7, and two side bets with limits of their own.
 */
import type { Coup } from '../../../engine/coup.js';
import type { Chips } from '../../../engine/money.js';
import { ZERO_CENTS } from '../../../engine/money.js';
import { SHOE_EXPORT_FORMAT } from '../../../engine/shoe-export.js';
import type { Game } from '../../../table/game.js';
import { checkSideBet, checkSpot, type SideBetLimits, stakeOn } from '../../../table/limits.js';
import { puntoBanco } from '../../punto-banco/table/game.js';
import { EZ_BACCARAT, EZ_SPOTS, type EzSpot, ezResultOf, ezReturns } from '../rules/bets.js';
import { exportEzShoe } from '../rules/export.js';

type SideSpot = 'dragon-7' | 'panda-8';

/**
 * A side bet pays 25 or 40 to 1, so its maximum stays low in every tier; limits stored before the
 * side bets existed read the Tie's, the other long shot on the layout.
 */
const sideBet = (spot: SideSpot, field: string): SideBetLimits => ({
  spot,
  minField: `${field}Min`,
  maxField: `${field}Max`,
  tiers: {
    '1-100': [1 as Chips, 5 as Chips],
    '5-500': [1 as Chips, 25 as Chips],
    '25-1000': [5 as Chips, 50 as Chips],
  },
  fallback: ['tieMinAlone', 'tieMax'],
});

/** Each side bet's limits, stored under the fields `dragon7Min` … `panda8Max`. */
export const SIDE_BET_LIMITS: Readonly<Record<SideSpot, SideBetLimits>> = {
  'dragon-7': sideBet('dragon-7', 'dragon7'),
  'panda-8': sideBet('panda-8', 'panda8'),
};

const isSideBet = (spot: EzSpot): spot is SideSpot => Object.hasOwn(SIDE_BET_LIMITS, spot);

export const ezBaccarat: Game<never, Coup> = {
  id: EZ_BACCARAT,
  spots: EZ_SPOTS,
  checkStakes(limits, stakes) {
    for (const spot of EZ_SPOTS) {
      if (stakeOn(stakes, spot) === 0) continue;
      const problem = isSideBet(spot)
        ? checkSideBet(limits, stakes, SIDE_BET_LIMITS[spot])
        : checkSpot(limits, stakes, spot);
      if (problem) return problem;
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
  // Punto Banco's limits, and the side bets' own.
  sideBets: Object.values(SIDE_BET_LIMITS),
};
