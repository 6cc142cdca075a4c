/**
 * Prints how many real processes the run killed with SIGKILL and reconciled: each crash test counts
 * a kill on its test's `meta.sigkills` once the store was recovered and every check passed after it
 * (test/store/support/crash-harness.ts). One line at the end of the run, with the count per test
 * file, so a run that killed fewer than it should is plain to see in any CI log.
 */
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

declare module 'vitest' {
  interface TaskMeta {
    /** Real processes this test killed with SIGKILL, each followed by recovery and the checks. */
    sigkills?: number;
  }
}

export default class KillCountReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const perFile = new Map<string, number>();
    for (const module of testModules)
      for (const test of module.children.allTests()) {
        const kills = test.meta().sigkills ?? 0;
        if (kills === 0) continue;
        const file = relative(process.cwd(), module.moduleId);
        perFile.set(file, (perFile.get(file) ?? 0) + kills);
      }
    if (perFile.size === 0) return;
    const total = [...perFile.values()].reduce((sum, kills) => sum + kills, 0);
    const files = [...perFile].map(([file, kills]) => `${file} ${kills}`).join(', ');
    process.stdout.write(`\nSIGKILLs this run, each recovered and checked: ${total} (${files})\n`);
  }
}
