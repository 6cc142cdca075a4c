/**
 * Banque with a stacked shoe, through the banked games' kit (test/games/banked/support/stacked.ts).
 */

import { banque } from '../../../../src/games/banque/table/index.js';
import type { Game } from '../../../../src/table/game.js';
import type { World } from '../../../table/support/world.js';
import {
  BANKED_LIMITS,
  gameAction,
  type StackedShoe,
  stackedGame,
  stackedWorld,
} from '../../banked/support/stacked.js';

/** The registry to hand the machine, and `stack(codes)` to queue the next coup's cards. */
export const stackedBanque = (): StackedShoe => stackedGame(banque as Game);

/** The limits the banque table tests deal at: tableMin 10, tableMax 1000 (bank minimum 200). */
export const BANQUE_LIMITS = BANKED_LIMITS;

/** A player's action at a banque table. */
export const banqueAction = gameAction;

/**
 * A banque table on a stacked shoe: `right` and `left` sat down in their queues, in order; no bank
 * yet (the auction is open). tableMin 10, commission 2 % (the defaults), 6 decks.
 */
export const stackedBanqueTable = (
  queues: { right: readonly string[]; left: readonly string[] },
  changes: Record<string, unknown> = {},
) =>
  stackedWorld(stackedBanque(), { game: 'banque', ...changes }, (world) => {
    for (const name of queues.right) world.ok(banqueAction(name, { kind: 'sit', side: 'right' }));
    for (const name of queues.left) world.ok(banqueAction(name, { kind: 'sit', side: 'left' }));
  });

/** `userId` takes the bank alone with `amount` chips: one bid, and the auction's deadline passes. */
export const takeBank = (world: World, userId: string, amount: number): void => {
  world.ok(banqueAction(userId, { kind: 'bid', amount }));
  const deadline = world.table('c1').dealAt!;
  world.now = Math.max(world.now, deadline);
  world.ok({ type: 'deal', channelId: 'c1', userId: null });
};
