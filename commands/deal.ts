/**
 * /deal: deals the open round now. The result is posted in the channel (with its round's nonce,
 * so a result posted again by the next process to serve the server is folded by Discord, never
 * shown twice); the dealer's own answer is private and says where it is.
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { described } from '../src/discord/command-kit.js';
import { t } from '../src/discord/i18n/index.js';
import type { CommandContext } from '../src/discord/vocabulary.js';

export const data = described(new SlashCommandBuilder().setName('deal'), 'cmd.deal').setContexts(
  InteractionContextType.Guild,
);

export const preconditions = ['guild-only'] as const;

export const execute = async ({ interaction, game, place, locale, reply }: CommandContext): Promise<void> => {
  const accepted = await game.run(place, {
    type: 'deal',
    channelId: place.channelId,
    userId: interaction.user.id,
  });
  const dealt = accepted.events.find((event) => event.type === 'round-dealt');
  if (dealt) return reply(t(locale, 'deal.dealt', { round: dealt.record.round }));
  // A coup that waits for a decision has no result yet: the table message shows it.
  const waits = accepted.events.some((event) => event.type === 'decision-pending');
  await reply(t(locale, waits ? 'deal.waits' : 'deal.nothingDealt'));
};
