/**
 * What the table answers with: events as data, for the Discord layer to show. Every accepted
 * command returns the change set to commit and its events; a refused one returns a Rejection.
 */

import type { Cents, Chips } from '../engine/money.js';
import type { BanqueBid, BanqueCover, BanquePosition, BanqueQueues } from '../games/banque/rules/bank.js';
import type { CentreItem, CentreOutcome } from '../games/banque/rules/centre.js';
import type { BanqueSide, TableauResult } from '../games/banque/rules/coup.js';
import type { CdfAcceptance, CdfHandBy, CdfOfferKind } from '../games/chemin-de-fer/rules/bank.js';
import type { ChangeSet } from './change-set.js';
import type { Stakes } from './limits.js';
import type { Rejection } from './rejections.js';
import type {
  DecisionTaken,
  GuildSettings,
  PendingDecision,
  RoundRecord,
  RoundRules,
  ShoeArchive,
  TableSettings,
} from './state.js';

/** When a settings change reaches play. */
export type TakesEffect = 'now' | 'next-round' | 'next-shoe';

/** A setting an admin changed that the open round or the shoe in play does not use yet. */
export interface PendingSetting {
  readonly setting: keyof TableSettings;
  readonly from: TakesEffect;
}

export type TableEvent =
  /** A member's first chips: the starting chips, issued when they first play or are given chips. */
  | { readonly type: 'wallet-opened'; readonly userId: string; readonly startingCents: Cents }
  | {
      readonly type: 'bet-placed';
      readonly userId: string;
      readonly side: string;
      readonly amount: Chips;
      readonly stakes: Stakes;
      readonly balanceCents: Cents;
    }
  | {
      readonly type: 'bets-cleared';
      readonly userId: string;
      readonly refundedCents: Cents;
      readonly balanceCents: Cents;
    }
  | {
      readonly type: 'bets-repeated';
      readonly userId: string;
      readonly stakes: Stakes;
      readonly balanceCents: Cents;
    }
  /** The table closed with bets on it: every stake went home. */
  | {
      readonly type: 'bets-returned';
      readonly refunds: readonly {
        readonly userId: string;
        readonly cents: Cents;
        readonly balanceCents: Cents;
      }[];
    }
  | { readonly type: 'timer-armed'; readonly dealAt: number }
  /** The coup is dealt and waits for a player's decision until the deadline. */
  | { readonly type: 'decision-pending'; readonly round: number; readonly decision: PendingDecision }
  | { readonly type: 'decision-taken'; readonly round: number; readonly decision: DecisionTaken }
  | { readonly type: 'round-dealt'; readonly record: RoundRecord<unknown> }
  | { readonly type: 'shoe-revealed'; readonly archive: ShoeArchive }
  | {
      readonly type: 'shoe-started';
      readonly shoeNumber: number;
      readonly commitment: string;
      readonly clientSeed: string;
    }
  | {
      readonly type: 'table-configured';
      readonly settings: TableSettings;
      /** The rules the open round keeps playing by, when a change waits for the next round. */
      readonly roundRules: RoundRules | null;
      readonly pending: readonly PendingSetting[];
    }
  | { readonly type: 'client-seed-set'; readonly seed: string; readonly shoeNumber: number }
  | {
      readonly type: 'wallet-changed';
      readonly userId: string;
      readonly deltaCents: Cents;
      readonly balanceCents: Cents;
      readonly reason: 'daily' | 'grant' | 'take';
    }
  | { readonly type: 'guild-configured'; readonly settings: GuildSettings }
  /** Chemin de fer: a player took a seat; `seats` in passing order. */
  | { readonly type: 'cdf-seated'; readonly userId: string; readonly seats: readonly string[] }
  | { readonly type: 'cdf-left'; readonly userId: string; readonly seats: readonly string[] }
  /** The shoe goes to `to` (null: nobody is seated), who is offered the bank. */
  | {
      readonly type: 'cdf-shoe-passed';
      readonly from: string | null;
      readonly to: string | null;
      /**
       * `suite`: `to` took la suite; `suite-declined`: nobody took it; `absent`: the banker was
       * absent, so his bank went home after the coup; `table-closed`: the suite was on offer.
       */
      readonly reason:
        | 'first-seat'
        | 'declined'
        | 'punter-won'
        | 'banque-passe'
        | 'left'
        | 'suite'
        | 'suite-declined'
        | 'absent'
        | 'table-closed';
    }
  | {
      readonly type: 'cdf-bank-opened';
      readonly banker: string;
      readonly bankCents: Cents;
      readonly balanceCents: Cents;
    }
  /** Chips of the bank went back to the banker's wallet: all of it, or the garage above the maximum. */
  | {
      readonly type: 'cdf-bank-returned';
      readonly banker: string;
      readonly cents: Cents;
      readonly reason: 'banque-passe' | 'punter-won' | 'left' | 'garage' | 'absent' | 'table-closed';
    }
  /** An offer against the bank, or (`suite`) a claim on la suite, the passed bank put up in full. */
  | {
      readonly type: 'cdf-offer-placed';
      readonly userId: string;
      readonly kind: CdfOfferKind | 'suite';
      readonly amount: Chips;
      readonly balanceCents: Cents;
    }
  /** Chips of an offer went home: taken back, voided, trimmed to the cover, or the bank ended. */
  | {
      readonly type: 'cdf-offer-refunded';
      readonly userId: string;
      readonly cents: Cents;
      readonly reason:
        | 'withdrawn'
        | 'bank-passed'
        | 'left'
        | 'suite-lost'
        | 'table-closed'
        | CdfAcceptance['reason'];
    }
  /** Betting closed: what the bank accepted, the cover, and who plays the punter's hand. */
  | {
      readonly type: 'cdf-cover';
      readonly banker: string;
      readonly bankCents: Cents;
      readonly acceptances: readonly CdfAcceptance[];
      readonly cover: Chips;
      readonly handHolder: string | null;
      readonly handBy: CdfHandBy | null;
    }
  /** Banque: a bid for the bank, its chips out of the wallet; the auction resolves at `deadline`. */
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

export interface Accepted {
  readonly ok: true;
  readonly changes: ChangeSet;
  readonly events: readonly TableEvent[];
}

export type Outcome = Accepted | Rejection;
