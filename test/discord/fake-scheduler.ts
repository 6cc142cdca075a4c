/** A virtual clock: timers fire only when the test advances time, in due order. */
import type { Scheduler } from '../../src/discord/table-messages.js';

interface Timer {
  readonly id: number;
  readonly at: number;
  readonly fn: () => void;
}

export class FakeScheduler implements Scheduler {
  private nextId = 1;
  private timers: Timer[] = [];

  constructor(private time = 0) {}

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const timer = { id: this.nextId++, at: this.time + Math.max(0, ms), fn };
    this.timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  get pending(): number {
    return this.timers.length;
  }

  /** Lets promise callbacks run (jobs are async). */
  async settle(): Promise<void> {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  }

  /**
   * Advances the clock `stepMs` at a time, letting real I/O (storage) run between steps, until
   * `condition` holds. A condition, not a number of turns: a loaded machine only makes it loop
   * longer. Gives up after `giveUpMs` of real time, as a safety net that names what never came.
   */
  async until(condition: () => boolean, what: string, stepMs = 100, giveUpMs = 30_000): Promise<void> {
    const started = Date.now();
    while (!condition()) {
      if (Date.now() - started > giveUpMs) throw new Error(`never happened: ${what}`);
      await new Promise((resolve) => setImmediate(resolve));
      await this.advance(stepMs);
    }
  }

  /** Advances the clock by `ms`, firing every timer due on the way and letting its promises settle. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    await this.settle();
    for (;;) {
      const due = this.timers
        .filter((timer) => timer.at <= end)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.time = Math.max(this.time, due.at);
      due.fn();
      await this.settle();
    }
    this.time = end;
  }
}
