/** Placing, clearing and repeating bets. Chips leave the wallet the moment a bet is placed. */
import { SIDES, type Side } from '../engine/settle.js';
import { isRejection, parseWholeChips } from './amounts.js';
import type { Outcome, TableEvent } from './commands.js';
import type { Draft } from './draft.js';
import { checkSpot, type Limits, NO_STAKES, type Stakes } from './limits.js';
import { type Rejection, reject } from './rejections.js';
import { effectiveSettings, MAX_SEATS, type Seat, type TableRecord } from './state.js';

const sumStakes = (a: Stakes, b: Stakes): Stakes => ({
  player: a.player + b.player,
  banker: a.banker + b.banker,
  tie: a.tie + b.tie,
});

const stakeCents = (stakes: Stakes): number => (stakes.player + stakes.banker + stakes.tie) * 100;

/** Every spot with chips on it must sit within the limits (a Tie's minimum depends on its neighbours). */
const checkStakes = (limits: Limits, stakes: Stakes): Rejection | undefined => {
  for (const side of SIDES) {
    if (stakes[side] === 0) continue;
    const problem = checkSpot(limits, stakes, side);
    if (problem) return problem;
  }
  return undefined;
};

/** Preconditions shared by every betting action: the table is open and the round is the one meant. */
const checkBettingOpen = (
  draft: Draft,
  table: TableRecord,
  round: number | undefined,
): Rejection | undefined => {
  if (round !== undefined && round !== table.round) return reject('round/stale', { round: table.round });
  if (!effectiveSettings(draft.guild, table).open) return reject('table/closed');
  return undefined;
};

/** Adds `added` to the player's seat, taking the chips from their wallet. */
const stake = (
  draft: Draft,
  table: TableRecord,
  userId: string,
  added: Stakes,
  now: number,
): { table: TableRecord; stakes: Stakes; balanceCents: number; events: TableEvent[] } | Rejection => {
  const settings = effectiveSettings(draft.guild, table);
  const seatIndex = table.seats.findIndex((seat) => seat.userId === userId);
  if (seatIndex < 0 && table.seats.length >= MAX_SEATS) return reject('table/full', { seats: MAX_SEATS });
  const stakes = sumStakes(table.seats[seatIndex]?.stakes ?? NO_STAKES, added);
  const problem = checkStakes(settings.limits, stakes);
  if (problem) return problem;
  const wallet = draft.wallet(userId);
  const cost = stakeCents(added);
  if (wallet.balanceCents < cost)
    return reject('bet/not-enough-chips', { balance: wallet.balanceCents, needed: cost });
  const balanceCents = wallet.balanceCents - cost;
  draft.setWallet({ ...wallet, balanceCents });
  const seat: Seat = { userId, stakes };
  const seats =
    seatIndex < 0 ? [...table.seats, seat] : table.seats.map((s, i) => (i === seatIndex ? seat : s));
  const armTimer = settings.timerSeconds > 0 && table.dealAt === null;
  const dealAt = armTimer ? now + settings.timerSeconds * 1000 : table.dealAt;
  const events: TableEvent[] = armTimer && dealAt !== null ? [{ type: 'timer-armed', dealAt }] : [];
  return { table: { ...table, seats, dealAt }, stakes, balanceCents, events };
};

export const placeBet = (
  draft: Draft,
  table: TableRecord,
  command: { userId: string; side: unknown; amount: unknown; round?: number },
  now: number,
): Outcome => {
  if (typeof command.side !== 'string' || !SIDES.includes(command.side as Side))
    return reject('bet/unknown-side');
  const side = command.side as Side;
  const amount = parseWholeChips(command.amount);
  if (isRejection(amount)) return amount;
  const closed = checkBettingOpen(draft, table, command.round);
  if (closed) return closed;
  const result = stake(draft, table, command.userId, { ...NO_STAKES, [side]: amount }, now);
  if (isRejection(result)) return result;
  draft.setTable(result.table);
  return {
    ok: true,
    changes: draft.changes(),
    events: [
      {
        type: 'bet-placed',
        userId: command.userId,
        side,
        amount,
        stakes: result.stakes,
        balanceCents: result.balanceCents,
      },
      ...result.events,
    ],
  };
};

export const repeatLastBet = (
  draft: Draft,
  table: TableRecord,
  command: { userId: string; round?: number },
  now: number,
): Outcome => {
  const last = Object.hasOwn(table.lastStakes, command.userId) ? table.lastStakes[command.userId] : undefined;
  if (!last) return reject('round/nothing-to-repeat');
  const closed = checkBettingOpen(draft, table, command.round);
  if (closed) return closed;
  const result = stake(draft, table, command.userId, last, now);
  if (isRejection(result)) return result;
  draft.setTable(result.table);
  return {
    ok: true,
    changes: draft.changes(),
    events: [
      {
        type: 'bets-repeated',
        userId: command.userId,
        stakes: result.stakes,
        balanceCents: result.balanceCents,
      },
      ...result.events,
    ],
  };
};

/** Takes back the player's bets of this round; the chips go home. Allowed on a closed table. */
export const clearBets = (
  draft: Draft,
  table: TableRecord,
  command: { userId: string; round?: number },
): Outcome => {
  if (command.round !== undefined && command.round !== table.round)
    return reject('round/stale', { round: table.round });
  const seat = table.seats.find((s) => s.userId === command.userId);
  if (!seat) return reject('round/nothing-to-clear');
  const wallet = draft.wallet(command.userId);
  const refundedCents = stakeCents(seat.stakes);
  const balanceCents = wallet.balanceCents + refundedCents;
  draft.setWallet({ ...wallet, balanceCents });
  const seats = table.seats.filter((s) => s !== seat);
  draft.setTable({ ...table, seats, dealAt: seats.length === 0 ? null : table.dealAt });
  return {
    ok: true,
    changes: draft.changes(),
    events: [{ type: 'bets-cleared', userId: command.userId, refundedCents, balanceCents }],
  };
};
