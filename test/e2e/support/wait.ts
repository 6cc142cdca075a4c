import { setTimeout as sleep } from 'node:timers/promises';
import type { WaitOptions } from './types.js';

export type Truthy<T> = Exclude<T, false | 0 | 0n | '' | null | undefined>;

/** Thrown by a predicate to stop waiting at once: the awaited outcome can no longer happen. */
export class WaitAborted extends Error {}

/**
 * Polls `predicate` until it returns a truthy value, which is returned. A predicate that throws is
 * retried (so `expect(...)` can be used inside it) and its last error is reported on timeout.
 */
export async function pollUntil<T>(
  predicate: () => T | Promise<T>,
  options: WaitOptions & { defaultTimeoutMs: number; diagnostics?: () => string },
): Promise<Truthy<T>> {
  const timeoutMs = options.timeoutMs ?? options.defaultTimeoutMs;
  const intervalMs = options.intervalMs ?? 10;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await predicate();
      if (value) return value as Truthy<T>;
    } catch (error) {
      if (error instanceof WaitAborted) throw new Error(error.message);
      lastError = error;
    }
    if (Date.now() >= deadline) break;
    await sleep(intervalMs);
  }
  const lines = [`Timed out after ${timeoutMs} ms waiting for ${options.description ?? 'the condition'}`];
  if (lastError !== undefined) {
    lines.push(`Last error: ${lastError instanceof Error ? lastError.message : String(lastError)}`);
  }
  if (options.diagnostics) lines.push(options.diagnostics());
  throw new Error(lines.join('\n'));
}
