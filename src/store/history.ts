/**
 * The players' history and statistics, as a read model over the ledger's round records (no second
 * source of truth). The first time a server is asked about, its rounds are scanned from storage
 * (every table of the server, rounds 1 … table.round − 1) and folded into per-player aggregates in
 * memory; from then on, each round is folded in as the store commits it.
 *
 * Exactly once, without stopping the game: the commit listener is registered for the server
 * BEFORE the scan reads anything, and rounds committed meanwhile wait in a buffer. The scan reads
 * each table's `round` before its records, so it covers exactly the rounds below that number; a
 * buffered round is folded afterwards only if the scan did not cover it. Commands keep running
 * during the scan (each read takes its turn on the server's queue).
 */

import { isPuntoBancoRound, type RoundRecord } from '../table/state.js';
import { emptyStats, foldRound, type PlayerStats, rankings, type ServerStats } from '../table/statistics.js';
import type { GameStore } from './game-store.js';

export type LeaderboardBy = 'chips' | 'net';

/** How many places a leaderboard lists. */
export const LEADERBOARD_SIZE = 10;

export interface LeaderboardEntry {
  readonly userId: string;
  readonly rank: number;
  /** Cents: the wallet's balance, or the net result of every round played. */
  readonly valueCents: number;
  /** Rounds played (for `net`; 0 for `chips`). */
  readonly coups: number;
}

export interface Leaderboard {
  readonly by: LeaderboardBy;
  readonly top: readonly LeaderboardEntry[];
  /** How many members are ranked in all. */
  readonly total: number;
  /** The asking member's own place, whether or not it is in the top; undefined if not ranked. */
  readonly own: LeaderboardEntry | undefined;
}

type Server =
  | { readonly state: 'loading'; readonly pending: RoundRecord[]; readonly ready: Promise<ServerStats> }
  | { readonly state: 'ready'; readonly stats: ServerStats };

export class HistoryBook {
  private readonly servers = new Map<string, Server>();
  private readonly unsubscribe: () => void;

  constructor(private readonly store: GameStore) {
    this.unsubscribe = store.onRoundsCommitted((guildId, rounds) => this.committed(guildId, rounds));
  }

  /** Every player's statistics on the server. */
  async statistics(guildId: string): Promise<ServerStats> {
    const server = this.servers.get(guildId);
    if (server?.state === 'ready') return server.stats;
    if (server?.state === 'loading') return server.ready;
    const pending: RoundRecord[] = [];
    const ready = this.scan(guildId, pending);
    this.servers.set(guildId, { state: 'loading', pending, ready });
    try {
      return await ready;
    } catch (error) {
      // Storage failed mid-scan: forget the attempt, so the next question scans again.
      if (this.servers.get(guildId)?.state === 'loading') this.servers.delete(guildId);
      throw error;
    }
  }

  /** One player's statistics, or undefined if they have never played a round on the server. */
  async player(guildId: string, userId: string): Promise<PlayerStats | undefined> {
    return (await this.statistics(guildId)).players.get(userId);
  }

  /** The top places by wallet balance (every member of the server) or by net result, and the asker's. */
  async leaderboard(guildId: string, by: LeaderboardBy, userId: string): Promise<Leaderboard> {
    const entries: { userId: string; value: number; coups: number }[] = [];
    if (by === 'net') {
      for (const stats of (await this.statistics(guildId)).players.values())
        entries.push({ userId: stats.userId, value: stats.netCents, coups: stats.coups });
    } else {
      const guild = await this.store.readGuild(guildId);
      for (const member of guild.members) {
        const wallet = await this.store.readWallet(guildId, member);
        if (wallet) entries.push({ userId: member, value: wallet.balanceCents, coups: 0 });
      }
    }
    const coupsOf = new Map(entries.map((entry) => [entry.userId, entry.coups]));
    const ranked = rankings(entries).map((entry) => ({
      userId: entry.userId,
      rank: entry.rank,
      valueCents: entry.value,
      coups: coupsOf.get(entry.userId) ?? 0,
    }));
    return {
      by,
      top: ranked.slice(0, LEADERBOARD_SIZE),
      total: ranked.length,
      own: ranked.find((entry) => entry.userId === userId),
    };
  }

  /** Stops listening to the store (the statistics already built stay readable). */
  close(): void {
    this.unsubscribe();
  }

  /** Statistics count Punto Banco rounds: their bets are Player, Banker and Tie. */
  private committed(guildId: string, committed: readonly RoundRecord<unknown>[]): void {
    const rounds = committed.filter(isPuntoBancoRound);
    const server = this.servers.get(guildId);
    // A server nobody has asked about yet: its first question scans storage, rounds included.
    if (!server) return;
    if (server.state === 'loading') server.pending.push(...rounds);
    else for (const round of rounds) foldRound(server.stats, round);
  }

  private async scan(guildId: string, pending: RoundRecord[]): Promise<ServerStats> {
    // Let `statistics` register the buffer before the first read is queued.
    await Promise.resolve();
    const stats = emptyStats();
    /** Per table: the scan covered rounds 1 … covered − 1. */
    const covered = new Map<string, number>();
    const guild = await this.store.readGuild(guildId);
    for (const channelId of guild.tables) {
      const table = await this.store.readTable(guildId, channelId);
      if (!table) continue;
      covered.set(channelId, table.round);
      for (let round = 1; round < table.round; round++) {
        const record = await this.store.readRound(guildId, channelId, round);
        // A missing record is the audit's business (auditGuild reports it); the rest still counts.
        if (record && isPuntoBancoRound(record)) foldRound(stats, record);
      }
    }
    for (const record of pending)
      if (record.round >= (covered.get(record.channelId) ?? 1)) foldRound(stats, record);
    this.servers.set(guildId, { state: 'ready', stats });
    return stats;
  }
}
