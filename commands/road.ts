/**
 * /road [shoe] [public]: the scoreboard of the shoe in play, or of a revealed shoe. Private by
 * default, in the member's language; `public:true` posts it in the channel, in the server's.
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { described } from '../src/discord/command-kit.js';
import { publicLocale } from '../src/discord/languages.js';
import { renderScoreboard, scoreboardFile } from '../src/discord/views/index.js';
import type { CommandContext } from '../src/discord/vocabulary.js';

export const data = described(new SlashCommandBuilder().setName('road'), 'cmd.road')
  .setContexts(InteractionContextType.Guild)
  .addIntegerOption((option) => described(option.setName('shoe'), 'cmd.road.shoe').setMinValue(1))
  .addBooleanOption((option) => described(option.setName('public'), 'cmd.road.public'));

export const preconditions = ['guild-only'] as const;

// No defer: a public scoreboard is a public reply, and a public reply cannot follow a private defer.
export const execute = async ({
  interaction,
  reads,
  place,
  locale,
  reply,
  publish,
}: CommandContext): Promise<void> => {
  const board = await reads.road(place, interaction.options.getInteger('shoe') ?? undefined);
  const file = scoreboardFile(board.maps, board.shoeNumber);
  if (interaction.options.getBoolean('public') === true)
    await publish(renderScoreboard(publicLocale(place), { ...board, file }));
  else await reply(renderScoreboard(locale, { ...board, file }));
};
