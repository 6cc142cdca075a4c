/**
 * The shoe between coups: starting a new shoe on request, and the players' client seed. A coup
 * itself is played in play.ts.
 */
import { isClientSeed } from '../engine/fair.js';
import { applyBankedStep } from './banked.js';
import type { Draft } from './draft.js';
import type { Outcome } from './events.js';
import { reject } from './rejections.js';
import { newShoeState, replaceShoe } from './shoes.js';
import { rulesInPlay, type TableRecord } from './state.js';

/** Reveals the current shoe early and starts the next; bets on the table stay for the next coup. */
export const startNewShoe = (
  draft: Draft,
  table: TableRecord,
  now: number,
  freshServerSeed: string,
): Outcome => {
  if (table.coup) return reject('round/coup-in-play');
  // The game may end what it keeps for the shoe (a bank held for it) before the shoe goes.
  const rules = rulesInPlay(draft.guild, table);
  const banked = draft.game(rules.game).banked;
  const ended = banked?.shoeEnded && table.gameState ? banked.shoeEnded(table.gameState, rules) : null;
  let current = table;
  if (ended && banked) {
    const after = applyBankedStep(draft, table, banked, ended);
    current = { ...after, dealAt: null, roundRules: after.escrowCents > 0 ? after.roundRules : null };
  }
  const replaced = replaceShoe(draft, current, freshServerSeed, now);
  draft.setTable(replaced.table);
  return draft.accept([...(ended?.events ?? []), ...replaced.events]);
};

/**
 * Sets the client seed: for the current shoe while no coup has been dealt from it (the seed
 * locks at the first coup), otherwise for the next shoe.
 */
export const setClientSeed = (draft: Draft, table: TableRecord, seed: unknown): Outcome => {
  if (typeof seed !== 'string' || !isClientSeed(seed)) return reject('fair/invalid-client-seed');
  const { shoe } = table;
  // Before the first coup the shoe is rebuilt with the new seed (its burn changes; its commitment,
  // a hash of the server seed alone, does not). A coup in play has already drawn from it.
  const rebuild = shoe.coups === 0 && table.coup === null;
  const next = rebuild
    ? { ...table, shoe: newShoeState({ ...shoe.spec, clientSeed: seed }, shoe.nextClientSeed) }
    : { ...table, shoe: { ...shoe, nextClientSeed: seed } };
  draft.setTable(next);
  return draft.accept([
    { type: 'client-seed-set', seed, shoeNumber: shoe.spec.shoeNumber + (rebuild ? 0 : 1) },
  ]);
};
