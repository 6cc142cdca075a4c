/** Chemin de fer in the shell: what each surface shows for it. */
import { type GameShell, ownRefusals, positionsText, shellLimits } from '../../../discord/game-shell.js';
import { t } from '../../../discord/i18n/index.js';
import { cheminDeFer } from '../table/index.js';
import { cdfRefusals } from './refusals.js';

export const cheminDeFerShell: GameShell = {
  game: cheminDeFer,
  limits: shellLimits(cheminDeFer),
  chipChosen: (locale, cents) => t(locale, 'cdf.chip.chosen', { cents }),
  // A punter's round shows his stake; the banker's has none.
  roundOutcome: (locale, round) =>
    t(locale, Object.keys(round.stakes).length > 0 ? 'cdf.history.punter' : 'cdf.history.banker'),
  stakesText: (locale, stakes) =>
    positionsText(locale, stakes, [['punter', (l) => t(l, 'cdf.history.stake')]]),
  refusal: ownRefusals(cdfRefusals),
  gameName: (locale) => t(locale, 'cmd.table.game.value.chemin-de-fer'),
};
