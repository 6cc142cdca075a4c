/**
 * Absent players (§2.4 item 9): a player who lets two decisions in a row time out is marked
 * absent; one he answers himself, or any action of his own, clears the mark (actions.ts). What an
 * absence costs is decided where the coup settles (coup.ts) and where the shoe passes (nextHolder).
 */
import type { DecisionTaken } from '../../state.js';
import type { CdfTableState } from './state.js';

/** Timed-out decisions in a row that make a player absent. */
export const ABSENT_AFTER = 2;

/** The state after a coup's decisions, in the order they were taken. */
export const markAbsences = (state: CdfTableState, decisions: readonly DecisionTaken[]): CdfTableState => {
  const timeouts: Record<string, number> = { ...state.timeouts };
  const absent = new Set(state.absent);
  for (const { userId, by } of decisions) {
    if (by === 'player') {
      delete timeouts[userId];
      absent.delete(userId);
      continue;
    }
    timeouts[userId] = (timeouts[userId] ?? 0) + 1;
    if (timeouts[userId] >= ABSENT_AFTER && state.seats.includes(userId)) absent.add(userId);
  }
  return { ...state, timeouts, absent: state.seats.filter((seat) => absent.has(seat)) };
};
