/** Chemin de fer in the shell: what each surface shows for it. */
import { type GameShell, positionsText, shellLimits } from '../../../discord/game-shell.js';
import { t } from '../../../discord/i18n/index.js';
import { cheminDeFer } from '../table/index.js';
import { cheminDeFerRules } from './rules.js';
import { cdfSettingsGame, cdfSettingsOptions } from './settings.js';

export const cheminDeFerShell: GameShell = {
  game: cheminDeFer,
  limits: shellLimits(cheminDeFer),
  chipChosen: (locale, cents) => t(locale, 'cdf.chip.chosen', { cents }),
  // A punter's round shows his stake; the banker's has none.
  roundOutcome: (locale, round) =>
    t(locale, Object.keys(round.stakes).length > 0 ? 'cdf.history.punter' : 'cdf.history.banker'),
  stakesText: (locale, stakes) =>
    positionsText(locale, stakes, [['punter', (l) => t(l, 'cdf.history.stake')]]),
  rulesTopic: cheminDeFerRules,
  settingsGame: cdfSettingsGame,
  settingsOptions: cdfSettingsOptions,
  decisions: true,
};
