/**
 * Banque with a stacked shoe, for tests that play given coups through the table: each coup the
 * table deals takes the next stacked cards in place of the shoe's, at the same position, so the
 * table's shoe, its positions and its decision pause work exactly as in play.
 */

import { banque } from '../../../../src/games/banque/table/index.js';
import { BUILT_IN_GAMES } from '../../../../src/games/registry.js';
import type { Command } from '../../../../src/table/commands.js';
import type { Game, GameRegistry } from '../../../../src/table/game.js';
import { c } from '../../../support/cards.js';
import { T0, World } from '../../../table/support/world.js';

/** The registry to hand the machine, and `stack(codes)` to queue the next coup's cards. */
export const stackedBanque = (): { games: GameRegistry; stack: (codes: readonly string[]) => void } => {
  const queued: number[][] = [];
  const dealt = new Map<number, number[]>();
  const cardsAt = (shoe: Uint8Array, at: number): Uint8Array => {
    const cards = Uint8Array.from(shoe);
    cards.set(dealt.get(at)!, at);
    return cards;
  };
  const game: Game = {
    ...(banque as Game),
    begin(input) {
      const codes = queued.shift();
      if (!codes) throw new Error('no stacked coup left');
      dealt.set(input.at, codes);
      return banque.begin({ ...input, cards: cardsAt(input.cards, input.at) });
    },
    decide(input, state, choice, by) {
      return banque.decide(
        { ...input, cards: cardsAt(input.cards, input.at) },
        state as Parameters<typeof banque.decide>[1],
        choice,
        by,
      );
    },
  };
  return {
    games: new Map([...BUILT_IN_GAMES, [game.id, game]]),
    stack: (codes) => queued.push(codes.map(c)),
  };
};

/** The limits the banque table tests deal at: tableMin 10, tableMax 1000 (bank minimum 200). */
export const BANQUE_LIMITS = { min: 10, max: 1000, tieMinAlone: 10, tieMinBeside: 5, tieMax: 120 };

/** A player's action at a banque table. */
export const banqueAction = (userId: string, action: unknown, channelId = 'c1'): Command => ({
  type: 'game-action',
  channelId,
  userId,
  action,
});

/**
 * A banque table on a stacked shoe: `right` and `left` sat down in their queues, in order; no bank
 * yet (the auction is open). tableMin 10, commission 2 % (the defaults), 6 decks.
 */
export const stackedBanqueTable = (
  queues: { right: readonly string[]; left: readonly string[] },
  changes: Record<string, unknown> = {},
) => {
  const world = new World();
  world.now = T0;
  const shoe = stackedBanque();
  world.games = shoe.games;
  world.ok({
    type: 'configure-table',
    channelId: 'c1',
    changes: { game: 'banque', limits: BANQUE_LIMITS, ...changes },
  });
  for (const name of queues.right) world.ok(banqueAction(name, { kind: 'sit', side: 'right' }));
  for (const name of queues.left) world.ok(banqueAction(name, { kind: 'sit', side: 'left' }));
  return { world, stack: shoe.stack };
};

/** `userId` takes the bank alone with `amount` chips: one bid, and the auction's deadline passes. */
export const takeBank = (world: World, userId: string, amount: number): void => {
  world.ok(banqueAction(userId, { kind: 'bid', amount }));
  const deadline = world.table('c1').dealAt!;
  world.now = Math.max(world.now, deadline);
  world.ok({ type: 'deal', channelId: 'c1', userId: null });
};
