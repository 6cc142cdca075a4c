/**
 * La suite (docs/chemin-de-fer.md, "The bank and the stakes"): a bank passed by choice, at a table with `suite` on, is offered at the
 * same amount to the seated players for 15 s. A player claims it by putting that amount up (it
 * leaves his wallet at once, so the table holds it like any bank); the first claimant in priority
 * order, from the passer's right, becomes banker. It resolves as soon as nobody ahead of the best
 * claimant can still claim, or at the deadline; with no claimant the shoe goes to the next seat.
 */
import type { Cents } from '../../../engine/money.js';
import { wholeChipsIn } from '../../../engine/money.js';
import type { TableEvent } from '../../../table/events.js';
import type { BankedInput, BankedStep, WalletMove } from '../../../table/game.js';
import { type Rejection, reject } from '../../../table/rejections.js';
import { type CdfSuite, type CdfTableState, nextHolder } from './state.js';

/** Players of `order` still seated, still able to claim: neither claimed nor declined, nor absent. */
const undecided = (state: CdfTableState, suite: CdfSuite, before: number): string[] =>
  suite.order
    .slice(0, before)
    .filter(
      (seat) =>
        state.seats.includes(seat) &&
        !state.absent.includes(seat) &&
        !suite.declined.includes(seat) &&
        !suite.claims.some((claim) => claim.userId === seat),
    );

/**
 * Resolves the suite when it can be (`final`: its deadline has come): the best claimant takes the
 * bank and the other claims go home, or nobody took it and the shoe moves on. Unresolved, the
 * state is returned as it is.
 */
export const resolveSuite = (state: CdfTableState, final: boolean): BankedStep => {
  const { suite } = state;
  if (!suite) return { state, moves: [], events: [] };
  const claimed = suite.order
    .map((seat, rank) => ({ seat, rank }))
    .filter(({ seat }) => state.seats.includes(seat))
    .find(({ seat }) => suite.claims.some((claim) => claim.userId === seat));
  const waiting = undecided(state, suite, claimed?.rank ?? suite.order.length);
  if (!final && waiting.length > 0) return { state, moves: [], events: [] };
  const others = suite.claims.filter((claim) => claim.userId !== claimed?.seat);
  const moves: WalletMove[] = others.map((claim) => ({ userId: claim.userId, cents: suite.bankCents }));
  const events: TableEvent[] = others.map((claim) => ({
    type: 'cdf-offer-refunded',
    userId: claim.userId,
    cents: suite.bankCents,
    reason: 'suite-lost',
  }));
  const ended: CdfTableState = { ...state, suite: null };
  if (claimed) {
    const taker = suite.claims.find((claim) => claim.userId === claimed.seat)!;
    events.push(
      { type: 'cdf-shoe-passed', from: suite.from, to: taker.userId, reason: 'suite' },
      {
        type: 'cdf-bank-opened',
        banker: taker.userId,
        bankCents: suite.bankCents,
        balanceCents: taker.balanceCents,
      },
    );
    return {
      state: {
        ...ended,
        holder: taker.userId,
        banker: taker.userId,
        bankCents: suite.bankCents,
        suivi: null,
      },
      moves,
      events,
    };
  }
  const holder = nextHolder(state, suite.from) ?? (state.seats.includes(suite.from) ? suite.from : null);
  events.push({ type: 'cdf-shoe-passed', from: suite.from, to: holder, reason: 'suite-declined' });
  return { state: { ...ended, holder }, moves, events };
};

/** A seated player offered the suite claims it: the bank's amount leaves his wallet now. */
export const claimSuite = (state: CdfTableState, input: BankedInput): BankedStep | Rejection => {
  const { userId, balanceCents } = input;
  if (!input.open) return reject('table/closed');
  if (!state.seats.includes(userId)) return reject('cdf/not-seated');
  const { suite } = state;
  if (!suite?.order.includes(userId)) return reject('cdf/not-your-turn');
  if (suite.claims.some((claim) => claim.userId === userId)) return reject('cdf/already-offered');
  if (suite.bankCents > balanceCents) return reject('cdf/bank-above-wallet', { balance: balanceCents });
  const after = (balanceCents - suite.bankCents) as Cents;
  const claimed: CdfTableState = {
    ...state,
    suite: {
      ...suite,
      claims: [...suite.claims, { userId, balanceCents: after }],
      declined: suite.declined.filter((seat) => seat !== userId),
    },
  };
  // An action of his own: he is not absent (the caller clears the mark too, after resolving).
  const resolved = resolveSuite({ ...claimed, absent: claimed.absent.filter((s) => s !== userId) }, false);
  return {
    state: resolved.state,
    moves: [{ userId, cents: -suite.bankCents as Cents }, ...resolved.moves],
    events: [
      {
        type: 'cdf-offer-placed',
        userId,
        kind: 'suite',
        amount: wholeChipsIn(suite.bankCents),
        balanceCents: after,
      },
      ...resolved.events,
    ],
  };
};

/** A seated player offered the suite says no: the offer may resolve without waiting for him. */
export const declineSuite = (state: CdfTableState, userId: string): BankedStep | Rejection => {
  if (!state.seats.includes(userId)) return reject('cdf/not-seated');
  const { suite } = state;
  if (!suite?.order.includes(userId)) return reject('cdf/not-your-turn');
  if (suite.claims.some((claim) => claim.userId === userId)) return reject('cdf/already-offered');
  const declined: CdfTableState = {
    ...state,
    absent: state.absent.filter((seat) => seat !== userId),
    suite: { ...suite, declined: [...new Set([...suite.declined, userId])] },
  };
  return resolveSuite(declined, false);
};

/** A claimant takes his claim back, or leaves: its chips go home. */
export const dropSuiteClaim = (
  state: CdfTableState,
  userId: string,
  reason: 'withdrawn' | 'left',
): BankedStep => {
  const { suite } = state;
  if (!suite?.claims.some((claim) => claim.userId === userId)) return { state, moves: [], events: [] };
  return {
    state: { ...state, suite: { ...suite, claims: suite.claims.filter((claim) => claim.userId !== userId) } },
    moves: [{ userId, cents: suite.bankCents }],
    events: [{ type: 'cdf-offer-refunded', userId, cents: suite.bankCents, reason }],
  };
};
