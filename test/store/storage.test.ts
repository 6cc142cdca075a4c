/**
 * Opening storage from STORAGE_URL: every failure is one StorageUnavailableError line that names
 * STORAGE_URL and the fix, with the password masked; a new SQLite file opened by several
 * processes at once opens in each. PostgreSQL and Redis are probed at opening, against the
 * machine's real servers (and a port where nothing listens); on each of the three backends,
 * stores opened side by side share the connection and close independently.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openStorage, PROBE_TIMEOUT_MS, StorageUnavailableError } from '../../src/store/storage.js';
import { tempDirs } from '../support/processes.js';
import { BACKENDS, storesFor } from './support/backends.js';

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

  it('GIVEN a new SQLite file WHEN several processes open it at the same moment THEN every one opens it, and they share its records', async () => {
    // Two connections turning a new file to WAL at once can find each other's lock, which SQLite
    // reports at once as SQLITE_BUSY, without waiting: a rolling restart on a fresh file.
    for (let attempt = 0; attempt < 8; attempt++) {
      const url = `sqlite://${join(tempDir(), 'shared.sqlite')}`;
      const stores = await Promise.all(Array.from({ length: 4 }, () => openStorage(url)));
      await stores[0]!.kv.set('written-by', 'the first');
      for (const store of stores) expect(await store.kv.get('written-by')).toBe('the first');
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it.each([
    ['postgresql://sabot:hunter22@127.0.0.1:1/x', 'PostgreSQL'],
    ['redis://:hunter22@127.0.0.1:1', 'Redis'],
  ])(
    'GIVEN %s where nothing listens WHEN opened THEN it fails at once in one masked line',
    async (url, name) => {
      const started = performance.now();
      const message = await failure(url);
      expect(message).toBe(
        `STORAGE_URL ${url.replace('hunter22', '[redacted]')} cannot be reached (connect ECONNREFUSED 127.0.0.1:1): start ${name} there, or correct STORAGE_URL`,
      );
      // No retry loop on a first connection: well under the probe's own timeout.
      expect(performance.now() - started).toBeLessThan(PROBE_TIMEOUT_MS / 2);
    },
  );

  it("GIVEN a PostgreSQL database that does not exist WHEN opened THEN the server's reason is the line", async () => {
    const message = await failure('postgresql://postgres:hunter22@127.0.0.1:5432/sabot_no_such_db');
    expect(message).toBe(
      'STORAGE_URL postgresql://postgres:[redacted]@127.0.0.1:5432/sabot_no_such_db cannot be reached (3D000: database "sabot_no_such_db" does not exist): start PostgreSQL there, or correct STORAGE_URL',
    );
  });
});

for (const backend of BACKENDS) {
  describe(`storage on ${backend}`, () => {
    const fresh = storesFor(backend);

    it('GIVEN two stores open on one URL WHEN one closes THEN the other still reads and writes, and a new one sees it all', async () => {
      const { url } = await fresh();
      const first = await openStorage(url);
      const second = await openStorage(url);
      await first.kv.setMany([
        { key: 'a', value: { chips: 1 } },
        { key: 'b', value: [2, 3] },
      ]);
      await first.close();
      expect(await second.kv.get('a')).toEqual({ chips: 1 });
      await second.kv.set('c', 'four');
      await second.close();
      const third = await openStorage(url);
      expect(await third.kv.getMany(['a', 'b', 'c', 'missing'])).toEqual([
        { chips: 1 },
        [2, 3],
        'four',
        undefined,
      ]);
      await third.close();
    });
  });
}

describe('storage on postgres, connections', () => {
  const fresh = storesFor('postgres');

  it('GIVEN the server ends the idle pooled connections WHEN the store is used again THEN the process lives and the next write lands', async () => {
    const { url } = await fresh();
    const storage = await openStorage(url);
    await storage.kv.set('before', 1);
    const name = new URL(url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: url.replace(`/${name}`, '/test') });
    await admin.connect();
    try {
      // What a server restart or an operator's pg_terminate_backend does to an idle connection.
      const ended = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The dropped connection is reported as an 'error' on the pool; unhandled, it would end the
    // test process here. Wait until the pool has let it go, then use the store again.
    await expect
      .poll(async () => {
        try {
          await storage.kv.set('after', 2);
          return true;
        } catch {
          return false;
        }
      })
      .toBe(true);
    expect(await storage.kv.getMany(['before', 'after'])).toEqual([1, 2]);
    await storage.close();
  });
});

describe('storage on redis, connections', () => {
  /** A Redis server of this test's own (not the shared one), on a free port, keeping nothing. */
  const startRedis = (port: number) => {
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const exited = new Promise((resolve) => server.once('exit', resolve));
    return {
      stop: async () => {
        server.kill('SIGKILL');
        await exited;
      },
    };
  };

  /** Whether `action` succeeds now. */
  const succeeds = (action: () => Promise<unknown>) =>
    action().then(
      () => true,
      () => false,
    );

  it('GIVEN a store on Redis WHEN the server goes away THEN commands fail at once, and once it is back they work again', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const url = `redis://127.0.0.1:${port}/0`;
    let server = startRedis(port);
    try {
      let storage: Awaited<ReturnType<typeof openStorage>> | undefined;
      await expect
        .poll(
          async () => {
            storage = await openStorage(url).catch(() => undefined);
            return storage !== undefined;
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      const kv = storage!.kv;
      await kv.set('chips', 1);
      await server.stop();
      // Down: a read is refused, not queued until the server returns.
      await expect.poll(() => succeeds(() => kv.get('chips')), { timeout: 30_000 }).toBe(false);
      const started = performance.now();
      await expect(kv.set('chips', 2)).rejects.toThrow();
      expect(performance.now() - started).toBeLessThan(1_000);
      server = startRedis(port);
      // Back: the connection is re-established in the background and writes land again.
      await expect.poll(() => succeeds(() => kv.set('chips', 3)), { timeout: 30_000 }).toBe(true);
      expect(await kv.get('chips')).toBe(3);
      await storage!.close();
    } finally {
      await server.stop();
    }
  });
});
