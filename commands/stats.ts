/** /stats [member]: a player's record on this server, from the round records; privately. */
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { type CommandContext, described } from '../src/discord/command-kit.js';
import { renderStats } from '../src/discord/views/index.js';

export const data = described(new SlashCommandBuilder().setName('stats'), 'cmd.stats')
  .setContexts(InteractionContextType.Guild)
  .addUserOption((option) => described(option.setName('member'), 'cmd.stats.member'));

export const defer = 'ephemeral';

export const execute = async ({ interaction, game, place, locale, reply }: CommandContext): Promise<void> => {
  const user = interaction.options.getUser('member') ?? interaction.user;
  const member = interaction.options.getMember('member');
  const name = member && 'displayName' in member ? member.displayName : user.displayName;
  const stats = await game.history.player(place.guildId, user.id);
  await reply(renderStats(locale, { name, self: user.id === interaction.user.id, stats }));
};
