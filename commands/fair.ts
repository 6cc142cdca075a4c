/** /fair status | seed value | export [shoe]: the shoe's commitment, the client seed, a revealed shoe's file. */
import { SlashCommandBuilder } from '@discordjs/builders';
import { AttachmentBuilder, InteractionContextType } from 'discord.js';
import { described } from '../src/discord/command-kit.js';
import { exportedCoups } from '../src/discord/shoe-history.js';
import { renderClientSeedSet, renderFairStatus, renderShoeExport } from '../src/discord/views/index.js';
import type { CommandContext } from '../src/discord/vocabulary.js';

export const data = described(new SlashCommandBuilder().setName('fair'), 'cmd.fair')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) => described(sub.setName('status'), 'cmd.fair.status'))
  .addSubcommand((sub) =>
    described(sub.setName('seed'), 'cmd.fair.seed').addStringOption((option) =>
      described(option.setName('value'), 'cmd.fair.seed.value')
        .setRequired(true)
        .setMinLength(1)
        .setMaxLength(64),
    ),
  )
  .addSubcommand((sub) =>
    described(sub.setName('export'), 'cmd.fair.export').addIntegerOption((option) =>
      described(option.setName('shoe'), 'cmd.fair.export.shoe').setMinValue(1),
    ),
  );

export const preconditions = ['guild-only'] as const;

export const defer = 'ephemeral';

export const execute = async ({
  interaction,
  game,
  reads,
  place,
  locale,
  reply,
  verifyUrl,
}: CommandContext): Promise<void> => {
  const { channelId } = place;
  switch (interaction.options.getSubcommand()) {
    case 'status': {
      await game.ensureTable(place);
      const { table } = await reads.table(place);
      const archive = await reads.lastRevealedShoe(place);
      const lastRevealed = archive && {
        shoeNumber: archive.spec.shoeNumber,
        serverSeed: archive.spec.serverSeed,
        commitment: archive.commitment,
      };
      return table && reply(renderFairStatus(locale, { shoe: table.shoe, lastRevealed, verifyUrl }));
    }
    case 'seed': {
      const seed = interaction.options.getString('value', true);
      const accepted = await game.run(place, { type: 'set-client-seed', channelId, seed });
      const set = accepted.events.find((event) => event.type === 'client-seed-set');
      return set && reply(renderClientSeedSet(locale, set));
    }
    case 'export': {
      const exported = await reads.exportShoe(place, interaction.options.getInteger('shoe') ?? undefined);
      const { shoeNumber, serverSeed, commitment } = exported;
      // Named by its format: sabot-shoe/1 gives sabot-shoe-3.json.
      const file = new AttachmentBuilder(Buffer.from(`${JSON.stringify(exported, null, 2)}\n`), {
        name: `${exported.format.replace('/1', '')}-${shoeNumber}.json`,
      });
      return reply({
        content: renderShoeExport(locale, {
          shoeNumber,
          serverSeed,
          commitment,
          coups: exportedCoups(exported),
          verifyUrl,
        }),
        files: [file],
      });
    }
  }
};
