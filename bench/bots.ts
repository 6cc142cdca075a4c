/**
 * The two bots the Discord benches compare, run as production runs them: plain node on
 * JavaScript, no TypeScript loader. Sabot is the compiled dist/src/main.js that `npm start` runs
 * (built first by scripts/ensure-build.mjs, as `npm start` does); the minimal "ok" bot's source has
 * its types stripped into .tmp/ (TypeScript's transpileModule, no type check). tsx costs ~29 MiB
 * and its loader and source maps some CPU, so running one bot with it and not the other, or both
 * with it, would blur a ratio.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');

/** Builds dist/ when the sources changed, as `npm start` does first; returns the bot's entry. */
export const compiledBot = (): string => {
  const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  return 'dist/src/main.js';
};

/**
 * The minimal bot as plain JavaScript, inside the repository so that it finds node_modules.
 * `.mjs`: an ES module whatever package.json says.
 */
export const compiledMinimalBot = (): string => {
  const source = readFileSync(join(ROOT, 'bench/minimal-bot.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  mkdirSync(join(ROOT, '.tmp/bench'), { recursive: true });
  writeFileSync(join(ROOT, '.tmp/bench/minimal-bot.mjs'), outputText);
  return '.tmp/bench/minimal-bot.mjs';
};
