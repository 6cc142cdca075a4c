/** Banque's own `/table banque` options: bank limits, commission, open bank, banco, tenure, auction time. */
import type { SlashCommandStringOption } from '@discordjs/builders';
import { bankChanges, withBankOptions } from '../../../discord/bank-options.js';
import { choice, described, whole } from '../../../discord/command-kit.js';
import type { TableSubcommand } from '../../../discord/game-controls.js';
import type { StaticKey } from '../../../discord/i18n/index.js';
import { MAX_AUCTION_SECONDS, MAX_BANQUE_COMMISSION_BP, MIN_AUCTION_SECONDS } from '../table/settings.js';

/** An on/off switch of its settings. */
const onOff = (name: string, key: StaticKey) => (option: SlashCommandStringOption) =>
  described(option.setName(name), key).addChoices(
    choice('cmd.table.banque.on', 'on'),
    choice('cmd.table.banque.off', 'off'),
  );

export const banqueTableSubcommand: TableSubcommand = {
  name: 'banque',
  build: (sub) =>
    withBankOptions(
      described(sub, 'cmd.table.banque'),
      {
        bankMin: 'cmd.table.banque.bank-min',
        bankMax: 'cmd.table.banque.bank-max',
        commission: 'cmd.table.banque.commission',
      },
      MAX_BANQUE_COMMISSION_BP,
    )
      .addStringOption(onOff('open-bank', 'cmd.table.banque.open-bank'))
      .addStringOption(onOff('banco', 'cmd.table.banque.banco'))
      .addStringOption((option) =>
        described(option.setName('tenure'), 'cmd.table.banque.tenure').addChoices(
          choice('cmd.table.banque.tenure.shoe', 'shoe'),
          choice('cmd.table.banque.tenure.session', 'session'),
        ),
      )
      .addIntegerOption((option) =>
        whole(
          'auction-seconds',
          'cmd.table.banque.auction-seconds',
          MIN_AUCTION_SECONDS,
          false,
        )(option).setMaxValue(MAX_AUCTION_SECONDS),
      ),
  /** As the table takes them: a bank limit of 0 means the default (20 × the table minimum; no maximum). */
  changes(options) {
    const changes = bankChanges(options);
    for (const [name, field] of [
      ['open-bank', 'openBank'],
      ['banco', 'bancoAllowed'],
    ] as const) {
      const value = options.getString(name);
      if (value !== null) changes[field] = value === 'on';
    }
    const tenure = options.getString('tenure');
    if (tenure !== null) changes.tenure = tenure;
    const seconds = options.getInteger('auction-seconds');
    if (seconds !== null) changes.auctionSeconds = seconds;
    return changes;
  },
  elsewhere: { kind: 'game', key: 'error.not-banque-table' },
};
