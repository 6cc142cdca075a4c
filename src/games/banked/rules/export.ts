/**
 * What the banked games' exports (`sabot-banque/1`, `sabot-cdf/1`) share: a third-card decision
 * as exported and checked, the shape check's frame around a game's coups, the export's choice
 * taken again where a hand was free, and the coup-by-coup check against the shoe the export's
 * seeds build. Each game keeps its hands, its stakes and its results.
 *
 * Pure and free of Node modules, like shoe-export.ts: `npm run verify` and the verifier page
 * (docs/verify/) both check banked exports with it.
 */
import { isShoeOver, type Shoe } from '../../../engine/provably-fair.js';
import {
  headerMismatches,
  isCount,
  isRecord,
  type Mismatch,
  type ShoeHeader,
  shoeHeaderProblems,
} from '../../../engine/shoe-export.js';
import type { Action } from '../../../engine/tableau.js';

/** Who made a decision: the rule (forced), the player, or the timeout's default. */
export type ExportedDecidedBy = 'rule' | 'player' | 'default';

export interface ExportedDecision<Hand extends string> {
  readonly hand: Hand;
  /** The hand's two-card total when it decided. */
  readonly total: number;
  readonly action: 'card' | 'stand';
  readonly by: ExportedDecidedBy;
}

const ACTION_OF: Record<Action, 'card' | 'stand'> = { draw: 'card', stand: 'stand' };

/** A played decision as the export writes it. */
export const exportDecision = <Hand extends string>(d: {
  readonly hand: Hand;
  readonly total: number;
  readonly action: Action;
  readonly by: ExportedDecidedBy;
}): ExportedDecision<Hand> => ({ hand: d.hand, total: d.total, action: ACTION_OF[d.action], by: d.by });

export const isCardList = (value: unknown): boolean =>
  Array.isArray(value) && value.every((code) => typeof code === 'string');

/** Whether `value` is an exported decision of one of `hands`. */
export const isExportedDecision =
  (hands: readonly string[]) =>
  (value: unknown): boolean =>
    isRecord(value) &&
    hands.includes(value.hand as string) &&
    isCount(value.total) &&
    value.total <= 9 &&
    (value.action === 'card' || value.action === 'stand') &&
    (value.by === 'rule' || value.by === 'player' || value.by === 'default');

/** What a game's shape check knows: its format, its header's limits, its own fields and coups. */
export interface BankedShape {
  readonly format: string;
  readonly minReserve: number;
  /** The deck counts its shoes may hold; any when absent. */
  readonly decks?: readonly number[];
  /** The problems of the game's own top-level fields. */
  readonly fields?: (value: Record<string, unknown>) => string[];
  readonly isCoup: (coup: Record<string, unknown>) => boolean;
  /** What a coup must have, as the problem names it. */
  readonly coupFields: string;
}

/** The problems of a parsed value as one game's export; empty when it is well-formed. */
export const bankedShapeProblems = (value: unknown, shape: BankedShape): string[] => {
  if (!isRecord(value)) return ['the file is not a JSON object'];
  const problems: string[] = [];
  if (value.format !== shape.format) problems.push(`format must be "${shape.format}"`);
  problems.push(...shoeHeaderProblems(value, shape.minReserve, shape.decks));
  problems.push(...(shape.fields?.(value) ?? []));
  if (!Array.isArray(value.coups)) problems.push('coups must be an array');
  else
    value.coups.forEach((coup: unknown, i) => {
      if (!(isRecord(coup) && isCount(coup.coup) && shape.isCoup(coup)))
        problems.push(`coups[${i}] must have ${shape.coupFields}`);
    });
  return problems;
};

/** A decision the coup waits for, as the engine asks it. */
export interface FreeDecision {
  readonly choices: readonly Action[];
  readonly defaultChoice: Action;
}

/**
 * The choice to deal again where the export says `said` for this decision: the export's own where
 * the rule allows it, the default otherwise (or where it says nothing), and who made it.
 */
export const replayedChoice = (
  decision: FreeDecision,
  said: ExportedDecision<string> | undefined,
): { choice: Action; by: 'player' | 'default' } => {
  const wanted: Action | undefined =
    said === undefined ? undefined : said.action === 'card' ? 'draw' : 'stand';
  const choice = wanted !== undefined && decision.choices.includes(wanted) ? wanted : decision.defaultChoice;
  const by = said?.by === 'default' && choice === decision.defaultChoice ? 'default' : 'player';
  return { choice, by: wanted === undefined ? 'default' : by };
};

/** `banker 5 card by default`: one decision, as a mismatch line quotes it. */
const describeDecision = (d: ExportedDecision<string> | undefined): string =>
  d === undefined ? 'none' : `${d.hand} ${d.total} ${d.action} by ${d.by}`;

interface BankedExportedCoup {
  readonly coup: number;
  readonly decisions: readonly ExportedDecision<string>[];
}

/** One coup of an export beside the coup the shoe deals there with the export's own choices. */
export interface BankedCoupCheck<Coup> {
  /** The coup's place in the export, 1 for the first. */
  readonly coup: number;
  readonly claimed: Coup;
  /** What the shoe deals there; undefined when the cut card had already ended the shoe. */
  readonly actual: Coup | undefined;
  /** Where the coup differs from it: its number, hands, decisions, results; empty when it holds. */
  readonly mismatches: readonly Mismatch[];
}

/** An export checked against the shoe its seeds build: the header, then coup by coup. */
export interface BankedExportCheck<Coup> {
  /** The commitment and the burn. */
  readonly header: readonly Mismatch[];
  readonly coups: readonly BankedCoupCheck<Coup>[];
}

/** How a game deals a coup again and names what a mismatch line compares. */
export interface BankedRedeal<Coup> {
  /** Deals the coup at `at` again with the export's choices: the coup as exported, and its cards. */
  readonly redeal: (
    cards: Uint8Array,
    at: number,
    claimed: Coup,
    number: number,
  ) => { actual: Coup; cardsUsed: number };
  /** The hands' cards, by the name a mismatch gives them. */
  readonly hands: (coup: Coup) => readonly (readonly [string, readonly string[]])[];
  /** The results, by the name a mismatch gives them. */
  readonly results: (coup: Coup) => readonly (readonly [string, string])[];
}

/**
 * Checks every claim of a well-formed export against `shoe`, the shoe its own seeds build
 * (`shoeSteps(claimed)`, hashed by the caller: node:crypto for `npm run verify`, WebCrypto on the
 * verifier page), dealing each coup again with its own choices.
 */
export const checkBankedExport = <Coup extends BankedExportedCoup>(
  claimed: ShoeHeader & { readonly coups: readonly Coup[] },
  shoe: Shoe,
  game: BankedRedeal<Coup>,
): BankedExportCheck<Coup> => {
  const header = headerMismatches(claimed, shoe);
  let position = shoe.firstCoupAt;
  const coups = claimed.coups.map((coup, i): BankedCoupCheck<Coup> => {
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
    const { actual, cardsUsed } = game.redeal(shoe.cards, position, coup, i + 1);
    position += cardsUsed;
    const actualHands = new Map(game.hands(actual));
    for (const [hand, cards] of game.hands(coup))
      differ(`${where} ${hand}`, cards.join(' '), actualHands.get(hand)!.join(' '));
    const count = Math.max(coup.decisions.length, actual.decisions.length);
    for (let k = 0; k < count; k++)
      differ(
        `${where} decision ${k + 1}`,
        describeDecision(coup.decisions[k]),
        describeDecision(actual.decisions[k]),
      );
    const actualResults = new Map(game.results(actual));
    for (const [what, result] of game.results(coup))
      differ(`${where} ${what}`, result, actualResults.get(what)!);
    return { coup: i + 1, claimed: coup, actual, mismatches };
  });
  return { header, coups };
};

/** Every disagreement between a well-formed export and its shoe, in one list. */
export const bankedMismatches = <Coup>(
  check: BankedExportCheck<Coup>,
  coupsChecked: number,
): { mismatches: Mismatch[]; coupsChecked: number } => ({
  mismatches: [...check.header, ...check.coups.flatMap((coup) => coup.mismatches)],
  coupsChecked,
});
