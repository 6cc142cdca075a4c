/**
 * RECEIPTS: which interactions a server's commands were decided for. Two processes receive every
 * interaction of a shard while they overlap (a rolling restart, a respawned or frozen process), and
 * a process may take a server over while the other is still answering; the receipt is how the
 * second learns that an interaction was already decided, so it neither applies it again nor
 * answers it differently (see "Handing a server over" in docs/scaling.md).
 *
 * A receipt names the interaction and when it was decided. It is written in the same fenced commit
 * as the decision (an applied command's records, or nothing but the receipt for a refusal), so it
 * exists exactly when the decision is durable. It goes again once the deciding process has answered
 * the interaction itself (its first response reached Discord, so no other process holds that
 * interaction), or after RECEIPT_RETENTION_MS, well past the time any process still waits to decide it.
 */

/** Interaction id → when it was decided (ms since the epoch, by the deciding process's clock). */
export type Receipts = Map<string, number>;

/** How the receipts are stored: one record per server, a list of [interaction id, decided at]. */
export type ReceiptsRecord = readonly (readonly [interactionId: string, decidedAt: number])[];

/**
 * How long a receipt is kept when its interaction's answer did not come from its decider's own
 * first response. A process waiting for a server's lease gives up deciding an interaction
 * SETTLE_WINDOW_MS after it was created (waiting-room.ts); this leaves a wide margin for clocks.
 */
export const RECEIPT_RETENTION_MS = 120_000;

/** An interaction this process must not answer: another process decided it and answers it. */
export class SettledElsewhereError extends Error {
  constructor(readonly interactionId: string) {
    super(`interaction ${interactionId} was decided by another process`);
    this.name = 'SettledElsewhereError';
  }
}

export const receiptsFrom = (record: ReceiptsRecord | undefined): Receipts => new Map(record ?? []);

/** The receipts to store: those not yet answered by their decider and not past retention. */
export const receiptsToStore = (receipts: Receipts, now: number): ReceiptsRecord => {
  const kept: (readonly [string, number])[] = [];
  for (const [id, at] of receipts) if (now - at < RECEIPT_RETENTION_MS) kept.push([id, at]);
  return kept;
};
