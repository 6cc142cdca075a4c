/**
 * The timers of the tables, one per channel and kind: the betting timer deals a round at its deal
 * time, the decision timer applies a decision's default at its deadline. Both are armed for a
 * round and act only if the table still waits for them; a time that moved later re-arms the
 * timer, and a failure is retried. The table refuses an action that is no longer due (dealt by a
 * player, answered in time, a step that moved on), so a timer that fires twice changes nothing.
 */
import type { Logger } from '../log.js';
import type { TableRecord } from '../table/state.js';
import type { Scheduler } from './table-messages.js';
import type { Place } from './vocabulary.js';

/** What the timers need from the game service. */
export interface TimerHost {
  readonly scheduler: Scheduler;
  readonly log: Logger;
  /** False once the service stops: no timer is armed or acts any more. */
  isAccepting(): boolean;
  /** Where a timer of this channel acts, in the channel's language. */
  placeOf(guildId: string, channelId: string): Place | Promise<Place>;
  /** The channel's table as it is now (undefined before its first action). */
  read(place: Place): Promise<{ readonly table: TableRecord | undefined }>;
  /** Whether an action failed because the table refused it: nothing left to do. */
  isRefusal(error: unknown): boolean;
  /**
   * Whether an action failed because another process serves the server now (a rolling restart):
   * that process acts for it, and this one tries again later in case it has gone by then.
   */
  isServedElsewhere(error: unknown): boolean;
}

/** One kind of timer: when it is due for a table, and what it does then. */
export interface TimerKindSpec {
  /** For the log. */
  readonly name: string;
  /** When the table wants this timer to act on `round`, or undefined if it no longer does. */
  dueAt(table: TableRecord, round: number): number | undefined;
  /** What the timer does once due: the command it sends. */
  act(place: Place, round: number, table: TableRecord): Promise<unknown>;
}

const RETRY_MS = 5000;

export class TableTimers {
  private readonly timers = new Map<string, unknown>();

  constructor(
    private readonly host: TimerHost,
    private readonly kind: TimerKindSpec,
  ) {}

  /** Arms the channel's timer to act on `round` at `at` (at once if overdue), replacing any other. */
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

  /** Cancels every timer. */
  clear(): void {
    for (const handle of this.timers.values()) this.host.scheduler.clearTimeout(handle);
    this.timers.clear();
  }

  private async fire(guildId: string, channelId: string, round: number): Promise<void> {
    const { host, kind } = this;
    this.timers.delete(channelId);
    if (!host.isAccepting()) return;
    try {
      const place = await host.placeOf(guildId, channelId);
      const { table } = await host.read(place);
      const due = table && table.round === round ? kind.dueAt(table, round) : undefined;
      if (!table || due === undefined) return;
      if (due > host.scheduler.now()) return this.arm(guildId, channelId, round, due);
      await kind.act(place, round, table);
      host.log.info(`${kind.name} acted`, { guildId, channelId, round });
    } catch (error) {
      if (host.isRefusal(error)) return;
      if (host.isServedElsewhere(error)) {
        host.log.info(`${kind.name} left to the process serving the server`, { guildId, channelId, round });
        if (host.isAccepting() && !this.timers.has(channelId))
          this.arm(guildId, channelId, round, host.scheduler.now() + RETRY_MS);
        return;
      }
      host.log.error(`${kind.name} failed; retrying`, { guildId, channelId, round, error });
      if (host.isAccepting() && !this.timers.has(channelId))
        this.arm(guildId, channelId, round, host.scheduler.now() + RETRY_MS);
    }
  }
}
