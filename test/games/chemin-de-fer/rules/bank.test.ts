/**
 * The chemin de fer bank: acceptance in priority order, who plays the hand, the commission, the
 * garage above bankMax, égalité, and, over random offers and results, that no order of offers can
 * overdraw the bank and that every coup conserves money.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, centsOf, chips } from '../../../../src/engine/money.js';
import {
  acceptOffers,
  type CdfOffer,
  nextHolder,
  offerAmount,
  openingProblem,
  priorityFrom,
  settleCdfCoup,
} from '../../../../src/games/chemin-de-fer/rules/bank.js';
import type { CdfOutcome } from '../../../../src/games/chemin-de-fer/rules/regle.js';

const stake = (userId: string, amount: number): CdfOffer => ({
  userId,
  kind: 'stake',
  amount: chips(amount),
});
const PRIORITY = ['Dora', 'Eve', 'Ana', 'Ben'];

describe('accepting offers', () => {
  it('GIVEN partial stakes only THEN seated players go in priority order, players standing behind after them in placement order', () => {
    const cover = acceptOffers({
      bankCents: cents(10_050),
      tableMin: chips(10),
      priority: PRIORITY,
      suivi: null,
      offers: [stake('Zoe', 30), stake('Ana', 40), stake('Yann', 30), stake('Eve', 40)],
    });
    // The bank of 100.50 covers 100 chips: Eve 40, Ana 40, Zoe 20 (trimmed), Yann nothing left.
    expect(cover.acceptances.map((a) => [a.userId, a.accepted, a.refunded, a.reason])).toEqual([
      ['Zoe', 20, 10, 'trimmed'],
      ['Ana', 40, 0, 'accepted'],
      ['Yann', 0, 30, 'cover-full'],
      ['Eve', 40, 0, 'accepted'],
    ]);
    // Equal largest stakes: the first in priority plays the hand.
    expect(cover).toMatchObject({ cover: 100, handHolder: 'Eve', handBy: 'largest-stake' });
  });

  it('GIVEN a remainder under the table minimum THEN that stake is refunded whole', () => {
    const cover = acceptOffers({
      bankCents: cents(5_500),
      tableMin: chips(10),
      priority: PRIORITY,
      suivi: null,
      offers: [stake('Dora', 50), stake('Eve', 20)],
    });
    expect(cover.acceptances.map((a) => [a.accepted, a.reason])).toEqual([
      [50, 'accepted'],
      [0, 'cover-full'],
    ]);
  });

  it('GIVEN only players standing behind staked THEN nobody seated holds the hand and the bot plays it', () => {
    const cover = acceptOffers({
      bankCents: cents(10_000),
      tableMin: chips(10),
      priority: PRIORITY,
      suivi: null,
      offers: [stake('Zoe', 30)],
    });
    expect(cover).toMatchObject({ cover: 30, handHolder: null, handBy: null });
  });

  it('GIVEN a banco or avec la table from someone not seated THEN it is refunded and the rest goes on', () => {
    const cover = acceptOffers({
      bankCents: cents(10_000),
      tableMin: chips(10),
      priority: PRIORITY,
      suivi: null,
      offers: [
        { userId: 'Zoe', kind: 'banco', amount: chips(100) },
        { userId: 'Yann', kind: 'avec-la-table', amount: chips(50) },
        stake('Ben', 25),
      ],
    });
    expect(cover.acceptances.map((a) => a.reason)).toEqual(['not-seated', 'not-seated', 'accepted']);
    expect(cover).toMatchObject({ cover: 25, handHolder: 'Ben' });
  });

  it('GIVEN two avec la table offers THEN the first in priority plays the hand and the second is a partial stake', () => {
    const cover = acceptOffers({
      bankCents: cents(10_100),
      tableMin: chips(10),
      priority: PRIORITY,
      suivi: null,
      offers: [
        { userId: 'Ana', kind: 'avec-la-table', amount: chips(51) },
        { userId: 'Eve', kind: 'avec-la-table', amount: chips(51) },
      ],
    });
    expect(cover.acceptances.map((a) => [a.userId, a.accepted, a.refunded])).toEqual([
      ['Ana', 50, 1],
      ['Eve', 51, 0],
    ]);
    expect(cover).toMatchObject({ cover: 101, handHolder: 'Eve', handBy: 'avec-la-table' });
  });

  it('GIVEN a banco that puts up the wrong amount or two offers from one player THEN it is a programming error', () => {
    const base = { bankCents: cents(10_000), tableMin: chips(10), priority: PRIORITY, suivi: null };
    expect(() =>
      acceptOffers({ ...base, offers: [{ userId: 'Ana', kind: 'banco', amount: chips(99) }] }),
    ).toThrow(RangeError);
    expect(() => acceptOffers({ ...base, offers: [stake('Ana', 10), stake('Ana', 20)] })).toThrow(RangeError);
  });

  it('GIVEN the seats THEN priority starts at the banker’s right and the shoe goes round the table', () => {
    expect(priorityFrom(['Ana', 'Ben', 'Carl', 'Dora', 'Eve'], 'Carl')).toEqual(PRIORITY);
    expect(nextHolder(['Ana', 'Ben', 'Eve'], 'Eve')).toBe('Ana');
    expect(offerAmount('avec-la-table', cents(10_199))).toBe(51);
  });
});

describe('settling a coup', () => {
  const stakes = [
    { userId: 'Dora', accepted: chips(33) },
    { userId: 'Eve', accepted: chips(10) },
  ];

  it('GIVEN the banker wins 43 chips at 2.5 % THEN the commission rounds half up to the cent', () => {
    const s = settleCdfCoup({
      bankCents: cents(10_000),
      stakes,
      outcome: 'banker',
      handHolder: 'Dora',
      commissionBp: 250,
      bankMax: null,
    });
    // 4300 × 250 / 10000 = 107.5 cents → 108.
    expect(s).toMatchObject({
      commissionCents: 108,
      bankAfterCents: 14_192,
      toBankerCents: 0,
      suivi: 'Dora',
    });
  });

  it('GIVEN a bankMax WHEN the bank grows above it THEN the excess goes to the banker’s wallet', () => {
    const s = settleCdfCoup({
      bankCents: cents(58_500),
      stakes: [{ userId: 'Dora', accepted: chips(585) }],
      outcome: 'banker',
      handHolder: 'Dora',
      commissionBp: 500,
      bankMax: chips(1_000),
    });
    expect(s).toMatchObject({ commissionCents: 2_925, bankAfterCents: 100_000, toBankerCents: 14_075 });
  });

  it('GIVEN égalité THEN stakes come back, the bank and the shoe stay, and the hand-holder keeps suivi', () => {
    const s = settleCdfCoup({
      bankCents: cents(10_000),
      stakes,
      outcome: 'tie',
      handHolder: 'Dora',
      commissionBp: 500,
      bankMax: null,
    });
    expect(s).toEqual({
      returns: [
        { userId: 'Dora', cents: 3_300 },
        { userId: 'Eve', cents: 1_000 },
      ],
      commissionCents: 0,
      bankAfterCents: 10_000,
      toBankerCents: 0,
      shoePasses: false,
      suivi: 'Dora',
    });
  });

  it('GIVEN a cover above the bank THEN settling is refused', () => {
    expect(() =>
      settleCdfCoup({
        bankCents: cents(4_299),
        stakes,
        outcome: 'banker',
        handHolder: null,
        commissionBp: 500,
        bankMax: null,
      }),
    ).toThrow(RangeError);
  });

  it('GIVEN an opening bank THEN it must lie between bankMin and bankMax and within the wallet', () => {
    const limits = { bankMin: chips(100), bankMax: chips(1_000) };
    expect(openingProblem(chips(99), limits, cents(100_000))).toBe('bank/below-min');
    expect(openingProblem(chips(1_001), limits, cents(1_000_000))).toBe('bank/above-max');
    expect(openingProblem(chips(500), limits, cents(49_999))).toBe('bank/above-wallet');
    expect(openingProblem(chips(500), { bankMin: chips(100), bankMax: null }, cents(50_000))).toBeUndefined();
  });
});

describe('properties over random offers and results', () => {
  const offerArb = fc.record({
    who: fc.integer({ min: 0, max: 7 }),
    kind: fc.constantFrom('banco', 'avec-la-table', 'stake', 'stake', 'stake'),
    amount: fc.integer({ min: 1, max: 400 }),
  });
  const players = ['Dora', 'Eve', 'Ana', 'Ben', 'Zoe', 'Yann', 'Xavi', 'Walt'];

  it('GIVEN any bank, offers and result THEN the cover never exceeds the bank, refunds + accepted = offered, and money is conserved', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 200_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.uniqueArray(offerArb, { selector: (o) => o.who, maxLength: 8 }),
        fc.constantFrom<CdfOutcome>('punter', 'banker', 'tie'),
        fc.integer({ min: 0, max: 500 }),
        fc.option(fc.integer({ min: 1, max: 3_000 }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
        (bank, tableMin, raw, outcome, commissionBp, bankMax, suiviSeat) => {
          const bankCents = cents(bank);
          const offers: CdfOffer[] = raw.map(({ who, kind, amount }) => ({
            userId: players[who]!,
            kind: kind as CdfOffer['kind'],
            amount:
              kind === 'stake' ? chips(amount) : offerAmount(kind as 'banco' | 'avec-la-table', bankCents),
          }));
          const suivi = suiviSeat === null ? null : PRIORITY[suiviSeat]!;
          const cover = acceptOffers({
            bankCents,
            tableMin: chips(tableMin),
            priority: PRIORITY,
            suivi,
            offers,
          });
          expect(centsOf(cover.cover)).toBeLessThanOrEqual(bank);
          for (const a of cover.acceptances) {
            expect(a.accepted + a.refunded).toBe(a.offered);
            expect(a.accepted === 0 || a.accepted >= tableMin).toBe(true);
          }
          if (cover.handHolder !== null) expect(PRIORITY).toContain(cover.handHolder);
          const accepted = cover.acceptances.filter((a) => a.accepted > 0);
          const s = settleCdfCoup({
            bankCents,
            stakes: accepted,
            outcome,
            handHolder: cover.handHolder,
            commissionBp,
            bankMax: bankMax === null ? null : chips(bankMax),
          });
          // Σ punters' deltas + Δbank (what stays and what goes to the banker) + commission = 0.
          const punters = s.returns.reduce((sum, r) => sum + r.cents, 0) - centsOf(cover.cover);
          const bankDelta = s.bankAfterCents + s.toBankerCents - bank;
          expect(punters + bankDelta + s.commissionCents).toBe(0);
          expect(s.bankAfterCents).toBeGreaterThanOrEqual(0);
          expect(s.toBankerCents).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
