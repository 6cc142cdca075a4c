/**
 * The servers' records as this process holds them between commits (server-cache.ts), and the
 * reads that fill them: a server's records are recovered from the journal and read the first time
 * a batch needs them; its tables and wallets as commands name them, in one round trip when a batch
 * misses several. Only a server's queue (group-commit.ts) uses its cache, one batch at a time.
 */
import type Keyv from 'keyv';
import { BUILT_IN_GAMES } from '../games/registry.js';
import { guildWithEarlierOptions, tableWithEarlierOptions } from '../table/earlier-options.js';
import { newGuild } from '../table/machine.js';
import { type GuildRecord, type TableRecord, tableRecord, type WalletRecord } from '../table/state.js';
import type { Journal } from './journal.js';
import { keys } from './keys.js';
import { type ReceiptsRecord, receiptsFrom } from './receipts.js';
import type { OutboxEntry, ServerCache } from './server-cache.js';
import { emptyIndexCache } from './server-indexes.js';
import { StorageUnavailableError } from './storage.js';
import { TableUse } from './table-cache.js';

/**
 * The records a step will read from the server's cache, named up front so that a batch fetches
 * every one it is missing in a single round trip to storage (a batch of new tables' first bets
 * would otherwise wait for one read after another, each holding up the server's queue).
 */
export interface Needs {
  readonly tables?: readonly string[];
  readonly wallets?: readonly string[];
}

/** A server's record as read from storage, in today's shape (earlier-options.ts). */
export const guildFromStorage = (stored: GuildRecord): GuildRecord =>
  guildWithEarlierOptions(stored, BUILT_IN_GAMES);

/** A table as read from storage, in today's shape: every field written out, each game's options under it. */
export const tableFromStorage = (stored: TableRecord): TableRecord =>
  tableRecord(tableWithEarlierOptions(stored, BUILT_IN_GAMES));

export class ServerRecords {
  /** Each server's cache, by server id; dropped whenever storage may hold something newer. */
  private readonly servers = new Map<string, ServerCache>();
  private readonly tableUse: TableUse;

  constructor(
    private readonly kv: Keyv,
    private readonly journal: Journal,
    tableCacheLimit: number,
    /**
     * Told of each server's cache just read from storage: what this process noted of the server
     * while it had no cache (results posted, interactions answered) applies to it.
     */
    private readonly onLoaded: (server: ServerCache) => void,
  ) {
    this.tableUse = new TableUse(tableCacheLimit);
  }

  /** The server's cache, if this process holds one. */
  cached(guildId: string): ServerCache | undefined {
    return this.servers.get(guildId);
  }

  /** Every server's cache held now. */
  all(): IterableIterator<ServerCache> {
    return this.servers.values();
  }

  /** Forgets the server's cache: storage has the truth, and the next batch reads it afresh. */
  drop(guildId: string): void {
    this.servers.delete(guildId);
  }

  /** Forgets every server's cache. */
  dropAll(): void {
    this.servers.clear();
  }

  /** Reads several records in one round trip, in the order of `keys` (undefined where absent). */
  async readMany(keys: readonly string[]): Promise<unknown[]> {
    try {
      return await this.kv.getMany<unknown>([...keys]);
    } catch (error) {
      throw new StorageUnavailableError('storage failed while reading', { cause: error });
    }
  }

  /** Reads one record; a storage failure becomes the outage error callers know how to answer. */
  async read<T>(key: string): Promise<T | undefined> {
    try {
      return await this.kv.get<T>(key);
    } catch (error) {
      throw new StorageUnavailableError('storage failed while reading', { cause: error });
    }
  }

  /** A server's records, recovered from the journal the first time this process touches them. */
  async load(guildId: string): Promise<ServerCache> {
    const cached = this.servers.get(guildId);
    if (cached) return cached;
    await this.journal.recover(guildId);
    const stored = await this.read<GuildRecord>(keys.guild(guildId));
    const guild = stored ? guildFromStorage(stored) : newGuild(guildId);
    const [outbox, receipts] = (await this.readMany([keys.outbox(guildId), keys.receipts(guildId)])) as [
      OutboxEntry[] | undefined,
      ReceiptsRecord | undefined,
    ];
    const server: ServerCache = {
      guild,
      committedGuild: guild,
      persisted: stored !== undefined,
      outbox: outbox ?? [],
      outboxDirty: false,
      receipts: receiptsFrom(receipts),
      receiptsDirty: false,
      tables: new Map(),
      resting: new Set(),
      wallets: new Map(),
      indexes: emptyIndexCache(),
    };
    this.onLoaded(server);
    this.servers.set(guildId, server);
    return server;
  }

  /**
   * Reads, in one round trip, the tables and wallets the batch's steps named (`needs`, and
   * `alsoTables`) that the cache is missing. A single missing record is left to the step that reads it.
   */
  async prefetch(
    server: ServerCache,
    needs: readonly (Needs | undefined)[],
    alsoTables: readonly string[] = [],
  ): Promise<void> {
    const { guildId } = server.guild;
    const tables = new Set<string>();
    const wallets = new Set<string>();
    for (const channelId of alsoTables)
      if (!server.tables.has(channelId) && !this.cachedAsNew(server, channelId)) tables.add(channelId);
    for (const stepNeeds of needs) {
      for (const channelId of stepNeeds?.tables ?? [])
        if (!server.tables.has(channelId) && !this.cachedAsNew(server, channelId)) tables.add(channelId);
      for (const userId of stepNeeds?.wallets ?? []) if (!server.wallets.has(userId)) wallets.add(userId);
    }
    if (tables.size + wallets.size < 2) return;
    const tableKeys = [...tables].map((channelId) => keys.table(guildId, channelId));
    const walletKeys = [...wallets].map((userId) => keys.wallet(guildId, userId));
    const found = await this.readMany([...tableKeys, ...walletKeys]);
    [...tables].forEach((channelId, i) => {
      const stored = found[i] as TableRecord | undefined;
      server.tables.set(channelId, stored && tableFromStorage(stored));
      this.usedTable(server, channelId);
    });
    [...wallets].forEach((userId, i) => {
      server.wallets.set(userId, found[tables.size + i] as WalletRecord | undefined);
    });
  }

  /** A table the cache holds (absent or not): noted as just used. */
  tableInCache(server: ServerCache, channelId: string): TableRecord | undefined {
    this.usedTable(server, channelId);
    return server.tables.get(channelId);
  }

  async cachedTable(server: ServerCache, channelId: string): Promise<TableRecord | undefined> {
    if (!server.tables.has(channelId) && !this.cachedAsNew(server, channelId)) {
      const stored = await this.read<TableRecord>(keys.table(server.guild.guildId, channelId));
      server.tables.set(channelId, stored && tableFromStorage(stored));
    }
    this.usedTable(server, channelId);
    return server.tables.get(channelId);
  }

  async cachedWallet(server: ServerCache, userId: string): Promise<WalletRecord | undefined> {
    if (!server.wallets.has(userId))
      server.wallets.set(userId, await this.read<WalletRecord>(keys.wallet(server.guild.guildId, userId)));
    return server.wallets.get(userId);
  }

  /** The table is in the server's cache and was just used (table-cache.ts). */
  usedTable(server: ServerCache, channelId: string): void {
    this.tableUse.used(server, channelId);
  }

  /**
   * Drops the coldest cached tables beyond the limit (table-cache.ts), never from a server other
   * than `current` whose batch is running (`busy`): its cache holds what is not yet committed.
   */
  trimTables(current: string, busy: (guildId: string) => boolean): void {
    this.tableUse.trim(this.servers, current, busy);
  }

  /**
   * Caches the channel as having no table, with no read, when the server record does not list
   * it; says whether it did. The record lists every channel with a table (a table is created in
   * the same commit that lists it, and the audit counts the chips on the tables it lists), so an
   * unlisted channel has none stored. A new table's first bet then costs no trip to storage.
   */
  private cachedAsNew(server: ServerCache, channelId: string): boolean {
    if (server.guild.tables.includes(channelId)) return false;
    server.tables.set(channelId, undefined);
    this.usedTable(server, channelId);
    return true;
  }
}
