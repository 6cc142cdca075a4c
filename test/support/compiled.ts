/**
 * The test build (test-build.ts) from inside a test: the compiled script of an entry, which the
 * process project's global setup has made sure is a build of the sources under test.
 */
import { inject } from 'vitest';
import { scriptIn, type TestBuildEntry } from './test-build.js';

/** The compiled JavaScript of `entry` (a path from the repository's root, ending in .ts). */
export const compiledScript = (entry: TestBuildEntry): string => {
  const dir = inject('testBuild');
  if (!dir)
    throw new Error(
      'no test build: run this file in the process project (vitest.config.ts), whose global setup makes it',
    );
  return scriptIn(dir, entry);
};
