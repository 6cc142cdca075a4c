/**
 * The tableau, checked twice: the data in tableau.ts against a literal copy of the reference
 * table, and the coup dealt from stacked cards, so the rule the bot deals is the rule it shows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Coup, dealCoup } from '../../src/engine/coup.js';
import {
  BANKER_DRAWS,
  bankerRuleWhenPlayerDrew,
  bankerRuleWhenPlayerStood,
  type RuleId,
} from '../../src/engine/tableau.js';
import { c, withPoint } from '../support/cards.js';

/**
 * docs/rules.md, the Banker when the Player drew, copied by hand: row = Banker two-card total,
 * column = point value of the Player's third card 0…9, D = draws, S = stands.
 */
const REFERENCE_BANKER_TABLE: Record<number, string> = {
  //   0123456789
  0: 'DDDDDDDDDD',
  1: 'DDDDDDDDDD',
  2: 'DDDDDDDDDD',
  3: 'DDDDDDDDSD',
  4: 'SSDDDDDDSS',
  5: 'SSSSDDDDSS',
  6: 'SSSSSSDDSS',
  7: 'SSSSSSSSSS',
};

const referenceBankerDraws = (bankerTotal: number, playerThird: number): boolean =>
  REFERENCE_BANKER_TABLE[bankerTotal]?.[playerThird] === 'D';

/** The rule id the engine should give for a Banker decision after a Player draw. */
const expectedRuleAfterPlayerDrew = (bankerTotal: number, playerThird: number): RuleId => {
  if (bankerTotal <= 2) return 'banker-draws-0-2';
  if (bankerTotal === 7) return 'banker-stands-7';
  return referenceBankerDraws(bankerTotal, playerThird) ? 'banker-table-draws' : 'banker-table-stands';
};

/** A stacked shoe holding exactly these cards, in dealing order. */
const stack = (...cards: number[]): Uint8Array => Uint8Array.from(cards);

const bankerDrewThird = (coup: Coup): boolean => coup.banker.length === 3;

const POINTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const NON_NATURAL = [0, 1, 2, 3, 4, 5, 6, 7];

describe('the Banker table as data', () => {
  it('GIVEN the reference table WHEN BANKER_DRAWS is read THEN it has rows 0–7 of ten columns each', () => {
    expect(BANKER_DRAWS).toHaveLength(8);
    for (const row of BANKER_DRAWS) expect(row).toHaveLength(10);
  });

  for (const bankerTotal of NON_NATURAL)
    for (const p3 of POINTS) {
      const draws = referenceBankerDraws(bankerTotal, p3);
      it(`GIVEN Banker ${bankerTotal} and Player third card ${p3} THEN the Banker ${draws ? 'draws' : 'stands'}`, () => {
        expect(BANKER_DRAWS[bankerTotal]?.[p3]).toBe(draws);
        expect(bankerRuleWhenPlayerDrew(bankerTotal, p3)).toEqual({
          action: draws ? 'draw' : 'stand',
          rule: expectedRuleAfterPlayerDrew(bankerTotal, p3),
        });
      });
    }

  it('GIVEN the Player stood THEN the Banker draws on 0–5 and stands on 6–7', () => {
    for (const total of NON_NATURAL)
      expect(bankerRuleWhenPlayerStood(total)).toEqual(
        total <= 5
          ? { action: 'draw', rule: 'banker-draws-0-5-player-stood' }
          : { action: 'stand', rule: 'banker-stands-6-7-player-stood' },
      );
  });
});

describe('the Banker table through dealCoup', () => {
  for (const bankerTotal of NON_NATURAL)
    for (const p3 of POINTS) {
      const draws = referenceBankerDraws(bankerTotal, p3);
      it(`GIVEN Player A+A draws a ${p3} and Banker holds ${bankerTotal} WHEN dealt THEN the Banker ${draws ? 'draws' : 'stands'}`, () => {
        // Banker's two cards: a nine plus whatever makes the total, so most totals cross ten.
        const b1 = withPoint(9, 1);
        const b2 = withPoint((bankerTotal + 1) % 10, 2);
        const b3 = c('5C');
        const cards = stack(c('AS'), b1, c('AH'), b2, withPoint(p3, 3), b3);
        const coup = dealCoup(cards, 0);

        expect(coup.natural).toBe(false);
        expect(coup.decisions[0]).toMatchObject({
          hand: 'player',
          total: 2,
          action: 'draw',
          rule: 'player-draws-0-5',
        });
        expect(coup.decisions[1]).toEqual({
          hand: 'banker',
          total: bankerTotal,
          playerThird: p3,
          action: draws ? 'draw' : 'stand',
          rule: expectedRuleAfterPlayerDrew(bankerTotal, p3),
        });
        expect(bankerDrewThird(coup)).toBe(draws);
        expect(coup.cards).toHaveLength(draws ? 6 : 5);
        expect(coup.bankerTotal).toBe(draws ? (bankerTotal + 5) % 10 : bankerTotal);
        expect(coup.playerTotal).toBe((2 + p3) % 10);
      });
    }
});

describe('the Player stands on 6–7', () => {
  for (const playerTotal of [6, 7])
    for (const bankerTotal of NON_NATURAL) {
      const bankerDraws = bankerTotal <= 5;
      it(`GIVEN Player ${playerTotal} and Banker ${bankerTotal} WHEN dealt THEN the Player stands and the Banker ${bankerDraws ? 'draws the fifth card' : 'stands'}`, () => {
        const fifth = c('3D');
        const cards = stack(
          withPoint(playerTotal, 0),
          withPoint(bankerTotal, 1),
          c('KS'),
          c('QH'),
          fifth,
          c('9C'),
        );
        const coup = dealCoup(cards, 0);

        expect(coup.decisions[0]).toEqual({
          hand: 'player',
          total: playerTotal,
          playerThird: null,
          action: 'stand',
          rule: 'player-stands-6-7',
        });
        expect(coup.decisions[1]).toEqual({
          hand: 'banker',
          total: bankerTotal,
          playerThird: null,
          action: bankerDraws ? 'draw' : 'stand',
          rule: bankerDraws ? 'banker-draws-0-5-player-stood' : 'banker-stands-6-7-player-stood',
        });
        expect(coup.player).toHaveLength(2);
        // With the Player standing, the Banker's third card is the fifth card out, not the sixth.
        expect(coup.banker).toEqual(bankerDraws ? [cards[1], cards[3], fifth] : [cards[1], cards[3]]);
        expect(coup.bankerTotal).toBe(bankerDraws ? (bankerTotal + 3) % 10 : bankerTotal);
        expect(coup.playerTotal).toBe(playerTotal);
      });
    }
});

describe('the Player draws on 0–5', () => {
  for (const playerTotal of [0, 1, 2, 3, 4, 5])
    it(`GIVEN Player ${playerTotal} against Banker 7 WHEN dealt THEN the Player draws the fifth card and the Banker stands`, () => {
      const cards = stack(withPoint(playerTotal, 0), c('7H'), c('TS'), c('JH'), c('2C'), c('9D'));
      const coup = dealCoup(cards, 0);

      expect(coup.decisions[0]).toEqual({
        hand: 'player',
        total: playerTotal,
        playerThird: null,
        action: 'draw',
        rule: 'player-draws-0-5',
      });
      expect(coup.player).toEqual([cards[0], cards[2], c('2C')]);
      expect(coup.playerTotal).toBe((playerTotal + 2) % 10);
      expect(coup.decisions[1]).toMatchObject({ action: 'stand', rule: 'banker-stands-7', playerThird: 2 });
      expect(coup.banker).toHaveLength(2);
    });
});

describe('naturals', () => {
  const cases: { name: string; cards: string[]; player: number; banker: number; outcome: Coup['outcome'] }[] =
    [
      {
        name: 'Player 8 v Banker 9',
        cards: ['8S', '9H', 'KD', 'QC'],
        player: 8,
        banker: 9,
        outcome: 'banker',
      },
      {
        name: 'Player 9 v Banker 8',
        cards: ['9S', '8H', 'KD', 'QC'],
        player: 9,
        banker: 8,
        outcome: 'player',
      },
      { name: 'Player 8 v Banker 8', cards: ['8S', '8H', 'KD', 'QC'], player: 8, banker: 8, outcome: 'tie' },
      {
        name: 'Player 9 v Banker 9 made over ten',
        cards: ['4S', '5H', '5D', '4C'],
        player: 9,
        banker: 9,
        outcome: 'tie',
      },
      {
        name: 'Player natural 8 v Banker 7',
        cards: ['8S', '7H', 'KD', 'QC'],
        player: 8,
        banker: 7,
        outcome: 'player',
      },
      {
        name: 'Banker natural 9 v Player 0',
        cards: ['KS', '9H', 'QD', 'JC'],
        player: 0,
        banker: 9,
        outcome: 'banker',
      },
      {
        name: 'Banker natural 8 v Player 5',
        cards: ['5S', '8H', 'KD', 'QC'],
        player: 5,
        banker: 8,
        outcome: 'banker',
      },
      {
        name: 'Player natural 8 v Banker 3',
        cards: ['8S', '3H', 'KD', 'QC'],
        player: 8,
        banker: 3,
        outcome: 'player',
      },
      {
        name: 'Player 8 made 9+9 v Banker 6',
        cards: ['9S', '6H', '9D', 'QC'],
        player: 8,
        banker: 6,
        outcome: 'player',
      },
    ];
  for (const { name, cards, player, banker, outcome } of cases)
    it(`GIVEN ${name} WHEN dealt THEN nobody draws and the outcome is ${outcome}`, () => {
      // Two more cards sit in the shoe: a natural must leave them there.
      const coup = dealCoup(stack(...cards.map(c), c('AS'), c('AH')), 0);

      expect(coup.natural).toBe(true);
      expect(coup.cards).toHaveLength(4);
      expect(coup.player).toHaveLength(2);
      expect(coup.banker).toHaveLength(2);
      expect(coup.playerTotal).toBe(player);
      expect(coup.bankerTotal).toBe(banker);
      expect(coup.outcome).toBe(outcome);
      expect(coup.decisions).toEqual([
        { hand: 'player', total: player, playerThird: null, action: 'stand', rule: 'natural' },
        { hand: 'banker', total: banker, playerThird: null, action: 'stand', rule: 'natural' },
      ]);
    });
});

describe('totals', () => {
  it('GIVEN Player 8S 9H WHEN dealt THEN the Player total is 7 (17 drops the ten) and the Player stands', () => {
    const coup = dealCoup(stack(c('8S'), c('TH'), c('9H'), c('6D'), c('AC'), c('AD')), 0);
    expect(coup.playerTotal).toBe(7);
    expect(coup.decisions[0]).toMatchObject({ total: 7, action: 'stand' });
    expect(coup.bankerTotal).toBe(6);
    expect(coup.outcome).toBe('player');
  });

  it('GIVEN three cards 7+8+9 on the Player side WHEN dealt THEN the Player total is 4', () => {
    // 7 + 8 = 15 → 5, draws 9 → 14 → 4.
    const coup = dealCoup(stack(c('7S'), c('KH'), c('8H'), c('7D'), c('9C'), c('AD')), 0);
    expect(coup.player).toEqual([c('7S'), c('8H'), c('9C')]);
    expect(coup.playerTotal).toBe(4);
    expect(coup.bankerTotal).toBe(7);
    expect(coup.outcome).toBe('banker');
  });

  it('GIVEN a coup dealt from the middle of a shoe WHEN dealt at an offset THEN only cards from the offset are used', () => {
    const cards = stack(c('9S'), c('9H'), c('2S'), c('TH'), c('3S'), c('JH'), c('4S'), c('6C'));
    const coup = dealCoup(cards, 2);
    expect(coup.player).toEqual([c('2S'), c('3S'), c('4S')]);
    expect(coup.banker).toEqual([c('TH'), c('JH'), c('6C')]);
  });
});

describe('the transcript', () => {
  it('GIVEN a six-card coup WHEN dealt THEN cards come P B P B P3 B3 with running totals after each', () => {
    // Player A + 2 = 3, draws 4 → 7. Banker T + 3 = 3, P3 = 4 → draws 5 → 8. Banker wins.
    const coup = dealCoup(stack(c('AS'), c('TH'), c('2D'), c('3C'), c('4H'), c('5S')), 0);
    expect(coup.cards).toEqual([
      { card: c('AS'), hand: 'player', playerTotal: 1, bankerTotal: 0 },
      { card: c('TH'), hand: 'banker', playerTotal: 1, bankerTotal: 0 },
      { card: c('2D'), hand: 'player', playerTotal: 3, bankerTotal: 0 },
      { card: c('3C'), hand: 'banker', playerTotal: 3, bankerTotal: 3 },
      { card: c('4H'), hand: 'player', playerTotal: 7, bankerTotal: 3 },
      { card: c('5S'), hand: 'banker', playerTotal: 7, bankerTotal: 8 },
    ]);
    expect(coup.decisions).toEqual([
      { hand: 'player', total: 3, playerThird: null, action: 'draw', rule: 'player-draws-0-5' },
      { hand: 'banker', total: 3, playerThird: 4, action: 'draw', rule: 'banker-table-draws' },
    ]);
    expect(coup).toMatchObject({ playerTotal: 7, bankerTotal: 8, outcome: 'banker', natural: false });
  });

  it('GIVEN the Player stands and the Banker draws WHEN dealt THEN the fifth card is the Banker’s and no decision has playerThird', () => {
    const coup = dealCoup(stack(c('6S'), c('2H'), c('QD'), c('2C'), c('7H'), c('8S')), 0);
    expect(coup.cards.map((d) => d.hand)).toEqual(['player', 'banker', 'player', 'banker', 'banker']);
    expect(coup.cards.map((d) => [d.playerTotal, d.bankerTotal])).toEqual([
      [6, 0],
      [6, 2],
      [6, 2],
      [6, 4],
      [6, 1],
    ]);
    expect(coup.decisions.map((d) => d.playerThird)).toEqual([null, null]);
    expect(coup.outcome).toBe('player');
  });

  it('GIVEN the Player draws and the Banker stands WHEN dealt THEN only the Banker’s decision carries playerThird', () => {
    const coup = dealCoup(stack(c('2S'), c('6H'), c('2D'), c('KC'), c('TH'), c('8S')), 0);
    expect(coup.cards.map((d) => d.hand)).toEqual(['player', 'banker', 'player', 'banker', 'player']);
    expect(coup.decisions.map((d) => d.playerThird)).toEqual([null, 0]);
    expect(coup.decisions[1]).toMatchObject({ action: 'stand', rule: 'banker-table-stands' });
    expect(coup).toMatchObject({ playerTotal: 4, bankerTotal: 6, outcome: 'banker' });
  });

  it('GIVEN a natural WHEN dealt THEN the transcript holds four cards and no decision carries playerThird', () => {
    const coup = dealCoup(stack(c('4S'), c('KH'), c('5D'), c('7C'), c('AH'), c('AS')), 0);
    expect(coup.cards.map((d) => [d.hand, d.playerTotal, d.bankerTotal])).toEqual([
      ['player', 4, 0],
      ['banker', 4, 0],
      ['player', 9, 0],
      ['banker', 9, 7],
    ]);
    expect(coup.decisions.map((d) => d.playerThird)).toEqual([null, null]);
  });
});

/** The rules written out once more, straight from the reference, over point values. */
const referenceCoup = (points: readonly number[]) => {
  const [p1 = 0, b1 = 0, p2 = 0, b2 = 0, fifth = 0, sixth = 0] = points;
  let player = (p1 + p2) % 10;
  let banker = (b1 + b2) % 10;
  let playerCards = 2;
  let bankerCards = 2;
  if (player < 8 && banker < 8) {
    if (player <= 5) {
      player = (player + fifth) % 10;
      playerCards = 3;
      if (referenceBankerDraws(banker, fifth)) {
        banker = (banker + sixth) % 10;
        bankerCards = 3;
      }
    } else if (banker <= 5) {
      banker = (banker + fifth) % 10;
      bankerCards = 3;
    }
  }
  const outcome = player > banker ? 'player' : banker > player ? 'banker' : 'tie';
  return { player, banker, playerCards, bankerCards, outcome };
};

describe('dealCoup against the reference rules', () => {
  it('GIVEN any six cards WHEN dealt THEN totals, card counts and outcome match the rules written out independently', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 51 }), { minLength: 6, maxLength: 6 }), (cards) => {
        const coup = dealCoup(Uint8Array.from(cards), 0);
        const points = cards.map((card) => (card % 13 < 9 ? (card % 13) + 1 : 0));
        const expected = referenceCoup(points);
        expect(coup.playerTotal).toBe(expected.player);
        expect(coup.bankerTotal).toBe(expected.banker);
        expect(coup.player).toHaveLength(expected.playerCards);
        expect(coup.banker).toHaveLength(expected.bankerCards);
        expect(coup.outcome).toBe(expected.outcome);
        // The transcript is exactly the cards, in order, from the start of the stack.
        expect(coup.cards.map((d) => d.card)).toEqual(cards.slice(0, coup.cards.length));
        const last = coup.cards.at(-1);
        expect([last?.playerTotal, last?.bankerTotal]).toEqual([expected.player, expected.banker]);
      }),
      { numRuns: 2000 },
    );
  });
});
