/**
 * The test build: the scripts the tests start as child processes (the crash workers, and the bot's
 * own entry points for tests that want them), compiled to plain JavaScript once per change of the
 * sources, so that each of the hundreds of processes the suite starts loads JavaScript, not the
 * tsx loader compiling TypeScript on the fly (a third of the CPU per start).
 *
 * The compiler is the repository's own tsc with the repository's own settings (tsconfig.json), run
 * with `--noCheck`: `npm run typecheck` checks these files, so the test build only emits them, which
 * takes a few seconds. The output lands in .tmp/test-build/<hash>/, inside the repository so that
 * compiled modules find node_modules as dist/ does; the hash covers every file the entries can
 * reach, so an unchanged checkout reuses its build and a changed one never runs a stale one.
 *
 * Plain Node only (no vitest): the process project's global setup (global-setup.ts) runs it once
 * per test run, and the tests find the result through `compiledScript`.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** The scripts tests start as processes, relative to the repository's root. */
export const TEST_BUILD_ENTRIES = [
  'test/store/support/crash-worker.ts',
  'test/store/support/crash-cdf-worker.ts',
  'test/store/support/crash-banque-worker.ts',
  'test/store/support/owner-worker.ts',
  'src/main.ts',
  'src/shard.ts',
] as const;

export type TestBuildEntry = (typeof TEST_BUILD_ENTRIES)[number];

/** Everything the entries can import: the sources, the crash workers' support, the settings. */
const INPUT_DIRS = ['src', 'commands', 'test/store/support'];
const INPUT_FILES = ['tsconfig.json', 'package.json'];
/** Where test builds live, one directory per hash of their inputs. */
const BUILDS = join(REPO_ROOT, '.tmp', 'test-build');
/** Written last into a finished build: a directory without it is not one. */
const DONE = '.done';
/** Builds of other inputs are removed once this old: another run in the same checkout may still use one. */
const STALE_MS = 60 * 60_000;

const filesUnder = (dir: string): string[] => {
  const found: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(join(REPO_ROOT, path), { withFileTypes: true })) {
      const child = `${path}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  if (existsSync(join(REPO_ROOT, dir))) walk(dir);
  return found;
};

/** SHA-256 over the entries and the name and content of every input file. */
export const testBuildHash = (): string => {
  const hash = createHash('sha256');
  hash.update(`${TEST_BUILD_ENTRIES.join('\n')}\0`);
  for (const file of [...INPUT_DIRS.flatMap(filesUnder), ...INPUT_FILES].sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(REPO_ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
};

/**
 * Makes sure the test build of the current sources exists; returns its directory. Compiles into a
 * staging directory and renames it into place, so a run never sees half a build.
 */
export const ensureTestBuild = (): string => {
  const hash = testBuildHash();
  const dir = join(BUILDS, hash);
  if (!existsSync(join(dir, DONE))) {
    const staging = join(BUILDS, `staging-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    const config = join(staging, 'tsconfig.json');
    writeFileSync(
      config,
      JSON.stringify({
        extends: relative(staging, join(REPO_ROOT, 'tsconfig.json')),
        compilerOptions: {
          noEmit: false,
          noCheck: true,
          outDir: '.',
          rootDir: relative(staging, REPO_ROOT),
          sourceMap: false,
          declaration: false,
        },
        include: [],
        files: TEST_BUILD_ENTRIES.map((entry) => relative(staging, join(REPO_ROOT, entry))),
      }),
    );
    const tsc = createRequire(join(REPO_ROOT, 'package.json')).resolve('typescript/bin/tsc');
    const compiled = spawnSync(process.execPath, [tsc, '-p', config], { cwd: REPO_ROOT, encoding: 'utf8' });
    if (compiled.status !== 0) {
      rmSync(staging, { recursive: true, force: true });
      throw new Error(
        `the test build failed (tsc exit ${compiled.status ?? compiled.signal}):\n${compiled.stdout}${compiled.stderr}`,
      );
    }
    rmSync(config);
    writeFileSync(join(staging, DONE), `${hash}\n`);
    // Another run in this checkout may have finished the same build meanwhile, and may be using
    // it: then that one stays, and this one goes.
    if (existsSync(join(dir, DONE))) rmSync(staging, { recursive: true, force: true });
    else {
      rmSync(dir, { recursive: true, force: true });
      try {
        renameSync(staging, dir);
      } catch (error) {
        rmSync(staging, { recursive: true, force: true });
        if (!existsSync(join(dir, DONE))) throw error;
      }
    }
  }
  for (const other of readdirSync(BUILDS)) {
    const path = join(BUILDS, other);
    if (other !== hash && Date.now() - statSync(path).mtimeMs > STALE_MS)
      rmSync(path, { recursive: true, force: true });
  }
  return dir;
};

/** The compiled JavaScript of `entry` in the test build at `dir`. */
export const scriptIn = (dir: string, entry: TestBuildEntry): string =>
  join(dir, entry.replace(/\.ts$/, '.js'));
