/**
 * Keeps the compiled bot in step with its sources. `npm start`, `npm run deploy-commands` and the
 * tools run plain JavaScript from dist/ and run this first: it hashes src/, commands/ and the
 * tsconfig files, and compiles (tsc -p tsconfig.build.json) only when that hash differs from the
 * one the last build left in dist/.sources-hash. A fresh clone or a pulled change builds once; every
 * later start costs a few milliseconds. A hash, not file times: a checkout that puts back an older
 * file is a change too.
 *
 *   node scripts/ensure-build.mjs             build when the sources changed (or dist/ is missing)
 *   node scripts/ensure-build.mjs --force     build now, into a clean dist/ (npm run build)
 *   --out-dir DIR                             another output directory inside the repository
 *   --no-check                                emit without type-checking (CI: `npm run typecheck` checks the same
 *                                             sources and more, beside the test run)
 *
 * Plain Node on purpose: it must run before anything is compiled.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** What the build compiles, and the settings that shape its output. */
const SOURCE_DIRS = ['src', 'commands'];
const SETTINGS = ['tsconfig.json', 'tsconfig.build.json'];
const STAMP = '.sources-hash';
/** The file whose presence says a build exists at all. */
const ENTRY = join('src', 'main.js');

/** Every file under `dir`, as paths relative to the root, in a stable order. */
const filesUnder = (root, dir) => {
  const found = [];
  const walk = (path) => {
    for (const entry of readdirSync(join(root, path), { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  if (existsSync(join(root, dir))) walk(dir);
  return found;
};

/** SHA-256 over the name and content of every source and settings file. */
export const sourcesHash = (root = ROOT) => {
  const hash = createHash('sha256');
  const files = [...SOURCE_DIRS.flatMap((dir) => filesUnder(root, dir)), ...SETTINGS].sort();
  for (const file of files) {
    hash.update(`${file.split('\\').join('/')}\0`);
    hash.update(existsSync(join(root, file)) ? readFileSync(join(root, file)) : '(absent)');
    hash.update('\0');
  }
  return hash.digest('hex');
};

/** Whether `outDir` holds a build of exactly these sources. */
export const isCurrent = (outDir, hash) => {
  try {
    return existsSync(join(outDir, ENTRY)) && readFileSync(join(outDir, STAMP), 'utf8').trim() === hash;
  } catch {
    return false;
  }
};

/** The TypeScript compiler's entry script, or undefined when TypeScript is not installed. */
const findTsc = (root) => {
  try {
    return createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');
  } catch {
    return undefined;
  }
};

/** One line on stderr (stdout may be a tool's output, piped into a file). */
const say = (line) => process.stderr.write(`${line}\n`);

/** Builds when needed; returns the exit code. */
export const ensureBuild = ({ root = ROOT, outDir = 'dist', force = false, check = true } = {}) => {
  const out = resolve(root, outDir);
  const inside = relative(root, out);
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) {
    say(`ensure-build: --out-dir must be a directory inside ${root} (got ${outDir})`);
    return 2;
  }
  const staging = join(root, '.tmp', `ensure-build-${process.pid}`);
  if (!relative(out, staging).startsWith('..')) {
    say(`ensure-build: --out-dir cannot hold the staging directory ${relative(root, staging)}`);
    return 2;
  }
  const hash = sourcesHash(root);
  if (!force && isCurrent(out, hash)) return 0;

  const tsc = findTsc(root);
  if (!tsc) {
    // A production install (npm ci --omit=dev) runs the dist/ it was shipped with.
    if (!force && existsSync(join(out, ENTRY))) {
      say(`TypeScript is not installed, so ${inside}/ is used as it is (it may be older than the sources)`);
      return 0;
    }
    say(`${inside}/ needs building and TypeScript is not installed: run npm ci, then npm run build`);
    return 1;
  }
  // Silent when it works: `npm start` on a fresh clone without a token prints the bot's one line only.
  // Compiled beside it and swapped in whole: a failed build leaves the last good one in place, a
  // bot running from it never sees it half-written, and a source deleted since does not linger.
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(dirname(staging), { recursive: true });
  const noCheck = check ? [] : ['--noCheck'];
  const compiled = spawnSync(
    process.execPath,
    [tsc, '-p', 'tsconfig.build.json', '--outDir', staging, ...noCheck],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (compiled.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    say(`The build failed (tsc exit ${compiled.status ?? compiled.signal}): see the errors above`);
    return 1;
  }
  writeFileSync(join(staging, STAMP), `${hash}\n`);
  rmSync(out, { recursive: true, force: true });
  renameSync(staging, out);
  return 0;
};

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const check = !args.includes('--no-check');
  const outAt = args.indexOf('--out-dir');
  const outDir = outAt >= 0 ? args[outAt + 1] : 'dist';
  const flags = new Set(['--force', '--no-check', '--out-dir']);
  const unknown = args.filter((arg, i) => !flags.has(arg) && (outAt < 0 || i !== outAt + 1));
  if (unknown.length > 0 || outDir === undefined) {
    say('Usage: node scripts/ensure-build.mjs [--force] [--no-check] [--out-dir DIR]');
    process.exitCode = 2;
  } else {
    process.exitCode = ensureBuild({ outDir, force, check });
  }
}
