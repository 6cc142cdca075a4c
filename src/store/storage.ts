/**
 * Opening the key-value storage behind Keyv from STORAGE_URL. SQLite is the default and runs in
 * WAL mode; PostgreSQL (`postgresql://`) and Redis (`redis://`, `rediss://`) work through
 * @keyv/postgres and @keyv/redis, shared servers that several bot processes can use at once.
 *
 * Every way opening can fail is a StorageUnavailableError whose message is one line naming
 * STORAGE_URL (its password masked) and the fix, so the bot and the tools can print it as it is.
 * Storage is probed before it is handed out: an unreachable server fails here, at start-up, and
 * not at the first player's bet.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import Keyv, { type KeyvStoreAdapter } from 'keyv';
import { maskUrl, maskUrlSecrets } from '../log.js';
import type { FencingStore, PostgresAdapter, RedisAdapter, SqliteAdapter } from './fencing.js';
import { keys } from './keys.js';
import { deserializeRecord, serializeRecord } from './record-json.js';
import { leaveCheckpointsToOthers, startCheckpoints, workerConnection } from './sqlite-checkpoints.js';
import { openStatements } from './sqlite-statements.js';

export const DEFAULT_STORAGE_URL = 'sqlite://data/sabot.sqlite';

/** How long a server-backed store may take to answer its first read before start-up gives up. */
export const PROBE_TIMEOUT_MS = 10_000;

export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

export interface OpenStorage {
  readonly kv: Keyv;
  /**
   * How this store commits a server's records atomically, fenced by its lease (ownership.ts):
   * declared here by the backend that opened it, never guessed from an adapter's shape. Undefined
   * only for a store a test builds itself (reachable by one process alone).
   */
  readonly fencing: FencingStore | undefined;
  close(): Promise<void>;
}

/**
 * A store whose adapter a test stands in (`adapterFor`): the adapter, and the fencing its backend
 * offers, if any (a wrapper that fails writes on demand offers none).
 */
export interface StoodInAdapter {
  readonly adapter: KeyvStoreAdapter;
  readonly fencing: FencingStore | undefined;
}

export type BackendName = (typeof SERVER_BACKENDS)[number]['name'];

export interface OpenOptions {
  /** For tools that only read (the audit): an SQLite file that does not exist is an error, not created. */
  readonly mustExist?: boolean;
  /** Makes the adapter for a PostgreSQL or Redis URL; the real drivers unless a test stands in. */
  readonly adapterFor?: (backend: BackendName, url: string) => Promise<StoodInAdapter>;
  /** How often an SQLite file's log is checkpointed (sqlite-checkpoints.ts); 0 for never, in tests. */
  readonly checkpointEveryMs?: number;
}

const SQLITE = 'sqlite://';
const SERVER_BACKENDS = [
  { prefixes: ['redis://', 'rediss://'], packageName: '@keyv/redis', name: 'Redis' },
  { prefixes: ['postgres://', 'postgresql://'], packageName: '@keyv/postgres', name: 'PostgreSQL' },
] as const;

/** One line for an error: its message with newlines folded and its code when the message lacks it. */
const reason = (error: unknown): string => {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ').trim();
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
};

/** The URL as messages may show it: its password masked. */
const shown = (url: string): string => maskUrl(url);

/** Why STORAGE_URL cannot be used as written, or undefined when its shape is fine. */
export const storageUrlProblem = (url: string): string | undefined => {
  if (url.startsWith(SQLITE)) {
    return url.length > SQLITE.length
      ? undefined
      : 'STORAGE_URL needs a file after sqlite://, such as sqlite://data/sabot.sqlite';
  }
  if (!SERVER_BACKENDS.some((backend) => backend.prefixes.some((prefix) => url.startsWith(prefix))))
    return `STORAGE_URL must start with sqlite://, redis:// or postgresql:// (got "${shown(url)}"): correct it in .env`;
  try {
    new URL(url);
  } catch {
    return `STORAGE_URL is not a valid URL ("${shown(url)}"): write it as scheme://user:password@host:port/name, with special characters in the password percent-encoded`;
  }
  return undefined;
};

/** Keyv that throws on storage errors: the ledger must know a write failed, never guess. */
const keyvOver = (adapter: KeyvStoreAdapter): Keyv => {
  const kv = new Keyv({
    store: adapter,
    namespace: 'sabot',
    throwOnErrors: true,
    // Keyv's own format, written and read faster (record-json.ts).
    serialize: serializeRecord,
    deserialize: deserializeRecord,
  });
  // Errors are thrown to the caller, which handles them; the event is only a duplicate.
  kv.on('error', () => {});
  return kv;
};

/** Resolves with `work`, or rejects once `ms` have passed without an answer. */
const within = <T>(ms: number, work: Promise<T>, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s while ${what}`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
};

/** The SQLite connection's page cache, in KiB (SQLite's own default). */
const PAGE_CACHE_KIB = 2_000;

/** How long an SQLite statement waits for another connection's lock before it fails. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens the SQLite file. Two processes setting up a new file at the same moment (its table, WAL
 * mode) can find each other's lock: each statement then waits its turn (sqlite-statements.ts).
 */
const openSqlite = async (url: string, options: OpenOptions): Promise<OpenStorage> => {
  const path = url.slice(SQLITE.length);
  const inMemory = path === ':memory:';
  if (!inMemory && options.mustExist && !existsSync(path))
    throw new StorageUnavailableError(
      `STORAGE_URL ${url}: there is no such file here: run this where the bot runs, or set STORAGE_URL to the bot's database`,
    );
  const cannotOpen = (cause: unknown) =>
    new StorageUnavailableError(
      `STORAGE_URL ${url} cannot be opened (${reason(cause)}): choose a file in a directory the bot can write to`,
      { cause },
    );
  try {
    if (!inMemory) mkdirSync(dirname(path), { recursive: true });
  } catch (error) {
    throw cannotOpen(error);
  }
  // Imported here, not at the top: a driver that failed to build is then this one line, not a
  // stack trace before the bot has read its settings.
  let KeyvSqlite: typeof import('@keyv/sqlite').default;
  let driver: typeof import('better-sqlite3');
  let driverPath: string;
  try {
    [{ default: KeyvSqlite }, { default: driver }] = await Promise.all([
      import('@keyv/sqlite'),
      import('better-sqlite3'),
    ]);
    driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
  } catch (error) {
    throw new StorageUnavailableError(
      `STORAGE_URL ${url} needs the SQLite driver, which did not load (${reason(error)}): run npm rebuild better-sqlite3`,
      { cause: error },
    );
  }
  /**
   * @keyv/sqlite's records and SQL, each query run as a prepared statement on a connection of
   * Sabot's (sqlite-statements.ts), in place. The adapter's constructor always opens a connection
   * of its own through its own driver: it is given an in-memory database, never the file (two
   * copies of SQLite in one process on one file can drop each other's locks), and closed at once.
   */
  class PreparedSqlite extends KeyvSqlite {
    constructor() {
      super({ uri: 'sqlite://:memory:' });
      const { table, keySize } = this.opts;
      const opened = Promise.all([
        this.close(),
        openStatements(driver, path, BUSY_TIMEOUT_MS).then(async (statements) => {
          await statements.query(
            `CREATE TABLE IF NOT EXISTS ${table}(key VARCHAR(${Number(keySize)}) PRIMARY KEY, value TEXT )`,
          );
          return statements;
        }),
      ]).then(([, statements]) => statements);
      // A failure to open is reported by the first query.
      opened.catch(() => {});
      this.query = async (sql: string, ...values: unknown[]) => (await opened).query(sql, ...values);
      this.close = async () => (await opened).close();
    }
  }
  const adapter = new PreparedSqlite();
  try {
    // WAL lets readers run beside the writer, and with synchronous=NORMAL a commit is safe from
    // process crashes (the case Sabot's ledger proves) at a fraction of FULL's cost per write.
    await adapter.query('PRAGMA journal_mode=WAL');
    await adapter.query('PRAGMA synchronous=NORMAL');
    // SQLite's own default page cache (2 MiB): better-sqlite3 builds with 16 MiB, which a process
    // serving thousands of tables fills without need (the OS caches the file's pages anyway).
    await adapter.query(`PRAGMA cache_size=-${PAGE_CACHE_KIB}`);
    if (!inMemory) await leaveCheckpointsToOthers(adapter);
  } catch (error) {
    await adapter.disconnect().catch(() => {});
    throw cannotOpen(error);
  }
  // The adapter's own `query` and `opts.table` are what the fenced commit runs on.
  const fencing: FencingStore = { kind: 'sqlite', adapter: adapter as unknown as SqliteAdapter };
  if (inMemory) return { kv: keyvOver(adapter), fencing, close: () => adapter.disconnect() };
  // The checkpoints run on a connection of their own, on a worker thread (sqlite-checkpoints.ts);
  // a failed checkpoint is retried by the next.
  const checkpoints = startCheckpoints(
    workerConnection(driverPath, path, BUSY_TIMEOUT_MS),
    options.checkpointEveryMs,
  );
  return {
    kv: keyvOver(adapter),
    fencing,
    close: async () => {
      await checkpoints.stop();
      await adapter.disconnect();
    },
  };
};

/** How long a PostgreSQL or Redis connection attempt may take before it counts as failed. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The PostgreSQL pools of this process, one per URL, shared by every store opened on it.
 * @keyv/postgres keeps one pool per process and its `disconnect` ends it for every store using it;
 * here each store takes a reference and the pool ends when the last one lets go.
 */
const pgPools = new Map<string, { pool: PgPool; users: number }>();

type PgPool = import('pg').Pool;

const acquirePgPool = (Pool: typeof import('pg').Pool, url: string): PgPool => {
  let shared = pgPools.get(url);
  if (!shared) {
    const pool = new Pool({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // A pooled connection the server drops while idle (a restart, a terminated backend) is
    // reported here; without a listener it would crash the process. The pool discards that
    // connection and the next query opens a new one, so there is nothing more to do.
    pool.on('error', () => {});
    shared = { pool, users: 0 };
    pgPools.set(url, shared);
  }
  shared.users++;
  return shared.pool;
};

const releasePgPool = async (url: string): Promise<void> => {
  const shared = pgPools.get(url);
  if (!shared || --shared.users > 0) return;
  pgPools.delete(url);
  await shared.pool.end();
};

/** The Keyv adapter over PostgreSQL, on this process's shared pool for the URL, and its fencing. */
const postgresAdapter = async (url: string): Promise<StoodInAdapter> => {
  const [{ default: KeyvPostgres }, { default: pg }] = await Promise.all([
    import('@keyv/postgres'),
    import('pg'),
  ]);
  class SharedPoolPostgres extends KeyvPostgres {
    // Called by the adapter's constructor: every query goes through the shared pool.
    override async connect() {
      const pool = acquirePgPool(pg.Pool, url);
      return async (sql: string, values?: unknown[]) => (await pool.query(sql, values)).rows;
    }
    override async disconnect() {
      await releasePgPool(url);
    }
  }
  const adapter = new SharedPoolPostgres({ uri: url });
  // The adapter's `query` (bound to the shared pool by `connect` above) and `opts.table`.
  return {
    adapter: adapter as unknown as KeyvStoreAdapter,
    fencing: { kind: 'postgres', adapter: adapter as unknown as PostgresAdapter },
  };
};

/**
 * The Keyv adapter over Redis, connected. A first connection that fails is not retried (start-up
 * reports it at once); a connection lost later is re-established in the background, and while it
 * is down commands fail at once instead of queueing, so a player hears of it within the command.
 */
const redisAdapter = async (url: string): Promise<StoodInAdapter> => {
  const { default: KeyvRedis } = await import('@keyv/redis');
  let everReady = false;
  const adapter = new KeyvRedis(
    {
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: CONNECT_TIMEOUT_MS,
        reconnectStrategy: (retries: number, cause: Error) =>
          everReady ? Math.min(50 * 2 ** retries, 2_000) : cause,
      },
    },
    { throwOnErrors: true, throwOnConnectError: true },
  );
  adapter.on('error', () => {});
  adapter.client.on('ready', () => {
    everReady = true;
  });
  try {
    // Connected here, not on the first command, so a refusal carries the driver's own reason.
    await adapter.client.connect();
  } catch (error) {
    await adapter.disconnect(true).catch(() => {});
    throw error;
  }
  // The client's `eval` and the adapter's key prefixing are what the fenced commit runs on.
  return {
    adapter: adapter as unknown as KeyvStoreAdapter,
    fencing: { kind: 'redis', adapter: adapter as unknown as RedisAdapter },
  };
};

/** Opens a PostgreSQL or Redis store and probes it with one read. */
const openServer = async (
  url: string,
  backend: (typeof SERVER_BACKENDS)[number],
  options: OpenOptions,
): Promise<OpenStorage> => {
  const unreachable = (error: unknown) =>
    new StorageUnavailableError(
      `STORAGE_URL ${shown(url)} cannot be reached (${maskUrlSecrets(reason(error))}): start ${backend.name} there, or correct STORAGE_URL`,
      { cause: error },
    );
  let opened: StoodInAdapter;
  try {
    opened = await within(
      PROBE_TIMEOUT_MS,
      (options.adapterFor ?? adapterFor)(backend.name, url),
      `connecting to ${backend.name}`,
    );
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw error;
    throw unreachable(error);
  }
  const kv = keyvOver(opened.adapter);
  try {
    await within(PROBE_TIMEOUT_MS, kv.get(keys.meta('probe')), `reading from ${backend.name}`);
  } catch (error) {
    await kv.disconnect().catch(() => {});
    throw unreachable(error);
  }
  return { kv, fencing: opened.fencing, close: () => kv.disconnect() };
};

/** The adapter for a server backend; a driver that fails to load is its own one line. */
const adapterFor = async (name: BackendName, url: string): Promise<StoodInAdapter> => {
  const backend = SERVER_BACKENDS.find((candidate) => candidate.name === name)!;
  try {
    await import(backend.packageName);
  } catch (error) {
    throw new StorageUnavailableError(
      `STORAGE_URL ${shown(url)} needs ${backend.packageName}, which did not load (${reason(error)}): run npm ci`,
      { cause: error },
    );
  }
  return name === 'PostgreSQL' ? postgresAdapter(url) : redisAdapter(url);
};

/**
 * Loads the driver STORAGE_URL will need, so a process that opens storage later pays the load
 * now (the Redis driver takes about a second to load on a small machine). Loading errors are left
 * for `openStorage` to report.
 */
export const preloadDriver = async (url: string): Promise<void> => {
  const backend = SERVER_BACKENDS.find((candidate) => candidate.prefixes.some((p) => url.startsWith(p)));
  const packages = backend
    ? [backend.packageName, ...(backend.name === 'PostgreSQL' ? ['pg'] : [])]
    : ['@keyv/sqlite', 'better-sqlite3'];
  await Promise.all(packages.map((name) => import(name).catch(() => {})));
};

export const openStorage = async (
  url: string = DEFAULT_STORAGE_URL,
  options: OpenOptions = {},
): Promise<OpenStorage> => {
  const problem = storageUrlProblem(url);
  if (problem) throw new StorageUnavailableError(problem);
  if (url.startsWith(SQLITE)) return openSqlite(url, options);
  const backend = SERVER_BACKENDS.find((candidate) => candidate.prefixes.some((p) => url.startsWith(p)));
  // storageUrlProblem accepted the URL, so one backend matches.
  return openServer(url, backend!, options);
};
