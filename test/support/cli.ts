/**
 * The command-line tools as a user runs them: a real child process from the repository root, as
 * `npm run <tool>` would start it, and a temporary folder for the files a test hands them.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type Tool = 'replay' | 'verify' | 'odds' | 'roads';

/** Everything a finished run said, and how it exited. */
export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `src/cli/<tool>.ts` under tsx and collects everything it says. */
export const runCli = (tool: Tool, args: readonly string[]): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${tool}.ts`, ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });

/** Every failing run must say what went wrong in plain lines, never with a stack trace. */
export const expectNoStackTrace = (run: CliRun): void => {
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(run.stdout).not.toMatch(/^\s+at /m);
};

/** A temporary folder for one test file: made before its tests, removed after them. */
export interface TempDir {
  /** The folder's path (set once the tests start). */
  readonly path: () => string;
  /** Writes `text` to a file named `name` in the folder; returns its path. */
  readonly write: (name: string, text: string) => Promise<string>;
}

export const useTempDir = (prefix: string): TempDir => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  return {
    path: () => dir,
    write: async (name, text) => {
      const file = join(dir, name);
      await writeFile(file, text);
      return file;
    },
  };
};
