/** /odds: the exact odds of the next coup from the cards nobody has seen, beside a full shoe's; privately. */
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { type CommandContext, described } from '../src/discord/command-kit.js';
import { nextCoupOdds } from '../src/discord/insights.js';
import { renderOdds } from '../src/discord/views/index.js';

export const data = described(new SlashCommandBuilder().setName('odds'), 'cmd.odds').setContexts(
  InteractionContextType.Guild,
);

export const defer = 'ephemeral';

export const execute = async ({ game, place, locale, reply }: CommandContext): Promise<void> => {
  await reply(renderOdds(locale, await nextCoupOdds(game, place)));
};
