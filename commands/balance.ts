/** /balance [member]: chips in a wallet, privately; one's own also says when the daily top-up is due. */
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { type CommandContext, described } from '../src/discord/command-kit.js';
import { renderBalance } from '../src/discord/views/index.js';

export const data = described(new SlashCommandBuilder().setName('balance'), 'cmd.balance')
  .setContexts(InteractionContextType.Guild)
  .addUserOption((option) => described(option.setName('member'), 'cmd.balance.member'));

export const execute = async ({ interaction, game, place, locale, reply }: CommandContext): Promise<void> => {
  const user = interaction.options.getUser('member') ?? interaction.user;
  // view-wallet opens the wallet (with the starting chips) of a member seen for the first time.
  await game.run(place, { type: 'view-wallet', userId: user.id });
  const wallet = await game.store.readWallet(place.guildId, user.id);
  const guild = await game.store.readGuild(place.guildId);
  const member = interaction.options.getMember('member');
  const name = member && 'displayName' in member ? member.displayName : user.displayName;
  await reply(
    renderBalance(locale, {
      name,
      self: user.id === interaction.user.id,
      balanceCents: wallet?.balanceCents ?? 0,
      lastDailyAt: wallet?.lastDailyAt ?? null,
      dailyChips: guild.settings.dailyChips,
      now: Date.now(),
    }),
  );
};
