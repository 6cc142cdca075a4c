/**
 * Chemin de fer's own events: seats in passing order, the shoe going round, the bank, the offers
 * against it and the cover. The table answers with them beside the shared ones (src/table/events.ts).
 */
import type { Cents, Chips } from '../../../engine/money.js';
import type { CdfAcceptance, CdfHandBy, CdfOfferKind } from '../rules/bank.js';

export type CdfEvent =
  /** A player took a seat; `seats` in passing order. */
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
    };
