/**
 * Global setup of the process project (vitest.config.ts), run once per test run in vitest's own
 * process before the project's files, and only when the run has some: the scripts those files
 * start as processes, compiled (test-build.ts), their directory provided to the tests.
 */
import type { TestProject } from 'vitest/node';
import { ensureTestBuild } from './test-build.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The directory of the test build (test-build.ts) of the sources being tested. */
    testBuild: string;
  }
}

export default (project: TestProject): void => {
  project.provide('testBuild', ensureTestBuild());
};
