/**
 * Absent players, for every player-banked game (each game's doc, "The bank"): a player who lets
 * two decisions in a row time out is marked absent; one he answers himself, or one the bot plays
 * by the rule at his request, clears the mark (and each game clears it on any action of his own).
 * What an absence costs is the game's to decide.
 */
import type { DecisionTaken } from './state.js';

/** Timed-out decisions in a row that make a player absent. */
export const ABSENT_AFTER = 2;

/** What a game's state keeps of absences. */
export interface AbsenceMarks {
  readonly absent: readonly string[];
  /** Decisions each player has let time out in a row. */
  readonly timeouts: Readonly<Record<string, number>>;
}

/**
 * The marks after a coup's decisions, in the order they were taken. Only players in `present`
 * (those still at the table) can be marked absent; the list keeps `present`'s order.
 */
export const markAbsences = <S extends AbsenceMarks>(
  state: S,
  decisions: readonly DecisionTaken[],
  present: readonly string[],
): S => {
  const timeouts: Record<string, number> = { ...state.timeouts };
  const absent = new Set(state.absent);
  for (const { userId, by } of decisions) {
    // Answering, or having asked the bot to play by the rule, is being there.
    if (by === 'player' || by === 'by-the-rule') {
      delete timeouts[userId];
      absent.delete(userId);
      continue;
    }
    timeouts[userId] = (timeouts[userId] ?? 0) + 1;
    if (timeouts[userId] >= ABSENT_AFTER && present.includes(userId)) absent.add(userId);
  }
  return { ...state, timeouts, absent: present.filter((id) => absent.has(id)) };
};
