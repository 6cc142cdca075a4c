import { defineConfig } from 'vitest/config';
import { LOAD_RUNS } from './vitest.config.js';

/** The load runs (see vitest.config.ts), one file at a time, after the rest of the suite. */
export default defineConfig({
  test: {
    include: LOAD_RUNS,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '.tmp/vitest-report-load.json' }]]
      : ['default'],
  },
});
