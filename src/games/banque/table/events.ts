/**
 * Baccarat banque's own events: the auction for the bank, the queues at the two tableaux, stakes and
 * banco, the cover, the settlement and the bank's end. The table answers with them beside the
 * shared ones (src/table/events.ts).
 */
import type { Cents, Chips } from '../../../engine/money.js';
import type { BanqueBid, BanqueCover, BanquePosition, BanqueQueues } from '../rules/bank.js';
import type { CentreItem, CentreOutcome } from '../rules/centre.js';
import type { BanqueSide, TableauResult } from '../rules/coup.js';

export type BanqueEvent =
  /** A bid for the bank, its chips out of the wallet; the auction resolves at `deadline`. */
  | {
      readonly type: 'banque-bid';
      readonly userId: string;
      readonly amount: Chips;
      readonly balanceCents: Cents;
      readonly deadline: number;
    }
  | {
      readonly type: 'banque-bid-refunded';
      readonly userId: string;
      readonly cents: Cents;
      readonly reason: 'outbid' | 'table-closed';
    }
  /** The auction resolved: the highest bid (earliest among equals) is the bank; `maxStake` null: open bank. */
  | {
      readonly type: 'banque-bank-taken';
      readonly banker: string;
      readonly bankCents: Cents;
      readonly maxStake: Chips | null;
      readonly bids: readonly BanqueBid[];
    }
  | { readonly type: 'banque-max-stake'; readonly banker: string; readonly maxStake: Chips }
  | {
      readonly type: 'banque-seated';
      readonly userId: string;
      readonly side: BanqueSide;
      readonly queues: BanqueQueues;
    }
  | {
      readonly type: 'banque-left';
      readonly userId: string;
      readonly side: BanqueSide;
      readonly queues: BanqueQueues;
    }
  | {
      readonly type: 'banque-stake-placed';
      readonly userId: string;
      readonly position: BanquePosition;
      readonly amount: Chips;
      readonly balanceCents: Cents;
    }
  | {
      readonly type: 'banque-banco-called';
      readonly userId: string;
      readonly side: BanqueSide;
      readonly amount: Chips;
      readonly balanceCents: Cents;
    }
  /**
   * Chips of a stake or banco went home before the coup, named so the shell can tell the owner
   * privately: the cap refused or trimmed it (`cover-full`, `trimmed`, banco reasons), he took it
   * back, left, the banker lowered the maximum, or the bank ended.
   */
  | {
      readonly type: 'banque-stake-refunded';
      readonly userId: string;
      readonly position: BanquePosition;
      readonly kind: 'stake' | 'banco';
      readonly cents: Cents;
      readonly reason:
        | 'withdrawn'
        | 'left'
        | 'max-stake'
        | 'replaced'
        | 'bank-ended'
        | 'table-closed'
        | Exclude<BanqueCover['acceptances'][number]['reason'], 'accepted'>;
    }
  /** Betting closed: what the bank accepted, who holds each tableau's cards, the centre in play. */
  | {
      readonly type: 'banque-cover';
      readonly banker: string;
      readonly bankCents: Cents;
      readonly cover: BanqueCover;
    }
  /** A coup settled: every payout, each centre item's fate, the commission, the bank after, who holds the cards next. */
  | {
      readonly type: 'banque-settled';
      readonly banker: string;
      readonly bankBeforeCents: Cents;
      readonly results: Readonly<Record<BanqueSide, TableauResult>>;
      readonly payouts: readonly {
        readonly userId: string;
        readonly position: BanqueSide;
        readonly kind: 'stake' | 'banco';
        readonly accepted: Chips;
        readonly returnedCents: Cents;
      }[];
      readonly centre: readonly {
        readonly item: CentreItem;
        readonly outcome: CentreOutcome;
        readonly toOwnerCents: Cents;
        readonly frozenAfter: Chips;
      }[];
      readonly bankerNetCents: Cents;
      readonly commissionCents: Cents;
      readonly bankAfterCents: Cents;
      readonly queues: BanqueQueues;
      readonly cardHolders: Readonly<Record<BanqueSide, string | null>>;
    }
  /** The bank ended: its cents back to the banker, every frozen item back to its owner; the auction reopens. */
  | {
      readonly type: 'banque-bank-ended';
      readonly banker: string;
      readonly cents: Cents;
      readonly reason: 'retired' | 'broken' | 'idle' | 'shoe-ended' | 'absent' | 'table-closed';
      readonly frozenReturned: readonly { readonly owner: string; readonly cents: Cents }[];
    };
