/** /history: the caller's last 10 rounds on this server, with bets and results; privately. */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { described } from '../src/discord/command-kit.js';
import { renderHistory } from '../src/discord/views/index.js';
import type { CommandContext } from '../src/discord/vocabulary.js';

export const data = described(new SlashCommandBuilder().setName('history'), 'cmd.history').setContexts(
  InteractionContextType.Guild,
);

export const preconditions = ['guild-only'] as const;

export const defer = 'ephemeral';

export const execute = async ({
  interaction,
  reads,
  place,
  locale,
  reply,
}: CommandContext): Promise<void> => {
  const stats = await reads.player(place.guildId, interaction.user.id);
  await reply(renderHistory(locale, { stats }));
};
