/** /leaderboard [by]: the server's top ten by chips held or by net winnings, and the asker's place; public. */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { choice, described } from '../src/discord/command-kit.js';
import { publicLocale } from '../src/discord/languages.js';
import { renderLeaderboard } from '../src/discord/views/index.js';
import type { CommandContext, LeaderboardBy } from '../src/discord/vocabulary.js';

export const data = described(new SlashCommandBuilder().setName('leaderboard'), 'cmd.leaderboard')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((option) =>
    described(option.setName('by'), 'cmd.leaderboard.by').addChoices(
      choice('cmd.leaderboard.by.chips', 'chips'),
      choice('cmd.leaderboard.by.net', 'net'),
    ),
  );

export const preconditions = ['guild-only'] as const;

// No defer: the board is a public reply, and a public reply cannot follow a private defer.
export const execute = async ({ interaction, reads, place, publish }: CommandContext): Promise<void> => {
  const by: LeaderboardBy = interaction.options.getString('by') === 'net' ? 'net' : 'chips';
  const askerId = interaction.user.id;
  const board = await reads.leaderboard(place.guildId, by, askerId);
  const names = new Map(reads.names(place.guildId, [...board.top.map((entry) => entry.userId), askerId]));
  // The asker's own name comes with the interaction, even when the client's cache is cold.
  const member = interaction.member;
  names.set(askerId, member && 'displayName' in member ? member.displayName : interaction.user.displayName);
  await publish(renderLeaderboard(publicLocale(place), { board, names, askerId }));
};
