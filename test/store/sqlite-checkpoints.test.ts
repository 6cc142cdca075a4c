/**
 * WAL checkpoints off the commit path (sqlite-checkpoints.ts): the connection that commits only
 * appends to the log, a second connection on a worker thread copies it back, and nothing written
 * is lost either way. The checkpoints here are called by hand (no timer), so nothing depends on
 * time.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  BACKSTOP_AUTOCHECKPOINT_PAGES,
  leaveCheckpointsToOthers,
  type SqliteConnection,
  startCheckpoints,
  workerConnection,
} from '../../src/store/sqlite-checkpoints.js';
import { openStatements } from '../../src/store/sqlite-statements.js';
import { openStorage } from '../../src/store/storage.js';
import { tempDirs } from '../support/processes.js';

const tempDir = tempDirs('sabot-checkpoints-');
const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');

/** A connection as the store's writer has one: on this thread, the records' table made, WAL. */
const connect = async (file: string): Promise<SqliteConnection> => {
  const statements = await openStatements(Database, file, 5000);
  await statements.query('CREATE TABLE IF NOT EXISTS keyv(key VARCHAR(255) PRIMARY KEY, value TEXT )');
  await statements.query('PRAGMA journal_mode=WAL');
  await statements.query('PRAGMA synchronous=NORMAL');
  return { query: statements.query, disconnect: statements.close };
};

/** The checkpointing connection, as the store makes it: on a worker thread. */
const checkpointerOn = (file: string): SqliteConnection => workerConnection(driverPath, file, 5000);

/** Records of 8 kB: each commit appends at least two 4 kB pages to the log. */
const RECORD = 'x'.repeat(8_000);
/** Enough commits to take the log well past SQLite's default checkpoint threshold of 1,000 pages. */
const COMMITS = 700;

const writeRecord = (writer: SqliteConnection, i: number) =>
  writer.query('INSERT INTO keyv (key, value) VALUES (?, ?)', `k${i}`, `${i}:${RECORD}`);

/** Makes the commits on a fresh file, then runs one checkpoint: what was still in the log. */
const logAfterCommits = async (writerLeavesCheckpoints: boolean) => {
  const file = join(tempDir(), 'sabot.sqlite');
  const writer = await connect(file);
  if (writerLeavesCheckpoints) await leaveCheckpointsToOthers(writer);
  const checkpoints = startCheckpoints(checkpointerOn(file), 0);
  try {
    for (let i = 0; i < COMMITS; i++) await writeRecord(writer, i);
    return await checkpoints.checkpoint();
  } finally {
    await checkpoints.stop();
    await writer.disconnect();
  }
};

describe('WAL checkpoints on their own connection', () => {
  it('GIVEN the writer leaves checkpoints to others WHEN its commits take the log past 1,000 pages THEN none was copied back until the checkpointer runs, which copies every frame', async () => {
    const result = await logAfterCommits(true);
    // Had the writer checkpointed on its own, the log would have restarted below 1,000 frames.
    expect(result.logFrames).toBeGreaterThan(1_400);
    expect(result.checkpointedFrames).toBe(result.logFrames);
    expect(result.busy).toBe(false);
  });

  it('GIVEN a writer at the default threshold WHEN the same commits are made THEN it checkpointed inside its own commits (the cost this module moves off them)', async () => {
    expect((await logAfterCommits(false)).logFrames).toBeLessThan(1_100);
  });

  it('GIVEN commits made while checkpoints copy the log WHEN the file is opened again THEN every record reads back whole', async () => {
    const file = join(tempDir(), 'sabot.sqlite');
    const writer = await connect(file);
    await leaveCheckpointsToOthers(writer);
    const checkpoints = startCheckpoints(checkpointerOn(file), 0);
    const copying: Promise<unknown>[] = [];
    for (let i = 0; i < COMMITS; i++) {
      await writeRecord(writer, i);
      if (i % 50 === 0) copying.push(checkpoints.checkpoint());
    }
    await Promise.all(copying);
    await checkpoints.stop();
    await writer.disconnect();

    const reader = await connect(file);
    try {
      const rows = (await reader.query(
        'SELECT key, value FROM keyv ORDER BY CAST(substr(key, 2) AS INTEGER)',
      )) as {
        key: string;
        value: string;
      }[];
      expect(rows).toHaveLength(COMMITS);
      expect(rows).toEqual(
        Array.from({ length: COMMITS }, (_, i) => ({ key: `k${i}`, value: `${i}:${RECORD}` })),
      );
    } finally {
      await reader.disconnect();
    }
  });

  it('GIVEN storage opened on an SQLite file THEN its writing connection keeps only the backstop threshold and a 2 MiB page cache, and closing stops the checkpointer', async () => {
    const url = `sqlite://${join(tempDir(), 'sabot.sqlite')}`;
    const storage = await openStorage(url, { checkpointEveryMs: 0 });
    const writer = storage.kv.opts.store as unknown as SqliteConnection;
    const [setting] = (await writer.query('PRAGMA wal_autocheckpoint')) as { wal_autocheckpoint: number }[];
    expect(setting?.wal_autocheckpoint).toBe(BACKSTOP_AUTOCHECKPOINT_PAGES);
    // SQLite's default page cache, not the driver's sixteen-fold build default: memory per shard.
    expect(await writer.query('PRAGMA cache_size')).toEqual([{ cache_size: -2000 }]);
    await storage.kv.set('k', 'v');
    await storage.close();

    const reopened = await openStorage(url, { checkpointEveryMs: 0 });
    try {
      expect(await reopened.kv.get('k')).toBe('v');
    } finally {
      await reopened.close();
    }
  });

  it("GIVEN the worker's connection WHEN a query fails THEN it rejects with SQLite's own code and the next query is answered", async () => {
    const file = join(tempDir(), 'sabot.sqlite');
    const writer = await connect(file);
    const worker = checkpointerOn(file);
    try {
      await expect(worker.query('SELECT * FROM no_such_table')).rejects.toMatchObject({
        code: 'SQLITE_ERROR',
        message: expect.stringMatching(/no such table/),
      });
      await writer.query('INSERT INTO keyv (key, value) VALUES (?, ?)', 'k', 'v');
      expect(await worker.query("SELECT value FROM keyv WHERE key = 'k'")).toEqual([{ value: 'v' }]);
    } finally {
      await worker.disconnect();
      await writer.disconnect();
    }
  });
});
