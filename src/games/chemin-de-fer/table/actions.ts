/**
 * What players do at a chemin de fer table between deals: sit and leave, open the bank or decline
 * it, pass the bank, offer against it (banco, avec la table, a partial stake) or take an offer
 * back, and take or decline la suite. Each action is validated here and answered with the chips
 * to move; the table moves them. Refusals change nothing. A player's own action clears his
 * absence.
 */

import { type Cents, type Chips, centsOf, wholeChipsIn } from '../../../engine/money.js';
import { isRejection, parseWholeChips } from '../../../table/amounts.js';
import type { TableEvent } from '../../../table/events.js';
import type { BankedInput, BankedStep, WalletMove } from '../../../table/game.js';
import { type Rejection, reject } from '../../../table/rejections.js';
import { MAX_SEATS } from '../../../table/state.js';
import { bankedStep, clearingAbsence, isActionOf } from '../../banked/table/actions.js';
import { bankCap, type CdfOffer, type CdfOfferKind, offerAmount, openingProblem } from '../rules/bank.js';
import { type CdfTableState, cdfRulesOf, cdfStateOf, nextHolder, SUITE_MS } from './state.js';
import { claimSuite, declineSuite, dropSuiteClaim, resolveSuite } from './suite.js';

/** The actions a player may send, by `kind`. */
export const CDF_ACTIONS = [
  'sit',
  'leave',
  'open-bank',
  'decline',
  'banque-passe',
  'banco',
  'avec-la-table',
  'stake',
  'withdraw',
  'take-suite',
  'decline-suite',
] as const;
export type CdfActionKind = (typeof CDF_ACTIONS)[number];

const isAction = isActionOf(CDF_ACTIONS);

export const step: (state: CdfTableState, moves?: WalletMove[], events?: TableEvent[]) => BankedStep =
  bankedStep;

/** Every offer goes home: the moves and events, and the offers left (none). */
export const refundOffers = (
  offers: readonly CdfOffer[],
  reason: 'bank-passed' | 'left' | 'withdrawn' | 'table-closed',
): { moves: WalletMove[]; events: TableEvent[] } => ({
  moves: offers.map((offer) => ({ userId: offer.userId, cents: centsOf(offer.amount) })),
  events: offers.map((offer) => ({
    type: 'cdf-offer-refunded',
    userId: offer.userId,
    cents: centsOf(offer.amount),
    reason,
  })),
});

/**
 * The bank ends between coups (la banque passe, or the banker left): the bank goes back to the
 * banker, every offer home, and the shoe to the next seat; or, when the banker passed by choice
 * at a table with la suite, the same bank is first offered to the seated players (`suiteUntil`).
 */
const endBank = (
  state: CdfTableState,
  reason: 'banque-passe' | 'left',
  seatsAfter: readonly string[],
  suiteUntil: number | null = null,
): BankedStep => {
  const banker = state.banker!;
  const refunds = refundOffers(state.offers, reason === 'left' ? 'left' : 'bank-passed');
  const moves = [{ userId: banker, cents: state.bankCents }, ...refunds.moves];
  const returned: TableEvent = { type: 'cdf-bank-returned', banker, cents: state.bankCents, reason };
  const ended = { ...state, seats: seatsAfter, banker: null, bankCents: 0 as Cents, suivi: null, offers: [] };
  const order = seatsAfter.filter((seat) => seat !== banker);
  if (suiteUntil !== null && order.length > 0) {
    const at = seatsAfter.indexOf(banker);
    const suite = {
      from: banker,
      bankCents: state.bankCents,
      deadline: suiteUntil,
      // Priority from the passer's right, as for banco.
      order: [...seatsAfter.slice(at + 1), ...seatsAfter.slice(0, at)],
      claims: [],
      declined: [],
    };
    return step({ ...ended, holder: banker, suite }, moves, [returned, ...refunds.events]);
  }
  const to = nextHolder({ ...state, seats: seatsAfter }, banker);
  const holder = to ?? (seatsAfter.includes(banker) ? banker : null);
  return step({ ...ended, holder }, moves, [
    returned,
    ...refunds.events,
    { type: 'cdf-shoe-passed', from: banker, to: holder, reason },
  ]);
};

const sit = (state: CdfTableState, userId: string, open: boolean): BankedStep | Rejection => {
  if (state.seats.includes(userId)) return reject('cdf/already-seated');
  if (!open) return reject('table/closed');
  if (state.seats.length >= MAX_SEATS) return reject('table/full', { seats: MAX_SEATS });
  const seats = [...state.seats, userId];
  const events: TableEvent[] = [{ type: 'cdf-seated', userId, seats }];
  if (state.holder !== null) return step({ ...state, seats }, [], events);
  events.push({ type: 'cdf-shoe-passed', from: null, to: userId, reason: 'first-seat' });
  return step({ ...state, seats, holder: userId }, [], events);
};

const leave = (state: CdfTableState, userId: string): BankedStep | Rejection => {
  if (!state.seats.includes(userId)) return reject('cdf/not-seated');
  const inCoup = state.cover?.acceptances.some((a) => a.userId === userId && a.accepted > 0) ?? false;
  if (state.cover && (state.banker === userId || inCoup)) return reject('cdf/in-play');
  const seats = state.seats.filter((seat) => seat !== userId);
  const left: TableEvent = { type: 'cdf-left', userId, seats };
  if (state.banker === userId) {
    const ended = endBank(state, 'left', seats);
    return { ...ended, events: [left, ...ended.events] };
  }
  if (state.suite) {
    // The suite stays on offer to those still seated; a claim of his goes home.
    const dropped = dropSuiteClaim({ ...state, seats }, userId, 'left');
    const resolved = resolveSuite(dropped.state as CdfTableState, false);
    return {
      state: resolved.state,
      moves: [...dropped.moves, ...resolved.moves],
      events: [left, ...dropped.events, ...resolved.events],
    };
  }
  const own = state.offers.filter((offer) => offer.userId === userId);
  const refunds = refundOffers(own, 'left');
  const events: TableEvent[] = [left, ...refunds.events];
  let holder = state.holder;
  if (holder === userId) {
    holder = nextHolder(state, userId);
    events.push({ type: 'cdf-shoe-passed', from: userId, to: holder, reason: 'left' });
  }
  const offers = state.offers.filter((offer) => offer.userId !== userId);
  const suivi = state.suivi === userId ? null : state.suivi;
  return step({ ...state, seats, holder, offers, suivi }, refunds.moves, events);
};

const openBank = (state: CdfTableState, input: BankedInput, amount: unknown): BankedStep | Rejection => {
  const { userId } = input;
  if (!input.open) return reject('table/closed');
  if (!state.seats.includes(userId)) return reject('cdf/not-seated');
  if (state.banker !== null) return reject('cdf/bank-open');
  if (state.holder !== userId || state.suite) return reject('cdf/not-your-turn');
  const chips = parseWholeChips(amount);
  if (isRejection(chips)) return chips;
  const rules = cdfRulesOf(input.rules);
  const problem = openingProblem(chips, rules, input.balanceCents);
  if (problem === 'bank/below-min') return reject('cdf/bank-below-min', { min: rules.bankMin });
  if (problem === 'bank/above-max') return reject('cdf/bank-above-max', { max: rules.bankMax! });
  if (problem === 'bank/above-wallet')
    return reject('cdf/bank-above-wallet', { balance: input.balanceCents });
  const bankCents = centsOf(chips);
  return step(
    { ...state, banker: userId, bankCents, suivi: null },
    [{ userId, cents: -bankCents as Cents }],
    [
      {
        type: 'cdf-bank-opened',
        banker: userId,
        bankCents,
        balanceCents: (input.balanceCents - bankCents) as Cents,
      },
    ],
  );
};

const decline = (state: CdfTableState, userId: string): BankedStep | Rejection => {
  if (!state.seats.includes(userId)) return reject('cdf/not-seated');
  if (state.banker !== null) return reject('cdf/bank-open');
  if (state.holder !== userId || state.suite) return reject('cdf/not-your-turn');
  const holder = nextHolder(state, userId) ?? userId;
  return step(
    { ...state, holder },
    [],
    [{ type: 'cdf-shoe-passed', from: userId, to: holder, reason: 'declined' }],
  );
};

const banquePasse = (state: CdfTableState, input: BankedInput): BankedStep | Rejection => {
  if (state.banker === null) return reject('cdf/no-bank');
  if (state.banker !== input.userId) return reject('cdf/not-your-turn');
  if (state.cover) return reject('round/coup-in-play');
  const suite = cdfRulesOf(input.rules).suite && input.open;
  return endBank(state, 'banque-passe', state.seats, suite ? input.now + SUITE_MS : null);
};

/** Where a player stands for banco: banco suivi first, then seat order from the banker's right. */
const bancoRank = (state: CdfTableState, userId: string): number => {
  if (userId === state.suivi) return -1;
  const at = state.seats.indexOf(userId);
  const from = state.seats.indexOf(state.banker!);
  return (at - from + state.seats.length) % state.seats.length;
};

const offer = (
  state: CdfTableState,
  input: BankedInput,
  kind: CdfOfferKind,
  requested: unknown,
): BankedStep | Rejection => {
  const { userId } = input;
  if (!input.open) return reject('table/closed');
  if (state.banker === null) return reject('cdf/no-bank');
  if (state.cover) return reject('round/coup-in-play');
  if (userId === state.banker) return reject('cdf/banker-cannot-bet');
  if (state.offers.some((o) => o.userId === userId)) return reject('cdf/already-offered');
  const rules = cdfRulesOf(input.rules);
  let amount = kind === 'stake' ? parseWholeChips(requested) : offerAmount(kind, state.bankCents);
  if (isRejection(amount)) return amount;
  if (kind !== 'stake') {
    // Only seated players may take on the bank alone or half of it.
    if (!state.seats.includes(userId)) return reject('cdf/not-seated');
    const ahead = state.offers.some(
      (o) => o.kind === 'banco' && bancoRank(state, o.userId) < bancoRank(state, userId),
    );
    if (kind === 'banco' && ahead) return reject('cdf/banco-taken');
  } else {
    if (amount < rules.tableMin) return reject('cdf/stake-below-min', { min: rules.tableMin });
    const cap = bankCap(state.bankCents);
    if (amount > cap) return reject('cdf/stake-above-bank', { max: cap });
  }
  amount = amount as typeof amount;
  const cost = centsOf(amount);
  if (cost > input.balanceCents && kind !== 'stake') {
    // Banco's and avec la table's amounts are the bank's: say what he can choose instead.
    const wallet = wholeChipsIn(input.balanceCents);
    const half = offerAmount('avec-la-table', state.bankCents);
    const upTo = Math.min(wallet, bankCap(state.bankCents)) as Chips;
    return reject('bet/banco-above-wallet', {
      balance: input.balanceCents,
      needed: cost,
      kind,
      avec: kind === 'banco' && half <= wallet ? half : null,
      stakeUpTo: upTo >= rules.tableMin ? upTo : null,
    });
  }
  if (cost > input.balanceCents)
    return reject('bet/not-enough-chips', { balance: input.balanceCents, needed: cost });
  const placed: CdfOffer = { userId, kind, amount };
  return {
    state: { ...state, offers: [...state.offers, placed] },
    moves: [{ userId, cents: -cost as Cents }],
    events: [
      { type: 'cdf-offer-placed', userId, kind, amount, balanceCents: (input.balanceCents - cost) as Cents },
    ],
    armTimer: state.offers.length === 0,
  };
};

const withdraw = (state: CdfTableState, userId: string): BankedStep | Rejection => {
  if (state.cover) return reject('round/coup-in-play');
  if (state.suite?.claims.some((claim) => claim.userId === userId)) {
    const dropped = dropSuiteClaim(state, userId, 'withdrawn');
    const resolved = resolveSuite(dropped.state as CdfTableState, false);
    return {
      state: resolved.state,
      moves: [...dropped.moves, ...resolved.moves],
      events: [...dropped.events, ...resolved.events],
    };
  }
  const own = state.offers.filter((o) => o.userId === userId);
  if (own.length === 0) return reject('cdf/no-offer');
  const refunds = refundOffers(own, 'withdrawn');
  return step(
    { ...state, offers: state.offers.filter((o) => o.userId !== userId) },
    refunds.moves,
    refunds.events,
  );
};

/** One player's action against the table's state; an accepted one clears his absence. */
// The count of decisions left to time out stays (clearingAbsence): a punter who calls banco and
// then never answers is still marked absent on his second timeout.
export const actCdf = (input: BankedInput, action: unknown): BankedStep | Rejection =>
  dispatch(input, action);

const dispatch = clearingAbsence((input: BankedInput, action: unknown): BankedStep | Rejection => {
  if (!isAction(action)) return reject('game/invalid-action');
  const state = cdfStateOf(input.state);
  const { userId } = input;
  switch (action.kind) {
    case 'sit':
      return sit(state, userId, input.open);
    case 'leave':
      return leave(state, userId);
    case 'open-bank':
      return openBank(state, input, action.amount);
    case 'decline':
      return decline(state, userId);
    case 'banque-passe':
      return banquePasse(state, input);
    case 'banco':
    case 'avec-la-table':
    case 'stake':
      return offer(state, input, action.kind, action.amount);
    case 'withdraw':
      return withdraw(state, userId);
    case 'take-suite':
      return claimSuite(state, input);
    case 'decline-suite':
      return declineSuite(state, userId);
  }
});
