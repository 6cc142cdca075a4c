/** /odds: the exact odds of the next coup from the cards nobody has seen, beside a full shoe's; privately. */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { described } from '../src/discord/command-kit.js';
import { renderOdds } from '../src/discord/views/index.js';
import type { CommandContext } from '../src/discord/vocabulary.js';

export const data = described(new SlashCommandBuilder().setName('odds'), 'cmd.odds').setContexts(
  InteractionContextType.Guild,
);

export const preconditions = ['guild-only'] as const;

export const defer = 'ephemeral';

export const execute = async ({ reads, place, locale, reply }: CommandContext): Promise<void> => {
  await reply(renderOdds(locale, await reads.odds(place)));
};
