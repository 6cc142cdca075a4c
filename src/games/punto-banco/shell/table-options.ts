/**
 * Punto Banco's own `/table variant`: Punto Banco or Punto 2000, for this table or, with
 * scope: server, for every table of the server that deals Punto Banco without its own.
 */
import { choice, described, scopeOption } from '../../../discord/command-kit.js';
import type { TableSubcommand } from '../../../discord/game-controls.js';

export const puntoBancoTableSubcommand: TableSubcommand = {
  name: 'variant',
  build: (sub) =>
    described(sub, 'cmd.table.variant')
      .addStringOption((option) =>
        described(option.setName('variant'), 'cmd.table.variant.variant')
          .setRequired(true)
          .addChoices(
            choice('cmd.table.variant.variant.punto-banco', 'punto-banco'),
            choice('cmd.table.variant.variant.punto-2000', 'punto-2000'),
          ),
      )
      .addStringOption(scopeOption('cmd.table.variant.scope')),
  changes: (options) => ({ variant: options.getString('variant', true) }),
  elsewhere: { kind: 'game', key: 'error.not-punto-banco-table' },
};
