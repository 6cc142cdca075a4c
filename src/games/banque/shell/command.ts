/**
 * /banque …: a player's own moves at a baccarat banque table. Each sends one game action (or a
 * decision) to the table, which decides who may; the answer is private. /bet side:right|left|centre
 * stakes against the bank, and /deal closes the betting, as at the other tables.
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';
import { choice, described } from '../../../discord/command-kit.js';
import type { DecisionChoice } from '../../../discord/custom-ids.js';
import type { CommandContext } from '../../../discord/vocabulary.js';
import { decideSubcommand } from '../../banked/shell/command.js';
import { decideByCommand } from '../../banked/shell/decisions.js';
import { type BanqueActor, bancoBanque, runBanqueAction, showBanqueCards } from './actions.js';

const sideOption =
  (key: 'cmd.banque.sit.side' | 'cmd.banque.banco.side', required: boolean) =>
  (option: import('@discordjs/builders').SlashCommandStringOption) =>
    described(option.setName('side'), key)
      .setRequired(required)
      .addChoices(choice('cmd.banque.side.right', 'right'), choice('cmd.banque.side.left', 'left'));

export const data = described(new SlashCommandBuilder().setName('banque'), 'cmd.banque')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    described(sub.setName('sit'), 'cmd.banque.sit').addStringOption(sideOption('cmd.banque.sit.side', true)),
  )
  .addSubcommand((sub) => described(sub.setName('leave'), 'cmd.banque.leave'))
  .addSubcommand((sub) =>
    described(sub.setName('bid'), 'cmd.banque.bid').addIntegerOption((option) =>
      described(option.setName('amount'), 'cmd.banque.bid.amount').setRequired(true).setMinValue(1),
    ),
  )
  .addSubcommand((sub) =>
    described(sub.setName('max-stake'), 'cmd.banque.max-stake').addIntegerOption((option) =>
      described(option.setName('amount'), 'cmd.banque.max-stake.amount').setRequired(true).setMinValue(1),
    ),
  )
  .addSubcommand((sub) => described(sub.setName('retire'), 'cmd.banque.retire'))
  .addSubcommand((sub) =>
    described(sub.setName('banco'), 'cmd.banque.banco').addStringOption(
      sideOption('cmd.banque.banco.side', false),
    ),
  )
  .addSubcommand((sub) => described(sub.setName('withdraw'), 'cmd.banque.withdraw'))
  .addSubcommand((sub) => described(sub.setName('cards'), 'cmd.banque.cards'))
  .addSubcommand(decideSubcommand('cmd.banque.decide'));

export const preconditions = ['guild-only'] as const;

export const execute = async (ctx: CommandContext): Promise<void> => {
  const { options } = ctx.interaction;
  const actor: BanqueActor = { ...ctx, userId: ctx.interaction.user.id };
  switch (options.getSubcommand()) {
    case 'sit':
      return runBanqueAction(actor, { kind: 'sit', side: options.getString('side', true) });
    case 'leave':
      return runBanqueAction(actor, { kind: 'leave' });
    case 'bid':
      return runBanqueAction(actor, { kind: 'bid', amount: options.getInteger('amount', true) });
    case 'max-stake':
      return runBanqueAction(actor, { kind: 'max-stake', amount: options.getInteger('amount', true) });
    case 'retire':
      return runBanqueAction(actor, { kind: 'retire' });
    case 'banco':
      return bancoBanque(actor, (options.getString('side') ?? undefined) as 'right' | 'left' | undefined);
    case 'withdraw':
      return runBanqueAction(actor, { kind: 'withdraw' });
    case 'cards':
      return showBanqueCards(actor);
    case 'decide':
      return decideByCommand(actor, options.getString('choice', true) as DecisionChoice);
    default:
      throw new Error(`unknown subcommand /banque ${options.getSubcommand()}`);
  }
};
