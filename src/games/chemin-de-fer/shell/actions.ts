/**
 * Chemin de fer's actions as the shell runs them, shared by `/chemin`, `/bet side:punter` and the
 * table message's buttons: each sends one `game-action` (or `decide`) to the table, which refuses
 * whoever may not act (not seated, not first in priority, not the holder, out of turn, a stale
 * round), and answers the player privately with what the table did.
 */

import type { APIModalInteractionResponseCallbackData } from 'discord.js';
import { type Locale, t } from '../../../discord/i18n/index.js';
import { amountModal } from '../../../discord/views/amount-modal.js';
import { type Place, Refused, type TableReads } from '../../../discord/vocabulary.js';
import { centsOf, centsOfNullable } from '../../../engine/money.js';
import { reject } from '../../../table/rejections.js';
import { rulesInPlay } from '../../../table/state.js';
import { showCards, type TableActor } from '../../banked/shell/actor.js';
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
 * The form the holder of the shoe fills in to open the bank: one amount, with the bank's limits
 * shown. Whoever may not open the bank is told why at once, with the table's own refusal, rather
 * than after filling in the form (the table checks again when the form comes back).
 */
export const bankModal = async (
  reads: TableReads,
  place: Place,
  locale: Locale,
  userId: string,
  round: number,
): Promise<APIModalInteractionResponseCallbackData> => {
  const { guild, table } = await reads.table(place);
  if (table && round !== table.round) throw new Refused(reject('round/stale', { round: table.round }));
  const state = cdfStateOf(table?.gameState ?? null);
  if (!state.seats.includes(userId)) throw new Refused(reject('cdf/not-seated'));
  if (state.banker !== null) throw new Refused(reject('cdf/bank-open'));
  if (state.holder !== userId) throw new Refused(reject('cdf/not-your-turn'));
  const rules = table ? cdfRulesOf(rulesInPlay(guild, table)) : undefined;
  const range = rules
    ? t(locale, 'cdf.modal.range', {
        min: centsOf(rules.bankMin),
        max: centsOfNullable(rules.bankMax),
      })
    : undefined;
  return amountModal({
    action: { kind: 'cdf-bank', round },
    title: t(locale, 'cdf.modal.title'),
    label: t(locale, 'cdf.modal.amount'),
    range,
    initial: rules?.bankMin,
  });
};
