/**
 * docs/verify/lib/ is generated: the compiled engine modules the verifier page imports, copied
 * from the build by scripts/verify-page-lib.mjs. It must be the build's output, byte for byte, so
 * that the page runs the code `npm run verify` runs. The committed copy is checked against dist/,
 * which the build project's global setup (test/support/setup-build-project.ts) has made a build of
 * these sources with scripts/ensure-build.mjs: the build `npm run verify` runs, compiled once per
 * run (and not at all when CI's `npm run build` has just made it).
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Exit, runNode as node, REPO_ROOT as ROOT } from '../support/processes.js';

const LIB = join(ROOT, 'docs', 'verify', 'lib');
const SCRIPT = join(ROOT, 'scripts', 'verify-page-lib.mjs');

describe('the verifier page’s copy of the compiled engine', () => {
  const buildDir = join(ROOT, 'dist');
  const pageCopy = join(ROOT, '.tmp', `verify-page-copy-${process.pid}`);
  const script = (...args: string[]): Promise<Exit> =>
    node([SCRIPT, '--build-dir', relative(ROOT, buildDir), ...args], ROOT);
  afterAll(() => {
    rmSync(pageCopy, { recursive: true, force: true });
  });

  it('GIVEN the build of the sources WHEN lib/ is checked against it THEN every file is the build’s, and none is missing or extra', async () => {
    expect(await script('--check')).toEqual({ code: 0, stdout: '', stderr: '' });
    for (const name of readdirSync(LIB))
      expect(readFileSync(join(LIB, name)).equals(readFileSync(join(buildDir, 'src', 'engine', name)))).toBe(
        true,
      );
  });

  it('GIVEN lib/ THEN it holds the shared algorithm and the export checks, and imports nothing but its own files', () => {
    const files = readdirSync(LIB).sort();
    expect(files).toEqual(
      expect.arrayContaining(['hashing.js', 'provably-fair.js', 'shoe-export.js', 'cdf-export.js']),
    );
    expect(files).not.toContain('fair.js');
    expect(files).not.toContain('shoe.js');
    for (const name of files) {
      const specifiers = [
        ...readFileSync(join(LIB, name), 'utf8').matchAll(/\bfrom\s+['"]([^'"]+)['"]/g),
      ].map((m) => m[1]);
      for (const specifier of specifiers) expect(files).toContain(specifier?.replace(/^\.\//, ''));
    }
  });

  it('GIVEN a copy of the page whose lib/ drifted WHEN checked THEN each changed, missing or extra file is named and it exits 1; copying puts it right', async () => {
    rmSync(pageCopy, { recursive: true, force: true });
    cpSync(join(ROOT, 'docs', 'verify'), pageCopy, { recursive: true });
    const lib = join(pageCopy, 'lib');
    writeFileSync(
      join(lib, 'provably-fair.js'),
      `${readFileSync(join(lib, 'provably-fair.js'), 'utf8')}\n// edited\n`,
    );
    rmSync(join(lib, 'cards.js'));
    writeFileSync(join(lib, 'stale.js'), 'export {};\n');
    const page = relative(ROOT, pageCopy);

    const drifted = await script('--check', '--page-dir', page);
    expect(drifted.code).toBe(1);
    expect(drifted.stderr.split('\n').filter(Boolean)).toEqual([
      `${page}/lib/cards.js is missing`,
      `${page}/lib/provably-fair.js differs from the build`,
      `${page}/lib/stale.js is not imported by the page`,
      'Run npm run verify-page to copy the build into the page.',
    ]);

    expect((await script('--page-dir', page)).code).toBe(0);
    expect(await script('--check', '--page-dir', page)).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readdirSync(lib).sort()).toEqual(readdirSync(LIB).sort());
  });
});
