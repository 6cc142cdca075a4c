/**
 * What players, admins and the betting timer can ask of a server's tables, and what the table
 * answers with: events as data, for the Discord layer to show. Inputs that come from users are
 * `unknown` on purpose: the table validates them itself and never trusts the caller.
 */
import type { Side } from '../engine/settle.js';
import type { ChangeSet } from './draft.js';
import type { Stakes } from './limits.js';
import type { Rejection } from './rejections.js';
import type { GuildSettings, RoundRecord, ShoeArchive, TableSettings } from './state.js';

export type TableCommand =
  | {
      readonly type: 'bet';
      readonly channelId: string;
      readonly userId: string;
      readonly side: unknown;
      readonly amount: unknown;
      readonly round?: number;
    }
  | { readonly type: 'clear'; readonly channelId: string; readonly userId: string; readonly round?: number }
  | { readonly type: 'rebet'; readonly channelId: string; readonly userId: string; readonly round?: number }
  /** `userId` null: the betting timer deals. */
  | {
      readonly type: 'deal';
      readonly channelId: string;
      readonly userId: string | null;
      readonly round?: number;
    }
  | { readonly type: 'new-shoe'; readonly channelId: string; readonly round?: number }
  | { readonly type: 'set-client-seed'; readonly channelId: string; readonly seed: unknown }
  | {
      readonly type: 'configure-table';
      readonly channelId: string;
      readonly changes: Readonly<Record<string, unknown>>;
    }
  | { readonly type: 'view-table'; readonly channelId: string };

export type WalletCommand =
  | { readonly type: 'daily'; readonly userId: string }
  | { readonly type: 'grant'; readonly userId: string; readonly amount: unknown }
  | { readonly type: 'take'; readonly userId: string; readonly amount: unknown }
  | { readonly type: 'view-wallet'; readonly userId: string }
  /**
   * Server settings: `startingChips`, `dailyChips`, and `tableDefaults` (the changes
   * `configure-table` takes, applied to the defaults every table follows where it has no override).
   */
  | { readonly type: 'configure-guild'; readonly changes: Readonly<Record<string, unknown>> };

export type Command = TableCommand | WalletCommand;

/** What the world supplies to a pure command: the time, and a fresh secret seed in case a shoe starts. */
export interface CommandContext {
  readonly now: number;
  /** 64 lowercase hex characters from a secure generator; used only if the command starts a shoe. */
  readonly freshServerSeed: string;
}

export type TableEvent =
  | {
      readonly type: 'bet-placed';
      readonly userId: string;
      readonly side: Side;
      readonly amount: number;
      readonly stakes: Stakes;
      readonly balanceCents: number;
    }
  | {
      readonly type: 'bets-cleared';
      readonly userId: string;
      readonly refundedCents: number;
      readonly balanceCents: number;
    }
  | {
      readonly type: 'bets-repeated';
      readonly userId: string;
      readonly stakes: Stakes;
      readonly balanceCents: number;
    }
  | { readonly type: 'timer-armed'; readonly dealAt: number }
  | { readonly type: 'round-dealt'; readonly record: RoundRecord }
  | { readonly type: 'shoe-revealed'; readonly archive: ShoeArchive }
  | {
      readonly type: 'shoe-started';
      readonly shoeNumber: number;
      readonly commitment: string;
      readonly clientSeed: string;
    }
  | { readonly type: 'table-configured'; readonly settings: TableSettings }
  | { readonly type: 'client-seed-set'; readonly seed: string; readonly shoeNumber: number }
  | {
      readonly type: 'wallet-changed';
      readonly userId: string;
      readonly deltaCents: number;
      readonly balanceCents: number;
      readonly reason: 'daily' | 'grant' | 'take';
    }
  | { readonly type: 'guild-configured'; readonly settings: GuildSettings };

export interface Accepted {
  readonly ok: true;
  readonly changes: ChangeSet;
  readonly events: readonly TableEvent[];
}

export type Outcome = Accepted | Rejection;
