/** EZ Baccarat in the shell: what each surface shows for it, Punto Banco's where the two agree. */
import type { GameShell } from '../../../discord/game-shell.js';
import { shellLimits } from '../../../discord/game-shell.js';
import { t } from '../../../discord/i18n/index.js';
import { puntoBancoShell } from '../../punto-banco/shell/index.js';
import { ezBaccarat } from '../table/game.js';
import { EZ_FACE } from './face.js';

export const ezBaccaratShell: GameShell = {
  game: ezBaccarat,
  limits: shellLimits(ezBaccarat),
  chipChosen: (locale, cents) => t(locale, 'ez.chip.chosen', { cents }),
  // The same coup as Punto Banco's: who won, and on which totals.
  roundOutcome: puntoBancoShell.roundOutcome,
  stakesText: EZ_FACE.stakesText,
};
