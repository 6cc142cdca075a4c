/**
 * The worlds the Discord benches play in: a fake Discord whose servers hold the tables (at most
 * 250 channels a server, under Discord's 500), 14 players in each, and the server owner; and the
 * bot under test (Sabot, or the minimal bot that only replies "ok") started against it.
 */

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { BotProcess, tempStorage } from '../test/e2e/support/bot-process.js';
import {
  type FakeDiscord,
  type InteractionHandle,
  startFakeDiscord,
} from '../test/e2e/support/fake-discord.js';

export const TOKEN = 'bench-token';
export const PLAYERS = 14;
const TABLES_PER_SERVER = 250;

export interface BenchWorld {
  readonly discord: FakeDiscord;
  readonly bot: BotProcess;
  /** A `/bet` of one chip by a player at a table (tables numbered across servers). */
  bet(table: number, player: number): InteractionHandle;
  /** `/deal` by the player at the table. */
  deal(table: number, player: number): InteractionHandle;
  /** The owner of every server turns the betting timer off server-wide (Sabot only). */
  timersOff(): Promise<void>;
  /** Stops the bot (it must exit 0 and have logged no error) and the fake Discord. */
  close(): Promise<void>;
}

const OWNER_ID = '100000000000000001';

export const openWorld = async (
  script: string,
  tables: number,
  extraEnv: Record<string, string> = {},
): Promise<BenchWorld> => {
  const servers = Math.ceil(tables / TABLES_PER_SERVER);
  const discord = await startFakeDiscord({
    token: TOKEN,
    defaultTimeoutMs: 120_000,
    guilds: Array.from({ length: servers }, (_, s) => ({
      name: `Bench ${s}`,
      ownerId: OWNER_ID,
      channels: Array.from(
        { length: Math.min(TABLES_PER_SERVER, tables - s * TABLES_PER_SERVER) },
        (_, i) => ({
          name: `table-${i}`,
        }),
      ),
      members: [
        { id: OWNER_ID, username: 'owner' },
        ...Array.from({ length: PLAYERS }, (_, i) => ({ username: `player${i}` })),
      ],
    })),
  });
  const storage = tempStorage('sabot-bench-');
  let bot: BotProcess;
  try {
    bot = await BotProcess.start({
      apiUrl: discord.apiUrl,
      token: TOKEN,
      guildId: discord.guild(0).id,
      storageUrl: storage.url,
      script,
      logLevel: 'info',
      readyTimeoutMs: 120_000,
      extraEnv,
    });
  } catch (error) {
    await discord.close();
    storage.cleanup();
    throw error;
  }
  const place = (table: number) => {
    const guild = discord.guild(Math.floor(table / TABLES_PER_SERVER));
    return { guildId: guild.id, channelId: guild.channel(table % TABLES_PER_SERVER).id, guild };
  };
  // The minimal bot registers no commands, so the options carry their types.
  const slash = (table: number, userId: string, name: string, options: object[], subcommand?: string) => {
    const { guildId, channelId } = place(table);
    return discord.slash({
      guildId,
      channelId,
      userId,
      name,
      ...(subcommand ? { subcommand } : {}),
      options: options as never,
    });
  };
  const playerId = (table: number, player: number) => place(table).guild.member(player + 1).id;
  return {
    discord,
    bot,
    bet: (table, player) =>
      slash(table, playerId(table, player), 'bet', [
        { name: 'side', type: 3, value: (['player', 'banker', 'tie'] as const)[player % 3]! },
        { name: 'amount', type: 4, value: 1 },
      ]),
    deal: (table, player) => slash(table, playerId(table, player), 'deal', []),
    async timersOff() {
      for (let s = 0; s < servers; s++) {
        const reply = await slash(
          s * TABLES_PER_SERVER,
          OWNER_ID,
          'table',
          [
            { name: 'seconds', type: 4, value: 0 },
            { name: 'scope', type: 3, value: 'server' },
          ],
          'timer',
        ).reply();
        if (!reply.content && reply.embeds.length === 0) throw new Error('/table timer got no answer');
      }
    },
    async close() {
      try {
        const code = await bot.stop();
        if (code !== 0) throw new Error(`${script} exited with ${code}\n${bot.diagnostics()}`);
        if (bot.errors().length > 0) throw new Error(`${script} logged errors\n${bot.diagnostics()}`);
      } finally {
        bot.kill();
        await discord.close();
        storage.cleanup();
      }
    },
  };
};

/** Resident set size of a live process in KiB, from /proc (Linux) or ps elsewhere. */
export const rssKiB = (pid: number): number => {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (match) return Number(match[1]);
  } catch {
    // Not Linux: ask ps.
  }
  return Number(spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim());
};

/** Clock ticks per second of /proc's CPU times (USER_HZ): 100 on Linux unless getconf says otherwise. */
let ticks: number | undefined;
const ticksPerSecond = (): number => {
  if (ticks === undefined) {
    const answer = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim());
    ticks = Number.isFinite(answer) && answer > 0 ? answer : 100;
  }
  return ticks;
};

/**
 * CPU time a live process has used so far, every thread of it (its JavaScript, the garbage
 * collector's and compiler's helpers, the SQLite driver's pool), in milliseconds, from /proc; NaN
 * where there is no /proc (the bench then reports it as not measured).
 */
export const cpuMs = (pid: number): number => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond();
  } catch {
    return Number.NaN;
  }
};

/** Runs the jobs with `inFlight` of them at a time. */
export const runJobs = async <T>(jobs: readonly T[], inFlight: number, run: (job: T) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < jobs.length) await run(jobs[next++]!);
    }),
  );
};
