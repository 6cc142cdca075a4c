/**
 * Global setup of the build project (vitest.config.ts), run once per test run before its files,
 * and only when the run has some. Those files run the compiled bot and tools from dist/, as
 * `npm start` and `npm run <tool>` do, so dist/ must be a build of these sources: after
 * `npm run build` (as CI has just run it) this costs the hash of the sources; after a change it
 * builds, as `npm start` would (scripts/ensure-build.mjs).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './test-build.js';

export default (): void => {
  const built = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'ensure-build.mjs')], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`dist/ could not be built (ensure-build exit ${built.status})`);
};
