/** A benchmark section prints rows of figures; a row with a floor says whether the floor was met. */
export interface BenchRow {
  readonly name: string;
  readonly value: string;
  /** The floor the figure must meet, in words, e.g. "< 20 ms". */
  readonly floor?: string;
  readonly meetsFloor?: boolean;
}

export interface BenchSection {
  readonly title: string;
  run(): Promise<BenchRow[]>;
}

const PERCENT = 100;

/** Median and chosen percentiles of a list of samples (milliseconds or anything else). */
export const percentile = (samples: readonly number[], p: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / PERCENT) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
};

export const median = (samples: readonly number[]): number => percentile(samples, 50);
