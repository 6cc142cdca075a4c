/**
 * The real entry point (`src/main.ts`) failing at start-up: each bad or unreachable setting is ONE
 * plain line on stderr naming the setting and the fix, exit code 1, nothing on stdout, no JSON, no
 * stack trace, and no secret. Each run gets only the environment given here and a temp working
 * directory, so no `.env` is read.
 */
import { writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MISSING_TOKEN } from '../src/config.js';
import { startFakeDiscord } from './e2e/support/fake-discord.js';
import { type Exit, REPO_ROOT, runNode, TSX, tempDirs } from './support/processes.js';

const PASSWORD = 'hunter22-secret';
const tempDir = tempDirs('sabot-startup-');

/** Runs the bot from sources (as the e2e suite does) in `cwd` with exactly `env` (plus PATH). */
const startBot = (cwd: string, env: Record<string, string>): Promise<Exit> =>
  runNode(['--import', TSX, join(REPO_ROOT, 'src/main.ts')], cwd, env);

/** The one line the run printed, after checking it printed exactly one line, on stderr, and exit 1. */
const oneLine = (exit: Exit): string => {
  expect(exit.stdout).toBe('');
  expect(exit.stderr).toMatch(/^[^\n]+\n$/);
  expect(exit.stderr).not.toMatch(/^\s*[{[]|\bat .+:\d+:\d+/);
  expect(exit.code).toBe(1);
  return exit.stderr.trimEnd();
};

describe('start-up failures', () => {
  it('GIVEN no token and no .env WHEN the bot starts THEN it prints one line and exits 1', async () => {
    expect(oneLine(await startBot(tempDir(), {}))).toBe(MISSING_TOKEN);
  });

  it.each([
    [
      `postgresql://sabot:${PASSWORD}@127.0.0.1:1/x`,
      'STORAGE_URL postgresql://sabot:[redacted]@127.0.0.1:1/x cannot be reached (connect ECONNREFUSED 127.0.0.1:1): start PostgreSQL there, or correct STORAGE_URL',
    ],
    [
      `redis://:${PASSWORD}@127.0.0.1:1`,
      'STORAGE_URL redis://:[redacted]@127.0.0.1:1 cannot be reached (connect ECONNREFUSED 127.0.0.1:1): start Redis there, or correct STORAGE_URL',
    ],
    [
      `mysql://sabot:${PASSWORD}@db/x`,
      'STORAGE_URL must start with sqlite://, redis:// or postgresql:// (got "mysql://sabot:[redacted]@db/x"): correct it in .env',
    ],
  ])(
    'GIVEN STORAGE_URL %s WHEN the bot starts THEN one line names STORAGE_URL without the password',
    async (url, line) => {
      const exit = await startBot(tempDir(), { DISCORD_TOKEN: 'abc.def.ghi', STORAGE_URL: url });
      expect(oneLine(exit)).toBe(line);
      expect(exit.stderr).not.toContain(PASSWORD);
    },
  );

  it('GIVEN an SQLite path that cannot be created WHEN the bot starts THEN one line names STORAGE_URL and the fix', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'not-a-dir'), '');
    const url = `sqlite://${join(dir, 'not-a-dir', 'data', 'sabot.sqlite')}`;
    expect(oneLine(await startBot(dir, { DISCORD_TOKEN: 'abc.def.ghi', STORAGE_URL: url }))).toBe(
      `STORAGE_URL ${url} cannot be opened (ENOTDIR: not a directory, mkdir '${join(dir, 'not-a-dir', 'data')}'): choose a file in a directory the bot can write to`,
    );
  });

  it('GIVEN DISCORD_API_URL where nothing listens WHEN the bot starts THEN one line names DISCORD_API_URL', async () => {
    const dir = tempDir();
    const exit = await startBot(dir, {
      DISCORD_TOKEN: 'abc.def.ghi',
      STORAGE_URL: `sqlite://${join(dir, 'sabot.sqlite')}`,
      DISCORD_API_URL: 'http://127.0.0.1:1/api',
    });
    expect(oneLine(exit)).toBe(
      'DISCORD_API_URL http://127.0.0.1:1/api cannot be reached (connect ECONNREFUSED 127.0.0.1:1): start that server, correct DISCORD_API_URL, or leave it empty to use Discord',
    );
  });

  it('GIVEN METRICS_PORT already taken WHEN the bot starts THEN one line names METRICS_PORT and the fix', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const dir = tempDir();
      const exit = await startBot(dir, {
        DISCORD_TOKEN: 'abc.def.ghi',
        STORAGE_URL: `sqlite://${join(dir, 'sabot.sqlite')}`,
        // One shard, so the bot asks Discord nothing before it listens.
        DISCORD_SHARD_COUNT: '1',
        METRICS_PORT: String(port),
        METRICS_HOST: '127.0.0.1',
      });
      expect(oneLine(exit)).toBe(
        `METRICS_PORT ${port} is already in use on 127.0.0.1: choose a free port, or stop what listens there`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('GIVEN shard ids beyond DISCORD_SHARD_COUNT WHEN the bot starts THEN one line names both settings', async () => {
    const exit = await startBot(tempDir(), {
      DISCORD_TOKEN: 'abc.def.ghi',
      DISCORD_SHARD_COUNT: '4',
      DISCORD_SHARDS: '2-5',
    });
    expect(oneLine(exit)).toBe(
      'DISCORD_SHARDS lists shard 4 but DISCORD_SHARD_COUNT is 4: shard ids run from 0 to 3',
    );
  });

  it('GIVEN 2 shards where Discord wants more (4011) WHEN the sharded bot starts THEN its one line names DISCORD_SHARD_COUNT, and no shard is started again', async () => {
    const discord = await startFakeDiscord({
      token: 'the-right-token',
      recommendedShards: 2,
      maxGuildsPerShard: 0,
      guilds: [{ name: 'busy', shard: { id: 0, count: 2 }, channels: [{ name: 'c' }], members: [] }],
    });
    try {
      const dir = tempDir();
      const exit = await startBot(dir, {
        DISCORD_TOKEN: 'the-right-token',
        STORAGE_URL: `sqlite://${join(dir, 'sabot.sqlite')}`,
        DISCORD_API_URL: discord.apiUrl,
      });
      expect(oneLine(exit)).toBe(
        "Discord requires more shards for this bot's servers (close code 4011): leave DISCORD_SHARD_COUNT empty for Discord's recommendation, or raise it",
      );
      // The manager asked for the advice, shard 0's process logged in once and was refused; it was
      // not started again, and shard 1 (the next identify window) never started.
      expect(discord.requests.filter((entry) => entry.path === '/gateway/bot')).toHaveLength(2);
      expect(discord.sessions).toEqual([]);
    } finally {
      await discord.close();
    }
  });

  it('GIVEN a token Discord refuses WHEN the bot starts THEN one line names DISCORD_TOKEN and never shows it', async () => {
    const discord = await startFakeDiscord({ token: 'the-right-token', guilds: [] });
    try {
      const dir = tempDir();
      const wrongToken = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.Wrong1.not-the-token-discord-knows-0123';
      const exit = await startBot(dir, {
        DISCORD_TOKEN: wrongToken,
        STORAGE_URL: `sqlite://${join(dir, 'sabot.sqlite')}`,
        DISCORD_API_URL: discord.apiUrl,
      });
      expect(oneLine(exit)).toBe(
        'Discord refused DISCORD_TOKEN: copy the bot token again (Developer Portal, Bot, Reset Token) into .env',
      );
      expect(exit.stderr).not.toContain(wrongToken);
    } finally {
      await discord.close();
    }
  });
});
