/** Baccarat banque on /table show: its deck count, bank limits, commission, stakes, banco, tenure and auction. */
import type { SettingsField } from '../../../discord/game-shell.js';
import { type Locale, t } from '../../../discord/i18n/index.js';
import { pickRoundRules, type TableSettings } from '../../../table/state.js';
import { bankTerms } from '../../banked/shell/shared.js';
import { banqueRulesOf } from '../table/state.js';

export const banqueSettingsGame = (locale: Locale, settings: TableSettings): string =>
  t(locale, 'banque.settings.game', { count: settings.decks });

export const banqueSettingsOptions = (locale: Locale, settings: TableSettings): SettingsField => {
  const banque = banqueRulesOf(pickRoundRules(settings));
  return {
    name: t(locale, 'banque.settings.options'),
    value: [
      t(locale, 'banque.table.limits', bankTerms(locale, banque)),
      t(locale, banque.openBank ? 'banque.settings.openBank' : 'banque.settings.maxStake'),
      t(locale, banque.bancoAllowed ? 'banque.settings.bancoOn' : 'banque.settings.bancoOff'),
      t(locale, `banque.settings.tenure.${banque.tenure}`),
      t(locale, 'banque.settings.auction', { seconds: banque.auctionSeconds }),
    ].join('\n'),
  };
};
