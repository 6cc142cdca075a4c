/**
 * What a channel's table needs to survive a restart that is not money: the id of its open table
 * message and the language its public messages are written in. Kept as one meta record per channel
 * (`table-message:<guildId>:<channelId>` → `{ messageId, locale }`), read lazily the first time the
 * bot touches the channel, and written best effort: a failed read or write is logged, never thrown,
 * so it can never block the table.
 */
import type { Logger } from '../log.js';
import type { MetaStore } from '../store/game-store.js';
import { LOCALES, type Locale } from './i18n/index.js';

export type { MetaStore };

export interface ChannelRecord {
  readonly messageId?: string;
  readonly locale?: Locale;
  /** A superseded table message still to delete (null once it is gone). */
  readonly retired?: string | null;
}

export const channelMetaName = (guildId: string, channelId: string): string =>
  `table-message:${guildId}:${channelId}`;

/** The language of a channel whose record names none (one never heard from). */
export const UNRECORDED_LOCALE: Locale = 'en';

/**
 * Whether storage holding `stored` already says what `record` says: a record naming English says
 * no more than one naming no language, so a new channel in an English server costs no write.
 */
const saysTheSame = (record: ChannelRecord, stored: ChannelRecord): boolean =>
  record.messageId === stored.messageId &&
  record.retired === stored.retired &&
  (record.locale ?? UNRECORDED_LOCALE) === (stored.locale ?? UNRECORDED_LOCALE);

interface Entry {
  record: ChannelRecord;
  /** What storage holds, as far as this process knows (read once, then what it wrote). */
  stored: ChannelRecord;
  /** Settles once the stored record is merged in (never rejects). */
  readonly ready: Promise<void>;
  /** The chain of writes, in order (never rejects). */
  writes: Promise<void>;
}

/** Keeps only what is well-formed: a stored record is data from an older process. */
const parse = (stored: unknown): ChannelRecord => {
  if (typeof stored !== 'object' || stored === null) return {};
  const { messageId, locale, retired } = stored as {
    messageId?: unknown;
    locale?: unknown;
    retired?: unknown;
  };
  return {
    ...(typeof messageId === 'string' && messageId !== '' ? { messageId } : {}),
    ...(typeof retired === 'string' && retired !== '' ? { retired } : {}),
    ...(LOCALES.includes(locale as Locale) ? { locale: locale as Locale } : {}),
  };
};

export class ChannelMemory {
  private readonly entries = new Map<string, Entry>();
  private closed = false;

  constructor(
    private readonly meta: MetaStore,
    private readonly log: Logger,
  ) {}

  /** The channel's record: read from storage once per process, then kept up to date in memory. */
  async load(guildId: string, channelId: string): Promise<ChannelRecord> {
    const entry = this.entry(guildId, channelId);
    await entry.ready;
    return entry.record;
  }

  /**
   * Merges `patch` into the channel's record and writes it when storage would then say something
   * new (best effort).
   */
  remember(guildId: string, channelId: string, patch: ChannelRecord): void {
    const entry = this.entry(guildId, channelId);
    const changed = (Object.keys(patch) as (keyof ChannelRecord)[]).some(
      (key) => patch[key] !== undefined && patch[key] !== entry.record[key],
    );
    if (!changed) return;
    // Closed at shutdown, before storage closes: a table message posted by work still finishing
    // is not written to a store that is going away (after a restart the table posts a new one).
    if (this.closed) {
      this.log.info('table message record not saved: shutting down', { channelId });
      return;
    }
    // A null forgets the field (a retired message once it is deleted).
    entry.record = Object.fromEntries(
      Object.entries({ ...entry.record, ...patch }).filter(
        ([, value]) => value !== null && value !== undefined,
      ),
    ) as ChannelRecord;
    const name = channelMetaName(guildId, channelId);
    entry.writes = entry.writes
      .then(() => entry.ready)
      // Writes the record as it is when the write runs: the latest state wins.
      .then(async () => {
        const record = entry.record;
        if (saysTheSame(record, entry.stored)) return;
        await this.meta.setMeta(name, record);
        entry.stored = record;
      })
      .catch((error: unknown) =>
        this.log.warn('could not save the table message record', { channelId, error }),
      );
  }

  /** Resolves when every write asked for so far has finished (or failed). */
  async flush(): Promise<void> {
    await Promise.all([...this.entries.values()].map((entry) => entry.writes));
  }

  /** Takes no more writes, and resolves once those already asked for have finished (shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private entry(guildId: string, channelId: string): Entry {
    const found = this.entries.get(channelId);
    if (found) return found;
    const entry: Entry = {
      record: {},
      stored: {},
      ready: this.meta.getMeta<unknown>(channelMetaName(guildId, channelId)).then(
        // What this process already learned wins over what an older one stored.
        (stored) => {
          entry.stored = parse(stored);
          entry.record = { ...entry.stored, ...entry.record };
        },
        (error: unknown) => this.log.warn('could not read the table message record', { channelId, error }),
      ),
      writes: Promise.resolve(),
    };
    this.entries.set(channelId, entry);
    return entry;
  }
}
