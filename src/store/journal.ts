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
 * (see ownership.ts): the journal entry and the records are then written together as ONE fenced
 * operation, which writes nothing unless this process still holds the server's lease. The entry
 * is still written, so recovery reads the same way on every store.
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
      // One atomic, fenced write: committed and applied at once, or (lease lost) not at all.
      await this.leases.write(guildId, [[keys.journal(guildId), entry], ...writes]);
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
