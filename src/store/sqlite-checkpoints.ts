/**
 * WAL checkpoints off the commit path.
 *
 * In WAL mode a commit appends its pages to the `-wal` file, which with synchronous=NORMAL costs
 * no fsync. By default, though, the commit that takes the log past 1,000 pages also copies the
 * whole log back into the database file and fsyncs it, inside that commit's own statement: one
 * player's bet or settlement in a few hundred waits for the disk (the bench measured those
 * statements at 2–10 ms against well under 1 ms for the rest).
 *
 * So the connection that commits only appends, and a second connection on the same file does the
 * checkpoints, every few hundred milliseconds, in PASSIVE mode: it copies what no reader still
 * needs and never waits for, nor blocks, the writer (SQLite's WAL protocol runs a checkpoint beside
 * a writer). The writing connection keeps an automatic threshold, set far higher, only as a
 * backstop: should the checkpoints fall behind, the log stays bounded all the same.
 *
 * The writing connection runs its statements on the event loop (sqlite-statements.ts); a
 * checkpoint copies megabytes and waits for the disk, so its connection lives on a worker thread
 * of its own. It is the same SQLite library the writer uses (one copy of the driver per process),
 * which matters: two copies of SQLite in one process on one file can drop each other's locks.
 */
import { Worker } from 'node:worker_threads';

/** How often the checkpointing connection copies the log into the database. */
export const CHECKPOINT_EVERY_MS = 250;

/**
 * The writing connection's own automatic checkpoint, in pages (about 40 MB with 4 kB pages): only
 * reached if the checkpointing connection falls far behind.
 */
export const BACKSTOP_AUTOCHECKPOINT_PAGES = 10_000;

/** Raw SQL on a connection of its own. */
export interface SqliteConnection {
  query(sql: string, ...values: unknown[]): Promise<unknown[]>;
  disconnect(): Promise<void>;
}

/** What one checkpoint did, as SQLite reports it: frames in the log, and frames copied back. */
export interface CheckpointResult {
  readonly busy: boolean;
  readonly logFrames: number;
  readonly checkpointedFrames: number;
}

export interface Checkpointer {
  /** Runs one PASSIVE checkpoint now (the timer runs the same). */
  checkpoint(): Promise<CheckpointResult>;
  /** Stops the timer, waits for a checkpoint in flight, closes the connection. */
  stop(): Promise<void>;
}

/** Sets the writing connection to leave checkpoints to the checkpointer, but for the backstop. */
export const leaveCheckpointsToOthers = async (writer: SqliteConnection): Promise<void> => {
  await writer.query(`PRAGMA wal_autocheckpoint=${BACKSTOP_AUTOCHECKPOINT_PAGES}`);
};

/**
 * Starts checkpointing over `connection`, a second connection on the writer's file. `everyMs`
 * 0 runs no timer: the caller calls `checkpoint` itself (tests do, to stay clear of time).
 */
export const startCheckpoints = (
  connection: SqliteConnection,
  everyMs = CHECKPOINT_EVERY_MS,
): Checkpointer => {
  let inFlight: Promise<CheckpointResult> | undefined;
  const checkpoint = (): Promise<CheckpointResult> => {
    inFlight ??= connection
      .query('PRAGMA wal_checkpoint(PASSIVE)')
      .then((rows) => {
        const row = (rows as { busy: number; log: number; checkpointed: number }[])[0];
        return {
          busy: row?.busy === 1,
          logFrames: row?.log ?? 0,
          checkpointedFrames: row?.checkpointed ?? 0,
        };
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
  // A failed checkpoint loses nothing (the log still holds every commit): the next one retries,
  // and the backstop bounds the log meanwhile.
  const timer = everyMs > 0 ? setInterval(() => void checkpoint().catch(() => {}), everyMs) : undefined;
  // The timer never keeps a process alive on its own.
  timer?.unref();
  return {
    checkpoint,
    async stop() {
      if (timer) clearInterval(timer);
      await inFlight?.catch(() => {});
      await connection.disconnect();
    },
  };
};

/**
 * The worker's code: one better-sqlite3 connection on the file, answering each message's SQL in
 * turn. Plain JavaScript evaluated by the worker, so it runs the same from the compiled build and
 * from the TypeScript sources under test; the driver comes by its resolved path.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
let database;
parentPort.on('message', ({ id, sql, values, close }) => {
  try {
    if (close) {
      if (database) database.close();
      parentPort.postMessage({ id, rows: [] });
      return;
    }
    database ??= new Database(workerData.path, { timeout: workerData.busyTimeoutMs });
    const statement = database.prepare(sql);
    if (statement.reader) {
      parentPort.postMessage({ id, rows: statement.all(...values) });
    } else {
      statement.run(...values);
      parentPort.postMessage({ id, rows: [] });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

/** An error the worker reported, with SQLite's code kept. */
class WorkerSqliteError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

/**
 * A connection to `path` on a worker thread, started by its first query (a store closed sooner,
 * as in a short test or tool run, never starts one). The worker never keeps the process alive.
 */
export const workerConnection = (
  driverPath: string,
  path: string,
  busyTimeoutMs: number,
): SqliteConnection => {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const started = (): Worker => {
    if (worker) return worker;
    const thread = new Worker(WORKER_CODE, { eval: true, workerData: { driverPath, path, busyTimeoutMs } });
    thread.unref();
    thread.on(
      'message',
      ({ id, rows, error }: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
        const call = waiting.get(id);
        waiting.delete(id);
        if (error) call?.reject(new WorkerSqliteError(error.message, error.code));
        else call?.resolve(rows ?? []);
      },
    );
    thread.on('error', failAll);
    thread.on('exit', () => {
      failAll(new Error('the SQLite worker stopped'));
      worker = undefined;
    });
    worker = thread;
    return thread;
  };
  const send = (message: { sql?: string; values?: unknown[]; close?: true }): Promise<unknown[]> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      started().postMessage({ id, ...message });
    });
  return {
    query: (sql, ...values) => send({ sql, values }),
    async disconnect() {
      const thread = worker;
      if (!thread) return;
      await send({ close: true }).catch(() => {});
      await thread.terminate();
    },
  };
};
