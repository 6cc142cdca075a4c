/** The logger: JSON lines, levels, and the token masked wherever it appears. */
import { describe, expect, it } from 'vitest';
import { addSecret, createLogger, redact } from '../../src/log.js';

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
