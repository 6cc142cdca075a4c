/**
 * Configuration: the environment read and checked, and what a failed login means for the operator.
 * The real process failing in one line is test/startup.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, discordFailure, MISSING_TOKEN, readConfig } from '../../src/config.js';

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

describe('discordFailure', () => {
  const API = 'http://127.0.0.1:1/api';

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
