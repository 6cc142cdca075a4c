/**
 * Placing, clearing and repeating bets. Chips leave the wallet the moment a bet is placed. The
 * round's first bet freezes the rules it is played by (limits, game, the game's options, timer), so a change
 * an admin makes while bets are on the table applies from the next round.
 */
import { addCents, addChips, type Cents, type Chips, subCents } from '../engine/money.js';
import { isRejection, parseWholeChips } from './amounts.js';
import type { Draft } from './draft.js';
import type { Outcome, TableEvent } from './events.js';
import { type Stakes, stakeOn } from './limits.js';
import { type Rejection, reject } from './rejections.js';
import {
  effectiveSettings,
  MAX_SEATS,
  rulesInPlay,
  type Seat,
  seatCents,
  type TableRecord,
} from './state.js';

/** Adds two sets of stakes spot by spot; the sum names every spot of the game, empty ones as 0. */
const sumStakes = (spots: readonly string[], a: Stakes, b: Stakes): Stakes => {
  const sum: Record<string, Chips> = {};
  for (const spot of spots) sum[spot] = addChips(stakeOn(a, spot), stakeOn(b, spot));
  return sum;
};

/** Bets are taken while the table is open and no coup is being played. */
const checkBettingOpen = (draft: Draft, table: TableRecord): Rejection | undefined => {
  if (table.coup) return reject('round/coup-in-play');
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
): { table: TableRecord; stakes: Stakes; balanceCents: Cents; events: TableEvent[] } | Rejection => {
  const rules = rulesInPlay(draft.guild, table);
  const game = draft.game(rules.game);
  if (Object.keys(added).some((spot) => !game.spots.includes(spot))) return reject('bet/unknown-side');
  const seatIndex = table.seats.findIndex((seat) => seat.userId === userId);
  if (seatIndex < 0 && table.seats.length >= MAX_SEATS) return reject('table/full', { seats: MAX_SEATS });
  const stakes = sumStakes(game.spots, table.seats[seatIndex]?.stakes ?? {}, added);
  const problem = game.checkStakes(rules.limits, stakes);
  if (problem) return problem;
  const cost = seatCents({ userId, stakes: added });
  // A refused command commits nothing, so a newcomer's wallet opened here is kept only if the bet stands.
  const wallet = draft.openWallet(userId);
  if (wallet.balanceCents < cost)
    return reject('bet/not-enough-chips', { balance: wallet.balanceCents, needed: cost });
  const balanceCents = subCents(wallet.balanceCents, cost);
  draft.setWallet({ ...wallet, balanceCents });
  const seat: Seat = { userId, stakes };
  const seats =
    seatIndex < 0 ? [...table.seats, seat] : table.seats.map((s, i) => (i === seatIndex ? seat : s));
  const armTimer = rules.timerSeconds > 0 && table.dealAt === null;
  const dealAt = armTimer ? now + rules.timerSeconds * 1000 : table.dealAt;
  const events: TableEvent[] = armTimer && dealAt !== null ? [{ type: 'timer-armed', dealAt }] : [];
  // The first bet of a round freezes its rules.
  const roundRules = table.roundRules ?? rules;
  return { table: { ...table, seats, dealAt, roundRules }, stakes, balanceCents, events };
};

export const placeBet = (
  draft: Draft,
  table: TableRecord,
  command: { userId: string; side: unknown; amount: unknown },
  now: number,
): Outcome => {
  const spots = draft.game(rulesInPlay(draft.guild, table).game).spots;
  if (typeof command.side !== 'string' || !spots.includes(command.side)) return reject('bet/unknown-side');
  const side = command.side;
  const amount = parseWholeChips(command.amount);
  if (isRejection(amount)) return amount;
  const closed = checkBettingOpen(draft, table);
  if (closed) return closed;
  const result = stake(draft, table, command.userId, { [side]: amount }, now);
  if (isRejection(result)) return result;
  draft.setTable(result.table);
  return draft.accept([
    {
      type: 'bet-placed',
      userId: command.userId,
      side,
      amount,
      stakes: result.stakes,
      balanceCents: result.balanceCents,
    },
    ...result.events,
  ]);
};

export const repeatLastBet = (
  draft: Draft,
  table: TableRecord,
  command: { userId: string },
  now: number,
): Outcome => {
  const last = Object.hasOwn(table.lastStakes, command.userId) ? table.lastStakes[command.userId] : undefined;
  if (!last) return reject('round/nothing-to-repeat');
  const closed = checkBettingOpen(draft, table);
  if (closed) return closed;
  const result = stake(draft, table, command.userId, last, now);
  if (isRejection(result)) return result;
  draft.setTable(result.table);
  return draft.accept([
    {
      type: 'bets-repeated',
      userId: command.userId,
      stakes: result.stakes,
      balanceCents: result.balanceCents,
    },
    ...result.events,
  ]);
};

/** The table without `seat`; with the last seat gone the round is open again, rules unfrozen. */
const withoutSeat = (table: TableRecord, seat: Seat): TableRecord => {
  const seats = table.seats.filter((s) => s !== seat);
  return seats.length === 0 ? { ...table, seats, dealAt: null, roundRules: null } : { ...table, seats };
};

/** Takes back the player's bets of this round; the chips go home. Allowed on a closed table. */
export const clearBets = (draft: Draft, table: TableRecord, command: { userId: string }): Outcome => {
  if (table.coup) return reject('round/coup-in-play');
  const seat = table.seats.find((s) => s.userId === command.userId);
  if (!seat) return reject('round/nothing-to-clear');
  const wallet = draft.openWallet(command.userId);
  const refundedCents = seatCents(seat);
  const balanceCents = addCents(wallet.balanceCents, refundedCents);
  draft.setWallet({ ...wallet, balanceCents });
  draft.setTable(withoutSeat(table, seat));
  return draft.accept([{ type: 'bets-cleared', userId: command.userId, refundedCents, balanceCents }]);
};

/** Every stake on the table goes home (the table closes); the round stays open, with nobody in it. */
export const returnAllBets = (
  draft: Draft,
  table: TableRecord,
): { table: TableRecord; events: TableEvent[] } => {
  if (table.seats.length === 0) return { table, events: [] };
  const refunds = table.seats.map((seat) => {
    const wallet = draft.openWallet(seat.userId);
    const cents = seatCents(seat);
    const balanceCents = addCents(wallet.balanceCents, cents);
    draft.setWallet({ ...wallet, balanceCents });
    return { userId: seat.userId, cents, balanceCents };
  });
  return {
    table: { ...table, seats: [], dealAt: null, roundRules: null },
    events: [{ type: 'bets-returned', refunds }],
  };
};
