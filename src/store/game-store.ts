/**
 * The server's game, persisted: the one object the rest of the bot runs commands through, reads
 * records from and hands servers over with. It loads the records a command needs, runs the pure
 * table machine, and commits the result through the journal (journal.ts), only while this process
 * holds the server's lease (ownership.ts). Its parts, one job each:
 *   - group-commit.ts: each server's queue, whose batches are committed as one journal entry;
 *   - command-step.ts: one command run on the server's cached records;
 *   - server-records.ts and table-cache.ts: the servers' records in memory, the reads that fill
 *     them, and the bound on the tables kept;
 *   - outbox.ts: results posted whose removal from the outbox is still to be written;
 *   - decisions.ts: which interactions this process decided, beside their receipts (receipts.ts);
 *   - hand-over.ts: starting to serve a server, and what it needs picked up then;
 *   - leaderboard.ts: a board's top places and the asker's own.
 */
import { randomBytes } from 'node:crypto';
import type Keyv from 'keyv';
import type { Command, Outcome } from '../table/commands.js';
import { newGuild } from '../table/machine.js';
import type { GuildRecord, RoundRecord, ShoeArchive, TableRecord, WalletRecord } from '../table/state.js';
import type { PlayerStats } from '../table/statistics.js';
import { AttentionIndex } from './attention.js';
import { type CommandDeps, CommandSteps } from './command-step.js';
import { Decisions } from './decisions.js';
import { ServerDirectory } from './directory.js';
import { GroupCommit, type RoundsListener, type Step } from './group-commit.js';
import { GroupedReads } from './grouped-reads.js';
import { HandOver, type ServerTakenListener } from './hand-over.js';
import { Journal } from './journal.js';
import { keys } from './keys.js';
import { readLeaderboard } from './leaderboard.js';
import { type StoreObserver, unobserved } from './observer.js';
import { PostedResults } from './outbox.js';
import { type FencingStore, ServerLeases, ServerOwnedElsewhereError } from './ownership.js';
import { type PendingTimer, timerOf } from './pending-timers.js';
import type { Leaderboard, LeaderboardBy } from './rank-index.js';
import type { OutboxEntry } from './server-cache.js';
import { readPlayerStats } from './server-indexes.js';
import { guildFromStorage, ServerRecords, tableFromStorage } from './server-records.js';
import { type OpenStorage, openStorage, StorageUnavailableError } from './storage.js';
import { TABLE_CACHE_LIMIT } from './table-cache.js';

export type { RoundsListener } from './group-commit.js';
export type { ServerTaken, ServerTakenListener } from './hand-over.js';
export type { PendingTimer } from './pending-timers.js';
export type { OutboxEntry } from './server-cache.js';
export { TABLE_CACHE_LIMIT } from './table-cache.js';

export interface StoreDeps extends CommandDeps {
  /** How long a server's lease lasts unrenewed (ownership.ts); a few seconds by default. */
  readonly leaseMs?: number;
  /**
   * The clock this process times its leases by; the system's by default. A test stands in one
   * that stops, as a frozen process's view of time does.
   */
  readonly leaseClock?: () => number;
  /** Told of commits, storage failures and leases gained or lost (the bot's metrics). */
  readonly observer?: StoreObserver;
  /** How many tables this process keeps in memory at most (see TABLE_CACHE_LIMIT). */
  readonly tableCacheLimit?: number;
}

export const systemDeps: StoreDeps = {
  now: () => Date.now(),
  newServerSeed: () => randomBytes(32).toString('hex'),
};

/** Which servers a start-up pass covers: a shard's process covers its own shards' servers. */
export type GuildFilter = (guildId: string) => boolean;
const everyGuild: GuildFilter = () => true;

/** Options of one command: the interaction it was sent for, whose decision gets a receipt. */
export interface ExecuteOptions {
  readonly interaction?: string | undefined;
}

/** Small records outside the ledger (UI state, the command hash): read and written as they are. */
export interface MetaStore {
  getMeta<T>(name: string): Promise<T | undefined>;
  setMeta(name: string, value: unknown): Promise<void>;
}

/**
 * Storage the bot may run on: its backend declared how it fences a commit. One that did not would
 * let two processes commit for one server, so it is closed and refused with the one line.
 */
export const fencedStorage = async (storage: OpenStorage): Promise<OpenStorage> => {
  if (storage.fencing) return storage;
  await storage.close().catch(() => {});
  throw new StorageUnavailableError(
    'STORAGE_URL names a store that cannot fence its commits, which the bot needs: use sqlite://, postgresql:// or redis://',
  );
};

export class GameStore implements MetaStore {
  private readonly records: ServerRecords;
  private readonly commits: GroupCommit;
  private readonly commands: CommandSteps;
  private readonly decisions = new Decisions();
  private readonly posted = new PostedResults();
  private readonly handOver: HandOver;
  private readonly attention: AttentionIndex;
  /** Meta records are independent of each other and of the queue: read together when many wait. */
  private readonly metaReads: GroupedReads;

  /**
   * A store over `kv`, its commits fenced as `fencing` declares (storage.ts). Without fencing (a
   * store a test builds) it must be the only process on that store.
   */
  constructor(
    private readonly kv: Keyv,
    deps: StoreDeps = systemDeps,
    private readonly onClose: () => Promise<void> = async () => {},
    fencing?: FencingStore,
  ) {
    const observer = deps.observer ?? unobserved;
    const leases = ServerLeases.over(kv, fencing, {
      ...(deps.leaseMs ? { ttlMs: deps.leaseMs } : {}),
      ...(deps.leaseClock ? { now: deps.leaseClock } : {}),
      onChange: (change) => observer.ownershipChanged(change),
    });
    const journal = new Journal(kv, leases, observer);
    const directory = new ServerDirectory(kv, fencing, leases);
    this.attention = new AttentionIndex(directory);
    // A server's cache read afresh takes in what this process noted while it had none.
    this.records = new ServerRecords(kv, journal, deps.tableCacheLimit ?? TABLE_CACHE_LIMIT, (server) => {
      this.posted.applyTo(server);
      this.decisions.applyAnswered(server);
    });
    this.handOver = new HandOver(leases, this.records, this.attention);
    this.commits = new GroupCommit({
      records: this.records,
      handOver: this.handOver,
      decisions: this.decisions,
      posted: this.posted,
      attention: this.attention,
      directory,
      journal,
      observer,
      now: () => deps.now(),
    });
    this.commands = new CommandSteps(this.records, this.decisions, deps);
    this.metaReads = new GroupedReads({
      readOne: (key) => this.records.read(key),
      readMany: (keys) => this.records.readMany(keys),
    });
  }

  /**
   * Opens the store STORAGE_URL names, as the bot runs it. Every backend declares how it fences a
   * commit; one that did not would let two processes commit for one server, so it is refused.
   */
  static async open(url?: string, deps: StoreDeps = systemDeps): Promise<GameStore> {
    return GameStore.over(await fencedStorage(await openStorage(url)), deps);
  }

  /** A store over storage opened already, fenced as its backend declared. */
  static over(storage: OpenStorage, deps: StoreDeps = systemDeps): GameStore {
    return new GameStore(storage.kv, deps, storage.close, storage.fencing);
  }

  /**
   * Runs one command for a server, after every command before it; durable when it resolves. A
   * command sent for an interaction (`options.interaction`) is decided once across processes: its
   * receipt is committed with its outcome, accepted or refused, and if another process's receipt
   * for the interaction is there already, it is refused with SettledElsewhereError.
   */
  execute(guildId: string, command: Command, options: ExecuteOptions = {}): Promise<Outcome> {
    return this.commits.enqueue(
      guildId,
      this.commands.step(command, options.interaction),
      this.commands.needs(command),
    );
  }

  /**
   * Records that this process decided the interaction without a command (a read, or a refusal made
   * outside the table), so no other process decides it again: resolves true once the receipt is
   * durable (or was this process's already), false when another process decided it first or holds
   * the server now.
   */
  async settle(guildId: string, interaction: string): Promise<boolean> {
    try {
      return await this.commits.enqueue<boolean>(guildId, ({ server }) =>
        server.receipts.has(interaction)
          ? { value: this.decisions.isOwn(interaction) }
          : { value: true, receipt: interaction },
      );
    } catch (error) {
      if (error instanceof ServerOwnedElsewhereError) return false;
      throw error;
    }
  }

  /** Whether another process decided the interaction (its receipt is there); serves the server first. */
  isSettledElsewhere(guildId: string, interaction: string): Promise<boolean> {
    return this.commits.enqueue(guildId, ({ server }) => ({
      value: this.decisions.decidedElsewhere(server, interaction),
    }));
  }

  /**
   * This process answered the interaction itself (its first response reached Discord): no other
   * process holds it, so its receipt goes, with the server's next commit.
   */
  markAnswered(guildId: string, interaction: string): void {
    if (!this.decisions.noteAnswered(guildId, interaction)) return;
    const server = this.records.cached(guildId);
    if (server) this.decisions.applyAnswered(server);
  }

  /**
   * The servers the attention index lists (a timer armed, or a result not known to be posted) of
   * those `owns` accepts: a shard's process looks at its own shards' servers only.
   */
  async serversNeedingAttention(owns: GuildFilter = everyGuild): Promise<string[]> {
    return [...(await this.attention.all()).keys()].filter(owns).sort();
  }

  /**
   * Every armed timer of the listed servers `owns` accepts that this process can serve (serving
   * them); a server another process serves is left to it. For tools and tests: the bot picks the
   * timers up through `onServerTaken`.
   */
  async pendingTimers(owns: GuildFilter = everyGuild): Promise<PendingTimer[]> {
    const timers: PendingTimer[] = [];
    for (const [guildId, channels] of [...(await this.attention.all())].filter(([id]) => owns(id)).sort()) {
      try {
        for (const channelId of channels) {
          const table = await this.readTable(guildId, channelId);
          const timer = table && timerOf(table);
          if (timer) timers.push(timer);
        }
      } catch (error) {
        if (!(error instanceof ServerOwnedElsewhereError)) throw error;
      }
    }
    return timers;
  }

  /**
   * The results not known to be posted of the listed servers `owns` accepts that this process can
   * serve (serving them); a server another process serves is left to it. For tools and tests.
   */
  async undeliveredResults(owns: GuildFilter = everyGuild): Promise<OutboxEntry[]> {
    const entries: OutboxEntry[] = [];
    for (const guildId of await this.serversNeedingAttention(owns)) {
      try {
        entries.push(...(await this.commits.enqueue(guildId, ({ server }) => ({ value: server.outbox }))));
      } catch (error) {
        if (!(error instanceof ServerOwnedElsewhereError)) throw error;
      }
    }
    return entries;
  }

  /**
   * Serves the server if this process can: true once it does (taking it over tells the
   * `onServerTaken` listeners first), false while another process serves it.
   */
  async serve(guildId: string): Promise<boolean> {
    try {
      await this.commits.enqueue(guildId, () => ({}));
      return true;
    } catch (error) {
      if (error instanceof ServerOwnedElsewhereError) return false;
      throw error;
    }
  }

  /** Whether this process serves the server now, as far as it knows without asking storage. */
  serving(guildId: string): boolean {
    return this.handOver.serving(guildId);
  }

  /**
   * Until when another process served the server before this one took it, as far as this process
   * knows without asking storage (the store's clock; -Infinity when none did, as on a store only
   * this process reaches); undefined when this process does not serve it. An interaction created
   * before then may have been decided by that process.
   */
  othersServedUntil(guildId: string): number | undefined {
    return this.handOver.othersServedUntil(guildId);
  }

  /**
   * Calls `listener` each time this process starts serving a server that has timers armed or
   * results undelivered, with them, before any of the server's commands runs. Returns the
   * unsubscribe function.
   */
  onServerTaken(listener: ServerTakenListener): () => void {
    return this.handOver.onServerTaken(listener);
  }

  /**
   * The round's result is posted: its outbox entry goes, written with the server's next commit,
   * made at once. Until that commit a crash can leave the entry, and the next process serving the
   * server posts the result again: a channel post carries a nonce Discord folds (see the shell).
   */
  markPosted(guildId: string, channelId: string, round: number): Promise<void> {
    this.posted.note(guildId, channelId, round);
    return this.commits.enqueue<void>(guildId, async ({ server }) => {
      this.posted.applyTo(server);
      return server.outboxDirty ? { outbox: server.outbox } : {};
    });
  }

  /**
   * The server's record as of its last commit, answered at once from memory when this process
   * holds the server; undefined when it does not (read it with readGuild). It does not wait for the
   * commands queued for the server, so it serves only what words an answer (the server's
   * language), never a decision.
   */
  committedGuild(guildId: string): GuildRecord | undefined {
    return this.records.cached(guildId)?.committedGuild;
  }

  readGuild(guildId: string): Promise<GuildRecord> {
    return this.commits.enqueue(guildId, async ({ server }) => ({ value: server.guild }));
  }

  readTable(guildId: string, channelId: string): Promise<TableRecord | undefined> {
    const step: Step<TableRecord | undefined> = async ({ server }) => ({
      value: await this.records.cachedTable(server, channelId),
    });
    return this.commits.enqueue(guildId, step, { tables: [channelId] });
  }

  /**
   * The server's record and the channel's table together, in one turn of the server's queue: one
   * consistent state, and one wait behind the server's commands instead of two.
   */
  readGuildAndTable(
    guildId: string,
    channelId: string,
  ): Promise<{ guild: GuildRecord; table: TableRecord | undefined }> {
    const step: Step<{ guild: GuildRecord; table: TableRecord | undefined }> = async ({ server }) => ({
      value: { guild: server.guild, table: await this.records.cachedTable(server, channelId) },
    });
    return this.commits.enqueue(guildId, step, { tables: [channelId] });
  }

  /**
   * The server's record, a channel's table and a member's wallet as committed, read straight from
   * storage, whoever serves the server. Only for drawing the answer to a command this process
   * decided after its server passed to another process (reads.ts): a decision needs the lease, a
   * look at what was committed does not.
   */
  async readCommitted(
    guildId: string,
    { channelId, userId }: { readonly channelId?: string; readonly userId?: string },
  ): Promise<{ guild: GuildRecord; table: TableRecord | undefined; wallet: WalletRecord | undefined }> {
    const [guild, table, wallet] = await Promise.all([
      this.records.read<GuildRecord>(keys.guild(guildId)),
      channelId === undefined ? undefined : this.records.read<TableRecord>(keys.table(guildId, channelId)),
      userId === undefined ? undefined : this.records.read<WalletRecord>(keys.wallet(guildId, userId)),
    ]);
    return {
      guild: guild ? guildFromStorage(guild) : newGuild(guildId),
      table: table && tableFromStorage(table),
      wallet,
    };
  }

  readWallet(guildId: string, userId: string): Promise<WalletRecord | undefined> {
    const step: Step<WalletRecord | undefined> = async ({ server }) => ({
      value: await this.records.cachedWallet(server, userId),
    });
    return this.commits.enqueue(guildId, step, { wallets: [userId] });
  }

  /** One player's statistics on the server, over every game's rounds, or undefined if they have none. */
  readPlayerStats(guildId: string, userId: string): Promise<PlayerStats | undefined> {
    return this.commits.enqueue(guildId, async ({ server, read }) => ({
      value: await readPlayerStats({ guildId, cache: server.indexes, read }, userId),
    }));
  }

  /**
   * A leaderboard's top places and the asker's own place, from the board's index: a head and at
   * most a few player records, whatever the server's size (leaderboard.ts).
   */
  readLeaderboard(guildId: string, by: LeaderboardBy, askerId: string): Promise<Leaderboard> {
    return this.commits.enqueue(guildId, async ({ server, read }) => ({
      value: await readLeaderboard({ guildId, cache: server.indexes, read }, by, askerId, (userId) =>
        this.records.cachedWallet(server, userId),
      ),
    }));
  }

  /** Round records are written once and never change, so they are read straight from storage. */
  readRound(guildId: string, channelId: string, round: number): Promise<RoundRecord<unknown> | undefined> {
    return this.commits.enqueue(guildId, async ({ read }) => ({
      value: await read<RoundRecord<unknown>>(keys.round(guildId, channelId, round)),
    }));
  }

  readShoeArchive(guildId: string, channelId: string, shoeNumber: number): Promise<ShoeArchive | undefined> {
    return this.commits.enqueue(guildId, async ({ read }) => ({
      value: await read<ShoeArchive>(keys.shoe(guildId, channelId, shoeNumber)),
    }));
  }

  /**
   * Calls `listener` with the round records of each commit, right after the commit point (so only
   * with rounds that are durable), in commit order per server. Returns the unsubscribe function.
   */
  onRoundsCommitted(listener: RoundsListener): () => void {
    return this.commits.onRoundsCommitted(listener);
  }

  /** Whether storage answers now: one read of a small record (for a health check); throws if not. */
  async probe(): Promise<void> {
    await this.records.read(keys.meta('probe'));
  }

  getMeta<T>(name: string): Promise<T | undefined> {
    return this.metaReads.get<T>(keys.meta(name));
  }

  async setMeta(name: string, value: unknown): Promise<void> {
    await this.kv.set(keys.meta(name), value);
  }

  /**
   * Hands every server this process serves back: waits for every queued command, writes the
   * outbox removals not yet written, and lets go of the leases, so the next process serves each
   * server from its next use. Storage stays open (a stopping bot still reads and writes while it
   * answers what arrived during the stop); the servers are served again if used.
   */
  async release(): Promise<void> {
    await this.commits.settled();
    const dirty = new Set(
      [...this.records.all()].filter((server) => server.outboxDirty).map((server) => server.guild.guildId),
    );
    // Servers whose cache was dropped since a result was posted: loading them applies the notes.
    for (const guildId of this.posted.servers()) dirty.add(guildId);
    await Promise.allSettled(
      [...dirty].map((guildId) =>
        this.commits.enqueue(guildId, async ({ server }) => ({ outbox: server.outbox })),
      ),
    );
    await this.attention.settled();
    await this.handOver.release();
  }

  /** Releases every server (see `release`), then closes storage. */
  async close(): Promise<void> {
    await this.release();
    await this.onClose();
  }
}
