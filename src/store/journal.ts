/**
 * THE CRASH-SAFETY PROTOCOL. Every change to a server's records goes through `commit` here.
 *
 * Keyv has no transactions, so a command's writes (wallets, table, round record, server totals)
 * are made atomic with a redo journal:
 *   1. the whole change set — the complete new value of every record it touches — is written as
 *      ONE record under the server's journal key. That single write is the commit point: a bet
 *      is acknowledged, and a deal is final, only after it is durable;
 *   2. the records are then written to their own keys.
 * If the process dies before step 1 completes, storage still holds the previous journal entry
 * and none of this change: the command never happened. If it dies during step 2, the next
 * `recover` (run before the server is used again) rewrites the journal's records; they are
 * complete values, not increments, so writing them again is harmless. A server has at most one
 * command in flight (one process owns a server, and its commands run in order), so the journal
 * entry is always the newest change to every record it names, and replaying it can never
 * overwrite a later change.
 *
 * Over a store several processes share, "one process owns a server" is enforced, not assumed
 * (see ownership.ts): the records are then written as ONE fenced operation (one statement, or one
 * Lua script), which writes all of them or, when this process no longer holds the server's lease,
 * none. That operation is itself the commit point, so there is no step 2 to complete and the
 * journal entry it writes carries no copy of the records: only the next sequence number with no
 * writes, which also replaces any earlier entry, so recovery finds nothing older to replay. A
 * commit then writes each record once instead of twice.
 */
import type Keyv from 'keyv';
import { keys } from './keys.js';
import { type StoreObserver, unobserved } from './observer.js';
import type { RecordWrite, ServerLeases } from './ownership.js';
import { StorageUnavailableError } from './storage.js';

export type { RecordWrite } from './ownership.js';

interface JournalEntry {
  readonly seq: number;
  readonly writes: readonly RecordWrite[];
}

const wrap = async <T>(what: string, action: () => Promise<T>): Promise<T> => {
  try {
    return await action();
  } catch (error) {
    throw new StorageUnavailableError(`storage failed while ${what}`, { cause: error });
  }
};

export class Journal {
  private readonly seqs = new Map<string, number>();

  constructor(
    private readonly kv: Keyv,
    /** The leases that fence every commit, on a store several processes may share. */
    private readonly leases?: ServerLeases,
    private readonly observer: StoreObserver = unobserved,
  ) {}

  /** Replays the server's last journal entry, completing a commit a crash interrupted. */
  async recover(guildId: string): Promise<void> {
    const entry = await wrap('reading the journal', () => this.kv.get<JournalEntry>(keys.journal(guildId)));
    if (!entry) return;
    this.seqs.set(guildId, entry.seq);
    // A fenced commit's entry: its records were written with it, there is nothing to replay.
    if (entry.writes.length === 0) return;
    // Fenced too: a process frozen between claiming the server and replaying must not, once it
    // wakes after another took over, write this (by then older) entry over newer records.
    if (this.leases) await this.leases.write(guildId, entry.writes);
    else await this.apply(entry);
  }

  /** Commits the writes atomically (see the protocol above); resolves once they are durable. */
  async commit(guildId: string, writes: readonly RecordWrite[]): Promise<{ applied: boolean }> {
    if (writes.length === 0) return { applied: true };
    const seq = (this.seqs.get(guildId) ?? 0) + 1;
    const entry: JournalEntry = { seq, writes };
    // Timed to the commit point: the moment the callers may be answered.
    const durable = this.observer.commitStarted();
    if (this.leases) {
      // One atomic, fenced write: committed and applied at once, or (lease lost) not at all. The
      // records need no copy in the entry: nothing can be left half-written to replay.
      const applied: JournalEntry = { seq, writes: [] };
      await this.leases.write(guildId, [[keys.journal(guildId), applied], ...writes]);
      durable();
      this.seqs.set(guildId, seq);
      return { applied: true };
    }
    await wrap('committing', () => this.kv.set(keys.journal(guildId), entry));
    durable();
    this.seqs.set(guildId, seq);
    try {
      await this.apply(entry);
      return { applied: true };
    } catch {
      // Committed but not yet applied: the caller must recover before reading this server again.
      return { applied: false };
    }
  }

  private async apply(entry: JournalEntry): Promise<void> {
    // One batch where the store has one (a single statement on PostgreSQL, MULTI on Redis), one
    // write per record otherwise (SQLite); either way a replay after a crash completes it.
    await wrap('applying the journal', () =>
      this.kv.setMany(entry.writes.map(([key, value]) => ({ key, value }))).then(() => undefined),
    );
  }
}
