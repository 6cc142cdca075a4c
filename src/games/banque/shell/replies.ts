/**
 * Banque's private answers to a player's own action (by /banque, /bet or a button), from what the
 * table did: pure, so the shell part and the actions both use them.
 */
import { formatTime, type Locale, t } from '../../../discord/i18n/index.js';
import { centsOf } from '../../../engine/money.js';
import type { TableEvent } from '../../../table/commands.js';

/** The private line for what the table did on a player's own action, or undefined when nothing needs saying. */
export const banqueDone = (
  locale: Locale,
  userId: string,
  events: readonly TableEvent[],
): string | undefined => {
  const lines = events.flatMap((event): string[] => {
    switch (event.type) {
      case 'banque-bid':
        return event.userId === userId
          ? [
              t(locale, 'banque.done.bid', {
                amount: centsOf(event.amount),
                balance: event.balanceCents,
                when: formatTime(event.deadline),
              }),
            ]
          : [];
      case 'banque-seated':
        return event.userId === userId
          ? [
              t(locale, 'banque.done.sat', {
                side: t(locale, `banque.position.${event.side}`),
                place: event.queues[event.side].indexOf(userId) + 1,
              }),
            ]
          : [];
      case 'banque-left':
        return event.userId === userId
          ? [t(locale, 'banque.done.left', { side: t(locale, `banque.position.${event.side}`) })]
          : [];
      case 'banque-stake-placed':
        return event.userId === userId
          ? [
              t(locale, 'banque.done.stake', {
                position: t(locale, `banque.at.${event.position}`),
                amount: centsOf(event.amount),
                balance: event.balanceCents,
              }),
            ]
          : [];
      case 'banque-banco-called':
        return event.userId === userId
          ? [
              t(locale, 'banque.done.banco', {
                side: t(locale, `banque.at.${event.side}`),
                amount: centsOf(event.amount),
                balance: event.balanceCents,
              }),
            ]
          : [];
      case 'banque-stake-refunded':
        return event.userId === userId && (event.reason === 'withdrawn' || event.reason === 'replaced')
          ? [t(locale, 'banque.done.withdrawn', { cents: event.cents })]
          : [];
      case 'banque-max-stake':
        return event.banker === userId
          ? [t(locale, 'banque.done.maxStake', { max: centsOf(event.maxStake) })]
          : [];
      case 'banque-bank-ended':
        return event.banker === userId && event.reason === 'retired'
          ? [t(locale, 'banque.done.retired', { cents: event.cents })]
          : [];
      default:
        return [];
    }
  });
  return lines.length === 0 ? undefined : lines.join('\n');
};

/** The action as the table takes it: the kind, and the option it names. */
/** The private answer to a player's own action: what the table did, or that nothing needed doing. */
export const banqueAnswer = (locale: Locale, userId: string, events: readonly TableEvent[]): string =>
  banqueDone(locale, userId, events) ?? t(locale, 'banque.done.nothing');
