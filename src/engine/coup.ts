/**
 * One tableau coup: Player and Banker dealt from a shoe and drawn by the fixed tableau (the deal
 * of every house-banked game here, whose bets differ), with a transcript a view can explain:
 * every card and whose hand it went to, both totals after it, and each draw-or-stand decision
 * with the rule that made it. Pure: the same cards always give the same coup.
 *
 * A coup is plain data (arrays, numbers and strings only), so a round record stores it as it is,
 * and it survives JSON, `structuredClone` and a trip to a worker unchanged.
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
/** The three spots of a coup's layout: each hand, and the tie between them. */
export type Side = 'player' | 'banker' | 'tie';
export const SIDES: readonly Side[] = ['player', 'banker', 'tie'];

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

/** A coup while it is being dealt: the cards so far, and both running totals. */
interface Layout {
  readonly cards: DealtCard[];
  readonly player: Card[];
  readonly banker: Card[];
  playerTotal: number;
  bankerTotal: number;
}

/** Deals the next card of `shoe` (the coup starts at `at`) to `hand`; returns its point value. */
const dealNext = (layout: Layout, shoe: Uint8Array, at: number, hand: Hand): number => {
  const card = shoe[at + layout.cards.length]!;
  const points = pointOf(card);
  if (hand === 'player') {
    layout.player.push(card);
    layout.playerTotal = (layout.playerTotal + points) % 10;
  } else {
    layout.banker.push(card);
    layout.bankerTotal = (layout.bankerTotal + points) % 10;
  }
  layout.cards.push({ card, hand, playerTotal: layout.playerTotal, bankerTotal: layout.bankerTotal });
  return points;
};

/**
 * Deals one coup from `cards` starting at `at`: Player, Banker, Player, Banker, then the Player's
 * third card if the tableau says so, then the Banker's. The caller guarantees six cards remain;
 * the fifth and sixth are read only when a hand draws them. The coup copies the cards it dealt
 * and keeps no reference to `cards`.
 */
export const dealCoup = (cards: Uint8Array, at: number): Coup => {
  const layout: Layout = { cards: [], player: [], banker: [], playerTotal: 0, bankerTotal: 0 };
  dealNext(layout, cards, at, 'player');
  dealNext(layout, cards, at, 'banker');
  dealNext(layout, cards, at, 'player');
  dealNext(layout, cards, at, 'banker');
  const playerTwo = layout.playerTotal;
  const bankerTwo = layout.bankerTotal;
  const natural = isNatural(playerTwo) || isNatural(bankerTwo);

  let decisions: Decision[];
  if (natural) {
    decisions = [
      { hand: 'player', total: playerTwo, playerThird: null, action: 'stand', rule: 'natural' },
      { hand: 'banker', total: bankerTwo, playerThird: null, action: 'stand', rule: 'natural' },
    ];
  } else if (playerDraws(playerTwo)) {
    const playerThird = dealNext(layout, cards, at, 'player');
    const bankerRule = bankerRuleWhenPlayerDrew(bankerTwo, playerThird);
    decisions = [
      { hand: 'player', total: playerTwo, playerThird: null, action: 'draw', rule: 'player-draws-0-5' },
      { hand: 'banker', total: bankerTwo, playerThird, ...bankerRule },
    ];
    if (bankerRule.action === 'draw') dealNext(layout, cards, at, 'banker');
  } else {
    const bankerRule = bankerRuleWhenPlayerStood(bankerTwo);
    decisions = [
      { hand: 'player', total: playerTwo, playerThird: null, action: 'stand', rule: 'player-stands-6-7' },
      { hand: 'banker', total: bankerTwo, playerThird: null, ...bankerRule },
    ];
    if (bankerRule.action === 'draw') dealNext(layout, cards, at, 'banker');
  }

  const { playerTotal, bankerTotal } = layout;
  const outcome: Outcome =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  // The stored field order, which round records and exports have always had.
  return {
    cards: layout.cards,
    decisions,
    player: layout.player,
    banker: layout.banker,
    playerTotal,
    bankerTotal,
    outcome,
    natural,
  };
};
