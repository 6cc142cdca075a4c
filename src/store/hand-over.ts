/**
 * Taking a server over: when this process starts serving a server (its lease newly gained, or, on
 * a store only it reaches, the first time), what it cached of the server is dropped (another
 * process may have written since), and the server's armed timers and undelivered results are
 * handed to the `onServerTaken` listeners before any of its commands runs, so the shell picks up
 * exactly what the previous process left, once. See "Handing a server over" in docs/scaling.md.
 */
import type { AttentionIndex } from './attention.js';
import type { ServerLeases } from './ownership.js';
import { type PendingTimer, timerOf } from './pending-timers.js';
import type { OutboxEntry, ServerCache } from './server-cache.js';
import type { ServerRecords } from './server-records.js';

/** What a server this process has just started serving needs picked up: its timers and results. */
export interface ServerTaken {
  readonly guildId: string;
  /** Every timer its tables have armed (a deal due, a decision's deadline), overdue or not. */
  readonly timers: readonly PendingTimer[];
  /** The rounds whose results are committed but not known to be posted, oldest first. */
  readonly undelivered: readonly OutboxEntry[];
}

/** Told, before any of the server's commands runs, of a server this process has started serving. */
export type ServerTakenListener = (taken: ServerTaken) => void;

export class HandOver {
  /** On a store only this process reaches: the servers it has served (each is taken once). */
  private readonly served = new Set<string>();
  private readonly takenListeners = new Set<ServerTakenListener>();

  constructor(
    /** Undefined over a store only this process can reach (a test's in-memory Keyv). */
    private readonly leases: ServerLeases | undefined,
    private readonly records: ServerRecords,
    private readonly attention: AttentionIndex,
  ) {}

  /**
   * Claims the server's lease before a batch of its commands runs (ownership.ts): the claim, or
   * undefined on a store only this process reaches. It rejects with ServerOwnedElsewhereError
   * while another process holds the lease.
   */
  claimLease(guildId: string): Promise<{ readonly fresh: boolean }> | undefined {
    return this.leases?.ensure(guildId);
  }

  /**
   * Whether the batch about to run starts serving the server: its lease newly gained (`lease`,
   * the claim made), or, on a store only this process reaches, its first batch.
   */
  startsServing(guildId: string, lease: { readonly fresh: boolean } | undefined): boolean {
    let taken = false;
    if (this.leases) {
      if (lease?.fresh) {
        // Another process may have written since this one last held the server: read it afresh.
        this.records.drop(guildId);
        this.attention.drop(guildId);
        taken = true;
      }
    } else taken = !this.served.has(guildId);
    return taken;
  }

  /**
   * The server the batch starts serving is loaded: it is served from now on, and the listeners
   * learn what it needs picked up (`listed`: the channels the attention index lists).
   */
  taken(server: ServerCache, listed: readonly string[] | undefined): Promise<void> {
    this.served.add(server.guild.guildId);
    return this.announceTaken(server, listed);
  }

  /** Whether this process serves the server now, as far as it knows without asking storage. */
  serving(guildId: string): boolean {
    return this.leases ? this.leases.tokenOf(guildId) !== undefined : this.served.has(guildId);
  }

  /**
   * Until when another process served the server before this one took it, as far as this process
   * knows without asking storage (the store's clock; -Infinity when none did, as on a store only
   * this process reaches); undefined when this process does not serve it. An interaction created
   * before then may have been decided by that process.
   */
  othersServedUntil(guildId: string): number | undefined {
    if (!this.leases) return this.served.has(guildId) ? Number.NEGATIVE_INFINITY : undefined;
    return this.leases.othersHeldUntil(guildId);
  }

  /** Calls `listener` each time a server is taken (see GameStore.onServerTaken); returns the unsubscribe. */
  onServerTaken(listener: ServerTakenListener): () => void {
    this.takenListeners.add(listener);
    return () => this.takenListeners.delete(listener);
  }

  /**
   * Lets go of every server: the leases are released and, in the same turn, what this process
   * cached of the servers is dropped; each is taken afresh when used again.
   */
  async release(): Promise<void> {
    await this.leases?.releaseAll();
    this.records.dropAll();
    this.served.clear();
  }

  /**
   * Tells the listeners what a server this process has just started serving needs picked up: the
   * timers of the channels the attention index lists, and the results not known to be posted. A
   * server listed for nothing any more (a crash after its last commit, before it was unlisted) is
   * unlisted.
   */
  private async announceTaken(server: ServerCache, listed: readonly string[] | undefined): Promise<void> {
    const { guildId } = server.guild;
    const timers: PendingTimer[] = [];
    for (const channelId of listed ?? []) {
      const table = await this.records.cachedTable(server, channelId);
      const timer = table && timerOf(table);
      if (timer) timers.push(timer);
    }
    const undelivered = [...server.outbox];
    if (listed !== undefined && timers.length === 0 && undelivered.length === 0)
      this.attention.forgetIfIdle(server);
    if (timers.length === 0 && undelivered.length === 0) return;
    for (const listener of this.takenListeners) {
      try {
        listener({ guildId, timers, undelivered });
      } catch {
        // A listener's failure is its own: the server is served either way.
      }
    }
  }
}
