/**
 * The servers a restarted bot must look at: those with a table timer armed (a deal or a decision
 * deadline) or a result not known to be posted. A cold start reads this index and only these
 * servers, so it costs the same however many servers are stored.
 *
 * Each server is its own entry in the store's directory (directory.ts), written only by the
 * process holding the server's lease, so servers served by different processes never overwrite
 * each other. The entry is not part of the server's journal entry; its correctness comes from
 * order: a server (and the channels of its timers) is listed BEFORE the commit that arms a timer
 * or stores a result, and unlisted only AFTER a commit that left it nothing pending. A crash can
 * therefore leave a server listed that needs nothing (the start-up reads it, finds nothing, and its
 * next commit unlists it), never a server unlisted that needs attention.
 */
import type { ServerDirectory } from './directory.js';
import { ServerOwnedElsewhereError } from './ownership.js';
import { timerOf } from './pending-timers.js';
import type { ServerCache } from './server-cache.js';
import { StorageUnavailableError } from './storage.js';

/** The channels listed for a server: those whose table may have a timer armed (a superset is harmless). */
type Channels = readonly string[];

export class AttentionIndex {
  /** Each server's entry as this process last read or wrote it (null: not listed; absent: not known). */
  private readonly mirror = new Map<string, Channels | null>();
  /** The last directory write queued for each server, so they land in order. */
  private readonly writes = new Map<string, Promise<unknown>>();

  constructor(private readonly directory: ServerDirectory) {}

  /** Lists the server with at least these channels; awaited before the commit that needs it. */
  async ensure(guildId: string, channels: ReadonlySet<string>): Promise<void> {
    const known = this.mirror.get(guildId);
    if (known && [...channels].every((channel) => known.includes(channel))) return;
    await this.update(guildId, (listed) => {
      const union = [...new Set([...(listed ?? []), ...channels])];
      return listed && union.length === listed.length ? listed : union;
    });
  }

  /**
   * Unlists a server whose last commit left it nothing pending, when `idle` says so of every
   * channel it lists; best effort (a stale entry is harmless). Called right after that commit and
   * before the server's next batch: a known entry leaves the mirror at once, so that batch's
   * `ensure` cannot take the fast path and queues its write after this one. An entry this process
   * does not know is read first.
   */
  forgetIf(guildId: string, idle: (listed: Channels) => boolean): void {
    const known = this.mirror.get(guildId);
    if (known === null || (known && !idle(known))) return;
    if (known) this.mirror.set(guildId, null);
    // Storage holds `known` (the mirror already says what the entry is about to be).
    this.update(guildId, (listed) => (listed && idle(listed) ? undefined : listed), known).catch(() => {});
  }

  /**
   * Unlists the server from the attention index when every channel it lists is known (in this
   * process's cache) to have no timer and no result waits: only what is known, never a guess.
   */
  forgetIfIdle(server: ServerCache): void {
    this.forgetIf(server.guild.guildId, (listed) =>
      listed.every((channelId) => {
        if (server.resting.has(channelId)) return true;
        if (!server.tables.has(channelId)) return false;
        const table = server.tables.get(channelId);
        return !table || !timerOf(table);
      }),
    );
  }

  /** The channels listed for the server, read from storage; undefined when it is not listed. */
  async channelsOf(guildId: string): Promise<Channels | undefined> {
    try {
      const listed = await this.directory.get<Channels>('attention', guildId);
      this.mirror.set(guildId, listed ?? null);
      return listed;
    } catch (error) {
      throw new StorageUnavailableError('storage failed while reading the attention index', { cause: error });
    }
  }

  /** Forgets what this process knew of the server's entry: another process may have changed it since. */
  drop(guildId: string): void {
    this.mirror.delete(guildId);
  }

  /** Every listed server and its channels, read from storage. */
  async all(): Promise<Map<string, Channels>> {
    try {
      const listed = await this.directory.list<Channels>('attention');
      for (const [guildId, channels] of listed) this.mirror.set(guildId, channels);
      return listed;
    } catch (error) {
      throw new StorageUnavailableError('storage failed while reading the attention index', { cause: error });
    }
  }

  /** Waits for the writes queued so far. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.writes.values()]);
  }

  /**
   * Read-modify-write of the server's own entry, one at a time per server. Only the server's lease
   * holder writes it, so what this process last read or wrote stays true while it holds the lease
   * (the mirror is dropped when it takes the lease anew): storage is read only when the entry is
   * not known. Channels another process listed before are kept.
   */
  private update(
    guildId: string,
    change: (listed: Channels | undefined) => Channels | undefined,
    stored?: Channels,
  ): Promise<void> {
    const run = (this.writes.get(guildId) ?? Promise.resolve()).then(async () => {
      try {
        const known = stored ?? this.mirror.get(guildId);
        const before =
          known === undefined
            ? await this.directory.get<Channels>('attention', guildId)
            : (known ?? undefined);
        const after = change(before);
        if (after !== before) {
          if (after) await this.directory.put('attention', guildId, after);
          else await this.directory.remove('attention', guildId);
        }
        this.mirror.set(guildId, after ?? null);
      } catch (error) {
        // A failed write leaves the mirror unsure: read the entry again next time.
        this.mirror.delete(guildId);
        if (error instanceof ServerOwnedElsewhereError) throw error;
        throw new StorageUnavailableError('storage failed while writing the attention index', {
          cause: error,
        });
      }
    });
    const tail = run.catch(() => {});
    this.writes.set(guildId, tail);
    tail.then(() => {
      if (this.writes.get(guildId) === tail) this.writes.delete(guildId);
    });
    return run;
  }
}
