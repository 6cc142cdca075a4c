/**
 * One SQLite connection whose statements are prepared once and reused.
 *
 * node-sqlite3 runs every step of a statement on libuv's thread pool and answers on the main
 * thread. A plain `database.all(sql, …)`, which @keyv/sqlite calls for every query, prepares a new
 * statement (one trip to the pool and back), runs it (a second) and finalizes it (a third). Each
 * trip waits for a pool thread to wake and then for the main thread to take the answer; on an idle
 * machine most take microseconds and a few take milliseconds, so the more trips a command makes,
 * the more often it lands in that tail. Sabot sends a handful of distinct SQL texts, each many
 * times: prepared once, each query is then one trip, and the SQL is parsed once per process.
 */
import type sqlite3 from 'sqlite3';

export interface SqliteStatements {
  /** Runs `sql` with `values` bound in order (or one array of them); resolves with its rows. */
  query(sql: string, ...values: unknown[]): Promise<unknown[]>;
  /** Finalizes every statement and closes the connection. */
  close(): Promise<void>;
}

type Driver = typeof sqlite3;

/** Opens `path` (a file, or ':memory:') with node-sqlite3; rejects with the driver's own error. */
export const openStatements = (
  driver: Driver,
  path: string,
  busyTimeoutMs: number,
): Promise<SqliteStatements> =>
  new Promise((resolve, reject) => {
    const database: sqlite3.Database = new driver.Database(path, (error) => {
      if (error) return reject(error);
      database.configure('busyTimeout', busyTimeoutMs);
      resolve(statementsOn(database));
    });
  });

const statementsOn = (database: sqlite3.Database): SqliteStatements => {
  /** Statements ready to run, by their SQL; a statement that failed to prepare is not kept. */
  const ready = new Map<string, sqlite3.Statement>();
  /** Statements being prepared, so queries arriving meanwhile wait for the same one. */
  const preparing = new Map<string, Promise<sqlite3.Statement>>();

  const prepare = (sql: string): Promise<sqlite3.Statement> => {
    let statement = preparing.get(sql);
    if (!statement) {
      statement = new Promise<sqlite3.Statement>((resolve, reject) => {
        const prepared = database.prepare(sql, (error) => {
          preparing.delete(sql);
          if (error) return reject(error);
          ready.set(sql, prepared);
          resolve(prepared);
        });
      });
      preparing.set(sql, statement);
    }
    return statement;
  };

  // A statement runs one call at a time (node-sqlite3 queues the rest on the statement), binding
  // the call's values afresh each time.
  const run = (statement: sqlite3.Statement, values: unknown[]): Promise<unknown[]> =>
    new Promise((resolve, reject) => {
      statement.all(...values, (error: Error | null, rows: unknown[]) =>
        error ? reject(error) : resolve(rows),
      );
    });

  return {
    async query(sql, ...values) {
      const statement = ready.get(sql) ?? (await prepare(sql));
      return run(statement, values);
    },
    async close() {
      await Promise.allSettled(preparing.values());
      await Promise.all(
        [...ready.values()].map(
          (statement) => new Promise<void>((resolve) => statement.finalize(() => resolve())),
        ),
      );
      ready.clear();
      await new Promise<void>((resolve, reject) =>
        database.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
};
