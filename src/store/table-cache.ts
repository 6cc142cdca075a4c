/**
 * The bound on the table records the process keeps in memory, across its servers' caches
 * (server-cache.ts). Every table ever used would otherwise stay for the life of the process; this
 * keeps the order in which the cached tables were used, and drops the coldest beyond the limit.
 */
import { timerOf } from './pending-timers.js';
import type { ServerCache } from './server-cache.js';

/**
 * How many table records the process keeps in memory, across its servers. Every table ever used
 * would otherwise stay for the life of the process (about 0.8 KiB each); beyond this, the least
 * recently used tables without a timer are dropped and read again from storage when next used.
 * The busy tables of a shard fit, so a deal or a bet rarely costs a read.
 */
export const TABLE_CACHE_LIMIT = 2_000;
/** How many of the least recently used tables one trim looks at: bounds its work. */
const TRIM_SCAN = 64;

export class TableUse {
  /** Cached tables, least recently used first (Map order), to drop the coldest beyond the limit. */
  private readonly order = new Map<string, { readonly guildId: string; readonly channelId: string }>();

  constructor(private readonly limit: number) {}

  /** The table is in the server's cache and was just used: it goes last in the order of use. */
  used(server: ServerCache, channelId: string): void {
    server.resting.delete(channelId);
    const key = `${server.guild.guildId}:${channelId}`;
    this.order.delete(key);
    this.order.set(key, { guildId: server.guild.guildId, channelId });
  }

  /**
   * Drops the least recently used tables beyond the limit. Only from a server whose cache holds
   * nothing uncommitted: the one whose batch just committed (`current`), or one with no batch
   * running (`busy` says which have one); and never a table with a timer armed (start-up and the
   * attention index want those known). A dropped table is read again from storage when next used.
   */
  trim(servers: ReadonlyMap<string, ServerCache>, current: string, busy: (guildId: string) => boolean): void {
    let looked = 0;
    for (const [key, { guildId, channelId }] of this.order) {
      if (this.order.size <= this.limit || looked++ >= TRIM_SCAN) return;
      const server = servers.get(guildId);
      if (!server?.tables.has(channelId)) {
        // Its server's cache was dropped since: nothing is held.
        this.order.delete(key);
        continue;
      }
      const table = server.tables.get(channelId);
      if ((guildId !== current && busy(guildId)) || (table && timerOf(table))) {
        // Busy or timed: looked at again after the others.
        this.order.delete(key);
        this.order.set(key, { guildId, channelId });
        continue;
      }
      server.tables.delete(channelId);
      server.resting.add(channelId);
      this.order.delete(key);
    }
  }
}
