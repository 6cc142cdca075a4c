/**
 * THE WRITE PATH. Commands for one server run strictly in order on an in-process queue, and only
 * in the process that holds the server's lease (ownership.ts): a batch first makes sure of the
 * lease (hand-over.ts), and its commit writes nothing if the lease was lost. A process without the
 * lease drops what it cached of the server and refuses its commands with ServerOwnedElsewhereError
 * until the lease is free again.
 *
 * Group commit: the commands that queued up for a server while its last commit was being written
 * run one after another against the cached records, and their change sets are committed together
 * as ONE journal entry. Every one of them is acknowledged only after that entry is durable; if it
 * fails, all of them fail and the cache is dropped, so nothing a caller was told happened is lost
 * and nothing a caller was told failed happened. One busy server then costs a few writes per batch
 * instead of a few per command.
 *
 * With the batch's records go, in the same journal entry, what rides along: the outbox with the
 * results posted taken out (outbox.ts), and the receipts of the interactions decided or answered
 * (decisions.ts).
 */
import type { ChangeSet } from '../table/change-set.js';
import type { RoundRecord, WalletRecord } from '../table/state.js';
import type { AttentionIndex } from './attention.js';
import type { Decisions } from './decisions.js';
import type { ServerDirectory } from './directory.js';
import type { HandOver } from './hand-over.js';
import type { Journal } from './journal.js';
import { keys } from './keys.js';
import type { StoreObserver } from './observer.js';
import type { PostedResults } from './outbox.js';
import { ServerOwnedElsewhereError } from './ownership.js';
import { timerOf } from './pending-timers.js';
import { type ReceiptsRecord, receiptsToStore } from './receipts.js';
import { type OutboxEntry, type ServerCache, stageChanges } from './server-cache.js';
import { type Staging, stageIndexes } from './server-indexes.js';
import type { Needs, ServerRecords } from './server-records.js';
import { StorageUnavailableError } from './storage.js';

/**
 * What a step answers, the changes it made if any, and its caller's own failure (a bug caught in
 * the pure core fails that caller alone, not its batch).
 */
export interface StepResult<T> {
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
export type Step<T> = (context: StepContext) => StepResult<T> | Promise<StepResult<T>>;

export interface StepContext {
  readonly server: ServerCache;
  /** Reads a record as this batch left it: staged writes first, then storage. */
  read<T>(key: string): Promise<T | undefined>;
}

interface Queued {
  readonly step: Step<unknown>;
  readonly needs: Needs | undefined;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** Told of every round record once it is durable, per server in commit order. */
export type RoundsListener = (guildId: string, rounds: readonly RoundRecord<unknown>[]) => void;

/** The most commands one journal entry carries: bounds a batch's size and its callers' wait. */
const MAX_BATCH = 128;

/** What a batch works with: the store's other parts. */
export interface GroupCommitParts {
  readonly records: ServerRecords;
  readonly handOver: HandOver;
  readonly decisions: Decisions;
  readonly posted: PostedResults;
  readonly attention: AttentionIndex;
  readonly directory: ServerDirectory;
  readonly journal: Journal;
  readonly observer: StoreObserver;
  readonly now: () => number;
}

export class GroupCommit {
  /** Each server's steps not yet taken into a batch, in order. */
  private readonly waiting = new Map<string, Queued[]>();
  /** The servers whose queue runs now, and the run (it ends when the queue is empty). */
  private readonly draining = new Map<string, Promise<void>>();
  private readonly roundsListeners = new Set<RoundsListener>();

  constructor(private readonly parts: GroupCommitParts) {}

  /** Queues `step` for the server; `needs` names the records it will read, for its batch to fetch. */
  enqueue<T>(guildId: string, step: Step<T>, needs?: Needs): Promise<T> {
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

  /** Waits until no server's queue runs, steps queued meanwhile included. */
  async settled(): Promise<void> {
    while (this.draining.size > 0) await Promise.allSettled([...this.draining.values()]);
  }

  /**
   * Calls `listener` with the round records of each commit, right after the commit point (so only
   * with rounds that are durable), in commit order per server. Returns the unsubscribe function.
   */
  onRoundsCommitted(listener: RoundsListener): () => void {
    this.roundsListeners.add(listener);
    return () => this.roundsListeners.delete(listener);
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
    const { records, handOver, decisions, posted, attention, journal } = this.parts;
    try {
      // Awaited here rather than inside a helper (and `taken` hands back its announcement's own
      // promise): a batch takes no more turns of the job queue than it must, and tests that step
      // a virtual clock (the hand-over tests) let only so many run between two steps.
      const lease = handOver.claimLease(guildId);
      const taken = handOver.startsServing(guildId, lease && (await lease));
      const server = await records.load(guildId);
      // A server just taken: the channels whose timers it must pick up are read with the batch's.
      const listed = taken ? await attention.channelsOf(guildId) : undefined;
      await records.prefetch(
        server,
        batch.map(({ needs }) => needs),
        listed,
      );
      if (taken) await handOver.taken(server, listed);
      const wasPersisted = server.persisted;
      const read = async <T>(key: string): Promise<T | undefined> =>
        staged.has(key) ? (staged.get(key) as T) : records.read<T>(key);
      // The batch's commands share its index writers (server-indexes.ts).
      const indexStaging: Staging = { guildId, cache: server.indexes, staged, read, writers: new Map() };
      /** Tables this batch changed whose record asks for a timer. */
      const timers = new Set<string>();
      const now = this.parts.now();
      for (const { step, resolve } of batch) {
        const ran = step({ server, read });
        const { value, changes, outbox, receipt, failure } = ran instanceof Promise ? await ran : ran;
        if (!changes && !outbox && receipt === undefined && failure === undefined && staged.size === 0) {
          resolve(value);
          answers.push({ answered: true });
          continue;
        }
        if (receipt !== undefined) decisions.record(server, receipt, now);
        if (changes) {
          const walletsBefore = new Map<string, WalletRecord | undefined>();
          for (const { userId } of changes.wallets)
            walletsBefore.set(
              userId,
              server.wallets.has(userId)
                ? server.wallets.get(userId)
                : await records.cachedWallet(server, userId),
            );
          stageChanges(server, changes, staged);
          if (changes.table) records.usedTable(server, changes.table.channelId);
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
        if (timers.size > 0 || server.outbox.length > 0) await attention.ensure(guildId, timers);
        // If the commit throws, nothing of this batch reached storage (see the catch below).
        const { applied } = await journal.commit(guildId, [...staged]);
        if (staged.has(keys.guild(guildId))) server.persisted = true;
        const writtenOutbox = staged.get(keys.outbox(guildId)) as OutboxEntry[] | undefined;
        if (applied && writtenOutbox) posted.forgetWritten(guildId, writtenOutbox);
        const writtenReceipts = staged.get(keys.receipts(guildId)) as ReceiptsRecord | undefined;
        if (applied && writtenReceipts) {
          decisions.forgetWritten(guildId, writtenReceipts);
          decisions.forgetOld(now);
        }
        // Committed but not applied (storage failed mid-way): forget the cache so the next
        // command recovers from the journal first.
        if (!applied) records.drop(guildId);
        else {
          server.committedGuild = server.guild;
          if (timers.size === 0 && server.outbox.length === 0) attention.forgetIfIdle(server);
        }
        if (rounds.length > 0) this.announceRounds(guildId, rounds);
      }
      // Only what is committed is in the cache now: cold tables may go.
      records.trimTables(guildId, (other) => this.draining.has(other));
    } catch (error) {
      if (error instanceof StorageUnavailableError) this.parts.observer.storageFailed();
      // The cache holds this batch's uncommitted changes: drop it, storage has the truth.
      records.drop(guildId);
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
      await this.parts.directory.put('servers', guildId, true);
    } catch (error) {
      if (error instanceof ServerOwnedElsewhereError) throw error;
      // The same error the journal raises: a new server's first command fails here, before
      // its commit point, and callers must see it as the outage it is.
      throw new StorageUnavailableError('storage failed while indexing the server', { cause: error });
    }
  }
}
