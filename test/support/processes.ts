/**
 * For the tests that run real entry points as child processes: plain `node` (or tsx on the
 * sources) with only the environment given, and temp directories removed after each test.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach } from 'vitest';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** `node --import` this runs TypeScript sources as the tests and the e2e suite do. */
export const TSX = join(REPO_ROOT, 'node_modules/tsx/dist/esm/index.mjs');

export interface Exit {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node ...args` in `cwd` with PATH and `env` as its whole environment (no .env from the repo). */
export const runNode = (
  args: readonly string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<Exit> =>
  new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', fail);
    child.once('close', (code) => done({ code, stdout, stderr }));
  });

/** A maker of temp directories, each removed after the test that made it. Call at module level. */
export const tempDirs = (prefix: string): (() => string) => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
};
