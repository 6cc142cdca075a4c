/** Chemin de fer in the shell: what each surface shows for it. */
import { type GameShell, ownRefusals, positionsText, shellLimits } from '../../../discord/game-shell.js';
import { t } from '../../../discord/i18n/index.js';
import { cheminDeFer } from '../table/index.js';
import { cdfRefusals } from './refusals.js';
import { cdfFollowsUp, renderCdfDone } from './replies.js';

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
  bet: {
    // A stake against the bank, on the punter's hand.
    sides: [{ value: 'punter', name: 'cmd.bet.side.punter' }],
    otherSide: 'error.side-on-cdf',
    command: (_side, amount, who) => ({
      type: 'game-action',
      ...who,
      game: cheminDeFer.id,
      action: { kind: 'stake', amount },
    }),
    answer: (locale, userId, events) => renderCdfDone(locale, userId, events),
    followsUp: cdfFollowsUp,
  },
};
