/**
 * Chemin de fer with a stacked shoe, for tests that play given coups through the table: each coup
 * the table deals takes the next stacked cards in place of the shoe's, at the same position, so
 * the table's shoe, its positions and its pause work exactly as in play.
 */
import type { Game, GameRegistry } from '../../../src/table/game.js';
import { cheminDeFer } from '../../../src/table/games/chemin-de-fer/index.js';
import { BUILT_IN_GAMES } from '../../../src/table/games/index.js';
import { c } from '../../support/cards.js';

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
