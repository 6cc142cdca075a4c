/**
 * Opening storage from STORAGE_URL: every failure is one StorageUnavailableError line that names
 * STORAGE_URL and the fix, with the password masked. Server-backed stores are probed with a read
 * at opening, shown here with a stand-in adapter (the Redis and Postgres packages are optional).
 */
import { EventEmitter } from 'node:events';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AdapterModule, openStorage, StorageUnavailableError } from '../../src/store/storage.js';
import { tempDirs } from '../support/processes.js';

const tempDir = tempDirs('sabot-storage-');

/** The error `openStorage` fails with (the test fails if it opens). */
const failure = async (url: string, options?: Parameters<typeof openStorage>[1]) => {
  const opened = await openStorage(url, options).then(
    async (storage) => {
      await storage.close();
      return undefined;
    },
    (error: unknown) => error,
  );
  expect(opened).toBeInstanceOf(StorageUnavailableError);
  return (opened as Error).message;
};

/** An adapter module whose store fails every read the way a driver does when the server is down. */
const refusingAdapter = (seen: string[]): AdapterModule => ({
  default: class extends EventEmitter {
    opts = {};
    constructor(url: string) {
      super();
      seen.push(url);
    }
    async get(): Promise<undefined> {
      throw Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:1 (${seen[0]})`), {
        code: 'ECONNREFUSED',
      });
    }
    async set() {}
    async delete() {
      return false;
    }
    async clear() {}
    async disconnect() {}
  },
});

describe('openStorage', () => {
  it('GIVEN an SQLite path under a regular file WHEN opened THEN one line names STORAGE_URL, the reason and the fix', async () => {
    const file = join(tempDir(), 'plain-file');
    writeFileSync(file, '');
    const message = await failure(`sqlite://${file}/sub/sabot.sqlite`);
    expect(message).toBe(
      `STORAGE_URL sqlite://${file}/sub/sabot.sqlite cannot be opened (ENOTDIR: not a directory, mkdir '${file}/sub'): choose a file in a directory the bot can write to`,
    );
  });

  it('GIVEN an SQLite URL naming a directory WHEN opened THEN the driver error becomes the same one line', async () => {
    const dir = tempDir();
    expect(await failure(`sqlite://${dir}`)).toBe(
      `STORAGE_URL sqlite://${dir} cannot be opened (SQLITE_CANTOPEN: unable to open database file): choose a file in a directory the bot can write to`,
    );
  });

  it('GIVEN mustExist and no such SQLite file WHEN opened THEN it says so and creates nothing', async () => {
    const dir = tempDir();
    const message = await failure(`sqlite://${dir}/missing/sabot.sqlite`, { mustExist: true });
    expect(message).toMatch(/^STORAGE_URL sqlite:\/\/.*\/missing\/sabot\.sqlite: there is no such file here/);
    // Without mustExist (the bot), the same kind of path is created.
    const fresh = await openStorage(`sqlite://${dir}/fresh/sabot.sqlite`);
    await fresh.close();
  });

  it('GIVEN a Postgres URL with a password and no adapter installed WHEN opened THEN the line says what to install, password masked', async () => {
    const message = await failure('postgresql://sabot:hunter22@127.0.0.1:1/x', {
      loadAdapter: async (name) => {
        throw new Error(`Cannot find package '${name}'`);
      },
    });
    expect(message).toBe(
      'STORAGE_URL postgresql://sabot:[redacted]@127.0.0.1:1/x is a PostgreSQL URL but @keyv/postgres is not installed: run npm install @keyv/postgres, or use an sqlite:// URL',
    );
  });

  it('GIVEN a Redis server that refuses connections WHEN opened THEN the probe fails at once in one masked line', async () => {
    const seen: string[] = [];
    const url = 'redis://:hunter22@127.0.0.1:1';
    const message = await failure(url, { loadAdapter: async () => refusingAdapter(seen) });
    expect(seen).toEqual([url]);
    expect(message).toBe(
      'STORAGE_URL redis://:[redacted]@127.0.0.1:1 cannot be reached (connect ECONNREFUSED 127.0.0.1:1 (redis://:[redacted]@127.0.0.1:1)): start Redis there, or correct STORAGE_URL',
    );
    expect(message).not.toContain('hunter22');
  });
});
