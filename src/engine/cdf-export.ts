/**
 * The `sabot-cdf/1` export of a revealed chemin de fer shoe, and its verification. The header is
 * the `sabot-shoe/1` header; each coup holds both hands, every third-card decision with who made
 * it, the cover and the result from the punter's side. The verifier rebuilds the shoe from its
 * seeds and deals every coup again with the engine, taking the export's free choices, so every
 * card's position, each decision's total, forced decisions, defaults and results are checked.
 */
import { cardCode } from './cards.js';
import { begin, type CdfCoup, type CdfDecision, type DecidedBy, decide } from './cdf.js';
import { CDF_REGLES, type CdfOutcome, type CdfRegle } from './cdf-rules.js';
import type { Chips } from './money.js';
import { buildShoe, isShoeOver, type Shoe } from './shoe.js';
import {
  headerMismatches,
  isCount,
  isRecord,
  type Mismatch,
  type ShoeHeader,
  shoeHeader,
  shoeHeaderProblems,
} from './shoe-export.js';
import type { Action } from './tableau.js';

export const CDF_EXPORT_FORMAT = 'sabot-cdf/1';
/** A chemin de fer coup takes at most six cards, so the cut card must leave at least that many. */
export const CDF_MIN_RESERVE = 6;

export type CdfResult = 'win' | 'lose' | 'tie';

export interface CdfExportedDecision {
  readonly hand: 'punter' | 'banker';
  /** The hand's two-card total when it decided. */
  readonly total: number;
  readonly action: 'card' | 'stand';
  readonly by: DecidedBy;
}

export interface CdfExportedCoup {
  readonly coup: number;
  readonly punter: readonly string[];
  readonly banker: readonly string[];
  readonly decisions: readonly CdfExportedDecision[];
  /** The cover: the accepted stakes, whole chips. */
  readonly stake: number;
  /** From the punter's side. */
  readonly result: CdfResult;
}

export interface CdfShoeExport extends ShoeHeader {
  readonly format: typeof CDF_EXPORT_FORMAT;
  /** Present only for the free règle; absent means the casino règle (`scarne`). */
  readonly regle?: CdfRegle;
  readonly coups: readonly CdfExportedCoup[];
}

/** A coup as the table played it: the cards and decisions, and the cover staked on it. */
export interface CdfPlayedCoup {
  readonly coup: CdfCoup;
  readonly stake: Chips;
}

const RESULT_OF: Record<CdfOutcome, CdfResult> = { punter: 'win', banker: 'lose', tie: 'tie' };
const ACTION_OF: Record<Action, 'card' | 'stand'> = { draw: 'card', stand: 'stand' };

const exportDecision = (d: CdfDecision): CdfExportedDecision => ({
  hand: d.hand,
  total: d.total,
  action: ACTION_OF[d.action],
  by: d.by,
});

export const exportCdfCoup = (number: number, { coup, stake }: CdfPlayedCoup): CdfExportedCoup => ({
  coup: number,
  punter: coup.punter.map(cardCode),
  banker: coup.banker.map(cardCode),
  decisions: coup.decisions.map(exportDecision),
  stake,
  result: RESULT_OF[coup.outcome],
});

/** The export of a shoe's coups, all dealt under one règle (a table changes it only with the shoe). */
export const exportCdfShoe = (shoe: Shoe, played: readonly CdfPlayedCoup[]): CdfShoeExport => {
  const regles = new Set(played.map(({ coup }) => coup.regle));
  if (regles.size > 1) throw new RangeError('one shoe was dealt under two règles');
  const regle = played[0]?.coup.regle ?? 'scarne';
  return {
    format: CDF_EXPORT_FORMAT,
    ...shoeHeader(shoe),
    ...(regle === 'free' ? { regle } : {}),
    coups: played.map((p, i) => exportCdfCoup(i + 1, p)),
  };
};

const isCardList = (value: unknown): boolean =>
  Array.isArray(value) && value.every((code) => typeof code === 'string');

const isDecision = (value: unknown): boolean =>
  isRecord(value) &&
  (value.hand === 'punter' || value.hand === 'banker') &&
  isCount(value.total) &&
  value.total <= 9 &&
  (value.action === 'card' || value.action === 'stand') &&
  (value.by === 'rule' || value.by === 'player' || value.by === 'default');

/** The problems of a parsed value as a `sabot-cdf/1` export; empty when it is well-formed. */
export const cdfExportShapeProblems = (value: unknown): string[] => {
  if (!isRecord(value)) return ['the file is not a JSON object'];
  const problems: string[] = [];
  if (value.format !== CDF_EXPORT_FORMAT) problems.push(`format must be "${CDF_EXPORT_FORMAT}"`);
  problems.push(...shoeHeaderProblems(value, CDF_MIN_RESERVE));
  if (value.regle !== undefined && !(CDF_REGLES as readonly unknown[]).includes(value.regle))
    problems.push(`regle must be one of ${CDF_REGLES.join(', ')}`);
  if (!Array.isArray(value.coups)) problems.push('coups must be an array');
  else
    value.coups.forEach((coup: unknown, i) => {
      const ok =
        isRecord(coup) &&
        isCount(coup.coup) &&
        isCardList(coup.punter) &&
        isCardList(coup.banker) &&
        Array.isArray(coup.decisions) &&
        coup.decisions.every(isDecision) &&
        isCount(coup.stake) &&
        coup.stake >= 1 &&
        (coup.result === 'win' || coup.result === 'lose' || coup.result === 'tie');
      if (!ok) problems.push(`coups[${i}] must have coup, punter, banker, decisions, stake, result`);
    });
  return problems;
};

/** `banker 5 card by default`: one decision, as a mismatch line quotes it. */
const describeDecision = (d: CdfExportedDecision | undefined): string =>
  d === undefined ? 'none' : `${d.hand} ${d.total} ${d.action} by ${d.by}`;

/**
 * Deals the coup at `at` again, taking the export's choice wherever the hand was free (the
 * default where the export has none, or names an action the rule does not allow).
 */
const redeal = (cards: Uint8Array, at: number, regle: CdfRegle, claimed: CdfExportedCoup) => {
  let step = begin(cards, at, regle);
  let k = 0;
  while (step.kind === 'waiting') {
    const { decision } = step;
    const said = claimed.decisions[k++];
    const wanted: Action | undefined =
      said?.hand === decision.hand ? (said.action === 'card' ? 'draw' : 'stand') : undefined;
    const choice =
      wanted !== undefined && decision.choices.includes(wanted) ? wanted : decision.defaultChoice;
    const by = said?.by === 'default' && choice === decision.defaultChoice ? 'default' : 'player';
    step = decide(cards, at, step.state, choice, wanted === undefined ? 'default' : by);
  }
  return step;
};

/** Rebuilds the shoe from the export's seeds and lists every disagreement. Input must be well-formed. */
export const verifyCdfExport = (claimed: CdfShoeExport): { mismatches: Mismatch[]; coupsChecked: number } => {
  const shoe = buildShoe(claimed);
  const mismatches = headerMismatches(claimed, shoe);
  const differ = (where: string, c: string, a: string) => {
    if (c !== a) mismatches.push({ where, claimed: c, actual: a });
  };
  const regle = claimed.regle ?? 'scarne';
  let position = shoe.firstCoupAt;
  claimed.coups.forEach((coup, i) => {
    const where = `coup ${i + 1}`;
    differ(`${where} number`, String(coup.coup), String(i + 1));
    if (isShoeOver(shoe, position)) {
      mismatches.push({ where, claimed: 'a coup', actual: 'the cut card had ended the shoe' });
      return;
    }
    const step = redeal(shoe.cards, position, regle, coup);
    position += step.cardsUsed;
    const actual = exportCdfCoup(i + 1, { coup: step.coup, stake: coup.stake as Chips });
    differ(`${where} punter`, coup.punter.join(' '), actual.punter.join(' '));
    differ(`${where} banker`, coup.banker.join(' '), actual.banker.join(' '));
    const count = Math.max(coup.decisions.length, actual.decisions.length);
    for (let k = 0; k < count; k++)
      differ(
        `${where} decision ${k + 1}`,
        describeDecision(coup.decisions[k]),
        describeDecision(actual.decisions[k]),
      );
    differ(`${where} result`, coup.result, actual.result);
  });
  return { mismatches, coupsChecked: claimed.coups.length };
};
