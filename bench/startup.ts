/**
 * Start-up: the real bot from process start to its "ready" log line against the local fake
 * Discord (log in, gateway READY, commands registered, timers re-armed), and its resident memory
 * once idle after ready; run with tsx on the TypeScript sources (how the tests run it) and with
 * plain node on the compiled dist/ (how `npm start` runs it). The two alternate, each on fresh
 * storage and a fresh fake Discord, and the median of the runs is reported.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempStorage } from '../test/e2e/support/bot-process.js';
import { startFakeDiscord } from '../test/e2e/support/fake-discord.js';
import { type BenchRow, type BenchSection, median } from './section.js';

const ROOT = join(import.meta.dirname, '..');
const TOKEN = 'bench-token';
const REPEATS = 5;
/** How long the bot idles after ready before its memory is read: the start-up garbage settles. */
const IDLE_MS = 2_000;
const READY_TIMEOUT_MS = 60_000;

interface Variant {
  readonly name: string;
  readonly args: readonly string[];
}

const VARIANTS: readonly Variant[] = [
  { name: 'tsx on the sources', args: ['--import', 'tsx', 'src/main.ts'] },
  { name: 'node on dist/', args: ['dist/src/main.js'] },
];

interface Sample {
  readonly readyMs: number;
  readonly rssKiB: number;
}

/** Resident set size of a live process, from /proc (Linux) or ps elsewhere. */
const rssKiB = (pid: number): number => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
    if (match) return Number(match[1]);
  } catch {
    // Not Linux: ask ps.
  }
  return Number(spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim());
};

/** Resolves once the child logs `ready`; rejects with its stderr if it exits or takes too long. */
const untilReady = (child: ChildProcess): Promise<void> =>
  new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(
      () => reject(new Error(`no ready within ${READY_TIMEOUT_MS} ms\n${stderr}`)),
      READY_TIMEOUT_MS,
    );
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      if (/"msg":"ready"/.test(stderr)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bot exited with ${code} before ready\n${stderr}`));
    });
  });

const measure = async (variant: Variant): Promise<Sample> => {
  const discord = await startFakeDiscord({
    token: TOKEN,
    guilds: [{ name: 'Bench', channels: [{ name: 'baccarat' }], members: [{ username: 'alice' }] }],
  });
  const storage = tempStorage('sabot-bench-startup-');
  let child: ChildProcess | undefined;
  try {
    const started = performance.now();
    child = spawn(process.execPath, variant.args, {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DISCORD_TOKEN: TOKEN,
        DISCORD_API_URL: discord.apiUrl,
        DISCORD_GUILD_ID: discord.guild(0).id,
        STORAGE_URL: storage.url,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    await untilReady(child);
    const readyMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const sample = { readyMs, rssKiB: rssKiB(child.pid!) };
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    return sample;
  } finally {
    child?.kill('SIGKILL');
    await discord.close();
    storage.cleanup();
  }
};

const section: BenchSection = {
  title: 'Start-up: tsx on the sources vs node on dist/',
  async run(): Promise<BenchRow[]> {
    // The compiled bot must be current, as `npm start` makes sure before it runs.
    const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
    const samples = new Map<Variant, Sample[]>(VARIANTS.map((variant) => [variant, []]));
    // One unmeasured start of each first: tsx fills its transform cache, the OS its file cache.
    for (const variant of VARIANTS) await measure(variant);
    for (let i = 0; i < REPEATS; i++)
      for (const variant of VARIANTS) samples.get(variant)!.push(await measure(variant));

    const rows: BenchRow[] = [];
    for (const variant of VARIANTS) {
      const runs = samples.get(variant)!;
      const ready = runs.map((run) => run.readyMs);
      rows.push({
        name: `process start to "ready", ${variant.name} (median of ${REPEATS}; min-max)`,
        value: `${median(ready).toFixed(0)} ms (${Math.min(...ready).toFixed(0)}-${Math.max(...ready).toFixed(0)})`,
      });
      rows.push({
        name: `resident memory ${IDLE_MS / 1000} s after ready, ${variant.name} (median)`,
        value: `${(median(runs.map((run) => run.rssKiB)) / 1024).toFixed(1)} MiB`,
      });
    }
    return rows;
  },
};

export default section;
