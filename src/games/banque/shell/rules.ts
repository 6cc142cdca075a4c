/** /rules at a banque table: the bank, the tableaux and the centre, who draws, the banker's choice, its limits. */
import { ownRules } from '../../../discord/game-shell.js';
import { t } from '../../../discord/i18n/index.js';
import { centsOf } from '../../../engine/money.js';
import { pickRoundRules } from '../../../table/state.js';
import { bankTerms, commissionText } from '../../banked/shell/shared.js';
import { banqueRulesOf } from '../table/state.js';

export const banqueRules = ownRules({
  basics: (locale) => ({
    title: t(locale, 'banque.rules.basics.title'),
    text: t(locale, 'banque.rules.basics'),
  }),
  'third-card': (locale) => ({
    title: t(locale, 'banque.rules.drawing.title'),
    text: t(locale, 'banque.rules.drawing'),
  }),
  payouts: (locale, settings) => ({
    title: t(locale, 'banque.rules.payouts.title'),
    text: t(locale, 'banque.rules.payouts', {
      commission: commissionText(locale, banqueRulesOf(pickRoundRules(settings)).commissionBp),
    }),
  }),
  limits: (locale, settings) => {
    const rules = banqueRulesOf(pickRoundRules(settings));
    return {
      title: t(locale, 'banque.rules.limits.title'),
      text: t(locale, 'banque.rules.limits', {
        ...bankTerms(locale, rules),
        max: centsOf(rules.tableMax),
        openBank: rules.openBank,
      }),
    };
  },
});
