/**
 * Knowing a banque shoe's coups before they are dealt, through the real bot: as in
 * cdf-shoe-plan.ts, the test reads the table's committed server seed from the bot's SQLite file and
 * picks a client seed (`/fair seed`, before the shoe's first coup) whose shoe deals the coups a
 * scenario needs. Each coup is played by the engine the bot plays it with, with the stakes the
 * test will place, and a tableau nobody holds is played by the rule as the table plays it.
 */

import { cardCode } from '../../../src/engine/cards.js';
import { buildShoe, type Shoe, type ShoeSpec } from '../../../src/engine/shoe.js';
import type { Action } from '../../../src/engine/tableau.js';
import {
  type BanqueCoup,
  type BanqueDecisionRequest,
  type BanqueHand,
  type BanqueSide,
  type BanqueStakes,
  begin,
  decide,
} from '../../../src/games/banque/rules/coup.js';

/** One prompt the coup puts to a person, in the order the table asks. */
export interface BanquePrompt {
  readonly hand: BanqueHand;
  readonly choices: readonly Action[];
  readonly defaultChoice: Action;
  /** What the test will answer (or, when it lets the deadline pass, the default). */
  readonly choice: Action;
}

/** A coup as the plan knows it before the deal. */
export interface PlannedBanqueCoup {
  /** 1-based, among the shoe's coups. */
  readonly index: number;
  readonly coup: BanqueCoup;
  /** The prompts put to the card-holders and the banker (a tableau nobody holds asks nobody). */
  readonly prompts: readonly BanquePrompt[];
  /** Card codes as the export writes them. */
  readonly cards: Readonly<Record<BanqueHand, readonly string[]>>;
}

/** How the test answers a prompt in coup `index`. */
export type BanquePolicy = (request: BanqueDecisionRequest, index: number) => Action;

/** Everyone answers what his default would do. */
export const byDefault: BanquePolicy = (request) => request.defaultChoice;

export interface BanquePlanSetup {
  /** The accepted stakes of each coup, as the banker's default weighs them. */
  readonly stakes: BanqueStakes;
  /** The tableaux someone holds: the others are played by the rule, asking nobody. */
  readonly held: readonly BanqueSide[];
  readonly policy?: BanquePolicy;
}

/** The first `count` coups of `shoe` from its first card. */
export const planBanqueCoups = (
  shoe: Shoe,
  count: number,
  { stakes, held, policy = byDefault }: BanquePlanSetup,
): PlannedBanqueCoup[] => {
  const coups: PlannedBanqueCoup[] = [];
  let at = shoe.firstCoupAt;
  for (let index = 1; index <= count; index++) {
    let step = begin(shoe.cards, at, stakes);
    const prompts: BanquePrompt[] = [];
    while (step.kind === 'waiting') {
      const request = step.decision;
      const asked = request.hand === 'banker' || held.includes(request.hand);
      const choice = asked ? policy(request, index) : request.defaultChoice;
      if (asked)
        prompts.push({
          hand: request.hand,
          choices: request.choices,
          defaultChoice: request.defaultChoice,
          choice,
        });
      step = decide(shoe.cards, at, step.state, choice, asked ? 'player' : 'default');
    }
    const { coup } = step;
    coups.push({
      index,
      coup,
      prompts,
      cards: {
        right: coup.right.map(cardCode),
        left: coup.left.map(cardCode),
        banker: coup.banker.map(cardCode),
      },
    });
    at += step.cardsUsed;
  }
  return coups;
};

/**
 * The first client seed (`<prefix>-0`, `<prefix>-1`, …) whose shoe, with the server seed and shoe
 * number of `spec`, deals coups that `wanted` accepts.
 */
export const findBanqueClientSeed = (
  spec: ShoeSpec,
  count: number,
  setup: BanquePlanSetup,
  wanted: (plan: PlannedBanqueCoup[]) => boolean,
  { prefix = 'banque-crash', tries = 100_000 } = {},
): { clientSeed: string; plan: PlannedBanqueCoup[] } => {
  for (let i = 0; i < tries; i++) {
    const clientSeed = `${prefix}-${i}`;
    const plan = planBanqueCoups(buildShoe({ ...spec, clientSeed }), count, setup);
    if (wanted(plan)) return { clientSeed, plan };
  }
  throw new Error(`no client seed among ${tries} deals the wanted banque coups`);
};
