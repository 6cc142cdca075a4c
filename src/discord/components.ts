/**
 * The table message's controls: the chip select, Player / Banker / Tie (bet the chosen chip),
 * Deal, Clear my bets, Repeat last bet and New shoe (admins, checked at click time). Every
 * custom_id carries its round, so the table refuses a click on an old message as stale.
 * Clicks are answered directly, not deferred: the store answers in about a millisecond, and the
 * Responder defers on its own should anything take longer than two seconds.
 */

import type { TableEvent } from '../table/commands.js';
import { reject } from '../table/rejections.js';
import { decodeChipValue, decodeCustomId } from './custom-ids.js';
import { Refused } from './game-service.js';
import { t } from './i18n/index.js';
import type { ComponentContext } from './router.js';
import { renderBetPlaced, renderBetsCleared, renderBetsRepeated, renderShoeStarted } from './views/index.js';

const eventOf = <T extends TableEvent['type']>(events: readonly TableEvent[], type: T) =>
  events.find((event): event is Extract<TableEvent, { type: T }> => event.type === type);

export const handleComponent = async (ctx: ComponentContext): Promise<void> => {
  const { interaction, responder, game, chips, place, locale } = ctx;
  const action = decodeCustomId(interaction.customId);
  if (!action) return void (await responder.defer());
  const { channelId } = place;
  const userId = interaction.user.id;
  game.adopt(place, interaction.message.id);

  switch (action.kind) {
    case 'chip': {
      const value = interaction.isStringSelectMenu()
        ? decodeChipValue(interaction.values[0] ?? '')
        : undefined;
      const chosen = value === undefined ? undefined : chips.set(channelId, userId, value);
      if (chosen === undefined) return void (await responder.defer());
      return responder.send(t(locale, 'chip.chosen', { cents: chosen * 100 }));
    }
    case 'bet': {
      const { settings } = await game.read(place);
      const amount = chips.get(channelId, userId, settings.limits.min);
      const command = {
        type: 'bet',
        channelId,
        userId,
        side: action.side,
        amount,
        round: action.round,
      } as const;
      const placed = eventOf((await game.run(place, command)).events, 'bet-placed');
      return placed && responder.send(renderBetPlaced(locale, placed));
    }
    case 'clear': {
      const accepted = await game.run(place, { type: 'clear', channelId, userId, round: action.round });
      const cleared = eventOf(accepted.events, 'bets-cleared');
      return cleared && responder.send(renderBetsCleared(locale, cleared));
    }
    case 'rebet': {
      const accepted = await game.run(place, { type: 'rebet', channelId, userId, round: action.round });
      const repeated = eventOf(accepted.events, 'bets-repeated');
      return repeated && responder.send(renderBetsRepeated(locale, repeated));
    }
    case 'deal':
      await game.deal(place, userId, action.round, (message) => responder.publish(message));
      return;
    case 'newshoe': {
      if (!ctx.isAdmin) throw new Refused('manage-guild');
      // new-shoe carries no round, so an old message's button is checked here.
      const { table } = await game.read(place);
      if (table && table.round !== action.round)
        throw new Refused(reject('round/stale', { round: table.round }));
      const started = eventOf(
        (await game.run(place, { type: 'new-shoe', channelId })).events,
        'shoe-started',
      );
      return started && responder.send(renderShoeStarted(locale, started));
    }
  }
};
