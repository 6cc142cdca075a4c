/**
 * The private notes of banque, each his alone, in his own language: a punter's when betting
 * closes and the bank's cap sent part or all of his stakes home (each refused stake or banco, what
 * came back and why; the public result says the same to the whole table), and every bidder's when
 * the auction ends: its winner holds the bank, every other bid went home.
 */

import type { OwnedNote, PrivateNote } from '../../../discord/game-shell.js';
import { type Locale, t } from '../../../discord/i18n/index.js';
import type { Cents } from '../../../engine/money.js';
import type { TableEvent } from '../../../table/commands.js';
import type { BanquePosition } from '../rules/bank.js';
import { BANQUE } from '../table/state.js';

/** Why the cap sent chips home: the close of betting's reasons, never a player's own doing. */
export type CapRefusal = Extract<
  Extract<TableEvent, { type: 'banque-stake-refunded' }>['reason'],
  'trimmed' | 'cover-full' | 'banco-called' | 'banco-behind' | 'banco-void' | 'not-seated' | 'not-your-side'
>;

const CAP_REFUSALS: readonly CapRefusal[] = [
  'trimmed',
  'cover-full',
  'banco-called',
  'banco-behind',
  'banco-void',
  'not-seated',
  'not-your-side',
];

export interface CapRefund {
  readonly position: BanquePosition;
  readonly kind: 'stake' | 'banco';
  readonly cents: Cents;
  readonly reason: CapRefusal;
}

/** Each player's refunds by the cap among `events`, in the order they went home. */
export const capRefundsOf = (events: readonly TableEvent[]): ReadonlyMap<string, readonly CapRefund[]> => {
  const byOwner = new Map<string, CapRefund[]>();
  for (const event of events) {
    if (event.type !== 'banque-stake-refunded' || !CAP_REFUSALS.includes(event.reason as CapRefusal))
      continue;
    const { userId, position, kind, cents, reason } = event;
    byOwner.set(userId, [
      ...(byOwner.get(userId) ?? []),
      { position, kind, cents, reason: reason as CapRefusal },
    ]);
  }
  return byOwner;
};

/** The note itself: one line saying betting closed, then one line per refund. */
export const renderCapRefundNote = (locale: Locale, refunds: readonly CapRefund[]): string =>
  [
    t(locale, 'banque.note.closed'),
    ...refunds.map((refund) =>
      t(locale, 'banque.note.refund', {
        kind: refund.kind,
        position: t(locale, `banque.at.${refund.position}`),
        cents: refund.cents,
        why: t(locale, `banque.refund.${refund.reason}`),
      }),
    ),
  ].join('\n');

/** What the end of an auction means for one bidder. */
export type AuctionNote =
  | { readonly outcome: 'won'; readonly bank: Cents }
  | { readonly outcome: 'outbid' | 'table-closed'; readonly cents: Cents };

/** Each bidder's note among `events`: the bank to its winner, his bid back to every other. */
export const auctionNotesOf = (events: readonly TableEvent[]): ReadonlyMap<string, AuctionNote> => {
  const byBidder = new Map<string, AuctionNote>();
  for (const event of events) {
    if (event.type === 'banque-bid-refunded')
      byBidder.set(event.userId, { outcome: event.reason, cents: event.cents });
    else if (event.type === 'banque-bank-taken')
      byBidder.set(event.banker, { outcome: 'won', bank: event.bankCents });
  }
  return byBidder;
};

/** The note itself, one sentence. */
export const renderAuctionNote = (locale: Locale, note: AuctionNote): string => {
  switch (note.outcome) {
    case 'won':
      return t(locale, 'banque.done.bankTaken', { bank: note.bank });
    case 'outbid':
      return t(locale, 'banque.note.outbid', { cents: note.cents });
    case 'table-closed':
      return t(locale, 'banque.note.bidClosed', { cents: note.cents });
    default:
      return note satisfies never;
  }
};

/** A banque player's private note: the cap's refunds at the close of betting, or an auction's end. */
type BanqueNote =
  | { readonly game: typeof BANQUE; readonly refunds: readonly CapRefund[] }
  | { readonly game: typeof BANQUE; readonly auction: AuctionNote };

/** Each owner's notes among `events`: his refunds by the cap, then how the auction ended for him. */
export const banqueNotesOf = (events: readonly TableEvent[]): readonly OwnedNote[] => [
  ...[...capRefundsOf(events)].map(([userId, refunds]) => ({
    userId,
    note: { game: BANQUE, refunds } satisfies BanqueNote,
  })),
  ...[...auctionNotesOf(events)].map(([userId, auction]) => ({
    userId,
    note: { game: BANQUE, auction } satisfies BanqueNote,
  })),
];

/** A note `banqueNotesOf` made, in `locale`. */
export const renderBanqueNote = (locale: Locale, note: PrivateNote): string => {
  const own = note as BanqueNote;
  return 'refunds' in own ? renderCapRefundNote(locale, own.refunds) : renderAuctionNote(locale, own.auction);
};
