/** /deal: deals the open round now; the result is the public reply. */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { described } from '../src/discord/command-kit.js';
import type { CommandContext } from '../src/discord/vocabulary.js';

export const data = described(new SlashCommandBuilder().setName('deal'), 'cmd.deal').setContexts(
  InteractionContextType.Guild,
);

export const preconditions = ['guild-only'] as const;

// No defer: the store answers in milliseconds, and a public result cannot follow a private defer.
export const execute = async ({ interaction, game, place, publish }: CommandContext): Promise<void> => {
  await game.deal(place, interaction.user.id, undefined, publish);
};
