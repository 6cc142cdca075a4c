/**
 * What players, admins and the table's timers can ask of a server's tables. Inputs that come from
 * users are `unknown` on purpose: the table validates them itself and never trusts the caller.
 *
 * Every table command may name the `round` it was meant for (a button carries the round it was
 * drawn for); the machine refuses it as stale, in one place, when that round is over. Likewise a
 * command may name the `game` it was meant for, and is refused when the table deals another.
 */
import type { GameRegistry } from './game.js';

interface ForTable {
  readonly channelId: string;
  /** The round the command was meant for; checked once by the machine when given. */
  readonly round?: number;
  /**
   * The game the command was meant for, when its options belong to one game (a spot only it
   * has), or the games, when they belong to a few (a spot several games share); checked once by
   * the machine, in the same step, so the caller needs no read of the table first.
   */
  readonly game?: string | readonly string[];
}

export type TableCommand =
  | (ForTable & {
      readonly type: 'bet';
      readonly userId: string;
      readonly side: unknown;
      readonly amount: unknown;
    })
  | (ForTable & { readonly type: 'clear'; readonly userId: string })
  | (ForTable & { readonly type: 'rebet'; readonly userId: string })
  /** `userId` null: the betting timer deals. */
  | (ForTable & { readonly type: 'deal'; readonly userId: string | null })
  /** A player's answer to the decision the coup waits for; `step` names the decision meant. */
  | (ForTable & {
      readonly type: 'decide';
      readonly userId: string;
      readonly choice: unknown;
      readonly step?: number;
    })
  /**
   * A player's own action in a player-banked game (sit, open a bank, banco, …): the game reads
   * `action` and refuses what it does not know.
   */
  | (ForTable & { readonly type: 'game-action'; readonly userId: string; readonly action: unknown })
  /**
   * A player switches "jouer selon la règle" on or off at this table: while on, the bot takes his
   * decisions with the rule's default after RULE_PLAY_MS.
   */
  | (ForTable & { readonly type: 'play-by-rule'; readonly userId: string; readonly on: boolean })
  /** The decision timer: past the deadline, the default applies (once: the step moves on). */
  | (ForTable & { readonly type: 'decision-timeout'; readonly step: number })
  | (ForTable & { readonly type: 'new-shoe' })
  | (ForTable & { readonly type: 'set-client-seed'; readonly seed: unknown })
  | (ForTable & { readonly type: 'configure-table'; readonly changes: Readonly<Record<string, unknown>> })
  | (ForTable & { readonly type: 'view-table' });

export type WalletCommand =
  | { readonly type: 'daily'; readonly userId: string }
  | { readonly type: 'grant'; readonly userId: string; readonly amount: unknown }
  | { readonly type: 'take'; readonly userId: string; readonly amount: unknown }
  /**
   * Server settings: `startingChips`, `dailyChips`, `language` (SERVER_LANGUAGES), and `tableDefaults` (the changes
   * `configure-table` takes, applied to the defaults every table follows where it has no override).
   */
  | { readonly type: 'configure-guild'; readonly changes: Readonly<Record<string, unknown>> };

export type Command = TableCommand | WalletCommand;

/** What the world supplies to a pure command: the time, a fresh secret seed, and the games. */
export interface CommandContext {
  readonly now: number;
  /** 64 lowercase hex characters from a secure generator; used only if the command starts a shoe. */
  readonly freshServerSeed: string;
  /** The games tables may deal; the built-in ones unless a test brings its own. */
  readonly games?: GameRegistry;
}

export type { Accepted, Outcome, PendingSetting, TableEvent, TakesEffect } from './events.js';
