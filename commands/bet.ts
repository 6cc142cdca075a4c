/**
 * /bet side amount: chips on Player, Banker or Tie for the open round; at a chemin de fer table,
 * side Punter is a stake against the bank; at a banque table, Right, Left or Centre. The answer is
 * private.
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { dealsBanque, runBanqueAction } from '../src/discord/banque-actions.js';
import { dealsCdf, runCdfAction } from '../src/discord/cdf-actions.js';
import { choice, described } from '../src/discord/command-kit.js';
import { renderBetPlaced } from '../src/discord/views/index.js';
import { type CommandContext, Refused } from '../src/discord/vocabulary.js';

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
        choice('cmd.bet.side.punter', PUNTER),
        ...BANQUE_POSITIONS.map((position) => choice(`cmd.bet.side.${position}`, position)),
      ),
  )
  .addIntegerOption((option) =>
    described(option.setName('amount'), 'cmd.bet.amount').setRequired(true).setMinValue(1),
  );

export const preconditions = ['guild-only'] as const;

export const execute = async (ctx: CommandContext): Promise<void> => {
  const { interaction, game, reads, place, locale, reply } = ctx;
  const side = interaction.options.getString('side', true);
  const amount = interaction.options.getInteger('amount', true);
  const { channelId } = place;
  // Each game takes its own sides: say which, rather than the other game's refusal. One read
  // tells which game the table deals.
  const view = await reads.table(place);
  const banque = dealsBanque(view);
  const banqueSide = (BANQUE_POSITIONS as readonly string[]).includes(side);
  if (banque !== banqueSide) throw new Refused(banque ? 'side-on-banque' : 'banque-side-elsewhere');
  if (banque)
    return runBanqueAction(
      { ...ctx, userId: interaction.user.id },
      { kind: 'stake', position: side, amount },
    );
  const cdf = dealsCdf(view);
  if (cdf !== (side === PUNTER))
    throw new Refused(cdf ? 'punto-banco-side-on-cdf' : 'cdf-side-on-punto-banco');
  if (cdf) return runCdfAction({ ...ctx, userId: interaction.user.id }, 'stake', undefined, amount);
  const accepted = await game.run(place, {
    type: 'bet',
    channelId,
    userId: interaction.user.id,
    side,
    amount,
  });
  const placed = accepted.events.find((event) => event.type === 'bet-placed');
  if (placed) await reply(renderBetPlaced(locale, placed));
};
