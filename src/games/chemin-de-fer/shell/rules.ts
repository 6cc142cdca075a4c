/** /rules at a chemin de fer table: the bank passing round, banco, avec la table, the suite, the règle, its limits. */
import { ownRules } from '../../../discord/game-shell.js';
import { t } from '../../../discord/i18n/index.js';
import { pickRoundRules, type TableSettings } from '../../../table/state.js';
import { bankTerms, commissionText } from '../../banked/shell/shared.js';
import { cdfRulesOf } from '../table/state.js';

const rulesOf = (settings: TableSettings) => cdfRulesOf(pickRoundRules(settings));

export const cheminDeFerRules = ownRules({
  basics: (locale, settings) => ({
    title: t(locale, 'cdf.rules.basics.title'),
    text: t(locale, 'cdf.rules.basics', { suite: rulesOf(settings).suite }),
  }),
  'third-card': (locale, settings) => ({
    title: t(locale, 'cdf.rules.drawing.title'),
    text: t(locale, 'cdf.rules.drawing', { free: rulesOf(settings).regle === 'free' }),
  }),
  payouts: (locale, settings) => ({
    title: t(locale, 'cdf.rules.payouts.title'),
    text: t(locale, 'cdf.rules.payouts', {
      commission: commissionText(locale, rulesOf(settings).commissionBp),
    }),
  }),
  limits: (locale, settings) => {
    return {
      title: t(locale, 'cdf.rules.limits.title'),
      text: t(locale, 'cdf.rules.limits', bankTerms(locale, rulesOf(settings))),
    };
  },
});
