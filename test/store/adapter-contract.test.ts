/**
 * What Sabot relies on inside the Keyv adapters, checked against the installed versions. The
 * fenced commit and the leases run on the adapters' own access (storage.ts declares it per
 * backend, ownership.ts uses it), so an upgrade of @keyv/sqlite, @keyv/postgres or @keyv/redis
 * that renamed or rerouted one of these would otherwise leave the bot writing around them. Each
 * check names the field it found changed.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { fencedStorage } from '../../src/store/game-store.js';
import { openStorage, StorageUnavailableError } from '../../src/store/storage.js';
import { storesFor } from './support/backends.js';

/** A function-valued field the adapter must have, named in the failure. */
const expectFunction = (owner: unknown, field: string, what: string) =>
  expect(typeof (owner as Record<string, unknown>)[field], `${what}: ${field} must be a function`).toBe(
    'function',
  );

describe('the SQLite adapter (@keyv/sqlite)', () => {
  const fresh = storesFor('sqlite');

  it('GIVEN an SQLite store THEN its backend declares SQLite fencing on the adapter’s own query, close and opts.table', async () => {
    const { url } = await fresh();
    const storage = await openStorage(url);
    try {
      expect(storage.fencing?.kind, 'openStorage must declare the fencing of sqlite://').toBe('sqlite');
      const adapter = storage.fencing!.adapter as unknown as Record<string, unknown> & {
        opts: Record<string, unknown>;
      };
      expectFunction(adapter, 'query', '@keyv/sqlite adapter');
      expectFunction(adapter, 'close', '@keyv/sqlite adapter');
      expect(adapter.opts?.table, '@keyv/sqlite adapter: opts.table').toBe('keyv');
      expect(adapter.opts?.dialect, '@keyv/sqlite adapter: opts.dialect').toBe('sqlite');
      expect(typeof adapter.opts?.keySize, '@keyv/sqlite adapter: opts.keySize').toBe('number');
    } finally {
      await storage.close();
    }
  });

  it('GIVEN Keyv’s reads and writes THEN they all run through the adapter’s query (Sabot’s connection), and land in the file', async () => {
    const { url } = await fresh();
    const storage = await openStorage(url);
    const adapter = storage.fencing!.adapter as unknown as {
      query: (sql: string, ...values: unknown[]) => Promise<unknown[]>;
    };
    const query = adapter.query;
    const seen: string[] = [];
    adapter.query = (sql, ...values) => {
      seen.push(sql.trim().split(/\s+/)[0]!.toUpperCase());
      return query(sql, ...values);
    };
    try {
      await storage.kv.set('contract', { value: 1 });
      expect(await storage.kv.get('contract')).toEqual({ value: 1 });
      expect(await storage.kv.getMany(['contract'])).toEqual([{ value: 1 }]);
      await storage.kv.delete('contract');
      // Every one of Keyv's operations went through `query`: none through a connection of its own.
      expect(seen, '@keyv/sqlite adapter: get/getMany/set/delete must run through this.query').toEqual(
        expect.arrayContaining(['SELECT', 'INSERT', 'DELETE']),
      );
      await storage.kv.set('contract', { value: 2 });
    } finally {
      adapter.query = query;
      await storage.close();
    }
    const file = new Database(url.slice('sqlite://'.length), { readonly: true });
    try {
      const row = file.prepare('SELECT value FROM keyv WHERE key = ?').get('sabot:contract') as
        | { value: string }
        | undefined;
      expect(row?.value, 'the record written through Keyv is in the file, under Keyv’s key').toContain(
        '"value":2',
      );
    } finally {
      file.close();
    }
  });
});

describe('the PostgreSQL adapter (@keyv/postgres)', () => {
  const fresh = storesFor('postgres');

  it('GIVEN the adapter class THEN its constructor opens its connection through connect() (which Sabot overrides to share one pool) and routes its queries through query', async () => {
    const { default: KeyvPostgres } = await import('@keyv/postgres');
    expectFunction(KeyvPostgres.prototype, 'connect', '@keyv/postgres KeyvPostgres.prototype');
    let connects = 0;
    const asked: string[] = [];
    class Probe extends KeyvPostgres {
      override async connect() {
        connects++;
        return async (sql: string) => {
          asked.push(sql);
          return [];
        };
      }
    }
    const probe = new Probe({ uri: 'postgresql://unused.invalid/x' });
    expect(connects, '@keyv/postgres: the constructor must call this.connect() once').toBe(1);
    await probe.get('k');
    expect(
      asked.some((sql) => sql.startsWith('SELECT')),
      '@keyv/postgres: get must run through the query connect() returned',
    ).toBe(true);
    expectFunction(probe, 'query', '@keyv/postgres adapter');
    expect(
      (probe as unknown as { opts: { table: string } }).opts.table,
      '@keyv/postgres adapter: opts.table',
    ).toBe('keyv');
  });

  it('GIVEN a PostgreSQL store THEN its backend declares PostgreSQL fencing, and a record Keyv writes is in the table the fenced commit writes', async () => {
    const { url } = await fresh();
    const storage = await openStorage(url);
    try {
      expect(storage.fencing?.kind, 'openStorage must declare the fencing of postgresql://').toBe('postgres');
      expectFunction(storage.fencing!.adapter, 'query', '@keyv/postgres adapter');
      await storage.kv.set('contract', { value: 3 });
    } finally {
      await storage.close();
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT value FROM keyv WHERE key = $1', ['sabot:contract']);
      expect(rows[0]?.value, 'the record written through Keyv is in table keyv').toContain('"value":3');
    } finally {
      await client.end();
    }
  });
});

describe('the Redis adapter (@keyv/redis)', () => {
  const fresh = storesFor('redis');

  it('GIVEN a Redis store THEN its backend declares Redis fencing on the client’s eval and the adapter’s key prefix, which names the keys Keyv writes', async () => {
    const { url } = await fresh();
    const storage = await openStorage(url);
    try {
      expect(storage.fencing?.kind, 'openStorage must declare the fencing of redis://').toBe('redis');
      const adapter = storage.fencing!.adapter as unknown as {
        client: { eval: unknown; get(key: string): Promise<string | null> };
        createKeyPrefix(key: string, namespace?: string): string;
        namespace?: string;
      };
      expectFunction(adapter.client, 'eval', '@keyv/redis adapter.client');
      expectFunction(adapter, 'createKeyPrefix', '@keyv/redis adapter');
      await storage.kv.set('contract', { value: 4 });
      // The fenced commit names each record as createKeyPrefix does: Keyv's own write must agree.
      const key = adapter.createKeyPrefix('sabot:contract', adapter.namespace);
      expect(
        await adapter.client.get(key),
        '@keyv/redis: createKeyPrefix(key, namespace) names Keyv’s key',
      ).toContain('"value":4');
    } finally {
      await storage.close();
    }
  });
});

describe('a store that cannot fence', () => {
  it('GIVEN storage whose backend declared no fencing WHEN the bot would run on it THEN it is closed and refused with the one line naming STORAGE_URL', async () => {
    const opened = await openStorage('sqlite://:memory:');
    let closed = false;
    const undeclared = {
      ...opened,
      fencing: undefined,
      close: async () => {
        closed = true;
        await opened.close();
      },
    };
    await expect(fencedStorage(undeclared)).rejects.toThrow(
      new StorageUnavailableError(
        'STORAGE_URL names a store that cannot fence its commits, which the bot needs: use sqlite://, postgresql:// or redis://',
      ),
    );
    expect(closed).toBe(true);
  });
});
