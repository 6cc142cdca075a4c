/**
 * The private notes of the close of betting, whichever game the table deals: each owner of chips
 * the bank could not take reads what came back and why, in his own language. One note per owner
 * and game; the game's own view words it (banque-notes.ts, cdf-notes.ts).
 */
import type { TableEvent } from '../../table/commands.js';
import type { Locale } from '../i18n/index.js';
import { type CapRefund, capRefundsOf, renderCapRefundNote } from './banque-notes.js';
import { type CdfCoverRefund, cdfCoverRefundsOf, renderCdfRefundNote } from './cdf-notes.js';

/** What one player is told: the refunds of one game's close of betting. */
export type RefundNote =
  | { readonly game: 'banque'; readonly refunds: readonly CapRefund[] }
  | { readonly game: 'chemin-de-fer'; readonly refunds: readonly CdfCoverRefund[] };

/** Each owner's note among `events`: a command closes the betting of one table, so of one game. */
export const refundNotesOf = (
  events: readonly TableEvent[],
): readonly { readonly userId: string; readonly note: RefundNote }[] => [
  ...[...capRefundsOf(events)].map(([userId, refunds]) => ({
    userId,
    note: { game: 'banque', refunds } as const,
  })),
  ...[...cdfCoverRefundsOf(events)].map(([userId, refunds]) => ({
    userId,
    note: { game: 'chemin-de-fer', refunds } as const,
  })),
];

/** The note's text in `locale`, worded by its game's view. */
export const renderRefundNote = (locale: Locale, note: RefundNote): string => {
  switch (note.game) {
    case 'banque':
      return renderCapRefundNote(locale, note.refunds);
    case 'chemin-de-fer':
      return renderCdfRefundNote(locale, note.refunds);
    default:
      return note satisfies never;
  }
};
