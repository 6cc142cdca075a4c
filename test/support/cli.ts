/**
 * The command-line tools as the tests run them. Most cases call the tool's own `main(argv, io)` in
 * the test's process, with stdout, stderr, the environment and the directory given to it: the same
 * code `npm run <tool>` runs, without a Node start-up per case. Each tool also keeps one case run
 * as a user runs it (`runCompiledCli`): plain `node` on the compiled `dist/src/cli/<tool>.js`, as
 * `npm run <tool>` starts it once its pre-script has made sure dist/ is current (the process
 * project's global setup, test/support/global-build.ts, does that for the suite), so exit codes,
 * the flushing of a large stdout and the entry-point check are proven on a real process too.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ToolMain } from '../../src/cli/args.js';
import { runNode } from './processes.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type Tool = 'replay' | 'verify' | 'odds' | 'roads' | 'audit';

const MAINS: Record<Tool, () => Promise<{ main: ToolMain }>> = {
  replay: () => import('../../src/cli/replay.js'),
  verify: () => import('../../src/cli/verify.js'),
  odds: () => import('../../src/cli/odds.js'),
  roads: () => import('../../src/cli/roads.js'),
  audit: () => import('../../src/cli/audit.js'),
};

/** Everything a finished run said, and how it exited. */
export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliSurroundings {
  /** The tool's whole environment (nothing of the test process's is passed on). */
  readonly env?: Record<string, string>;
  /** Where it runs: the repository's root unless given. */
  readonly cwd?: string;
}

/** Runs `main` of `src/cli/<tool>.ts` in this process and collects everything it says. */
export const runCli = async (
  tool: Tool,
  args: readonly string[],
  { env = {}, cwd = ROOT }: CliSurroundings = {},
): Promise<CliRun> => {
  const { main } = await MAINS[tool]();
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env: { ...env },
    cwd,
  });
  return { code, stdout, stderr };
};

/**
 * Runs the compiled tool as `npm run <tool>` does (plain `node dist/src/cli/<tool>.js`) in a child
 * process with PATH and `env` as its whole environment, and collects everything it says.
 */
export const runCompiledCli = (
  tool: Tool,
  args: readonly string[],
  { env = {}, cwd = ROOT }: CliSurroundings = {},
): Promise<CliRun> => runNode([join(ROOT, 'dist', 'src', 'cli', `${tool}.js`), ...args], cwd, env);

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

/** A tool's output as its lines, blank ones left out. */
export const outputLines = (text: string): string[] => text.split('\n').filter((line) => line !== '');

/** `replay`'s arguments for `game`: the seeds and the shoe's number, then `extra`. */
export const replayArgs =
  (game: string) =>
  (serverSeed: string, clientSeed: string, shoe: number, extra: string[] = []): string[] => [
    '--game',
    game,
    '--server-seed',
    serverSeed,
    '--client-seed',
    clientSeed,
    '--shoe',
    String(shoe),
    ...extra,
  ];

/** `verify` on a replay's own output, saved in `temp`: every coup of shoe `shoe` holds, and it exits 0. */
export const expectReplayVerifies = async (temp: TempDir, replayed: string, shoe: number): Promise<void> => {
  const coups = (JSON.parse(replayed) as { coups: unknown[] }).coups.length;
  const file = await temp.write('honest.json', replayed);
  expect(await runCli('verify', [file])).toEqual({
    code: 0,
    stdout: `verified ${coups} coups of shoe ${shoe}: 0 mismatches\n`,
    stderr: '',
  });
};
