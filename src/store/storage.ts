/**
 * Opening the key-value storage behind Keyv from STORAGE_URL. SQLite is the default and runs in
 * WAL mode; Redis and Postgres work through their Keyv adapters when those are installed.
 *
 * Every way opening can fail is a StorageUnavailableError whose message is one line naming
 * STORAGE_URL (its password masked) and the fix, so the bot and the tools can print it as it is.
 * Storage is probed before it is handed out: an unreachable server fails here, at start-up, and
 * not at the first player's bet.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Keyv, { type KeyvStoreAdapter } from 'keyv';
import { maskUrl, maskUrlSecrets } from '../log.js';
import { keys } from './keys.js';

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
  close(): Promise<void>;
}

/** A Keyv adapter module as `@keyv/redis` and `@keyv/postgres` export it. */
export interface AdapterModule {
  readonly default: new (url: string) => KeyvStoreAdapter;
}

export interface OpenOptions {
  /** For tools that only read (the audit): an SQLite file that does not exist is an error, not created. */
  readonly mustExist?: boolean;
  /** Loads an adapter package by name; the dynamic `import` unless a test stands in for it. */
  readonly loadAdapter?: (packageName: string) => Promise<AdapterModule>;
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
  const kv = new Keyv({ store: adapter, namespace: 'sabot', throwOnErrors: true });
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
  try {
    KeyvSqlite = (await import('@keyv/sqlite')).default;
  } catch (error) {
    throw new StorageUnavailableError(
      `STORAGE_URL ${url} needs the SQLite driver, which did not load (${reason(error)}): run npm rebuild sqlite3`,
      { cause: error },
    );
  }
  const adapter = new KeyvSqlite({ uri: url, busyTimeout: 5000 });
  // The adapter reports a file it cannot open as an 'error' event (unhandled, a crash) and then
  // fails every query with a TypeError; keep the first, meaningful error instead.
  let openError: unknown;
  adapter.on('error', (error: unknown) => {
    openError ??= error;
  });
  try {
    // WAL lets readers run beside the writer, and with synchronous=NORMAL a commit is safe from
    // process crashes (the case Sabot's ledger proves) at a fraction of FULL's cost per write.
    await adapter.query('PRAGMA journal_mode=WAL');
    await adapter.query('PRAGMA synchronous=NORMAL');
  } catch (error) {
    throw cannotOpen(openError ?? error);
  }
  return { kv: keyvOver(adapter), close: () => adapter.disconnect() };
};

/** Opens a server-backed store through its optional adapter package and probes it with one read. */
const openServer = async (
  url: string,
  backend: (typeof SERVER_BACKENDS)[number],
  options: OpenOptions,
): Promise<OpenStorage> => {
  const load = options.loadAdapter ?? ((name: string) => import(name) as Promise<AdapterModule>);
  let adapterModule: AdapterModule;
  try {
    adapterModule = await load(backend.packageName);
  } catch {
    throw new StorageUnavailableError(
      `STORAGE_URL ${shown(url)} is a ${backend.name} URL but ${backend.packageName} is not installed: run npm install ${backend.packageName}, or use an sqlite:// URL`,
    );
  }
  let kv: Keyv | undefined;
  try {
    kv = keyvOver(new adapterModule.default(url));
    await within(PROBE_TIMEOUT_MS, kv.get(keys.guildIndex()), `reading from ${backend.name}`);
  } catch (error) {
    await kv?.disconnect().catch(() => {});
    throw new StorageUnavailableError(
      `STORAGE_URL ${shown(url)} cannot be reached (${maskUrlSecrets(reason(error))}): start ${backend.name} there, or correct STORAGE_URL`,
      { cause: error },
    );
  }
  const opened = kv;
  return { kv: opened, close: () => opened.disconnect() };
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
