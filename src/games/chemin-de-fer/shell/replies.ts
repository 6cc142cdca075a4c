/**
 * The private line a chemin de fer player reads after his own action: where he sat, the bank he
 * opened, the stake he put up, the shoe he passed. Drawn from the action's events, so it says what
 * the table did, not what was asked.
 */

import { type Locale, t } from '../../../discord/i18n/index.js';
import { displayName } from '../../../discord/views/shared.js';
import { centsOf } from '../../../engine/money.js';
import type { TableEvent } from '../../../table/commands.js';

/** The player's own confirmation for the events of his action, or undefined if none concerns him. */
export const renderCdfDone = (
  locale: Locale,
  userId: string,
  events: readonly TableEvent[],
  names: ReadonlyMap<string, string> = new Map(),
): string | undefined => {
  // La suite taken: the bank it opens says more than the claim that came first.
  const took = events.some((e) => e.type === 'cdf-shoe-passed' && e.reason === 'suite' && e.to === userId);
  const opened = events.find((e) => e.type === 'cdf-bank-opened' && e.banker === userId);
  if (took && opened?.type === 'cdf-bank-opened')
    return t(locale, 'cdf.done.suiteTaken', { bank: opened.bankCents });
  for (const event of events) {
    switch (event.type) {
      case 'cdf-seated':
        if (event.userId === userId)
          return t(locale, 'cdf.done.sit', { seat: event.seats.indexOf(userId) + 1 });
        break;
      case 'cdf-left':
        if (event.userId === userId) return t(locale, 'cdf.done.leave');
        break;
      case 'cdf-bank-opened':
        if (event.banker === userId)
          return t(locale, 'cdf.done.open', { bank: event.bankCents, balance: event.balanceCents });
        break;
      case 'cdf-shoe-passed':
        if (event.from === userId && event.reason === 'declined' && event.to !== null)
          return t(locale, 'cdf.done.decline', { name: `**${displayName(names, event.to)}**` });
        break;
      case 'cdf-bank-returned':
        if (event.banker === userId && event.reason === 'banque-passe')
          return t(locale, 'cdf.done.passe', { cents: event.cents });
        break;
      case 'cdf-offer-placed':
        if (event.userId === userId && event.kind === 'suite')
          return t(locale, 'cdf.done.suiteClaim', {
            bank: centsOf(event.amount),
            balance: event.balanceCents,
          });
        if (event.userId === userId)
          return t(locale, 'cdf.done.offer', {
            kind: t(locale, `cdf.kind.${event.kind}`),
            amount: centsOf(event.amount),
            balance: event.balanceCents,
          });
        break;
      case 'cdf-offer-refunded':
        if (event.userId === userId && event.reason === 'withdrawn')
          return t(locale, 'cdf.done.withdraw', { cents: event.cents });
        break;
      default:
        break;
    }
  }
  return undefined;
};
