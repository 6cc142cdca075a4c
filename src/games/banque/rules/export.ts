/**
 * The `sabot-banque/1` export of a revealed banque shoe, and its verification. The header is the
 * `sabot-shoe/1` header; each coup holds the three hands, every third-card decision with who made
 * it, the stakes the banker's default weighed, and each tableau's result from its punters' side.
 * The verifier rebuilds the shoe from its seeds and deals every coup again with the engine, taking
 * the export's free choices and its stakes, so every card's position, each decision's total, forced
 * decisions, defaults and results are checked.
 */

import { cardCode } from '../../../engine/cards.js';
import { chips } from '../../../engine/money.js';
import type { Shoe } from '../../../engine/provably-fair.js';
import {
  isCount,
  isRecord,
  type Mismatch,
  type ShoeHeader,
  shoeHeader,
} from '../../../engine/shoe-export.js';
import {
  type BankedCoupCheck,
  type BankedExportCheck,
  bankedMismatches,
  bankedShapeProblems,
  checkBankedExport,
  type ExportedDecision,
  exportDecision,
  isCardList,
  isExportedDecision,
  replayedChoice,
} from '../../banked/rules/export.js';
import {
  BANQUE_MAX_CARDS_PER_COUP,
  BANQUE_SIDES,
  type BanqueCoup,
  type BanqueHand,
  type BanqueStakes,
  begin,
  decide,
  type TableauResult,
} from './coup.js';

export const BANQUE_EXPORT_FORMAT = 'sabot-banque/1';
/** A banque coup takes at most nine cards, so the cut card must leave at least that many. */
export const BANQUE_MIN_RESERVE = BANQUE_MAX_CARDS_PER_COUP;
/** A banque shoe holds 6 decks (the open bank) or 3 (the limited bank). */
export const BANQUE_DECKS: readonly number[] = [3, 6];

export type BanqueExportedDecision = ExportedDecision<BanqueHand>;

export interface BanqueExportedCoup {
  readonly coup: number;
  readonly right: readonly string[];
  readonly left: readonly string[];
  readonly banker: readonly string[];
  readonly decisions: readonly BanqueExportedDecision[];
  /** What the banker's default weighed, whole chips. */
  readonly stakes: { readonly right: number; readonly left: number; readonly centre: number };
  /** Each tableau's result from its punters' side. */
  readonly result: { readonly right: TableauResult; readonly left: TableauResult };
}

export interface BanqueShoeExport extends ShoeHeader {
  readonly format: typeof BANQUE_EXPORT_FORMAT;
  readonly coups: readonly BanqueExportedCoup[];
}

export const exportBanqueCoup = (number: number, coup: BanqueCoup): BanqueExportedCoup => ({
  coup: number,
  right: coup.right.map(cardCode),
  left: coup.left.map(cardCode),
  banker: coup.banker.map(cardCode),
  decisions: coup.decisions.map(exportDecision),
  stakes: { right: coup.stakes.right, left: coup.stakes.left, centre: coup.stakes.centre },
  result: { right: coup.results.right, left: coup.results.left },
});

/** The export of a shoe's coups, in the order dealt. */
export const exportBanqueShoe = (shoe: Shoe, coups: readonly BanqueCoup[]): BanqueShoeExport => ({
  format: BANQUE_EXPORT_FORMAT,
  ...shoeHeader(shoe),
  coups: coups.map((coup, i) => exportBanqueCoup(i + 1, coup)),
});

const isResult = (value: unknown): boolean => value === 'win' || value === 'lose' || value === 'tie';

const isDecision = isExportedDecision(['right', 'left', 'banker']);

/** The problems of a parsed value as a `sabot-banque/1` export; empty when it is well-formed. */
export const banqueExportShapeProblems = (value: unknown): string[] =>
  bankedShapeProblems(value, {
    format: BANQUE_EXPORT_FORMAT,
    minReserve: BANQUE_MIN_RESERVE,
    decks: BANQUE_DECKS,
    isCoup: (coup) =>
      isCardList(coup.right) &&
      isCardList(coup.left) &&
      isCardList(coup.banker) &&
      Array.isArray(coup.decisions) &&
      coup.decisions.every(isDecision) &&
      isRecord(coup.stakes) &&
      isCount(coup.stakes.right) &&
      isCount(coup.stakes.left) &&
      isCount(coup.stakes.centre) &&
      isRecord(coup.result) &&
      isResult(coup.result.right) &&
      isResult(coup.result.left),
    coupFields: 'coup, right, left, banker, decisions, stakes {right, left, centre}, result {right, left}',
  });

/**
 * Deals the coup at `at` again with the export's stakes, taking the export's choice wherever the
 * hand was free (the default where the export has none for that hand, or names an action the rule
 * does not allow).
 */
const redeal = (cards: Uint8Array, at: number, claimed: BanqueExportedCoup) => {
  const stakes: BanqueStakes = {
    right: chips(claimed.stakes.right),
    left: chips(claimed.stakes.left),
    centre: chips(claimed.stakes.centre),
  };
  let step = begin(cards, at, stakes);
  while (step.kind === 'waiting') {
    const { decision } = step;
    // Banque's hands decide once each: the export's decision for a hand is found by the hand.
    const { choice, by } = replayedChoice(
      decision,
      claimed.decisions.find((d) => d.hand === decision.hand),
    );
    step = decide(cards, at, step.state, choice, by);
  }
  return step;
};

/** One coup of an export beside the coup the shoe deals there with the export's own choices and stakes. */
export type BanqueCoupCheck = BankedCoupCheck<BanqueExportedCoup>;

/** A banque export checked against the shoe its seeds build: the header, then coup by coup. */
export type BanqueExportCheck = BankedExportCheck<BanqueExportedCoup>;

/**
 * Checks every claim of a well-formed export against `shoe`, the shoe its own seeds build
 * (`shoeSteps(claimed)`, hashed by the caller), dealing each coup again with its own choices and stakes.
 */
export const checkBanqueExport = (claimed: BanqueShoeExport, shoe: Shoe): BanqueExportCheck =>
  checkBankedExport(claimed, shoe, {
    redeal(cards, at, coup, number) {
      const step = redeal(cards, at, coup);
      return { actual: exportBanqueCoup(number, step.coup), cardsUsed: step.cardsUsed };
    },
    hands: (coup) => [...BANQUE_SIDES, 'banker' as const].map((hand) => [hand, coup[hand]] as const),
    results: (coup) => BANQUE_SIDES.map((side) => [`${side} result`, coup.result[side]] as const),
  });

/**
 * Lists every disagreement between the export and `shoe`, the shoe its own seeds build
 * (`buildShoe(claimed)`; the caller builds it, as for the other exports). Input must be well-formed.
 */
export const verifyBanqueExport = (
  claimed: BanqueShoeExport,
  shoe: Shoe,
): { mismatches: Mismatch[]; coupsChecked: number } =>
  bankedMismatches(checkBanqueExport(claimed, shoe), claimed.coups.length);
