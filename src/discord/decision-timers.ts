/**
 * The decision timers of the tables: one per channel, armed for a coup that waits for a player's
 * decision. At the deadline it asks the table to apply the default for the decision the coup waits
 * for then (the table refuses a step that moved on, so a default is applied once, however often a
 * timer fires); a deadline that moved later re-arms it, and a failure is retried.
 */
import type { Logger } from '../log.js';
import type { TableRecord } from '../table/state.js';
import type { Scheduler } from './table-messages.js';
import type { Place } from './vocabulary.js';

export interface DecisionTimerHost {
  readonly scheduler: Scheduler;
  readonly log: Logger;
  isAccepting(): boolean;
  placeOf(guildId: string, channelId: string): Place | Promise<Place>;
  read(place: Place): Promise<{ readonly table: TableRecord | undefined }>;
  /** Applies the default of the coup's decision `step` in `round`. */
  timeOut(place: Place, round: number, step: number): Promise<unknown>;
  /** Whether `timeOut` failed because the table refused it (answered in time, or not due). */
  isRefusal(error: unknown): boolean;
}

const RETRY_MS = 5000;

export class DecisionTimers {
  private readonly timers = new Map<string, unknown>();

  constructor(private readonly host: DecisionTimerHost) {}

  /** Arms the channel's timer for the coup of `round`, due at `at` (at once if overdue). */
  arm(guildId: string, channelId: string, round: number, at: number): void {
    if (!this.host.isAccepting()) return;
    this.disarm(channelId);
    const { scheduler } = this.host;
    const handle = scheduler.setTimeout(
      () => void this.fire(guildId, channelId, round),
      Math.max(0, at - scheduler.now()),
    );
    this.timers.set(channelId, handle);
  }

  disarm(channelId: string): void {
    const handle = this.timers.get(channelId);
    if (handle !== undefined) this.host.scheduler.clearTimeout(handle);
    this.timers.delete(channelId);
  }

  clear(): void {
    for (const handle of this.timers.values()) this.host.scheduler.clearTimeout(handle);
    this.timers.clear();
  }

  private async fire(guildId: string, channelId: string, round: number): Promise<void> {
    const { host } = this;
    this.timers.delete(channelId);
    if (!host.isAccepting()) return;
    try {
      const place = await host.placeOf(guildId, channelId);
      const { table } = await host.read(place);
      const decision = table?.round === round ? table.coup?.decision : undefined;
      if (!decision) return;
      if (decision.deadline > host.scheduler.now())
        return this.arm(guildId, channelId, round, decision.deadline);
      await host.timeOut(place, round, decision.step);
      host.log.info('decision timed out', { guildId, channelId, round, step: decision.step });
    } catch (error) {
      if (host.isRefusal(error)) return;
      host.log.error('decision timeout failed; retrying', { guildId, channelId, round, error });
      if (host.isAccepting() && !this.timers.has(channelId))
        this.arm(guildId, channelId, round, host.scheduler.now() + RETRY_MS);
    }
  }
}
