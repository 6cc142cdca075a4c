/**
 * The private notes of a table's chips going home, whichever game the table deals: each owner of
 * chips the bank could not take at the close of betting reads what came back and why, and each
 * bidder of a banque auction reads how it ended for him (the bank is his, or his bid is back), in
 * his own language. One note per owner and kind; the game's own view words it (banque-notes.ts,
 * cdf-notes.ts).
 */

import {
  type AuctionNote,
  auctionNotesOf,
  type CapRefund,
  capRefundsOf,
  renderAuctionNote,
  renderCapRefundNote,
} from '../../games/banque/shell/notes.js';
import {
  type CdfCoverRefund,
  cdfCoverRefundsOf,
  renderCdfRefundNote,
} from '../../games/chemin-de-fer/shell/notes.js';
import type { TableEvent } from '../../table/commands.js';
import type { Locale } from '../i18n/index.js';

/** What one player is told: the refunds of one game's close of betting. */
export type RefundNote =
  | { readonly game: 'banque'; readonly refunds: readonly CapRefund[] }
  | { readonly game: 'chemin-de-fer'; readonly refunds: readonly CdfCoverRefund[] }
  | { readonly game: 'banque-auction'; readonly auction: AuctionNote };

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
  ...[...auctionNotesOf(events)].map(([userId, auction]) => ({
    userId,
    note: { game: 'banque-auction', auction } as const,
  })),
];

/** The note's text in `locale`, worded by its game's view. */
export const renderRefundNote = (locale: Locale, note: RefundNote): string => {
  switch (note.game) {
    case 'banque':
      return renderCapRefundNote(locale, note.refunds);
    case 'chemin-de-fer':
      return renderCdfRefundNote(locale, note.refunds);
    case 'banque-auction':
      return renderAuctionNote(locale, note.auction);
    default:
      return note satisfies never;
  }
};
