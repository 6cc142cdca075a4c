/**
 * Memory of one shard process holding many tables: 10,000 tables (40 servers of 250 channels),
 * each played once (a bet, then a deal, its result posted), then the bot's resident memory once
 * it is idle; against the minimal "ok" bot holding the same servers and channels and answering
 * the same interactions.
 * Both run as production runs them (bots.ts).
 */
import { compiledBot, compiledMinimalBot } from './bots.js';
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
