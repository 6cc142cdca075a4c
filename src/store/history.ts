/**
 * The players' statistics and the leaderboards, as the store keeps them: each player's statistics
 * and both boards are records updated in the same journal commit as the rounds and wallets they
 * follow (server-indexes.ts, rank-index.ts), so answering costs a few reads however many members
 * and rounds a server has, and nothing is rebuilt after a restart.
 */
import type { PlayerStats } from '../table/statistics.js';
import type { GameStore } from './game-store.js';
import type { Leaderboard, LeaderboardBy } from './rank-index.js';

export {
  LEADERBOARD_SIZE,
  type Leaderboard,
  type LeaderboardBy,
  type LeaderboardEntry,
} from './rank-index.js';

export class HistoryBook {
  constructor(private readonly store: GameStore) {}

  /** One player's statistics, or undefined if they have never played a round on the server. */
  player(guildId: string, userId: string): Promise<PlayerStats | undefined> {
    return this.store.readPlayerStats(guildId, userId);
  }

  /** The top places by wallet balance or by net result, and the asker's own place. */
  leaderboard(guildId: string, by: LeaderboardBy, userId: string): Promise<Leaderboard> {
    return this.store.readLeaderboard(guildId, by, userId);
  }
}
