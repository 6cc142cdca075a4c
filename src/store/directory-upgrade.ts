/**
 * Carries the previous version's shared lists over to the directory (directory.ts), once per
 * store: its server index (`v1:guild-index`), its attention buckets and, for a database from
 * before the attention index, the attention entries built from the stored servers' raw records
 * (without loading any server). Every entry is added only if the server has none, so running it
 * again, or in two processes at once, or after this version already listed a server, is harmless:
 * an extra attention entry only makes a start-up look at a server that needs nothing.
 */
import type Keyv from 'keyv';
import type { TableRecord } from '../table/state.js';
import type { ServerDirectory } from './directory.js';
import type { RecordWrite } from './journal.js';
import { keys } from './keys.js';
import { timerOf } from './pending-timers.js';

/** How many buckets the previous version's attention index had. */
export const LEGACY_ATTENTION_BUCKETS = 32;

/** The attention entries of servers the previous version stored before it had an attention index. */
const attentionFromStoredServers = async (kv: Keyv, guildIds: readonly string[]) => {
  const listed = new Map<string, readonly string[]>();
  for (const guildId of guildIds) {
    // A journal entry holds the newest value of every record it names (journal.ts): read
    // through it, as the server will read once it is recovered.
    const journal = await kv.get<{ writes: readonly RecordWrite[] }>(keys.journal(guildId));
    const newest = new Map(journal?.writes);
    const read = async <T>(key: string) => (newest.has(key) ? (newest.get(key) as T) : kv.get<T>(key));
    const guild = await read<{ tables: readonly string[] }>(keys.guild(guildId));
    if (!guild) continue;
    const outbox = (await read<unknown[]>(keys.outbox(guildId))) ?? [];
    const channels: string[] = [];
    for (const channelId of guild.tables) {
      const table = await read<TableRecord>(keys.table(guildId, channelId));
      if (table && timerOf(table)) channels.push(channelId);
    }
    if (outbox.length > 0 || channels.length > 0) listed.set(guildId, channels);
  }
  return listed;
};

/** Once per store (a marker says it is done): the previous version's lists, into the directory. */
export const upgradeDirectory = async (kv: Keyv, directory: ServerDirectory): Promise<void> => {
  if (await kv.get<boolean>(keys.directoryBuilt())) return;
  const guildIds = (await kv.get<string[]>(keys.legacyGuildIndex())) ?? [];
  for (const guildId of guildIds) await directory.addIfAbsent('servers', guildId, true);
  if (guildIds.length > 0 && !(await kv.get<boolean>(keys.legacyAttentionBuilt()))) {
    for (const [guildId, channels] of await attentionFromStoredServers(kv, guildIds))
      await directory.addIfAbsent('attention', guildId, channels);
  }
  for (let bucket = 0; bucket < LEGACY_ATTENTION_BUCKETS; bucket++) {
    const record = await kv.get<Record<string, readonly string[]>>(keys.legacyAttention(bucket));
    for (const [guildId, channels] of Object.entries(record ?? {}))
      await directory.addIfAbsent('attention', guildId, channels);
  }
  await kv.set(keys.directoryBuilt(), true);
};
