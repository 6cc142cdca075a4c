/**
 * One SQLite connection whose statements are prepared once and run where they are called.
 *
 * Every query a command makes is a lookup by key or one upsert of a few kilobytes, which SQLite
 * answers from its page cache in tens of microseconds. A driver that hands each query to a thread
 * pool (node-sqlite3, under @keyv/sqlite) pays more than the query for the trip: the pool thread
 * must wake, then the main thread, and either may wait out another thread's time slice first. On
 * a two-core machine those waits made a new member's first bet on a 100,000-member server take
 * 0.5 ms at the median and 3.5–5 ms at the 99th percentile; run in place (better-sqlite3) the same
 * bet takes 0.25 ms and 0.6–2.2 ms (bench/costs.ts).
 *
 * The one thing the event loop must never do is wait for another process. When several processes
 * share the file (shards on one machine, or two setting up a new file at once), a write can find
 * the write lock taken, and with WAL readers a read can meet a moment of recovery. So the connection's own busy timeout is zero:
 * SQLite answers SQLITE_BUSY at once, and the query is tried again after a timer, with growing
 * pauses, until `busyTimeoutMs` has passed; then it fails with that error. A query that found
 * the lock taken wrote nothing (each is one statement, committed on its own), so trying it
 * again is safe.
 */
import type BetterSqlite3 from 'better-sqlite3';

export interface SqliteStatements {
  /**
   * Runs `sql` with `values` bound in order, or with one array of them, or with one object of
   * named values (`@name` in the SQL); resolves with its rows ([] for a statement that returns none).
   */
  query(sql: string, ...values: unknown[]): Promise<unknown[]>;
  /** Closes the connection (its statements with it). */
  close(): Promise<void>;
}

export type Driver = typeof BetterSqlite3;

/** The first pause before a busy query is tried again, and the longest one, in milliseconds. */
const FIRST_PAUSE_MS = 1;
const LONGEST_PAUSE_MS = 50;

/** Whether SQLite refused for another connection's lock (SQLITE_BUSY and its extended codes). */
const isSqliteBusy = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_'));
};

/** Opens `path` (a file, or ':memory:'); rejects with the driver's own error. */
export const openStatements = async (
  driver: Driver,
  path: string,
  busyTimeoutMs: number,
): Promise<SqliteStatements> => statementsOn(new driver(path, { timeout: 0 }), busyTimeoutMs);

const statementsOn = (database: BetterSqlite3.Database, busyTimeoutMs: number): SqliteStatements => {
  /** Statements ready to run, by their SQL; SQL that failed to prepare is not kept. */
  const ready = new Map<string, BetterSqlite3.Statement>();

  const prepared = (sql: string): BetterSqlite3.Statement => {
    let statement = ready.get(sql);
    if (!statement) {
      statement = database.prepare(sql);
      ready.set(sql, statement);
    }
    return statement;
  };

  const run = (sql: string, values: unknown[]): unknown[] => {
    const statement = prepared(sql);
    if (statement.reader) return statement.all(...values);
    statement.run(...values);
    return [];
  };

  /** Tries the query again, off the event loop between tries, until it runs or time is up. */
  const retryWhileBusy = async (sql: string, values: unknown[], busy: unknown): Promise<unknown[]> => {
    const giveUpAt = Date.now() + busyTimeoutMs;
    let pause = FIRST_PAUSE_MS;
    let last = busy;
    while (Date.now() < giveUpAt) {
      // Apart at random, so that two processes waiting for each other do not meet again in step.
      await new Promise((resolve) => setTimeout(resolve, pause * (0.5 + Math.random())));
      try {
        return run(sql, values);
      } catch (error) {
        if (!isSqliteBusy(error)) throw error;
        last = error;
      }
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    }
    throw last;
  };

  return {
    async query(sql, ...values) {
      // @keyv/sqlite passes some queries' values as one array.
      const bound = values.length === 1 && Array.isArray(values[0]) ? (values[0] as unknown[]) : values;
      try {
        return run(sql, bound);
      } catch (error) {
        if (!isSqliteBusy(error)) throw error;
        return retryWhileBusy(sql, bound, error);
      }
    },
    async close() {
      ready.clear();
      if (database.open) database.close();
    },
  };
};
