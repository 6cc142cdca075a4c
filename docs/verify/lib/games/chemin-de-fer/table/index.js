/**
 * Chemin de fer as a game module: the players bank in turn. Seats, the shoe's holder, the bank
 * and the offers live across coups in the table's game state; the coup itself is the engine's
 * (cdf.ts), dealt through the table's decision pause; the money is cdf-bank.ts's, moved by the
 * table. Nobody stakes on spots here: `spots` is empty and bets go through game actions.
 */
import { reject } from '../../../table/rejections.js';
import { CDF_EXPORT_FORMAT, exportCdfShoe } from '../rules/export.js';
import { actCdf } from './actions.js';
import { closeCdf } from './close.js';
import { beginCdfCoup, cdfDeadline, closeCdfBetting, decideCdfCoup, settleCdfRound, } from './coup.js';
import { CDF_TABLE_DECKS, cdfOptions } from './settings.js';
import { CHEMIN_DE_FER, cdfHoldings, cdfPlayersOf, cdfRulesOf, cdfStateOf } from './state.js';
export const cheminDeFer = {
    id: CHEMIN_DE_FER,
    spots: [],
    // Stakes go through game actions against the bank, never on a spot.
    checkStakes: () => reject('bet/unknown-side'),
    begin: beginCdfCoup,
    decide: decideCdfCoup,
    settle() {
        throw new Error('a chemin de fer coup is settled by its bank (banked.settleCoup)');
    },
    commissionBp: (rules) => cdfRulesOf(rules).commissionBp,
    outcomeOf: ({ coup }) => (coup.outcome === 'punter' ? 'player' : coup.outcome),
    exportFormat: CDF_EXPORT_FORMAT,
    exportShoe: (shoe, coups) => exportCdfShoe(shoe, coups),
    banked: {
        holdings: (state) => cdfHoldings(cdfStateOf(state)),
        playersOf: (state) => cdfPlayersOf(cdfStateOf(state)),
        act: actCdf,
        closeBetting: closeCdfBetting,
        settleCoup: settleCdfRound,
        deadlineOf: cdfDeadline,
        close: closeCdf,
    },
    options: cdfOptions,
    decks: CDF_TABLE_DECKS,
    // The table minimum is the smallest stake against a bank; the bank's own limits are options.
    limits: ['min'],
};
//# sourceMappingURL=index.js.map