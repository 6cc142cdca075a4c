/**
 * The server's game, persisted: loads the records a command needs, runs the pure table machine,
 * and commits the result through the journal. Commands for one server run strictly in order on
 * an in-process queue; this assumes one process owns a server (one bot process, or one shard
 * per server), which is how discord.js shards: never run two bot processes on one guild's data.
 */
import { randomBytes } from 'node:crypto';
import type Keyv from 'keyv';
import type { Command, Outcome } from '../table/commands.js';
import type { ChangeSet, Snapshot } from '../table/draft.js';
import { isTableCommand, newGuild, runCommand, walletsNeeded } from '../table/machine.js';
import type { GuildRecord, RoundRecord, ShoeArchive, TableRecord, WalletRecord } from '../table/state.js';
import { Journal, type RecordWrite } from './journal.js';
import { keys } from './keys.js';
import { type OpenStorage, openStorage, StorageUnavailableError } from './storage.js';

export interface StoreDeps {
  readonly now: () => number;
  /** 32 bytes from a secure generator as 64 lowercase hex characters. */
  readonly newServerSeed: () => string;
}

export const systemDeps: StoreDeps = {
  now: () => Date.now(),
  newServerSeed: () => randomBytes(32).toString('hex'),
};

/** What a server's records look like in memory: a cache this process alone keeps current. */
interface ServerCache {
  guild: GuildRecord;
  persisted: boolean;
  readonly tables: Map<string, TableRecord | undefined>;
  readonly wallets: Map<string, WalletRecord | undefined>;
}

/** Told of every round record once it is durable, per server in commit order. */
export type RoundsListener = (guildId: string, rounds: readonly RoundRecord[]) => void;

export interface PendingTimer {
  readonly guildId: string;
  readonly channelId: string;
  readonly round: number;
  readonly dealAt: number;
}

export class GameStore {
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly servers = new Map<string, ServerCache>();
  private readonly journal: Journal;
  private indexQueue: Promise<unknown> = Promise.resolve();
  private readonly roundsListeners = new Set<RoundsListener>();

  constructor(
    private readonly kv: Keyv,
    private readonly deps: StoreDeps = systemDeps,
    private readonly onClose: () => Promise<void> = async () => {},
  ) {
    this.journal = new Journal(kv);
  }

  static async open(url?: string, deps: StoreDeps = systemDeps): Promise<GameStore> {
    const storage: OpenStorage = await openStorage(url);
    return new GameStore(storage.kv, deps, storage.close);
  }

  /** Runs one command for a server, after every command before it; durable when it resolves. */
  execute(guildId: string, command: Command): Promise<Outcome> {
    return this.serialized(guildId, async () => {
      const server = await this.load(guildId);
      const table = isTableCommand(command) ? await this.cachedTable(server, command.channelId) : undefined;
      const wallets = new Map<string, WalletRecord>();
      for (const userId of walletsNeeded(command, table)) {
        const wallet = await this.cachedWallet(server, userId);
        if (wallet) wallets.set(userId, wallet);
      }
      const snapshot: Snapshot = { guild: server.guild, ...(table ? { table } : {}), wallets };
      const outcome = runCommand(snapshot, command, {
        now: this.deps.now(),
        freshServerSeed: this.deps.newServerSeed(),
      });
      if (outcome.ok) await this.persist(server, outcome.changes);
      return outcome;
    });
  }

  readGuild(guildId: string): Promise<GuildRecord> {
    return this.serialized(guildId, async () => (await this.load(guildId)).guild);
  }

  readTable(guildId: string, channelId: string): Promise<TableRecord | undefined> {
    return this.serialized(guildId, async () => this.cachedTable(await this.load(guildId), channelId));
  }

  readWallet(guildId: string, userId: string): Promise<WalletRecord | undefined> {
    return this.serialized(guildId, async () => this.cachedWallet(await this.load(guildId), userId));
  }

  /** Round records are written once and never change, so they are read straight from storage. */
  readRound(guildId: string, channelId: string, round: number): Promise<RoundRecord | undefined> {
    return this.serialized(guildId, async () => {
      await this.load(guildId);
      return this.read<RoundRecord>(keys.round(guildId, channelId, round));
    });
  }

  readShoeArchive(guildId: string, channelId: string, shoeNumber: number): Promise<ShoeArchive | undefined> {
    return this.serialized(guildId, async () => {
      await this.load(guildId);
      return this.read<ShoeArchive>(keys.shoe(guildId, channelId, shoeNumber));
    });
  }

  /**
   * Calls `listener` with the round records of each commit, right after the commit point (so only
   * with rounds that are durable), in commit order per server. Returns the unsubscribe function.
   */
  onRoundsCommitted(listener: RoundsListener): () => void {
    this.roundsListeners.add(listener);
    return () => this.roundsListeners.delete(listener);
  }

  /** Every armed betting timer, so a restarted bot deals the rounds that were waiting. */
  async pendingTimers(): Promise<PendingTimer[]> {
    const guildIds = (await this.read<string[]>(keys.guildIndex())) ?? [];
    const timers: PendingTimer[] = [];
    for (const guildId of guildIds) {
      const guild = await this.readGuild(guildId);
      for (const channelId of guild.tables) {
        const table = await this.readTable(guildId, channelId);
        if (table?.dealAt != null)
          timers.push({ guildId, channelId, round: table.round, dealAt: table.dealAt });
      }
    }
    return timers;
  }

  async getMeta<T>(name: string): Promise<T | undefined> {
    return this.read<T>(keys.meta(name));
  }

  async setMeta(name: string, value: unknown): Promise<void> {
    await this.kv.set(keys.meta(name), value);
  }

  /** Waits for every queued command, then closes storage. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.queues.values(), this.indexQueue]);
    await this.onClose();
  }

  /** Reads one record; a storage failure becomes the outage error callers know how to answer. */
  private async read<T>(key: string): Promise<T | undefined> {
    try {
      return await this.kv.get<T>(key);
    } catch (error) {
      throw new StorageUnavailableError('storage failed while reading', { cause: error });
    }
  }

  private serialized<T>(guildId: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(guildId) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.catch(() => {});
    this.queues.set(guildId, settled);
    // Drop the queue head once idle so a bot in many servers does not keep one promise per server.
    void settled.then(() => {
      if (this.queues.get(guildId) === settled) this.queues.delete(guildId);
    });
    return run;
  }

  /** A server's records, recovered from the journal the first time this process touches them. */
  private async load(guildId: string): Promise<ServerCache> {
    const cached = this.servers.get(guildId);
    if (cached) return cached;
    await this.journal.recover(guildId);
    const stored = await this.read<GuildRecord>(keys.guild(guildId));
    const server: ServerCache = {
      guild: stored ?? newGuild(guildId),
      persisted: stored !== undefined,
      tables: new Map(),
      wallets: new Map(),
    };
    this.servers.set(guildId, server);
    return server;
  }

  private async cachedTable(server: ServerCache, channelId: string): Promise<TableRecord | undefined> {
    if (!server.tables.has(channelId))
      server.tables.set(channelId, await this.read<TableRecord>(keys.table(server.guild.guildId, channelId)));
    return server.tables.get(channelId);
  }

  private async cachedWallet(server: ServerCache, userId: string): Promise<WalletRecord | undefined> {
    if (!server.wallets.has(userId))
      server.wallets.set(userId, await this.read<WalletRecord>(keys.wallet(server.guild.guildId, userId)));
    return server.wallets.get(userId);
  }

  private async persist(server: ServerCache, changes: ChangeSet): Promise<void> {
    const { guildId } = server.guild;
    const writes: RecordWrite[] = [];
    if (changes.guild) writes.push([keys.guild(guildId), changes.guild]);
    if (changes.table) writes.push([keys.table(guildId, changes.table.channelId), changes.table]);
    for (const wallet of changes.wallets) writes.push([keys.wallet(guildId, wallet.userId), wallet]);
    for (const round of changes.rounds)
      writes.push([keys.round(guildId, round.channelId, round.round), round]);
    for (const shoe of changes.shoes)
      writes.push([keys.shoe(guildId, shoe.channelId, shoe.spec.shoeNumber), shoe]);
    if (writes.length === 0) return;
    // Index the server before its first record exists, so no stored server is ever missing from it.
    if (changes.guild && !server.persisted) await this.indexGuild(guildId);
    // If the commit throws, nothing changed in storage and the cache still holds the old records.
    const { applied } = await this.journal.commit(guildId, writes);
    if (changes.guild) {
      server.guild = changes.guild;
      server.persisted = true;
    }
    if (changes.table) server.tables.set(changes.table.channelId, changes.table);
    for (const wallet of changes.wallets) server.wallets.set(wallet.userId, wallet);
    if (changes.rounds.length > 0) this.announceRounds(guildId, changes.rounds);
    // Committed but not applied (storage failed mid-way): forget the cache so the next command
    // recovers from the journal first.
    if (!applied) this.servers.delete(guildId);
  }

  /** A listener's failure is its own: the rounds are committed whatever it does. */
  private announceRounds(guildId: string, rounds: readonly RoundRecord[]): void {
    for (const listener of this.roundsListeners) {
      try {
        listener(guildId, rounds);
      } catch {
        // Read models rebuild from storage; a listener that throws only loses its own copy.
      }
    }
  }

  private indexGuild(guildId: string): Promise<void> {
    const run = this.indexQueue.then(async () => {
      try {
        const index = (await this.kv.get<string[]>(keys.guildIndex())) ?? [];
        if (!index.includes(guildId)) await this.kv.set(keys.guildIndex(), [...index, guildId]);
      } catch (error) {
        // The same error the journal raises: a new server's first command fails here, before
        // its commit point, and callers must see it as the outage it is.
        throw new StorageUnavailableError('storage failed while indexing the server', { cause: error });
      }
    });
    this.indexQueue = run.catch(() => {});
    return run;
  }
}
