/** /history: the caller's last 10 rounds on this server, with bets and results; privately. */
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { type CommandContext, described } from '../src/discord/command-kit.js';
import { renderHistory } from '../src/discord/views/index.js';

export const data = described(new SlashCommandBuilder().setName('history'), 'cmd.history').setContexts(
  InteractionContextType.Guild,
);

export const defer = 'ephemeral';

export const execute = async ({ interaction, game, place, locale, reply }: CommandContext): Promise<void> => {
  const stats = await game.history.player(place.guildId, interaction.user.id);
  await reply(renderHistory(locale, { stats }));
};
