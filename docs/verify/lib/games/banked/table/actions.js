/** Whether `value` is an action object of one of `kinds` (its other fields the game checks). */
export const isActionOf = (kinds) => (value) => typeof value === 'object' && value !== null && kinds.includes(value.kind);
/** The game's state after an action, with the chips to move and what to tell the table. */
export const bankedStep = (state, moves = [], events = []) => ({
    state,
    moves,
    events,
});
/**
 * A game's action handler whose accepted actions clear the player's absence: he is back. The
 * count of decisions left to time out stays; only a decision answered resets it.
 */
export const clearingAbsence = (dispatch) => (input, action) => {
    const acted = dispatch(input, action);
    if ('ok' in acted)
        return acted;
    const after = acted.state;
    return { ...acted, state: { ...after, absent: after.absent.filter((id) => id !== input.userId) } };
};
//# sourceMappingURL=actions.js.map