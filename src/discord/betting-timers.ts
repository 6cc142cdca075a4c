/**
 * The betting timers of the tables: one per channel, armed for a round and its deal time. When one
 * runs out it deals that round if it is still waiting, re-arms if the deal time moved later, and
 * retries a deal that failed. The game service owns one and tells it what to do at the table.
 */

import type { Logger } from '../log.js';
import type { TableRecord } from '../table/state.js';
import type { Scheduler } from './table-messages.js';
import type { Place } from './vocabulary.js';

/** What the timers need from the game service. */
export interface BettingTimerHost {
  readonly scheduler: Scheduler;
  readonly log: Logger;
  /** False once the service stops: no timer is armed or deals any more. */
  isAccepting(): boolean;
  /** Where a timer of this channel acts, in the channel's language. */
  placeOf(guildId: string, channelId: string): Place | Promise<Place>;
  /** The channel's table as it is now (undefined before its first action). */
  read(place: Place): Promise<{ readonly table: TableRecord | undefined }>;
  /** Deals the round as the timer (no player). */
  deal(place: Place, round: number): Promise<unknown>;
  /** Whether `deal` failed because the table refused it (dealt by a player, or every bet cleared). */
  isRefusal(error: unknown): boolean;
}

const RETRY_MS = 5000;

export class BettingTimers {
  private readonly timers = new Map<string, { readonly handle: unknown; readonly round: number }>();

  constructor(private readonly host: BettingTimerHost) {}

  /** Arms the channel's timer to deal `round` at `at` (at once if overdue), replacing any other. */
  arm(guildId: string, channelId: string, round: number, at: number): void {
    if (!this.host.isAccepting()) return;
    this.disarm(channelId);
    const { scheduler } = this.host;
    const handle = scheduler.setTimeout(
      () => void this.fire(guildId, channelId, round),
      Math.max(0, at - scheduler.now()),
    );
    this.timers.set(channelId, { handle, round });
  }

  disarm(channelId: string): void {
    const timer = this.timers.get(channelId);
    if (timer) this.host.scheduler.clearTimeout(timer.handle);
    this.timers.delete(channelId);
  }

  /** Cancels every timer. */
  clear(): void {
    for (const timer of this.timers.values()) this.host.scheduler.clearTimeout(timer.handle);
    this.timers.clear();
  }

  /** The betting timer ran out: deal the round it was armed for, if it is still waiting. */
  private async fire(guildId: string, channelId: string, round: number): Promise<void> {
    const { host } = this;
    this.timers.delete(channelId);
    if (!host.isAccepting()) return;
    try {
      const place = await host.placeOf(guildId, channelId);
      const { table } = await host.read(place);
      if (!table || table.round !== round || table.dealAt === null) return;
      if (table.dealAt > host.scheduler.now()) return this.arm(guildId, channelId, round, table.dealAt);
      await host.deal(place, round);
      host.log.info('timer dealt', { guildId, channelId, round });
    } catch (error) {
      if (host.isRefusal(error)) return; // dealt by a player, or every bet cleared: nothing to do
      host.log.error('timer deal failed; retrying', { guildId, channelId, round, error });
      if (host.isAccepting() && !this.timers.has(channelId))
        this.arm(guildId, channelId, round, host.scheduler.now() + RETRY_MS);
    }
  }
}
