/**
 * What the chemin de fer crash worker and its test say to each other. Kept apart from the worker,
 * which starts running as soon as it is imported.
 */
import type { PendingTimer } from '../../../src/store/pending-timers.js';
import type { RoundRecord, TableRecord } from '../../../src/table/state.js';

export const CDF_GUILDS = ['g1', 'g2'] as const;
export const CDF_CHANNELS = ['c1', 'c2'] as const;
/** How much faster than the wall clock the workers' clock runs. */
export const CLOCK_SPEED = 40;

/** Each table has its own players, so a command in flight at one table leaves the other's wallets certain. */
export const poolOf = (channelId: string): string[] => {
  const first = channelId === 'c1' ? 1 : 6;
  return Array.from({ length: 5 }, (_, i) => `u${first + i}`);
};

export interface CdfIntentLine {
  readonly t: 'intent';
  readonly id: number;
  readonly g: string;
  readonly op: string;
  readonly c?: string;
  readonly u?: string;
}

export interface CdfAckLine {
  readonly t: 'ack';
  readonly id: number;
  readonly ok: boolean;
  readonly code?: string;
  /** What the command committed: its table, the wallets it wrote, the rounds it settled. */
  readonly table?: TableRecord;
  readonly wallets?: readonly [userId: string, balanceCents: number][];
  readonly rounds?: readonly RoundRecord<unknown>[];
}

export type CdfWorkerLine =
  | { readonly t: 'ready' }
  | { readonly t: 'open' }
  /** The timers the restarted worker found in storage, before it acted. */
  | { readonly t: 'timers'; readonly timers: readonly PendingTimer[] }
  | CdfIntentLine
  | CdfAckLine;
