/**
 * The private note a chemin de fer player reads when betting closes and the bank could not take
 * all of his offer: what came back and why. The public result says the same to the whole table;
 * this one is his alone, in his own language.
 *
 * Only the cover's refunds are told: a withdrawal, a bank passed or ended, a seat left or the
 * table closed are the player's own doing or announced in public, so they need no note.
 */

import type { OwnedNote, PrivateNote } from '../../../discord/game-shell.js';
import { type Locale, t } from '../../../discord/i18n/index.js';
import { type Cents, centsOf } from '../../../engine/money.js';
import type { TableEvent } from '../../../table/commands.js';
import type { CdfOfferKind } from '../rules/bank.js';
import { CHEMIN_DE_FER } from '../table/state.js';

type CdfCoverEvent = Extract<TableEvent, { type: 'cdf-cover' }>;

/** Why the cover sent chips home (an offer taken whole but with chips left over reads as trimmed). */
export type CdfCoverRefusal = Exclude<CdfCoverEvent['acceptances'][number]['reason'], 'accepted'>;

export interface CdfCoverRefund {
  readonly kind: CdfOfferKind;
  readonly cents: Cents;
  readonly reason: CdfCoverRefusal;
}

/**
 * Each player's refund at the close of betting among `events`, in the order the offers were
 * placed. Read from the cover itself, which names the kind of each offer; its refunds are the
 * same chips the `cdf-offer-refunded` events beside it send home.
 */
export const cdfCoverRefundsOf = (
  events: readonly TableEvent[],
): ReadonlyMap<string, readonly CdfCoverRefund[]> => {
  const byOwner = new Map<string, CdfCoverRefund[]>();
  for (const event of events) {
    if (event.type !== 'cdf-cover') continue;
    for (const { userId, kind, refunded, reason } of event.acceptances) {
      if (refunded <= 0) continue;
      byOwner.set(userId, [
        ...(byOwner.get(userId) ?? []),
        { kind, cents: centsOf(refunded), reason: reason === 'accepted' ? 'trimmed' : reason },
      ]);
    }
  }
  return byOwner;
};

/** The note itself: one line saying betting closed, then one line per refund. */
export const renderCdfRefundNote = (locale: Locale, refunds: readonly CdfCoverRefund[]): string =>
  [
    t(locale, 'cdf.note.closed'),
    ...refunds.map((refund) =>
      t(locale, 'cdf.note.refund', {
        kind: t(locale, `cdf.kind.${refund.kind}`),
        cents: refund.cents,
        why: t(locale, `cdf.refund.${refund.reason}`),
      }),
    ),
  ].join('\n');

/** A chemin de fer player's private note: the cover's refunds at the close of betting. */
type CdfNote = { readonly game: typeof CHEMIN_DE_FER; readonly refunds: readonly CdfCoverRefund[] };

/** Each owner's note among `events`. */
export const cdfNotesOf = (events: readonly TableEvent[]): readonly OwnedNote[] =>
  [...cdfCoverRefundsOf(events)].map(([userId, refunds]) => ({
    userId,
    note: { game: CHEMIN_DE_FER, refunds } satisfies CdfNote,
  }));

/** A note `cdfNotesOf` made, in `locale`. */
export const renderCdfNote = (locale: Locale, note: PrivateNote): string =>
  renderCdfRefundNote(locale, (note as CdfNote).refunds);
