/**
 * Refusals in words. A game words the refusal codes of its own (its shell's `refusal`); this view
 * words the codes every game shares, with the typed context turned into the catalog's parameters
 * (limits in whole chips become cents, times become Discord timestamps), plus the failures the
 * Discord layer meets on its own. The switch is exhaustive: a new shared code does not compile
 * until it has a message, nor a game's own code until its game words it.
 */
import { centsOf } from '../../engine/money.js';
import { deciderOfRule, decisionLabel, isDecisionChoice } from '../../games/banked/shell/shared.js';
import { SHELLS } from '../../games/shells.js';
import { MAX_CHIPS } from '../../table/limits.js';
import type { Rejection, SharedRejection } from '../../table/rejections.js';
import { formatTime, type Locale, t } from '../i18n/index.js';
import type { Problem } from './problem.js';
import { spotName } from './shared.js';

/** A game's name as /table game lists it; an id no game has is shown as it is. */
const gameName = (locale: Locale, game: string): string => SHELLS.get(game)?.gameName(locale) ?? game;

/**
 * The message for a refusal, in `locale`: what happened and what to do. Each game's codes are its
 * own (two games declaring one code does not compile), so the game a code belongs to is the table's.
 */
export const renderRefusal = (locale: Locale, rejection: Rejection): string => {
  for (const shell of SHELLS.values()) {
    const own = shell.refusal(locale, rejection);
    if (own !== undefined) return own;
  }
  // No game words it: it is one of the shared codes (each game's words cover all of its own).
  return renderSharedRefusal(locale, rejection as SharedRejection);
};

/** The message for a refusal of a code every game shares. */
const renderSharedRefusal = (locale: Locale, rejection: SharedRejection): string => {
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
    case 'settings/invalid-decks':
      return t(locale, 'refusal.settings/invalid-decks', {
        decks: new Intl.ListFormat(locale, { type: 'disjunction' }).format(
          rejection.context.decks.map(String),
        ),
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
    case 'settings/invalid-game':
    case 'settings/invalid-switch':
    case 'settings/invalid-language':
    case 'fair/invalid-client-seed':
    case 'game/no-actions':
    case 'game/invalid-action':
    case 'settings/invalid-bank':
      return t(locale, `refusal.${rejection.code}`);
    default: {
      // Exhaustive: a shared code added to the table without a message fails to compile here.
      const unhandled: never = rejection;
      return unhandled;
    }
  }
};

export type { Problem } from './problem.js';

/** The message for a failure the Discord layer meets: a DM, a missing permission, a stale button… */
export const renderError = (locale: Locale, problem: Problem): string =>
  typeof problem === 'string'
    ? t(locale, `error.${problem}`)
    : problem.kind === 'game'
      ? t(locale, problem.key)
      : t(locale, `error.${problem.kind}`, { shoe: problem.shoe });
