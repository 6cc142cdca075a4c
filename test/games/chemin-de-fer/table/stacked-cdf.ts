/**
 * Chemin de fer with a stacked shoe, through the banked games' kit (test/games/banked/support/stacked.ts).
 */

import { cheminDeFer } from '../../../../src/games/chemin-de-fer/table/index.js';
import type { Game } from '../../../../src/table/game.js';
import {
  BANKED_LIMITS,
  gameAction,
  type StackedShoe,
  stackedGame,
  stackedWorld,
} from '../../banked/support/stacked.js';

export { gameAction };

/** The registry to hand the machine, and `stack(codes)` to queue the next coup's cards. */
export const stackedCheminDeFer = (): StackedShoe => stackedGame(cheminDeFer as Game);

/** The limits the chemin de fer table tests deal at: tableMin 10. */
export const CDF_LIMITS = BANKED_LIMITS;

/** A chemin de fer table on a stacked shoe with `seats` sat down in passing order. */
export const stackedCdfTable = (seats: readonly string[], changes: Record<string, unknown> = {}) =>
  stackedWorld(stackedCheminDeFer(), { game: 'chemin-de-fer', ...changes }, (world) => {
    for (const name of seats) world.ok(gameAction(name, { kind: 'sit' }));
  });
