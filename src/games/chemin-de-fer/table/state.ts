/**
 * What a chemin de fer table keeps between coups, as plain JSON in `TableRecord.gameState`: the
 * seats in passing order, who holds the shoe, the bank in play, banco suivi, the offers placed
 * against the bank, and, while a coup is dealt, the cover the bank accepted; la suite while a
 * passed bank is on offer, and who is absent.
 */

import { addCents, type Cents, type Chips, centsOf, chips, ZERO_CENTS } from '../../../engine/money.js';
import type { RoundRules } from '../../../table/state.js';
import type { CdfCover, CdfOffer } from '../rules/bank.js';
import type { CdfRegle } from '../rules/regle.js';
import { cdfOptionsOf } from './settings.js';

export interface CdfTableState {
  /** Seated players in passing order; the banker's right is the next seat. */
  readonly seats: readonly string[];
  /** Who holds the shoe: offered the bank, or banking it; null while nobody is seated. */
  readonly holder: string | null;
  /** The holder once he has opened a bank; null while the bank is only offered. */
  readonly banker: string | null;
  /** The bank in play (cents); 0 while no bank is open. */
  readonly bankCents: Cents;
  /** Who may banco first against this bank: the punter who held the last hand against it. */
  readonly suivi: string | null;
  /** Offers placed against the bank, in placing order, their chips already out of the wallets. */
  readonly offers: readonly CdfOffer[];
  /** What the bank accepted at the deal, while the coup is played; null between coups. */
  readonly cover: CdfCover | null;
  /** La suite: a bank passed by choice, on offer to the seated players until its deadline. */
  readonly suite: CdfSuite | null;
  /** Seated players marked absent: they timed out on two decisions in a row. */
  readonly absent: readonly string[];
  /** Decisions each player has let time out in a row (absent from two). */
  readonly timeouts: Readonly<Record<string, number>>;
}

/** A seated player's claim on la suite: the bank's amount is out of his wallet until it resolves. */
export interface CdfSuiteClaim {
  readonly userId: string;
  /** His wallet once the claim was put up, for the bank-opened event. */
  readonly balanceCents: Cents;
}

/** La suite on offer: `from` passed a bank of `bankCents`; the first claimant in `order` takes it. */
export interface CdfSuite {
  readonly from: string;
  readonly bankCents: Cents;
  /** ms since the epoch: from then on the table's timer resolves it. */
  readonly deadline: number;
  /** Who is offered it, in priority order: the seats from `from`'s right when he passed. */
  readonly order: readonly string[];
  readonly claims: readonly CdfSuiteClaim[];
  readonly declined: readonly string[];
}

/** How long la suite is on offer (docs/chemin-de-fer.md, "The bank and the stakes"). */
export const SUITE_MS = 15_000;

export const EMPTY_CDF_STATE: CdfTableState = {
  seats: [],
  holder: null,
  banker: null,
  bankCents: ZERO_CENTS,
  suivi: null,
  offers: [],
  cover: null,
  suite: null,
  absent: [],
  timeouts: {},
};

/**
 * The table's state, or a fresh one on a table that has never dealt chemin de fer; a state stored
 * before la suite and absences existed reads with none.
 */
export const cdfStateOf = (state: unknown): CdfTableState =>
  state === null || state === undefined
    ? EMPTY_CDF_STATE
    : { ...EMPTY_CDF_STATE, ...(state as Partial<CdfTableState>) };

/**
 * What the state holds for each player: the banker's bank, each offer, each stake the bank
 * accepted for the coup in play, and each claim on la suite (the bank's amount, put up).
 */
export const cdfHoldings = (state: CdfTableState): Map<string, Cents> => {
  const held = new Map<string, Cents>();
  const hold = (userId: string, cents: Cents) => {
    if (cents !== 0) held.set(userId, addCents(held.get(userId) ?? ZERO_CENTS, cents));
  };
  // A bank is never without its banker; if a state ever held one, it is nobody's ('').
  hold(state.banker ?? '', state.bankCents);
  for (const offer of state.offers) hold(offer.userId, centsOf(offer.amount));
  for (const acceptance of state.cover?.acceptances ?? [])
    hold(acceptance.userId, centsOf(acceptance.accepted));
  for (const claim of state.suite?.claims ?? []) hold(claim.userId, state.suite!.bankCents);
  return held;
};

/** Every player whose chips the state holds or may move. */
export const cdfPlayersOf = (state: CdfTableState): string[] => [
  ...new Set([
    ...state.seats,
    ...(state.banker ? [state.banker] : []),
    ...state.offers.map((offer) => offer.userId),
    ...(state.cover?.acceptances.map((a) => a.userId) ?? []),
    ...(state.suite?.claims.map((claim) => claim.userId) ?? []),
  ]),
];

/** The game's id, under which the table keeps its options. */
export const CHEMIN_DE_FER = 'chemin-de-fer';

/** The figures chemin de fer plays by at this table, from the round's rules. */
export interface CdfTableRules {
  readonly tableMin: Chips;
  readonly bankMin: Chips;
  readonly bankMax: Chips | null;
  readonly commissionBp: number;
  readonly regle: CdfRegle;
  readonly suite: boolean;
}

export const cdfRulesOf = (rules: RoundRules): CdfTableRules => {
  const bank = cdfOptionsOf(rules.gameOptions?.[CHEMIN_DE_FER]);
  const tableMin = rules.limits.min;
  return {
    tableMin,
    bankMin: bank.bankMin ?? chips(10 * tableMin),
    bankMax: bank.bankMax,
    commissionBp: bank.commissionBp,
    regle: bank.regle,
    suite: bank.suite,
  };
};

/**
 * The seat the shoe goes to after `userId`: the next one in passing order that is not absent, or
 * the next one at all when every other seat is absent; null when nobody else is seated.
 */
export const nextHolder = (state: CdfTableState, userId: string): string | null => {
  const at = state.seats.indexOf(userId);
  for (let i = 1; i <= state.seats.length; i++) {
    const next = state.seats[(Math.max(at, -1) + i) % state.seats.length]!;
    if (next !== userId && !state.absent.includes(next)) return next;
  }
  return seatAfter(state.seats, userId);
};

/** The seat after `userId` in passing order, or null when nobody else is seated. */
export const seatAfter = (seats: readonly string[], userId: string): string | null => {
  const at = seats.indexOf(userId);
  if (at < 0) return seats[0] ?? null;
  for (let i = 1; i < seats.length; i++) {
    const next = seats[(at + i) % seats.length]!;
    if (next !== userId) return next;
  }
  return null;
};
