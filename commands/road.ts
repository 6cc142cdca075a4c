/** /road [shoe]: the scoreboard of the shoe in play, or of a revealed shoe, posted in the channel. */
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { type CommandContext, described } from '../src/discord/command-kit.js';
import { scoreboardOf } from '../src/discord/insights.js';
import { renderScoreboard, scoreboardFile } from '../src/discord/views/index.js';

export const data = described(new SlashCommandBuilder().setName('road'), 'cmd.road')
  .setContexts(InteractionContextType.Guild)
  .addIntegerOption((option) => described(option.setName('shoe'), 'cmd.road.shoe').setMinValue(1));

// No defer: the scoreboard is a public reply, and a public reply cannot follow a private defer.
export const execute = async ({ interaction, game, place, publish }: CommandContext): Promise<void> => {
  const board = await scoreboardOf(game, place, interaction.options.getInteger('shoe') ?? undefined);
  const file = scoreboardFile(board.maps, board.shoeNumber);
  await publish(renderScoreboard(place.guildLocale, { ...board, file }));
};
