/**
 * SQLite queries run as prepared statements on the calling thread, each SQL text prepared once per
 * connection and reused with fresh values; a query that finds another connection's lock waits off
 * the event loop and lands once the lock is let go, or fails after the busy timeout having written
 * nothing. Real SQLite files, with the driver's own prepare counted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { GameStore } from '../../src/store/game-store.js';
import { openStatements } from '../../src/store/sqlite-statements.js';
import { openStorage } from '../../src/store/storage.js';

const dir = mkdtempSync(join(tmpdir(), 'sabot-statements-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const freshPath = () => join(dir, `statements-${++files}.sqlite`);

/** better-sqlite3 with every `prepare` noted (the driver, real, underneath). */
const countingDriver = () => {
  const prepared: string[] = [];
  // Called with `new`, it answers the real connection, its `prepare` counted.
  const driver = function counted(path: string, options?: Database.Options) {
    const database = new Database(path, options);
    const prepare = database.prepare.bind(database);
    database.prepare = ((sql: string) => {
      prepared.push(sql);
      return prepare(sql);
    }) as typeof database.prepare;
    return database;
  } as unknown as typeof Database;
  return { driver, prepared };
};

/** A connection on a fresh WAL file with table t, and a second one holding its write lock. */
const withWriteLockTaken = async (busyTimeoutMs: number) => {
  const path = freshPath();
  const db = await openStatements(Database, path, busyTimeoutMs);
  await db.query('CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER)');
  await db.query('PRAGMA journal_mode=WAL');
  const other = new Database(path);
  other.exec('BEGIN IMMEDIATE');
  return { db, other };
};

describe('prepared SQLite statements', () => {
  it('GIVEN 200 inserts and 200 selects of two SQL texts, half of them at once WHEN they run THEN each text is prepared once and every row reads back', async () => {
    const { driver, prepared } = countingDriver();
    const db = await openStatements(driver, freshPath(), 1000);
    await db.query('CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER)');
    const insert = 'INSERT INTO t (k, v) VALUES (?, ?)';
    const select = 'SELECT v FROM t WHERE k = ?';
    await Promise.all(Array.from({ length: 100 }, (_, i) => db.query(insert, `k${i}`, i)));
    for (let i = 100; i < 200; i++) await db.query(insert, `k${i}`, i);
    const rows = await Promise.all(Array.from({ length: 200 }, (_, i) => db.query(select, `k${i}`)));
    expect(rows).toEqual(Array.from({ length: 200 }, (_, i) => [{ v: i }]));
    expect(prepared.filter((sql) => sql === insert)).toHaveLength(1);
    expect(prepared.filter((sql) => sql === select)).toHaveLength(1);
    await db.close();
  });

  it('GIVEN values passed as one array, named values and a statement run again WHEN queried THEN each call binds its own values', async () => {
    const db = await openStatements(Database, freshPath(), 1000);
    await db.query('CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER)');
    await db.query('INSERT INTO t (k, v) VALUES (@k, @v)', { k: 'a', v: 1 });
    await db.query('INSERT INTO t (k, v) VALUES (@k, @v)', { k: 'b', v: 2 });
    expect(await db.query('SELECT k FROM t WHERE v >= ? ORDER BY k LIMIT ?', [1, 5])).toEqual([
      { k: 'a' },
      { k: 'b' },
    ]);
    expect(await db.query('SELECT k FROM t WHERE v >= ? ORDER BY k LIMIT ?', [2, 5])).toEqual([{ k: 'b' }]);
    await db.close();
  });

  it("GIVEN SQL that does not prepare WHEN queried twice THEN both calls fail with SQLite's error, nothing broken is kept, and other queries run", async () => {
    const { driver, prepared } = countingDriver();
    const db = await openStatements(driver, freshPath(), 1000);
    await expect(db.query('SELEC nonsense')).rejects.toThrow(/syntax error/);
    await expect(db.query('SELEC nonsense')).rejects.toThrow(/syntax error/);
    expect(prepared.filter((sql) => sql === 'SELEC nonsense')).toHaveLength(2);
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await db.close();
  });

  it('GIVEN a closed connection WHEN queried THEN the query fails', async () => {
    const db = await openStatements(Database, freshPath(), 1000);
    expect(await db.query('SELECT 2 AS two')).toEqual([{ two: 2 }]);
    await db.close();
    await expect(db.query('SELECT 2 AS two')).rejects.toThrow();
  });

  it("GIVEN a file in a directory that does not exist WHEN opened THEN it fails with the driver's error", async () => {
    await expect(openStatements(Database, join(dir, 'missing', 'x.sqlite'), 1000)).rejects.toThrow(
      'Cannot open database because the directory does not exist',
    );
  });

  it('GIVEN another connection holding the write lock WHEN a write is queried THEN the event loop keeps turning while it waits, and the write lands once the lock is let go', async () => {
    const { db, other } = await withWriteLockTaken(60_000);
    // SQLite itself never waits on this connection (it would wait on the event loop): it answers
    // SQLITE_BUSY at once, and the waiting is done by timers between tries.
    expect(await db.query('PRAGMA busy_timeout')).toEqual([{ timeout: 0 }]);
    let settled = false;
    const write = db.query('INSERT INTO t (k, v) VALUES (?, ?)', 'waited', 1).finally(() => {
      settled = true;
    });
    // Timers fire while the write waits: it did not hold the event loop for the lock.
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    expect(other.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 0 });
    other.exec('COMMIT');
    await write;
    expect(await db.query('SELECT v FROM t WHERE k = ?', 'waited')).toEqual([{ v: 1 }]);
    other.close();
    await db.close();
  });

  it('GIVEN the write lock held past the busy timeout WHEN a write is queried THEN it fails with SQLITE_BUSY and wrote nothing', async () => {
    const { db, other } = await withWriteLockTaken(30);
    await expect(db.query('INSERT INTO t (k, v) VALUES (?, ?)', 'late', 1)).rejects.toMatchObject({
      code: 'SQLITE_BUSY',
    });
    other.exec('COMMIT');
    expect(await db.query('SELECT count(*) AS n FROM t')).toEqual([{ n: 0 }]);
    other.close();
    await db.close();
  });

  it('GIVEN the store on an SQLite file and on :memory: WHEN a bet is placed THEN it reads back (the records table is created on the prepared connection, in memory too)', async () => {
    for (const url of [`sqlite://${freshPath()}`, 'sqlite://:memory:']) {
      const storage = await openStorage(url);
      const store = GameStore.over(storage, { now: () => 0, newServerSeed: () => 'c'.repeat(64) });
      const outcome = await store.execute('g', {
        type: 'bet',
        channelId: 'c',
        userId: 'u',
        side: 'tie',
        amount: 3,
      });
      expect(outcome.ok).toBe(true);
      expect((await store.readTable('g', 'c'))?.seats).toEqual([
        { userId: 'u', stakes: { player: 0, banker: 0, tie: 3 } },
      ]);
      await store.close();
    }
  });
});
