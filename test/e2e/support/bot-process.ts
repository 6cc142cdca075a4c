/**
 * The real bot (`src/main.ts`) as a child process against the fake Discord: start it, wait for its
 * "ready" log line, stop it (SIGTERM, exit 0 expected) or kill it (SIGKILL). Its stderr is kept for
 * diagnostics and for waiting on log lines.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface LogLine {
  readonly level?: string;
  readonly msg?: string;
  readonly [field: string]: unknown;
}

export interface BotOptions {
  readonly apiUrl: string;
  readonly token: string;
  readonly guildId?: string;
  /** An `sqlite:///abs/path` URL; a fresh temp file when omitted. */
  readonly storageUrl?: string;
  readonly logLevel?: 'debug' | 'info' | 'warn' | 'error';
  /**
   * Script to run (default `src/main.ts`): TypeScript runs with tsx, JavaScript (e.g. the compiled
   * `dist/src/main.js`, as `npm start` runs it) with plain node and no loader.
   */
  readonly script?: string;
  readonly extraEnv?: Record<string, string>;
  readonly readyTimeoutMs?: number;
  /** The log message that means ready (default `ready`). */
  readonly readyMsg?: string;
}

/** A temp directory and an SQLite URL inside it; `cleanup()` removes the directory. */
export function tempStorage(prefix = 'sabot-e2e-'): { dir: string; url: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    url: `sqlite://${join(dir, 'sabot.sqlite')}`,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export class BotProcess {
  readonly child: ChildProcess;
  readonly storageUrl: string;
  readonly lines: LogLine[] = [];
  stderr = '';
  stdout = '';
  #exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  #exited = false;
  #listeners = new Set<() => void>();

  private constructor(options: BotOptions, storageUrl: string) {
    this.storageUrl = storageUrl;
    const script = options.script ?? 'src/main.ts';
    const loader = /\.[cm]?ts$/.test(script) ? ['--import', 'tsx'] : [];
    this.child = spawn(process.execPath, [...loader, script], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DISCORD_TOKEN: options.token,
        DISCORD_API_URL: options.apiUrl,
        STORAGE_URL: storageUrl,
        DISCORD_GUILD_ID: options.guildId ?? '',
        LOG_LEVEL: options.logLevel ?? 'debug',
        ...options.extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr += chunk;
      pending += chunk;
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const part of parts) {
        if (!part.trim()) continue;
        try {
          this.lines.push(JSON.parse(part) as LogLine);
        } catch {
          this.lines.push({ msg: part });
        }
      }
      for (const listener of this.#listeners) listener();
    });
    this.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stdout += chunk;
    });
    this.#exit = new Promise((resolveExit) => {
      this.child.once('exit', (code, signal) => {
        this.#exited = true;
        for (const listener of this.#listeners) listener();
        resolveExit({ code, signal });
      });
    });
  }

  /** Spawns the bot and resolves once it logged `ready` (rejects with its stderr if it exits first). */
  static async start(options: BotOptions): Promise<BotProcess> {
    const bot = new BotProcess(options, options.storageUrl ?? tempStorage().url);
    const readyMsg = options.readyMsg ?? 'ready';
    try {
      await bot.waitForLog((line) => line.msg === readyMsg, options.readyTimeoutMs ?? 90_000);
    } catch (error) {
      bot.kill();
      throw error;
    }
    return bot;
  }

  get exited(): boolean {
    return this.#exited;
  }

  /**
   * Resolves with the first log line matching `predicate` (already logged or future), from line
   * `from` on. Each line is looked at once, however many the bot writes while this waits.
   */
  waitForLog(predicate: (line: LogLine) => boolean, timeoutMs = 15_000, from = 0): Promise<LogLine> {
    return new Promise((resolveLine, reject) => {
      let next = from;
      const check = () => {
        let found: LogLine | undefined;
        for (; next < this.lines.length && !found; next++) {
          const line = this.lines[next] as LogLine;
          if (predicate(line)) found = line;
        }
        if (found) {
          done();
          resolveLine(found);
        } else if (this.#exited) {
          done();
          reject(new Error(`bot exited before the awaited log line\n${this.diagnostics()}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(
          new Error(`Timed out after ${timeoutMs} ms waiting for a bot log line\n${this.diagnostics()}`),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.#listeners.delete(check);
      };
      this.#listeners.add(check);
      check();
    });
  }

  /** Graceful stop: SIGTERM, resolves with the exit code (the bot's contract is 0). */
  async stop(timeoutMs = 20_000): Promise<number | null> {
    if (this.#exited) return (await this.#exit).code;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    const { code } = await this.#exit;
    clearTimeout(timer);
    return code;
  }

  /** Crash: SIGKILL, no cleanup in the bot. */
  kill(): void {
    if (!this.#exited) this.child.kill('SIGKILL');
  }

  async killed(): Promise<void> {
    this.kill();
    await this.#exit;
  }

  /** Resolves once the process has exited (and been reaped). */
  get exit(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    return this.#exit;
  }

  /** Errors the bot logged (level error), for asserting a clean run. */
  errors(): LogLine[] {
    return this.lines.filter((line) => line.level === 'error');
  }

  diagnostics(): string {
    const tail = this.stderr.split('\n').slice(-40).join('\n');
    return `--- bot stderr (last 40 lines) ---\n${tail}`;
  }
}
