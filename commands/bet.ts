/**
 * /bet side amount: chips on a side of the open round, each side its game's own (the table's
 * game lists them in its shell's `bet.sides`). The answer is private.
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { choice, described } from '../src/discord/command-kit.js';
import type { GameShell } from '../src/discord/game-shell.js';
import { renderBetPlaced } from '../src/discord/views/index.js';
import { type CommandContext, Refused } from '../src/discord/vocabulary.js';
import { SHELLS, shellOf } from '../src/games/shells.js';

/** Every game's sides, in the order the games are listed, each once (Player is two games'). */
const SIDES = [
  ...new Map(
    [...SHELLS.values()].flatMap((shell) => shell.bet.sides).map((side) => [side.value, side]),
  ).values(),
];

export const data = described(new SlashCommandBuilder().setName('bet'), 'cmd.bet')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((option) =>
    described(option.setName('side'), 'cmd.bet.side')
      .setRequired(true)
      .addChoices(...SIDES.map((side) => choice(side.name, side.value))),
  )
  .addIntegerOption((option) =>
    described(option.setName('amount'), 'cmd.bet.amount').setRequired(true).setMinValue(1),
  );

export const preconditions = ['guild-only'] as const;

/** The game a side belongs to; a side no game has goes to the default game's table, which refuses it. */
const shellOfSide = (side: string): GameShell =>
  [...SHELLS.values()].find((shell) => shell.bet.sides.some((own) => own.value === side)) ?? shellOf('');

/**
 * The side names its game, and the command names that game to the table: the table refuses it,
 * in the same step, if it deals another, and the game it deals says which sides it takes. So a
 * bet needs no read of the table first (one turn of the server's queue, not two).
 */
export const execute = async (ctx: CommandContext): Promise<void> => {
  const { interaction, game, place, locale, reply } = ctx;
  const side = interaction.options.getString('side', true);
  const amount = interaction.options.getInteger('amount', true);
  const userId = interaction.user.id;
  const { bet } = shellOfSide(side);
  try {
    const { events } = await game.run(
      place,
      bet.command(side, amount, { channelId: place.channelId, userId }),
    );
    const placed = events.find((event) => event.type === 'bet-placed');
    const answer = placed ? renderBetPlaced(locale, placed) : bet.answer(locale, userId, events);
    if (answer) await reply(answer);
  } catch (error) {
    const reason = error instanceof Refused ? error.reason : undefined;
    if (typeof reason === 'object' && 'code' in reason && reason.code === 'table/other-game')
      throw new Refused({ kind: 'game', key: shellOf(reason.context.game).bet.otherSide });
    throw error;
  }
};
