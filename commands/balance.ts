/**
 * /balance [member]: chips in a wallet, privately; one's own also says when the daily top-up is
 * due. A pure read: a member without a wallet is shown the starting chips waiting for them.
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { described } from '../src/discord/command-kit.js';
import { renderBalance } from '../src/discord/views/index.js';
import type { CommandContext } from '../src/discord/vocabulary.js';

export const data = described(new SlashCommandBuilder().setName('balance'), 'cmd.balance')
  .setContexts(InteractionContextType.Guild)
  .addUserOption((option) => described(option.setName('member'), 'cmd.balance.member'));

export const preconditions = ['guild-only'] as const;

export const execute = async ({
  interaction,
  reads,
  place,
  locale,
  reply,
}: CommandContext): Promise<void> => {
  const user = interaction.options.getUser('member') ?? interaction.user;
  const balance = await reads.balance(place.guildId, user.id);
  const member = interaction.options.getMember('member');
  const name = member && 'displayName' in member ? member.displayName : user.displayName;
  await reply(
    renderBalance(locale, {
      name,
      self: user.id === interaction.user.id,
      opened: balance.opened,
      balanceCents: balance.balanceCents,
      lastDailyAt: balance.lastDailyAt,
      dailyChips: balance.dailyChips,
      now: Date.now(),
    }),
  );
};
