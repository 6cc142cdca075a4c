/**
 * The dealt coup against the transcript written out eagerly: what `dealCoup` returns builds its
 * transcript only when read, and must read, serialise and compare exactly like the plain `Coup`
 * it stands for, because round records are stored as JSON and read back as plain objects.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointOf } from '../../src/engine/cards.js';
import { type Coup, type DealtCard, type Decision, dealCoup, type Hand } from '../../src/engine/coup.js';
import { buildShoe, dealWholeShoe, isShoeOver } from '../../src/engine/shoe.js';
import {
  bankerRuleWhenPlayerDrew,
  bankerRuleWhenPlayerStood,
  isNatural,
  playerDraws,
} from '../../src/engine/tableau.js';

/**
 * The coup as the engine built it before the transcript became lazy: every card pushed as it is
 * dealt, every object in the stored key order. Shares only the tableau's rules with the engine.
 */
const eagerCoup = (shoe: Uint8Array, at: number): Coup => {
  const cards: DealtCard[] = [];
  const player: number[] = [];
  const banker: number[] = [];
  let playerTotal = 0;
  let bankerTotal = 0;
  const deal = (hand: Hand): number => {
    const card = shoe[at + cards.length]!;
    if (hand === 'player') {
      player.push(card);
      playerTotal = (playerTotal + pointOf(card)) % 10;
    } else {
      banker.push(card);
      bankerTotal = (bankerTotal + pointOf(card)) % 10;
    }
    cards.push({ card, hand, playerTotal, bankerTotal });
    return card;
  };
  deal('player');
  deal('banker');
  deal('player');
  deal('banker');
  const playerTwo = playerTotal;
  const bankerTwo = bankerTotal;
  const natural = isNatural(playerTwo) || isNatural(bankerTwo);
  let decisions: Decision[];
  if (natural) {
    decisions = [
      { hand: 'player', total: playerTwo, playerThird: null, action: 'stand', rule: 'natural' },
      { hand: 'banker', total: bankerTwo, playerThird: null, action: 'stand', rule: 'natural' },
    ];
  } else if (playerDraws(playerTwo)) {
    const playerThird = pointOf(deal('player'));
    const bankerRule = bankerRuleWhenPlayerDrew(bankerTwo, playerThird);
    decisions = [
      { hand: 'player', total: playerTwo, playerThird: null, action: 'draw', rule: 'player-draws-0-5' },
      { hand: 'banker', total: bankerTwo, playerThird, ...bankerRule },
    ];
    if (bankerRule.action === 'draw') deal('banker');
  } else {
    const bankerRule = bankerRuleWhenPlayerStood(bankerTwo);
    decisions = [
      { hand: 'player', total: playerTwo, playerThird: null, action: 'stand', rule: 'player-stands-6-7' },
      { hand: 'banker', total: bankerTwo, playerThird: null, ...bankerRule },
    ];
    if (bankerRule.action === 'draw') deal('banker');
  }
  const outcome = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { cards, decisions, player, banker, playerTotal, bankerTotal, outcome, natural };
};

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

/** Reads every field of the interface, as a view would, into a fresh plain object. */
const readFields = (coup: Coup): Coup => ({
  cards: coup.cards,
  decisions: coup.decisions,
  player: coup.player,
  banker: coup.banker,
  playerTotal: coup.playerTotal,
  bankerTotal: coup.bankerTotal,
  outcome: coup.outcome,
  natural: coup.natural,
});

/** A stack of any card bytes (POINTS covers all 256) with six cards from a random offset. */
const stacks = fc
  .tuple(
    fc.integer({ min: 0, max: 5 }),
    fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 12, maxLength: 12 }),
  )
  .map(([at, bytes]) => ({ at, shoe: Uint8Array.from(bytes) }));

const realShoe = buildShoe({
  serverSeed: 'ab'.repeat(32),
  clientSeed: 'lazy transcript',
  shoeNumber: 3,
  decks: 8,
  cutCardReserve: 16,
});

describe('the dealt coup against the eager transcript', () => {
  it('GIVEN any stack WHEN the coup goes through JSON THEN it is the eager transcript, byte for byte', () => {
    fc.assert(
      fc.property(stacks, ({ shoe, at }) => {
        const coup = dealCoup(shoe, at);
        const eager = eagerCoup(shoe, at);
        const json = JSON.stringify(coup);
        expect(JSON.parse(json)).toEqual(eager);
        // The same text as before: stored rounds and exports do not change format.
        expect(json).toBe(JSON.stringify(eager));
      }),
      { numRuns: 5000 },
    );
  });

  it('GIVEN any stack WHEN every field is read THEN each equals the eager one, and cardCount is cards.length', () => {
    fc.assert(
      fc.property(stacks, ({ shoe, at }) => {
        const coup = dealCoup(shoe, at);
        expect(readFields(coup)).toEqual(eagerCoup(shoe, at));
        expect(coup.cardCount).toBe(coup.cards.length);
      }),
      { numRuns: 5000 },
    );
  });

  it('GIVEN a real 8-deck shoe WHEN dealt to the cut card THEN every coup serialises to the eager transcript at its position', () => {
    let position = realShoe.firstCoupAt;
    for (const coup of dealWholeShoe(realShoe)) {
      expect(JSON.parse(JSON.stringify(coup))).toEqual(eagerCoup(realShoe.cards, position));
      position += coup.cards.length;
    }
    expect(isShoeOver(realShoe, position)).toBe(true);
    expect(position - realShoe.firstCoupAt).toBeGreaterThan(300);
  });

  it('GIVEN the three ways a coup can use a fifth card WHEN read THEN cards, player and banker hold it where it belongs', () => {
    // Player draws, Banker stands: A♠ T♥ 2♦ 7♣, then 4♥ to the Player.
    const playerOnly = dealCoup(Uint8Array.from([0, 22, 27, 45, 16, 4]), 0);
    expect([playerOnly.player.length, playerOnly.banker.length, playerOnly.cardCount]).toEqual([3, 2, 5]);
    // Player stands on 7, Banker draws on 3: 7♠ A♥ K♦ 2♣, then 9♥ to the Banker.
    const bankerOnly = dealCoup(Uint8Array.from([6, 13, 38, 40, 21, 0]), 0);
    expect([bankerOnly.player.length, bankerOnly.banker.length, bankerOnly.cardCount]).toEqual([2, 3, 5]);
    expect(bankerOnly.banker[2]).toBe(21);
    // Both draw: 2 + 3 = 5 against 0.
    const both = dealCoup(Uint8Array.from([1, 9, 2, 10, 3, 4]), 0);
    expect([both.player.length, both.banker.length, both.cardCount]).toEqual([3, 3, 6]);
    for (const coup of [playerOnly, bankerOnly, both])
      expect(readFields(coup)).toEqual(eagerCoup(Uint8Array.from(coup.cards.map((d) => d.card)), 0));
  });
});

describe('a stored coup', () => {
  it('GIVEN a coup from a real shoe WHEN stored in a round record THEN its JSON has exactly the Coup fields and none of the shoe', () => {
    const coup = dealCoup(realShoe.cards, realShoe.firstCoupAt);
    const json = JSON.stringify({ round: 1, coup });
    const stored = JSON.parse(json).coup as Record<string, unknown>;
    expect(Object.keys(stored)).toEqual(COUP_FIELDS);
    expect(Object.keys(coup.toJSON())).toEqual(COUP_FIELDS);
    // A Uint8Array would serialise as {"0":…,"1":…}; the shoe has 416 cards, a coup at most six.
    expect(json).not.toMatch(/"\d+":/);
    expect(json.length).toBeLessThan(1200);
    expect(stored.cards).toHaveLength(coup.cardCount);
  });

  it('GIVEN a coup read back from JSON WHEN used as a Coup THEN it reads like the dealt one', () => {
    const coup = dealCoup(Uint8Array.from([5, 18, 33, 44, 2, 7]), 0);
    const readBack: Coup = JSON.parse(JSON.stringify(coup));
    expect(readBack).toEqual(readFields(coup));
    expect(readBack.cards.length).toBe(coup.cardCount);
  });

  it('GIVEN a dealt coup WHEN the shoe bytes change afterwards THEN its transcript does not: it keeps no reference to the shoe', () => {
    const shoe = Uint8Array.from([0, 22, 27, 45, 16, 4]);
    const coup = dealCoup(shoe, 0);
    const before = eagerCoup(shoe, 0);
    shoe.fill(51);
    expect(JSON.parse(JSON.stringify(coup))).toEqual(before);
    expect(Object.values(coup).some((value) => value instanceof Uint8Array)).toBe(false);
  });
});

describe('the lazy transcript', () => {
  it('GIVEN a coup WHEN its transcript is read twice THEN the same arrays come back', () => {
    const coup = dealCoup(Uint8Array.from([1, 9, 2, 10, 3, 4]), 0);
    expect(coup.cards).toBe(coup.cards);
    expect(coup.player).toBe(coup.player);
    expect(coup.banker).toBe(coup.banker);
    expect(coup.decisions).toBe(coup.decisions);
    expect(coup.toJSON().cards).toBe(coup.cards);
  });

  it('GIVEN two coups WHEN compared structurally THEN they are equal exactly when their transcripts are', () => {
    const cards = [0, 22, 27, 45, 16, 4];
    const first = dealCoup(Uint8Array.from(cards), 0);
    // The same cards at another position of another array, one coup with its transcript built.
    const second = dealCoup(Uint8Array.from([9, 9, ...cards]), 2);
    void second.cards;
    expect(second).toEqual(first);
    // Other cards, the same points and totals: the ace of hearts for the ace of spades.
    const samePoints = dealCoup(Uint8Array.from([13, 22, 27, 45, 16, 4]), 0);
    expect(readFields(samePoints)).not.toEqual(readFields(first));
    expect(samePoints).not.toEqual(first);
  });
});
