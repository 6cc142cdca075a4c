/**
 * Punto Banco (and Punto 2000) as a game module: the house banks, the tableau decides every
 * draw, so a coup never waits for anyone. The coup is the engine's tableau coup (engine/coup.ts,
 * engine/tableau.ts) and the payouts are this game's (rules/settle.ts); this module only fits
 * them to the table's seam.
 */
import { type Coup, dealCoup, SIDES, type Side } from '../../../engine/coup.js';
import { ZERO_CENTS } from '../../../engine/money.js';
import { exportShoe, SHOE_EXPORT_FORMAT } from '../../../engine/shoe-export.js';
import type { Game } from '../../../table/game.js';
import { checkSpot, stakeOn } from '../../../table/limits.js';
import type { RoundRecord } from '../../../table/state.js';
import { BANKER_COMMISSION_BP, returnCents } from '../rules/settle.js';
import { optionsIn, PUNTO_BANCO, puntoBancoOptions } from './settings.js';

/** A round Punto Banco dealt (an EZ Baccarat round holds the same coup, but was paid by other bets). */
export const isPuntoBancoRound = (record: RoundRecord<unknown>): record is RoundRecord<Coup> =>
  record.game === PUNTO_BANCO;

export const puntoBanco: Game<never, Coup> = {
  id: PUNTO_BANCO,
  spots: SIDES,
  checkStakes(limits, stakes) {
    for (const side of SIDES) {
      if (stakeOn(stakes, side) === 0) continue;
      const problem = checkSpot(limits, stakes, side);
      if (problem) return problem;
    }
    return undefined;
  },
  begin({ cards, at }) {
    const coup = dealCoup(cards, at);
    return { kind: 'finished', coup, cardsUsed: coup.cards.length };
  },
  decide() {
    throw new Error('a Punto Banco coup never waits for a decision');
  },
  settle(coup, seats, rules) {
    const { variant } = optionsIn(rules);
    return seats.map(({ userId, stakes }) => ({
      userId,
      returns: Object.fromEntries(
        SIDES.map((side: Side) => [side, returnCents(variant, side, stakeOn(stakes, side), coup)]),
      ),
      commissionCents: ZERO_CENTS,
    }));
  },
  commissionBp: (rules) => BANKER_COMMISSION_BP[optionsIn(rules).variant],
  outcomeOf: (coup) => coup.outcome,
  options: puntoBancoOptions,
  exportFormat: SHOE_EXPORT_FORMAT,
  exportShoe,
};
