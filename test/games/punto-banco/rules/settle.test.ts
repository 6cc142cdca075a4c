/**
 * Settlement: every payout of both variants in exact cents, odd stakes included, and a property
 * that no stake ever yields a fraction of a cent or an unsafe number.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../../../src/engine/coup.js';
import { SIDES } from '../../../../src/engine/coup.js';
import {
  type CoupResult,
  netCents,
  returnCents,
  VARIANTS,
} from '../../../../src/games/punto-banco/rules/settle.js';

const ODD_STAKES = [1, 3, 7, 19, 21];
const STAKES = [...ODD_STAKES, 2, 10, 100, 1000];

const result = (outcome: Outcome, bankerTotal: number): CoupResult => ({ outcome, bankerTotal });

describe('Punto Banco', () => {
  it('GIVEN a Banker win WHEN Banker bets of 1, 3, 7, 19, 21 chips settle THEN 195, 585, 1365, 3705, 4095 cents come back', () => {
    expect(
      ODD_STAKES.map((stake) => returnCents('punto-banco', 'banker', stake, result('banker', 7))),
    ).toEqual([195, 585, 1365, 3705, 4095]);
  });

  it('GIVEN a Banker win on 6 WHEN a Banker bet settles THEN it still pays 19:20 (the 1:2 rule is Punto 2000 only)', () => {
    for (const stake of STAKES)
      expect(returnCents('punto-banco', 'banker', stake, result('banker', 6))).toBe(stake * 195);
  });

  it('GIVEN a Player win WHEN a Player bet settles THEN it pays 1:1', () => {
    for (const stake of STAKES)
      for (const bankerTotal of [0, 5, 6])
        expect(returnCents('punto-banco', 'player', stake, result('player', bankerTotal))).toBe(stake * 200);
  });

  it('GIVEN a tie WHEN a Tie bet settles THEN it pays 8:1', () => {
    for (const stake of STAKES)
      expect(returnCents('punto-banco', 'tie', stake, result('tie', 4))).toBe(stake * 900);
  });

  it('GIVEN a tie WHEN Player and Banker bets settle THEN each stake comes back unchanged', () => {
    for (const stake of STAKES) {
      expect(returnCents('punto-banco', 'player', stake, result('tie', 7))).toBe(stake * 100);
      expect(returnCents('punto-banco', 'banker', stake, result('tie', 7))).toBe(stake * 100);
    }
  });

  it('GIVEN a losing bet WHEN it settles THEN nothing comes back', () => {
    for (const stake of STAKES) {
      expect(returnCents('punto-banco', 'player', stake, result('banker', 5))).toBe(0);
      expect(returnCents('punto-banco', 'banker', stake, result('player', 5))).toBe(0);
      expect(returnCents('punto-banco', 'tie', stake, result('player', 5))).toBe(0);
      expect(returnCents('punto-banco', 'tie', stake, result('banker', 6))).toBe(0);
    }
  });

  it('GIVEN one chip on each side WHEN netCents is taken THEN a Banker win nets 95, a push 0, a loss −100', () => {
    expect(netCents('punto-banco', 'banker', 1, result('banker', 9))).toBe(95);
    expect(netCents('punto-banco', 'player', 1, result('player', 2))).toBe(100);
    expect(netCents('punto-banco', 'tie', 1, result('tie', 0))).toBe(800);
    expect(netCents('punto-banco', 'banker', 1, result('tie', 0))).toBe(0);
    expect(netCents('punto-banco', 'player', 1, result('banker', 3))).toBe(-100);
  });
});

describe('Punto 2000', () => {
  it('GIVEN a Banker win on 6 WHEN Banker bets of 1, 3, 7, 19, 21 chips settle THEN stake × 150 cents come back', () => {
    expect(
      ODD_STAKES.map((stake) => returnCents('punto-2000', 'banker', stake, result('banker', 6))),
    ).toEqual([150, 450, 1050, 2850, 3150]);
  });

  it('GIVEN a Banker win on any total but 6 WHEN a Banker bet settles THEN it pays 1:1 without commission', () => {
    for (const bankerTotal of [1, 2, 3, 4, 5, 7, 8, 9])
      for (const stake of STAKES)
        expect(returnCents('punto-2000', 'banker', stake, result('banker', bankerTotal))).toBe(stake * 200);
  });

  it('GIVEN a Player win against a Banker 6 WHEN a Player bet settles THEN it pays 1:1', () => {
    for (const stake of STAKES)
      expect(returnCents('punto-2000', 'player', stake, result('player', 6))).toBe(stake * 200);
  });

  it('GIVEN a 6–6 tie WHEN Player, Banker and Tie bets settle THEN Player and Banker push and Tie pays 8:1', () => {
    for (const stake of STAKES) {
      expect(returnCents('punto-2000', 'player', stake, result('tie', 6))).toBe(stake * 100);
      expect(returnCents('punto-2000', 'banker', stake, result('tie', 6))).toBe(stake * 100);
      expect(returnCents('punto-2000', 'tie', stake, result('tie', 6))).toBe(stake * 900);
    }
  });

  it('GIVEN a losing bet WHEN it settles THEN nothing comes back', () => {
    for (const stake of STAKES) {
      expect(returnCents('punto-2000', 'banker', stake, result('player', 6))).toBe(0);
      expect(returnCents('punto-2000', 'player', stake, result('banker', 6))).toBe(0);
      expect(returnCents('punto-2000', 'tie', stake, result('banker', 6))).toBe(0);
    }
  });

  it('GIVEN one chip on the Banker WHEN it wins on 6 THEN it nets 50 cents', () => {
    expect(netCents('punto-2000', 'banker', 1, result('banker', 6))).toBe(50);
  });
});

describe('settlement properties', () => {
  const arbitraryBet = fc.record({
    variant: fc.constantFrom(...VARIANTS),
    side: fc.constantFrom(...SIDES),
    // Up to the largest stake whose 8:1 Tie return is still a safe integer.
    stake: fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 900) }),
    outcome: fc.constantFrom<Outcome>('player', 'banker', 'tie'),
    bankerTotal: fc.integer({ min: 0, max: 9 }),
  });

  it('GIVEN any bet and result THEN the return is a non-negative safe integer, a multiple of 5 cents, at most 9× the stake', () => {
    fc.assert(
      fc.property(arbitraryBet, ({ variant, side, stake, outcome, bankerTotal }) => {
        const cents = returnCents(variant, side, stake, { outcome, bankerTotal });
        expect(Number.isSafeInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(0);
        expect(cents % 5).toBe(0);
        expect(cents).toBeLessThanOrEqual(stake * 900);
      }),
      { numRuns: 5000 },
    );
  });

  it('GIVEN any bet and result THEN the return is one of 0, 1, 1.5, 1.95, 2 or 9 times the stake', () => {
    fc.assert(
      fc.property(arbitraryBet, ({ variant, side, stake, outcome, bankerTotal }) => {
        const cents = returnCents(variant, side, stake, { outcome, bankerTotal });
        expect([0, 100, 150, 195, 200, 900].map((perChip) => perChip * stake)).toContain(cents);
      }),
    );
  });

  it('GIVEN any bet and result THEN net = return − stake, and never loses more than the stake', () => {
    fc.assert(
      fc.property(arbitraryBet, ({ variant, side, stake, outcome, bankerTotal }) => {
        const r = { outcome, bankerTotal };
        const net = netCents(variant, side, stake, r);
        expect(net).toBe(returnCents(variant, side, stake, r) - stake * 100);
        expect(net).toBeGreaterThanOrEqual(-stake * 100);
      }),
    );
  });

  it('GIVEN an odd stake on a Punto Banco Banker win THEN the return is never whole chips (why settlement counts cents)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (half) => {
        const stake = 2 * half + 1;
        expect(returnCents('punto-banco', 'banker', stake, result('banker', 5)) % 100).not.toBe(0);
      }),
    );
  });
});
