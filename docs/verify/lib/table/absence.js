/** Timed-out decisions in a row that make a player absent. */
export const ABSENT_AFTER = 2;
/**
 * The marks after a coup's decisions, in the order they were taken. Only players in `present`
 * (those still at the table) can be marked absent; the list keeps `present`'s order.
 */
export const markAbsences = (state, decisions, present) => {
    const timeouts = { ...state.timeouts };
    const absent = new Set(state.absent);
    for (const { userId, by } of decisions) {
        // Answering, or having asked the bot to play by the rule, is being there.
        if (by === 'player' || by === 'by-the-rule') {
            delete timeouts[userId];
            absent.delete(userId);
            continue;
        }
        timeouts[userId] = (timeouts[userId] ?? 0) + 1;
        if (timeouts[userId] >= ABSENT_AFTER && present.includes(userId))
            absent.add(userId);
    }
    return { ...state, timeouts, absent: present.filter((id) => absent.has(id)) };
};
//# sourceMappingURL=absence.js.map