/**
 * The compiled build, as `npm start` runs it: `scripts/ensure-build.mjs` compiles src/ and commands/
 * (nothing else) with tsconfig.build.json, leaves the sources' hash beside them, and does nothing
 * the next time; plain `node` then runs the compiled bot, which fails without a token in the one
 * line the sources print. Built into its own directory under .tmp/, so dist/ is left alone.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_TOKEN } from '../src/config.js';
import { startFakeDiscord } from './e2e/support/fake-discord.js';
import { type Exit, runNode as node, REPO_ROOT as ROOT } from './support/processes.js';

/** Compiling the whole bot takes tens of seconds on a busy 2-core machine. */
const BUILD_TIMEOUT_MS = 300_000;

describe('the compiled build', () => {
  // Inside the repository, so the compiled files find node_modules as dist/ does.
  const outDir = join(ROOT, '.tmp', `build-test-${process.pid}`);
  const ensureBuild = join(ROOT, 'scripts/ensure-build.mjs');
  let firstBuild: Exit;
  let emptyDir: string;

  beforeAll(async () => {
    emptyDir = mkdtempSync(join(tmpdir(), 'sabot-build-'));
    firstBuild = await node([ensureBuild, '--out-dir', relative(ROOT, outDir)], ROOT);
  }, BUILD_TIMEOUT_MS);

  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(emptyDir, { recursive: true, force: true });
  });

  it('GIVEN no build yet WHEN ensure-build runs THEN it compiles src/ and commands/ only, silently, and stamps the sources', () => {
    // Silent, so that `npm start` on a fresh clone prints nothing before the bot's own line.
    expect(firstBuild).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(readdirSync(outDir).sort()).toEqual(['.sources-hash', 'commands', 'src']);
    expect(readdirSync(join(outDir, 'src'))).toContain('main.js');
    expect(readdirSync(join(outDir, 'src', 'cli'))).toContain('audit.js');
  });

  it('GIVEN a build of the current sources WHEN ensure-build runs again THEN it compiles nothing and says nothing', async () => {
    const again = await node([ensureBuild, '--out-dir', relative(ROOT, outDir)], ROOT);
    expect(again).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('GIVEN the compiled bot and no token WHEN plain node starts it THEN one line and exit 1', async () => {
    const exit = await node([join(outDir, 'src/main.js')], emptyDir);
    expect(exit).toEqual({ code: 1, stdout: '', stderr: `${MISSING_TOKEN}\n` });
  });

  it('GIVEN the compiled bot and a STORAGE_URL with a password WHEN it starts THEN one line without the password', async () => {
    const exit = await node([join(outDir, 'src/main.js')], emptyDir, {
      DISCORD_TOKEN: 'abc.def.ghi',
      STORAGE_URL: 'postgresql://sabot:hunter22-secret@127.0.0.1:1/x',
    });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(
      'STORAGE_URL postgresql://sabot:[redacted]@127.0.0.1:1/x cannot be reached (connect ECONNREFUSED 127.0.0.1:1): start PostgreSQL there, or correct STORAGE_URL\n',
    );
  });

  it('GIVEN the compiled bot and a gateway advising 2 shards WHEN it starts THEN the manager forks the compiled shard process, whose refusal (4011) is the one line', async () => {
    const discord = await startFakeDiscord({
      token: 'the-right-token',
      recommendedShards: 2,
      maxGuildsPerShard: 0,
      guilds: [{ name: 'busy', shard: { id: 0, count: 2 }, channels: [{ name: 'c' }], members: [] }],
    });
    try {
      const exit = await node([join(outDir, 'src/main.js')], emptyDir, {
        DISCORD_TOKEN: 'the-right-token',
        STORAGE_URL: `sqlite://${join(emptyDir, 'sabot.sqlite')}`,
        DISCORD_API_URL: discord.apiUrl,
      });
      expect(exit).toEqual({
        code: 1,
        stdout: '',
        stderr:
          "Discord requires more shards for this bot's servers (close code 4011): leave DISCORD_SHARD_COUNT empty for Discord's recommendation, or raise it\n",
      });
      // The manager's advice, then the shard process's own login.
      expect(discord.requests.filter((entry) => entry.path === '/gateway/bot')).toHaveLength(2);
    } finally {
      await discord.close();
    }
  });

  it('GIVEN the compiled tools WHEN plain node runs them THEN they answer as from the sources', async () => {
    const odds = await node([join(outDir, 'src/cli/odds.js'), '--decks', '8'], emptyDir);
    expect(odds.code).toBe(0);
    expect(JSON.parse(odds.stdout)).toMatchObject({ composition: [128, 32, 32, 32, 32, 32, 32, 32, 32, 32] });
    const audit = await node([join(outDir, 'src/cli/audit.js'), '--help'], emptyDir);
    expect(audit.code).toBe(0);
    expect(audit.stdout).toMatch(/^Usage: npm run audit/);
  });
});
