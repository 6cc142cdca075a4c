/**
 * The compiled build, as `npm start` runs it: `scripts/ensure-build.mjs` compiles src/ and commands/
 * (nothing else) with tsconfig.build.json, leaves the sources' hash beside them, and does nothing
 * the next time; plain `node` then runs the compiled bot, which fails without a token in the one
 * line the sources print.
 *
 * The script's own behaviour is proven on a small repository of its own under .tmp/ (the real
 * script and the real tsconfig files, a few sources in src/, commands/, test/ and bench/), which
 * compiles in a second or two. The bot's build itself is dist/: the build project's global setup
 * (test/support/setup-build-project.ts) has run the same script on these sources, which, after
 * `npm run build` as CI runs it, finds dist/ current and compiles nothing. So the whole bot is
 * compiled once per run, not once more here.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_TOKEN } from '../src/config.js';
import { startFakeDiscord } from './e2e/support/fake-discord.js';
import { type Exit, runNode as node, REPO_ROOT as ROOT, tempDirs } from './support/processes.js';

const DIST = join(ROOT, 'dist');
const tempDir = tempDirs('sabot-build-');

describe('ensure-build on a repository of its own', () => {
  // Inside the repository, so tsc and the compiled files find node_modules as dist/ does.
  const repo = join(ROOT, '.tmp', `build-test-${process.pid}`);
  const script = join(repo, 'scripts', 'ensure-build.mjs');
  const write = (path: string, text: string) => {
    mkdirSync(join(repo, path, '..'), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  let firstBuild: Exit;

  beforeAll(async () => {
    rmSync(repo, { recursive: true, force: true });
    for (const file of ['scripts/ensure-build.mjs', 'tsconfig.json', 'tsconfig.build.json', 'package.json']) {
      mkdirSync(join(repo, file, '..'), { recursive: true });
      copyFileSync(join(ROOT, file), join(repo, file));
    }
    write('src/main.ts', "import { greeting } from './cli/words.js';\nconsole.log(greeting);\n");
    write('src/cli/words.ts', "export const greeting: string = 'compiled';\n");
    write('commands/index.ts', "export const commands: readonly string[] = ['deal'];\n");
    // Outside the build: typechecked by `npm run typecheck`, never compiled into dist/.
    write('test/a.test.ts', 'export const notBuilt = 1;\n');
    write('bench/run.ts', 'export const notBuilt = 2;\n');
    firstBuild = await node([script], repo);
  });

  afterAll(() => {
    rmSync(repo, { recursive: true, force: true });
  });

  it('GIVEN no build yet WHEN ensure-build runs THEN it compiles src/ and commands/ only, silently, and stamps the sources', async () => {
    // Silent, so that `npm start` on a fresh clone prints nothing before the bot's own line.
    expect(firstBuild).toEqual({ code: 0, stdout: '', stderr: '' });
    const out = join(repo, 'dist');
    expect(readdirSync(out).sort()).toEqual(['.sources-hash', 'commands', 'src']);
    expect(readdirSync(join(out, 'src')).sort()).toEqual(['cli', 'main.js', 'main.js.map']);
    expect(readFileSync(join(out, '.sources-hash'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    expect(await node([join(out, 'src', 'main.js')], repo)).toEqual({
      code: 0,
      stdout: 'compiled\n',
      stderr: '',
    });
  });

  it('GIVEN a build of the current sources WHEN ensure-build runs again THEN it compiles nothing and says nothing; a changed source builds again', async () => {
    const stamp = readFileSync(join(repo, 'dist', '.sources-hash'), 'utf8');
    // Nothing compiled: a marker left in dist/ survives (a build replaces dist/ whole).
    writeFileSync(join(repo, 'dist', 'marker'), '');
    expect(await node([script], repo)).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readdirSync(join(repo, 'dist'))).toContain('marker');

    write('src/cli/words.ts', "export const greeting: string = 'compiled again';\n");
    expect(await node([script], repo)).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readdirSync(join(repo, 'dist'))).not.toContain('marker');
    expect(readFileSync(join(repo, 'dist', '.sources-hash'), 'utf8')).not.toBe(stamp);
    expect((await node([join(repo, 'dist', 'src', 'main.js')], repo)).stdout).toBe('compiled again\n');
  });
});

describe('the compiled bot (dist/)', () => {
  it('GIVEN the build of these sources THEN it holds src/ and commands/ only, stamped', () => {
    expect(readdirSync(DIST).sort()).toEqual(['.sources-hash', 'commands', 'src']);
    expect(readdirSync(join(DIST, 'src'))).toContain('main.js');
    expect(readdirSync(join(DIST, 'src', 'cli'))).toContain('audit.js');
  });

  it('GIVEN the compiled bot and no token WHEN plain node starts it THEN one line and exit 1', async () => {
    const exit = await node([join(DIST, 'src/main.js')], tempDir());
    expect(exit).toEqual({ code: 1, stdout: '', stderr: `${MISSING_TOKEN}\n` });
  });

  it('GIVEN the compiled bot and a STORAGE_URL with a password WHEN it starts THEN one line without the password', async () => {
    const exit = await node([join(DIST, 'src/main.js')], tempDir(), {
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
      const dir = tempDir();
      const exit = await node([join(DIST, 'src/main.js')], dir, {
        DISCORD_TOKEN: 'the-right-token',
        STORAGE_URL: `sqlite://${join(dir, 'sabot.sqlite')}`,
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
    const odds = await node([join(DIST, 'src/cli/odds.js'), '--decks', '8'], tempDir());
    expect(odds.code).toBe(0);
    expect(JSON.parse(odds.stdout)).toMatchObject({ composition: [128, 32, 32, 32, 32, 32, 32, 32, 32, 32] });
    const audit = await node([join(DIST, 'src/cli/audit.js'), '--help'], tempDir());
    expect(audit.code).toBe(0);
    expect(audit.stdout).toMatch(/^Usage: npm run audit/);
  });
});
