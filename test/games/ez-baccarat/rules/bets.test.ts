/**
 * EZ Baccarat's settlement, coup by coup: each coup is dealt by Punto Banco's own dealCoup from
 * stacked cards (P, B, P, B, then third cards), read by ezResultOf, and every spot's return checked
 * in exact cents. Then a property: no stake on any spot ever returns a fraction of a cent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Coup } from '../../../../src/engine/coup.js';
import { type Chips, chips } from '../../../../src/engine/money.js';
import {
  EZ_SIDE_BETS,
  EZ_SPOTS,
  type EzResult,
  type EzSpot,
  ezNetCents,
  ezResultOf,
  ezReturnCents,
  ezReturns,
} from '../../../../src/games/ez-baccarat/rules/bets.js';
import { stackedCoup } from '../../../support/cards.js';

const ODD_STAKES = [1, 3, 7, 19, 21].map(chips);

/** Cents back per chip on every spot, in EZ_SPOTS order. */
const perChip = (coup: Coup): number[] =>
  EZ_SPOTS.map((spot) => ezReturnCents(spot, chips(1), ezResultOf(coup)));

/** The hands as the test reads them: cards held and final total. */
const hands = (coup: Coup) => ({
  player: [coup.player.length, coup.playerTotal],
  banker: [coup.banker.length, coup.bankerTotal],
  outcome: coup.outcome,
});

describe('the spots', () => {
  it('GIVEN EZ Baccarat THEN it takes stakes on Player, Banker, Tie and the two side bets Dragon 7 and Panda 8', () => {
    expect(EZ_SPOTS).toEqual(['player', 'banker', 'tie', 'dragon-7', 'panda-8']);
    expect(EZ_SIDE_BETS).toEqual(['dragon-7', 'panda-8']);
  });
});

describe('a Dragon 7: the Banker wins holding three cards that total 7', () => {
  // Player 3+3 = 6 stands; Banker 2+2 = 4 draws a 3: 7 on three cards beats 6.
  const dragonPlayerStood = stackedCoup('3S', '2S', '3H', '2H', '3D');
  // Player 2+3 = 5 draws a ten: 5; Banker A+2 = 3 draws (the Player's third is 0) a 4: 7.
  const dragonPlayerDrew = stackedCoup('2S', 'AS', '3S', '2H', 'TS', '4S');

  it('GIVEN the Player stood WHEN it settles THEN the Banker bet pushes, Dragon 7 pays 40:1, every other spot loses', () => {
    expect(hands(dragonPlayerStood)).toEqual({ player: [2, 6], banker: [3, 7], outcome: 'banker' });
    expect(ezResultOf(dragonPlayerStood)).toEqual({ outcome: 'banker', dragon7: true, panda8: false });
    //                                   player banker tie dragon panda
    expect(perChip(dragonPlayerStood)).toEqual([0, 100, 0, 4100, 0]);
  });

  it('GIVEN the Player drew WHEN it settles THEN it is a Dragon 7 just the same', () => {
    expect(hands(dragonPlayerDrew)).toEqual({ player: [3, 5], banker: [3, 7], outcome: 'banker' });
    expect(perChip(dragonPlayerDrew)).toEqual([0, 100, 0, 4100, 0]);
  });

  it('GIVEN odd stakes WHEN a Dragon 7 settles THEN the Banker stake comes back whole and Dragon 7 returns 41 times its stake', () => {
    const result = ezResultOf(dragonPlayerStood);
    expect(ODD_STAKES.map((stake) => ezReturnCents('banker', stake, result))).toEqual([
      100, 300, 700, 1900, 2100,
    ]);
    expect(ODD_STAKES.map((stake) => ezNetCents('banker', stake, result))).toEqual([0, 0, 0, 0, 0]);
    expect(ODD_STAKES.map((stake) => ezReturnCents('dragon-7', stake, result))).toEqual([
      4100, 12300, 28700, 77900, 86100,
    ]);
    expect(ezNetCents('dragon-7', chips(5), result)).toBe(20_000);
  });
});

describe('a Banker win that is not a Dragon 7', () => {
  it('GIVEN the Banker wins with a two-card 7 THEN the Banker bet pays 1:1 and Dragon 7 loses', () => {
    // Player 3+3 = 6 stands; Banker 4+3 = 7 stands.
    const coup = stackedCoup('3S', '4S', '3H', '3D');
    expect(hands(coup)).toEqual({ player: [2, 6], banker: [2, 7], outcome: 'banker' });
    expect(perChip(coup)).toEqual([0, 200, 0, 0, 0]);
  });

  it('GIVEN the Banker wins with three cards totalling 6 THEN the Banker bet pays 1:1, no commission and no Punto 2000 half', () => {
    // Player 2+3 = 5 draws a ten: 5; Banker A+2 = 3 draws a 3: 6.
    const coup = stackedCoup('2S', 'AS', '3S', '2H', 'TS', '3H');
    expect(hands(coup)).toEqual({ player: [3, 5], banker: [3, 6], outcome: 'banker' });
    expect(perChip(coup)).toEqual([0, 200, 0, 0, 0]);
  });

  it('GIVEN a Banker natural 9 THEN the Banker bet pays 1:1 and both side bets lose', () => {
    const coup = stackedCoup('2S', '4S', '3S', '5S');
    expect(hands(coup)).toEqual({ player: [2, 5], banker: [2, 9], outcome: 'banker' });
    expect(coup.natural).toBe(true);
    expect(perChip(coup)).toEqual([0, 200, 0, 0, 0]);
  });

  it('GIVEN odd stakes on a winning Banker THEN twice the stake comes back, to the cent', () => {
    const result: EzResult = { outcome: 'banker', dragon7: false, panda8: false };
    expect(ODD_STAKES.map((stake) => ezReturnCents('banker', stake, result))).toEqual([
      200, 600, 1400, 3800, 4200,
    ]);
  });
});

describe('a Panda 8: the Player wins holding three cards that total 8', () => {
  // Player 2+3 = 5 draws a 3: 8; Banker 2+2 = 4 draws (the Player's third is 3) a 3: 7.
  const panda = stackedCoup('2S', '2H', '3S', '2D', '3H', '3D');

  it('GIVEN a three-card 8 beating a three-card 7 THEN Player pays 1:1, Panda 8 pays 25:1, and the Banker’s 7 is no Dragon', () => {
    expect(hands(panda)).toEqual({ player: [3, 8], banker: [3, 7], outcome: 'player' });
    expect(ezResultOf(panda)).toEqual({ outcome: 'player', dragon7: false, panda8: true });
    expect(perChip(panda)).toEqual([200, 0, 0, 0, 2600]);
    expect(ODD_STAKES.map((stake) => ezReturnCents('panda-8', stake, ezResultOf(panda)))).toEqual([
      2600, 7800, 18200, 49400, 54600,
    ]);
    expect(ezNetCents('panda-8', chips(4), ezResultOf(panda))).toBe(10_000);
  });

  it('GIVEN the Player wins with a natural 8 (two cards) THEN Player pays 1:1 and Panda 8 loses', () => {
    const coup = stackedCoup('4S', '2S', '4H', '3S');
    expect(hands(coup)).toEqual({ player: [2, 8], banker: [2, 5], outcome: 'player' });
    expect(coup.natural).toBe(true);
    expect(perChip(coup)).toEqual([200, 0, 0, 0, 0]);
  });

  it('GIVEN the Player’s three-card 8 loses to the Banker’s three-card 9 THEN Panda 8 loses with the Player', () => {
    const coup = stackedCoup('2S', '2H', '3S', '2D', '3H', '5D');
    expect(hands(coup)).toEqual({ player: [3, 8], banker: [3, 9], outcome: 'banker' });
    expect(perChip(coup)).toEqual([0, 200, 0, 0, 0]);
  });

  it('GIVEN the Player wins with three cards totalling 9 THEN Panda 8 loses', () => {
    // Player 2+3 = 5 draws a 4: 9; Banker 2+2 = 4 draws a ten: 4.
    const coup = stackedCoup('2S', '2H', '3S', '2D', '4H', 'TD');
    expect(hands(coup)).toEqual({ player: [3, 9], banker: [3, 4], outcome: 'player' });
    expect(perChip(coup)).toEqual([200, 0, 0, 0, 0]);
  });
});

describe('ties', () => {
  it('GIVEN a tie at 7, the Banker’s on three cards THEN Tie pays 8:1, Player and Banker push, Dragon 7 loses', () => {
    // Player 4+3 = 7 stands; Banker 2+2 = 4 draws a 3: 7.
    const coup = stackedCoup('4S', '2S', '3H', '2H', '3D');
    expect(hands(coup)).toEqual({ player: [2, 7], banker: [3, 7], outcome: 'tie' });
    expect(ezResultOf(coup)).toEqual({ outcome: 'tie', dragon7: false, panda8: false });
    expect(perChip(coup)).toEqual([100, 100, 900, 0, 0]);
  });

  it('GIVEN a tie at 8, the Player’s on three cards THEN Tie pays 8:1 and Panda 8 loses', () => {
    const coup = stackedCoup('2S', '2H', '3S', '2D', '3H', '4D');
    expect(hands(coup)).toEqual({ player: [3, 8], banker: [3, 8], outcome: 'tie' });
    expect(perChip(coup)).toEqual([100, 100, 900, 0, 0]);
  });

  it('GIVEN a tie of naturals THEN Tie pays 8:1 and the other bets push or lose as on any tie', () => {
    const coup = stackedCoup('4S', '5S', '5H', '4H');
    expect(hands(coup)).toEqual({ player: [2, 9], banker: [2, 9], outcome: 'tie' });
    expect(coup.natural).toBe(true);
    expect(perChip(coup)).toEqual([100, 100, 900, 0, 0]);
  });
});

describe('a Player win', () => {
  it('GIVEN a Player natural 9 THEN Player pays 1:1 and everything else loses', () => {
    const coup = stackedCoup('4S', '2S', '5S', '3S');
    expect(hands(coup)).toEqual({ player: [2, 9], banker: [2, 5], outcome: 'player' });
    expect(perChip(coup)).toEqual([200, 0, 0, 0, 0]);
  });
});

describe('a seat’s stakes', () => {
  it('GIVEN stakes on some spots WHEN ezReturns settles them THEN every spot has its return and an empty spot returns 0', () => {
    const stakes: Partial<Record<EzSpot, Chips>> = { banker: chips(10), 'dragon-7': chips(2), tie: chips(3) };
    expect(ezReturns(stakes, { outcome: 'banker', dragon7: true, panda8: false })).toEqual({
      player: 0,
      banker: 1_000,
      tie: 0,
      'dragon-7': 8_200,
      'panda-8': 0,
    });
  });

  it('GIVEN any stake on any spot and any result THEN the return is whole cents, never negative, and at most 41 times the stake', () => {
    const results = fc.constantFrom<EzResult>(
      { outcome: 'banker', dragon7: false, panda8: false },
      { outcome: 'banker', dragon7: true, panda8: false },
      { outcome: 'player', dragon7: false, panda8: false },
      { outcome: 'player', dragon7: false, panda8: true },
      { outcome: 'tie', dragon7: false, panda8: false },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...EZ_SPOTS),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        results,
        (spot, stake, result) => {
          const back = ezReturnCents(spot, chips(stake), result);
          expect(Number.isSafeInteger(back)).toBe(true);
          expect(back >= 0 && back <= stake * 4_100).toBe(true);
          expect(ezNetCents(spot, chips(stake), result)).toBe(back - stake * 100);
        },
      ),
    );
  });
});
