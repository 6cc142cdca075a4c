/**
 * One coup of Punto Banco, dealt from a shoe by the tableau, with a transcript a view can explain:
 * every card and whose hand it went to, both totals after it, and each draw-or-stand decision
 * with the rule that made it. Pure: the same cards always give the same coup.
 */
import { type Card, pointOf } from './cards.js';
import {
  type Action,
  bankerRuleWhenPlayerDrew,
  bankerRuleWhenPlayerStood,
  isNatural,
  playerDraws,
  type RuleId,
} from './tableau.js';

export type Hand = 'player' | 'banker';
export type Outcome = 'player' | 'banker' | 'tie';

export interface DealtCard {
  readonly card: Card;
  readonly hand: Hand;
  /** Both totals once this card is on the table. */
  readonly playerTotal: number;
  readonly bankerTotal: number;
}

export interface Decision {
  readonly hand: Hand;
  /** The deciding hand's two-card total. */
  readonly total: number;
  /** Point value of the Player's third card, when the Player drew one before this decision. */
  readonly playerThird: number | null;
  readonly action: Action;
  readonly rule: RuleId;
}

export interface Coup {
  /** Cards in dealing order: P, B, P, B, then the Player's third, then the Banker's. */
  readonly cards: readonly DealtCard[];
  /** The Player's decision, then the Banker's. */
  readonly decisions: readonly Decision[];
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly outcome: Outcome;
  /** Either hand had 8 or 9 on its first two cards. */
  readonly natural: boolean;
}

/**
 * Point value by card byte, for all 256 bytes so it agrees with pointOf on any input. Looking it up
 * is cheaper than pointOf's `% 13`, which showed up in dealCoup's profile.
 */
const POINTS = Uint8Array.from({ length: 256 }, (_, card) => pointOf(card));

const outcomeOf = (playerTotal: number, bankerTotal: number): Outcome =>
  playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';

/** A decision pair, frozen because every coup with the same totals shares it. */
const decisionPair = (player: Decision, banker: Decision): readonly Decision[] =>
  Object.freeze([Object.freeze(player), Object.freeze(banker)]);

const TOTALS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/*
 * Every decision pair the tableau can produce, built once from its rules (tableau.ts stays the one
 * source), so dealing allocates no Decision objects. See dealCoup for what that bought.
 */

/** NATURAL_DECISIONS[playerTotal * 10 + bankerTotal], when either two-card total is 8 or 9. */
const NATURAL_DECISIONS = TOTALS.flatMap((p) =>
  TOTALS.map((b) =>
    decisionPair(
      { hand: 'player', total: p, playerThird: null, action: 'stand', rule: 'natural' },
      { hand: 'banker', total: b, playerThird: null, action: 'stand', rule: 'natural' },
    ),
  ),
);

/** PLAYER_STOOD_DECISIONS[(playerTotal - 6) * 10 + bankerTotal], Player on 6 or 7. */
const PLAYER_STOOD_DECISIONS = [6, 7].flatMap((p) =>
  TOTALS.map((b) =>
    decisionPair(
      { hand: 'player', total: p, playerThird: null, action: 'stand', rule: 'player-stands-6-7' },
      { hand: 'banker', total: b, playerThird: null, ...bankerRuleWhenPlayerStood(b) },
    ),
  ),
);

/** PLAYER_DREW_DECISIONS[(playerTotal * 10 + bankerTotal) * 10 + playerThird], Player on 0–5. */
const PLAYER_DREW_DECISIONS = [0, 1, 2, 3, 4, 5].flatMap((p) =>
  TOTALS.flatMap((b) =>
    TOTALS.map((p3) =>
      decisionPair(
        { hand: 'player', total: p, playerThird: null, action: 'draw', rule: 'player-draws-0-5' },
        { hand: 'banker', total: b, playerThird: p3, ...bankerRuleWhenPlayerDrew(b, p3) },
      ),
    ),
  ),
);

/** The finished coup; one shape for every kind of coup, so callers see a single object layout. */
const coupOf = (
  cards: readonly DealtCard[],
  decisions: readonly Decision[],
  player: readonly Card[],
  banker: readonly Card[],
  playerTotal: number,
  bankerTotal: number,
  natural: boolean,
): Coup => ({
  cards,
  decisions,
  player,
  banker,
  playerTotal,
  bankerTotal,
  outcome: outcomeOf(playerTotal, bankerTotal),
  natural,
});

/**
 * Deals one coup from `cards` starting at `at`. The caller guarantees six cards remain.
 * Each way a coup can go builds its arrays at their final length rather than growing them with
 * push. With the shared decisions and the POINTS table this took dealCoup from about 115 to 80 ns
 * a coup (bench/engine.ts); sharing decisions or sizing arrays alone measured no gain.
 */
export const dealCoup = (cards: Uint8Array, at: number): Coup => {
  const p1 = cards[at]!;
  const b1 = cards[at + 1]!;
  const p2 = cards[at + 2]!;
  const b2 = cards[at + 3]!;
  const pFirst = POINTS[p1]!;
  const bFirst = POINTS[b1]!;
  const playerTwo = (pFirst + POINTS[p2]!) % 10;
  const bankerTwo = (bFirst + POINTS[b2]!) % 10;
  const d1: DealtCard = { card: p1, hand: 'player', playerTotal: pFirst, bankerTotal: 0 };
  const d2: DealtCard = { card: b1, hand: 'banker', playerTotal: pFirst, bankerTotal: bFirst };
  const d3: DealtCard = { card: p2, hand: 'player', playerTotal: playerTwo, bankerTotal: bFirst };
  const d4: DealtCard = { card: b2, hand: 'banker', playerTotal: playerTwo, bankerTotal: bankerTwo };

  if (isNatural(playerTwo) || isNatural(bankerTwo)) {
    const decisions = NATURAL_DECISIONS[playerTwo * 10 + bankerTwo]!;
    return coupOf([d1, d2, d3, d4], decisions, [p1, p2], [b1, b2], playerTwo, bankerTwo, true);
  }

  if (playerDraws(playerTwo)) {
    // Player draws the fifth card; the Banker's third, if any, is the sixth.
    const p3 = cards[at + 4]!;
    const playerThird = POINTS[p3]!;
    const playerTotal = (playerTwo + playerThird) % 10;
    const decisions = PLAYER_DREW_DECISIONS[(playerTwo * 10 + bankerTwo) * 10 + playerThird]!;
    const d5: DealtCard = { card: p3, hand: 'player', playerTotal, bankerTotal: bankerTwo };
    if (decisions[1]!.action === 'stand')
      return coupOf([d1, d2, d3, d4, d5], decisions, [p1, p2, p3], [b1, b2], playerTotal, bankerTwo, false);
    const b3 = cards[at + 5]!;
    const bankerTotal = (bankerTwo + POINTS[b3]!) % 10;
    const d6: DealtCard = { card: b3, hand: 'banker', playerTotal, bankerTotal };
    return coupOf(
      [d1, d2, d3, d4, d5, d6],
      decisions,
      [p1, p2, p3],
      [b1, b2, b3],
      playerTotal,
      bankerTotal,
      false,
    );
  }

  // Player stands on 6 or 7; the Banker's third, if any, is the fifth card.
  const decisions = PLAYER_STOOD_DECISIONS[(playerTwo - 6) * 10 + bankerTwo]!;
  if (decisions[1]!.action === 'stand')
    return coupOf([d1, d2, d3, d4], decisions, [p1, p2], [b1, b2], playerTwo, bankerTwo, false);
  const b3 = cards[at + 4]!;
  const bankerTotal = (bankerTwo + POINTS[b3]!) % 10;
  const d5: DealtCard = { card: b3, hand: 'banker', playerTotal: playerTwo, bankerTotal };
  return coupOf([d1, d2, d3, d4, d5], decisions, [p1, p2], [b1, b2, b3], playerTwo, bankerTotal, false);
};
