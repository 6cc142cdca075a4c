import { describe, expect, it } from 'vitest';
import { autoDeferDelay } from '../../src/discord/responder.js';

describe("the automatic deferral keeps an answer within Discord's 3 s, counted from the interaction's creation", () => {
  it('GIVEN an interaction received as it was created THEN it is deferred after 2 s', () => {
    expect(autoDeferDelay(10_000, 10_000)).toBe(2000);
  });

  it('GIVEN an interaction received 700 ms after its creation (a busy shard) THEN it is deferred 1.3 s later, 2 s after its creation', () => {
    expect(autoDeferDelay(10_000, 10_700)).toBe(1300);
  });

  it('GIVEN a host clock far ahead of Discord’s THEN the deferral still waits 1 s, so quick answers stay direct', () => {
    expect(autoDeferDelay(10_000, 20_000)).toBe(1000);
  });

  it('GIVEN a host clock behind Discord’s THEN the deferral never waits more than 2 s', () => {
    expect(autoDeferDelay(10_000, 9_000)).toBe(2000);
  });

  it('GIVEN no creation time THEN it is deferred after 2 s', () => {
    expect(autoDeferDelay(Number.NaN, 10_000)).toBe(2000);
  });
});
