/** What the banked games' commands (/banque, /chemin) share: the decide subcommand, Draw or Stand. */
import type { SlashCommandSubcommandBuilder } from '@discordjs/builders';
import { choice, described } from '../../../discord/command-kit.js';
import type { StaticKey } from '../../../discord/i18n/index.js';

/** `decide choice:draw|stand`, described by the game's own `description`. */
export const decideSubcommand = (description: StaticKey) => (sub: SlashCommandSubcommandBuilder) =>
  described(sub.setName('decide'), description).addStringOption((option) =>
    described(option.setName('choice'), 'cmd.chemin.decide.choice')
      .setRequired(true)
      .addChoices(
        choice('cmd.chemin.decide.choice.draw', 'draw'),
        choice('cmd.chemin.decide.choice.stand', 'stand'),
      ),
  );
