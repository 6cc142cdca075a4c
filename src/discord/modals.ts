/**
 * The forms the bot opens, one entry per kind: the bank's amount, asked when the holder of the
 * shoe presses Open bank (chemin de fer), and a bid for a banque bank. Submitting sends
 * `open-bank` or `bid` with the amount as typed; the table parses
 * and checks it (whole chips, the bank's limits, the wallet) and refuses anything else.
 */
import { runBanqueAction } from '../games/banque/shell/actions.js';
import { runCdfAction } from '../games/chemin-de-fer/shell/actions.js';
import { BANK_AMOUNT_INPUT, type ModalAction } from './custom-ids.js';
import type { ModalKind } from './vocabulary.js';

/** `1,000`, `1.000` or `1 000` as `1000`; anything else as typed (`12.5` stays, and is refused). */
export const ungrouped = (typed: string): string =>
  /^\d{1,3}([,.' ]\d{3})+$/.test(typed) ? typed.replace(/[,.' ]/g, '') : typed;

export const MODALS: { readonly [K in ModalAction['kind']]: ModalKind<K> } = {
  'cdf-bank': {
    preconditions: ['guild-only'],
    async handle({ interaction, ...ctx }, { round }) {
      const typed = interaction.fields.getTextInputValue(BANK_AMOUNT_INPUT).trim();
      await runCdfAction({ ...ctx, userId: interaction.user.id }, 'open-bank', round, ungrouped(typed));
    },
  },
  'bq-bid-form': {
    preconditions: ['guild-only'],
    async handle({ interaction, ...ctx }, { round }) {
      const typed = interaction.fields.getTextInputValue(BANK_AMOUNT_INPUT).trim();
      await runBanqueAction(
        { ...ctx, userId: interaction.user.id },
        { kind: 'bid', amount: ungrouped(typed) },
        round,
      );
    },
  },
};
