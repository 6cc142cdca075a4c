/**
 * Dealing a round and the shoe's life: one coup from the table's shoe, every seat settled and
 * paid in the same step, the round recorded, and a new shoe begun when the cut card comes out.
 */
import { isClientSeed } from '../engine/fair.js';
import { returnCents, SIDES, type Side } from '../engine/settle.js';
import { dealAt, isShoeOver } from '../engine/shoe.js';
import type { Outcome, TableEvent } from './commands.js';
import type { Draft } from './draft.js';
import { reject } from './rejections.js';
import { newShoeState, replaceShoe, shoeOf } from './shoes.js';
import { effectiveSettings, type RoundRecord, type SeatResult, type TableRecord } from './state.js';

export const dealRound = (
  draft: Draft,
  startTable: TableRecord,
  command: { userId: string | null; round?: number },
  now: number,
  freshServerSeed: string,
): Outcome => {
  if (command.round !== undefined && command.round !== startTable.round)
    return reject('round/stale', { round: startTable.round });
  if (startTable.seats.length === 0) return reject('round/no-bets');
  if (command.userId !== null && !startTable.seats.some((s) => s.userId === command.userId))
    return reject('round/not-a-player');

  let table = startTable;
  const events: TableEvent[] = [];
  // The cut card ends a shoe right after its last coup, so a shoe is never over here unless a
  // stored table predates that rule; replacing it keeps the deal possible all the same.
  if (isShoeOver(shoeOf(table.shoe.spec), table.shoe.position)) {
    const replaced = replaceShoe(draft, table, freshServerSeed, now);
    table = replaced.table;
    events.push(...replaced.events);
  }
  const coup = dealAt(shoeOf(table.shoe.spec), table.shoe.position)!;
  const { variant } = effectiveSettings(draft.guild, table);

  const results: SeatResult[] = table.seats.map(({ userId, stakes }) => {
    const returns = Object.fromEntries(
      SIDES.map((side) => [side, returnCents(variant, side, stakes[side], coup)]),
    ) as Record<Side, number>;
    const paid = returns.player + returns.banker + returns.tie;
    const wallet = draft.wallet(userId);
    const balanceCents = wallet.balanceCents + paid;
    draft.setWallet({ ...wallet, balanceCents });
    const netCents = paid - (stakes.player + stakes.banker + stakes.tie) * 100;
    return { userId, stakes, returns, netCents, balanceCents };
  });

  const shoe = {
    ...table.shoe,
    position: table.shoe.position + coup.cards.length,
    coups: table.shoe.coups + 1,
  };
  const record: RoundRecord = {
    guildId: table.guildId,
    channelId: table.channelId,
    round: table.round,
    shoeNumber: shoe.spec.shoeNumber,
    coupInShoe: shoe.coups,
    variant,
    coup,
    outcome: coup.outcome,
    results,
    dealtAt: now,
  };
  draft.addRound(record);

  const lastStakes = { ...table.lastStakes };
  for (const seat of table.seats) lastStakes[seat.userId] = seat.stakes;
  let next: TableRecord = { ...table, shoe, round: table.round + 1, seats: [], dealAt: null, lastStakes };
  events.unshift({ type: 'round-dealt', record });
  if (isShoeOver(shoeOf(shoe.spec), shoe.position)) {
    const replaced = replaceShoe(draft, next, freshServerSeed, now);
    next = replaced.table;
    events.push(...replaced.events);
  }
  draft.setTable(next);
  return { ok: true, changes: draft.changes(), events };
};

/** Reveals the current shoe early and starts the next; bets on the table stay for the next coup. */
export const startNewShoe = (
  draft: Draft,
  table: TableRecord,
  now: number,
  freshServerSeed: string,
  round?: number,
): Outcome => {
  if (round !== undefined && round !== table.round) return reject('round/stale', { round: table.round });
  const replaced = replaceShoe(draft, table, freshServerSeed, now);
  draft.setTable(replaced.table);
  return { ok: true, changes: draft.changes(), events: replaced.events };
};

/**
 * Sets the client seed: for the current shoe while no coup has been dealt from it (the seed
 * locks at the first coup), otherwise for the next shoe.
 */
export const setClientSeed = (draft: Draft, table: TableRecord, seed: unknown): Outcome => {
  if (typeof seed !== 'string' || !isClientSeed(seed)) return reject('fair/invalid-client-seed');
  const { shoe } = table;
  // Before the first coup the shoe is rebuilt with the new seed (its burn changes; its commitment,
  // a hash of the server seed alone, does not).
  const next =
    shoe.coups === 0
      ? { ...table, shoe: newShoeState({ ...shoe.spec, clientSeed: seed }, shoe.nextClientSeed) }
      : { ...table, shoe: { ...shoe, nextClientSeed: seed } };
  draft.setTable(next);
  return {
    ok: true,
    changes: draft.changes(),
    events: [
      { type: 'client-seed-set', seed, shoeNumber: shoe.spec.shoeNumber + (shoe.coups === 0 ? 0 : 1) },
    ],
  };
};
