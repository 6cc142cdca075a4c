/**
 * A banque shoe's coups known before they are dealt (how the client seed is chosen: client-seed.ts).
 * Each coup is played by the same engine the bot plays it with, every decision answered as the
 * test answers it: a punter takes what the rule forces and draws at 5 (by button, or by letting
 * the deadline apply the same default), and the banker, free on every total, answers by button —
 * a card on 0 to 5, stand on 6 and 7 — so his choices, and the cards, do not depend on the stakes.
 */

import { cardCode, handTotal } from '../../../src/engine/cards.js';
import type { Chips } from '../../../src/engine/money.js';
import type { Shoe, ShoeSpec } from '../../../src/engine/shoe.js';
import type { Action } from '../../../src/engine/tableau.js';
import {
  BANQUE_SIDES,
  type BanqueCoup,
  type BanqueHand,
  begin,
  decide,
} from '../../../src/games/banque/rules/coup.js';
import type { Choice } from './banked-table.js';
import { searchClientSeed } from './client-seed.js';

/** One prompt a planned coup puts to a player, in the order the coup asks. */
export interface PlannedPrompt {
  readonly hand: BanqueHand;
  /** The hand's two-card total when it decides. */
  readonly total: number;
  /** What the prompt offers: one forced choice, or both. */
  readonly choices: readonly Choice[];
  readonly choice: Choice;
}

/** A banque coup as the plan knows it before the deal. */
export interface PlannedBanqueCoup {
  /** 1-based, among the shoe's coups. */
  readonly index: number;
  readonly coup: BanqueCoup;
  /** Card codes as the export writes them (`7C`, `KD`). */
  readonly right: readonly string[];
  readonly left: readonly string[];
  readonly banker: readonly string[];
  readonly prompts: readonly PlannedPrompt[];
}

/** The banker's answer in the plan: a card on 0 to 5, stand on 6 and 7. */
export const bankerChoice = (total: number): Action => (total <= 5 ? 'draw' : 'stand');

const NO_STAKES = { right: 0 as Chips, left: 0 as Chips, centre: 0 as Chips };

/** The first `count` coups of `shoe` from its first card, each answered as the test answers. */
export const planBanqueCoups = (shoe: Shoe, count: number): PlannedBanqueCoup[] => {
  const coups: PlannedBanqueCoup[] = [];
  let at = shoe.firstCoupAt;
  for (let index = 1; index <= count; index++) {
    // The banker answers every prompt himself, so the stakes the default weighs change nothing here.
    let step = begin(shoe.cards, at, NO_STAKES);
    const prompts: PlannedPrompt[] = [];
    while (step.kind === 'waiting') {
      const request = step.decision;
      const choice = request.hand === 'banker' ? bankerChoice(request.total) : request.defaultChoice;
      prompts.push({ hand: request.hand, total: request.total, choices: request.choices, choice });
      step = decide(shoe.cards, at, step.state, choice, 'player');
    }
    const { coup } = step;
    coups.push({
      index,
      coup,
      right: coup.right.map(cardCode),
      left: coup.left.map(cardCode),
      banker: coup.banker.map(cardCode),
      prompts,
    });
    at += step.cardsUsed;
  }
  return coups;
};

/** The first client seed whose shoe deals `coups` banque coups that `wanted` accepts. */
export const findBanqueClientSeed = (
  spec: ShoeSpec,
  coups: number,
  wanted: (plan: PlannedBanqueCoup[]) => boolean,
  options: { prefix?: string; tries?: number } = {},
): { clientSeed: string; shoe: Shoe; plan: PlannedBanqueCoup[] } =>
  searchClientSeed(spec, (shoe) => planBanqueCoups(shoe, coups), wanted, options);

/** The tableau a punter with a free 5 holds in the coup, if any (the first, right before left). */
export const freeFiveSide = (planned: PlannedBanqueCoup): 'right' | 'left' | undefined =>
  BANQUE_SIDES.find((side) => planned.prompts.some((p) => p.hand === side && p.total === 5));

/** A tableau's result split from the other's: one wins, the other loses. */
export const isSplit = ({ coup }: PlannedBanqueCoup): boolean =>
  coup.results.right !== coup.results.left && coup.results.right !== 'tie' && coup.results.left !== 'tie';

/** "7C KD (7)": a hand as a diagnostic line. */
export const describeBanqueHand = (planned: PlannedBanqueCoup, hand: BanqueHand): string =>
  `${planned[hand].join(' ')} (${handTotal(planned.coup[hand])})`;
