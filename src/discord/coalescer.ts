/**
 * Per-key lanes of coalesced, rate-limited work, on an injected clock. Each lane runs at most one
 * job at a time; a new request replaces the job still waiting (jobs render the current state, so
 * the latest wins); writes are counted in a sliding window; a failed job is retried with backoff
 * unless something newer replaced it. `request` never waits.
 */

export interface Scheduler {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realScheduler: Scheduler = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * One unit of message work. It calls `slot()` before each write it makes (send, edit): that waits
 * until the channel may write again and counts the write. Throwing makes the lane retry it later.
 */
export type Job = (slot: () => Promise<void>) => Promise<void>;

export interface CoalescerOptions {
  /** At most this many writes per channel in any `windowMs` (Discord allows about 5 per 5 s). */
  readonly maxWrites?: number;
  readonly windowMs?: number;
  /**
   * At most this many writes across all channels in any `globalWindowMs`. Discord limits a bot to
   * about 50 requests a second in all; table messages keep well under it so interaction answers,
   * results and notices always find room.
   */
  readonly globalMaxWrites?: number;
  readonly globalWindowMs?: number;
  readonly retryBaseMs?: number;
  readonly retryMaxMs?: number;
  /** A job failing this many times in a row with nothing newer to do is dropped. */
  readonly maxAttempts?: number;
  readonly onError?: (key: string, error: unknown, attempt: number) => void;
}

interface Lane {
  pending: Job | undefined;
  inFlight: Promise<void> | undefined;
  timer: unknown;
  /** When the last failure allows the next attempt. */
  retryAt: number;
  failures: number;
  /** When each recent write was made, oldest first. */
  readonly writes: number[];
}

const retryAfterMs = (error: unknown): number | undefined => {
  const value = (error as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof value === 'number' && value > 0 ? value : undefined;
};

export class Coalescer {
  private readonly lanes = new Map<string, Lane>();
  private closed = false;
  private readonly maxWrites: number;
  private readonly windowMs: number;
  private readonly retryBase: number;
  private readonly retryMax: number;
  private readonly maxAttempts: number;
  private readonly globalMaxWrites: number;
  private readonly globalWindowMs: number;
  /** When each recent write on any lane was made, oldest first. */
  private readonly globalWrites: number[] = [];
  /** Lanes waiting for room in the bot's budget, first come first served. */
  private readonly globalWaiters: (() => void)[] = [];
  private globalTimer: unknown;

  constructor(
    private readonly scheduler: Scheduler = realScheduler,
    private readonly options: CoalescerOptions = {},
  ) {
    this.maxWrites = options.maxWrites ?? 5;
    this.windowMs = options.windowMs ?? 5000;
    this.retryBase = options.retryBaseMs ?? 1000;
    this.retryMax = options.retryMaxMs ?? 30_000;
    this.maxAttempts = options.maxAttempts ?? 6;
    this.globalMaxWrites = options.globalMaxWrites ?? 25;
    this.globalWindowMs = options.globalWindowMs ?? 1000;
  }

  /** Asks for `job` to run on `key`'s lane, replacing any job still waiting there. Never waits. */
  request(key: string, job: Job): void {
    if (this.closed) return;
    const lane = this.lane(key);
    lane.pending = job;
    this.schedule(key, lane);
  }

  /** True when no lane has work waiting or running. */
  get idle(): boolean {
    return [...this.lanes.values()].every((lane) => !lane.pending && !lane.inFlight);
  }

  /** Runs waiting jobs now, ignoring backoff, waits for the work in flight, then closes (shutdown). */
  async flush(): Promise<void> {
    for (let pass = 0; pass < 2 && !this.closed; pass += 1) {
      await this.settled();
      for (const [key, lane] of this.lanes) {
        if (lane.inFlight || !lane.pending) continue;
        this.scheduler.clearTimeout(lane.timer);
        lane.timer = undefined;
        this.run(key, lane);
      }
    }
    await this.settled();
    this.close();
  }

  /** Abandons waiting work and accepts no more; work in flight finishes on its own. */
  close(): void {
    this.closed = true;
    for (const lane of this.lanes.values()) {
      this.scheduler.clearTimeout(lane.timer);
      lane.timer = undefined;
      lane.pending = undefined;
    }
  }

  private settled(): Promise<unknown> {
    return Promise.allSettled([...this.lanes.values()].map((lane) => lane.inFlight));
  }

  private lane(key: string): Lane {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = {
        pending: undefined,
        inFlight: undefined,
        timer: undefined,
        retryAt: 0,
        failures: 0,
        writes: [],
      };
      this.lanes.set(key, lane);
    }
    return lane;
  }

  /**
   * How long until the lane may write again (0: now). Writes are spaced evenly across the window
   * rather than spent in a burst: a busy table then shows each edit with more bets folded in, and
   * the bot sends fewer edits for the same information.
   */
  private writeDelay(lane: Lane): number {
    return Math.max(this.laneDelay(lane), this.globalDelay(this.scheduler.now()));
  }

  /** How long until the lane alone may write again. */
  private laneDelay(lane: Lane): number {
    const now = this.scheduler.now();
    while (lane.writes.length > 0 && lane.writes[0]! <= now - this.windowMs) lane.writes.shift();
    const last = lane.writes.at(-1);
    const spacing = last === undefined ? 0 : last + this.windowMs / this.maxWrites - now;
    const laneFull =
      lane.writes.length < this.maxWrites
        ? 0
        : lane.writes[lane.writes.length - this.maxWrites]! + this.windowMs - now;
    return Math.max(0, spacing, laneFull);
  }

  /** How long until the bot as a whole may write again. */
  private globalDelay(now: number): number {
    const writes = this.globalWrites;
    while (writes.length > 0 && writes[0]! <= now - this.globalWindowMs) writes.shift();
    if (writes.length < this.globalMaxWrites) return 0;
    return writes[writes.length - this.globalMaxWrites]! + this.globalWindowMs - now;
  }

  /**
   * Resolves when the lane may write, and counts the write. A lane first waits out its own
   * spacing, then queues for the bot's budget: lanes that wait for it are let through one at a
   * time in the order they came, by one timer. (Each lane polling on its own timer would wake
   * every waiting lane at each free write, and each wake would chain one more promise onto its
   * wait: with thousands of tables behind the budget, memory and work that grow with the square.)
   */
  private async slot(lane: Lane): Promise<void> {
    for (let delay = this.laneDelay(lane); delay > 0; delay = this.laneDelay(lane))
      await new Promise<void>((resolve) => this.scheduler.setTimeout(resolve, delay));
    if (this.globalWaiters.length > 0 || this.globalDelay(this.scheduler.now()) > 0) {
      // admitWaiters counts the write in the budget when it lets this lane through.
      await new Promise<void>((resolve) => {
        this.globalWaiters.push(resolve);
        this.admitWaiters();
      });
      lane.writes.push(this.scheduler.now());
      return;
    }
    const now = this.scheduler.now();
    lane.writes.push(now);
    this.globalWrites.push(now);
  }

  /** Lets waiting lanes write while the budget has room; otherwise wakes up once it has. */
  private admitWaiters(): void {
    if (this.globalTimer !== undefined) return;
    for (;;) {
      const delay = this.globalDelay(this.scheduler.now());
      const next = this.globalWaiters[0];
      if (!next) return;
      if (delay > 0) {
        this.globalTimer = this.scheduler.setTimeout(() => {
          this.globalTimer = undefined;
          this.admitWaiters();
        }, delay);
        return;
      }
      this.globalWaiters.shift();
      // Counted now, so the next waiter sees it; the lane counts it for itself when it resumes.
      this.globalWrites.push(this.scheduler.now());
      next();
    }
  }

  private schedule(key: string, lane: Lane): void {
    if (this.closed || !lane.pending || lane.inFlight || lane.timer !== undefined) return;
    const delay = Math.max(this.writeDelay(lane), lane.retryAt - this.scheduler.now(), 0);
    lane.timer = this.scheduler.setTimeout(() => {
      lane.timer = undefined;
      this.run(key, lane);
    }, delay);
  }

  private run(key: string, lane: Lane): void {
    const job = lane.pending;
    if (!job || this.closed) return;
    lane.pending = undefined;
    lane.inFlight = Promise.resolve()
      .then(() => job(() => this.slot(lane)))
      .then(
        () => {
          lane.failures = 0;
        },
        (error: unknown) => {
          lane.failures += 1;
          this.options.onError?.(key, error, lane.failures);
          const backoff = Math.min(this.retryMax, this.retryBase * 2 ** (lane.failures - 1));
          lane.retryAt = this.scheduler.now() + Math.max(backoff, retryAfterMs(error) ?? 0);
          // Retry unless something newer replaced it; give up on a job that keeps failing.
          if (!lane.pending && lane.failures < this.maxAttempts) lane.pending = job;
          if (!lane.pending) lane.failures = 0;
        },
      )
      .finally(() => {
        lane.inFlight = undefined;
        this.schedule(key, lane);
      });
  }
}
