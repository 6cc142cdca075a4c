/** The shoe summary shown under the roads: how each coup went, naturals and pairs. */
import type { CoupResult } from './result.js';

export interface ShoeSummary {
  readonly coups: number;
  readonly banker: number;
  readonly player: number;
  readonly tie: number;
  readonly naturals: number;
  readonly playerPairs: number;
  readonly bankerPairs: number;
}

export const summarize = (results: readonly CoupResult[]): ShoeSummary => {
  const count = (test: (result: CoupResult) => boolean) => results.filter(test).length;
  return {
    coups: results.length,
    banker: count((r) => r.outcome === 'banker'),
    player: count((r) => r.outcome === 'player'),
    tie: count((r) => r.outcome === 'tie'),
    naturals: count((r) => r.natural),
    playerPairs: count((r) => r.playerPair),
    bankerPairs: count((r) => r.bankerPair),
  };
};
