/**
 * The `sabot-cdf/1` export of a revealed chemin de fer shoe, and its verification. The header is
 * the `sabot-shoe/1` header; each coup holds both hands, every third-card decision with who made
 * it, the cover and the result from the punter's side. The verifier rebuilds the shoe from its
 * seeds and deals every coup again with the engine, taking the export's free choices, so every
 * card's position, each decision's total, forced decisions, defaults and results are checked.
 *
 * Pure and free of Node modules, like shoe-export.ts: `npm run verify` and the verifier page
 * (docs/verify/) both check chemin de fer exports with it.
 */
import { cardCode } from '../../../engine/cards.js';
import type { Chips } from '../../../engine/money.js';
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
import { begin, type CdfCoup, type CdfDecision, type DecidedBy, decide } from './coup.js';
import { CDF_REGLES, type CdfOutcome, type CdfRegle } from './regle.js';

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

/** One coup of an export beside the coup the shoe deals there with the export's own choices. */
export interface CoupCheck {
  /** The coup's place in the export, 1 for the first. */
  readonly coup: number;
  readonly claimed: CdfExportedCoup;
  /** What the shoe deals there; undefined when the cut card had already ended the shoe. */
  readonly actual: CdfExportedCoup | undefined;
  /** Where the coup differs from it, in the order `verifyCdfExport` lists them; empty when it holds. */
  readonly mismatches: readonly Mismatch[];
}

/** A chemin de fer export checked against the shoe its seeds build: the header, then coup by coup. */
export interface CdfExportCheck {
  /** The commitment and the burn. */
  readonly header: readonly Mismatch[];
  readonly coups: readonly CoupCheck[];
}

/**
 * Checks every claim of a well-formed export against `shoe`, the shoe its own seeds and settings
 * build (`shoeSteps(claimed)`, hashed by the caller), dealing each coup again with its own choices.
 */
export const checkCdfExport = (claimed: CdfShoeExport, shoe: Shoe): CdfExportCheck => {
  const header = headerMismatches(claimed, shoe);
  const regle = claimed.regle ?? 'scarne';
  let position = shoe.firstCoupAt;
  const coups = claimed.coups.map((coup, i): CoupCheck => {
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
    return { coup: i + 1, claimed: coup, actual, mismatches };
  });
  return { header, coups };
};

/** Every disagreement between a well-formed export and `shoe`, the shoe its seeds build, in one list. */
export const verifyCdfExport = (
  claimed: CdfShoeExport,
  shoe: Shoe,
): { mismatches: Mismatch[]; coupsChecked: number } => {
  const { header, coups } = checkCdfExport(claimed, shoe);
  return {
    mismatches: [...header, ...coups.flatMap((coup) => coup.mismatches)],
    coupsChecked: claimed.coups.length,
  };
};
