/**
 * The dealt coup as data: plain objects a round record stores as they are, that come back equal
 * from JSON and from `structuredClone`, in the stored format round records and exports already
 * hold. The rules it deals by are checked in tableau.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handTotal } from '../../src/engine/cards.js';
import { type Coup, dealCoup } from '../../src/engine/coup.js';
import { buildShoe, dealWholeShoe, isShoeOver } from '../../src/engine/shoe.js';
import { c, stackedCoup } from '../support/cards.js';

/** The fields of `Coup`, in the order a stored round has always had them. */
const COUP_FIELDS = [
  'cards',
  'decisions',
  'player',
  'banker',
  'playerTotal',
  'bankerTotal',
  'outcome',
  'natural',
];

/** A coup where both hands draw: 2♠ T♠ 3♠ J♠, the Player draws 4♠ on 5, the Banker 5♠ on 0. */
const BOTH_DRAW = ['2S', 'TS', '3S', 'JS', '4S', '5S'];

/** That coup as a stored round record holds it, text for text; a change here breaks stored rounds. */
const STORED_BOTH_DRAW =
  '{"cards":[{"card":1,"hand":"player","playerTotal":2,"bankerTotal":0},' +
  '{"card":9,"hand":"banker","playerTotal":2,"bankerTotal":0},' +
  '{"card":2,"hand":"player","playerTotal":5,"bankerTotal":0},' +
  '{"card":10,"hand":"banker","playerTotal":5,"bankerTotal":0},' +
  '{"card":3,"hand":"player","playerTotal":9,"bankerTotal":0},' +
  '{"card":4,"hand":"banker","playerTotal":9,"bankerTotal":5}],' +
  '"decisions":[{"hand":"player","total":5,"playerThird":null,"action":"draw","rule":"player-draws-0-5"},' +
  '{"hand":"banker","total":0,"playerThird":4,"action":"draw","rule":"banker-draws-0-2"}],' +
  '"player":[1,2,3],"banker":[9,10,4],"playerTotal":9,"bankerTotal":5,"outcome":"player","natural":false}';

/** A stack of any card bytes (pointOf is defined on all 256) with six cards from a random offset. */
const stacks = fc
  .tuple(
    fc.integer({ min: 0, max: 5 }),
    fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 12, maxLength: 12 }),
  )
  .map(([at, bytes]) => ({ at, shoe: Uint8Array.from(bytes) }));

const realShoe = buildShoe({
  serverSeed: 'ab'.repeat(32),
  clientSeed: 'plain coups',
  shoeNumber: 3,
  decks: 8,
  cutCardReserve: 16,
});

/** True when `value` is built only of plain objects, arrays, numbers, strings, booleans and null. */
const isPlainData = (value: unknown): boolean => {
  if (value === null || ['number', 'string', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value))
    return Object.getPrototypeOf(value) === Array.prototype && value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.getOwnPropertyNames(value).every((key) => {
    const property = Object.getOwnPropertyDescriptor(value, key)!;
    return property.enumerable === true && 'value' in property && isPlainData(property.value);
  });
};

describe('a dealt coup is plain data', () => {
  it('GIVEN any stack WHEN the coup is cloned with structuredClone or sent through JSON THEN it comes back equal', () => {
    fc.assert(
      fc.property(stacks, ({ shoe, at }) => {
        const coup = dealCoup(shoe, at);
        expect(isPlainData(coup)).toBe(true);
        expect(structuredClone(coup)).toEqual(coup);
        expect(JSON.parse(JSON.stringify(coup))).toEqual(coup);
      }),
      { numRuns: 2000 },
    );
  });

  it('GIVEN a real 8-deck shoe dealt to the cut card WHEN every coup is cloned and sent through JSON THEN each comes back equal', () => {
    const coups = dealWholeShoe(realShoe);
    expect(coups.length).toBeGreaterThan(70);
    expect(structuredClone(coups)).toEqual(coups);
    expect(JSON.parse(JSON.stringify(coups))).toEqual(coups);
    expect(coups.every(isPlainData)).toBe(true);
  });

  it('GIVEN a coup WHEN spread into a new object THEN the copy holds the whole transcript', () => {
    const coup = stackedCoup(...BOTH_DRAW);
    const copy = { ...coup };
    expect(copy).toEqual(coup);
    expect(copy.cards).toHaveLength(6);
  });

  it('GIVEN a dealt coup WHEN the shoe bytes change afterwards THEN the coup does not: it keeps no reference to the shoe', () => {
    const shoe = Uint8Array.from([0, 22, 27, 45, 16, 4]);
    const coup = dealCoup(shoe, 0);
    const before = structuredClone(coup);
    shoe.fill(51);
    expect(coup).toEqual(before);
  });
});

describe('the stored format', () => {
  it('GIVEN the coup 2♠ T♠ 3♠ J♠ 4♠ 5♠ WHEN stored as JSON THEN the text is exactly what stored rounds hold', () => {
    expect(JSON.stringify(stackedCoup(...BOTH_DRAW))).toBe(STORED_BOTH_DRAW);
  });

  it('GIVEN a stored coup read back from JSON WHEN compared with dealing the same cards again THEN they are equal', () => {
    const readBack: Coup = JSON.parse(STORED_BOTH_DRAW);
    expect(readBack).toEqual(stackedCoup(...BOTH_DRAW));
  });

  it('GIVEN any stack WHEN dealt THEN the coup and each of its parts hold their fields in the stored order', () => {
    fc.assert(
      fc.property(stacks, ({ shoe, at }) => {
        const coup = dealCoup(shoe, at);
        expect(Object.keys(coup)).toEqual(COUP_FIELDS);
        for (const dealt of coup.cards)
          expect(Object.keys(dealt)).toEqual(['card', 'hand', 'playerTotal', 'bankerTotal']);
        for (const decision of coup.decisions)
          expect(Object.keys(decision)).toEqual(['hand', 'total', 'playerThird', 'action', 'rule']);
      }),
      { numRuns: 500 },
    );
  });

  it('GIVEN a coup from a real shoe WHEN stored in a round record THEN its JSON holds the six cards at most, none of the shoe', () => {
    const coup = dealCoup(realShoe.cards, realShoe.firstCoupAt);
    const json = JSON.stringify({ round: 1, coup });
    // A Uint8Array would serialise as {"0":…,"1":…}; the shoe has 416 cards, a coup at most six.
    expect(json).not.toMatch(/"\d+":/);
    expect(json.length).toBeLessThan(1200);
  });
});

describe('the transcript', () => {
  it('GIVEN any stack WHEN dealt THEN the cards are the stack in order, split into the hands, with the running totals after each', () => {
    fc.assert(
      fc.property(stacks, ({ shoe, at }) => {
        const coup = dealCoup(shoe, at);
        expect(coup.cards.map((d) => d.card)).toEqual([...shoe.subarray(at, at + coup.cards.length)]);
        coup.cards.forEach((dealt, i) => {
          const soFar = coup.cards.slice(0, i + 1);
          const inHand = (hand: string) => soFar.filter((d) => d.hand === hand).map((d) => d.card);
          expect([dealt.playerTotal, dealt.bankerTotal]).toEqual([
            handTotal(inHand('player')),
            handTotal(inHand('banker')),
          ]);
        });
        expect(coup.player).toEqual(coup.cards.filter((d) => d.hand === 'player').map((d) => d.card));
        expect(coup.banker).toEqual(coup.cards.filter((d) => d.hand === 'banker').map((d) => d.card));
        expect([coup.playerTotal, coup.bankerTotal]).toEqual([
          handTotal(coup.player),
          handTotal(coup.banker),
        ]);
      }),
      { numRuns: 2000 },
    );
  });

  it('GIVEN the three ways a coup can use a fifth card WHEN dealt THEN cards, player and banker hold it where it belongs', () => {
    // Player draws, Banker stands: A♠ T♥ 2♦ 7♣, then 4♥ to the Player.
    const playerOnly = stackedCoup('AS', 'TH', '2D', '7C', '4H', '5S');
    expect([playerOnly.player.length, playerOnly.banker.length, playerOnly.cards.length]).toEqual([3, 2, 5]);
    expect(playerOnly.player[2]).toBe(c('4H'));
    // Player stands on 7, Banker draws on 3: 7♠ A♥ K♦ 2♣, then 9♥ to the Banker.
    const bankerOnly = stackedCoup('7S', 'AH', 'KD', '2C', '9H', 'AS');
    expect([bankerOnly.player.length, bankerOnly.banker.length, bankerOnly.cards.length]).toEqual([2, 3, 5]);
    expect(bankerOnly.banker[2]).toBe(c('9H'));
    // Both draw: 2 + 3 = 5 against 0.
    const both = stackedCoup(...BOTH_DRAW);
    expect([both.player.length, both.banker.length, both.cards.length]).toEqual([3, 3, 6]);
  });

  it('GIVEN a real 8-deck shoe WHEN dealt coup after coup by cards.length THEN the coups cover the shoe up to the cut card', () => {
    let position = realShoe.firstCoupAt;
    for (const coup of dealWholeShoe(realShoe)) {
      expect(coup).toEqual(dealCoup(realShoe.cards, position));
      position += coup.cards.length;
    }
    expect(isShoeOver(realShoe, position)).toBe(true);
    expect(position - realShoe.firstCoupAt).toBeGreaterThan(300);
  });
});
