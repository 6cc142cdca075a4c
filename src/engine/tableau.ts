/**
 * The baccarat tableau as data: the house-banked games deal by it and the player-banked ones build
 * their rule on it. The coup consults it, and the rules view draws its table from the same arrays,
 * so what the bot explains is what the bot deals.
 */

/** Why a hand drew or stood. Views translate these ids; the engine never speaks English. */
export type RuleId =
  /** Either hand has 8 or 9 on two cards: both stand. */
  | 'natural'
  /** Player draws on 0–5. */
  | 'player-draws-0-5'
  /** Player stands on 6–7. */
  | 'player-stands-6-7'
  /** Player stood: Banker draws on 0–5. */
  | 'banker-draws-0-5-player-stood'
  /** Player stood: Banker stands on 6–7. */
  | 'banker-stands-6-7-player-stood'
  /** Player drew: Banker on 0–2 always draws. */
  | 'banker-draws-0-2'
  /** Player drew: Banker on 3–6 draws or stands by the Player's third card (the table below). */
  | 'banker-table-draws'
  | 'banker-table-stands'
  /** Player drew: Banker on 7 always stands. */
  | 'banker-stands-7';

export type Action = 'draw' | 'stand';

/** A two-card total of 8 or 9. */
export const isNatural = (total: number): boolean => total >= 8;

/** The Player, without a natural on either side, draws on 0–5. */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * BANKER_DRAWS[bankerTotal][playerThirdCard]: does the Banker draw, when the Player drew a
 * third card with that point value? Rows 0–7 (8 and 9 are naturals and never reach the table).
 */
export const BANKER_DRAWS: readonly (readonly boolean[])[] = (() => {
  // For each Banker total, the Player third-card points on which the Banker draws.
  const drawsOn: readonly (readonly number[])[] = [
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
export const bankerRuleWhenPlayerStood = (bankerTotal: number): { action: Action; rule: RuleId } =>
  bankerTotal <= 5
    ? { action: 'draw', rule: 'banker-draws-0-5-player-stood' }
    : { action: 'stand', rule: 'banker-stands-6-7-player-stood' };

/** The Banker's decision when the Player drew a third card worth `playerThird` points. */
export const bankerRuleWhenPlayerDrew = (
  bankerTotal: number,
  playerThird: number,
): { action: Action; rule: RuleId } => {
  if (bankerTotal <= 2) return { action: 'draw', rule: 'banker-draws-0-2' };
  if (bankerTotal >= 7) return { action: 'stand', rule: 'banker-stands-7' };
  return BANKER_DRAWS[bankerTotal]?.[playerThird]
    ? { action: 'draw', rule: 'banker-table-draws' }
    : { action: 'stand', rule: 'banker-table-stands' };
};
