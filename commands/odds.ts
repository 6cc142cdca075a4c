/**
 * /odds: the exact odds of the next coup from the unseen cards, beside a full shoe’s, as the
 * table’s game pays its bets (its shell draws them); privately.
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { described } from '../src/discord/command-kit.js';
import type { CommandContext } from '../src/discord/vocabulary.js';
import { shellOf } from '../src/games/shells.js';

export const data = described(new SlashCommandBuilder().setName('odds'), 'cmd.odds').setContexts(
  InteractionContextType.Guild,
);

export const preconditions = ['guild-only'] as const;

export const defer = 'ephemeral';

export const execute = async ({ reads, place, locale, reply }: CommandContext): Promise<void> => {
  const sources = await reads.odds(place);
  await reply(shellOf(sources.settings.game).odds(locale, sources));
};
