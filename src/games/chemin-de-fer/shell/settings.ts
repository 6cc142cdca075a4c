/** Chemin de fer on /table show: its deck count, its bank limits, commission, règle and suite. */
import type { SettingsField } from '../../../discord/game-shell.js';
import { type Locale, t } from '../../../discord/i18n/index.js';
import { pickRoundRules, type TableSettings } from '../../../table/state.js';
import { bankTerms } from '../../banked/shell/shared.js';
import { cdfRulesOf } from '../table/state.js';

export const cdfSettingsGame = (locale: Locale, settings: TableSettings): string =>
  t(locale, 'cdf.settings.game', { count: settings.decks });

export const cdfSettingsOptions = (locale: Locale, settings: TableSettings): SettingsField => {
  const cdf = cdfRulesOf(pickRoundRules(settings));
  return {
    name: t(locale, 'cdf.settings.options'),
    value: [
      t(locale, 'cdf.table.limits', bankTerms(locale, cdf)),
      t(locale, `cmd.table.chemin-de-fer.regle.${cdf.regle}`),
      cdf.suite ? t(locale, 'cdf.table.suiteOn') : t(locale, 'cdf.settings.suiteOff'),
    ].join('\n'),
  };
};
