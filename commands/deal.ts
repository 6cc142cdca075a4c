/** /deal: deals the open round now; the result is the public reply. */
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { type CommandContext, described } from '../src/discord/command-kit.js';

export const data = described(new SlashCommandBuilder().setName('deal'), 'cmd.deal').setContexts(
  InteractionContextType.Guild,
);

// No defer: the store answers in milliseconds, and a public result cannot follow a private defer.
export const execute = async ({ interaction, game, place, publish }: CommandContext): Promise<void> => {
  await game.deal(place, interaction.user.id, undefined, publish);
};
