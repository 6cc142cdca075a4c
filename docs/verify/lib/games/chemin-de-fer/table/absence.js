/**
 * Absent players at chemin de fer (docs/chemin-de-fer.md, "The bank and the stakes"), by the table's shared rule (table/absence.ts):
 * only seated players are marked. What an absence costs is decided where the coup settles
 * (coup.ts) and where the shoe passes (nextHolder).
 */
import { markAbsences as mark } from '../../../table/absence.js';
/** The state after a coup's decisions, in the order they were taken. */
export const markAbsences = (state, decisions) => mark(state, decisions, state.seats);
//# sourceMappingURL=absence.js.map