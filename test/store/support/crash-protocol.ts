/**
 * What the crash worker and the crash test say to each other: the lines the worker prints, and the
 * summary of a dealt round both sides compare. Kept apart from the worker, which starts running
 * as soon as it is imported.
 */
import { stakeOn } from '../../../src/table/limits.js';
import type { RoundRecord } from '../../../src/table/state.js';

export type Op = 'bet' | 'rebet' | 'clear' | 'deal' | 'daily' | 'grant' | 'take' | 'new-shoe' | 'seed';
export type StakesTuple = [player: number, banker: number, tie: number];
/** A settled round as acknowledged: enough to tell it apart from any other dealing of that round. */
export interface DealSummary {
  readonly round: number;
  readonly shoe: number;
  readonly coup: number;
  readonly outcome: string;
  readonly cards: number[];
  readonly results: [userId: string, ...stakes: StakesTuple, netCents: number, balanceCents: number][];
}
export interface IntentLine {
  readonly t: 'intent';
  readonly id: number;
  readonly g: string;
  readonly op: Op;
  readonly c?: string;
  readonly u?: string | null;
  readonly r?: number;
}
export interface AckLine {
  readonly t: 'ack';
  readonly id: number;
  readonly ok: boolean;
  readonly code?: string;
  /** The player's whole seat in the command's round after a bet, rebet or clear. */
  readonly seat?: StakesTuple;
  readonly bal?: number;
  readonly deal?: DealSummary;
  /** The shoe this command revealed, if any. */
  readonly archived?: number;
}
export type WorkerLine = { readonly t: 'ready' } | { readonly t: 'open' } | IntentLine | AckLine;

/** What the test compares of a dealt round: its identity, its cards and every seat's result. */
export const summarize = (record: RoundRecord): DealSummary => ({
  round: record.round,
  shoe: record.shoeNumber,
  coup: record.coupInShoe,
  outcome: record.outcome,
  cards: record.coup.cards.map((card) => card.card),
  results: record.results.map((r) => [
    r.userId,
    stakeOn(r.stakes, 'player'),
    stakeOn(r.stakes, 'banker'),
    stakeOn(r.stakes, 'tie'),
    r.netCents,
    r.balanceCents,
  ]),
});
