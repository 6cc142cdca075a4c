/**
 * Refusals in words: every RejectionCode the table can return, with its typed context turned into
 * the catalog's parameters (limits in whole chips become cents, times become Discord timestamps),
 * plus the failures the Discord layer meets on its own. The switch is exhaustive: a new
 * RejectionCode does not compile until it has a message.
 */
import { centsOf } from '../../engine/money.js';
import { BANQUE } from '../../games/banque/table/state.js';
import { CHEMIN_DE_FER } from '../../games/chemin-de-fer/table/state.js';
import { EZ_BACCARAT } from '../../games/ez-baccarat/rules/bets.js';
import { PUNTO_BANCO } from '../../games/punto-banco/table/game.js';
import { MAX_CHIPS } from '../../table/limits.js';
import type { Rejection } from '../../table/rejections.js';
import { formatTime, type Locale, t } from '../i18n/index.js';
import { deciderOfRule, decisionLabel, isDecisionChoice } from './banked-shared.js';
import { spotName } from './shared.js';

/** A game's name as /table game lists it; an id no built-in game has is shown as it is. */
const gameName = (locale: Locale, game: string): string => {
  switch (game) {
    case PUNTO_BANCO:
    case CHEMIN_DE_FER:
    case BANQUE:
    case EZ_BACCARAT:
      return t(locale, `cmd.table.game.value.${game}`);
    default:
      return game;
  }
};

/** The message for a refusal, in `locale`: what happened and what to do. */
export const renderRefusal = (locale: Locale, rejection: Rejection): string => {
  switch (rejection.code) {
    case 'amount/too-large':
      return t(locale, 'refusal.amount/too-large', { max: centsOf(rejection.context.max) });
    case 'bet/below-min':
    case 'bet/tie-below-min-alone':
    case 'bet/tie-below-min-beside':
      return t(locale, `refusal.${rejection.code}`, { min: centsOf(rejection.context.min) });
    case 'bet/above-max':
    case 'bet/tie-above-max':
      return t(locale, `refusal.${rejection.code}`, { max: centsOf(rejection.context.max) });
    case 'bet/side-below-min':
      return t(locale, 'refusal.bet/side-below-min', {
        side: spotName(locale, rejection.context.spot),
        min: centsOf(rejection.context.min),
      });
    case 'bet/side-above-max':
      return t(locale, 'refusal.bet/side-above-max', {
        side: spotName(locale, rejection.context.spot),
        max: centsOf(rejection.context.max),
      });
    case 'bet/not-enough-chips':
      return t(locale, 'refusal.bet/not-enough-chips', rejection.context);
    case 'bet/banco-above-wallet': {
      // Betting less is no answer: the bank sets a banco's amount. What he can do instead.
      const { balance, needed, kind, avec, stakeUpTo } = rejection.context;
      const instead = [
        ...(avec === null ? [] : [t(locale, 'refusal.instead.avec', { cents: centsOf(avec) })]),
        ...(stakeUpTo === null ? [] : [t(locale, 'refusal.instead.stake', { cents: centsOf(stakeUpTo) })]),
        t(locale, 'refusal.instead.daily'),
      ];
      return t(locale, `refusal.bet/banco-above-wallet.${kind}`, {
        balance,
        needed,
        instead: new Intl.ListFormat(locale, { type: 'disjunction' }).format(instead),
      });
    }
    case 'table/full':
      return t(locale, 'refusal.table/full', rejection.context);
    case 'round/stale':
      return t(locale, 'refusal.round/stale', rejection.context);
    case 'table/other-game':
      return t(locale, 'refusal.table/other-game', { game: gameName(locale, rejection.context.game) });
    case 'daily/too-soon':
      return t(locale, 'refusal.daily/too-soon', { when: formatTime(rejection.context.nextAt) });
    case 'admin/not-enough-chips':
      return t(locale, 'refusal.admin/not-enough-chips', rejection.context);
    case 'decision/invalid-choice': {
      // The choices by the labels on the buttons the member was shown: Card for a punter, Draw
      // for the banker, Stand for either.
      const { choices, kind } = rejection.context;
      const decider = deciderOfRule(kind) ?? 'punter';
      const labels = choices.map((choice) =>
        isDecisionChoice(choice) ? decisionLabel(locale, choice, decider) : choice,
      );
      return t(locale, 'refusal.decision/invalid-choice', {
        choices: new Intl.ListFormat(locale, { type: 'disjunction' }).format(labels),
        count: labels.length,
      });
    }
    case 'settings/invalid-limits': {
      const { reason } = rejection.context;
      if (reason === 'whole')
        return t(locale, 'refusal.settings/invalid-limits.whole', { max: centsOf(MAX_CHIPS) });
      return reason
        ? t(locale, `refusal.settings/invalid-limits.${reason}`)
        : t(locale, 'refusal.settings/invalid-limits');
    }
    case 'settings/invalid-timer':
      return t(locale, 'refusal.settings/invalid-timer', rejection.context);
    case 'settings/invalid-decision-time':
      return t(locale, 'refusal.settings/invalid-decision-time', rejection.context);
    case 'settings/invalid-amount':
      return t(locale, 'refusal.settings/invalid-amount', { max: centsOf(rejection.context.max) });
    case 'cdf/bank-below-min':
    case 'cdf/stake-below-min':
      return t(locale, `refusal.${rejection.code}`, { min: centsOf(rejection.context.min) });
    case 'cdf/bank-above-max':
    case 'cdf/stake-above-bank':
      return t(locale, `refusal.${rejection.code}`, { max: centsOf(rejection.context.max) });
    case 'cdf/bank-above-wallet':
      return t(locale, 'refusal.cdf/bank-above-wallet', rejection.context);
    case 'settings/invalid-decks':
      return t(locale, 'refusal.settings/invalid-decks', {
        decks: new Intl.ListFormat(locale, { type: 'disjunction' }).format(
          rejection.context.decks.map(String),
        ),
      });
    case 'settings/invalid-auction-time':
      return t(locale, 'refusal.settings/invalid-auction-time', rejection.context);
    case 'banque/bid-below-min':
    case 'banque/stake-below-min':
    case 'banque/banco-void':
      return t(locale, `refusal.${rejection.code}`, { min: centsOf(rejection.context.min) });
    case 'banque/bid-above-max':
    case 'banque/stake-above-max':
    case 'banque/stake-above-bank':
      return t(locale, `refusal.${rejection.code}`, { max: centsOf(rejection.context.max) });
    case 'banque/bid-above-wallet':
      return t(locale, 'refusal.banque/bid-above-wallet', rejection.context);
    case 'banque/max-stake-out-of-range':
      return t(locale, 'refusal.banque/max-stake-out-of-range', {
        min: centsOf(rejection.context.min),
        max: centsOf(rejection.context.max),
      });
    case 'amount/not-whole-chips':
    case 'amount/not-positive':
    case 'bet/unknown-side':
    case 'table/closed':
    case 'round/no-bets':
    case 'round/not-a-player':
    case 'round/nothing-to-clear':
    case 'round/nothing-to-repeat':
    case 'round/coup-in-play':
    case 'decision/none-pending':
    case 'decision/stale':
    case 'decision/not-yours':
    case 'decision/not-due':
    case 'daily/off':
    case 'settings/invalid-variant':
    case 'settings/invalid-game':
    case 'settings/invalid-switch':
    case 'settings/invalid-language':
    case 'fair/invalid-client-seed':
    case 'game/no-actions':
    case 'game/invalid-action':
    case 'settings/invalid-bank':
    case 'cdf/not-seated':
    case 'cdf/already-seated':
    case 'cdf/not-your-turn':
    case 'cdf/no-bank':
    case 'cdf/bank-open':
    case 'cdf/banker-cannot-bet':
    case 'cdf/banco-taken':
    case 'cdf/already-offered':
    case 'cdf/no-offer':
    case 'cdf/in-play':
    case 'banque/unknown-side':
    case 'banque/unknown-position':
    case 'banque/already-seated':
    case 'banque/not-seated':
    case 'banque/banker-cannot-play':
    case 'banque/no-bank':
    case 'banque/bank-running':
    case 'banque/not-banker':
    case 'banque/open-bank':
    case 'banque/banco-off':
    case 'banque/already-banco':
    case 'banque/nothing-to-withdraw':
    case 'banque/in-play':
      return t(locale, `refusal.${rejection.code}`);
    default: {
      // Exhaustive: a RejectionCode added to the table without a message fails to compile here.
      const unhandled: never = rejection;
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
  | 'outdated-button'
  | 'storage'
  | 'unexpected'
  | 'busy'
  | 'no-revealed-shoe'
  | 'no-table'
  | 'not-cdf-table'
  | 'cdf-no-cards'
  | 'cdf-side-on-punto-banco'
  | 'punto-banco-side-on-cdf'
  | 'not-banque-table'
  | 'banque-no-cards'
  | 'banque-side-elsewhere'
  | 'side-on-banque'
  | 'ez-side-elsewhere'
  | { readonly kind: 'shoe-not-revealed' | 'unknown-shoe'; readonly shoe: number };

/** The message for a failure the Discord layer meets: a DM, a missing permission, a stale button… */
export const renderError = (locale: Locale, problem: Problem): string =>
  typeof problem === 'string'
    ? t(locale, `error.${problem}`)
    : t(locale, `error.${problem.kind}`, { shoe: problem.shoe });
