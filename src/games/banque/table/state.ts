/**
 * What a banque table keeps between coups, as plain JSON in `TableRecord.gameState`: the auction
 * for the bank while none runs, the banker with his bank and maximum stake, the right and left
 * queues (the first in each holds that tableau's cards), the stakes and banco calls asked for this
 * coup (their chips already out of the wallets), the centre items frozen by earlier coups, and,
 * while a coup is played, what the bank accepted at the close of betting.
 */

import { addCents, type Cents, type Chips, centsOf, chips, ZERO_CENTS } from '../../../engine/money.js';
import type { RoundRules } from '../../../table/state.js';
import {
  type BancoCall,
  type BanqueBid,
  type BanqueCover,
  type BanqueQueues,
  type BanqueRequest,
  bancoAmount,
} from '../rules/bank.js';
import type { CentreItem } from '../rules/centre.js';
import { type BanqueTenure, banqueOptionsOf } from './settings.js';

/** A bid for the bank: its chips are out of the bidder's wallet until the auction resolves. */
export interface BanqueAuction {
  /** Bids in the order placed (a raised bid goes to the back: a tie goes to the earliest). */
  readonly bids: readonly BanqueBid[];
  /** ms since the epoch, set by the first bid; from then on the table's timer resolves it. */
  readonly deadline: number | null;
}

export interface BanqueTableState {
  /** The auction while no bank runs; null while one does. */
  readonly auction: BanqueAuction | null;
  readonly banker: string | null;
  /** The bank (cents); 0 while no bank runs. */
  readonly bankCents: Cents;
  /** The banker's maximum stake; null: an open bank, or no bank. */
  readonly maxStake: Chips | null;
  readonly queues: BanqueQueues;
  /** Stakes asked for this coup, in placement order; at most one per player and position. */
  readonly requests: readonly BanqueRequest[];
  /** Banco calls this coup, in the order called; each put up the banco amount. */
  readonly bancos: readonly BancoCall[];
  /** Centre items frozen by earlier coups of this bank, oldest first. */
  readonly frozen: readonly CentreItem[];
  /** What the bank accepted at the deal, while the coup is played; null between coups. */
  readonly cover: BanqueCover | null;
  /** Betting windows in a row that closed with nothing accepted and nothing frozen (three end the bank). */
  readonly idleWindows: number;
  /** Seated players (and the banker) marked absent: two decisions in a row timed out. */
  readonly absent: readonly string[];
  readonly timeouts: Readonly<Record<string, number>>;
}

export const EMPTY_BANQUE_STATE: BanqueTableState = {
  auction: { bids: [], deadline: null },
  banker: null,
  bankCents: ZERO_CENTS,
  maxStake: null,
  queues: { right: [], left: [] },
  requests: [],
  bancos: [],
  frozen: [],
  cover: null,
  idleWindows: 0,
  absent: [],
  timeouts: {},
};

export const banqueStateOf = (state: unknown): BanqueTableState =>
  state === null || state === undefined
    ? EMPTY_BANQUE_STATE
    : { ...EMPTY_BANQUE_STATE, ...(state as Partial<BanqueTableState>) };

/**
 * What the state holds for each player, in cents: his bids, the banker's bank, stakes and bancos
 * asked for, frozen centre items, and what the bank accepted of his for the coup in play (frozen
 * items are in the cover's centre too, so the cover counts only its acceptances).
 */
export const banqueHoldings = (state: BanqueTableState): Map<string, Cents> => {
  const held = new Map<string, Cents>();
  const hold = (userId: string, cents: Cents) => {
    if (cents !== 0) held.set(userId, addCents(held.get(userId) ?? ZERO_CENTS, cents));
  };
  for (const bid of state.auction?.bids ?? []) hold(bid.userId, centsOf(bid.amount));
  // A bank is never without its banker; if a state ever held one, it is nobody's ('').
  hold(state.banker ?? '', state.bankCents);
  for (const request of state.requests) hold(request.userId, centsOf(request.amount));
  for (const banco of state.bancos) hold(banco.userId, centsOf(banco.amount));
  for (const item of state.frozen) hold(item.owner, centsOf(item.amount));
  for (const acceptance of state.cover?.acceptances ?? [])
    hold(acceptance.userId, centsOf(acceptance.accepted));
  return held;
};

/** Every player whose chips the state holds or may move. */
export const banquePlayersOf = (state: BanqueTableState): string[] => [
  ...new Set([
    ...(state.auction?.bids.map((bid) => bid.userId) ?? []),
    ...(state.banker ? [state.banker] : []),
    ...state.queues.right,
    ...state.queues.left,
    ...state.requests.map((r) => r.userId),
    ...state.bancos.map((b) => b.userId),
    ...state.frozen.map((item) => item.owner),
    ...(state.cover?.acceptances.map((a) => a.userId) ?? []),
    ...(state.cover?.centre.map((item) => item.owner) ?? []),
  ]),
];

/** The game's id, under which the table keeps its options. */
export const BANQUE = 'banque';

/** The figures banque plays by at this table, from the round's rules. */
export interface BanqueTableRules {
  readonly tableMin: Chips;
  readonly tableMax: Chips;
  readonly bankMin: Chips;
  readonly bankMax: Chips | null;
  readonly commissionBp: number;
  readonly openBank: boolean;
  readonly bancoAllowed: boolean;
  readonly tenure: BanqueTenure;
  readonly auctionSeconds: number;
}

export const banqueRulesOf = (rules: RoundRules): BanqueTableRules => {
  const options = banqueOptionsOf(rules.gameOptions?.[BANQUE]);
  const tableMin = rules.limits.min;
  return {
    tableMin,
    tableMax: rules.limits.max,
    bankMin: options.bankMin ?? chips(20 * tableMin),
    bankMax: options.bankMax,
    commissionBp: options.commissionBp,
    openBank: options.openBank,
    bancoAllowed: options.bancoAllowed,
    tenure: options.tenure,
    auctionSeconds: options.auctionSeconds,
  };
};

/** What a banco against the bank puts up now: all it covers beyond its frozen items. */
export const bancoNow = (state: BanqueTableState): Chips => bancoAmount(state.bankCents, state.frozen);

/** The side a punter is queued on, or null. */
export const sideOf = (state: BanqueTableState, userId: string): 'right' | 'left' | null =>
  state.queues.right.includes(userId) ? 'right' : state.queues.left.includes(userId) ? 'left' : null;
