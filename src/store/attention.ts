/**
 * The servers a restarted bot must look at: those with a table timer armed (a deal or a decision
 * deadline) or a result not known to be posted. A cold start reads this index and only these
 * servers, so it costs the same however many servers are stored.
 *
 * The index is shared by every server, so it cannot ride a server's journal entry (replaying an
 * old entry would overwrite other servers' later changes). Its correctness comes from its order
 * instead: a server (and the channels of its timers) is added BEFORE the commit that arms a timer
 * or stores a result, and removed only AFTER a commit that left it nothing pending. A crash can
 * therefore leave a server listed that needs nothing (the start-up reads it, finds nothing, and its
 * next commit removes it), never a server unlisted that needs attention. It is split in buckets by
 * server id so that one write rewrites a small record; writes are serialized in this process.
 */
import type Keyv from 'keyv';
import type { TableRecord } from '../table/state.js';
import type { RecordWrite } from './journal.js';
import { keys } from './keys.js';
import { timerOf } from './pending-timers.js';
import { StorageUnavailableError } from './storage.js';

export const ATTENTION_BUCKETS = 32;

/** Server id → the channels whose table may have a timer armed (a superset: extra ones are harmless). */
type AttentionBucket = Readonly<Record<string, readonly string[]>>;

const bucketOf = (guildId: string): number => {
  let hash = 0;
  for (let i = 0; i < guildId.length; i++) hash = (hash * 31 + guildId.charCodeAt(i)) >>> 0;
  return hash % ATTENTION_BUCKETS;
};

export class AttentionIndex {
  /** Each bucket as this process last read or wrote it. */
  private readonly mirror = new Map<number, AttentionBucket>();
  private queue: Promise<unknown> = Promise.resolve();
  private built: Promise<void> | undefined;

  constructor(private readonly kv: Keyv) {}

  /** Lists the server with at least these channels; awaited before the commit that needs it. */
  async ensure(guildId: string, channels: ReadonlySet<string>): Promise<void> {
    const known = this.mirror.get(bucketOf(guildId))?.[guildId];
    if (known && [...channels].every((channel) => known.includes(channel))) return;
    await this.update(guildId, (listed) => {
      const union = [...new Set([...(listed ?? []), ...channels])];
      return listed && union.length === listed.length ? listed : union;
    });
  }

  /** The channels this process knows storage lists for the server; undefined when not listed or not known. */
  knownChannels(guildId: string): readonly string[] | undefined {
    return this.mirror.get(bucketOf(guildId))?.[guildId];
  }

  /**
   * Unlists a server whose last commit left it nothing pending; best effort (a stale entry is
   * harmless). Called right after that commit and before the server's next batch: the mirror
   * forgets it at once, so that batch's `ensure` cannot take the fast path and queues its write
   * after this one.
   */
  forget(guildId: string): void {
    const bucket = bucketOf(guildId);
    const known = this.mirror.get(bucket);
    if (!known || !(guildId in known)) return;
    const { [guildId]: _, ...others } = known;
    this.mirror.set(bucket, others);
    this.update(guildId, () => undefined).catch(() => {});
  }

  /** Every listed server and its channels, read from storage. */
  async all(): Promise<Map<string, readonly string[]>> {
    await this.buildFromStoredServers();
    const servers = new Map<string, readonly string[]>();
    for (let bucket = 0; bucket < ATTENTION_BUCKETS; bucket++) {
      const record = (await this.read<AttentionBucket>(keys.attention(bucket))) ?? {};
      this.mirror.set(bucket, record);
      for (const [guildId, channels] of Object.entries(record)) servers.set(guildId, channels);
    }
    return servers;
  }

  /** Waits for the writes queued so far. */
  async settled(): Promise<void> {
    await this.queue.catch(() => {});
  }

  /**
   * Once per database: the index from what the previous version stored (it had none), read from the
   * raw records without loading the servers. Running it again is harmless, so an interrupted
   * build simply runs again at the next start.
   */
  private buildFromStoredServers(): Promise<void> {
    this.built ??= (async () => {
      if (await this.read<boolean>(keys.attentionBuilt())) return;
      const guildIds = (await this.read<string[]>(keys.guildIndex())) ?? [];
      for (const guildId of guildIds) {
        // A journal entry holds the newest value of every record it names (journal.ts): read
        // through it, as the server will read once it is recovered.
        const journal = await this.read<{ writes: readonly RecordWrite[] }>(keys.journal(guildId));
        const newest = new Map(journal?.writes);
        const read = async <T>(key: string) => (newest.has(key) ? (newest.get(key) as T) : this.read<T>(key));
        const guild = await read<{ tables: readonly string[] }>(keys.guild(guildId));
        if (!guild) continue;
        const outbox = (await read<unknown[]>(keys.outbox(guildId))) ?? [];
        const channels = new Set<string>();
        for (const channelId of guild.tables) {
          const table = await read<TableRecord>(keys.table(guildId, channelId));
          if (table && timerOf(table)) channels.add(channelId);
        }
        if (outbox.length > 0 || channels.size > 0) await this.ensure(guildId, channels);
      }
      await this.write(keys.attentionBuilt(), true);
    })();
    this.built.catch(() => {
      this.built = undefined;
    });
    return this.built;
  }

  /**
   * Read-modify-write of the server's bucket, one at a time, from storage's copy (another process
   * may have written the bucket since this one last read it).
   */
  private update(
    guildId: string,
    change: (listed: readonly string[] | undefined) => readonly string[] | undefined,
  ): Promise<void> {
    const run = this.queue.then(async () => {
      const bucket = bucketOf(guildId);
      const record = (await this.read<AttentionBucket>(keys.attention(bucket))) ?? {};
      const before = record[guildId];
      const after = change(before);
      if (after === before) {
        this.mirror.set(bucket, record);
        return;
      }
      const { [guildId]: _, ...others } = record;
      const next = after ? { ...others, [guildId]: after } : others;
      await this.write(keys.attention(bucket), next);
      this.mirror.set(bucket, next);
    });
    this.queue = run.catch(() => {
      // A failed write leaves the mirror unsure: read the bucket again next time.
      this.mirror.clear();
    });
    return run;
  }

  private async read<T>(key: string): Promise<T | undefined> {
    try {
      return await this.kv.get<T>(key);
    } catch (error) {
      throw new StorageUnavailableError('storage failed while reading the attention index', { cause: error });
    }
  }

  private async write(key: string, value: unknown): Promise<void> {
    try {
      await this.kv.set(key, value);
    } catch (error) {
      throw new StorageUnavailableError('storage failed while writing the attention index', { cause: error });
    }
  }
}
