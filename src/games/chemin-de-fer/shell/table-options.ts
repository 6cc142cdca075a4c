/** Chemin de fer's own `/table chemin-de-fer` options: its bank limits, commission, règle and suite. */
import { bankChanges, withBankOptions } from '../../../discord/bank-options.js';
import { choice, described } from '../../../discord/command-kit.js';
import type { TableSubcommand } from '../../../discord/game-controls.js';
import { MAX_COMMISSION_BP } from '../table/settings.js';

export const cdfTableSubcommand: TableSubcommand = {
  name: 'chemin-de-fer',
  build: (sub) =>
    withBankOptions(
      described(sub, 'cmd.table.chemin-de-fer'),
      {
        bankMin: 'cmd.table.chemin-de-fer.bank-min',
        bankMax: 'cmd.table.chemin-de-fer.bank-max',
        commission: 'cmd.table.chemin-de-fer.commission',
      },
      MAX_COMMISSION_BP,
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
  /** As the table takes them: a bank limit of 0 means the default (no maximum; ten times the table minimum). */
  changes(options) {
    const changes = bankChanges(options);
    const regle = options.getString('regle');
    if (regle !== null) changes.regle = regle;
    const suite = options.getString('suite');
    if (suite !== null) changes.suite = suite === 'on';
    return changes;
  },
  elsewhere: { kind: 'game', key: 'error.not-cdf-table' },
};
