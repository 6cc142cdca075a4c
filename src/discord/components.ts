/**
 * The table message's controls, one entry per kind: the chip select, Player / Banker / Tie (bet
 * the chosen chip), Deal, Clear my bets, Repeat last bet, and the private New shoe confirmation.
 * Each declares its preconditions (New shoe: Manage Server), which the router runs before the
 * handler. Every custom_id carries its round and every command passes it on, so the table refuses
 * a click on an old message as stale. A bet, clear, repeat or deal that the table accepts is
 * acknowledged silently: the table message (and the result) show it to everyone, so no private
 * note piles up; a refusal still answers privately. The store answers in about a millisecond, and
 * the Responder defers on its own should anything take longer than two seconds.
 */

import { type Chips, centsOf } from '../engine/money.js';
import {
  type BanqueActionInput,
  bancoBanque,
  bidModal,
  runBanqueAction,
  showBanqueCards,
} from '../games/banque/shell/actions.js';
import { banqueRulesOf } from '../games/banque/table/state.js';
import {
  bankModal,
  type CdfActor,
  decideByPrompt,
  runCdfAction,
  showCdfCards,
} from '../games/chemin-de-fer/shell/actions.js';
import type { CdfActionKind } from '../games/chemin-de-fer/table/actions.js';
import { cdfRulesOf } from '../games/chemin-de-fer/table/state.js';
import { shellOf } from '../games/shells.js';
import type { TableEvent } from '../table/commands.js';
import { rulesInPlay } from '../table/state.js';
import type { ButtonAction, RoundActionKind } from './custom-ids.js';
import { decodeChipValue } from './custom-ids.js';
import { renderShoeStarted } from './views/index.js';
import type { ButtonKind, ComponentContext } from './vocabulary.js';

/** The stake a button makes before the table's rules are known: the smallest there is. */
const ONE_CHIP = 1 as Chips;

const eventOf = <T extends TableEvent['type']>(events: readonly TableEvent[], type: T) =>
  events.find((event): event is Extract<TableEvent, { type: T }> => event.type === type);

const actor = (ctx: ComponentContext): CdfActor => ({ ...ctx, userId: ctx.interaction.user.id });

/** A chemin de fer button that sends one game action, the table deciding who may. */
const cdfAction = <K extends RoundActionKind>(kind: CdfActionKind): ButtonKind<K> => ({
  preconditions: ['guild-only'],
  handle: (ctx, { round }) => runCdfAction(actor(ctx), kind, round),
});

/** A banque button that sends one game action, the table deciding who may. */
const banqueAction = <K extends RoundActionKind>(action: BanqueActionInput): ButtonKind<K> => ({
  preconditions: ['guild-only'],
  handle: (ctx, { round }) => runBanqueAction(actor(ctx), action, round),
});

/** A banque stake of the chip chosen in the selector (the table minimum until one is chosen). */
const banqueStake = <K extends RoundActionKind>(position: 'right' | 'left' | 'centre'): ButtonKind<K> => ({
  preconditions: ['guild-only'],
  async handle(ctx, { round }) {
    const { guild, table } = await ctx.reads.table(ctx.place);
    const min = table ? banqueRulesOf(rulesInPlay(guild, table)).tableMin : ONE_CHIP;
    const amount = await ctx.chips.get(ctx.place, ctx.interaction.user.id, min);
    await runBanqueAction(actor(ctx), { kind: 'stake', position, amount }, round);
  },
});

export const COMPONENTS: { readonly [K in ButtonAction['kind']]: ButtonKind<K> } = {
  'cdf-sit': cdfAction('sit'),
  'cdf-leave': cdfAction('leave'),
  'cdf-decline': cdfAction('decline'),
  'cdf-banco': cdfAction('banco'),
  'cdf-avec': cdfAction('avec-la-table'),
  'cdf-withdraw': cdfAction('withdraw'),
  'cdf-passe': cdfAction('banque-passe'),
  'cdf-suite': cdfAction('take-suite'),
  'cdf-nosuite': cdfAction('decline-suite'),
  'bq-sit-right': banqueAction({ kind: 'sit', side: 'right' }),
  'bq-sit-left': banqueAction({ kind: 'sit', side: 'left' }),
  'bq-leave': banqueAction({ kind: 'leave' }),
  'bq-withdraw': banqueAction({ kind: 'withdraw' }),
  'bq-right': banqueStake('right'),
  'bq-left': banqueStake('left'),
  'bq-centre': banqueStake('centre'),
  'bq-banco': {
    preconditions: ['guild-only'],
    handle: (ctx, { round }) => bancoBanque(actor(ctx), undefined, round),
  },
  'bq-cards': {
    preconditions: ['guild-only'],
    handle: (ctx, { round }) => showBanqueCards(actor(ctx), round),
  },
  'bq-bid': {
    preconditions: ['guild-only'],
    async handle({ reads, place, locale, showModal }, { round }) {
      await showModal(await bidModal(reads, place, locale, round));
    },
  },
  'cdf-open': {
    preconditions: ['guild-only'],
    async handle({ interaction, reads, place, locale, showModal }, { round }) {
      await showModal(await bankModal(reads, place, locale, interaction.user.id, round));
    },
  },
  'cdf-stake': {
    preconditions: ['guild-only'],
    async handle(ctx, { round }) {
      const { guild, table } = await ctx.reads.table(ctx.place);
      const min = table ? cdfRulesOf(rulesInPlay(guild, table)).tableMin : ONE_CHIP;
      const amount = await ctx.chips.get(ctx.place, ctx.interaction.user.id, min);
      await runCdfAction(actor(ctx), 'stake', round, amount);
    },
  },
  'cdf-cards': {
    preconditions: ['guild-only'],
    handle: (ctx, { round }) => showCdfCards(actor(ctx), round),
  },
  decide: {
    preconditions: ['guild-only'],
    handle: (ctx, { choice, step, round }) =>
      decideByPrompt({ ...actor(ctx), update: ctx.update }, choice, step, round),
  },
  chip: {
    preconditions: ['guild-only'],
    async handle({ interaction, chips, reads, place, locale, reply, acknowledge }) {
      const value = interaction.isStringSelectMenu()
        ? decodeChipValue(interaction.values[0] ?? '')
        : undefined;
      const chosen = value === undefined ? undefined : await chips.set(place, interaction.user.id, value);
      if (chosen === undefined) return void (await acknowledge());
      // The answer names the betting buttons of the game the table message shows.
      const { guild, table, settings } = await reads.table(place);
      const game = table ? rulesInPlay(guild, table).game : settings.game;
      return reply(shellOf(game).chipChosen(locale, centsOf(chosen)));
    },
  },
  bet: {
    preconditions: ['guild-only'],
    async handle({ interaction, game, reads, chips, place, acknowledge }, { side, round }) {
      const { channelId } = place;
      const userId = interaction.user.id;
      const { settings } = await reads.table(place);
      const amount = await chips.get(place, userId, settings.limits.min);
      await game.run(place, { type: 'bet', channelId, userId, side, amount, round });
      await acknowledge();
    },
  },
  clear: {
    preconditions: ['guild-only'],
    async handle({ interaction, game, place, acknowledge }, { round }) {
      const { channelId } = place;
      await game.run(place, { type: 'clear', channelId, userId: interaction.user.id, round });
      await acknowledge();
    },
  },
  rebet: {
    preconditions: ['guild-only'],
    async handle({ interaction, game, place, acknowledge }, { round }) {
      const { channelId } = place;
      await game.run(place, { type: 'rebet', channelId, userId: interaction.user.id, round });
      await acknowledge();
    },
  },
  deal: {
    preconditions: ['guild-only'],
    async handle({ interaction, game, place, acknowledge }, { round }) {
      // The result goes to the channel through the outbox (with its nonce, so a crash cannot post
      // it twice), and the table message clicked is deleted once the next table is up.
      await game.run(place, { type: 'deal', channelId: place.channelId, userId: interaction.user.id, round });
      await acknowledge();
    },
  },
  /** The confirm button of `/table new-shoe`'s private prompt: the prompt becomes the new shoe's panel. */
  newshoe: {
    preconditions: ['guild-only', 'manage-guild'],
    async handle({ game, place, locale, update }, { round }) {
      const accepted = await game.run(place, { type: 'new-shoe', channelId: place.channelId, round });
      const started = eventOf(accepted.events, 'shoe-started');
      if (started) await update({ ...renderShoeStarted(locale, started), components: [] });
    },
  },
};
