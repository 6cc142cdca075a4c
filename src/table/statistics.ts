/**
 * Players' statistics, read from the ledger's round records (the only source of truth): coups
 * played, chips wagered, net result, biggest win, results by bet type, and the latest rounds.
 * No I/O. Every aggregate is a sum, a maximum or "the N latest by a total order", so folding the
 * same records in any order gives the same statistics: a fresh scan of storage (table by table)
 * and the live fold (in commit order) always agree.
 */
import type { Outcome } from '../engine/coup.js';
import { SIDES } from '../engine/coup.js';
import { addCents, type Cents, centsOf, subCents, ZERO_CENTS } from '../engine/money.js';
import { type Stakes, stakeOn } from './limits.js';
import { type GameId, type RoundRecord, seatCents } from './state.js';

/** How many of a player's rounds `/history` keeps. */
export const RECENT_ROUNDS = 10;

export interface BetTypeStats {
  /** Rounds with chips on this spot. */
  readonly count: number;
  readonly wageredCents: Cents;
  /** What the spot handed back minus what was staked on it. */
  readonly netCents: Cents;
}

/** One round as a player's history shows it. */
export interface RecentRound {
  readonly channelId: string;
  readonly round: number;
  readonly shoeNumber: number;
  readonly coupInShoe: number;
  readonly dealtAt: number;
  /** The game the round was dealt by (its id in table settings). */
  readonly game: GameId;
  readonly outcome: Outcome;
  /** The two hands' totals, for a coup of one Player and one Banker hand (a tableau coup); else null. */
  readonly playerTotal: number | null;
  readonly bankerTotal: number | null;
  /** The player's stakes by spot or position; none for the banker of a player-banked game. */
  readonly stakes: Stakes;
  readonly netCents: Cents;
  readonly balanceCents: Cents;
}

export interface PlayerStats {
  readonly userId: string;
  /** Rounds the player had chips in. */
  readonly coups: number;
  /** Rounds that left the player ahead, behind, and even (a stand-off, or wins and losses that cancel). */
  readonly won: number;
  readonly lost: number;
  readonly even: number;
  readonly wageredCents: Cents;
  readonly netCents: Cents;
  /** The best net result of one round; 0 when no round was won. */
  readonly biggestWinCents: Cents;
  /**
   * Results by bet type, by spot id (`Game.spots`: Player, Banker and Tie, a side bet, a tableau,
   * a stake against a player's bank): every spot the player's rounds had stakes on.
   * Player, Banker and Tie are always present (records written before the other spots were
   * counted hold just them); the others in the order of `compareSpots`.
   */
  readonly bets: Readonly<Record<string, BetTypeStats>>;
  /** The latest rounds, newest first, at most RECENT_ROUNDS. */
  readonly recent: readonly RecentRound[];
}

/** A server's statistics: one entry per player who has played at least one round. */
export interface ServerStats {
  readonly players: Map<string, PlayerStats>;
}

export const emptyStats = (): ServerStats => ({ players: new Map() });

const NO_BETS: BetTypeStats = { count: 0, wageredCents: ZERO_CENTS, netCents: ZERO_CENTS };

export const emptyPlayer = (userId: string): PlayerStats => ({
  userId,
  coups: 0,
  won: 0,
  lost: 0,
  even: 0,
  wageredCents: ZERO_CENTS,
  netCents: ZERO_CENTS,
  biggestWinCents: ZERO_CENTS,
  bets: { player: NO_BETS, banker: NO_BETS, tie: NO_BETS },
  recent: [],
});

/**
 * The order spots are kept in: Player, Banker and Tie first, then by id. A total order, so a
 * player's record reads the same (key for key, as the audit compares it) whatever order their
 * rounds were folded in.
 */
const compareSpots = (a: string, b: string): number => {
  const rank = (spot: string) => {
    const side = (SIDES as readonly string[]).indexOf(spot);
    return side === -1 ? SIDES.length : side;
  };
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
};

/** Newest first: by deal time, then table, then round, so the order is total and fold-independent. */
export const compareRecent = (a: RecentRound, b: RecentRound): number =>
  b.dealtAt - a.dealtAt ||
  (a.channelId < b.channelId ? -1 : a.channelId > b.channelId ? 1 : 0) ||
  b.round - a.round;

/** A hand's total from a coup transcript that has one (the engine's tableau `Coup`); null otherwise. */
const totalOf = (coup: unknown, hand: 'playerTotal' | 'bankerTotal'): number | null => {
  const total =
    typeof coup === 'object' && coup !== null ? (coup as Record<string, unknown>)[hand] : undefined;
  return typeof total === 'number' ? total : null;
};

/**
 * One player's statistics with one more round of theirs folded in, whatever game dealt it: every
 * seat result has its stakes, returns and net, by spot. Pure.
 */
export const foldSeat = (stats: PlayerStats, record: RoundRecord<unknown>, userId: string): PlayerStats => {
  const seat = record.results.find((result) => result.userId === userId);
  if (!seat) return stats;
  const wagered = seatCents(seat);
  const bets: Record<string, BetTypeStats> = { ...stats.bets };
  for (const spot of Object.keys(seat.stakes)) {
    const staked = centsOf(stakeOn(seat.stakes, spot));
    if (staked === 0) continue;
    const before = Object.hasOwn(bets, spot) ? bets[spot]! : NO_BETS;
    bets[spot] = {
      count: before.count + 1,
      wageredCents: addCents(before.wageredCents, staked),
      netCents: addCents(before.netCents, subCents(seat.returns[spot] ?? ZERO_CENTS, staked)),
    };
  }
  const entry: RecentRound = {
    channelId: record.channelId,
    round: record.round,
    shoeNumber: record.shoeNumber,
    coupInShoe: record.coupInShoe,
    dealtAt: record.dealtAt,
    game: record.game,
    outcome: record.outcome,
    playerTotal: totalOf(record.coup, 'playerTotal'),
    bankerTotal: totalOf(record.coup, 'bankerTotal'),
    stakes: seat.stakes,
    netCents: seat.netCents,
    balanceCents: seat.balanceCents,
  };
  return {
    userId,
    coups: stats.coups + 1,
    won: stats.won + (seat.netCents > 0 ? 1 : 0),
    lost: stats.lost + (seat.netCents < 0 ? 1 : 0),
    even: stats.even + (seat.netCents === 0 ? 1 : 0),
    wageredCents: addCents(stats.wageredCents, wagered),
    netCents: addCents(stats.netCents, seat.netCents),
    biggestWinCents: Math.max(stats.biggestWinCents, seat.netCents) as Cents,
    bets: Object.fromEntries(Object.entries(bets).sort(([a], [b]) => compareSpots(a, b))),
    recent: [...stats.recent, entry].sort(compareRecent).slice(0, RECENT_ROUNDS),
  };
};

/**
 * Folds one settled round into the server's statistics: every seat of the round updates its
 * player's entry. Updates `stats` in place (a server may hold many players, and copying the map
 * per round would make a scan quadratic) and returns it; each player's entry is replaced, never
 * mutated. No I/O. A round must be folded once: the caller keeps track of which it has seen.
 */
export const foldRound = (stats: ServerStats, record: RoundRecord<unknown>): ServerStats => {
  for (const { userId } of record.results) {
    const before = stats.players.get(userId) ?? emptyPlayer(userId);
    stats.players.set(userId, foldSeat(before, record, userId));
  }
  return stats;
};

/** The statistics of a set of rounds, from nothing. */
export const statisticsOf = (records: Iterable<RoundRecord<unknown>>): ServerStats => {
  const stats = emptyStats();
  for (const record of records) foldRound(stats, record);
  return stats;
};

export interface Ranked {
  readonly userId: string;
  readonly value: number;
  /** 1 for the best; equal values share a rank (1, 2, 2, 4). */
  readonly rank: number;
}

/** Ranks entries by value, highest first; ties share a rank and are listed by user id. */
export const rankings = (entries: readonly { userId: string; value: number }[]): Ranked[] => {
  const sorted = [...entries].sort(
    (a, b) => b.value - a.value || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );
  const ranked: Ranked[] = [];
  sorted.forEach((entry, i) => {
    const previous = ranked[i - 1];
    const rank = previous && previous.value === entry.value ? previous.rank : i + 1;
    ranked.push({ userId: entry.userId, value: entry.value, rank });
  });
  return ranked;
};
