/**
 * How each store makes a commit atomic and fenced by a server's lease, as the backend that opened
 * it declares it (storage.ts), and the parts of the Keyv adapters the fenced commit and the leases
 * run on (ownership.ts, directory.ts). test/store/adapter-contract.test.ts checks these parts
 * against the installed adapters.
 */

export interface SqlAdapter {
  readonly opts: { readonly table: string };
}

export type PostgresAdapter = SqlAdapter & { query(sql: string, values?: unknown[]): Promise<unknown[]> };
export type SqliteAdapter = SqlAdapter & { query(sql: string, ...values: unknown[]): Promise<unknown[]> };

export interface RedisAdapter {
  readonly namespace?: string;
  createKeyPrefix(key: string, namespace?: string): string;
  readonly client: {
    eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  };
}

/**
 * How a store fences a commit, as the backend that opened it declares it (storage.ts): which kind
 * of store, and its adapter's own access, through which the lease and the fenced write run.
 */
export type FencingStore =
  | { readonly kind: 'postgres'; readonly adapter: PostgresAdapter }
  | { readonly kind: 'sqlite'; readonly adapter: SqliteAdapter }
  | { readonly kind: 'redis'; readonly adapter: RedisAdapter };
