/**
 * The store's lists of servers: every server that has a record (`servers`, for the audit) and
 * every server a restart must look at (`attention`, see attention.ts). Each server is its own
 * entry, written only by the process holding the server's lease and only while it holds it (the
 * same fence as a commit, ownership.ts), in a structure each store updates atomically entry by
 * entry, so two processes serving different servers never overwrite each other's entries:
 *   - PostgreSQL and SQLite: a `sabot_directory` row per list and server, written by one
 *     INSERT … SELECT … WHERE EXISTS (the lease row with our token), as a commit is;
 *   - Redis: a hash per list, a field per server, set by a Lua script that checks the lease first.
 * A store that cannot fence (a test's in-memory Keyv, or an adapter a test wraps) is reachable by
 * this process alone: there each list is one record, changed on this process's own queue.
 * Reading a whole list costs one query, however many other records the store holds.
 */
import type Keyv from 'keyv';
import type { FencingStore, RedisAdapter } from './fencing.js';
import { keys } from './keys.js';
import {
  afterCreating,
  LEASE_TABLE,
  redisLeaseKey,
  type ServerLeases,
  ServerOwnedElsewhereError,
} from './ownership.js';

export type DirectoryList = 'servers' | 'attention';

/** One store's entries, values as JSON text; each method is one atomic operation on the store. */
interface DirectoryBackend {
  list(list: DirectoryList): Promise<Map<string, string>>;
  get(list: DirectoryList, guildId: string): Promise<string | undefined>;
  /** Sets the entry if `token` holds the server's lease (undefined: unfenced); whether it did. */
  put(list: DirectoryList, guildId: string, value: string, token: string | undefined): Promise<boolean>;
  /** Removes the entry if `token` holds the server's lease. */
  remove(list: DirectoryList, guildId: string, token: string | undefined): Promise<void>;
}

const DIRECTORY_TABLE = 'sabot_directory';

/** PostgreSQL and SQLite: one statement per operation, `$n` placeholders (SQLite gets `@pn`). */
const sqlBackend = (store: Extract<FencingStore, { kind: 'postgres' | 'sqlite' }>): DirectoryBackend => {
  const postgres = store.kind === 'postgres';
  const raw = (sql: string, values: unknown[]): Promise<unknown[]> =>
    store.kind === 'postgres'
      ? store.adapter.query(sql, values)
      : store.adapter.query(
          sql.replace(/\$(\d+)/g, '@p$1'),
          Object.fromEntries(values.map((value, i) => [`p${i + 1}`, value])),
        );
  const create = () =>
    raw(
      `CREATE TABLE IF NOT EXISTS ${DIRECTORY_TABLE} (list TEXT NOT NULL, guild TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (list, guild))`,
      [],
    );
  const query = afterCreating(create, raw);
  const leased = `EXISTS (SELECT 1 FROM ${LEASE_TABLE} WHERE guild = $2 AND token = $3${postgres ? ' FOR SHARE' : ''})`;
  return {
    async list(list) {
      const rows = (await query(`SELECT guild, value FROM ${DIRECTORY_TABLE} WHERE list = $1`, [list])) as {
        guild: string;
        value: string;
      }[];
      return new Map(rows.map((row) => [row.guild, row.value]));
    },
    async get(list, guildId) {
      const rows = (await query(`SELECT value FROM ${DIRECTORY_TABLE} WHERE list = $1 AND guild = $2`, [
        list,
        guildId,
      ])) as { value: string }[];
      return rows[0]?.value;
    },
    async put(list, guildId, value, token) {
      const rows = await query(
        `INSERT INTO ${DIRECTORY_TABLE} (list, guild, value) SELECT $1, $2, $4
           WHERE ${token === undefined ? 'TRUE' : leased}
         ON CONFLICT (list, guild) DO UPDATE SET value = excluded.value
         RETURNING 1`,
        [list, guildId, token ?? '', value],
      );
      return rows.length > 0;
    },
    async remove(list, guildId, token) {
      await query(
        `DELETE FROM ${DIRECTORY_TABLE} WHERE list = $1 AND guild = $2 AND ${token === undefined ? 'TRUE' : leased}`,
        [list, guildId, token ?? ''],
      );
    },
  };
};

/** Sets (ARGV[3] set) or deletes field ARGV[2] of hash KEYS[2] only while lease KEYS[1] holds ARGV[1]. */
const REDIS_FENCED = `
if ARGV[1] ~= '' and redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[4] == 'set' then redis.call('HSET', KEYS[2], ARGV[2], ARGV[3]) else redis.call('HDEL', KEYS[2], ARGV[2]) end
return 1`;

/** Redis: a hash per list beside Keyv's records, as the leases are. */
const redisBackend = (adapter: RedisAdapter, namespace: string | undefined): DirectoryBackend => {
  const hash = (list: DirectoryList) => `${namespace ?? 'keyv'}-directory:${list}`;
  const run = (script: string, keyList: string[], args: string[]) =>
    adapter.client.eval(script, { keys: keyList, arguments: args });
  const fenced = async (list: DirectoryList, guildId: string, token: string | undefined, value?: string) =>
    Number(
      await run(
        REDIS_FENCED,
        [redisLeaseKey(namespace, guildId), hash(list)],
        [token ?? '', guildId, value ?? '', value === undefined ? 'del' : 'set'],
      ),
    ) === 1;
  return {
    async list(list) {
      const flat = (await run(`return redis.call('HGETALL', KEYS[1])`, [hash(list)], [])) as string[];
      const entries = new Map<string, string>();
      for (let i = 0; i + 1 < flat.length; i += 2) entries.set(flat[i]!, flat[i + 1]!);
      return entries;
    },
    async get(list, guildId) {
      const value = await run(`return redis.call('HGET', KEYS[1], ARGV[1])`, [hash(list)], [guildId]);
      return typeof value === 'string' ? value : undefined;
    },
    put: (list, guildId, value, token) => fenced(list, guildId, token, value),
    async remove(list, guildId, token) {
      await fenced(list, guildId, token);
    },
  };
};

/** A store only this process reaches: each list one record, changed in order on this process's queue. */
const keyvBackend = (kv: Keyv): DirectoryBackend => {
  let queue: Promise<unknown> = Promise.resolve();
  const read = async (list: DirectoryList) =>
    (await kv.get<Record<string, string>>(keys.directory(list))) ?? {};
  const change = (list: DirectoryList, edit: (entries: Record<string, string>) => Record<string, string>) => {
    const run = queue.then(async () => kv.set(keys.directory(list), edit(await read(list))));
    queue = run.catch(() => {});
    return run;
  };
  return {
    list: async (list) => new Map(Object.entries(await read(list))),
    get: async (list, guildId) => (await read(list))[guildId],
    async put(list, guildId, value) {
      await change(list, (entries) => ({ ...entries, [guildId]: value }));
      return true;
    },
    async remove(list, guildId) {
      await change(list, ({ [guildId]: _, ...others }) => others);
    },
  };
};

/**
 * The lists, over the store behind `kv` (kept where its declared `fencing` says). Writes are fenced
 * with the leases of `leases` (the process's own); without leases (a store that cannot fence, or a
 * tool that only reads) they are not.
 */
export class ServerDirectory {
  private readonly backend: DirectoryBackend;

  constructor(
    kv: Keyv,
    fencing: FencingStore | undefined,
    private readonly leases?: ServerLeases,
  ) {
    this.backend =
      fencing === undefined
        ? keyvBackend(kv)
        : fencing.kind === 'redis'
          ? redisBackend(fencing.adapter, kv.namespace)
          : sqlBackend(fencing);
  }

  async list<T>(list: DirectoryList): Promise<Map<string, T>> {
    const entries = new Map<string, T>();
    for (const [guildId, value] of await this.backend.list(list))
      entries.set(guildId, JSON.parse(value) as T);
    return entries;
  }

  async get<T>(list: DirectoryList, guildId: string): Promise<T | undefined> {
    const value = await this.backend.get(list, guildId);
    return value === undefined ? undefined : (JSON.parse(value) as T);
  }

  /** Sets the server's entry; ServerOwnedElsewhereError when this process no longer holds its lease. */
  async put(list: DirectoryList, guildId: string, value: unknown): Promise<void> {
    if (!(await this.backend.put(list, guildId, JSON.stringify(value), this.token(guildId)))) {
      this.leases?.lost(guildId);
      throw new ServerOwnedElsewhereError(guildId);
    }
  }

  /** Removes the server's entry (nothing, when another process holds its lease by now). */
  remove(list: DirectoryList, guildId: string): Promise<void> {
    return this.backend.remove(list, guildId, this.token(guildId));
  }

  private token(guildId: string): string | undefined {
    if (!this.leases) return undefined;
    const token = this.leases.tokenOf(guildId);
    if (token === undefined) throw new ServerOwnedElsewhereError(guildId);
    return token;
  }
}
