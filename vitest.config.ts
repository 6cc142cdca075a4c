import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
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
