/** EZ Baccarat in the shell: Punto Banco's table message and result with its own face, and its own words. */
import type { GameShell } from '../../../discord/game-shell.js';
import { t } from '../../../discord/i18n/index.js';
import { limitParams, spotName } from '../../../discord/views/shared.js';
import { houseResult, houseTableMessage, puntoBancoShell } from '../../punto-banco/shell/index.js';
import { ezBaccarat } from '../table/game.js';
import { EZ_FACE, sideBetLimitParams } from './face.js';
import { nextEzOdds, renderEzOdds } from './odds.js';

export const ezBaccaratShell: GameShell = {
  // Where the two games agree (the coup, its outcome, no private cards or notes), Punto Banco's.
  ...puntoBancoShell,
  game: ezBaccarat,
  chipChosen: (locale, cents) => t(locale, 'ez.chip.chosen', { cents }),
  stakesText: EZ_FACE.stakesText,
  // The table's button names: Player, Banker, Tie, Dragon 7, Panda 8.
  statsSpotName: (locale, spot) => (ezBaccarat.spots.includes(spot) ? spotName(locale, spot) : undefined),
  gameName: (locale) => t(locale, 'cmd.table.game.value.ez-baccarat'),
  // EZ's own bets from the unseen cards, never Punto Banco's commission figures.
  odds: (locale, sources) => renderEzOdds(locale, nextEzOdds(sources)),
  // Punto Banco's /bet (its command names every game taking the side), with the side bets added.
  bet: {
    ...puntoBancoShell.bet,
    sides: [
      ...puntoBancoShell.bet.sides,
      { value: 'dragon-7', name: 'cmd.bet.side.dragon-7' },
      { value: 'panda-8', name: 'cmd.bet.side.panda-8' },
    ],
    otherSide: 'error.side-on-ez-baccarat',
  },
  tableMessage: houseTableMessage(EZ_FACE),
  result: houseResult(EZ_FACE),
  // Its payouts (no commission, the Banker push, the side bets), and its limits: the table's main
  // limits with its side bets' own after them. The rest is Punto Banco's answer: EZ deals Punto
  // Banco's coups, so the basics and the third-card rule read the same (card values, fairness and
  // the roads are every game's).
  ownTopics: [],
  rulesTopic: (locale, topic, settings) =>
    topic === 'payouts'
      ? { title: t(locale, 'rules.ez-baccarat.title'), text: t(locale, 'rules.ez-baccarat') }
      : topic === 'limits'
        ? {
            title: t(locale, 'rules.limits.title'),
            text: [
              t(locale, 'rules.limits', limitParams(settings.limits)),
              t(locale, 'rules.ez-baccarat.sideLimits', sideBetLimitParams(settings.limits)),
            ].join('\n\n'),
          }
        : puntoBancoShell.rulesTopic(locale, topic, settings),
  settingsGame: (locale, settings) => t(locale, 'ez.settings.game', { count: settings.decks }),
};
