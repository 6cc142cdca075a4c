/** Banque à deux tableaux in the shell: what each surface shows for it. */

import { type GameShell, ownRefusals, positionsText } from '../../../discord/game-shell.js';
import { t } from '../../../discord/i18n/index.js';
import { turnCallMessage } from '../../banked/shell/cards.js';
import { bankedOdds } from '../../banked/shell/odds.js';
import { bankedResult } from '../../banked/shell/result.js';
import { banque } from '../table/index.js';
import { banqueStateOf } from '../table/state.js';
import { renderBanqueCards } from './cards.js';
import { banqueNotesOf, renderBanqueNote } from './notes.js';
import { banqueRefusals } from './refusals.js';
import { banqueAnswer } from './replies.js';
import { banqueNotice, renderBanqueResult } from './result.js';
import { banqueRules } from './rules.js';
import { banqueSettingsGame, banqueSettingsOptions } from './settings.js';
import { banqueCardsButton, banqueNamesNeeded, renderBanqueTableMessage } from './table.js';

export const banqueShell: GameShell = {
  game: banque,
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
  statsSpotName: (locale, spot) =>
    spot === 'right' || spot === 'left' || spot === 'centre' ? t(locale, `banque.stats.${spot}`) : undefined,
  refusal: ownRefusals(banqueRefusals),
  gameName: (locale) => t(locale, 'cmd.table.game.value.banque'),
  // The card-holders' draws on 5 and the banker's every draw are choices: no exact figure to show.
  odds: (locale) => bankedOdds(locale, t(locale, 'cmd.table.game.value.banque')),
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
  },
  tableMessage: (locale, { guild, table, names }) =>
    renderBanqueTableMessage(locale, { guild, table, names: names(banqueNamesNeeded(table)) }),
  // The table right after the coup says who holds the cards next; the commission's rate is the record's own.
  result: (locale, sources) =>
    bankedResult(
      {
        stateOf: banqueStateOf,
        people: (played, after) => [
          played.banker,
          ...played.acceptances.map((a) => a.userId),
          ...played.centre.map((item) => item.owner),
          ...(after ? [...after.queues.right, ...after.queues.left] : []),
        ],
        render: renderBanqueResult,
      },
      locale,
      sources,
    ),
  // A coup's cards hang on the choices made in it: its round record keeps them.
  coupsFromShoe: false,
  privateNotes: banqueNotesOf,
  privateNoteText: renderBanqueNote,
  notice: banqueNotice,
  privateCards: renderBanqueCards,
  turnCall: (locale, { table, userId }) => turnCallMessage(locale, table, userId, banqueCardsButton),
  ownTopics: [],
  rulesTopic: banqueRules,
  settingsGame: banqueSettingsGame,
  settingsOptions: banqueSettingsOptions,
  decisions: true,
};
