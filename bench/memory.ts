/**
 * Memory of one shard process holding many tables: 10,000 tables (40 servers of 250 channels),
 * each played once (a bet, then a deal, its result posted), then the bot's resident memory once
 * it is idle; against the minimal "ok" bot holding the same servers and channels and answering
 * the same interactions.
 *
 * Both run as production runs: plain node on JavaScript, no TypeScript loader. Sabot is the
 * compiled dist/src/main.js that `npm start` runs (built first by scripts/ensure-build.mjs, as
 * `npm start` does); the minimal bot's source has its types stripped into .tmp/ (TypeScript's
 * transpileModule, no type check). tsx alone costs ~29 MiB (README, start-up row), so running one
 * bot with it and not the other, or both with it, would blur the ratio.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { openWorld, rssKiB, runJobs } from './discord-world.js';
import type { BenchRow, BenchSection } from './section.js';

const TABLES = 10_000;
const IN_FLIGHT = 50;
/** The bot is idle once it has sent no request to Discord for this long; then its memory is read. */
const QUIET_MS = 3_000;

interface Sample {
  readonly rssKiB: number;
  readonly seconds: number;
}

const waitUntilQuiet = async (requests: () => number): Promise<void> => {
  let seen = requests();
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (requests() !== seen) {
      seen = requests();
      quietSince = Date.now();
    }
  }
};

const measure = async (script: string): Promise<Sample> => {
  const world = await openWorld(script, TABLES);
  try {
    await world.timersOff();
    const started = performance.now();
    const tables = Array.from({ length: TABLES }, (_, table) => table);
    await runJobs(tables, IN_FLIGHT, async (table) => {
      const bet = await world.bet(table, 0).reply();
      if (!bet.content) throw new Error(`bet at table ${table} got no answer`);
      await world.deal(table, 0).reply();
    });
    const seconds = (performance.now() - started) / 1000;
    await waitUntilQuiet(() => world.discord.requests.length);
    return { rssKiB: rssKiB(world.bot.child.pid!), seconds };
  } finally {
    await world.close();
  }
};

const ROOT = join(import.meta.dirname, '..');

/** Builds dist/ when the sources changed, as `npm start` does first; returns the bot's entry. */
const compiledBot = (): string => {
  const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  return 'dist/src/main.js';
};

/**
 * The minimal bot as plain JavaScript, inside the repository so that it finds node_modules.
 * `.mjs`: an ES module whatever package.json says.
 */
const compiledMinimalBot = (): string => {
  const source = readFileSync(join(ROOT, 'bench/minimal-bot.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  mkdirSync(join(ROOT, '.tmp/bench'), { recursive: true });
  writeFileSync(join(ROOT, '.tmp/bench/minimal-bot.mjs'), outputText);
  return '.tmp/bench/minimal-bot.mjs';
};

const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

const section: BenchSection = {
  title: 'Memory of one shard process with 10,000 tables played once',
  async run(): Promise<BenchRow[]> {
    const ours = await measure(compiledBot());
    const minimal = await measure(compiledMinimalBot());
    const ratio = ours.rssKiB / minimal.rssKiB;
    return [
      { name: 'Sabot: resident memory, idle after every table played once', value: mib(ours.rssKiB) },
      {
        name: 'Sabot: playing the 10,000 tables (a bet and a deal each)',
        value: `${ours.seconds.toFixed(0)} s`,
      },
      { name: 'minimal bot: resident memory, same servers and interactions', value: mib(minimal.rssKiB) },
      {
        name: 'resident memory, Sabot / minimal',
        value: `${ratio.toFixed(2)}×`,
        floor: '≤ 1.5×',
        meetsFloor: ratio <= 1.5,
      },
    ];
  },
};

export default section;
