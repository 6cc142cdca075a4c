/** /rules [topic]: how baccarat is played, with this table's own limits and payouts. */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { choice, described } from '../src/discord/command-kit.js';
import { RULES_TOPIC_CHOICES, type RulesTopic, renderRules } from '../src/discord/views/index.js';
import type { CommandContext } from '../src/discord/vocabulary.js';

export const data = described(new SlashCommandBuilder().setName('rules'), 'cmd.rules')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((option) =>
    described(option.setName('topic'), 'cmd.rules.topic').addChoices(
      ...RULES_TOPIC_CHOICES.map(({ topic, name }) => choice(name, topic)),
    ),
  );

export const preconditions = ['guild-only'] as const;

export const defer = 'ephemeral';

export const execute = async ({
  interaction,
  reads,
  place,
  locale,
  reply,
  verifyUrl,
}: CommandContext): Promise<void> => {
  const topic = (interaction.options.getString('topic') ?? 'basics') as RulesTopic;
  const { settings } = await reads.table(place);
  await reply(renderRules(locale, topic, settings, { verifyUrl }));
};
