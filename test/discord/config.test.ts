/**
 * Configuration: the environment read and checked, and what a failed login means for the operator.
 * The real process failing in one line is test/startup.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_METRICS_HOST,
  discordFailure,
  MISSING_TOKEN,
  readConfig,
} from '../../src/config.js';

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
      VERIFY_URL: 'https://sabot.example/verify/',
    });
    expect(config).toEqual({
      token: 't',
      guildId: '123456789012345678',
      storageUrl: 'sqlite:///tmp/x.sqlite',
      apiUrl: 'http://127.0.0.1:5555/api',
      logLevel: 'debug',
      verifyUrl: 'https://sabot.example/verify/',
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
    for (const VERIFY_URL of ['sabot.example/verify/', 'ftp://sabot.example/verify', 'https://a b/'])
      expect(() => readConfig({ DISCORD_TOKEN: 't', VERIFY_URL })).toThrow(
        'VERIFY_URL must be the http(s) address of the verifier page',
      );
  });

  it('GIVEN no VERIFY_URL, or an empty one WHEN read THEN the bot has no verifier page', () => {
    expect(readConfig({ DISCORD_TOKEN: 't' }).verifyUrl).toBeUndefined();
    expect(readConfig({ DISCORD_TOKEN: 't', VERIFY_URL: ' ' }).verifyUrl).toBeUndefined();
  });

  it('GIVEN a STORAGE_URL of an unknown kind with a password WHEN read THEN the error names STORAGE_URL without the password', () => {
    const read = () => readConfig({ DISCORD_TOKEN: 't', STORAGE_URL: 'mysql://sabot:hunter22@db/x' });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow('STORAGE_URL must start with sqlite://, redis:// or postgresql://');
    expect(read).not.toThrow(/hunter22/);
  });

  it('GIVEN a STORAGE_URL that is not a URL WHEN read THEN the error names STORAGE_URL and how to write it', () => {
    expect(() => readConfig({ DISCORD_TOKEN: 't', STORAGE_URL: 'postgresql://sabot:pw@:99999/x' })).toThrow(
      /^STORAGE_URL is not a valid URL \("postgresql:\/\/sabot:\[redacted\]@:99999\/x"\)/,
    );
    expect(() => readConfig({ DISCORD_TOKEN: 't', STORAGE_URL: 'sqlite://' })).toThrow(
      /STORAGE_URL needs a file/,
    );
  });
});

describe('readConfig: shards', () => {
  const read = (env: Record<string, string>) => readConfig({ DISCORD_TOKEN: 't', ...env });

  it('GIVEN no shard settings WHEN read THEN the count is left to Discord and every shard runs here', () => {
    const config = read({ DISCORD_SHARD_COUNT: '', DISCORD_SHARDS: ' ' });
    expect(config.shardCount).toBeUndefined();
    expect(config.shards).toBeUndefined();
  });

  it('GIVEN a count and the ids this host runs, as ranges and lists WHEN read THEN the ids come ascending without repeats', () => {
    expect(read({ DISCORD_SHARD_COUNT: '16' })).toMatchObject({ shardCount: 16, shards: undefined });
    expect(read({ DISCORD_SHARD_COUNT: '16', DISCORD_SHARDS: '0-7' }).shards).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(read({ DISCORD_SHARD_COUNT: '16', DISCORD_SHARDS: '10, 8,9,9' }).shards).toEqual([8, 9, 10]);
    expect(read({ DISCORD_SHARD_COUNT: '16', DISCORD_SHARDS: '12,0-2' }).shards).toEqual([0, 1, 2, 12]);
  });

  it('GIVEN a count that is not a whole number of shards WHEN read THEN one line names DISCORD_SHARD_COUNT', () => {
    for (const DISCORD_SHARD_COUNT of ['0', '-2', '2.5', 'auto', '999999'])
      expect(() => read({ DISCORD_SHARD_COUNT })).toThrow(
        /^DISCORD_SHARD_COUNT must be a whole number of shards from 1 to 65536 \(got "/,
      );
  });

  it('GIVEN a malformed shard list WHEN read THEN one line names DISCORD_SHARDS and its shape', () => {
    for (const DISCORD_SHARDS of ['0-', '7-3', 'a,b', '1;2', '0 - 3 - 5'])
      expect(() => read({ DISCORD_SHARD_COUNT: '8', DISCORD_SHARDS })).toThrow(
        `DISCORD_SHARDS must list shard ids such as 0-7 or 8,9,10 (got "${DISCORD_SHARDS}")`,
      );
  });

  it('GIVEN shard ids without a count, or beyond it WHEN read THEN the line says how they must agree', () => {
    expect(() => read({ DISCORD_SHARDS: '0-3' })).toThrow(
      'DISCORD_SHARDS needs DISCORD_SHARD_COUNT: set the number of shards all machines run together',
    );
    expect(() => read({ DISCORD_SHARD_COUNT: '8', DISCORD_SHARDS: '6-9' })).toThrow(
      'DISCORD_SHARDS lists shard 8 but DISCORD_SHARD_COUNT is 8: shard ids run from 0 to 7',
    );
  });
});

describe('readConfig: metrics', () => {
  const read = (env: Record<string, string>) => readConfig({ DISCORD_TOKEN: 't', ...env });

  it('GIVEN no METRICS_PORT, or an empty one WHEN read THEN no endpoint is served', () => {
    expect(read({}).metrics).toBeUndefined();
    expect(read({ METRICS_PORT: '', METRICS_HOST: '' }).metrics).toBeUndefined();
  });

  it('GIVEN METRICS_PORT alone, or with METRICS_HOST WHEN read THEN every interface by default, or the host given', () => {
    expect(read({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: DEFAULT_METRICS_HOST });
    expect(DEFAULT_METRICS_HOST).toBe('0.0.0.0');
    expect(read({ METRICS_PORT: '9464', METRICS_HOST: '127.0.0.1' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
  });

  it('GIVEN a METRICS_PORT that is no port, or METRICS_HOST without a port WHEN read THEN one line names the setting', () => {
    for (const METRICS_PORT of ['0', '65536', 'ninety', '-1'])
      expect(() => read({ METRICS_PORT })).toThrow(
        `METRICS_PORT must be a port number from 1 to 65535 (got "${METRICS_PORT}"), or left empty for no metrics endpoint`,
      );
    expect(() => read({ METRICS_HOST: '127.0.0.1' })).toThrow('METRICS_HOST needs METRICS_PORT');
    expect(() => read({ METRICS_PORT: '9464', METRICS_HOST: 'http://x/' })).toThrow(/^METRICS_HOST must be/);
  });
});

describe('discordFailure', () => {
  const API = 'http://127.0.0.1:1/api';

  it('GIVEN the gateway closing with 4011 or 4010 WHEN described THEN the line names the shard settings', () => {
    expect(discordFailure(new Error('Sharding is required'), API)).toBe(
      "Discord requires more shards for this bot's servers (close code 4011): leave DISCORD_SHARD_COUNT empty for Discord's recommendation, or raise it",
    );
    expect(discordFailure(new Error('Invalid shard'), API)).toBe(
      'Discord refused the shard settings (close code 4010): check DISCORD_SHARD_COUNT and DISCORD_SHARDS',
    );
  });

  it('GIVEN the token refused at login or with a 401 WHEN described THEN the line names DISCORD_TOKEN', () => {
    for (const error of [
      Object.assign(new Error('An invalid token was provided.'), { code: 'TokenInvalid' }),
      { status: 401 },
    ])
      expect(discordFailure(error, undefined)).toMatch(
        /^Discord refused DISCORD_TOKEN: copy the bot token again/,
      );
  });

  it('GIVEN a refused connection to DISCORD_API_URL WHEN described THEN the line names DISCORD_API_URL and the fix', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(discordFailure(refused, API)).toBe(
      'DISCORD_API_URL http://127.0.0.1:1/api cannot be reached (connect ECONNREFUSED 127.0.0.1:1): start that server, correct DISCORD_API_URL, or leave it empty to use Discord',
    );
  });

  it('GIVEN fetch failing with the network error as its cause, or a timeout WHEN described THEN it still counts as unreachable', () => {
    const wrapped = new TypeError('fetch failed', {
      cause: Object.assign(new Error('getaddrinfo ENOTFOUND discord.com'), { code: 'ENOTFOUND' }),
    });
    expect(discordFailure(wrapped, undefined)).toBe(
      "Discord cannot be reached (ENOTFOUND: fetch failed): check this machine's connection to discord.com",
    );
    const timedOut = Object.assign(new Error('This operation was aborted'), { name: 'AbortError' });
    expect(discordFailure(timedOut, API)).toMatch(
      /^DISCORD_API_URL http:\/\/127\.0\.0\.1:1\/api cannot be reached \(timed out: /,
    );
  });

  it('GIVEN DISCORD_API_URL answering something else than Discord WHEN described THEN the line shows the status', () => {
    expect(discordFailure(Object.assign(new Error('404: Not Found'), { status: 404 }), API)).toBe(
      'DISCORD_API_URL http://127.0.0.1:1/api answered 404 (404: Not Found): check the URL, a Discord-compatible API base such as http://host:port/api',
    );
    expect(discordFailure(new Error('odd\nthing'), undefined)).toBe(
      'Discord login failed (odd thing): check DISCORD_TOKEN',
    );
  });
});
