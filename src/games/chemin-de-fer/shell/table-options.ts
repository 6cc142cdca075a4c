/** Chemin de fer's own `/table chemin-de-fer` options: its bank limits, commission, règle and suite. */
import { choice, described, whole } from '../../../discord/command-kit.js';
import type { TableSubcommand } from '../../../discord/game-controls.js';
import { basisPointsFromPercent, percentOfBasisPoints } from '../../../engine/money.js';
import { MAX_COMMISSION_BP } from '../table/settings.js';

export const cdfTableSubcommand: TableSubcommand = {
  name: 'chemin-de-fer',
  build: (sub) =>
    described(sub, 'cmd.table.chemin-de-fer')
      .addIntegerOption(whole('bank-min', 'cmd.table.chemin-de-fer.bank-min', 0, false))
      .addIntegerOption(whole('bank-max', 'cmd.table.chemin-de-fer.bank-max', 0, false))
      .addNumberOption((option) =>
        described(option.setName('commission'), 'cmd.table.chemin-de-fer.commission')
          .setMinValue(0)
          .setMaxValue(percentOfBasisPoints(MAX_COMMISSION_BP)),
      )
      .addStringOption((option) =>
        described(option.setName('regle'), 'cmd.table.chemin-de-fer.regle').addChoices(
          choice('cmd.table.chemin-de-fer.regle.scarne', 'scarne'),
          choice('cmd.table.chemin-de-fer.regle.free', 'free'),
        ),
      )
      .addStringOption((option) =>
        described(option.setName('suite'), 'cmd.table.chemin-de-fer.suite').addChoices(
          choice('cmd.table.chemin-de-fer.suite.on', 'on'),
          choice('cmd.table.chemin-de-fer.suite.off', 'off'),
        ),
      ),
  /**
   * As the table takes them: a bank limit of 0 means the default (no maximum; ten times the table
   * minimum), the commission in percent becomes basis points (a rate finer than a hundredth of a
   * percent stays fractional, and the table refuses it).
   */
  changes(options) {
    const changes: Record<string, unknown> = {};
    const limit = (name: string) => {
      const value = options.getInteger(name);
      return value === null ? undefined : value === 0 ? null : value;
    };
    const bankMin = limit('bank-min');
    const bankMax = limit('bank-max');
    if (bankMin !== undefined) changes.bankMin = bankMin;
    if (bankMax !== undefined) changes.bankMax = bankMax;
    const percent = options.getNumber('commission');
    if (percent !== null) changes.commissionBp = basisPointsFromPercent(percent);
    const regle = options.getString('regle');
    if (regle !== null) changes.regle = regle;
    const suite = options.getString('suite');
    if (suite !== null) changes.suite = suite === 'on';
    return changes;
  },
  elsewhere: 'not-cdf-table',
};
