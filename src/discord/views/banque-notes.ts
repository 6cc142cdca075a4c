/**
 * The private note a banque punter reads when betting closes and the bank's cap sent part or all
 * of his stakes home: each refused stake or banco, what came back and why. The public result says
 * the same to the whole table; this one is his alone, in his own language.
 */
import type { BanquePosition } from '../../engine/banque-bank.js';
import type { Cents } from '../../engine/money.js';
import type { TableEvent } from '../../table/commands.js';
import { type Locale, t } from '../i18n/index.js';

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
