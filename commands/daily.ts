/** /daily: the daily top-up, once every 24 hours. */
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { type CommandContext, described } from '../src/discord/command-kit.js';
import { renderDailyClaimed } from '../src/discord/views/index.js';

export const data = described(new SlashCommandBuilder().setName('daily'), 'cmd.daily').setContexts(
  InteractionContextType.Guild,
);

export const execute = async ({ interaction, game, place, locale, reply }: CommandContext): Promise<void> => {
  const userId = interaction.user.id;
  const accepted = await game.run(place, { type: 'daily', userId });
  const changed = accepted.events.find((event) => event.type === 'wallet-changed');
  const wallet = await game.store.readWallet(place.guildId, userId);
  if (!changed) return;
  const claimedAt = wallet?.lastDailyAt ?? Date.now();
  await reply(renderDailyClaimed(locale, { ...changed, claimedAt }));
};
