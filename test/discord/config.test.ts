/** Configuration: the environment read and checked, and `npm start` without a token failing in one line. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, MISSING_TOKEN, readConfig } from '../../src/config.js';

const ROOT = resolve(import.meta.dirname, '../..');

describe('readConfig', () => {
  it('GIVEN only a token WHEN read THEN the defaults fill the rest', () => {
    expect(readConfig({ DISCORD_TOKEN: 'abc.def.ghi' })).toEqual({
      token: 'abc.def.ghi',
      guildId: undefined,
      storageUrl: 'sqlite://data/sabot.sqlite',
      apiUrl: undefined,
      logLevel: 'info',
    });
  });

  it('GIVEN every setting WHEN read THEN each is kept, the API base without a trailing slash', () => {
    const config = readConfig({
      DISCORD_TOKEN: 't',
      DISCORD_GUILD_ID: '123456789012345678',
      STORAGE_URL: 'sqlite:///tmp/x.sqlite',
      DISCORD_API_URL: 'http://127.0.0.1:5555/api/',
      LOG_LEVEL: 'DEBUG',
    });
    expect(config).toEqual({
      token: 't',
      guildId: '123456789012345678',
      storageUrl: 'sqlite:///tmp/x.sqlite',
      apiUrl: 'http://127.0.0.1:5555/api',
      logLevel: 'debug',
    });
  });

  it('GIVEN empty values as in .env.example WHEN read THEN they count as not set', () => {
    expect(() => readConfig({ DISCORD_TOKEN: '  ' })).toThrow(MISSING_TOKEN);
    expect(
      readConfig({ DISCORD_TOKEN: 't', DISCORD_GUILD_ID: '', DISCORD_API_URL: '' }).guildId,
    ).toBeUndefined();
  });

  it('GIVEN malformed values WHEN read THEN a ConfigError names the variable', () => {
    expect(() => readConfig({ DISCORD_TOKEN: 't', DISCORD_GUILD_ID: 'my-server' })).toThrow(
      /DISCORD_GUILD_ID/,
    );
    expect(() => readConfig({ DISCORD_TOKEN: 't', DISCORD_API_URL: 'localhost:80' })).toThrow(
      /DISCORD_API_URL/,
    );
    expect(() => readConfig({ DISCORD_TOKEN: 't', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
  });
});

describe('npm start without a token', () => {
  it('GIVEN an empty environment and no .env WHEN the bot starts THEN it prints one line and exits 1', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'sabot-config-'));
    try {
      const result = spawnSync(
        process.execPath,
        [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'src/main.ts')],
        {
          cwd,
          env: { PATH: process.env.PATH ?? '' },
          encoding: 'utf8',
          timeout: 30_000,
        },
      );
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(`${MISSING_TOKEN}\n`);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
