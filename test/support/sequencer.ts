/**
 * The order the suite's files start in: the files known to be longest first (in the order given),
 * then vitest's own order. Vitest's own puts the longest first too, from the durations it kept of
 * the last run, but a clean clone has none and would start the longest files last, leaving the
 * run waiting on them alone at the end.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A sequencer class that starts `first` (paths from the root, longest first) before the rest. */
export const firstSequencer = (first: readonly string[]) =>
  class FirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const rank = (spec: TestSpecification) => {
        const at = first.indexOf(relative(this.ctx.config.root, spec.moduleId).split('\\').join('/'));
        return at < 0 ? first.length : at;
      };
      // A stable sort: the rest keep vitest's order.
      return sorted
        .map((spec, index) => ({ spec, index }))
        .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
        .map(({ spec }) => spec);
    }
  };
