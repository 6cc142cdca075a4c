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
  // The rules every table shares are Punto Banco's own.
  rulesTopic: () => undefined,
  settingsGame: (locale, settings) => t(locale, 'game', { variant: settings.variant, count: settings.decks }),
  // Its options (the variant) are in the game line.
  settingsOptions: () => undefined,
  // It draws by the tableau: nobody decides.
  decisions: false,
};
