/**
 * Refusals in words: every RejectionCode the table can return, with its context turned into the
 * catalog's parameters (limits in whole chips become cents, times become Discord timestamps),
 * plus the failures the Discord layer meets on its own. The switch is exhaustive: a new
 * RejectionCode does not compile until it has a message.
 */
import { MAX_CHIPS } from '../../table/limits.js';
import type { Rejection } from '../../table/rejections.js';
import { MAX_SEATS, MAX_TIMER_SECONDS } from '../../table/state.js';
import { formatTime, type Locale, t } from '../i18n/index.js';

/** A number from a rejection's context, or `fallback` when the table left it out. */
const num = (context: Rejection['context'], key: string, fallback: number): number => {
  const value = context[key];
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** The message for a refusal, in `locale`: what happened and what to do. */
export const renderRefusal = (locale: Locale, rejection: Rejection): string => {
  const { code, context } = rejection;
  switch (code) {
    case 'amount/too-large':
      return t(locale, 'refusal.amount/too-large', { max: num(context, 'max', MAX_CHIPS) * 100 });
    case 'bet/below-min':
    case 'bet/tie-below-min-alone':
    case 'bet/tie-below-min-beside':
      return t(locale, `refusal.${code}`, { min: num(context, 'min', 1) * 100 });
    case 'bet/above-max':
    case 'bet/tie-above-max':
      return t(locale, `refusal.${code}`, { max: num(context, 'max', 0) * 100 });
    case 'bet/not-enough-chips':
      return t(locale, 'refusal.bet/not-enough-chips', {
        balance: num(context, 'balance', 0),
        needed: num(context, 'needed', 0),
      });
    case 'table/full':
      return t(locale, 'refusal.table/full', { seats: num(context, 'seats', MAX_SEATS) });
    case 'round/stale':
      return t(locale, 'refusal.round/stale', { round: num(context, 'round', 0) });
    case 'daily/too-soon':
      return t(locale, 'refusal.daily/too-soon', { when: formatTime(num(context, 'nextAt', 0)) });
    case 'admin/not-enough-chips':
      return t(locale, 'refusal.admin/not-enough-chips', { balance: num(context, 'balance', 0) });
    case 'settings/invalid-limits':
      switch (context.reason) {
        case 'whole':
          return t(locale, 'refusal.settings/invalid-limits.whole', { max: MAX_CHIPS * 100 });
        case 'min-max':
        case 'tie-min-max':
        case 'tier':
          return t(locale, `refusal.settings/invalid-limits.${context.reason}`);
        default:
          return t(locale, 'refusal.settings/invalid-limits');
      }
    case 'settings/invalid-timer':
      return t(locale, 'refusal.settings/invalid-timer', { max: num(context, 'max', MAX_TIMER_SECONDS) });
    case 'settings/invalid-amount':
      return t(locale, 'refusal.settings/invalid-amount', { max: num(context, 'max', MAX_CHIPS) * 100 });
    case 'amount/not-whole-chips':
    case 'amount/not-positive':
    case 'bet/unknown-side':
    case 'table/closed':
    case 'round/no-bets':
    case 'round/not-a-player':
    case 'round/nothing-to-clear':
    case 'round/nothing-to-repeat':
    case 'daily/off':
    case 'settings/invalid-decks':
    case 'settings/invalid-variant':
    case 'settings/invalid-switch':
    case 'fair/invalid-client-seed':
      return t(locale, `refusal.${code}`);
    default: {
      // Exhaustive: a RejectionCode added to the table without a message fails to compile here.
      const unhandled: never = code;
      return unhandled;
    }
  }
};

/** Failures outside the table's rules, each with its own message. */
export type Problem =
  | 'dm'
  | 'manage-guild'
  | 'not-your-button'
  | 'stale-button'
  | 'storage'
  | 'unexpected'
  | 'busy'
  | 'no-revealed-shoe'
  | 'no-table'
  | { readonly kind: 'shoe-not-revealed' | 'unknown-shoe'; readonly shoe: number };

/** The message for a failure the Discord layer meets: a DM, a missing permission, a stale button… */
export const renderError = (locale: Locale, problem: Problem): string =>
  typeof problem === 'string'
    ? t(locale, `error.${problem}`)
    : t(locale, `error.${problem.kind}`, { shoe: problem.shoe });
