/**
 * Chemin de fer with a stacked shoe, for tests that play given coups through the table: each coup
 * the table deals takes the next stacked cards in place of the shoe's, at the same position, so
 * the table's shoe, its positions and its pause work exactly as in play.
 */

import { cheminDeFer } from '../../../../src/games/chemin-de-fer/table/index.js';
import { BUILT_IN_GAMES } from '../../../../src/games/registry.js';
import type { Command } from '../../../../src/table/commands.js';
import type { Game, GameRegistry } from '../../../../src/table/game.js';
import { c } from '../../../support/cards.js';
import { T0, World } from '../../../table/support/world.js';

/** The registry to hand the machine, and `stack(codes)` to queue the next coup's cards. */
export const stackedCheminDeFer = (): { games: GameRegistry; stack: (codes: readonly string[]) => void } => {
  const queued: number[][] = [];
  const dealt = new Map<number, number[]>();
  const cardsAt = (shoe: Uint8Array, at: number): Uint8Array => {
    const cards = Uint8Array.from(shoe);
    cards.set(dealt.get(at)!, at);
    return cards;
  };
  const game: Game = {
    ...(cheminDeFer as Game),
    begin(input) {
      const codes = queued.shift();
      if (!codes) throw new Error('no stacked coup left');
      dealt.set(input.at, codes);
      return cheminDeFer.begin({ ...input, cards: cardsAt(input.cards, input.at) });
    },
    decide(input, state, choice, by) {
      return cheminDeFer.decide(
        { ...input, cards: cardsAt(input.cards, input.at) },
        state as Parameters<typeof cheminDeFer.decide>[1],
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

/** The limits the chemin de fer table tests deal at: tableMin 10. */
export const CDF_LIMITS = { min: 10, max: 1000, tieMinAlone: 10, tieMinBeside: 5, tieMax: 120 };

/** A player's action at a chemin de fer table. */
export const gameAction = (userId: string, action: unknown, channelId = 'c1'): Command => ({
  type: 'game-action',
  channelId,
  userId,
  action,
});

/** A chemin de fer table on a stacked shoe with `seats` sat down in passing order. */
export const stackedCdfTable = (seats: readonly string[], changes: Record<string, unknown> = {}) => {
  const world = new World();
  world.now = T0;
  const shoe = stackedCheminDeFer();
  world.games = shoe.games;
  world.ok({
    type: 'configure-table',
    channelId: 'c1',
    changes: { game: 'chemin-de-fer', limits: CDF_LIMITS, ...changes },
  });
  for (const name of seats) world.ok(gameAction(name, { kind: 'sit' }));
  return { world, stack: shoe.stack };
};
