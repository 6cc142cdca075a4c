/** Punto Banco in the shell: what each surface shows for it. */
import type { GameShell } from '../../../discord/game-shell.js';
import { shellLimits } from '../../../discord/game-shell.js';
import { t } from '../../../discord/i18n/index.js';
import { stakesText } from '../../../discord/views/shared.js';
import { puntoBanco } from '../table/game.js';

export const puntoBancoShell: GameShell = {
  game: puntoBanco,
  limits: shellLimits(puntoBanco),
  chipChosen: (locale, cents) => t(locale, 'chip.chosen', { cents }),
  // Who won, and on which totals.
  roundOutcome: (locale, round) =>
    round.outcome === 'tie'
      ? t(locale, 'outcome.tie', { total: round.playerTotal ?? 0 })
      : t(locale, `outcome.${round.outcome}`, {
          player: round.playerTotal ?? 0,
          banker: round.bankerTotal ?? 0,
        }),
  stakesText,
  // Punto Banco refuses only with the codes every game shares.
  refusal: () => undefined,
  gameName: (locale) => t(locale, 'cmd.table.game.value.punto-banco'),
  bet: {
    sides: [
      { value: 'player', name: 'cmd.bet.side.player' },
      { value: 'banker', name: 'cmd.bet.side.banker' },
      { value: 'tie', name: 'cmd.bet.side.tie' },
    ],
    otherSide: 'error.side-on-punto-banco',
    command: (side, amount, who) => ({ type: 'bet', ...who, game: puntoBanco.id, side, amount }),
    // The shared bet-placed answer says it all.
    answer: () => undefined,
    followsUp: () => false,
  },
};
