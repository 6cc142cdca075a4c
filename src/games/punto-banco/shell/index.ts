/** Punto Banco in the shell: what each surface shows for it. */
import { type GameShell, ownRefusals } from '../../../discord/game-shell.js';
import { t } from '../../../discord/i18n/index.js';
import { dealtCoups, shoeAfterRound } from '../../../discord/shoe-history.js';
import { spotName, stakesText } from '../../../discord/views/shared.js';
import type { Coup } from '../../../engine/coup.js';
import type { RoundRecord } from '../../../table/state.js';
import { BUILT_IN_GAMES } from '../../registry.js';
import { puntoBanco } from '../table/game.js';
import { gameLine, type HouseGameFace, PUNTO_BANCO_FACE } from './house-game-face.js';
import { nextCoupOdds } from './next-coup-odds.js';
import { renderOdds } from './odds-view.js';
import { puntoBancoRefusals } from './refusals.js';
import { renderRoundResult } from './round-result.js';
import { PUNTO_BANCO_TOPICS, puntoBancoRules } from './rules.js';
import { RECENT_RESULTS, renderTableMessage } from './table-message.js';

/**
 * The table message of a game dealt from Punto Banco's coups (Punto Banco, EZ Baccarat), as `face`
 * shows it on the felt.
 */
export const houseTableMessage =
  (face: HouseGameFace): GameShell['tableMessage'] =>
  (locale, { guild, table, names }) =>
    renderTableMessage(locale, {
      guild,
      table,
      names: names(table.seats.map((seat) => seat.userId)),
      // The strip of last results: the shoe's coups dealt again from its spec (only counts are
      // stored). A shoe with no coup dealt yet (every new table's) has no strip: nothing to deal again.
      recent:
        table.shoe.coups === 0
          ? []
          : dealtCoups(table.shoe.spec, table.shoe.coups)
              .coups.slice(-RECENT_RESULTS)
              .map((coup) => coup.outcome),
      face,
    });

/** The result of a coup of such a game, with its stakes and payouts as `face` words them. */
export const houseResult =
  (face: HouseGameFace): GameShell['result'] =>
  (locale, { record, changes, names }) =>
    renderRoundResult(locale, {
      record: record as RoundRecord<Coup>,
      names: names(record.results.map((result) => result.userId)),
      shoe: shoeAfterRound(record, changes),
      face,
    });

/**
 * The games a /bet side (or a bet button's spot) belongs to: a table dealing any of them takes it
 * (Player, Banker and Tie are Punto Banco's and EZ Baccarat's alike).
 */
const gamesTaking = (side: string): readonly string[] =>
  [...BUILT_IN_GAMES.values()].filter((game) => game.spots.includes(side)).map((game) => game.id);

export const puntoBancoShell: GameShell = {
  game: puntoBanco,
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
  statsSpotName: (locale, spot) => (puntoBanco.spots.includes(spot) ? spotName(locale, spot) : undefined),
  // Its one code of its own: a variant it does not deal.
  refusal: ownRefusals(puntoBancoRefusals),
  gameName: (locale) => t(locale, 'cmd.table.game.value.punto-banco'),
  // Each bet's edge under the table's variant (Punto Banco's 5 % commission, or Punto 2000's).
  odds: (locale, { table, settings }) => renderOdds(locale, nextCoupOdds(table, settings)),
  bet: {
    sides: [
      { value: 'player', name: 'cmd.bet.side.player' },
      { value: 'banker', name: 'cmd.bet.side.banker' },
      { value: 'tie', name: 'cmd.bet.side.tie' },
    ],
    otherSide: 'error.side-on-punto-banco',
    command: (side, amount, who) => ({ type: 'bet', ...who, game: gamesTaking(side), side, amount }),
    // The shared bet-placed answer says it all.
    answer: () => undefined,
  },
  tableMessage: houseTableMessage(PUNTO_BANCO_FACE),
  result: houseResult(PUNTO_BANCO_FACE),
  // A coup is the shoe's next cards: the shoe dealt again from its seeds gives back every coup.
  coupsFromShoe: true,
  // Every bet is settled in the round's public result: no private note, no notice of its own.
  privateNotes: () => [],
  privateNoteText: () => '',
  notice: () => undefined,
  // Every card is dealt face up in the result: nobody holds a hand of his own.
  privateCards: () => undefined,
  turnCall: () => undefined,
  // Its basics, third-card rule, payouts, Punto 2000 and limits; card values, fairness and the
  // roads are the text every game shares.
  rulesTopic: puntoBancoRules,
  ownTopics: PUNTO_BANCO_TOPICS,
  settingsGame: (locale, settings) => gameLine(locale, settings, settings.decks),
  // Its variant, named as its table message names it.
  optionsName: PUNTO_BANCO_FACE.optionsName,
  // Its options (the variant) are in the game line.
  settingsOptions: () => undefined,
  // It draws by the tableau: nobody decides.
  decisions: false,
};
