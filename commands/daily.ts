/** /daily: the daily top-up, once every 24 hours. */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { described } from '../src/discord/command-kit.js';
import { renderDailyClaimed } from '../src/discord/views/index.js';
import type { CommandContext } from '../src/discord/vocabulary.js';

export const data = described(new SlashCommandBuilder().setName('daily'), 'cmd.daily').setContexts(
  InteractionContextType.Guild,
);

export const preconditions = ['guild-only'] as const;

export const execute = async ({
  interaction,
  game,
  reads,
  place,
  locale,
  reply,
}: CommandContext): Promise<void> => {
  const userId = interaction.user.id;
  const accepted = await game.run(place, { type: 'daily', userId });
  const changed = accepted.events.find((event) => event.type === 'wallet-changed');
  if (!changed) return;
  const claimedAt = (await reads.balance(place.guildId, userId)).lastDailyAt ?? Date.now();
  await reply(renderDailyClaimed(locale, { ...changed, claimedAt }));
};
