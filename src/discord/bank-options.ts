/**
 * The /table options every banked game has (its bank's limits and commission) and the changes
 * they make, worded by each game under its own keys.
 */
import type { SlashCommandSubcommandBuilder } from '@discordjs/builders';
import { basisPointsFromPercent, percentOfBasisPoints } from '../engine/money.js';
import { described, whole } from './command-kit.js';
import type { CommandOptions } from './game-controls.js';
import type { StaticKey } from './i18n/index.js';

/** The game's words for the three options. */
export interface BankOptionKeys {
  readonly bankMin: StaticKey;
  readonly bankMax: StaticKey;
  readonly commission: StaticKey;
}

/** Adds bank-min, bank-max (0 for the default) and the commission in percent, up to the game's maximum. */
export const withBankOptions = (
  sub: SlashCommandSubcommandBuilder,
  keys: BankOptionKeys,
  maxCommissionBp: number,
): SlashCommandSubcommandBuilder =>
  sub
    .addIntegerOption(whole('bank-min', keys.bankMin, 0, false))
    .addIntegerOption(whole('bank-max', keys.bankMax, 0, false))
    .addNumberOption((option) =>
      described(option.setName('commission'), keys.commission)
        .setMinValue(0)
        .setMaxValue(percentOfBasisPoints(maxCommissionBp)),
    );

/**
 * The bank options as the table takes them: a bank limit of 0 means the game's default, the
 * commission in percent becomes basis points (a rate finer than a hundredth of a percent stays
 * fractional, and the table refuses it).
 */
export const bankChanges = (options: CommandOptions): Record<string, unknown> => {
  const changes: Record<string, unknown> = {};
  for (const [name, field] of [
    ['bank-min', 'bankMin'],
    ['bank-max', 'bankMax'],
  ] as const) {
    const value = options.getInteger(name);
    if (value !== null) changes[field] = value === 0 ? null : value;
  }
  const percent = options.getNumber('commission');
  if (percent !== null) changes.commissionBp = basisPointsFromPercent(percent);
  return changes;
};
