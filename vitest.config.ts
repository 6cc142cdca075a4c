import { defineConfig } from 'vitest/config';

/**
 * The load runs: test files that put the whole machine under load on purpose (the sharded run of
 * 400 servers with a shard killed). They run after the rest, alone (vitest.load.config.ts), so
 * Discord's 3 s they are held to measures the bot, not the other test files beside them.
 */
export const LOAD_RUNS = ['test/e2e/sharded-faults.test.ts'];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...LOAD_RUNS],
    // End-to-end and crash tests start real child processes; give them room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // In CI a JSON report is kept beside the usual output, so .ci/run can print a plain summary.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '.tmp/vitest-report.json' }]]
      : ['default'],
  },
});
