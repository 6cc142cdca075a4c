/**
 * Fresh, isolated stores on every backend Sabot runs on, for the storage tests (backends.ts) and
 * the bench (bench/store.ts), so this module imports nothing of vitest.
 *   - SQLite: a new file in a temp directory.
 *   - PostgreSQL: a new database `sabot_test_<random>` on the local server, dropped afterwards
 *     (WITH (FORCE), once its user has closed its pool); for the tests commits do not wait for the
 *     disk, for the bench (`waitForDisk`) they do, as on a production server.
 *   - Redis: a logical database 1–15, leased with `SET NX PX` on a key in database 0 so parallel
 *     test files (and other checkouts on the same machine) never share one, flushed before use.
 * The servers are the machine's own (127.0.0.1, as CI has them); SABOT_TEST_POSTGRES_URL and
 * SABOT_TEST_REDIS_URL point elsewhere.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import KeyvRedis from '@keyv/redis';
import pg from 'pg';

export const BACKENDS = ['sqlite', 'postgres', 'redis'] as const;
export type Backend = (typeof BACKENDS)[number];

export interface TestStore {
  readonly backend: Backend;
  /** The STORAGE_URL of this store. */
  readonly url: string;
  /** Removes the store; every connection to it must be closed first. */
  dispose(): Promise<void>;
}

const POSTGRES_URL = process.env.SABOT_TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.SABOT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** How long a Redis database stays leased without being given back: longer than any test runs. */
const LEASE_MS = 15 * 60_000;
/** How long to wait for a free Redis database before failing. */
const LEASE_WAIT_MS = 120_000;

const sqliteStore = (): TestStore => {
  const dir = mkdtempSync(join(tmpdir(), 'sabot-store-'));
  return {
    backend: 'sqlite',
    url: `sqlite://${join(dir, 'sabot.sqlite')}`,
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

/** Runs `sql` on the server's maintenance database over a connection of its own. */
const onPostgres = async (sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

const postgresStore = async (waitForDisk: boolean): Promise<TestStore> => {
  const name = `sabot_test_${randomBytes(6).toString('hex')}`;
  await onPostgres(`CREATE DATABASE ${name}`);
  // The tests kill Sabot's processes, never the database server, and a commit the server has
  // acknowledged survives a client's death whether or not it waited for the disk: skipping that
  // wait (as SQLite's synchronous=NORMAL does) keeps the kill tests quick.
  if (!waitForDisk) await onPostgres(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    backend: 'postgres',
    url: url.toString(),
    dispose: () => onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};

/** A connected client on `db` of the Redis server, through the adapter's own driver. */
const redisClient = async (db: number) => {
  const url = new URL(REDIS_URL);
  url.pathname = `/${db}`;
  const client = new KeyvRedis(url.toString()).client;
  await client.connect();
  return client;
};

const leaseKey = (db: number) => `sabot-test-lease:${db}`;
/** Deletes a lease only if it is still ours. */
const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

const redisStore = async (): Promise<TestStore> => {
  const token = randomBytes(8).toString('hex');
  const leases = await redisClient(0);
  try {
    const deadline = Date.now() + LEASE_WAIT_MS;
    for (;;) {
      for (let db = 1; db <= 15; db++) {
        if ((await leases.set(leaseKey(db), token, { NX: true, PX: LEASE_MS })) !== 'OK') continue;
        const client = await redisClient(db);
        await client.flushDb();
        await client.close();
        const url = new URL(REDIS_URL);
        url.pathname = `/${db}`;
        return {
          backend: 'redis',
          url: url.toString(),
          dispose: async () => {
            const cleaner = await redisClient(db);
            await cleaner.flushDb();
            await cleaner.close();
            const releaser = await redisClient(0);
            await releaser.eval(RELEASE, { keys: [leaseKey(db)], arguments: [token] });
            await releaser.close();
          },
        };
      }
      if (Date.now() > deadline) throw new Error('no Redis database 1–15 was free to lease');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await leases.close();
  }
};

/**
 * A fresh, empty store on `backend`. `waitForDisk`: PostgreSQL commits wait for the disk, as the
 * server's default has it (the bench measures that); the tests skip the wait.
 */
export const freshStore = (backend: Backend, { waitForDisk = false } = {}): Promise<TestStore> =>
  backend === 'sqlite'
    ? Promise.resolve(sqliteStore())
    : backend === 'postgres'
      ? postgresStore(waitForDisk)
      : redisStore();
