/**
 * What the table answers with: events as data, for the Discord layer to show. Every accepted
 * command returns the change set to commit and its events; a refused one returns a Rejection.
 */

import type { Cents, Chips } from '../engine/money.js';
import type { GameEvent } from '../games/answers.js';
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

/**
 * Every event a table answers with: the ones every game shares (wallets, bets, timers, rounds,
 * shoes, settings), and each game's own, which the games merge into src/games/answers.ts.
 */
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
  /**
   * A player switched playing by the rule on or off; `decision` is the decision of his the coup
   * waits for when switching on brought its deadline forward.
   */
  | {
      readonly type: 'play-by-rule-set';
      readonly round: number;
      readonly userId: string;
      readonly on: boolean;
      readonly decision?: PendingDecision;
    }
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
  | GameEvent;

export interface Accepted {
  readonly ok: true;
  readonly changes: ChangeSet;
  readonly events: readonly TableEvent[];
}

export type Outcome = Accepted | Rejection;
