/** Banque à deux tableaux in the shell: what each surface shows for it. */
import { type GameShell, ownRefusals, positionsText, shellLimits } from '../../../discord/game-shell.js';
import { t } from '../../../discord/i18n/index.js';
import { banque } from '../table/index.js';
import { banqueRefusals } from './refusals.js';
import { banqueAnswer, banqueFollowsUp } from './replies.js';

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
  refusal: ownRefusals(banqueRefusals),
  gameName: (locale) => t(locale, 'cmd.table.game.value.banque'),
  bet: {
    // A stake on a tableau, or on the centre (both at once).
    sides: (['right', 'left', 'centre'] as const).map((position) => ({
      value: position,
      name: `cmd.bet.side.${position}` as const,
    })),
    otherSide: 'error.side-on-banque',
    command: (side, amount, who) => ({
      type: 'game-action',
      ...who,
      game: banque.id,
      action: { kind: 'stake', position: side, amount },
    }),
    answer: banqueAnswer,
    followsUp: banqueFollowsUp,
  },
};
