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

const outcomeOf = (playerTotal: number, bankerTotal: number): Outcome =>
  playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';

/** Deals one coup from `cards` starting at `at`. The caller guarantees six cards remain. */
export const dealCoup = (cards: Uint8Array, at: number): Coup => {
  const p1 = cards[at]!;
  const b1 = cards[at + 1]!;
  const p2 = cards[at + 2]!;
  const b2 = cards[at + 3]!;
  const pFirst = pointOf(p1);
  const bFirst = pointOf(b1);
  let playerTotal = (pFirst + pointOf(p2)) % 10;
  let bankerTotal = (bFirst + pointOf(b2)) % 10;
  const dealt: DealtCard[] = [
    { card: p1, hand: 'player', playerTotal: pFirst, bankerTotal: 0 },
    { card: b1, hand: 'banker', playerTotal: pFirst, bankerTotal: bFirst },
    { card: p2, hand: 'player', playerTotal, bankerTotal: bFirst },
    { card: b2, hand: 'banker', playerTotal, bankerTotal },
  ];
  const player: Card[] = [p1, p2];
  const banker: Card[] = [b1, b2];

  if (isNatural(playerTotal) || isNatural(bankerTotal)) {
    return {
      cards: dealt,
      decisions: [
        { hand: 'player', total: playerTotal, playerThird: null, action: 'stand', rule: 'natural' },
        { hand: 'banker', total: bankerTotal, playerThird: null, action: 'stand', rule: 'natural' },
      ],
      player,
      banker,
      playerTotal,
      bankerTotal,
      outcome: outcomeOf(playerTotal, bankerTotal),
      natural: true,
    };
  }

  let next = at + 4;
  let playerDecision: Decision;
  let bankerDecision: Decision;
  const bankerTwoCard = bankerTotal;
  if (playerDraws(playerTotal)) {
    playerDecision = { hand: 'player', total: playerTotal, playerThird: null, action: 'draw', rule: 'player-draws-0-5' };
    const p3 = cards[next++]!;
    const playerThird = pointOf(p3);
    playerTotal = (playerTotal + playerThird) % 10;
    player.push(p3);
    dealt.push({ card: p3, hand: 'player', playerTotal, bankerTotal });
    const { action, rule } = bankerRuleWhenPlayerDrew(bankerTwoCard, playerThird);
    bankerDecision = { hand: 'banker', total: bankerTwoCard, playerThird, action, rule };
  } else {
    playerDecision = { hand: 'player', total: playerTotal, playerThird: null, action: 'stand', rule: 'player-stands-6-7' };
    const { action, rule } = bankerRuleWhenPlayerStood(bankerTwoCard);
    bankerDecision = { hand: 'banker', total: bankerTwoCard, playerThird: null, action, rule };
  }
  if (bankerDecision.action === 'draw') {
    const b3 = cards[next]!;
    bankerTotal = (bankerTotal + pointOf(b3)) % 10;
    banker.push(b3);
    dealt.push({ card: b3, hand: 'banker', playerTotal, bankerTotal });
  }
  return {
    cards: dealt,
    decisions: [playerDecision, bankerDecision],
    player,
    banker,
    playerTotal,
    bankerTotal,
    outcome: outcomeOf(playerTotal, bankerTotal),
    natural: false,
  };
};
