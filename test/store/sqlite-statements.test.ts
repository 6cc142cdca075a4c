/**
 * SQLite queries run as prepared statements, each SQL text prepared once per connection and reused
 * with fresh values (one trip to node-sqlite3's worker a query, not three). Real SQLite files,
 * with the driver's own prepare counted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sqlite3 from 'sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { GameStore } from '../../src/store/game-store.js';
import { openStatements } from '../../src/store/sqlite-statements.js';
import { openStorage } from '../../src/store/storage.js';

const dir = mkdtempSync(join(tmpdir(), 'sabot-statements-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const freshPath = () => join(dir, `statements-${++files}.sqlite`);

/** node-sqlite3 with every `prepare` noted (the driver, real, underneath). */
const countingDriver = () => {
  const prepared: string[] = [];
  class Database extends sqlite3.Database {
    override prepare(sql: string, ...rest: unknown[]): sqlite3.Statement {
      prepared.push(sql);
      return super.prepare(sql, ...(rest as []));
    }
  }
  return { driver: { ...sqlite3, Database } as typeof sqlite3, prepared };
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

  it('GIVEN values passed as one array, numbered parameters and a statement run again WHEN queried THEN each call binds its own values', async () => {
    const db = await openStatements(sqlite3, freshPath(), 1000);
    await db.query('CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER)');
    await db.query('INSERT INTO t (k, v) VALUES (?1, ?2)', 'a', 1);
    await db.query('INSERT INTO t (k, v) VALUES (?1, ?2)', 'b', 2);
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
    const db = await openStatements(sqlite3, freshPath(), 1000);
    expect(await db.query('SELECT 2 AS two')).toEqual([{ two: 2 }]);
    await db.close();
    await expect(db.query('SELECT 2 AS two')).rejects.toThrow();
  });

  it("GIVEN a file in a directory that does not exist WHEN opened THEN it fails with the driver's error", async () => {
    await expect(openStatements(sqlite3, join(dir, 'missing', 'x.sqlite'), 1000)).rejects.toThrow(
      /SQLITE_CANTOPEN/,
    );
  });

  it('GIVEN the store on an SQLite file and on :memory: WHEN a bet is placed THEN it reads back (the records table is created on the prepared connection, in memory too)', async () => {
    for (const url of [`sqlite://${freshPath()}`, 'sqlite://:memory:']) {
      const storage = await openStorage(url);
      const store = new GameStore(
        storage.kv,
        { now: () => 0, newServerSeed: () => 'c'.repeat(64) },
        storage.close,
      );
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
