/**
 * THE WAITING ROOM: interactions this process received for a server another process serves.
 *
 * While two processes overlap on a shard (a rolling restart, a respawned or frozen process),
 * Discord sends each interaction to both, and only the server's lease holder may decide it
 * (docs/scaling.md, "Handing a server over"). The other process says nothing at first: the holder
 * answers. But the holder may be stopping, dead or frozen, so the interaction waits here:
 *   - the server's lease is tried every POLL_MS; once this process serves the server, it holds the
 *     interaction open (a private "thinking…", unless it already did), and decides it, unless a
 *     receipt says another process did (that one answers, through this acknowledgement if need be);
 *   - HOLD_OPEN_MS after the interaction's creation, still waiting, it holds the interaction open,
 *     so its answer can come later than Discord's 3 s. If Discord says it was answered already, the
 *     holder answered: nothing more to do. Otherwise it goes on trying the lease, more slowly;
 *   - SETTLE_WINDOW_MS after creation it gives up: a holder alive that long answers itself (the
 *     receipts outlive this window by far, so a holder's decision is never made twice).
 * A stopping process leaves what it receives to the process that takes over; what is still not
 * decided HOLD_OPEN_MS after its creation, on a server no other process serves, it refuses, saying
 * nothing was changed (and records that refusal, so no process decides it differently later).
 */
import type { Logger } from '../log.js';
import type { Scheduler } from './coalescer.js';
import type { Answerable, Responder } from './responder.js';

/** How often the lease is tried while the interaction is not held open yet. */
export const POLL_MS = 250;
/** How often the lease is tried once the interaction is held open. */
export const HELD_POLL_MS = 1_000;
/**
 * When a waiting interaction is held open, counted from its creation: after the holder's own
 * deferral (2 s, responder.ts), before Discord's 3 s.
 */
export const HOLD_OPEN_MS = 2_200;
/** When a waiting process gives up deciding an interaction, counted from its creation. */
export const SETTLE_WINDOW_MS = 30_000;

/** What the room needs from the game and the store. */
export interface WaitingRoomDeps {
  readonly scheduler: Scheduler;
  readonly log: Logger;
  /** Serves the server if this process can: true once it does. */
  serve(guildId: string): Promise<boolean>;
  /** Whether another process decided the interaction (asked while this one serves the server). */
  decidedElsewhere(guildId: string, interactionId: string): Promise<boolean>;
}

/** What to do with a waiting interaction once this process serves its server. */
export type Decide = (responder: Responder, interaction: Answerable) => Promise<void>;

interface Waiting {
  readonly interaction: Answerable;
  readonly responder: Responder;
  readonly guildId: string;
  readonly createdAt: number;
  /** Whether this process holds the interaction open (its "thinking…" was the first response). */
  held: boolean;
  decide: Decide;
  /** Settles when the entry leaves the room. */
  readonly left: Promise<void>;
  readonly done: () => void;
}

/** One server's waiting interactions, tried together. */
interface ServerWait {
  readonly entries: Waiting[];
  timer: unknown;
  trying: boolean;
}

export class WaitingRoom {
  private readonly servers = new Map<string, ServerWait>();
  private stopping = false;

  constructor(private readonly deps: WaitingRoomDeps) {}

  /** How many interactions wait, across servers. */
  get size(): number {
    let count = 0;
    for (const wait of this.servers.values()) count += wait.entries.length;
    return count;
  }

  /**
   * Keeps an interaction until this process can decide it with `decide`, or another process has.
   * Resolves once it is decided here or left to another process.
   */
  park(interaction: Answerable, responder: Responder, guildId: string, decide: Decide): Promise<void> {
    const createdAt = Number.isFinite(interaction.createdTimestamp)
      ? interaction.createdTimestamp
      : this.deps.scheduler.now();
    let done!: () => void;
    const left = new Promise<void>((resolve) => {
      done = resolve;
    });
    const entry: Waiting = { interaction, responder, guildId, createdAt, held: false, decide, left, done };
    const wait = this.servers.get(guildId) ?? { entries: [], timer: undefined, trying: false };
    wait.entries.push(entry);
    this.servers.set(guildId, wait);
    // A stopping process tries once, when the interaction must be held open: the process that
    // takes the server over has had its chance by then.
    if (!wait.trying && wait.timer === undefined)
      this.schedule(guildId, wait, this.stopping ? this.holdOpenAt(entry) : POLL_MS);
    return left;
  }

  /**
   * The process is stopping: from now on each waiting interaction, and each parked later, gets one
   * last try, when it must be held open, with `decide` (the stopping refusal).
   */
  stopDeciding(decide: Decide): void {
    this.stopping = true;
    for (const [guildId, wait] of this.servers) {
      for (const entry of wait.entries) entry.decide = decide;
      if (!wait.trying)
        this.schedule(guildId, wait, Math.min(...wait.entries.map((entry) => this.holdOpenAt(entry))));
    }
  }

  /** Resolves once no interaction is left waiting. */
  async settled(): Promise<void> {
    while (this.size > 0)
      await Promise.all(
        [...this.servers.values()].flatMap((wait) => wait.entries.map((entry) => entry.left)),
      );
  }

  /** Milliseconds from now until the entry must be held open (0 if past). */
  private holdOpenAt(entry: Waiting): number {
    return Math.max(0, entry.createdAt + HOLD_OPEN_MS - this.deps.scheduler.now());
  }

  private schedule(guildId: string, wait: ServerWait, ms: number): void {
    const { scheduler } = this.deps;
    if (wait.timer !== undefined) scheduler.clearTimeout(wait.timer);
    wait.timer = scheduler.setTimeout(() => {
      wait.timer = undefined;
      void this.tryServer(guildId, wait);
    }, ms);
  }

  /** One try for a server's waiting interactions. */
  private async tryServer(guildId: string, wait: ServerWait): Promise<void> {
    if (wait.trying) return;
    wait.trying = true;
    const { scheduler, log } = this.deps;
    try {
      const now = scheduler.now();
      // Past the window: a holder alive this long has answered; nothing is decided here.
      for (const entry of [...wait.entries])
        if (now - entry.createdAt >= SETTLE_WINDOW_MS) this.leave(wait, entry, 'given up');
      // Those that must be held open now, before Discord's 3 s run out.
      const due = (entry: Waiting) => now - entry.createdAt >= HOLD_OPEN_MS;
      for (const entry of [...wait.entries]) if (!entry.held && due(entry)) await this.holdOpen(wait, entry);
      // A stopping process decides only what is due: the process taking over has had its chance.
      const ready = this.stopping ? wait.entries.filter(due) : [...wait.entries];
      if (ready.length > 0) {
        let served = false;
        try {
          served = await this.deps.serve(guildId);
        } catch (error) {
          log.warn('could not try a server for the interactions waiting for it', { guildId, error });
        }
        log.debug('tried the server of waiting interactions', { guildId, served, waiting: ready.length });
        if (served) for (const entry of ready) await this.decide(wait, entry);
        else if (this.stopping) for (const entry of ready) this.leave(wait, entry, 'served elsewhere');
      }
    } finally {
      wait.trying = false;
    }
    if (wait.entries.length === 0) {
      if (this.servers.get(guildId) === wait) this.servers.delete(guildId);
      return;
    }
    const next = this.stopping
      ? Math.min(...wait.entries.map((entry) => this.holdOpenAt(entry)))
      : wait.entries.every((entry) => entry.held)
        ? HELD_POLL_MS
        : Math.min(POLL_MS, ...wait.entries.filter((e) => !e.held).map((e) => this.holdOpenAt(e)));
    this.schedule(guildId, wait, next);
  }

  /** Holds the entry open; if another process answered it first, it leaves the room. */
  private async holdOpen(wait: ServerWait, entry: Waiting): Promise<boolean> {
    try {
      entry.held = await entry.responder.holdOpen();
    } catch (error) {
      // Too late (Discord's 3 s had passed on a busy process): nobody answered, nothing was decided.
      this.deps.log.info('a waiting interaction could not be held open', {
        interactionId: entry.interaction.id,
        error,
      });
      this.leave(wait, entry, 'expired');
      return false;
    }
    if (!entry.held) this.leave(wait, entry, 'answered by the server’s process');
    return entry.held;
  }

  /** Decides the entry now that this process serves its server, unless another process decided it. */
  private async decide(wait: ServerWait, entry: Waiting): Promise<void> {
    if (!entry.held && !(await this.holdOpen(wait, entry))) return;
    try {
      if (await this.deps.decidedElsewhere(entry.guildId, entry.interaction.id)) {
        this.leave(wait, entry, 'decided by another process');
        return;
      }
      await entry.decide(entry.responder, entry.interaction);
    } catch (error) {
      this.deps.log.error('a waiting interaction failed', { interactionId: entry.interaction.id, error });
    }
    this.leave(wait, entry, 'decided here');
  }

  private leave(wait: ServerWait, entry: Waiting, why: string): void {
    const at = wait.entries.indexOf(entry);
    if (at < 0) return;
    wait.entries.splice(at, 1);
    this.deps.log.debug('waiting interaction left the room', { interactionId: entry.interaction.id, why });
    entry.done();
  }
}
