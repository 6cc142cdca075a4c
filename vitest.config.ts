import { defineConfig } from 'vitest/config';
import { firstSequencer } from './test/support/sequencer.js';

/**
 * The suite in three projects, run together (`npm test`, `vitest run`):
 *
 *  - unit: files that run in the test's own process and start nothing (the engine, the table, the
 *    Discord layer over fakes, the store over SQLite files and the local PostgreSQL and Redis).
 *    Worker threads, several files to a thread (`isolate: false`): these files share no state a
 *    module keeps, so loading the sources once per thread rather than once per file is safe, and
 *    it was most of their time.
 *  - process: files that start processes or servers (the bot against the fake Discord, the crash
 *    workers killed with SIGKILL, Chromium, biome). Forks, one file to a process. Its global setup
 *    compiles the scripts they start (test/support/test-build.ts).
 *  - build: files that run the compiled bot and tools from dist/, as `npm start` and
 *    `npm run <tool>` do. Its global setup makes sure dist/ is a build of these sources.
 *
 * All three share one pool of MAX_WORKERS files at a time: most process files spend their time
 * waiting on a child process or a timer, so more files than cores keep both cores busy, and the
 * longest files start first (FIRST) so the run is not left waiting on one of them at the end.
 */

/**
 * Files at once across the three projects. The hand-over files spend most of their time waiting
 * on leases, timers and bot start-ups: four at once on two cores finished a run in 4 min 53 s
 * where three took 6 min 18 s, with every test passing.
 */
const MAX_WORKERS = 4;

/** Files that start processes or servers (the process project). */
const PROCESS_FILES = [
  'test/e2e/**/*.test.ts',
  'test/store/crash*.test.ts',
  'test/store/decision-pause.test.ts',
  'test/store/ownership.test.ts',
  'test/store/storage.test.ts',
  'test/startup.test.ts',
  'test/gallery/screenshot.test.ts',
  'test/verify-page/page.test.ts',
  'test/engine/lint-fence.test.ts',
  'test/metrics/metrics.test.ts',
];

/** Files that run dist/ (the build project). */
const BUILD_FILES = ['test/build.test.ts', 'test/verify-page/lib.test.ts', 'test/cli/**/*.test.ts'];

/** The longest files, longest first: started first, they overlap everything else. */
const FIRST = [
  'test/e2e/rolling-restart.test.ts',
  'test/e2e/sharded-faults.test.ts',
  'test/e2e/hand-over-faults.test.ts',
  'test/e2e/restart-at-once-sqlite.test.ts',
  'test/e2e/restart-at-once-postgres.test.ts',
  'test/e2e/restart-at-once-redis.test.ts',
  'test/store/crash.test.ts',
  'test/startup.test.ts',
  'test/e2e/banque.test.ts',
  'test/e2e/banque-crash.test.ts',
  'test/table/ledger.property.test.ts',
  'test/e2e/table-channel.test.ts',
  'test/store/crash-cdf.test.ts',
  'test/e2e/chemin-de-fer.test.ts',
  'test/e2e/metrics.test.ts',
  'test/e2e/chemin-de-fer-crash.test.ts',
  'test/verify-page/page.test.ts',
  'test/games/banque/table/banque.property.test.ts',
  'test/games/banque/rules/odds.test.ts',
  'test/e2e/sharding.test.ts',
  'test/store/crash-banque.test.ts',
];

/**
 * How long a test or hook may take before it counts as hung. Generous on purpose: a test that needs
 * 16 s on an idle machine (the ledger's property test) took over 60 s on this 2-core machine with
 * the suite's other files and other work beside it. The timeout guards against a hang, never against a
 * slow machine; what a test proves never rests on how fast it ran.
 */
const HANG_MS = 180_000;

const shared = {
  testTimeout: HANG_MS,
  hookTimeout: HANG_MS,
  maxWorkers: MAX_WORKERS,
} as const;

export default defineConfig({
  test: {
    sequence: { sequencer: firstSequencer(FIRST) },
    // In CI a JSON report is kept beside the usual output, so .ci/run can print a plain summary.
    reporters: [
      'default',
      './test/support/kill-count-reporter.ts',
      ...(process.env.CI ? [['json', { outputFile: '.tmp/vitest-report.json' }] as ['json', object]] : []),
    ],
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...PROCESS_FILES, ...BUILD_FILES],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'process',
          include: PROCESS_FILES,
          pool: 'forks',
          globalSetup: ['./test/support/setup-process-project.ts'],
        },
      },
      {
        test: {
          ...shared,
          name: 'build',
          include: BUILD_FILES,
          pool: 'forks',
          globalSetup: ['./test/support/setup-build-project.ts'],
        },
      },
    ],
  },
});
