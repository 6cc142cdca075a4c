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
import { isShoeOver, type Shoe } from '../../../engine/provably-fair.js';
import {
  headerMismatches,
  isCount,
  isRecord,
  type Mismatch,
  type ShoeHeader,
  shoeHeader,
  shoeHeaderProblems,
} from '../../../engine/shoe-export.js';
import type { Action } from '../../../engine/tableau.js';
import {
  BANQUE_MAX_CARDS_PER_COUP,
  BANQUE_SIDES,
  type BanqueCoup,
  type BanqueDecision,
  type BanqueHand,
  type BanqueStakes,
  begin,
  type DecidedBy,
  decide,
  type TableauResult,
} from './coup.js';

export const BANQUE_EXPORT_FORMAT = 'sabot-banque/1';
/** A banque coup takes at most nine cards, so the cut card must leave at least that many. */
export const BANQUE_MIN_RESERVE = BANQUE_MAX_CARDS_PER_COUP;
/** A banque shoe holds 6 decks (the open bank) or 3 (the limited bank). */
export const BANQUE_DECKS: readonly number[] = [3, 6];

export interface BanqueExportedDecision {
  readonly hand: BanqueHand;
  /** The hand's two-card total when it decided. */
  readonly total: number;
  readonly action: 'card' | 'stand';
  readonly by: DecidedBy;
}

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

const ACTION_OF: Record<Action, 'card' | 'stand'> = { draw: 'card', stand: 'stand' };

const exportDecision = (d: BanqueDecision): BanqueExportedDecision => ({
  hand: d.hand,
  total: d.total,
  action: ACTION_OF[d.action],
  by: d.by,
});

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

const isCardList = (value: unknown): boolean =>
  Array.isArray(value) && value.every((code) => typeof code === 'string');

const isResult = (value: unknown): boolean => value === 'win' || value === 'lose' || value === 'tie';

const isDecision = (value: unknown): boolean =>
  isRecord(value) &&
  (value.hand === 'right' || value.hand === 'left' || value.hand === 'banker') &&
  isCount(value.total) &&
  value.total <= 9 &&
  (value.action === 'card' || value.action === 'stand') &&
  (value.by === 'rule' || value.by === 'player' || value.by === 'default');

/** The problems of a parsed value as a `sabot-banque/1` export; empty when it is well-formed. */
export const banqueExportShapeProblems = (value: unknown): string[] => {
  if (!isRecord(value)) return ['the file is not a JSON object'];
  const problems: string[] = [];
  if (value.format !== BANQUE_EXPORT_FORMAT) problems.push(`format must be "${BANQUE_EXPORT_FORMAT}"`);
  problems.push(...shoeHeaderProblems(value, BANQUE_MIN_RESERVE, BANQUE_DECKS));
  if (!Array.isArray(value.coups)) problems.push('coups must be an array');
  else
    value.coups.forEach((coup: unknown, i) => {
      const ok =
        isRecord(coup) &&
        isCount(coup.coup) &&
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
        isResult(coup.result.left);
      if (!ok)
        problems.push(
          `coups[${i}] must have coup, right, left, banker, decisions, stakes {right, left, centre}, result {right, left}`,
        );
    });
  return problems;
};

/** `banker 5 card by default`: one decision, as a mismatch line quotes it. */
const describeDecision = (d: BanqueExportedDecision | undefined): string =>
  d === undefined ? 'none' : `${d.hand} ${d.total} ${d.action} by ${d.by}`;

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
    const said = claimed.decisions.find((d) => d.hand === decision.hand);
    const wanted: Action | undefined =
      said === undefined ? undefined : said.action === 'card' ? 'draw' : 'stand';
    const choice =
      wanted !== undefined && decision.choices.includes(wanted) ? wanted : decision.defaultChoice;
    const by = said?.by === 'default' && choice === decision.defaultChoice ? 'default' : 'player';
    step = decide(cards, at, step.state, choice, wanted === undefined ? 'default' : by);
  }
  return step;
};

/** One coup of an export beside the coup the shoe deals there with the export's own choices and stakes. */
export interface BanqueCoupCheck {
  /** The coup's place in the export, 1 for the first. */
  readonly coup: number;
  readonly claimed: BanqueExportedCoup;
  /** What the shoe deals there; undefined when the cut card had already ended the shoe. */
  readonly actual: BanqueExportedCoup | undefined;
  /** Where the coup differs from it, in the order `verifyBanqueExport` lists them; empty when it holds. */
  readonly mismatches: readonly Mismatch[];
}

/** A banque export checked against the shoe its seeds build: the header, then coup by coup. */
export interface BanqueExportCheck {
  /** The commitment and the burn. */
  readonly header: readonly Mismatch[];
  readonly coups: readonly BanqueCoupCheck[];
}

/**
 * Checks every claim of a well-formed export against `shoe`, the shoe its own seeds build
 * (`shoeSteps(claimed)`, hashed by the caller: node:crypto for `npm run verify`, WebCrypto on the
 * verifier page), dealing each coup again with its own choices and stakes.
 */
export const checkBanqueExport = (claimed: BanqueShoeExport, shoe: Shoe): BanqueExportCheck => {
  const header = headerMismatches(claimed, shoe);
  let position = shoe.firstCoupAt;
  const coups = claimed.coups.map((coup, i): BanqueCoupCheck => {
    const where = `coup ${i + 1}`;
    const mismatches: Mismatch[] = [];
    const differ = (what: string, c: string, a: string) => {
      if (c !== a) mismatches.push({ where: what, claimed: c, actual: a });
    };
    differ(`${where} number`, String(coup.coup), String(i + 1));
    if (isShoeOver(shoe, position)) {
      mismatches.push({ where, claimed: 'a coup', actual: 'the cut card had ended the shoe' });
      return { coup: i + 1, claimed: coup, actual: undefined, mismatches };
    }
    const step = redeal(shoe.cards, position, coup);
    position += step.cardsUsed;
    const actual = exportBanqueCoup(i + 1, step.coup);
    for (const hand of [...BANQUE_SIDES, 'banker'] as const)
      differ(`${where} ${hand}`, coup[hand].join(' '), actual[hand].join(' '));
    const count = Math.max(coup.decisions.length, actual.decisions.length);
    for (let k = 0; k < count; k++)
      differ(
        `${where} decision ${k + 1}`,
        describeDecision(coup.decisions[k]),
        describeDecision(actual.decisions[k]),
      );
    for (const side of BANQUE_SIDES)
      differ(`${where} ${side} result`, coup.result[side], actual.result[side]);
    return { coup: i + 1, claimed: coup, actual, mismatches };
  });
  return { header, coups };
};

/**
 * Lists every disagreement between the export and `shoe`, the shoe its own seeds build
 * (`buildShoe(claimed)`; the caller builds it, as for the other exports). Input must be well-formed.
 */
export const verifyBanqueExport = (
  claimed: BanqueShoeExport,
  shoe: Shoe,
): { mismatches: Mismatch[]; coupsChecked: number } => {
  const { header, coups } = checkBanqueExport(claimed, shoe);
  return {
    mismatches: [...header, ...coups.flatMap((coup) => coup.mismatches)],
    coupsChecked: claimed.coups.length,
  };
};
