/**
 * docs/verify/lib/ is generated: the compiled modules the verifier page imports (the engine's and
 * the games' pure entries, at their paths under dist/src/), copied
 * from the build by scripts/verify-page-lib.mjs. It must be the build's output, byte for byte, so
 * that the page runs the code `npm run verify` runs. The committed copy is checked against dist/,
 * which the build project's global setup (test/support/setup-build-project.ts) has made a build of
 * these sources with scripts/ensure-build.mjs: the build `npm run verify` runs, compiled once per
 * run (and not at all when CI's `npm run build` has just made it).
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Exit, runNode as node, REPO_ROOT as ROOT } from '../support/processes.js';

const LIB = join(ROOT, 'docs', 'verify', 'lib');
const SCRIPT = join(ROOT, 'scripts', 'verify-page-lib.mjs');

/** Every file under `dir`, relative to it, with forward slashes. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();

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
    for (const path of filesUnder(LIB))
      expect(readFileSync(join(LIB, path)).equals(readFileSync(join(buildDir, 'src', path)))).toBe(true);
  });

  it('GIVEN lib/ THEN it holds the shared algorithm, the export checks and the registry of export formats, and imports nothing but its own files', () => {
    const files = filesUnder(LIB);
    expect(files).toEqual(
      expect.arrayContaining([
        'engine/hashing.js',
        'engine/provably-fair.js',
        'engine/shoe-export.js',
        'games/chemin-de-fer/rules/export.js',
        'games/banque/rules/export.js',
        'games/export-formats.js',
        'games/registry.js',
      ]),
    );
    expect(files).not.toContain('engine/fair.js');
    expect(files).not.toContain('engine/shoe.js');
    for (const path of files) {
      const specifiers = [
        ...readFileSync(join(LIB, path), 'utf8').matchAll(/\bfrom\s+['"]([^'"]+)['"]/g),
      ].map((m) => m[1] ?? '');
      for (const specifier of specifiers)
        expect(files).toContain(posix.normalize(posix.join(posix.dirname(path), specifier)));
    }
  });

  it('GIVEN a copy of the page whose lib/ drifted WHEN checked THEN each changed, missing or extra file is named and it exits 1; copying puts it right', async () => {
    rmSync(pageCopy, { recursive: true, force: true });
    cpSync(join(ROOT, 'docs', 'verify'), pageCopy, { recursive: true });
    const lib = join(pageCopy, 'lib');
    writeFileSync(
      join(lib, 'engine', 'provably-fair.js'),
      `${readFileSync(join(lib, 'engine', 'provably-fair.js'), 'utf8')}\n// edited\n`,
    );
    rmSync(join(lib, 'engine', 'cards.js'));
    writeFileSync(join(lib, 'engine', 'stale.js'), 'export {};\n');
    const page = relative(ROOT, pageCopy);

    const drifted = await script('--check', '--page-dir', page);
    expect(drifted.code).toBe(1);
    expect(drifted.stderr.split('\n').filter(Boolean)).toEqual([
      `${page}/lib/engine/cards.js is missing`,
      `${page}/lib/engine/provably-fair.js differs from the build`,
      `${page}/lib/engine/stale.js is not imported by the page`,
      'Run npm run verify-page to copy the build into the page.',
    ]);

    expect((await script('--page-dir', page)).code).toBe(0);
    expect(await script('--check', '--page-dir', page)).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(filesUnder(lib)).toEqual(filesUnder(LIB));
  });
});
