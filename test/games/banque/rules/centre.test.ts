/**
 * The centre matrix in all nine result pairs, for odd and even stakes (1, 2, 45, 60), written out
 * independently of the engine; items settled one by one and never merged.
 */
import { describe, expect, it } from 'vitest';
import { chips } from '../../../../src/engine/money.js';
import { settleCentre, settleCentreItems } from '../../../../src/games/banque/rules/centre.js';
import type { TableauResult } from '../../../../src/games/banque/rules/coup.js';

const RESULTS: readonly TableauResult[] = ['win', 'lose', 'tie'];

/**
 * What the owner of a centre stake S gets now, what the bank gains now, and what stays frozen, as
 * the rules' table reads, with h = ⌊S/2⌋.
 */
const expected = (s: number, r: TableauResult, l: TableauResult) => {
  const h = Math.floor(s / 2);
  const pair = `${r},${l}`;
  switch (pair) {
    case 'win,win':
      return { toOwner: 2 * s, bankGains: -s, frozen: 0 };
    case 'lose,lose':
      return { toOwner: 0, bankGains: s, frozen: 0 };
    case 'win,lose':
    case 'lose,win':
      return { toOwner: 0, bankGains: 0, frozen: s };
    case 'win,tie':
    case 'tie,win':
      return { toOwner: 2 * h, bankGains: h === 0 ? 0 : -h, frozen: s - h }; // toEqual tells −0 from 0
    case 'lose,tie':
    case 'tie,lose':
      return { toOwner: 0, bankGains: h, frozen: s - h };
    default:
      return { toOwner: s, bankGains: 0, frozen: 0 };
  }
};

describe('the centre matrix', () => {
  for (const s of [1, 2, 45, 60])
    it(`GIVEN a centre stake of ${s} THEN each of the nine result pairs settles as the table says, nothing created or lost`, () => {
      for (const r of RESULTS)
        for (const l of RESULTS) {
          const outcome = settleCentre(chips(s), r, l);
          expect(outcome.returned + outcome.lost + outcome.frozen, `${r},${l}`).toBe(s);
          expect(
            {
              toOwner: outcome.returned + outcome.won,
              bankGains: outcome.lost - outcome.won,
              frozen: outcome.frozen,
            },
            `${s} on ${r},${l}`,
          ).toEqual(expected(s, r, l));
        }
    });

  it('GIVEN an odd stake and one tie THEN the odd chip stays frozen; a stake of 1 freezes whole', () => {
    expect(settleCentre(chips(45), 'win', 'tie')).toEqual({ returned: 22, won: 22, lost: 0, frozen: 23 });
    expect(settleCentre(chips(23), 'tie', 'lose')).toEqual({ returned: 0, won: 0, lost: 11, frozen: 12 });
    expect(settleCentre(chips(1), 'tie', 'win')).toEqual({ returned: 0, won: 0, lost: 0, frozen: 1 });
    expect(() => settleCentre(chips(0), 'win', 'win')).toThrow(RangeError);
  });

  it('GIVEN two items of one owner THEN each is settled and frozen on its own, never merged', () => {
    const items = [
      { owner: 'Dino', amount: chips(45), frozen: true },
      { owner: 'Dino', amount: chips(45), frozen: false },
      { owner: 'Cleo', amount: chips(1), frozen: false },
    ];
    const settled = settleCentreItems(items, 'win', 'tie');
    expect(settled.map((s) => s.next)).toEqual([
      { owner: 'Dino', amount: 23, frozen: true },
      { owner: 'Dino', amount: 23, frozen: true },
      { owner: 'Cleo', amount: 1, frozen: true },
    ]);
    expect(settleCentreItems(items, 'win', 'win').map((s) => s.next)).toEqual([null, null, null]);
  });
});
