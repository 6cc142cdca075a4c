/**
 * The baccarat tableau as data: the house-banked games deal by it and the player-banked ones build
 * their rule on it. The coup consults it, and the rules view draws its table from the same arrays,
 * so what the bot explains is what the bot deals.
 */
/** A two-card total of 8 or 9. */
export const isNatural = (total) => total >= 8;
/** The Player, without a natural on either side, draws on 0–5. */
export const playerDraws = (playerTotal) => playerTotal <= 5;
/**
 * BANKER_DRAWS[bankerTotal][playerThirdCard]: does the Banker draw, when the Player drew a
 * third card with that point value? Rows 0–7 (8 and 9 are naturals and never reach the table).
 */
export const BANKER_DRAWS = (() => {
    // For each Banker total, the Player third-card points on which the Banker draws.
    const drawsOn = [
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        [0, 1, 2, 3, 4, 5, 6, 7, 9],
        [2, 3, 4, 5, 6, 7],
        [4, 5, 6, 7],
        [6, 7],
        [],
    ];
    return drawsOn.map((points) => Array.from({ length: 10 }, (_, p3) => points.includes(p3)));
})();
/** The Banker's decision when the Player stood: draw on 0–5, stand on 6–7. */
export const bankerRuleWhenPlayerStood = (bankerTotal) => bankerTotal <= 5
    ? { action: 'draw', rule: 'banker-draws-0-5-player-stood' }
    : { action: 'stand', rule: 'banker-stands-6-7-player-stood' };
/** The Banker's decision when the Player drew a third card worth `playerThird` points. */
export const bankerRuleWhenPlayerDrew = (bankerTotal, playerThird) => {
    if (bankerTotal <= 2)
        return { action: 'draw', rule: 'banker-draws-0-2' };
    if (bankerTotal >= 7)
        return { action: 'stand', rule: 'banker-stands-7' };
    return BANKER_DRAWS[bankerTotal]?.[playerThird]
        ? { action: 'draw', rule: 'banker-table-draws' }
        : { action: 'stand', rule: 'banker-table-stands' };
};
//# sourceMappingURL=tableau.js.map