/** /rules [topic]: how baccarat is played, with this table's own limits and payouts. */
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { type CommandContext, choice, described } from '../src/discord/command-kit.js';
import { RULES_TOPICS, type RulesTopic, renderRules } from '../src/discord/views/index.js';

export const data = described(new SlashCommandBuilder().setName('rules'), 'cmd.rules')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((option) =>
    described(option.setName('topic'), 'cmd.rules.topic').addChoices(
      ...RULES_TOPICS.map((topic) => choice(`cmd.rules.topic.${topic}`, topic)),
    ),
  );

export const defer = 'ephemeral';

export const execute = async ({ interaction, game, place, locale, reply }: CommandContext): Promise<void> => {
  const topic = (interaction.options.getString('topic') ?? 'basics') as RulesTopic;
  const { settings } = await game.read(place);
  await reply(renderRules(locale, topic, settings));
};
