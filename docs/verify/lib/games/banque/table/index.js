/**
 * Baccarat banque à deux tableaux as a game module: one player banks against two tableaux for a
 * shoe. The auction, the bank, the queues, the stakes asked for and the frozen centre items live
 * across coups in the table's game state; the coup itself is the engine's (banque.ts), dealt
 * through the table's decision pause; the money is banque-bank.ts's, moved by the table. Nobody
 * stakes on the table's spots: stakes go through game actions against the bank.
 */
import { reject } from '../../../table/rejections.js';
import { BANQUE_EXPORT_FORMAT, exportBanqueShoe } from '../rules/export.js';
import { actBanque } from './actions.js';
import { closeBanque } from './bank-end.js';
import { banqueDeadline, banqueOutcome, banqueShoeEnded, beginBanqueCoup, closeBanqueTableBetting, decideBanqueCoup, settleBanqueRound, } from './coup.js';
import { BANQUE_TABLE_DECKS, banqueOptions } from './settings.js';
import { BANQUE, banqueHoldings, banquePlayersOf, banqueRulesOf, banqueStateOf } from './state.js';
export const banque = {
    id: BANQUE,
    spots: [],
    // Stakes go through game actions against the bank, never on a spot.
    checkStakes: () => reject('bet/unknown-side'),
    begin: beginBanqueCoup,
    decide: decideBanqueCoup,
    settle() {
        throw new Error('a banque coup is settled by its bank (banked.settleCoup)');
    },
    commissionBp: (rules) => banqueRulesOf(rules).commissionBp,
    outcomeOf: banqueOutcome,
    exportFormat: BANQUE_EXPORT_FORMAT,
    exportShoe: (shoe, coups) => exportBanqueShoe(shoe, coups.map((played) => played.coup)),
    banked: {
        holdings: (state) => banqueHoldings(banqueStateOf(state)),
        playersOf: (state) => banquePlayersOf(banqueStateOf(state)),
        act: actBanque,
        closeBetting: closeBanqueTableBetting,
        settleCoup: settleBanqueRound,
        deadlineOf: banqueDeadline,
        close: (state) => closeBanque(banqueStateOf(state)),
        shoeEnded: banqueShoeEnded,
    },
    options: banqueOptions,
    decks: BANQUE_TABLE_DECKS,
    // The table's minimum and maximum stake; there is no tie bet.
    limits: ['min', 'max'],
};
//# sourceMappingURL=index.js.map