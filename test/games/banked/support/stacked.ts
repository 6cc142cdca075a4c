/**
 * A banked game (banque, chemin de fer) with a stacked shoe, for tests that play given coups
 * through the table: each coup the table deals takes the next stacked cards in place of the
 * shoe's, at the same position, so the table's shoe, its positions and its decision pause work
 * exactly as in play.
 */

import { BUILT_IN_GAMES } from '../../../../src/games/registry.js';
import type { Command } from '../../../../src/table/commands.js';
import type { Game, GameRegistry } from '../../../../src/table/game.js';
import { c } from '../../../support/cards.js';
import { T0, World } from '../../../table/support/world.js';

export interface StackedShoe {
  /** The registry to hand the machine, with `game` dealing from the stack. */
  readonly games: GameRegistry;
  /** Queues the next coup's cards. */
  readonly stack: (codes: readonly string[]) => void;
}

/** `game` dealing the stacked cards in place of the shoe's. */
export const stackedGame = (game: Game): StackedShoe => {
  const queued: number[][] = [];
  const dealt = new Map<number, number[]>();
  const cardsAt = (shoe: Uint8Array, at: number): Uint8Array => {
    const cards = Uint8Array.from(shoe);
    cards.set(dealt.get(at)!, at);
    return cards;
  };
  const stacked: Game = {
    ...game,
    begin(input) {
      const codes = queued.shift();
      if (!codes) throw new Error('no stacked coup left');
      dealt.set(input.at, codes);
      return game.begin({ ...input, cards: cardsAt(input.cards, input.at) });
    },
    decide(input, state, choice, by) {
      return game.decide({ ...input, cards: cardsAt(input.cards, input.at) }, state, choice, by);
    },
  };
  return {
    games: new Map([...BUILT_IN_GAMES, [stacked.id, stacked]]),
    stack: (codes) => queued.push(codes.map(c)),
  };
};

/** The limits the banked table tests deal at: tableMin 10, tableMax 1000. */
export const BANKED_LIMITS = { min: 10, max: 1000, tieMinAlone: 10, tieMinBeside: 5, tieMax: 120 };

/** A player's action at a banked table. */
export const gameAction = (userId: string, action: unknown, channelId = 'c1'): Command => ({
  type: 'game-action',
  channelId,
  userId,
  action,
});

/** A table of `shoe`'s game at c1 with the test limits and `changes`; `sit` seats its players. */
export const stackedWorld = (
  shoe: StackedShoe,
  changes: Record<string, unknown>,
  sit: (world: World) => void,
): { world: World; stack: StackedShoe['stack'] } => {
  const world = new World();
  world.now = T0;
  world.games = shoe.games;
  world.ok({ type: 'configure-table', channelId: 'c1', changes: { limits: BANKED_LIMITS, ...changes } });
  sit(world);
  return { world, stack: shoe.stack };
};
