/** What the views of the player-banked games (chemin de fer, banque) share. */

import { DECISION_CHOICES, type DecisionChoice } from '../../../discord/custom-ids.js';
import { formatPercent, type Locale, t } from '../../../discord/i18n/index.js';
import { DENOMINATIONS } from '../../../discord/views/shared.js';
import { type Cents, type Chips, centsOf, centsOfNullable, percentDigits } from '../../../engine/money.js';
import type { BanqueRuleId } from '../../banque/rules/coup.js';
import type { CdfRuleId } from '../../chemin-de-fer/rules/regle.js';

/** A face-down card: a plain block, which every font Discord uses can draw (the playing-card back 🂠 is missing from them). */
export const CARD_BACK = '▮';

/** The chips a stake may be: the usual denominations from the table minimum to what the bank covers. */
export const stakeValues = (tableMin: Chips, cap: Chips): Chips[] => {
  const values = [...new Set([tableMin, ...DENOMINATIONS, cap])]
    .filter((v) => v >= tableMin && v <= cap)
    .sort((a, b) => a - b);
  return values.length <= 25 ? values : [...values.slice(0, 24), cap];
};

/** Basis points as the reader's percentage: 500 → `5%`, 125 → `1,25 %`. */
export const commissionText = (locale: Locale, basisPoints: number): string =>
  formatPercent(locale, percentDigits(basisPoints));

/** What a banked table's terms are made of: its minimum stake, its bank's limits and commission. */
export interface BankRules {
  readonly tableMin: Chips;
  readonly bankMin: Chips;
  readonly bankMax: Chips | null;
  readonly commissionBp: number;
}

/** A banked table's terms as its words take them: figures in cents, the commission as the reader writes it. */
export const bankTerms = (
  locale: Locale,
  rules: BankRules,
): { min: Cents; bankMin: Cents; bankMax: Cents | null; commission: string } => ({
  min: centsOf(rules.tableMin),
  bankMin: centsOf(rules.bankMin),
  bankMax: centsOfNullable(rules.bankMax),
  commission: commissionText(locale, rules.commissionBp),
});

/** Who answers a decision in the player-banked games: the punter holding a hand, or the banker. */
export type Decider = 'punter' | 'banker';

/** Whom each rule of chemin de fer and banque asks (a decision's `kind` is its rule). */
const DECIDER_OF_RULE: Readonly<Record<BanqueRuleId | CdfRuleId, Decider>> = {
  'punter-draws-0-4': 'punter',
  'punter-free-5': 'punter',
  'punter-stands-6-7': 'punter',
  'banque-default-score': 'banker',
  'banker-draws-0-5-punter-stood': 'banker',
  'banker-stands-6-7-punter-stood': 'banker',
  'banker-draws-0-2': 'banker',
  'banker-table-draws': 'banker',
  'banker-table-stands': 'banker',
  'banker-stands-7': 'banker',
  'banker-optional-3v9': 'banker',
  'banker-optional-5v4': 'banker',
  'banker-free': 'banker',
};

/** Whom a decision of this kind asks; undefined for a kind neither game has. */
export const deciderOfRule = (kind: string | undefined): Decider | undefined =>
  kind !== undefined && Object.hasOwn(DECIDER_OF_RULE, kind)
    ? DECIDER_OF_RULE[kind as keyof typeof DECIDER_OF_RULE]
    : undefined;

export const isDecisionChoice = (choice: string): choice is DecisionChoice =>
  (DECISION_CHOICES as readonly string[]).includes(choice);

/**
 * A decision button's label: Stand, and for a card Card when a punter is asked, Draw when the
 * banker is. Refusals name the choices with the same words.
 */
export const decisionLabel = (locale: Locale, choice: DecisionChoice, decider: Decider): string =>
  choice === 'stand'
    ? t(locale, 'cdf.button.stand')
    : decider === 'punter'
      ? t(locale, 'cdf.button.card')
      : t(locale, 'cdf.button.draw');
