/**
 * Opening the key-value storage behind Keyv from STORAGE_URL. SQLite is the default and runs in
 * WAL mode; Redis and Postgres work through their Keyv adapters when those are installed.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import Keyv, { type KeyvStoreAdapter } from 'keyv';

export const DEFAULT_STORAGE_URL = 'sqlite://data/sabot.sqlite';

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

/** Keyv that throws on storage errors: the ledger must know a write failed, never guess. */
const keyvOver = (adapter: KeyvStoreAdapter): Keyv => {
  const kv = new Keyv({ store: adapter, namespace: 'sabot', throwOnErrors: true });
  // Errors are thrown to the caller, which handles them; the event is only a duplicate.
  kv.on('error', () => {});
  return kv;
};

const openSqlite = async (url: string): Promise<OpenStorage> => {
  const path = url.replace(/^sqlite:\/\//, '');
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const adapter = new KeyvSqlite({ uri: url, busyTimeout: 5000 });
  // WAL lets readers run beside the writer, and with synchronous=NORMAL a commit is safe from
  // process crashes (the case Sabot's ledger proves) at a fraction of FULL's cost per write.
  await adapter.query('PRAGMA journal_mode=WAL');
  await adapter.query('PRAGMA synchronous=NORMAL');
  return { kv: keyvOver(adapter), close: () => adapter.disconnect() };
};

/** Imports an optional adapter package, with a clear message when it is not installed. */
const openOptional = async (url: string, packageName: string): Promise<OpenStorage> => {
  let adapterModule: { default: new (url: string) => KeyvStoreAdapter };
  try {
    adapterModule = await import(packageName);
  } catch {
    throw new StorageUnavailableError(
      `STORAGE_URL needs the ${packageName} package: run npm install ${packageName}`,
    );
  }
  const adapter = new adapterModule.default(url);
  const kv = keyvOver(adapter);
  return { kv, close: () => kv.disconnect() };
};

export const openStorage = async (url: string = DEFAULT_STORAGE_URL): Promise<OpenStorage> => {
  if (url.startsWith('sqlite://')) return openSqlite(url);
  if (url.startsWith('redis://') || url.startsWith('rediss://')) return openOptional(url, '@keyv/redis');
  if (url.startsWith('postgres://') || url.startsWith('postgresql://'))
    return openOptional(url, '@keyv/postgres');
  throw new StorageUnavailableError(
    `STORAGE_URL must start with sqlite://, redis:// or postgresql:// (got "${url}")`,
  );
};
