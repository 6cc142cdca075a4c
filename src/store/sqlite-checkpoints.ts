/**
 * WAL checkpoints off the commit path.
 *
 * In WAL mode a commit appends its pages to the `-wal` file, which with synchronous=NORMAL costs
 * no fsync. By default, though, the commit that takes the log past 1,000 pages also copies the
 * whole log back into the database file and fsyncs it, inside that commit's own statement: one
 * player's bet or settlement in a few hundred waits for the disk (bench/banque.ts measured those
 * statements at 2–10 ms against well under 1 ms for the rest).
 *
 * So the connection that commits only appends, and a second connection on the same file does the
 * checkpoints, every few hundred milliseconds, in PASSIVE mode: it copies what no reader still
 * needs and never waits for, nor blocks, the writer (SQLite's WAL protocol runs a checkpoint beside
 * a writer; each connection is its own thread in the driver). The writing connection keeps an
 * automatic threshold, set far higher, only as a backstop: should the checkpoints fall behind, the
 * log stays bounded all the same.
 */
import type { KeyvStoreAdapter } from 'keyv';

/** How often the checkpointing connection copies the log into the database. */
export const CHECKPOINT_EVERY_MS = 250;

/**
 * The writing connection's own automatic checkpoint, in pages (about 40 MB with 4 kB pages): only
 * reached if the checkpointing connection falls far behind.
 */
export const BACKSTOP_AUTOCHECKPOINT_PAGES = 10_000;

/** The part of @keyv/sqlite's adapter used here: raw SQL on its own connection. */
export interface SqliteConnection extends KeyvStoreAdapter {
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
