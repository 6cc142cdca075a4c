/**
 * Baccarat banque's actions as the shell runs them, shared by `/banque`, `/bet side:right|left|centre`
 * and the table message's buttons: each sends one `game-action` (or `decide`) to the table, which
 * refuses whoever may not act (a bid below the bank's minimum, a stake over the cap or the
 * maximum, a second queue, a banker leaving mid-coup, a stale round), and answers the player
 * privately with what the table did.
 */

import type { APIModalInteractionResponseCallbackData } from 'discord.js';
import { type Locale, t } from '../../../discord/i18n/index.js';
import { type Place, Refused, type TableReads } from '../../../discord/vocabulary.js';
import { reject } from '../../../table/rejections.js';
import { bankForm, showCards, type TableActor } from '../../banked/shell/actor.js';
import type { BanqueActionKind } from '../table/actions.js';
import { BANQUE, banqueRulesOf, banqueStateOf } from '../table/state.js';
import { renderBanqueCards } from './cards.js';
import { banqueAnswer } from './replies.js';

/** What running a banque action needs from a command or a click. */
export type BanqueActor = TableActor;

export type BanqueActionInput = {
  readonly kind: BanqueActionKind;
  readonly amount?: unknown;
  readonly side?: unknown;
  readonly position?: unknown;
};

/** Runs one player action; `round` (a button's) makes a click on an old message stale. */
export const runBanqueAction = async (
  actor: BanqueActor,
  action: BanqueActionInput,
  round?: number,
): Promise<void> => {
  const { game, place, locale, userId } = actor;
  const accepted = await game.run(place, {
    type: 'game-action',
    channelId: place.channelId,
    // Banque's actions only: at a table that deals another game, the table refuses them.
    game: BANQUE,
    userId,
    action,
    ...(round === undefined ? {} : { round }),
  });
  await actor.reply(banqueAnswer(locale, userId, accepted.events));
};

/** Banco by button or command without a side: the caller's own tableau. */
export const bancoBanque = async (
  actor: BanqueActor,
  side?: 'right' | 'left',
  round?: number,
): Promise<void> => {
  let chosen = side;
  if (chosen === undefined) {
    const { table } = await actor.reads.table(actor.place);
    const state = banqueStateOf(table?.gameState ?? null);
    chosen = state.queues.right.includes(actor.userId)
      ? 'right'
      : state.queues.left.includes(actor.userId)
        ? 'left'
        : undefined;
    if (chosen === undefined) throw new Refused(reject('banque/not-seated'));
  }
  await runBanqueAction(actor, { kind: 'banco', side: chosen }, round);
};

/** The member's own cards in the coup being played, privately, with his prompt when it is his turn. */
export const showBanqueCards = (actor: BanqueActor, round?: number): Promise<void> =>
  showCards(actor, round, renderBanqueCards, 'error.banque-no-cards');

/** The form a member fills in to bid for the bank; a running bank is refused at once. */
export const bidModal = (
  reads: TableReads,
  place: Place,
  locale: Locale,
  round: number,
): Promise<APIModalInteractionResponseCallbackData> =>
  bankForm(reads, place, round, {
    stateOf: banqueStateOf,
    rulesOf: banqueRulesOf,
    refusal: (state) => (state.banker !== null ? reject('banque/bank-running') : null),
    action: { kind: 'bq-bid-form', round },
    title: t(locale, 'banque.modal.title'),
    label: t(locale, 'banque.modal.amount'),
    range: (range) => t(locale, 'banque.modal.range', range),
  });
