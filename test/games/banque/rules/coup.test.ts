/**
 * Banque dealt step by step: the deal R1 L1 B1 R2 L2 B2, naturals (the banker's ends the coup, a
 * tableau's is shown and dead), the punters' prompts right then left with forced totals and 5 free,
 * the banker free in every cell with the stake-weighted Δ default checked cell by cell against the
 * published table, the comparison (a natural 8 beats a three-card 9), who decided, plain data, and
 * whole shoes dealt with every default.
 */
import { describe, expect, it } from 'vitest';
import { handTotal } from '../../../../src/engine/cards.js';
import { chips } from '../../../../src/engine/money.js';
import { buildShoe } from '../../../../src/engine/shoe.js';
import {
  type BanqueCoup,
  type BanqueStakes,
  type BanqueStep,
  bankerScore,
  begin,
  dealWholeBanqueShoe,
  dealWithDefaults,
  decide,
  tableauResult,
} from '../../../../src/games/banque/rules/coup.js';
import { DRAW_GAIN_273 } from '../../../../src/games/chemin-de-fer/rules/regle.js';
import { c, withPoint } from '../../../support/cards.js';

const stack = (...codes: string[]) => Uint8Array.from(codes.map(c));
const stakes = (right: number, left: number, centre = 0): BanqueStakes => ({
  right: chips(right),
  left: chips(left),
  centre: chips(centre),
});
const EQUAL = stakes(1, 1);

const finished = (step: BanqueStep): BanqueCoup => {
  if (step.kind !== 'finished') throw new Error(`still waiting for the ${step.decision.hand}`);
  return step.coup;
};
const waiting = (step: BanqueStep) => {
  if (step.kind !== 'waiting') throw new Error('the coup is finished');
  return step;
};

describe('the deal and the naturals', () => {
  it('GIVEN six cards THEN they go R1 L1 B1 R2 L2 B2, and the right punter is asked first', () => {
    const step = waiting(begin(stack('AS', '2S', '3S', '4S', '5S', '2H', '7S'), 0, EQUAL));
    expect(step.state).toMatchObject({
      right: [c('AS'), c('4S')],
      left: [c('2S'), c('5S')],
      banker: [c('3S'), c('2H')],
      waitingFor: 'right',
    });
  });

  it('GIVEN a banker natural THEN the coup ends after the deal for both tableaux, with no decision at all', () => {
    // Right 2+3 = 5, left natural 8, banker natural 9.
    const coup = finished(begin(stack('2S', '4C', '9D', '3S', '4D', 'KD'), 0, EQUAL));
    expect(coup).toMatchObject({ bankerNatural: true, decisions: [], bankerTotal: 9 });
    expect(coup.results).toEqual({ right: 'lose', left: 'lose' });
  });

  it('GIVEN a banker natural 8 against a tableau natural 8 and another against a natural 9 THEN tie and win', () => {
    const coup = finished(begin(stack('4S', '9C', '4D', '4H', 'KH', '4C'), 0, EQUAL));
    expect(coup.results).toEqual({ right: 'tie', left: 'win' });
  });

  it('GIVEN a tableau natural THEN it has no decision and is dead for the banker; the other plays on', () => {
    const cards = stack('5D', '4C', '2H', '3S', 'KD', '4S', '7C', '3H');
    const left = waiting(begin(cards, 0, stakes(60, 100, 45)));
    expect(left.decision).toMatchObject({ hand: 'left', total: 4, choices: ['draw'] });
    const banker = waiting(decide(cards, 0, left.state, 'draw'));
    expect(banker.decision.seen).toEqual({ right: 'natural', left: 7 });
    // Only the left weighs: w_L = 2·100 + 45, times Δ(6, 7) = 9.
    expect(banker.decision.score).toBe(245 * 9);
  });

  it('GIVEN both tableaux naturals and a banker without one THEN nobody decides and both win', () => {
    const coup = finished(begin(stack('4S', '9C', '2D', '4H', 'KH', '3C'), 0, EQUAL));
    expect(coup).toMatchObject({
      decisions: [],
      bankerNatural: false,
      results: { right: 'win', left: 'win' },
    });
  });
});

describe('a natural beats any hand that is not one', () => {
  const hand = (...codes: string[]) => codes.map(c);
  it('GIVEN a natural 8 against a three-card 9 THEN the tableau wins; three-card 9 against a natural 8 loses', () => {
    expect(tableauResult(hand('5D', '3S'), hand('2H', '4S', '3H'))).toBe('win');
    expect(tableauResult(hand('2H', '4S', '3H'), hand('5D', '3S'))).toBe('lose');
  });
  it('GIVEN a banker natural 9 against a tableau natural 8, and equal naturals THEN lose and tie', () => {
    expect(tableauResult(hand('4S', '4D'), hand('9C', 'KD'))).toBe('lose');
    expect(tableauResult(hand('4S', '4D'), hand('8C', 'QD'))).toBe('tie');
  });
  it('GIVEN two hands without a natural THEN totals decide, whatever the number of cards', () => {
    expect(tableauResult(hand('4H', 'KS', '4C'), hand('2C', '3D', '4D'))).toBe('lose');
    expect(tableauResult(hand('4H', 'KS', '5C'), hand('2C', '3D', '3H'))).toBe('win');
    expect(tableauResult(hand('7C', 'KD'), hand('3H', '4S'))).toBe('tie');
  });
});

describe('the punters', () => {
  /** A coup whose right hand totals `right` and left `left` (no naturals), the banker 0 on two tens. */
  const deal = (right: number, left: number) =>
    Uint8Array.from([
      withPoint(right),
      withPoint(left),
      withPoint(0),
      withPoint(0),
      withPoint(0),
      withPoint(0),
      withPoint(3),
      withPoint(2),
      withPoint(1),
    ]);

  it('GIVEN each total 0–7 THEN 0–4 are offered only Card, 6–7 only Stand, 5 both with draw as default', () => {
    for (let total = 0; total <= 7; total++) {
      const step = waiting(begin(deal(total, 0), 0, EQUAL));
      const expected = total <= 4 ? ['draw'] : total === 5 ? ['draw', 'stand'] : ['stand'];
      expect(step.decision, `total ${total}`).toMatchObject({
        hand: 'right',
        total,
        choices: expected,
        defaultChoice: total <= 5 ? 'draw' : 'stand',
        score: null,
      });
      const other = total <= 4 ? 'stand' : total >= 6 ? 'draw' : undefined;
      if (other !== undefined) expect(() => decide(deal(total, 0), 0, step.state, other)).toThrow(RangeError);
    }
  });

  it('GIVEN a forced total THEN the decision is recorded by rule, whether pressed or applied at the deadline', () => {
    const cards = deal(3, 6);
    const right = waiting(begin(cards, 0, EQUAL));
    const left = waiting(decide(cards, 0, right.state, 'draw', 'default'));
    expect(left.state.right).toEqual([withPoint(3), withPoint(0), withPoint(3)]);
    const banker = waiting(decide(cards, 0, left.state, 'stand', 'player'));
    expect(banker.state.decisions.map((d) => [d.hand, d.rule, d.by])).toEqual([
      ['right', 'punter-draws-0-4', 'rule'],
      ['left', 'punter-stands-6-7', 'rule'],
    ]);
  });

  it('GIVEN 5 THEN standing is the player’s choice, drawing at the deadline is the default, and a default of stand is refused', () => {
    const cards = deal(5, 5);
    const right = waiting(begin(cards, 0, EQUAL));
    expect(() => decide(cards, 0, right.state, 'stand', 'default')).toThrow(
      /default of punter-free-5 is draw/,
    );
    const left = waiting(decide(cards, 0, right.state, 'stand', 'player'));
    const banker = waiting(decide(cards, 0, left.state, 'draw', 'default'));
    expect(banker.state.decisions.map((d) => [d.hand, d.action, d.rule, d.by])).toEqual([
      ['right', 'stand', 'punter-free-5', 'player'],
      ['left', 'draw', 'punter-free-5', 'default'],
    ]);
    // The right stood, so the left's third card is the seventh card dealt.
    expect(banker.state.left).toEqual([withPoint(5), withPoint(0), withPoint(3)]);
    expect(() => decide(cards, 1, banker.state, 'draw')).toThrow(RangeError);
  });
});

/** The Δ·273 table as the rules print it, rows = banker 0–7, columns S then a third card 0–9. */
const PRINTED_DELTA = [
  [126, 253, 261, 219, 177, 135, 125, 147, 169, 191, 213],
  [126, 171, 211, 219, 177, 135, 93, 83, 105, 127, 149],
  [126, 107, 129, 169, 177, 135, 93, 51, 41, 63, 85],
  [126, 43, 65, 87, 127, 135, 93, 51, 9, -1, 21],
  [126, -21, 1, 23, 45, 85, 93, 51, 9, -33, -43],
  [126, -85, -63, -41, -19, 3, 43, 51, 9, -33, -75],
  [21, -117, -127, -105, -83, -61, -39, 1, 9, -33, -75],
  [-189, -117, -159, -169, -147, -125, -103, -81, -41, -33, -75],
];

/**
 * A coup where the banker holds `b` on two cards, the right punter stands on 7 (view 'stood') or
 * draws from 0 (view: the third card's value), and the left hand is a natural (dead).
 */
const bankerFacing = (b: number, third: number | null) => {
  const rightSecond = third === null ? 7 : 0;
  const cards = Uint8Array.from([
    withPoint(0),
    withPoint(4),
    withPoint(b >= 1 ? b - 1 : 0),
    withPoint(rightSecond),
    withPoint(4),
    withPoint(b >= 1 ? 1 : 0),
    withPoint(third ?? 0),
    withPoint(0),
  ]);
  let step = begin(cards, 0, stakes(10, 0));
  while (step.kind === 'waiting' && step.decision.hand !== 'banker')
    step = decide(cards, 0, step.state, step.decision.defaultChoice, 'default');
  return waiting(step);
};

describe('the banker’s decision and its default', () => {
  it('GIVEN the Δ table the engine weighs THEN it is the published table', () => {
    expect(DRAW_GAIN_273).toEqual(PRINTED_DELTA);
  });

  it('GIVEN one live tableau, cell by cell over 8 totals × 11 views THEN the banker is free and the default draws iff Δ > 0, zero standing', () => {
    for (let b = 0; b <= 7; b++)
      for (const third of [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
        const { decision } = bankerFacing(b, third);
        const delta = PRINTED_DELTA[b]![third === null ? 0 : third + 1]!;
        expect(decision.seen).toEqual({ right: third ?? 'stood', left: 'natural' });
        expect(decision, `banker ${b}, ${third ?? 'stood'}`).toMatchObject({
          hand: 'banker',
          total: b,
          rule: 'banque-default-score',
          choices: ['draw', 'stand'],
          score: 20 * delta,
          defaultChoice: delta > 0 ? 'draw' : 'stand',
        });
      }
  });

  it('GIVEN two live tableaux THEN the score weighs each by w = 2·T + C, and a zero score stands', () => {
    const seen = { right: 'stood', left: 2 } as const;
    // B1: 360·Δ(5,S) + 340·Δ(5,2) = 31,420.
    expect(bankerScore(stakes(150, 140, 60), 5, seen)).toBe(31_420);
    // Δ(3,S) = 126 and Δ(3,8) = −1: 1·126·w_R − 126·w_L = 0 when w_L = 126·w_R.
    expect(bankerScore(stakes(1, 126), 3, { right: 8, left: 'stood' })).toBe(2 * -1 + 252 * 126);
    const zero = { right: 8, left: 'natural' } as const;
    expect(bankerScore(stakes(0, 50), 3, zero)).toBe(0);
    expect(bankerScore(stakes(0, 0), 5, { right: 'stood', left: 'stood' })).toBe(0);
  });

  it('GIVEN no stakes at all THEN the score is 0 and the default stands', () => {
    const cards = stack('KS', 'KH', '2S', '7S', '7H', '3S', '4C');
    let step = begin(cards, 0, stakes(0, 0));
    while (step.kind === 'waiting' && step.decision.hand !== 'banker')
      step = decide(cards, 0, step.state, step.decision.defaultChoice, 'default');
    expect(waiting(step).decision).toMatchObject({ total: 5, score: 0, defaultChoice: 'stand' });
  });

  it('GIVEN a banker on 7 THEN he may still draw: an unusual choice is his, recorded as the player’s', () => {
    const cards = stack('KS', 'KH', '3S', '7S', '7H', '4S', '2C');
    let step = begin(cards, 0, EQUAL);
    while (step.kind === 'waiting' && step.decision.hand !== 'banker')
      step = decide(cards, 0, step.state, step.decision.defaultChoice, 'default');
    const banker = waiting(step);
    expect(banker.decision.defaultChoice).toBe('stand');
    const coup = finished(decide(cards, 0, banker.state, 'draw', 'player'));
    expect(coup.decisions.at(-1)).toMatchObject({ hand: 'banker', total: 7, action: 'draw', by: 'player' });
    expect(coup).toMatchObject({ bankerTotal: 9, results: { right: 'lose', left: 'lose' } });
    expect(() => decide(cards, 0, banker.state, 'draw', 'default')).toThrow(
      /default of banque-default-score/,
    );
  });
});

describe('plain data', () => {
  it('GIVEN a paused and a finished coup THEN both survive JSON unchanged and the revived pause resumes', () => {
    const cards = stack('4S', '9D', 'KS', '2H', '3C', '5H', '2C', 'QH');
    const right = waiting(begin(cards, 0, stakes(150, 140, 60)));
    const left = waiting(decide(cards, 0, right.state, 'stand'));
    const revived = JSON.parse(JSON.stringify(left.state));
    expect(revived).toEqual(left.state);
    const banker = waiting(decide(cards, 0, revived, 'draw'));
    const coup = finished(decide(cards, 0, banker.state, 'draw', 'default'));
    expect(JSON.parse(JSON.stringify(coup))).toEqual(coup);
    expect(structuredClone(coup)).toEqual(coup);
  });
});

const SHOES = [
  { serverSeed: '0'.repeat(64), clientSeed: 'banque:1', shoeNumber: 1, decks: 6, cutCardReserve: 16 },
  { serverSeed: 'b4'.repeat(32), clientSeed: 'banque:2', shoeNumber: 4, decks: 3, cutCardReserve: 10 },
  { serverSeed: '7e'.repeat(32), clientSeed: 'x', shoeNumber: 9, decks: 6, cutCardReserve: 9 },
];

describe('whole shoes with every default', () => {
  for (const spec of SHOES)
    it(`GIVEN the shoe ${spec.clientSeed}/${spec.shoeNumber} of ${spec.decks} decks THEN every coup takes its cards in order and its transcript follows the rules`, () => {
      const shoe = buildShoe(spec);
      const coups = dealWholeBanqueShoe(shoe, stakes(3, 2, 1));
      expect(coups.length).toBeGreaterThan(10);
      let at = shoe.firstCoupAt;
      for (const coup of coups) {
        const dealt = [
          shoe.cards[at]!,
          shoe.cards[at + 1]!,
          shoe.cards[at + 2]!,
          shoe.cards[at + 3]!,
          shoe.cards[at + 4]!,
          shoe.cards[at + 5]!,
        ];
        expect([
          coup.right[0],
          coup.left[0],
          coup.banker[0],
          coup.right[1],
          coup.left[1],
          coup.banker[1],
        ]).toEqual(dealt);
        // Third cards follow in the order right, left, banker.
        const thirds = [coup.right, coup.left, coup.banker].filter((h) => h.length === 3).map((h) => h[2]);
        expect(thirds).toEqual([...shoe.cards.slice(at + 6, at + 6 + thirds.length)]);
        const hands = coup.decisions.map((d) => d.hand);
        if (coup.bankerNatural) expect(hands).toEqual([]);
        else {
          const live = (['right', 'left'] as const).filter((side) => handTotal(coup[side].slice(0, 2)) < 8);
          expect(hands).toEqual(live.length > 0 ? [...live, 'banker'] : []);
        }
        for (const d of coup.decisions) {
          if (d.hand === 'banker') expect([d.by, d.action === 'draw']).toEqual(['default', d.score! > 0]);
          else expect(d.by).toBe(d.total === 5 ? 'default' : 'rule');
        }
        expect(dealWithDefaults(shoe.cards, at, stakes(3, 2, 1))).toEqual(coup);
        at += coup.right.length + coup.left.length + coup.banker.length;
      }
      expect(shoe.cards.length - at).toBeLessThanOrEqual(spec.cutCardReserve);
    });
});
