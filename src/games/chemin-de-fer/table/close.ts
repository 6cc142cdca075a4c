/**
 * A chemin de fer table closes, or switches to another game, between coups: the bank goes back
 * to its banker, every offer and every claim on la suite to its owner, and nothing stays on offer.
 * The banker keeps the shoe (he did not lose it): reopened, he is offered the bank again. A suite
 * on offer is dropped as if nobody took it.
 */
import type { Cents } from '../../../engine/money.js';
import type { TableEvent } from '../../../table/events.js';
import type { BankedStep, WalletMove } from '../../../table/game.js';
import { refundOffers } from './actions.js';
import { cdfStateOf, nextHolder } from './state.js';

export const closeCdf = (raw: unknown): BankedStep => {
  const state = cdfStateOf(raw);
  if (state.cover) throw new Error('a chemin de fer coup in play is settled before the table closes');
  const moves: WalletMove[] = [];
  const events: TableEvent[] = [];
  if (state.banker !== null && state.bankCents > 0) {
    moves.push({ userId: state.banker, cents: state.bankCents });
    events.push({
      type: 'cdf-bank-returned',
      banker: state.banker,
      cents: state.bankCents,
      reason: 'table-closed',
    });
  }
  const refunds = refundOffers(state.offers, 'table-closed');
  moves.push(...refunds.moves);
  events.push(...refunds.events);
  let { holder } = state;
  const { suite } = state;
  if (suite) {
    for (const claim of suite.claims) {
      moves.push({ userId: claim.userId, cents: suite.bankCents });
      events.push({
        type: 'cdf-offer-refunded',
        userId: claim.userId,
        cents: suite.bankCents,
        reason: 'table-closed',
      });
    }
    holder = nextHolder(state, suite.from) ?? holder;
    events.push({ type: 'cdf-shoe-passed', from: suite.from, to: holder, reason: 'table-closed' });
  }
  return {
    state: { ...state, holder, banker: null, bankCents: 0 as Cents, offers: [], suivi: null, suite: null },
    moves,
    events,
  };
};
