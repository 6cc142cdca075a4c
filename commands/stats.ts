/** /stats [member]: a player's record on this server, from the round records; privately. */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { described } from '../src/discord/command-kit.js';
import { renderStats } from '../src/discord/views/index.js';
import type { CommandContext } from '../src/discord/vocabulary.js';

export const data = described(new SlashCommandBuilder().setName('stats'), 'cmd.stats')
  .setContexts(InteractionContextType.Guild)
  .addUserOption((option) => described(option.setName('member'), 'cmd.stats.member'));

export const preconditions = ['guild-only'] as const;

export const defer = 'ephemeral';

export const execute = async ({
  interaction,
  reads,
  place,
  locale,
  reply,
}: CommandContext): Promise<void> => {
  const user = interaction.options.getUser('member') ?? interaction.user;
  const member = interaction.options.getMember('member');
  const name = member && 'displayName' in member ? member.displayName : user.displayName;
  const stats = await reads.player(place.guildId, user.id);
  await reply(renderStats(locale, { name, self: user.id === interaction.user.id, stats }));
};
