/**
 * THE WAITING ROOM: interactions this process received but may not decide yet.
 *
 * While two processes overlap on a shard (a rolling restart, a respawned or frozen process),
 * Discord sends each interaction to both, and only the server's lease holder may decide it
 * (docs/scaling.md, "Handing a server over"). The other says nothing at first: the holder
 * answers. But the holder may be stopping, dead or frozen, so the interaction waits here:
 *   - the server's lease is tried every POLL_MS; once this process serves the server, it decides
 *     the interaction, unless a receipt says another process did (that one answers);
 *   - HOLD_OPEN_MS after the interaction's creation, still waiting, it holds the interaction open
 *     with a private "thinking…", so its answer can come after Discord's 3 s. If another process
 *     responded first, it looks at what that process left: an answer (nothing more to do here), or
 *     a "thinking…" of its own, which whoever decides fills in. It goes on trying, more slowly;
 *   - SETTLE_WINDOW_MS after creation it gives up: a holder alive that long has answered itself.
 * An interaction this process received for a server it had only just taken (created before it
 * took the server, so the previous holder may have decided it) comes here too, and is held open
 * at once, then decided the same way: never decided before its first response is known.
 *
 * A stopping process leaves what it receives to the process that takes over; what is still not
 * decided HOLD_OPEN_MS after its creation, on a server no other process serves, it refuses, saying
 * nothing was changed (and records that refusal, so no process decides it differently later). It
 * holds an interaction open only once it serves the server, so it never holds one it cannot decide.
 */
import type { Logger } from '../log.js';
import type { Scheduler } from './coalescer.js';
import type { Answerable, Hold, Responder } from './responder.js';

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

/** How an interaction joins the room. */
export interface ParkOptions {
  /** Hold it open at once rather than at HOLD_OPEN_MS (its server is this process's already). */
  readonly holdNow?: boolean;
}

interface Waiting {
  readonly interaction: Answerable;
  readonly responder: Responder;
  readonly guildId: string;
  readonly createdAt: number;
  /** What holding it open found, once tried: the room does not hold it twice. */
  hold: Hold | undefined;
  readonly holdNow: boolean;
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
  park(
    interaction: Answerable,
    responder: Responder,
    guildId: string,
    decide: Decide,
    { holdNow = false }: ParkOptions = {},
  ): Promise<void> {
    const createdAt = Number.isFinite(interaction.createdTimestamp)
      ? interaction.createdTimestamp
      : this.deps.scheduler.now();
    let done!: () => void;
    const left = new Promise<void>((resolve) => {
      done = resolve;
    });
    const entry: Waiting = {
      interaction,
      responder,
      guildId,
      createdAt,
      // A first response that went to another process already is known as such.
      hold: responder.acknowledgedByAnother
        ? 'held-by-another'
        : responder.answeredFirst
          ? 'held'
          : undefined,
      holdNow,
      decide,
      left,
      done,
    };
    const wait = this.servers.get(guildId) ?? { entries: [], timer: undefined, trying: false };
    wait.entries.push(entry);
    this.servers.set(guildId, wait);
    if (!wait.trying && (wait.timer === undefined || holdNow))
      this.schedule(guildId, wait, holdNow ? 0 : this.stopping ? this.holdOpenAt(entry) : POLL_MS);
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

  /** Milliseconds from now until the entry must be held open (0 if past, or to be held at once). */
  private holdOpenAt(entry: Waiting): number {
    if (entry.holdNow && !this.stopping) return 0;
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
      // Those that must be held open now, before Discord's 3 s run out. A stopping process holds
      // open only what it can decide (below, once it serves the server): one that held an
      // interaction it could not decide, and left, would leave it unanswered.
      const due = (entry: Waiting) => this.holdOpenAt(entry) === 0;
      if (!this.stopping)
        for (const entry of [...wait.entries])
          if (entry.hold === undefined && due(entry)) await this.holdOpen(wait, entry);
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
    const unheld = wait.entries.filter((entry) => entry.hold === undefined);
    const next = this.stopping
      ? Math.min(...wait.entries.map((entry) => this.holdOpenAt(entry)))
      : unheld.length === 0
        ? HELD_POLL_MS
        : Math.min(POLL_MS, ...unheld.map((entry) => this.holdOpenAt(entry)));
    this.schedule(guildId, wait, next);
  }

  /** Holds the entry open; if another process answered it, it leaves the room. Whether it stays. */
  private async holdOpen(wait: ServerWait, entry: Waiting): Promise<boolean> {
    try {
      entry.hold = await entry.responder.holdOpen();
    } catch (error) {
      // Too late (Discord's 3 s had passed on a busy process): nobody answered, nothing was decided.
      this.deps.log.info('a waiting interaction could not be held open', {
        interactionId: entry.interaction.id,
        error,
      });
      this.leave(wait, entry, 'expired');
      return false;
    }
    if (entry.hold === 'answered') this.leave(wait, entry, 'answered by another process');
    return entry.hold !== 'answered';
  }

  /**
   * Decides the entry now that this process serves its server: held open first (unless it is
   * already, by this process or another), and unless another process decided it (a receipt) or
   * answered it (its "thinking…" filled in meanwhile).
   */
  private async decide(wait: ServerWait, entry: Waiting): Promise<void> {
    if (entry.hold === undefined && !(await this.holdOpen(wait, entry))) return;
    try {
      if (await this.deps.decidedElsewhere(entry.guildId, entry.interaction.id)) {
        this.leave(wait, entry, 'decided by another process');
        return;
      }
      if (entry.hold === 'held-by-another' && !(await entry.responder.othersHoldIsPending())) {
        this.leave(wait, entry, 'answered by another process');
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
