/** The logger: JSON lines, levels, and the token and storage passwords masked wherever they appear. */
import { describe, expect, it } from 'vitest';
import { addSecret, addUrlSecrets, createLogger, maskUrl, redact } from '../../src/log.js';

const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB';

const capture = (level: 'debug' | 'info' | 'warn' | 'error' = 'info') => {
  const lines: string[] = [];
  const logger = createLogger({ level, write: (line) => lines.push(line), now: () => new Date(0) });
  return { logger, lines };
};

describe('log', () => {
  it('GIVEN a message with fields WHEN logged THEN one JSON line with level, msg and fields is written', () => {
    const { logger, lines } = capture();
    logger.info('ready', { guilds: 2 });
    expect(lines).toEqual(['{"time":"1970-01-01T00:00:00.000Z","level":"info","msg":"ready","guilds":2}\n']);
  });

  it('GIVEN level warn WHEN info and error are logged THEN only the error is written', () => {
    const { logger, lines } = capture('warn');
    logger.info('hidden');
    logger.error('shown');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', msg: 'shown' });
  });

  it('GIVEN the token in a field, a message, an error and a stack WHEN logged THEN it appears nowhere', () => {
    addSecret('s3cr3t-token-value');
    const { logger, lines } = capture();
    const error = new Error(`login failed with ${TOKEN} and s3cr3t-token-value`);
    logger.error(`token s3cr3t-token-value`, { error, token: 'anything', nested: { auth: `Bot ${TOKEN}` } });
    const line = lines.join('');
    expect(line).not.toContain('s3cr3t-token-value');
    expect(line).not.toContain(TOKEN);
    expect(line).toContain('[redacted]');
    expect(JSON.parse(line).error.message).toContain('login failed');
  });

  it('GIVEN an interaction webhook URL WHEN redacted THEN its token is masked and the ids stay', () => {
    expect(redact('PATCH /api/v10/webhooks/123/aW50ZXJhY3Rpb246abc/messages/%40original')).toBe(
      'PATCH /api/v10/webhooks/123/[redacted]/messages/%40original',
    );
  });

  it('GIVEN fields named msg or level WHEN logged THEN they cannot overwrite the line', () => {
    const { logger, lines } = capture();
    logger.info('real', { msg: 'fake', level: 'error', big: 10n });
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', msg: 'real', big: '10' });
  });
});

describe('passwords in storage URLs', () => {
  it.each([
    [
      'postgresql://sabot:hunter2@db.example:5432/sabot',
      'postgresql://sabot:[redacted]@db.example:5432/sabot',
    ],
    ['postgres://u:p%40ss%2Fword@10.0.0.1/x', 'postgres://u:[redacted]@10.0.0.1/x'],
    ['redis://:s3cret@127.0.0.1:6379/0', 'redis://:[redacted]@127.0.0.1:6379/0'],
    ['rediss://default:raw@at@cache:6380', 'rediss://default:[redacted]@cache:6380'],
    [
      'postgresql://db/sabot?user=u&password=topsecret&ssl=true',
      'postgresql://db/sabot?user=u&password=[redacted]&ssl=true',
    ],
    ['postgresql://db/x?sslpassword=k3y', 'postgresql://db/x?sslpassword=[redacted]'],
  ])(
    'GIVEN %s inside a log line WHEN redacted THEN the password is masked and the rest stays',
    (url, masked) => {
      expect(redact(`{"msg":"storage","url":"${url}","note":"opened ${url} now"}`)).toBe(
        `{"msg":"storage","url":"${masked}","note":"opened ${masked} now"}`,
      );
    },
  );

  it('GIVEN URLs without a password WHEN redacted THEN they are left alone, @me paths included', () => {
    const line =
      'GET http://127.0.0.1:5555/api/v10/users/@me redis://cache:6379 postgresql://sabot@db/x sqlite://data/sabot.sqlite';
    expect(redact(line)).toBe(line);
  });

  it('GIVEN one URL with a space in its password WHEN masked as a value THEN nothing of the password shows', () => {
    expect(maskUrl('postgresql://u:p w "q@host/db')).toBe('postgresql://u:[redacted]@host/db');
  });

  it('GIVEN a storage URL registered WHEN its password appears without the URL THEN it is masked too', () => {
    addUrlSecrets('postgresql://sabot:pa%24%24word-9@db/sabot?password=other-secret-1');
    const { logger, lines } = capture();
    logger.error('auth failed for pa%24%24word-9', {
      error: new Error('password "pa$$word-9" rejected; other-secret-1 too'),
      password: 'anything',
    });
    const line = lines.join('');
    for (const secret of ['pa$$word-9', 'pa%24%24word-9', 'other-secret-1', 'anything'])
      expect(line).not.toContain(secret);
    expect(JSON.parse(line).error.message).toBe('password "[redacted]" rejected; [redacted] too');
  });
});
