/** Chemin de fer in the shell: what each surface shows for it. */

import { type GameShell, ownRefusals, positionsText } from '../../../discord/game-shell.js';
import { t } from '../../../discord/i18n/index.js';
import { turnCallMessage } from '../../banked/shell/cards.js';
import { bankedOdds } from '../../banked/shell/odds.js';
import { bankedResult } from '../../banked/shell/result.js';
import { cheminDeFer } from '../table/index.js';
import { cdfStateOf } from '../table/state.js';
import { renderCdfCards } from './cards.js';
import { cdfNotesOf, renderCdfNote } from './notes.js';
import { cdfRefusals } from './refusals.js';
import { renderCdfDone } from './replies.js';
import { renderCdfResult } from './result.js';
import { cheminDeFerRules } from './rules.js';
import { cdfSettingsGame, cdfSettingsOptions } from './settings.js';
import { cdfNamesNeeded } from './shared.js';
import { cdfCardsButton, renderCdfTableMessage } from './table.js';

export const cheminDeFerShell: GameShell = {
  game: cheminDeFer,
  chipChosen: (locale, cents) => t(locale, 'cdf.chip.chosen', { cents }),
  // A punter's round shows his stake; the banker's has none.
  roundOutcome: (locale, round) =>
    t(locale, Object.keys(round.stakes).length > 0 ? 'cdf.history.punter' : 'cdf.history.banker'),
  stakesText: (locale, stakes) =>
    positionsText(locale, stakes, [['punter', (l) => t(l, 'cdf.history.stake')]]),
  statsSpotName: (locale, spot) => (spot === 'punter' ? t(locale, 'cdf.stats.punter') : undefined),
  refusal: ownRefusals(cdfRefusals),
  gameName: (locale) => t(locale, 'cmd.table.game.value.chemin-de-fer'),
  // The punter's draw on 5 and some of the banker's are choices: no exact figure to show.
  odds: (locale) => bankedOdds(locale, t(locale, 'cmd.table.game.value.chemin-de-fer')),
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
  },
  tableMessage: (locale, { guild, table, names }) =>
    renderCdfTableMessage(locale, { guild, table, names: names(cdfNamesNeeded(table)) }),
  // The table right after the coup says where the bank and the shoe went; the commission's rate
  // is the record's own (an admin may have changed the table's since).
  result: (locale, sources) =>
    bankedResult(
      {
        stateOf: cdfStateOf,
        people: (played, after) => [
          played.banker,
          ...played.acceptances.map((a) => a.userId),
          ...(after?.holder ? [after.holder] : []),
        ],
        render: renderCdfResult,
      },
      locale,
      sources,
    ),
  // A coup's cards hang on the choices made in it: its round record keeps them.
  coupsFromShoe: false,
  privateNotes: cdfNotesOf,
  privateNoteText: renderCdfNote,
  // Its news is in the table message and the results: no notice of its own.
  notice: () => undefined,
  privateCards: renderCdfCards,
  turnCall: (locale, { table, userId }) => turnCallMessage(locale, table, userId, cdfCardsButton),
  ownTopics: [],
  rulesTopic: cheminDeFerRules,
  settingsGame: cdfSettingsGame,
  settingsOptions: cdfSettingsOptions,
  decisions: true,
};
