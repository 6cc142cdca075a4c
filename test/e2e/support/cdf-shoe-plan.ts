/**
 * A chemin de fer shoe's coups known before they are dealt (how the client seed is chosen:
 * client-seed.ts): each coup is played by the same engine the bot plays it with, every decision
 * answered as the test will answer it.
 */
import { cardCode, handTotal } from '../../../src/engine/cards.js';
import type { Shoe, ShoeSpec } from '../../../src/engine/shoe.js';
import type { Action } from '../../../src/engine/tableau.js';
import {
  begin,
  type CdfCoup,
  type CdfDecisionRequest,
  decide,
} from '../../../src/games/chemin-de-fer/rules/coup.js';
import type { CdfOutcome } from '../../../src/games/chemin-de-fer/rules/regle.js';
import { searchClientSeed } from './client-seed.js';

/** How the test answers each decision: it decides the card count, so the plan must use the same. */
export type DecisionPolicy = (request: CdfDecisionRequest, seen: PlannedCoup[]) => Action;

/** A coup as the plan knows it before the deal. */
export interface PlannedCoup {
  /** 1-based, among the shoe's coups. */
  readonly index: number;
  /** Where its first card lies in the shoe. */
  readonly at: number;
  readonly coup: CdfCoup;
  readonly outcome: CdfOutcome;
  /** Card codes as the export writes them (`7C`, `KD`). */
  readonly punter: readonly string[];
  readonly banker: readonly string[];
  /** The punter's two cards make 5 and no natural ended the coup: Card and Stand are both offered. */
  readonly punterFree: boolean;
  /** The banker is in one of the règle's optional cells (3 against a 9, 5 against a 4). */
  readonly bankerOptional: boolean;
}

/**
 * The default policy: the règle's default everywhere (draw at 5, draw in the optional cells),
 * except the first free punter 5 of the shoe, where the punter stands (a choice by button that
 * the default would not make).
 */
export const standOnFirstFive: DecisionPolicy = (request, seen) => {
  if (request.hand === 'punter' && request.choices.length === 2)
    return seen.some((coup) => coup.punterFree) ? 'draw' : 'stand';
  return request.defaultChoice;
};

/** The first `count` coups of `shoe` from its first card, each played by `policy`. */
export const planCoups = (
  shoe: Shoe,
  count: number,
  policy: DecisionPolicy = standOnFirstFive,
): PlannedCoup[] => {
  const coups: PlannedCoup[] = [];
  let at = shoe.firstCoupAt;
  for (let index = 1; index <= count; index++) {
    let step = begin(shoe.cards, at, 'scarne');
    let punterFree = false;
    let bankerOptional = false;
    while (step.kind === 'waiting') {
      const request = step.decision;
      if (request.hand === 'punter' && request.choices.length === 2) punterFree = true;
      if (request.hand === 'banker' && request.choices.length === 2) bankerOptional = true;
      step = decide(shoe.cards, at, step.state, policy(request, coups), 'player');
    }
    const { coup } = step;
    coups.push({
      index,
      at,
      coup,
      outcome: coup.outcome,
      punter: coup.punter.map(cardCode),
      banker: coup.banker.map(cardCode),
      punterFree,
      bankerOptional,
    });
    at += step.cardsUsed;
  }
  return coups;
};

/** The first client seed whose shoe deals `coups` coups that `wanted` accepts (client-seed.ts). */
export const findClientSeed = (
  spec: ShoeSpec,
  coups: number,
  wanted: (plan: PlannedCoup[]) => boolean,
  { prefix = 'e2e', policy = standOnFirstFive, tries = 200_000 } = {},
): { clientSeed: string; shoe: Shoe; plan: PlannedCoup[] } =>
  searchClientSeed(spec, (shoe) => planCoups(shoe, coups, policy), wanted, { prefix, tries });

/** "7C KD (7)": a hand as a diagnostic line. */
export const describeHand = (coup: CdfCoup, hand: 'punter' | 'banker'): string => {
  const cards = coup[hand];
  return `${cards.map(cardCode).join(' ')} (${handTotal(cards)})`;
};
