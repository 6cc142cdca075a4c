/**
 * ONE WRITER PER SERVER. Several bot processes may share one store (a rolling restart leaves two
 * alive for a while, a reshard moves servers, a frozen process wakes up after another took over);
 * at most one of them may commit for a server at a time, or a click applied by both stands twice.
 *
 * Each server has a lease in the store itself: a random token and an expiry, claimed when the
 * server's lease is free or expired, renewed while the server is in use, released at shutdown.
 * The lease alone proves nothing (a process can be frozen for any time between checking it and
 * writing), so the token is a fencing token: every commit is ONE atomic store operation that
 * writes the records only if the server's lease still holds this process's token. A process whose
 * lease was taken writes nothing, whenever it wakes up.
 *   - PostgreSQL: a `sabot_lease` row; the commit is one INSERT … SELECT … WHERE EXISTS (the lease
 *     row with our token, locked FOR SHARE, so a takeover waits for a commit in flight and a commit
 *     after a takeover finds no row). Expiry is the database server's clock.
 *   - Redis: the lease key, taken with SET NX PX; renewal and the commit are Lua scripts that
 *     check the token first (Redis runs a script atomically). Expiry is the Redis server's clock.
 *   - SQLite: a `sabot_lease` row in the same file, and the commit is one INSERT … SELECT … WHERE
 *     EXISTS statement (SQLite takes its write lock before the statement reads, so the check and
 *     the write are one transaction). Expiry is the wall clock of the machine, which every process
 *     on one SQLite file shares.
 * The local expiry a process keeps is only a shortcut for its reads: it is counted from before
 * the claim was sent, so it ends before the store's.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type Keyv from 'keyv';
import type { FencingStore, PostgresAdapter, RedisAdapter, SqliteAdapter } from './fencing.js';
import type { OwnershipChange } from './observer.js';
import { StorageUnavailableError } from './storage.js';

export type { FencingStore } from './fencing.js';

/** One record to write: a key and its complete new value. */
export type RecordWrite = readonly [key: string, value: unknown];

/** How long a claimed lease lasts without renewal: a dead owner's servers are free this soon. */
export const DEFAULT_LEASE_MS = 5_000;

/** A server is being served by another process (its lease is held elsewhere, or was taken). */
export class ServerOwnedElsewhereError extends Error {
  constructor(readonly guildId: string) {
    super(`server ${guildId} is served by another process`);
    this.name = 'ServerOwnedElsewhereError';
  }
}

/** One record as the store holds it: the adapter's key and Keyv's serialized value. */
interface RawRow {
  readonly key: string;
  readonly value: string;
}

/** What each store does for leases; every method is one atomic operation on the store. */
interface LeaseBackend {
  /**
   * Renews the lease if `held` still holds it, else takes it with `fresh` if free or expired, else
   * takes it from `dead` if that token still holds it. Answers the token holding the lease now and,
   * when this claim took it from another token, when that token's lease ended (expired, released,
   * or now, when taken from a dead holder), by the store's clock: undefined when no process held
   * it before.
   */
  claim(claim: Claim): Promise<ClaimAnswer>;
  /** Writes the rows if and only if `token` holds the server's lease; whether it wrote. */
  writeFenced(guildId: string, token: string, rows: readonly RawRow[]): Promise<boolean>;
  /** Ends the lease if `token` holds it, so another process need not wait for it to expire. */
  release(guildId: string, token: string): Promise<void>;
}

interface ClaimAnswer {
  readonly mine: boolean;
  readonly token: string | undefined;
  readonly previousEnd?: number | undefined;
}

interface Claim {
  readonly guildId: string;
  readonly held: string | undefined;
  readonly fresh: string;
  /** The token of a holder known to be dead, taken over without waiting for its expiry. */
  readonly dead: string | undefined;
  readonly ttlMs: number;
}

export const LEASE_TABLE = 'sabot_lease';

/**
 * `run`, after the table `create` makes has been made once in this process. Two processes
 * creating it at once: PostgreSQL fails the slower one (a duplicate in its catalogue) once the
 * first has committed, so trying again finds the table there. A failure is not remembered.
 */
export const afterCreating = <Args extends unknown[], R>(
  create: () => Promise<unknown>,
  run: (...args: Args) => Promise<R>,
): ((...args: Args) => Promise<R>) => {
  let ready: Promise<unknown> | undefined;
  return async (...args) => {
    ready ??= create()
      .catch(create)
      .catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
    await ready;
    return run(...args);
  };
};

/** PostgreSQL: a lease row per server; the database's clock decides expiry. */
const postgresBackend = (adapter: PostgresAdapter) => {
  const table = adapter.opts.table;
  // previous_end: when the lease held before the current token's ended (see LeaseBackend.claim).
  const create = async () => {
    await adapter.query(
      `CREATE TABLE IF NOT EXISTS ${LEASE_TABLE} (guild TEXT PRIMARY KEY, token TEXT NOT NULL, expires_at TIMESTAMPTZ NOT NULL, previous_end TIMESTAMPTZ)`,
    );
    await adapter.query(`ALTER TABLE ${LEASE_TABLE} ADD COLUMN IF NOT EXISTS previous_end TIMESTAMPTZ`);
  };
  const query = afterCreating(create, (sql: string, values: unknown[]) => adapter.query(sql, values));
  const backend: LeaseBackend = {
    async claim({ guildId, held, fresh, dead, ttlMs }) {
      // SET's expressions read the row as it was: its token and its expiry before this claim.
      const rows = (await query(
        `INSERT INTO ${LEASE_TABLE} (guild, token, expires_at, previous_end)
           VALUES ($1, $2, clock_timestamp() + $4 * interval '1 millisecond', NULL)
         ON CONFLICT (guild) DO UPDATE
           SET token = CASE WHEN ${LEASE_TABLE}.token = $3 THEN ${LEASE_TABLE}.token ELSE excluded.token END,
               previous_end = CASE WHEN ${LEASE_TABLE}.token = $3 THEN ${LEASE_TABLE}.previous_end
                                   ELSE LEAST(${LEASE_TABLE}.expires_at, clock_timestamp()) END,
               expires_at = excluded.expires_at
           WHERE ${LEASE_TABLE}.token IN ($3, $5) OR ${LEASE_TABLE}.expires_at < clock_timestamp()
         RETURNING token, (extract(epoch FROM previous_end) * 1000)::float8 AS previous_end`,
        [guildId, fresh, held ?? '', ttlMs, dead ?? ''],
      )) as { token: string; previous_end: number | null }[];
      if (rows[0])
        return { mine: true, token: rows[0].token, previousEnd: rows[0].previous_end ?? undefined };
      const current = (await query(`SELECT token FROM ${LEASE_TABLE} WHERE guild = $1`, [guildId])) as {
        token: string;
      }[];
      return { mine: false, token: current[0]?.token };
    },
    async writeFenced(guildId, token, rows) {
      const written = await query(
        `INSERT INTO ${table} (key, value)
           SELECT k, v FROM unnest($3::text[], $4::text[]) AS w(k, v)
           WHERE EXISTS (SELECT 1 FROM ${LEASE_TABLE} WHERE guild = $1 AND token = $2 FOR SHARE)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value
         RETURNING 1`,
        [guildId, token, rows.map((row) => row.key), rows.map((row) => row.value)],
      );
      return written.length > 0;
    },
    async release(guildId, token) {
      // Ended now (not at -infinity): the next holder learns when this one stopped deciding.
      await query(
        `UPDATE ${LEASE_TABLE} SET expires_at = clock_timestamp() - interval '1 millisecond' WHERE guild = $1 AND token = $2`,
        [guildId, token],
      );
    },
  };
  return backend;
};

/** SQLite: a lease row per server in the same file; the machine's clock decides expiry. */
const sqliteBackend = (adapter: SqliteAdapter, now: () => number) => {
  const table = adapter.opts.table;
  // previous_end: when the lease held before the current token's ended (see LeaseBackend.claim).
  const create = async () => {
    await adapter.query(
      `CREATE TABLE IF NOT EXISTS ${LEASE_TABLE} (guild TEXT PRIMARY KEY, token TEXT NOT NULL, expires_at INTEGER NOT NULL, previous_end INTEGER)`,
    );
    const columns = (await adapter.query(`PRAGMA table_info(${LEASE_TABLE})`)) as { name: string }[];
    if (!columns.some((column) => column.name === 'previous_end'))
      await adapter.query(`ALTER TABLE ${LEASE_TABLE} ADD COLUMN previous_end INTEGER`);
  };
  const query = afterCreating(create, (sql: string, ...values: unknown[]) => adapter.query(sql, ...values));
  const backend: LeaseBackend = {
    async claim({ guildId, held, fresh, dead, ttlMs }) {
      const at = now();
      // SET's expressions read the row as it was: its token and its expiry before this claim.
      const rows = (await query(
        `INSERT INTO ${LEASE_TABLE} (guild, token, expires_at, previous_end) VALUES (@guild, @fresh, @expires, NULL)
         ON CONFLICT (guild) DO UPDATE
           SET token = CASE WHEN token = @held THEN token ELSE excluded.token END,
               previous_end = CASE WHEN token = @held THEN previous_end ELSE MIN(expires_at, @now) END,
               expires_at = excluded.expires_at
           WHERE token IN (@held, @dead) OR expires_at < @now
         RETURNING token, previous_end`,
        { guild: guildId, fresh, held: held ?? '', expires: at + ttlMs, now: at, dead: dead ?? '' },
      )) as { token: string; previous_end: number | null }[];
      if (rows[0])
        return { mine: true, token: rows[0].token, previousEnd: rows[0].previous_end ?? undefined };
      const current = (await query(`SELECT token FROM ${LEASE_TABLE} WHERE guild = ?`, guildId)) as {
        token: string;
      }[];
      return { mine: false, token: current[0]?.token };
    },
    async writeFenced(guildId, token, rows) {
      const written = await query(
        `INSERT INTO ${table} (key, value)
           SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(@rows)
           WHERE EXISTS (SELECT 1 FROM ${LEASE_TABLE} WHERE guild = @guild AND token = @token)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value
         RETURNING 1`,
        { guild: guildId, token, rows: JSON.stringify(rows.map((row) => [row.key, row.value])) },
      );
      return written.length > 0;
    },
    async release(guildId, token) {
      // Ended now (not at 0): the next holder learns when this one stopped deciding.
      await query(
        `UPDATE ${LEASE_TABLE} SET expires_at = ? WHERE guild = ? AND token = ?`,
        now() - 1,
        guildId,
        token,
      );
    },
  };
  return backend;
};

/**
 * Renews our lease (ARGV[1]), or takes a free one with SET NX PX, or takes it from a dead holder
 * (ARGV[4]); returns {1, our token, when the lease before ours ended (-1: no holder before)}, or
 * {0, the holder's token, -1}. KEYS[2] keeps when the current lease ends (at each claim and renewal,
 * and at release), so whoever takes it next learns when its holder stopped deciding, even after
 * the lease key itself expired. Time is the Redis server's.
 */
const REDIS_CLAIM = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local current = redis.call('GET', KEYS[1])
local function ended()
  local recorded = tonumber(redis.call('GET', KEYS[2]) or '')
  if recorded then return math.min(recorded, now) end
  if current then return now end
  return -1
end
if current and current == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  redis.call('SET', KEYS[2], now + tonumber(ARGV[3]))
  return {1, current, -1}
end
if current and current == ARGV[4] then
  local before = ended()
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  redis.call('SET', KEYS[2], now + tonumber(ARGV[3]))
  return {1, ARGV[2], before}
end
local before = ended()
if redis.call('SET', KEYS[1], ARGV[2], 'NX', 'PX', ARGV[3]) then
  redis.call('SET', KEYS[2], now + tonumber(ARGV[3]))
  return {1, ARGV[2], before}
end
return {0, current, -1}`;

/** Writes KEYS[2..] = ARGV[2..] only while KEYS[1] (the lease) holds ARGV[1] (our token). */
const REDIS_WRITE_FENCED = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
for i = 2, #KEYS do redis.call('SET', KEYS[i], ARGV[i]) end
return 1`;

/** Ends our lease (ARGV[1]) now, noting when (KEYS[2]) for the next holder. */
const REDIS_RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  local time = redis.call('TIME')
  redis.call('SET', KEYS[2], tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000))
  redis.call('DEL', KEYS[1])
end
return 0`;

/** A server's lease key on Redis: beside Keyv's records, not among them (it is no record, and expires). */
export const redisLeaseKey = (namespace: string | undefined, guildId: string): string =>
  `${namespace ?? 'keyv'}-lease:${guildId}`;

/** Redis: a lease key per server; the Redis server's clock decides expiry. */
const redisBackend = (adapter: RedisAdapter, namespace: string | undefined): LeaseBackend => {
  const leaseKey = (guildId: string) => redisLeaseKey(namespace, guildId);
  const endKey = (guildId: string) => `${namespace ?? 'keyv'}-lease-end:${guildId}`;
  return {
    async claim({ guildId, held, fresh, dead, ttlMs }) {
      const [mine, token, before] = (await adapter.client.eval(REDIS_CLAIM, {
        keys: [leaseKey(guildId), endKey(guildId)],
        arguments: [held ?? '', fresh, String(ttlMs), dead ?? ''],
      })) as [number, string | null, number];
      const previousEnd = Number(before);
      return {
        mine: Number(mine) === 1,
        token: token ?? undefined,
        previousEnd: previousEnd < 0 ? undefined : previousEnd,
      };
    },
    async writeFenced(guildId, token, rows) {
      const written = await adapter.client.eval(REDIS_WRITE_FENCED, {
        keys: [leaseKey(guildId), ...rows.map((row) => adapter.createKeyPrefix(row.key, adapter.namespace))],
        arguments: [token, ...rows.map((row) => row.value)],
      });
      return Number(written) === 1;
    },
    async release(guildId, token) {
      await adapter.client.eval(REDIS_RELEASE, {
        keys: [leaseKey(guildId), endKey(guildId)],
        arguments: [token],
      });
    },
  };
};

/** The lease backend of a store, by the fencing it declared. */
const backendFor = (kv: Keyv, fencing: FencingStore, now: () => number): LeaseBackend => {
  switch (fencing.kind) {
    case 'postgres':
      return postgresBackend(fencing.adapter);
    case 'sqlite':
      return sqliteBackend(fencing.adapter, now);
    case 'redis':
      return redisBackend(fencing.adapter, kv.namespace);
    default:
      return fencing satisfies never;
  }
};

/**
 * A token names its holder (host and process id) before its random part, so a process that finds
 * a server held by a process of its own host that no longer exists (killed, and restarted as this
 * one) takes it over at once instead of waiting out the lease. The fencing makes this safe even if
 * the guess were wrong: a holder that lost its lease writes nothing.
 */
const HOST = hostname();
const newToken = (): string => `${HOST}/${process.pid}/${randomBytes(12).toString('hex')}`;

/** Whether the token's holder is a process of this host that has ended. */
const holderIsGone = (token: string): boolean => {
  const [host, pid] = token.split('/');
  if (host !== HOST || !pid || !/^\d+$/.test(pid) || Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    // EPERM: the process exists but is not ours to signal; only ESRCH says it is gone.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
};

interface Held {
  readonly token: string;
  /** Local time before which the lease surely still holds (counted from before the claim). */
  readonly validUntil: number;
  /**
   * Until when, by the store's clock, another process held the server before this token took
   * it: what it decided, it decided before then (-Infinity: no process held it before).
   */
  readonly othersUntil: number;
}

const storageFailed = (what: string, error: unknown) =>
  new StorageUnavailableError(`storage failed while ${what}`, { cause: error });

/**
 * This process's leases on the servers it serves. `ensure` before using a server's records,
 * `write` to commit them; either throws ServerOwnedElsewhereError when another process has it.
 */
export class ServerLeases {
  private readonly held = new Map<string, Held>();

  private constructor(
    private readonly kv: Keyv,
    private readonly backend: LeaseBackend,
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly onChange: (change: OwnershipChange) => void,
  ) {}

  /** Leases over the store behind `kv`, fenced as its backend declared; undefined for a store that cannot fence. */
  static over(
    kv: Keyv,
    fencing: FencingStore | undefined,
    options: { ttlMs?: number; now?: () => number; onChange?: (change: OwnershipChange) => void } = {},
  ): ServerLeases | undefined {
    if (!fencing) return undefined;
    const now = options.now ?? Date.now;
    return new ServerLeases(
      kv,
      backendFor(kv, fencing, now),
      options.ttlMs ?? DEFAULT_LEASE_MS,
      now,
      options.onChange ?? (() => {}),
    );
  }

  /**
   * Makes sure this process holds the server's lease, renewing it once half of it has run out.
   * `fresh` is true when the lease is newly taken: what this process cached of the server may be
   * older than what another owner wrote since, and must be read again.
   */
  async ensure(guildId: string): Promise<{ fresh: boolean }> {
    const held = this.held.get(guildId);
    const started = this.now();
    if (held && held.validUntil - started > this.ttlMs / 2) return { fresh: false };
    const claim = { guildId, held: held?.token, fresh: newToken(), dead: undefined, ttlMs: this.ttlMs };
    let token: string;
    let previousEnd: number | undefined;
    try {
      let answer = await this.backend.claim(claim);
      if (!answer.mine && answer.token && holderIsGone(answer.token))
        answer = await this.backend.claim({ ...claim, dead: answer.token });
      if (!answer.mine || !answer.token) {
        if (this.held.delete(guildId)) this.onChange('lost');
        throw new ServerOwnedElsewhereError(guildId);
      }
      token = answer.token;
      previousEnd = answer.previousEnd;
    } catch (error) {
      if (error instanceof ServerOwnedElsewhereError) throw error;
      throw storageFailed('claiming the server', error);
    }
    const fresh = token !== held?.token;
    const othersUntil = fresh ? (previousEnd ?? Number.NEGATIVE_INFINITY) : held.othersUntil;
    this.held.set(guildId, { token, validUntil: started + this.ttlMs, othersUntil });
    if (fresh) this.onChange('gained');
    return { fresh };
  }

  /** Writes the records in one operation, only if this process still holds the server's lease. */
  async write(guildId: string, writes: readonly RecordWrite[]): Promise<void> {
    const held = this.held.get(guildId);
    if (!held) throw new ServerOwnedElsewhereError(guildId);
    let written: boolean;
    try {
      const rows = await Promise.all(writes.map(([key, value]) => this.rawRow(key, value)));
      written = await this.backend.writeFenced(guildId, held.token, rows);
    } catch (error) {
      throw storageFailed('committing', error);
    }
    if (!written) {
      if (this.held.delete(guildId)) this.onChange('lost');
      throw new ServerOwnedElsewhereError(guildId);
    }
  }

  /**
   * Until when another process held the server's lease before this one took it (the store's
   * clock; -Infinity when none did): an interaction created before then may have been decided
   * by that process. Undefined when this process does not hold the lease.
   */
  othersHeldUntil(guildId: string): number | undefined {
    return this.held.get(guildId)?.othersUntil;
  }

  /** The token this process holds the server's lease with, to fence a write of its own. */
  tokenOf(guildId: string): string | undefined {
    return this.held.get(guildId)?.token;
  }

  /** Forgets a lease a fenced write found taken, as a refused commit does. */
  lost(guildId: string): void {
    this.held.delete(guildId);
  }

  /** Lets go of every lease, so the next process takes the servers at once (at shutdown). */
  async releaseAll(): Promise<void> {
    const held = [...this.held];
    this.held.clear();
    await Promise.allSettled(held.map(([guildId, { token }]) => this.backend.release(guildId, token)));
  }

  /** A record as Keyv would write it: its namespaced key and its serialized value. */
  private async rawRow(key: string, value: unknown): Promise<RawRow> {
    const namespace = this.kv.namespace;
    const serialize = this.kv.serialize;
    return {
      key: namespace ? `${namespace}:${key}` : key,
      value: serialize ? await serialize({ value }) : JSON.stringify({ value }),
    };
  }
}
