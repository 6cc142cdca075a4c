/**
 * A small game that exists only to prove the table's decision pause: each coup deals one card to
 * the first seated player and one to the house, then waits for that player to draw or stand
 * (default: stand). Every seat's stake on `hand` wins 1:1 when the player's total beats the
 * house's, is returned on a tie, and is lost otherwise; the house takes 5 % of every win as
 * commission, so the ledger's house-take term is exercised too.
 */
import { pointOf } from '../../../src/engine/cards.js';
import { basisPointsOf, type Cents, centsOf, ZERO_CENTS } from '../../../src/engine/money.js';
import { BUILT_IN_GAMES } from '../../../src/games/registry.js';
import type { Game, GameRegistry } from '../../../src/table/game.js';
import { stakeOn } from '../../../src/table/limits.js';
import { reject } from '../../../src/table/rejections.js';

export interface DrawOrStandCoup {
  readonly player: readonly number[];
  readonly house: number;
  readonly playerTotal: number;
  readonly houseTotal: number;
}

interface PausedState {
  readonly player: readonly number[];
  readonly house: number;
}

const COMMISSION_BP = 500;

const total = (cards: readonly number[]) => cards.reduce((sum, card) => sum + pointOf(card), 0) % 10;

const finish = (state: PausedState): { kind: 'finished'; coup: DrawOrStandCoup; cardsUsed: number } => ({
  kind: 'finished',
  coup: {
    player: state.player,
    house: state.house,
    playerTotal: total(state.player),
    houseTotal: pointOf(state.house),
  },
  cardsUsed: state.player.length + 1,
});

export const drawOrStand: Game<PausedState, DrawOrStandCoup> = {
  id: 'draw-or-stand',
  spots: ['hand'],
  checkStakes(limits, stakes) {
    const staked = stakeOn(stakes, 'hand');
    if (staked > limits.max) return reject('bet/above-max', { max: limits.max });
    if (staked < limits.min) return reject('bet/below-min', { min: limits.min });
    return undefined;
  },
  begin({ cards, at, seats }) {
    const first = seats[0]!;
    return {
      kind: 'waiting',
      state: { player: [cards[at]!], house: cards[at + 1]! },
      decision: {
        userId: first.userId,
        kind: 'draw-or-stand',
        choices: ['draw', 'stand'],
        defaultChoice: 'stand',
      },
    };
  },
  decide({ cards, at }, state, choice) {
    // The drawn card comes after the two dealt ones.
    return finish(choice === 'draw' ? { ...state, player: [...state.player, cards[at + 2]!] } : state);
  },
  settle(coup, seats) {
    return seats.map(({ userId, stakes }) => {
      const stake = centsOf(stakeOn(stakes, 'hand'));
      const won = coup.playerTotal > coup.houseTotal;
      const returned = won ? stake * 2 : coup.playerTotal === coup.houseTotal ? stake : 0;
      return {
        userId,
        returns: { hand: returned as Cents },
        commissionCents: won ? basisPointsOf(stake, COMMISSION_BP) : ZERO_CENTS,
      };
    });
  },
  commissionBp: () => COMMISSION_BP,
  outcomeOf: (coup) =>
    coup.playerTotal > coup.houseTotal ? 'player' : coup.playerTotal < coup.houseTotal ? 'banker' : 'tie',
  exportFormat: 'sabot-draw-or-stand/test',
  exportShoe: (shoe, coups) => ({ format: 'sabot-draw-or-stand/test', shoeNumber: shoe.shoeNumber, coups }),
};

/** The built-in games plus this one, as a test hands them to the machine or the store. */
export const GAMES_WITH_DRAW_OR_STAND: GameRegistry = new Map([
  ...BUILT_IN_GAMES,
  [drawOrStand.id, drawOrStand as Game],
]);
