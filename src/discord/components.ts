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

import { centsOf } from '../engine/money.js';
import { decideByPrompt, playByTheRuleFromPrompt } from '../games/banked/shell/decisions.js';
import type { GameButtonKind } from '../games/control-kinds.js';
import { CONTROLS, shellOf } from '../games/shells.js';
import type { TableEvent } from '../table/commands.js';
import { rulesInPlay } from '../table/state.js';
import type { ButtonAction } from './custom-ids.js';
import { decodeChipValue } from './custom-ids.js';
import { clicker, type GameButtons } from './game-controls.js';
import { renderShoeStarted } from './views/index.js';
import type { ButtonKind } from './vocabulary.js';

const eventOf = <T extends TableEvent['type']>(events: readonly TableEvent[], type: T) =>
  events.find((event): event is Extract<TableEvent, { type: T }> => event.type === type);

// Each game declares its own kinds and their handlers; the controls test checks none is missing.
const gameButtons = Object.assign(
  {},
  ...CONTROLS.map((controls) => controls.buttons),
) as GameButtons<GameButtonKind>;

export const COMPONENTS: { readonly [K in ButtonAction['kind']]: ButtonKind<K> } = {
  ...gameButtons,
  decide: {
    preconditions: ['guild-only'],
    handle: (ctx, { choice, step, round }) =>
      decideByPrompt({ ...clicker(ctx), update: ctx.update, shellOf }, choice, step, round),
  },
  'rule-on': {
    preconditions: ['guild-only'],
    handle: (ctx, { round }) =>
      playByTheRuleFromPrompt({ ...clicker(ctx), update: ctx.update, shellOf }, true, round),
  },
  'rule-off': {
    preconditions: ['guild-only'],
    handle: (ctx, { round }) =>
      playByTheRuleFromPrompt({ ...clicker(ctx), update: ctx.update, shellOf }, false, round),
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
