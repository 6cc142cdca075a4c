/** /deal: deals the open round now; the result is the public reply. */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { described } from '../src/discord/command-kit.js';
import { t } from '../src/discord/i18n/index.js';
import type { CommandContext } from '../src/discord/vocabulary.js';

export const data = described(new SlashCommandBuilder().setName('deal'), 'cmd.deal').setContexts(
  InteractionContextType.Guild,
);

export const preconditions = ['guild-only'] as const;

// No defer: the store answers in milliseconds, and a public result cannot follow a private defer.
export const execute = async ({
  interaction,
  game,
  place,
  locale,
  publish,
  reply,
}: CommandContext): Promise<void> => {
  const accepted = await game.deal(place, interaction.user.id, undefined, publish);
  // A chemin de fer coup that waits for a decision has no result yet: the table message shows it.
  if (accepted.events.some((event) => event.type === 'round-dealt')) return;
  const waits = accepted.events.some((event) => event.type === 'decision-pending');
  await reply(t(locale, waits ? 'cdf.done.dealt' : 'cdf.done.notDealt'));
};
