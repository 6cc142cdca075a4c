/**
 * `/healthz`: healthy when every shard this host runs has its gateway session ready and storage
 * answers a read; otherwise each reason, so an operator reads what is wrong from the probe itself.
 */
import type { GatewayState } from './metrics.js';

export interface Health {
  readonly ok: boolean;
  readonly shards: readonly GatewayState[];
  /** 'ok', or why storage did not answer. */
  readonly storage: string;
  readonly reasons: readonly string[];
}

/** How long storage may take to answer the health check's read. */
export const STORAGE_PROBE_MS = 2_000;

/** Why the probe failed, or undefined once storage answered. */
export const probeStorage = async (
  probe: () => Promise<void>,
  timeoutMs = STORAGE_PROBE_MS,
): Promise<string | undefined> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([
      probe().then(
        () => undefined,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * The verdict from the shards' states, the storage probe's failure (undefined: it answered) and
 * any other reason found on the way (a shard's process that did not answer).
 */
export const healthOf = (
  shards: readonly GatewayState[],
  storageFailure: string | undefined,
  otherReasons: readonly string[] = [],
): Health => {
  const reasons = shards.filter((shard) => !shard.ready).map(({ shard }) => `shard ${shard} is not ready`);
  reasons.push(...otherReasons);
  if (shards.length === 0) reasons.push('no shard runs on this host yet');
  if (storageFailure !== undefined) reasons.push(`storage does not answer: ${storageFailure}`);
  return { ok: reasons.length === 0, shards, storage: storageFailure ?? 'ok', reasons };
};
