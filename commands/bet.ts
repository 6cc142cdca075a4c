/** /bet side amount: chips on Player, Banker or Tie for the open round; the answer is private. */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { choice, described } from '../src/discord/command-kit.js';
import { renderBetPlaced } from '../src/discord/views/index.js';
import type { CommandContext } from '../src/discord/vocabulary.js';

export const data = described(new SlashCommandBuilder().setName('bet'), 'cmd.bet')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((option) =>
    described(option.setName('side'), 'cmd.bet.side')
      .setRequired(true)
      .addChoices(
        choice('cmd.bet.side.player', 'player'),
        choice('cmd.bet.side.banker', 'banker'),
        choice('cmd.bet.side.tie', 'tie'),
      ),
  )
  .addIntegerOption((option) =>
    described(option.setName('amount'), 'cmd.bet.amount').setRequired(true).setMinValue(1),
  );

export const preconditions = ['guild-only'] as const;

export const execute = async ({ interaction, game, place, locale, reply }: CommandContext): Promise<void> => {
  const side = interaction.options.getString('side', true);
  const amount = interaction.options.getInteger('amount', true);
  const { channelId } = place;
  const accepted = await game.run(place, {
    type: 'bet',
    channelId,
    userId: interaction.user.id,
    side,
    amount,
  });
  const placed = accepted.events.find((event) => event.type === 'bet-placed');
  if (placed) await reply(renderBetPlaced(locale, placed));
};
