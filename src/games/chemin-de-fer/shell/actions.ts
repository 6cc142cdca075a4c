/**
 * Chemin de fer's actions as the shell runs them, shared by `/chemin`, `/bet side:punter` and the
 * table message's buttons: each sends one `game-action` (or `decide`) to the table, which refuses
 * whoever may not act (not seated, not first in priority, not the holder, out of turn, a stale
 * round), and answers the player privately with what the table did.
 */

import type { APIModalInteractionResponseCallbackData } from 'discord.js';
import { type Locale, t } from '../../../discord/i18n/index.js';
import type { Place, TableReads } from '../../../discord/vocabulary.js';
import { reject } from '../../../table/rejections.js';
import { bankForm, showCards, type TableActor } from '../../banked/shell/actor.js';
import type { CdfActionKind } from '../table/actions.js';
import { CHEMIN_DE_FER, cdfRulesOf, cdfStateOf } from '../table/state.js';
import { renderCdfCards } from './cards.js';
import { renderCdfDone } from './replies.js';

/** What running a chemin de fer action needs from a command or a click. */
export type CdfActor = TableActor;

/** Runs one player action; `round` (a button's) makes a click on an old message stale. */
export const runCdfAction = async (
  actor: CdfActor,
  kind: CdfActionKind,
  round?: number,
  amount?: unknown,
): Promise<void> => {
  const { game, reads, place, locale, userId } = actor;
  const accepted = await game.run(place, {
    type: 'game-action',
    channelId: place.channelId,
    // Chemin de fer's actions only: at a table that deals another game, the table refuses them.
    game: CHEMIN_DE_FER,
    userId,
    action: amount === undefined ? { kind } : { kind, amount },
    ...(round === undefined ? {} : { round }),
  });
  const people = accepted.events.flatMap((event) =>
    event.type === 'cdf-shoe-passed' && event.to ? [event.to] : [],
  );
  const done = renderCdfDone(locale, userId, accepted.events, reads.names(place.guildId, people));
  if (done) await actor.reply(done);
  else if (kind === 'decline-suite') await actor.reply(t(locale, 'cdf.done.suiteDeclined'));
};

/** "Pass": the holder declines the shoe; the banker says la banque passe; a seat offered la suite lets it go. */
export const passCdf = async (actor: CdfActor, round?: number): Promise<void> => {
  const { table } = await actor.reads.table(actor.place);
  const { banker, suite } = cdfStateOf(table?.gameState ?? null);
  const kind: CdfActionKind =
    banker === actor.userId
      ? 'banque-passe'
      : suite !== null && suite.from !== actor.userId
        ? 'decline-suite'
        : 'decline';
  await runCdfAction(actor, kind, round);
};

/** The member's own cards in the coup being played, privately, with his prompt when it is his turn. */
export const showCdfCards = (actor: CdfActor, round?: number): Promise<void> =>
  showCards(actor, round, renderCdfCards, 'error.cdf-no-cards');

/**
 * The form the holder of the shoe fills in to open the bank. Only he may, and only while no bank
 * runs: in that order, the refusals the table itself gives.
 */
export const bankModal = (
  reads: TableReads,
  place: Place,
  locale: Locale,
  userId: string,
  round: number,
): Promise<APIModalInteractionResponseCallbackData> =>
  bankForm(reads, place, round, {
    stateOf: cdfStateOf,
    rulesOf: cdfRulesOf,
    refusal: (state) =>
      !state.seats.includes(userId)
        ? reject('cdf/not-seated')
        : state.banker !== null
          ? reject('cdf/bank-open')
          : state.holder !== userId
            ? reject('cdf/not-your-turn')
            : null,
    action: { kind: 'cdf-bank', round },
    title: t(locale, 'cdf.modal.title'),
    label: t(locale, 'cdf.modal.amount'),
    range: (range) => t(locale, 'cdf.modal.range', range),
  });
