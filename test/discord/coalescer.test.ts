/** The coalescer's budgets, on a virtual clock: per channel, evenly spaced, and for the bot as a whole. */
import { describe, expect, it } from 'vitest';
import { Coalescer } from '../../src/discord/coalescer.js';
import { FakeScheduler } from './fake-scheduler.js';

const writesPerWindow = (times: readonly number[], windowMs: number): number =>
  Math.max(0, ...times.map((start) => times.filter((t) => t >= start && t < start + windowMs).length));

describe('Coalescer', () => {
  it('GIVEN 100 busy channels WHEN each asks for writes THEN the bot never exceeds its global budget', async () => {
    const clock = new FakeScheduler(0);
    const coalescer = new Coalescer(clock, { globalMaxWrites: 25, globalWindowMs: 1000 });
    const writes: { channel: string; at: number }[] = [];
    for (let round = 0; round < 3; round++) {
      for (let channel = 0; channel < 100; channel++) {
        const key = `c${channel}`;
        coalescer.request(key, async (slot) => {
          await slot();
          writes.push({ channel: key, at: clock.now() });
        });
      }
      await clock.advance(500);
    }
    await clock.advance(30_000);
    // Every channel's latest state was written, and no second of the run held more than 25 writes.
    expect(new Set(writes.map((w) => w.channel)).size).toBe(100);
    expect(
      writesPerWindow(
        writes.map((w) => w.at),
        1000,
      ),
    ).toBeLessThanOrEqual(25);
    // Coalescing: far fewer writes than the 300 requests.
    expect(writes.length).toBeLessThan(300);
  });

  it('GIVEN one channel WHEN writes keep coming THEN they are spaced a fifth of the window apart', async () => {
    const clock = new FakeScheduler(0);
    const coalescer = new Coalescer(clock, { maxWrites: 5, windowMs: 5000 });
    const at: number[] = [];
    for (let i = 0; i < 20; i++) {
      coalescer.request('c', async (slot) => {
        await slot();
        at.push(clock.now());
      });
      await clock.advance(250);
    }
    await clock.advance(10_000);
    for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(1000);
    expect(writesPerWindow(at, 5000)).toBeLessThanOrEqual(5);
  });
});
