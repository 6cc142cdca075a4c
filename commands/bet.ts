/**
 * /bet side amount: chips on Player, Banker or Tie for the open round (and at an EZ Baccarat table
 * on Dragon 7 or Panda 8); at a chemin de fer table,
 * side Punter is a stake against the bank; at a banque table, Right, Left or Centre. The answer is
 * private.
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { choice, described } from '../src/discord/command-kit.js';
import { renderBetPlaced } from '../src/discord/views/index.js';
import { type CommandContext, Refused } from '../src/discord/vocabulary.js';
import { runBanqueAction } from '../src/games/banque/shell/actions.js';
import { BANQUE } from '../src/games/banque/table/state.js';
import { runCdfAction } from '../src/games/chemin-de-fer/shell/actions.js';
import { CHEMIN_DE_FER } from '../src/games/chemin-de-fer/table/state.js';
import { EZ_SIDE_BETS } from '../src/games/ez-baccarat/rules/bets.js';
import { BUILT_IN_GAMES } from '../src/games/registry.js';

/** The side of a chemin de fer stake: the punter's hand, against the bank. */
const PUNTER = 'punter';
/** The positions of a banque stake: a tableau, or the centre (both at once). */
const BANQUE_POSITIONS = ['right', 'left', 'centre'] as const;

export const data = described(new SlashCommandBuilder().setName('bet'), 'cmd.bet')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((option) =>
    described(option.setName('side'), 'cmd.bet.side')
      .setRequired(true)
      .addChoices(
        choice('cmd.bet.side.player', 'player'),
        choice('cmd.bet.side.banker', 'banker'),
        choice('cmd.bet.side.tie', 'tie'),
        ...EZ_SIDE_BETS.map((spot) => choice(`cmd.bet.side.${spot}`, spot)),
        choice('cmd.bet.side.punter', PUNTER),
        ...BANQUE_POSITIONS.map((position) => choice(`cmd.bet.side.${position}`, position)),
      ),
  )
  .addIntegerOption((option) =>
    described(option.setName('amount'), 'cmd.bet.amount').setRequired(true).setMinValue(1),
  );

export const preconditions = ['guild-only'] as const;

/**
 * Why a side was refused at a table dealing `game`, in the words of the side's own game: which
 * sides this table takes.
 */
const wrongSide = (
  game: string,
  side: string,
):
  | 'side-on-banque'
  | 'banque-side-elsewhere'
  | 'ez-side-elsewhere'
  | 'punto-banco-side-on-cdf'
  | 'cdf-side-on-punto-banco' => {
  if (game === BANQUE) return 'side-on-banque';
  if (isBanquePosition(side)) return 'banque-side-elsewhere';
  if ((EZ_SIDE_BETS as readonly string[]).includes(side)) return 'ez-side-elsewhere';
  return game === CHEMIN_DE_FER ? 'punto-banco-side-on-cdf' : 'cdf-side-on-punto-banco';
};

const isBanquePosition = (side: string): side is (typeof BANQUE_POSITIONS)[number] =>
  (BANQUE_POSITIONS as readonly string[]).includes(side);

/** The games whose spots include `side`: a table dealing any of them takes the bet. */
const gamesTaking = (side: string): readonly string[] =>
  [...BUILT_IN_GAMES.values()].filter((game) => game.spots.includes(side)).map((game) => game.id);

/**
 * The side names its game, and the command names that game to the table: the table refuses it,
 * in the same step, if it deals another. So a bet needs no read of the table first (one turn of
 * the server's queue, not two).
 */
export const execute = async (ctx: CommandContext): Promise<void> => {
  const { interaction, game, place, locale, reply } = ctx;
  const side = interaction.options.getString('side', true);
  const amount = interaction.options.getInteger('amount', true);
  const { channelId } = place;
  const userId = interaction.user.id;
  try {
    if (isBanquePosition(side))
      return await runBanqueAction({ ...ctx, userId }, { kind: 'stake', position: side, amount });
    if (side === PUNTER) return await runCdfAction({ ...ctx, userId }, 'stake', undefined, amount);
    const accepted = await game.run(place, {
      type: 'bet',
      channelId,
      game: gamesTaking(side),
      userId,
      side,
      amount,
    });
    const placed = accepted.events.find((event) => event.type === 'bet-placed');
    if (placed) await reply(renderBetPlaced(locale, placed));
  } catch (error) {
    const reason = error instanceof Refused ? error.reason : undefined;
    if (typeof reason === 'object' && 'code' in reason && reason.code === 'table/other-game')
      throw new Refused(wrongSide(reason.context.game, side));
    throw error;
  }
};
