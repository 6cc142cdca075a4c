/**
 * Baccarat banque's actions as the shell runs them, shared by `/banque`, `/bet side:right|left|centre`
 * and the table message's buttons: each sends one `game-action` (or `decide`) to the table, which
 * refuses whoever may not act (a bid below the bank's minimum, a stake over the cap or the
 * maximum, a second queue, a banker leaving mid-coup, a stale round), and answers the player
 * privately with what the table did.
 */

import type { APIModalInteractionResponseCallbackData } from 'discord.js';
import { formatTime, type Locale, t } from '../../../discord/i18n/index.js';
import { amountModal } from '../../../discord/views/amount-modal.js';
import {
  type Place,
  Refused,
  type Reply,
  type TableActions,
  type TableReads,
} from '../../../discord/vocabulary.js';
import { centsOf, centsOfNullable } from '../../../engine/money.js';
import type { TableEvent } from '../../../table/commands.js';
import { reject } from '../../../table/rejections.js';
import { rulesInPlay } from '../../../table/state.js';
import type { BanqueActionKind } from '../table/actions.js';
import { BANQUE, banqueRulesOf, banqueStateOf } from '../table/state.js';
import { renderBanqueCards } from './cards.js';

/** What running a banque action needs from a command or a click. */
export interface BanqueActor {
  readonly game: TableActions;
  readonly reads: TableReads;
  readonly place: Place;
  readonly locale: Locale;
  readonly userId: string;
  reply(message: Reply, options?: { readonly ephemeral?: boolean }): Promise<void>;
}

/** The private line for what the table did on a player's own action, or undefined when nothing needs saying. */
export const banqueDone = (
  locale: Locale,
  userId: string,
  events: readonly TableEvent[],
): string | undefined => {
  const lines = events.flatMap((event): string[] => {
    switch (event.type) {
      case 'banque-bid':
        return event.userId === userId
          ? [
              t(locale, 'banque.done.bid', {
                amount: centsOf(event.amount),
                balance: event.balanceCents,
                when: formatTime(event.deadline),
              }),
            ]
          : [];
      case 'banque-seated':
        return event.userId === userId
          ? [
              t(locale, 'banque.done.sat', {
                side: t(locale, `banque.position.${event.side}`),
                place: event.queues[event.side].indexOf(userId) + 1,
              }),
            ]
          : [];
      case 'banque-left':
        return event.userId === userId
          ? [t(locale, 'banque.done.left', { side: t(locale, `banque.position.${event.side}`) })]
          : [];
      case 'banque-stake-placed':
        return event.userId === userId
          ? [
              t(locale, 'banque.done.stake', {
                position: t(locale, `banque.at.${event.position}`),
                amount: centsOf(event.amount),
                balance: event.balanceCents,
              }),
            ]
          : [];
      case 'banque-banco-called':
        return event.userId === userId
          ? [
              t(locale, 'banque.done.banco', {
                side: t(locale, `banque.at.${event.side}`),
                amount: centsOf(event.amount),
                balance: event.balanceCents,
              }),
            ]
          : [];
      case 'banque-stake-refunded':
        return event.userId === userId && (event.reason === 'withdrawn' || event.reason === 'replaced')
          ? [t(locale, 'banque.done.withdrawn', { cents: event.cents })]
          : [];
      case 'banque-max-stake':
        return event.banker === userId
          ? [t(locale, 'banque.done.maxStake', { max: centsOf(event.maxStake) })]
          : [];
      case 'banque-bank-ended':
        return event.banker === userId && event.reason === 'retired'
          ? [t(locale, 'banque.done.retired', { cents: event.cents })]
          : [];
      default:
        return [];
    }
  });
  return lines.length === 0 ? undefined : lines.join('\n');
};

/** The action as the table takes it: the kind, and the option it names. */
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
  await actor.reply(banqueDone(locale, userId, accepted.events) ?? t(locale, 'banque.done.nothing'));
  // What the bank's cap refuses is known only when betting closes, and who holds the bank only when
  // the auction ends: this answer is then followed up.
  const staked = accepted.events.some(
    (event) =>
      (event.type === 'banque-stake-placed' ||
        event.type === 'banque-banco-called' ||
        event.type === 'banque-bid') &&
      event.userId === userId,
  );
  if (staked) game.rememberFollowUp(place, userId, locale, (reply) => actor.reply(reply));
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
export const showBanqueCards = async (actor: BanqueActor, round?: number): Promise<void> => {
  const { table } = await actor.reads.table(actor.place);
  if (table && round !== undefined && round !== table.round)
    throw new Refused(reject('round/stale', { round: table.round }));
  const names = table
    ? actor.reads.names(actor.place.guildId, table.coup ? [table.coup.decision.userId] : [])
    : new Map();
  const view = table && renderBanqueCards(actor.locale, { table, userId: actor.userId, names });
  if (!view) throw new Refused('banque-no-cards');
  await actor.reply(view);
};

/**
 * The form a member fills in to bid for the bank: one amount, with the bank's limits shown. A
 * running bank is refused at once, rather than after filling in the form (the table checks
 * everything again when the form comes back).
 */
export const bidModal = async (
  reads: TableReads,
  place: Place,
  locale: Locale,
  round: number,
): Promise<APIModalInteractionResponseCallbackData> => {
  const { guild, table } = await reads.table(place);
  if (table && round !== table.round) throw new Refused(reject('round/stale', { round: table.round }));
  const state = banqueStateOf(table?.gameState ?? null);
  if (state.banker !== null) throw new Refused(reject('banque/bank-running'));
  const rules = table ? banqueRulesOf(rulesInPlay(guild, table)) : undefined;
  const range = rules
    ? t(locale, 'banque.modal.range', {
        min: centsOf(rules.bankMin),
        max: centsOfNullable(rules.bankMax),
      })
    : undefined;
  return amountModal({
    action: { kind: 'bq-bid-form', round },
    title: t(locale, 'banque.modal.title'),
    label: t(locale, 'banque.modal.amount'),
    range,
    initial: rules?.bankMin,
  });
};
