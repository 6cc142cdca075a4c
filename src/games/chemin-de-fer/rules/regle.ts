/**
 * The drawing rules of chemin de fer as data: the punter's rule, the banker's règle (the Punto
 * Banco tableau with two optional cells) and the free règle with its default, and the comparison
 * of two hands. The dealer (coup.ts), the odds (odds.ts) and the verifier all consult these, so
 * what a view explains is what the bot deals and what the odds count.
 */
import { type Card, handTotal } from '../../../engine/cards.js';
import {
  type Action,
  bankerRuleWhenPlayerDrew,
  bankerRuleWhenPlayerStood,
  isNatural,
} from '../../../engine/tableau.js';

/** `scarne`: the casino règle, banker prompted in two cells only; `free`: the banker chooses in every cell. */
export type CdfRegle = 'scarne' | 'free';
export const CDF_REGLES: readonly CdfRegle[] = ['scarne', 'free'];

/** Why a hand drew or stood, or was free to. Views translate these ids; the engine speaks no language. */
export type CdfRuleId =
  /** The punter draws on 0–4. */
  | 'punter-draws-0-4'
  /** The punter chooses on 5 (default: draw). */
  | 'punter-free-5'
  /** The punter stands on 6–7. */
  | 'punter-stands-6-7'
  /** The punter stood: the banker draws on 0–5. */
  | 'banker-draws-0-5-punter-stood'
  /** The punter stood: the banker stands on 6–7. */
  | 'banker-stands-6-7-punter-stood'
  /** The punter drew: the banker on 0–2 always draws. */
  | 'banker-draws-0-2'
  /** The punter drew: the banker on 3–6 follows the table by the punter's third card. */
  | 'banker-table-draws'
  | 'banker-table-stands'
  /** The punter drew: the banker on 7 always stands. */
  | 'banker-stands-7'
  /** Banker 3 against a third card 9: the banker chooses (default: draw). */
  | 'banker-optional-3v9'
  /** Banker 5 against a third card 4: the banker chooses (default: draw). */
  | 'banker-optional-5v4'
  /** The free règle: the banker chooses in every cell (default: the draw-gain table below). */
  | 'banker-free';

/** What a hand may do at a decision, and what is done for it when nobody answers. */
export interface CdfRuleCall {
  readonly rule: CdfRuleId;
  /** One entry when the rule forces the action, both when the hand is free. */
  readonly choices: readonly Action[];
  readonly defaultChoice: Action;
}

const FORCED_DRAW: readonly Action[] = ['draw'];
const FORCED_STAND: readonly Action[] = ['stand'];
const FREE: readonly Action[] = ['draw', 'stand'];

const forced = (rule: CdfRuleId, action: Action): CdfRuleCall => ({
  rule,
  choices: action === 'draw' ? FORCED_DRAW : FORCED_STAND,
  defaultChoice: action,
});

/** The punter's rule on a two-card total 0–7: draw 0–4, free at 5 (default draw), stand 6–7. */
export const punterRule = (total: number): CdfRuleCall => {
  if (total <= 4) return forced('punter-draws-0-4', 'draw');
  if (total === 5) return { rule: 'punter-free-5', choices: FREE, defaultChoice: 'draw' };
  return forced('punter-stands-6-7', 'stand');
};

/**
 * DRAW_GAIN_273[b][i]: 273 × the banker's expected gain from drawing rather than standing, per unit
 * staked, against one punter hand, with b the banker's two-card total (0–7) and i the column: 0 for
 * "the punter stood", 1 + v for "the punter's third card is worth v". Infinite deck, punter draws on
 * 0–5; test/games/chemin-de-fer/rules/regle.test.ts rebuilds every cell from that definition. The free règle's
 * default draws exactly where the cell is positive.
 */
export const DRAW_GAIN_273: readonly (readonly number[])[] = [
  [126, 253, 261, 219, 177, 135, 125, 147, 169, 191, 213],
  [126, 171, 211, 219, 177, 135, 93, 83, 105, 127, 149],
  [126, 107, 129, 169, 177, 135, 93, 51, 41, 63, 85],
  [126, 43, 65, 87, 127, 135, 93, 51, 9, -1, 21],
  [126, -21, 1, 23, 45, 85, 93, 51, 9, -33, -43],
  [126, -85, -63, -41, -19, 3, 43, 51, 9, -33, -75],
  [21, -117, -127, -105, -83, -61, -39, 1, 9, -33, -75],
  [-189, -117, -159, -169, -147, -125, -103, -81, -41, -33, -75],
];

/** The draw-gain cell for a banker total and what the punter did (null: stood). */
export const drawGain273 = (bankerTotal: number, punterThird: number | null): number =>
  DRAW_GAIN_273[bankerTotal]![punterThird === null ? 0 : punterThird + 1]!;

/** The Punto Banco tableau's rule ids, named for chemin de fer's punter. */
const SCARNE_ID: Record<string, CdfRuleId> = {
  'banker-draws-0-5-player-stood': 'banker-draws-0-5-punter-stood',
  'banker-stands-6-7-player-stood': 'banker-stands-6-7-punter-stood',
  'banker-draws-0-2': 'banker-draws-0-2',
  'banker-table-draws': 'banker-table-draws',
  'banker-table-stands': 'banker-table-stands',
  'banker-stands-7': 'banker-stands-7',
};

/**
 * The banker's rule on a two-card total 0–7, when the punter stood (`punterThird` null) or drew a
 * card worth `punterThird` points. The règle is the Punto Banco tableau, whose cells are taken
 * from tableau.ts, except the two optional cells; the free règle leaves every cell to the banker.
 */
export const bankerRule = (regle: CdfRegle, bankerTotal: number, punterThird: number | null): CdfRuleCall => {
  if (regle === 'free') {
    const defaultChoice: Action = drawGain273(bankerTotal, punterThird) > 0 ? 'draw' : 'stand';
    return { rule: 'banker-free', choices: FREE, defaultChoice };
  }
  if (bankerTotal === 3 && punterThird === 9)
    return { rule: 'banker-optional-3v9', choices: FREE, defaultChoice: 'draw' };
  if (bankerTotal === 5 && punterThird === 4)
    return { rule: 'banker-optional-5v4', choices: FREE, defaultChoice: 'draw' };
  const table =
    punterThird === null
      ? bankerRuleWhenPlayerStood(bankerTotal)
      : bankerRuleWhenPlayerDrew(bankerTotal, punterThird);
  return forced(SCARNE_ID[table.rule]!, table.action);
};

export type CdfOutcome = 'punter' | 'banker' | 'tie';

/** Exactly two cards totalling 8 or 9. A three-card 8 or 9 is not a natural. */
export const isNaturalHand = (cards: readonly Card[]): boolean =>
  cards.length === 2 && isNatural(handTotal(cards));

/**
 * Who wins, from the final hands: a natural beats any hand that is not one (a three-card 9
 * included); two naturals, or two other hands, compare totals; equal totals tie.
 */
export const compareHands = (punter: readonly Card[], banker: readonly Card[]): CdfOutcome => {
  const punterNatural = isNaturalHand(punter);
  const bankerNatural = isNaturalHand(banker);
  if (punterNatural !== bankerNatural) return punterNatural ? 'punter' : 'banker';
  const p = handTotal(punter);
  const b = handTotal(banker);
  return p > b ? 'punter' : b > p ? 'banker' : 'tie';
};
