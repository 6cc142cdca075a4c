/**
 * /chemin …: a player's own moves at a chemin de fer table. Each sends one game action (or a
 * decision) to the table, which decides who may; the answer is private. /bet side:punter stakes
 * against the bank, and /deal closes the betting, as at the other tables.
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { described } from '../../../discord/command-kit.js';
import type { DecisionChoice } from '../../../discord/custom-ids.js';
import type { CommandContext } from '../../../discord/vocabulary.js';
import { decideSubcommand } from '../../banked/shell/command.js';
import { decideByCommand } from '../../banked/shell/decisions.js';
import { type CdfActor, passCdf, runCdfAction, showCdfCards } from './actions.js';

export const data = described(new SlashCommandBuilder().setName('chemin'), 'cmd.chemin')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) => described(sub.setName('sit'), 'cmd.chemin.sit'))
  .addSubcommand((sub) => described(sub.setName('leave'), 'cmd.chemin.leave'))
  .addSubcommand((sub) =>
    described(sub.setName('bank'), 'cmd.chemin.bank').addIntegerOption((option) =>
      described(option.setName('amount'), 'cmd.chemin.bank.amount').setRequired(true).setMinValue(1),
    ),
  )
  .addSubcommand((sub) => described(sub.setName('pass'), 'cmd.chemin.pass'))
  .addSubcommand((sub) => described(sub.setName('banco'), 'cmd.chemin.banco'))
  .addSubcommand((sub) => described(sub.setName('avec'), 'cmd.chemin.avec'))
  .addSubcommand((sub) => described(sub.setName('suite'), 'cmd.chemin.suite'))
  .addSubcommand((sub) => described(sub.setName('withdraw'), 'cmd.chemin.withdraw'))
  .addSubcommand((sub) => described(sub.setName('cards'), 'cmd.chemin.cards'))
  .addSubcommand(decideSubcommand('cmd.chemin.decide'));

export const preconditions = ['guild-only'] as const;

export const execute = async (ctx: CommandContext): Promise<void> => {
  const { options } = ctx.interaction;
  const actor: CdfActor = { ...ctx, userId: ctx.interaction.user.id };
  switch (options.getSubcommand()) {
    case 'sit':
      return runCdfAction(actor, 'sit');
    case 'leave':
      return runCdfAction(actor, 'leave');
    case 'bank':
      return runCdfAction(actor, 'open-bank', undefined, options.getInteger('amount', true));
    case 'pass':
      return passCdf(actor);
    case 'banco':
      return runCdfAction(actor, 'banco');
    case 'avec':
      return runCdfAction(actor, 'avec-la-table');
    case 'suite':
      return runCdfAction(actor, 'take-suite');
    case 'withdraw':
      return runCdfAction(actor, 'withdraw');
    case 'cards':
      return showCdfCards(actor);
    case 'decide':
      return decideByCommand(actor, options.getString('choice', true) as DecisionChoice);
    default:
      throw new Error(`unknown subcommand /chemin ${options.getSubcommand()}`);
  }
};
