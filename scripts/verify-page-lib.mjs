/**
 * The verifier page (docs/verify/) runs the project's own provably-fair-v1 modules, compiled. A
 * static host serves files as they are, so the compiled modules the page imports are kept in
 * docs/verify/lib/: exact copies of the build's dist/src/ files (the engine's, and the games' pure
 * entries with their rules and table modules, since the export formats are derived from the games'
 * registry), byte for byte, at the same paths under lib/ as under dist/src/, found by following the
 * imports of the page's own scripts. Nothing is rewritten, so the page runs the very JavaScript
 * `npm run verify` runs; `--check` (and test/verify-page/lib.test.ts) proves the copy is the build's.
 *
 *   node scripts/verify-page-lib.mjs           build when the sources changed, then copy
 *   node scripts/verify-page-lib.mjs --check   exit 1, naming each file, when lib/ differs from the build
 *   --build-dir DIR                            take the compiled modules from DIR (already built)
 *   --page-dir DIR                             the page's directory (default docs/verify)
 *
 * Plain Node, like ensure-build.mjs.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild, ROOT } from './ensure-build.mjs';

/** Where the compiled sources sit inside a build: lib/ mirrors this directory. */
const SOURCES = 'src';
const LIB = 'lib';

/** The relative module specifiers a compiled ES module imports or re-exports. */
const importsOf = (source) =>
  [...source.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"]*?['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);

/** The page's own scripts: every .js file of the page directory, lib/ aside. */
const pageScripts = (pageDir) =>
  readdirSync(pageDir).filter((name) => name.endsWith('.js') && !name.startsWith('.'));

/**
 * The lib/ files the page needs, as paths relative to lib/ (so to the build's compiled
 * sources): every module the page's scripts import from lib/, and everything those import.
 */
export const libClosure = (pageDir, sourcesDir) => {
  const needed = new Set();
  const visit = (path) => {
    if (needed.has(path)) return;
    const file = join(sourcesDir, path);
    if (!existsSync(file)) throw new Error(`the page imports lib/${path}, which the build does not have`);
    needed.add(path);
    for (const specifier of importsOf(readFileSync(file, 'utf8')))
      visit(posix.normalize(posix.join(posix.dirname(path), specifier)));
  };
  for (const script of pageScripts(pageDir))
    for (const specifier of importsOf(readFileSync(join(pageDir, script), 'utf8'))) {
      const path = posix.normalize(specifier);
      if (path.startsWith(`${LIB}/`)) visit(path.slice(LIB.length + 1));
    }
  return [...needed].sort();
};

/** Every file under `dir`, relative to it, with forward slashes. */
const filesUnder = (dir) => {
  const found = [];
  const walk = (path) => {
    for (const entry of readdirSync(join(dir, path), { withFileTypes: true })) {
      const child = path ? `${path}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else found.push(child);
    }
  };
  if (existsSync(dir)) walk('');
  return found.sort();
};

/** How lib/ differs from the build: one line per file missing, different or not needed. */
export const libDifferences = (pageDir, sourcesDir) => {
  const wanted = libClosure(pageDir, sourcesDir);
  const libDir = join(pageDir, LIB);
  const present = filesUnder(libDir);
  const lines = [];
  for (const path of wanted) {
    if (!present.includes(path)) lines.push(`lib/${path} is missing`);
    else if (!readFileSync(join(libDir, path)).equals(readFileSync(join(sourcesDir, path))))
      lines.push(`lib/${path} differs from the build`);
  }
  for (const path of present)
    if (!wanted.includes(path)) lines.push(`lib/${path} is not imported by the page`);
  return lines;
};

/** Makes lib/ exactly the page's closure of the build's modules. */
export const copyLib = (pageDir, sourcesDir) => {
  const wanted = libClosure(pageDir, sourcesDir);
  const libDir = join(pageDir, LIB);
  rmSync(libDir, { recursive: true, force: true });
  for (const path of wanted) {
    mkdirSync(dirname(join(libDir, path)), { recursive: true });
    writeFileSync(join(libDir, path), readFileSync(join(sourcesDir, path)));
  }
  return wanted;
};

const say = (line) => process.stderr.write(`${line}\n`);

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const known = new Set(['--check', '--build-dir', '--page-dir']);
  const unknown = args.filter((arg, i) => !known.has(arg) && !known.has(args[i - 1] ?? ''));
  if (unknown.length > 0) {
    say('Usage: node scripts/verify-page-lib.mjs [--check] [--build-dir DIR] [--page-dir DIR]');
    process.exit(2);
  }
  const buildDir = option('--build-dir');
  if (buildDir === undefined) {
    const built = ensureBuild({});
    if (built !== 0) process.exit(built);
  }
  const sourcesDir = resolve(ROOT, buildDir ?? 'dist', SOURCES);
  const pageDir = resolve(ROOT, option('--page-dir') ?? join('docs', 'verify'));
  if (args.includes('--check')) {
    const differences = libDifferences(pageDir, sourcesDir);
    for (const line of differences) say(`${relative(ROOT, pageDir)}/${line}`);
    if (differences.length > 0) say('Run npm run verify-page to copy the build into the page.');
    process.exit(differences.length === 0 ? 0 : 1);
  }
  const copied = copyLib(pageDir, sourcesDir);
  say(`${relative(ROOT, join(pageDir, LIB))}/: ${copied.length} modules copied from the build`);
}
