/** Banque à deux tableaux in the shell: what each surface shows for it. */
import { type GameShell, positionsText, shellLimits } from '../../../discord/game-shell.js';
import { t } from '../../../discord/i18n/index.js';
import { banque } from '../table/index.js';
import { banqueRules } from './rules.js';
import { banqueSettingsGame, banqueSettingsOptions } from './settings.js';

export const banqueShell: GameShell = {
  game: banque,
  limits: shellLimits(banque),
  chipChosen: (locale, cents) => t(locale, 'banque.chip.chosen', { cents }),
  // A punter's round shows whom he played; the banker's has no stakes.
  roundOutcome: (locale, round) =>
    t(locale, Object.keys(round.stakes).length > 0 ? 'banque.history.punter' : 'banque.history.banker'),
  stakesText: (locale, stakes) =>
    positionsText(locale, stakes, [
      ['right', (l) => t(l, 'banque.button.right')],
      ['left', (l) => t(l, 'banque.button.left')],
      ['centre', (l) => t(l, 'banque.button.centre')],
    ]),
  rulesTopic: banqueRules,
  settingsGame: banqueSettingsGame,
  settingsOptions: banqueSettingsOptions,
  decisions: true,
};
