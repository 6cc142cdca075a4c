/**
 * One coup of chemin de fer, dealt step by step: P1 B1 P2 B2 from the shoe, the natural check, the
 * punter's decision, then the banker's, each third card taken from the shoe only when a hand draws
 * it (P3 before B3, the positions of Punto Banco). A coup pauses at every punter decision (the
 * prompt is the same whatever the total, so its timing leaks nothing) and at the banker's
 * decision when the règle leaves it free; everything else the rules decide at once.
 *
 * Pure and plain data: a paused coup is arrays, numbers and strings, so the table commits it as it
 * is and resumes it after a restart. The same cards and choices always give the same coup.
 */
import { type Card, handTotal, pointOf } from '../../../engine/cards.js';
import { isShoeOver, type Shoe } from '../../../engine/provably-fair.js';
import { type Action, isNatural } from '../../../engine/tableau.js';
import { assertChoice } from '../../banked/rules/decision.js';
import {
  bankerRule,
  type CdfOutcome,
  type CdfRegle,
  type CdfRuleCall,
  type CdfRuleId,
  compareHands,
  punterRule,
} from './regle.js';

export type CdfHand = 'punter' | 'banker';

/**
 * Who made a decision: `rule` when only one action was allowed, `player` when a person chose
 * freely, `default` when a free choice was made for him (timeout, or playing "selon la règle").
 */
export type DecidedBy = 'rule' | 'player' | 'default';

export interface CdfDecision {
  readonly hand: CdfHand;
  /** The deciding hand's two-card total. */
  readonly total: number;
  /** The punter's third card's point value when the banker decides after a punter draw; else null. */
  readonly punterThird: number | null;
  readonly action: Action;
  readonly rule: CdfRuleId;
  readonly by: DecidedBy;
}

export interface CdfCoup {
  readonly regle: CdfRegle;
  /** The punter's cards in the order dealt (P1, P2, [P3]). */
  readonly punter: readonly Card[];
  /** The banker's cards in the order dealt (B1, B2, [B3]). */
  readonly banker: readonly Card[];
  readonly punterTotal: number;
  readonly bankerTotal: number;
  /** Either hand had 8 or 9 on two cards: the coup ended after the deal, with no decision. */
  readonly natural: boolean;
  /** The punter's decision, then the banker's; none after a natural. */
  readonly decisions: readonly CdfDecision[];
  readonly outcome: CdfOutcome;
}

/** A coup waiting for a decision. */
export interface CdfPaused {
  readonly regle: CdfRegle;
  /** Where the coup's first card is in the shoe. */
  readonly at: number;
  readonly punter: readonly Card[];
  readonly banker: readonly Card[];
  readonly decisions: readonly CdfDecision[];
  readonly waitingFor: CdfHand;
}

/** The decision a paused coup waits for: whose, on what, and what the rule allows. */
export interface CdfDecisionRequest extends CdfRuleCall {
  readonly hand: CdfHand;
  readonly total: number;
  readonly punterThird: number | null;
}

export type CdfStep =
  | { readonly kind: 'waiting'; readonly state: CdfPaused; readonly decision: CdfDecisionRequest }
  | { readonly kind: 'finished'; readonly coup: CdfCoup; readonly cardsUsed: number };

/** The next undealt card of the coup. */
const nextCard = (cards: Uint8Array, at: number, punter: readonly Card[], banker: readonly Card[]): Card => {
  const index = at + punter.length + banker.length;
  if (index >= cards.length) throw new RangeError(`the shoe has no card at ${index}`);
  return cards[index]!;
};

const finish = (
  regle: CdfRegle,
  punter: readonly Card[],
  banker: readonly Card[],
  decisions: readonly CdfDecision[],
): CdfStep => {
  const natural = decisions.length === 0;
  return {
    kind: 'finished',
    coup: {
      regle,
      punter,
      banker,
      punterTotal: handTotal(punter),
      bankerTotal: handTotal(banker),
      natural,
      decisions,
      outcome: compareHands(punter, banker),
    },
    cardsUsed: punter.length + banker.length,
  };
};

/** The request a paused coup waits for, recomputed from its cards (never stored twice). */
export const pendingDecision = (state: CdfPaused): CdfDecisionRequest => {
  const punterTwo = handTotal(state.punter.slice(0, 2));
  if (state.waitingFor === 'punter')
    return { hand: 'punter', total: punterTwo, punterThird: null, ...punterRule(punterTwo) };
  const punterThird = state.punter.length === 3 ? pointOf(state.punter[2]!) : null;
  const bankerTwo = handTotal(state.banker);
  return {
    hand: 'banker',
    total: bankerTwo,
    punterThird,
    ...bankerRule(state.regle, bankerTwo, punterThird),
  };
};

const waiting = (state: CdfPaused): CdfStep => ({ kind: 'waiting', state, decision: pendingDecision(state) });

/** The decision as the transcript keeps it. */
const recorded = (request: CdfDecisionRequest, action: Action, by: DecidedBy): CdfDecision => ({
  hand: request.hand,
  total: request.total,
  punterThird: request.punterThird,
  action,
  rule: request.rule,
  by: request.choices.length === 1 ? 'rule' : by,
});

/**
 * After the punter's decision: the banker's rule. A forced banker cell is applied at once; a free
 * one pauses the coup.
 */
const toBanker = (cards: Uint8Array, state: CdfPaused): CdfStep => {
  const paused: CdfPaused = { ...state, waitingFor: 'banker' };
  const request = pendingDecision(paused);
  if (request.choices.length > 1) return waiting(paused);
  return applyBanker(cards, paused, request, request.defaultChoice, 'rule');
};

const applyBanker = (
  cards: Uint8Array,
  state: CdfPaused,
  request: CdfDecisionRequest,
  action: Action,
  by: DecidedBy,
): CdfStep => {
  const banker =
    action === 'draw'
      ? [...state.banker, nextCard(cards, state.at, state.punter, state.banker)]
      : state.banker;
  return finish(state.regle, state.punter, banker, [...state.decisions, recorded(request, action, by)]);
};

/**
 * Deals a coup from `cards` at `at`: P1 B1 P2 B2. A natural on either side finishes it; otherwise
 * it waits for the punter (whose choices may be a single forced one).
 */
export const begin = (cards: Uint8Array, at: number, regle: CdfRegle = 'scarne'): CdfStep => {
  if (!Number.isSafeInteger(at) || at < 0 || at + 4 > cards.length)
    throw new RangeError(`a coup at ${at} needs four cards in a shoe of ${cards.length}`);
  const punter = [cards[at]!, cards[at + 2]!];
  const banker = [cards[at + 1]!, cards[at + 3]!];
  if (isNatural(handTotal(punter)) || isNatural(handTotal(banker))) return finish(regle, punter, banker, []);
  return waiting({ regle, at, punter, banker, decisions: [], waitingFor: 'punter' });
};

/**
 * Applies a choice to a paused coup: the player's (`by` 'player') or the default applied for him
 * (`by` 'default'). A choice the rule does not allow, or a default that is not the default, is a
 * programming error: the table offers only the allowed choices.
 */
export const decide = (
  cards: Uint8Array,
  at: number,
  state: CdfPaused,
  choice: Action,
  by: 'player' | 'default' = 'player',
): CdfStep => {
  const request = pendingDecision(state);
  assertChoice(at, state.at, request, choice, by);
  if (state.waitingFor === 'banker') return applyBanker(cards, state, request, choice, by);
  const punter =
    choice === 'draw' ? [...state.punter, nextCard(cards, at, state.punter, state.banker)] : state.punter;
  return toBanker(cards, { ...state, punter, decisions: [recorded(request, choice, by)] });
};

/** A whole coup with every decision taken by its default: with the scarne règle, Punto Banco's coup. */
export const dealWithDefaults = (cards: Uint8Array, at: number, regle: CdfRegle = 'scarne'): CdfCoup => {
  let step = begin(cards, at, regle);
  while (step.kind === 'waiting')
    step = decide(cards, at, step.state, step.decision.defaultChoice, 'default');
  return step.coup;
};

/** Every coup a shoe holds before the cut card, each dealt with every default. */
export const dealWholeCdfShoe = (shoe: Shoe, regle: CdfRegle = 'scarne'): CdfCoup[] => {
  const coups: CdfCoup[] = [];
  for (let at = shoe.firstCoupAt; !isShoeOver(shoe, at); ) {
    const coup = dealWithDefaults(shoe.cards, at, regle);
    coups.push(coup);
    at += coup.punter.length + coup.banker.length;
  }
  return coups;
};
