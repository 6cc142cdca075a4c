/**
 * The server's game, persisted: loads the records a command needs, runs the pure table machine,
 * and commits the result through the journal. Commands for one server run strictly in order on
 * an in-process queue, and only in the process that holds the server's lease (ownership.ts): a
 * batch first makes sure of the lease, and its commit writes nothing if the lease was lost. A
 * process without the lease drops what it cached of the server and refuses its commands with
 * ServerOwnedElsewhereError until the lease is free again.
 *
 * Group commit: the commands that queued up for a server while its last commit was being written
 * run one after another against the cached records, and their change sets are committed together
 * as ONE journal entry. Every one of them is acknowledged only after that entry is durable; if it
 * fails, all of them fail and the cache is dropped, so nothing a caller was told happened is lost
 * and nothing a caller was told failed happened. One busy server then costs a few writes per batch
 * instead of a few per command.
 *
 * The outbox: every round record is committed together with an outbox entry naming it, in the
 * same journal entry. The shell removes the entry once the round's result is posted, so a result
 * a crash kept from being posted is found and posted by the next process to serve the server.
 *
 * Receipts (receipts.ts): a command sent for an interaction is decided once, whichever process
 * receives it. Its receipt is committed with the decision; a process that finds another's receipt
 * for the interaction refuses it with SettledElsewhereError, and its shell stays silent.
 *
 * Taking a server over: when this process starts serving a server (its lease newly gained, or, on
 * a store only it reaches, the first time), the server's armed timers and undelivered results are
 * handed to the `onServerTaken` listeners before any of its commands runs, so the shell picks up
 * exactly what the previous process left, once.
 */
import { randomBytes } from 'node:crypto';
import type Keyv from 'keyv';
import type { Command, Outcome } from '../table/commands.js';
import type { ChangeSet, Snapshot } from '../table/draft.js';
import type { GameRegistry } from '../table/game.js';
import { BUILT_IN_GAMES } from '../table/games/index.js';
import { LedgerImbalanceError } from '../table/ledger.js';
import { isTableCommand, newGuild, runCommand, walletsNeeded } from '../table/machine.js';
import {
  type GuildRecord,
  type RoundRecord,
  type ShoeArchive,
  type TableRecord,
  tableRecord,
  type WalletRecord,
} from '../table/state.js';
import type { PlayerStats } from '../table/statistics.js';
import { AttentionIndex } from './attention.js';
import { ServerDirectory } from './directory.js';
import { GroupedReads } from './grouped-reads.js';
import { Journal } from './journal.js';
import { type PendingTimer, timerOf } from './pending-timers.js';
import {
  bucketOf,
  LEADERBOARD_SIZE,
  type Leaderboard,
  type LeaderboardBy,
  type LeaderboardEntry,
  rankOf,
  topPlaces,
} from './rank-index.js';
import { type OutboxEntry, type ServerCache, stageChanges } from './server-cache.js';
import {
  emptyIndexCache,
  readFoldingStats,
  readPlayerStats,
  readRankBucket,
  readRankHead,
  type Staging,
  stageIndexes,
} from './server-indexes.js';

export type { PendingTimer } from './pending-timers.js';
export type { OutboxEntry } from './server-cache.js';

import { keys } from './keys.js';
import { type StoreObserver, unobserved } from './observer.js';
import { type FencingStore, ServerLeases, ServerOwnedElsewhereError } from './ownership.js';
import {
  RECEIPT_RETENTION_MS,
  type ReceiptsRecord,
  receiptsFrom,
  receiptsToStore,
  SettledElsewhereError,
} from './receipts.js';
import { type OpenStorage, openStorage, StorageUnavailableError } from './storage.js';

export interface StoreDeps {
  readonly now: () => number;
  /** 32 bytes from a secure generator as 64 lowercase hex characters. */
  readonly newServerSeed: () => string;
  /** The games tables may deal; the built-in ones by default. */
  readonly games?: GameRegistry;
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

/** Told of every round record once it is durable, per server in commit order. */
export type RoundsListener = (guildId: string, rounds: readonly RoundRecord<unknown>[]) => void;

/** What a server this process has just started serving needs picked up: its timers and results. */
export interface ServerTaken {
  readonly guildId: string;
  /** Every timer its tables have armed (a deal due, a decision's deadline), overdue or not. */
  readonly timers: readonly PendingTimer[];
  /** The rounds whose results are committed but not known to be posted, oldest first. */
  readonly undelivered: readonly OutboxEntry[];
}

/** Told, before any of the server's commands runs, of a server this process has started serving. */
export type ServerTakenListener = (taken: ServerTaken) => void;

/** Options of one command: the interaction it was sent for, whose decision gets a receipt. */
export interface ExecuteOptions {
  readonly interaction?: string | undefined;
}

/**
 * What a step answers, the changes it made if any, and its caller's own failure (a bug caught in
 * the pure core fails that caller alone, not its batch).
 */
interface StepResult<T> {
  readonly value?: T;
  readonly changes?: ChangeSet;
  readonly outbox?: readonly OutboxEntry[];
  /** An interaction this step decided: its receipt is committed with the batch. */
  readonly receipt?: string;
  readonly failure?: unknown;
}

/**
 * One queued piece of work for a server. A step whose records are all in the cache may answer
 * synchronously: the batch then runs it without yielding to other work, so the server's queue
 * (the one thing a busy server's commands wait in line for) is held no longer than its CPU time.
 */
type Step<T> = (context: StepContext) => StepResult<T> | Promise<StepResult<T>>;

/** What a command runs on besides the server record: its table (if any) and the wallets it needs. */
interface CommandInputs {
  readonly table: TableRecord | undefined;
  readonly wallets: Map<string, WalletRecord>;
}

interface StepContext {
  readonly server: ServerCache;
  /** Reads a record as this batch left it: staged writes first, then storage. */
  read<T>(key: string): Promise<T | undefined>;
}

/**
 * The records a step will read from the server's cache, named up front so that a batch fetches
 * every one it is missing in a single round trip to storage (a batch of new tables' first bets
 * would otherwise wait for one read after another, each holding up the server's queue).
 */
interface Needs {
  readonly tables?: readonly string[];
  readonly wallets?: readonly string[];
}

interface Queued {
  readonly step: Step<unknown>;
  readonly needs: Needs | undefined;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** A result's outbox entry, as one string: its channel and round. */
const noteOf = (entry: { readonly channelId: string; readonly round: number }): string =>
  `${entry.channelId}:${entry.round}`;

/** The most commands one journal entry carries: bounds a batch's size and its callers' wait. */
const MAX_BATCH = 128;

/**
 * How many table records the process keeps in memory, across its servers. Every table ever used
 * would otherwise stay for the life of the process (about 0.8 KiB each); beyond this, the least
 * recently used tables without a timer are dropped and read again from storage when next used.
 * The busy tables of a shard fit, so a deal or a bet rarely costs a read.
 */
export const TABLE_CACHE_LIMIT = 2_000;
/** How many of the least recently used tables one trim looks at: bounds its work. */
const TRIM_SCAN = 64;

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
  private readonly waiting = new Map<string, Queued[]>();
  private readonly draining = new Map<string, Promise<void>>();
  private readonly servers = new Map<string, ServerCache>();
  private readonly journal: Journal;
  private readonly directory: ServerDirectory;
  private readonly attention: AttentionIndex;
  private readonly roundsListeners = new Set<RoundsListener>();
  private readonly takenListeners = new Set<ServerTakenListener>();
  /**
   * The interactions this process decided, and when: a receipt of one of them is this process's
   * own (another command of the same interaction may follow), never another's.
   */
  private readonly decided = new Map<string, number>();
  /** Interactions this process decided and answered itself, by server: their receipts go. */
  private readonly answeredNotes = new Map<string, Set<string>>();
  /** On a store only this process reaches: the servers it has served (each is taken once). */
  private readonly served = new Set<string>();
  /** Undefined over a store only this process can reach (a test's in-memory Keyv). */
  private readonly leases: ServerLeases | undefined;
  private readonly observer: StoreObserver;
  /**
   * Results this process has posted whose outbox removal is not yet written, by server. Kept
   * outside the server's cache: a posted result stays posted when the cache is dropped and the
   * outbox read again from storage (a lease taken afresh — on Redis, any lease that expired while
   * the server was idle — or a failed commit). Forgetting it would post the result again at the
   * next start, twice in the channel if it was shown as the /deal reply.
   */
  private readonly postedNotes = new Map<string, Set<string>>();
  /** Cached tables, least recently used first (Map order), to drop the coldest beyond the limit. */
  private readonly tableUse = new Map<string, { readonly guildId: string; readonly channelId: string }>();
  private readonly tableCacheLimit: number;
  /** Meta records are independent of each other and of the queue: read together when many wait. */
  private readonly metaReads = new GroupedReads({
    readOne: (key) => this.read(key),
    readMany: (keys) => this.readMany(keys),
  });

  /**
   * A store over `kv`, its commits fenced as `fencing` declares (storage.ts). Without fencing (a
   * store a test builds) it must be the only process on that store.
   */
  constructor(
    private readonly kv: Keyv,
    private readonly deps: StoreDeps = systemDeps,
    private readonly onClose: () => Promise<void> = async () => {},
    fencing?: FencingStore,
  ) {
    this.observer = deps.observer ?? unobserved;
    this.tableCacheLimit = deps.tableCacheLimit ?? TABLE_CACHE_LIMIT;
    this.leases = ServerLeases.over(kv, fencing, {
      ...(deps.leaseMs ? { ttlMs: deps.leaseMs } : {}),
      ...(deps.leaseClock ? { now: deps.leaseClock } : {}),
      onChange: (change) => this.observer.ownershipChanged(change),
    });
    this.journal = new Journal(kv, this.leases, this.observer);
    this.directory = new ServerDirectory(kv, fencing, this.leases);
    this.attention = new AttentionIndex(this.directory);
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
    const needs: Needs = {
      tables: isTableCommand(command) ? [command.channelId] : [],
      // What the command needs before its table is known (a deal's players come with the table).
      wallets: walletsNeeded(command, undefined, this.deps.games),
    };
    const interaction = options.interaction;
    // With everything cached, as nearly always, the command runs at once, without yielding;
    // otherwise what the cache lacks is read first (a deal's players come with its table).
    const step: Step<Outcome> = ({ server }) => {
      if (interaction !== undefined && this.decidedElsewhere(server, interaction))
        return { failure: new SettledElsewhereError(interaction) };
      const cached = this.inputsInCache(server, command);
      const ran = cached
        ? this.runOn(server, command, cached)
        : this.readInputs(server, command).then((read) => this.runOn(server, command, read));
      if (interaction === undefined) return ran;
      const withReceipt = (result: StepResult<Outcome>): StepResult<Outcome> =>
        result.failure === undefined ? { ...result, receipt: interaction } : result;
      return ran instanceof Promise ? ran.then(withReceipt) : withReceipt(ran);
    };
    return this.enqueue(guildId, step, needs);
  }

  /**
   * Records that this process decided the interaction without a command (a read, or a refusal made
   * outside the table), so no other process decides it again: resolves true once the receipt is
   * durable (or was this process's already), false when another process decided it first or holds
   * the server now.
   */
  async settle(guildId: string, interaction: string): Promise<boolean> {
    try {
      return await this.enqueue<boolean>(guildId, ({ server }) =>
        server.receipts.has(interaction)
          ? { value: this.decided.has(interaction) }
          : { value: true, receipt: interaction },
      );
    } catch (error) {
      if (error instanceof ServerOwnedElsewhereError) return false;
      throw error;
    }
  }

  /** Whether another process decided the interaction (its receipt is there); serves the server first. */
  isSettledElsewhere(guildId: string, interaction: string): Promise<boolean> {
    return this.enqueue(guildId, ({ server }) => ({ value: this.decidedElsewhere(server, interaction) }));
  }

  /**
   * This process answered the interaction itself (its first response reached Discord): no other
   * process holds it, so its receipt goes, with the server's next commit.
   */
  markAnswered(guildId: string, interaction: string): void {
    if (!this.decided.has(interaction)) return;
    const notes = this.answeredNotes.get(guildId) ?? new Set<string>();
    notes.add(interaction);
    this.answeredNotes.set(guildId, notes);
    const server = this.servers.get(guildId);
    if (server) this.applyAnsweredNotes(server);
  }

  /** Whether the server's receipts show the interaction decided by another process. */
  private decidedElsewhere(server: ServerCache, interaction: string): boolean {
    return server.receipts.has(interaction) && !this.decided.has(interaction);
  }

  /** Takes the interactions noted answered out of the server's receipts; the record is then to be written. */
  private applyAnsweredNotes(server: ServerCache): void {
    const notes = this.answeredNotes.get(server.guild.guildId);
    if (!notes) return;
    for (const interaction of notes) if (server.receipts.delete(interaction)) server.receiptsDirty = true;
  }

  /** Forgets the answered notes whose receipts are no longer in the record just written. */
  private forgetWrittenReceipts(guildId: string, written: ReceiptsRecord): void {
    const notes = this.answeredNotes.get(guildId);
    if (!notes) return;
    const still = new Set(written.map(([interaction]) => interaction));
    for (const interaction of notes) if (!still.has(interaction)) notes.delete(interaction);
    if (notes.size === 0) this.answeredNotes.delete(guildId);
  }

  /** Forgets decisions past retention: no receipt of theirs can still be stored. */
  private forgetOldDecisions(now: number): void {
    // Map order is the order of decision, oldest first.
    for (const [interaction, at] of this.decided) {
      if (now - at < RECEIPT_RETENTION_MS) return;
      this.decided.delete(interaction);
    }
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
        entries.push(...(await this.enqueue(guildId, ({ server }) => ({ value: server.outbox }))));
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
      await this.enqueue(guildId, () => ({}));
      return true;
    } catch (error) {
      if (error instanceof ServerOwnedElsewhereError) return false;
      throw error;
    }
  }

  /** Whether this process serves the server now, as far as it knows without asking storage. */
  serving(guildId: string): boolean {
    return this.leases ? this.leases.tokenOf(guildId) !== undefined : this.served.has(guildId);
  }

  /**
   * Until when another process served the server before this one took it, as far as this process
   * knows without asking storage (the store's clock; -Infinity when none did, as on a store only
   * this process reaches); undefined when this process does not serve it. An interaction created
   * before then may have been decided by that process.
   */
  othersServedUntil(guildId: string): number | undefined {
    if (!this.leases) return this.served.has(guildId) ? Number.NEGATIVE_INFINITY : undefined;
    return this.leases.othersHeldUntil(guildId);
  }

  /**
   * Calls `listener` each time this process starts serving a server that has timers armed or
   * results undelivered, with them, before any of the server's commands runs. Returns the
   * unsubscribe function.
   */
  onServerTaken(listener: ServerTakenListener): () => void {
    this.takenListeners.add(listener);
    return () => this.takenListeners.delete(listener);
  }

  /**
   * The round's result is posted: its outbox entry goes, written with the server's next commit,
   * made at once. Until that commit a crash can leave the entry, and the next process serving the
   * server posts the result again: a channel post carries a nonce Discord folds (see the shell).
   */
  markPosted(guildId: string, channelId: string, round: number): Promise<void> {
    const notes = this.postedNotes.get(guildId) ?? new Set<string>();
    notes.add(noteOf({ channelId, round }));
    this.postedNotes.set(guildId, notes);
    return this.enqueue<void>(guildId, async ({ server }) => {
      this.applyPostedNotes(server);
      return server.outboxDirty ? { outbox: server.outbox } : {};
    });
  }

  /** Takes the results noted posted out of the server's outbox; the removal is then to be written. */
  private applyPostedNotes(server: ServerCache): void {
    const notes = this.postedNotes.get(server.guild.guildId);
    if (!notes?.size) return;
    const outbox = server.outbox.filter((entry) => !notes.has(noteOf(entry)));
    if (outbox.length !== server.outbox.length) {
      server.outbox = outbox;
      server.outboxDirty = true;
    }
  }

  /** Forgets the notes of results no longer in the outbox just written: their removal is durable. */
  private forgetWrittenNotes(guildId: string, written: readonly OutboxEntry[]): void {
    const notes = this.postedNotes.get(guildId);
    if (!notes) return;
    const still = new Set(written.map(noteOf));
    for (const note of notes) if (!still.has(note)) notes.delete(note);
    if (notes.size === 0) this.postedNotes.delete(guildId);
  }

  /**
   * The server's record as of its last commit, answered at once from memory when this process
   * holds the server; undefined when it does not (read it with readGuild). It does not wait for the
   * commands queued for the server, so it serves only what words an answer (the server's
   * language), never a decision.
   */
  committedGuild(guildId: string): GuildRecord | undefined {
    return this.servers.get(guildId)?.committedGuild;
  }

  readGuild(guildId: string): Promise<GuildRecord> {
    return this.enqueue(guildId, async ({ server }) => ({ value: server.guild }));
  }

  readTable(guildId: string, channelId: string): Promise<TableRecord | undefined> {
    const step: Step<TableRecord | undefined> = async ({ server }) => ({
      value: await this.cachedTable(server, channelId),
    });
    return this.enqueue(guildId, step, { tables: [channelId] });
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
      value: { guild: server.guild, table: await this.cachedTable(server, channelId) },
    });
    return this.enqueue(guildId, step, { tables: [channelId] });
  }

  readWallet(guildId: string, userId: string): Promise<WalletRecord | undefined> {
    const step: Step<WalletRecord | undefined> = async ({ server }) => ({
      value: await this.cachedWallet(server, userId),
    });
    return this.enqueue(guildId, step, { wallets: [userId] });
  }

  /** One player's statistics on the server (Punto Banco rounds), or undefined if they have none. */
  readPlayerStats(guildId: string, userId: string): Promise<PlayerStats | undefined> {
    return this.enqueue(guildId, async ({ server, read }) => ({
      value: await readPlayerStats({ guildId, cache: server.indexes, read }, userId),
    }));
  }

  /**
   * A leaderboard's top places and the asker's own place, from the board's index: a head and at
   * most a few player records, whatever the server's size (rank-index.ts).
   */
  readLeaderboard(guildId: string, by: LeaderboardBy, askerId: string): Promise<Leaderboard> {
    return this.enqueue(guildId, async ({ server, read }) => {
      const source = { guildId, cache: server.indexes, read };
      const head = await readRankHead(source, by);
      const coupsOf = async (userId: string) =>
        by === 'net' ? ((await readFoldingStats(source, userId))?.coups ?? 0) : 0;
      const top: LeaderboardEntry[] = [];
      for (const place of topPlaces(head, LEADERBOARD_SIZE))
        top.push({
          userId: place.userId,
          rank: place.rank,
          valueCents: place.value,
          coups: await coupsOf(place.userId),
        });
      const ownValue =
        by === 'chips'
          ? (await this.cachedWallet(server, askerId))?.balanceCents
          : (await readFoldingStats(source, askerId))?.netCents;
      const own: LeaderboardEntry | undefined =
        ownValue === undefined
          ? undefined
          : {
              userId: askerId,
              rank: rankOf(head, await readRankBucket(source, by, bucketOf(ownValue)), ownValue),
              valueCents: ownValue,
              coups: await coupsOf(askerId),
            };
      return { value: { by, top, total: head.total, own } };
    });
  }

  /** Round records are written once and never change, so they are read straight from storage. */
  readRound(guildId: string, channelId: string, round: number): Promise<RoundRecord<unknown> | undefined> {
    return this.enqueue(guildId, async ({ read }) => ({
      value: await read<RoundRecord<unknown>>(keys.round(guildId, channelId, round)),
    }));
  }

  readShoeArchive(guildId: string, channelId: string, shoeNumber: number): Promise<ShoeArchive | undefined> {
    return this.enqueue(guildId, async ({ read }) => ({
      value: await read<ShoeArchive>(keys.shoe(guildId, channelId, shoeNumber)),
    }));
  }

  /**
   * Calls `listener` with the round records of each commit, right after the commit point (so only
   * with rounds that are durable), in commit order per server. Returns the unsubscribe function.
   */
  onRoundsCommitted(listener: RoundsListener): () => void {
    this.roundsListeners.add(listener);
    return () => this.roundsListeners.delete(listener);
  }

  /** Whether storage answers now: one read of a small record (for a health check); throws if not. */
  async probe(): Promise<void> {
    await this.read(keys.meta('probe'));
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
    while (this.draining.size > 0) await Promise.allSettled([...this.draining.values()]);
    const dirty = new Set(
      [...this.servers.values()].filter((server) => server.outboxDirty).map((server) => server.guild.guildId),
    );
    // Servers whose cache was dropped since a result was posted: loading them applies the notes.
    for (const guildId of this.postedNotes.keys()) dirty.add(guildId);
    await Promise.allSettled(
      [...dirty].map((guildId) => this.enqueue(guildId, async ({ server }) => ({ outbox: server.outbox }))),
    );
    await this.attention.settled();
    await this.leases?.releaseAll();
    this.servers.clear();
    this.served.clear();
  }

  /** Releases every server (see `release`), then closes storage. */
  async close(): Promise<void> {
    await this.release();
    await this.onClose();
  }

  /** Reads several records in one round trip, in the order of `keys` (undefined where absent). */
  private async readMany(keys: readonly string[]): Promise<unknown[]> {
    try {
      return await this.kv.getMany<unknown>([...keys]);
    } catch (error) {
      throw new StorageUnavailableError('storage failed while reading', { cause: error });
    }
  }

  /** Reads one record; a storage failure becomes the outage error callers know how to answer. */
  private async read<T>(key: string): Promise<T | undefined> {
    try {
      return await this.kv.get<T>(key);
    } catch (error) {
      throw new StorageUnavailableError('storage failed while reading', { cause: error });
    }
  }

  /** Queues `step` for the server; `needs` names the records it will read, for its batch to fetch. */
  private enqueue<T>(guildId: string, step: Step<T>, needs?: Needs): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const queue = this.waiting.get(guildId) ?? [];
      queue.push({
        step: step as Step<unknown>,
        needs,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.waiting.set(guildId, queue);
      if (!this.draining.has(guildId)) this.draining.set(guildId, this.drain(guildId));
    });
  }

  /**
   * Runs the server's queue batch by batch until it is empty. It stops in the same synchronous
   * step that finds the queue empty, so a command queued a moment later starts a new drain.
   */
  private async drain(guildId: string): Promise<void> {
    for (;;) {
      const batch = this.waiting.get(guildId)?.splice(0, MAX_BATCH) ?? [];
      if (batch.length === 0) {
        this.waiting.delete(guildId);
        this.draining.delete(guildId);
        return;
      }
      await this.runBatch(guildId, batch);
    }
  }

  /**
   * Runs a batch in order against the cache, staging each change set there so later steps see it,
   * then commits every staged write as one journal entry and only then answers the callers. A step
   * that changes nothing while nothing of its batch is staged yet (a read, a refusal) has seen only
   * what is committed: it is answered at once, not after the batch's commit.
   */
  private async runBatch(guildId: string, batch: readonly Queued[]): Promise<void> {
    const staged = new Map<string, unknown>();
    const rounds: RoundRecord<unknown>[] = [];
    const answers: { value?: unknown; failure?: unknown; answered?: true }[] = [];
    try {
      // Another process may have written since this one last held the server: read it afresh.
      let taken = false;
      if (this.leases) {
        if ((await this.leases.ensure(guildId)).fresh) {
          this.servers.delete(guildId);
          this.attention.drop(guildId);
          taken = true;
        }
      } else taken = !this.served.has(guildId);
      const server = await this.load(guildId);
      // A server just taken: the channels whose timers it must pick up are read with the batch's.
      const listed = taken ? await this.attention.channelsOf(guildId) : undefined;
      await this.prefetch(server, batch, listed);
      if (taken) {
        this.served.add(guildId);
        await this.announceTaken(server, listed);
      }
      const wasPersisted = server.persisted;
      const read = async <T>(key: string): Promise<T | undefined> =>
        staged.has(key) ? (staged.get(key) as T) : this.read<T>(key);
      // The batch's commands share its index writers (server-indexes.ts).
      const indexStaging: Staging = { guildId, cache: server.indexes, staged, read, writers: new Map() };
      /** Tables this batch changed whose record asks for a timer. */
      const timers = new Set<string>();
      const now = this.deps.now();
      for (const { step, resolve } of batch) {
        const ran = step({ server, read });
        const { value, changes, outbox, receipt, failure } = ran instanceof Promise ? await ran : ran;
        if (!changes && !outbox && receipt === undefined && failure === undefined && staged.size === 0) {
          resolve(value);
          answers.push({ answered: true });
          continue;
        }
        if (receipt !== undefined) {
          server.receipts.set(receipt, now);
          this.decided.delete(receipt);
          this.decided.set(receipt, now);
          server.receiptsDirty = true;
        }
        if (changes) {
          const walletsBefore = new Map<string, WalletRecord | undefined>();
          for (const { userId } of changes.wallets)
            walletsBefore.set(
              userId,
              server.wallets.has(userId)
                ? server.wallets.get(userId)
                : await this.cachedWallet(server, userId),
            );
          stageChanges(server, changes, staged);
          if (changes.table) this.usedTable(server, changes.table.channelId);
          await stageIndexes(indexStaging, changes, walletsBefore);
          rounds.push(...changes.rounds);
          if (changes.table) {
            if (timerOf(changes.table)) timers.add(changes.table.channelId);
            else timers.delete(changes.table.channelId);
          }
        }
        if (outbox) {
          server.outbox = outbox;
          staged.set(keys.outbox(guildId), outbox);
        }
        // Posted results ride along with whatever this batch commits.
        if (staged.size > 0 && server.outboxDirty) {
          staged.set(keys.outbox(guildId), server.outbox);
          server.outboxDirty = false;
        }
        // So do receipts, new or answered: one record, written as it stands after the step.
        if ((staged.size > 0 || receipt !== undefined) && server.receiptsDirty) {
          staged.set(keys.receipts(guildId), receiptsToStore(server.receipts, now));
          server.receiptsDirty = false;
        }
        answers.push({ value, failure });
      }
      if (staged.size > 0) {
        // Index the server before its first record exists, so no stored server is missing from it.
        if (!wasPersisted && staged.has(keys.guild(guildId))) await this.indexGuild(guildId);
        // Listed for the next start before the commit that arms a timer or stores a result.
        if (timers.size > 0 || server.outbox.length > 0) await this.attention.ensure(guildId, timers);
        // If the commit throws, nothing of this batch reached storage (see the catch below).
        const { applied } = await this.journal.commit(guildId, [...staged]);
        if (staged.has(keys.guild(guildId))) server.persisted = true;
        const writtenOutbox = staged.get(keys.outbox(guildId)) as OutboxEntry[] | undefined;
        if (applied && writtenOutbox) this.forgetWrittenNotes(guildId, writtenOutbox);
        const writtenReceipts = staged.get(keys.receipts(guildId)) as ReceiptsRecord | undefined;
        if (applied && writtenReceipts) {
          this.forgetWrittenReceipts(guildId, writtenReceipts);
          this.forgetOldDecisions(now);
        }
        // Committed but not applied (storage failed mid-way): forget the cache so the next
        // command recovers from the journal first.
        if (!applied) this.servers.delete(guildId);
        else {
          server.committedGuild = server.guild;
          if (timers.size === 0 && server.outbox.length === 0) this.forgetIfIdle(server);
        }
        if (rounds.length > 0) this.announceRounds(guildId, rounds);
      }
      // Only what is committed is in the cache now: cold tables may go.
      this.trimTables(guildId);
    } catch (error) {
      if (error instanceof StorageUnavailableError) this.observer.storageFailed();
      // The cache holds this batch's uncommitted changes: drop it, storage has the truth.
      this.servers.delete(guildId);
      for (const { reject } of batch) reject(error);
      return;
    }
    batch.forEach(({ resolve, reject }, i) => {
      const answer = answers[i]!;
      if (answer.answered) return;
      if (answer.failure !== undefined) reject(answer.failure);
      else resolve(answer.value);
    });
  }

  /**
   * Unlists the server from the attention index when every channel it lists is known (in this
   * process's cache) to have no timer and no result waits: only what is known, never a guess.
   */
  private forgetIfIdle(server: ServerCache): void {
    this.attention.forgetIf(server.guild.guildId, (listed) =>
      listed.every((channelId) => {
        if (server.resting.has(channelId)) return true;
        if (!server.tables.has(channelId)) return false;
        const table = server.tables.get(channelId);
        return !table || !timerOf(table);
      }),
    );
  }

  /** A server's records, recovered from the journal the first time this process touches them. */
  private async load(guildId: string): Promise<ServerCache> {
    const cached = this.servers.get(guildId);
    if (cached) return cached;
    await this.journal.recover(guildId);
    const stored = await this.read<GuildRecord>(keys.guild(guildId));
    const guild = stored ?? newGuild(guildId);
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
    this.applyPostedNotes(server);
    this.applyAnsweredNotes(server);
    this.servers.set(guildId, server);
    return server;
  }

  /**
   * Tells the listeners what a server this process has just started serving needs picked up: the
   * timers of the channels the attention index lists, and the results not known to be posted. A
   * server listed for nothing any more (a crash after its last commit, before it was unlisted) is
   * unlisted.
   */
  private async announceTaken(server: ServerCache, listed: readonly string[] | undefined): Promise<void> {
    const { guildId } = server.guild;
    const timers: PendingTimer[] = [];
    for (const channelId of listed ?? []) {
      const table = await this.cachedTable(server, channelId);
      const timer = table && timerOf(table);
      if (timer) timers.push(timer);
    }
    const undelivered = [...server.outbox];
    if (listed !== undefined && timers.length === 0 && undelivered.length === 0) this.forgetIfIdle(server);
    if (timers.length === 0 && undelivered.length === 0) return;
    for (const listener of this.takenListeners) {
      try {
        listener({ guildId, timers, undelivered });
      } catch {
        // A listener's failure is its own: the server is served either way.
      }
    }
  }

  /**
   * Reads, in one round trip, the tables and wallets the batch's steps named (and `alsoTables`)
   * that the cache is missing. A single missing record is left to the step that reads it.
   */
  private async prefetch(
    server: ServerCache,
    batch: readonly Queued[],
    alsoTables: readonly string[] = [],
  ): Promise<void> {
    const { guildId } = server.guild;
    const tables = new Set<string>();
    const wallets = new Set<string>();
    for (const channelId of alsoTables)
      if (!server.tables.has(channelId) && !this.cachedAsNew(server, channelId)) tables.add(channelId);
    for (const { needs } of batch) {
      for (const channelId of needs?.tables ?? [])
        if (!server.tables.has(channelId) && !this.cachedAsNew(server, channelId)) tables.add(channelId);
      for (const userId of needs?.wallets ?? []) if (!server.wallets.has(userId)) wallets.add(userId);
    }
    if (tables.size + wallets.size < 2) return;
    const tableKeys = [...tables].map((channelId) => keys.table(guildId, channelId));
    const walletKeys = [...wallets].map((userId) => keys.wallet(guildId, userId));
    const found = await this.readMany([...tableKeys, ...walletKeys]);
    [...tables].forEach((channelId, i) => {
      const stored = found[i] as TableRecord | undefined;
      server.tables.set(channelId, stored && tableRecord(stored));
      this.usedTable(server, channelId);
    });
    [...wallets].forEach((userId, i) => {
      server.wallets.set(userId, found[tables.size + i] as WalletRecord | undefined);
    });
  }

  /** The table and wallets a command runs on, when the cache holds all of them; else undefined. */
  private inputsInCache(server: ServerCache, command: Command): CommandInputs | undefined {
    const channelId = isTableCommand(command) ? command.channelId : undefined;
    if (channelId !== undefined && !server.tables.has(channelId)) return undefined;
    const table = channelId === undefined ? undefined : this.tableInCache(server, channelId);
    const wallets = new Map<string, WalletRecord>();
    for (const userId of walletsNeeded(command, table)) {
      if (!server.wallets.has(userId)) return undefined;
      const wallet = server.wallets.get(userId);
      if (wallet) wallets.set(userId, wallet);
    }
    return { table, wallets };
  }

  /** The table and wallets a command runs on, read into the cache where it lacks them. */
  private async readInputs(server: ServerCache, command: Command): Promise<CommandInputs> {
    const table = isTableCommand(command) ? await this.cachedTable(server, command.channelId) : undefined;
    const wallets = new Map<string, WalletRecord>();
    for (const userId of walletsNeeded(command, table)) {
      const wallet = await this.cachedWallet(server, userId);
      if (wallet) wallets.set(userId, wallet);
    }
    return { table, wallets };
  }

  /** Runs the pure command on the server's records: its outcome and changes, or its caller's failure. */
  private runOn(
    server: ServerCache,
    command: Command,
    { table, wallets }: CommandInputs,
  ): StepResult<Outcome> {
    // One shape whether or not the table exists yet (see Draft.changes).
    const snapshot: Snapshot = { guild: server.guild, table, wallets };
    const newServerSeed = this.deps.newServerSeed;
    let seed: string | undefined;
    try {
      const outcome = runCommand(snapshot, command, {
        now: this.deps.now(),
        // Drawn only by the commands that start a shoe (a getter, read at most once): the
        // other commands, nearly all of them, need no 32 random bytes from the system.
        get freshServerSeed() {
          seed ??= newServerSeed();
          return seed;
        },
        games: this.deps.games ?? BUILT_IN_GAMES,
      });
      return outcome.ok ? { value: outcome, changes: outcome.changes } : { value: outcome };
    } catch (error) {
      // A change set that breaks conservation is a bug: it never reaches storage.
      if (error instanceof LedgerImbalanceError) return { failure: error };
      throw error;
    }
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

  /** A table the cache holds (absent or not): noted as just used. */
  private tableInCache(server: ServerCache, channelId: string): TableRecord | undefined {
    this.usedTable(server, channelId);
    return server.tables.get(channelId);
  }

  private async cachedTable(server: ServerCache, channelId: string): Promise<TableRecord | undefined> {
    if (!server.tables.has(channelId) && !this.cachedAsNew(server, channelId)) {
      const stored = await this.read<TableRecord>(keys.table(server.guild.guildId, channelId));
      server.tables.set(channelId, stored && tableRecord(stored));
    }
    this.usedTable(server, channelId);
    return server.tables.get(channelId);
  }

  /** The table is in the server's cache and was just used: it goes last in the order of use. */
  private usedTable(server: ServerCache, channelId: string): void {
    server.resting.delete(channelId);
    const key = `${server.guild.guildId}:${channelId}`;
    this.tableUse.delete(key);
    this.tableUse.set(key, { guildId: server.guild.guildId, channelId });
  }

  /**
   * Drops the least recently used tables beyond the limit. Only from a server whose cache holds
   * nothing uncommitted: the one whose batch just committed (`current`), or one with no batch
   * running; and never a table with a timer armed (start-up and the attention index want those
   * known). A dropped table is read again from storage when next used.
   */
  private trimTables(current: string): void {
    let looked = 0;
    for (const [key, { guildId, channelId }] of this.tableUse) {
      if (this.tableUse.size <= this.tableCacheLimit || looked++ >= TRIM_SCAN) return;
      const server = this.servers.get(guildId);
      if (!server?.tables.has(channelId)) {
        // Its server's cache was dropped since: nothing is held.
        this.tableUse.delete(key);
        continue;
      }
      const table = server.tables.get(channelId);
      if ((guildId !== current && this.draining.has(guildId)) || (table && timerOf(table))) {
        // Busy or timed: looked at again after the others.
        this.tableUse.delete(key);
        this.tableUse.set(key, { guildId, channelId });
        continue;
      }
      server.tables.delete(channelId);
      server.resting.add(channelId);
      this.tableUse.delete(key);
    }
  }

  private async cachedWallet(server: ServerCache, userId: string): Promise<WalletRecord | undefined> {
    if (!server.wallets.has(userId))
      server.wallets.set(userId, await this.read<WalletRecord>(keys.wallet(server.guild.guildId, userId)));
    return server.wallets.get(userId);
  }

  /** A listener's failure is its own: the rounds are committed whatever it does. */
  private announceRounds(guildId: string, rounds: readonly RoundRecord<unknown>[]): void {
    for (const listener of this.roundsListeners) {
      try {
        listener(guildId, rounds);
      } catch {
        // Read models rebuild from storage; a listener that throws only loses its own copy.
      }
    }
  }

  /** Lists a new server in the store's directory (its own entry, fenced by its lease). */
  private async indexGuild(guildId: string): Promise<void> {
    try {
      await this.directory.put('servers', guildId, true);
    } catch (error) {
      if (error instanceof ServerOwnedElsewhereError) throw error;
      // The same error the journal raises: a new server's first command fails here, before
      // its commit point, and callers must see it as the outage it is.
      throw new StorageUnavailableError('storage failed while indexing the server', { cause: error });
    }
  }
}
