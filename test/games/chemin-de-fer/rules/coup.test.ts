/**
 * Chemin de fer dealt step by step: the pauses and their choices, the transcript with its rule ids
 * and who decided, the free règle, plain data, and the strong check: with every decision taken by
 * its default, a whole shoe of chemin de fer is Punto Banco coup for coup.
 */
import { describe, expect, it } from 'vitest';
import { dealCoup } from '../../../../src/engine/coup.js';
import { buildShoe, dealWholeShoe } from '../../../../src/engine/shoe.js';
import {
  begin,
  type CdfCoup,
  type CdfStep,
  dealWholeCdfShoe,
  dealWithDefaults,
  decide,
} from '../../../../src/games/chemin-de-fer/rules/coup.js';
import { c } from '../../../support/cards.js';

const stack = (...codes: string[]) => Uint8Array.from(codes.map(c));

/** The step's coup; fails the test when it is still waiting. */
const finished = (step: CdfStep): CdfCoup => {
  if (step.kind !== 'finished') throw new Error(`still waiting for the ${step.decision.hand}`);
  return step.coup;
};

describe('a coup step by step', () => {
  it('GIVEN a natural on either side WHEN dealt THEN the coup ends at once with four cards and no decision', () => {
    const step = begin(stack('9C', '4S', 'KD', '4D'), 0);
    expect(step).toMatchObject({ kind: 'finished', cardsUsed: 4 });
    expect(finished(step)).toMatchObject({
      natural: true,
      decisions: [],
      outcome: 'punter',
      punterTotal: 9,
      bankerTotal: 8,
    });
  });

  it('GIVEN a punter on 4 WHEN dealt THEN the coup waits for him with Card as the only choice', () => {
    const step = begin(stack('4H', '2C', 'KS', '3D', '4C', '4D'), 0);
    expect(step.kind).toBe('waiting');
    if (step.kind !== 'waiting') return;
    expect(step.decision).toEqual({
      hand: 'punter',
      total: 4,
      punterThird: null,
      rule: 'punter-draws-0-4',
      choices: ['draw'],
      defaultChoice: 'draw',
    });
    expect(() => decide(stack('4H', '2C', 'KS', '3D', '4C', '4D'), 0, step.state, 'stand')).toThrow(
      RangeError,
    );
  });

  it('GIVEN the banker in an optional cell THEN the coup waits for him, and his stand is kept as his choice', () => {
    const cards = stack('4H', '2C', 'KS', '3D', '4C', '4D');
    const punter = begin(cards, 0);
    if (punter.kind !== 'waiting') throw new Error('expected the punter prompt');
    const banker = decide(cards, 0, punter.state, 'draw');
    expect(banker.kind).toBe('waiting');
    if (banker.kind !== 'waiting') return;
    expect(banker.decision).toEqual({
      hand: 'banker',
      total: 5,
      punterThird: 4,
      rule: 'banker-optional-5v4',
      choices: ['draw', 'stand'],
      defaultChoice: 'draw',
    });
    const coup = finished(decide(cards, 0, banker.state, 'stand', 'player'));
    expect(coup.banker).toEqual([c('2C'), c('3D')]);
    expect(coup.decisions).toEqual([
      { hand: 'punter', total: 4, punterThird: null, action: 'draw', rule: 'punter-draws-0-4', by: 'rule' },
      {
        hand: 'banker',
        total: 5,
        punterThird: 4,
        action: 'stand',
        rule: 'banker-optional-5v4',
        by: 'player',
      },
    ]);
    expect(coup.outcome).toBe('punter');
  });

  it('GIVEN banker 3 against a third card 9 THEN the 3v9 cell is optional, drawing by default', () => {
    const cards = stack('2H', 'AC', '2S', '2D', '9S', 'KH');
    const punter = begin(cards, 0);
    if (punter.kind !== 'waiting') throw new Error('expected the punter prompt');
    const banker = decide(cards, 0, punter.state, 'draw');
    if (banker.kind !== 'waiting') throw new Error('expected the banker prompt');
    expect(banker.decision.rule).toBe('banker-optional-3v9');
    const coup = finished(decide(cards, 0, banker.state, 'draw', 'default'));
    expect(coup.decisions[1]).toMatchObject({ action: 'draw', by: 'default', rule: 'banker-optional-3v9' });
    expect(coup).toMatchObject({ punterTotal: 3, bankerTotal: 3, outcome: 'tie' });
  });

  it('GIVEN a default that is not the default WHEN applied THEN it is refused', () => {
    const cards = stack('2D', 'AS', '3C', '2H', '5D', '6H');
    const step = begin(cards, 0);
    if (step.kind !== 'waiting') throw new Error('expected the punter prompt');
    expect(() => decide(cards, 0, step.state, 'stand', 'default')).toThrow(
      /default of punter-free-5 is draw/,
    );
    expect(() => decide(cards, 1, step.state, 'draw')).toThrow(RangeError);
  });

  it('GIVEN a forced banker cell THEN it is applied at once, by rule, without a pause', () => {
    const cards = stack('7C', '3H', 'KD', '3S');
    const step = begin(cards, 0);
    if (step.kind !== 'waiting') throw new Error('expected the punter prompt');
    const coup = finished(decide(cards, 0, step.state, 'stand'));
    expect(coup.decisions).toEqual([
      { hand: 'punter', total: 7, punterThird: null, action: 'stand', rule: 'punter-stands-6-7', by: 'rule' },
      {
        hand: 'banker',
        total: 6,
        punterThird: null,
        action: 'stand',
        rule: 'banker-stands-6-7-punter-stood',
        by: 'rule',
      },
    ]);
  });

  it('GIVEN a paused coup and a finished one THEN both are plain data that survive JSON unchanged', () => {
    const cards = stack('4H', '2C', 'KS', '3D', '4C', '4D');
    const punter = begin(cards, 0);
    if (punter.kind !== 'waiting') throw new Error('expected the punter prompt');
    const banker = decide(cards, 0, punter.state, 'draw');
    if (banker.kind !== 'waiting') throw new Error('expected the banker prompt');
    const revived = JSON.parse(JSON.stringify(banker.state));
    expect(revived).toEqual(banker.state);
    const coup = finished(decide(cards, 0, revived, 'draw', 'default'));
    expect(JSON.parse(JSON.stringify(coup))).toEqual(coup);
    expect(structuredClone(coup)).toEqual(coup);
  });
});

/** A few real shoes: 6 and 8 decks, different seeds. */
const SHOES = [
  { serverSeed: '0'.repeat(64), clientSeed: 'test:1', shoeNumber: 1, decks: 8, cutCardReserve: 16 },
  { serverSeed: 'a1'.repeat(32), clientSeed: 'cdf:1', shoeNumber: 3, decks: 6, cutCardReserve: 16 },
  { serverSeed: '5e'.repeat(32), clientSeed: 'cdf:2', shoeNumber: 7, decks: 6, cutCardReserve: 6 },
  { serverSeed: '0f'.repeat(32), clientSeed: 'guild:9', shoeNumber: 12, decks: 8, cutCardReserve: 16 },
  { serverSeed: 'c3'.repeat(32), clientSeed: 'x', shoeNumber: 2, decks: 1, cutCardReserve: 6 },
];

/** Every coup a shoe holds, dealt as chemin de fer with the defaults. */
const wholeShoeWithDefaults = (spec: (typeof SHOES)[number], regle: 'scarne' | 'free' = 'scarne') => {
  const shoe = buildShoe(spec);
  return { shoe, coups: dealWholeCdfShoe(shoe, regle) };
};

describe('with the defaults, chemin de fer is Punto Banco', () => {
  for (const spec of SHOES)
    it(`GIVEN the shoe ${spec.clientSeed}/${spec.shoeNumber} of ${spec.decks} decks WHEN dealt with every default THEN each coup is Punto Banco's, card for card and decision for decision`, () => {
      const { shoe, coups } = wholeShoeWithDefaults(spec);
      const punto = dealWholeShoe(shoe);
      expect(coups.length).toBe(punto.length);
      expect(coups.length).toBeGreaterThan(4);
      coups.forEach((coup, i) => {
        const pb = punto[i]!;
        expect(coup.punter).toEqual(pb.player);
        expect(coup.banker).toEqual(pb.banker);
        expect([coup.punterTotal, coup.bankerTotal, coup.natural]).toEqual([
          pb.playerTotal,
          pb.bankerTotal,
          pb.natural,
        ]);
        expect(coup.outcome === 'punter' ? 'player' : coup.outcome).toBe(pb.outcome);
        if (!coup.natural)
          expect(coup.decisions.map((d) => d.action)).toEqual(pb.decisions.map((d) => d.action));
      });
    });

  it('GIVEN every coup of those shoes THEN the transcript follows the rules: a punter entry and a banker entry after every non-natural deal', () => {
    for (const spec of SHOES)
      for (const coup of wholeShoeWithDefaults(spec).coups) {
        if (coup.natural) {
          expect(coup.decisions).toEqual([]);
          continue;
        }
        expect(coup.decisions.map((d) => d.hand)).toEqual(['punter', 'banker']);
        for (const d of coup.decisions)
          expect(d.by).toBe(d.rule.includes('free') || d.rule.includes('optional') ? 'default' : 'rule');
      }
  });

  it('GIVEN a stacked coup WHEN dealt by both THEN the stacked Punto Banco coup and the chemin de fer coup agree', () => {
    const cards = stack('2S', 'TS', '3S', 'JS', '4S', '5S');
    const coup = dealWithDefaults(cards, 0);
    expect(coup.punter).toEqual(dealCoup(cards, 0).player);
    expect(coup.banker).toEqual(dealCoup(cards, 0).banker);
  });
});

describe('the free règle', () => {
  it('GIVEN a real shoe WHEN dealt with the free règle defaults THEN the banker is asked in every non-natural coup and differs from Punto Banco only where the draw-gain table does', () => {
    for (const spec of SHOES) {
      for (const coup of wholeShoeWithDefaults(spec, 'free').coups) {
        const banker = coup.decisions[1];
        if (banker === undefined) continue;
        expect(banker).toMatchObject({ rule: 'banker-free', by: 'default' });
        const drewWherePuntoBancoStands =
          (banker.total === 6 && banker.punterThird === null) ||
          (banker.total === 4 && banker.punterThird === 1);
        if (drewWherePuntoBancoStands) expect(banker.action).toBe('draw');
      }
    }
  });

  it('GIVEN banker 6 against a punter who stood THEN the free règle waits for the banker and defaults to draw', () => {
    const cards = stack('7C', '3H', 'KD', '3S', '2D');
    const punter = begin(cards, 0, 'free');
    if (punter.kind !== 'waiting') throw new Error('expected the punter prompt');
    const banker = decide(cards, 0, punter.state, 'stand');
    if (banker.kind !== 'waiting') throw new Error('expected the banker prompt');
    expect(banker.decision).toMatchObject({
      rule: 'banker-free',
      defaultChoice: 'draw',
      total: 6,
      punterThird: null,
    });
    expect(finished(decide(cards, 0, banker.state, 'draw', 'default'))).toMatchObject({
      bankerTotal: 8,
      outcome: 'banker',
    });
  });
});
