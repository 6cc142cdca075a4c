/**
 * Chemin de fer's drawing rules cell by cell: the punter's rule, the banker's règle with its two
 * optional cells written out independently of the engine, the free règle's default rebuilt from
 * its definition, and the comparison of hands (a natural 8 beats a three-card 9).
 */
import { describe, expect, it } from 'vitest';
import {
  bankerRule,
  compareHands,
  DRAW_GAIN_273,
  drawGain273,
  isNaturalHand,
  punterRule,
} from '../../../../src/games/chemin-de-fer/rules/regle.js';
import { c } from '../../../support/cards.js';

describe('the punter', () => {
  it('GIVEN each two-card total 0–7 THEN 0–4 must draw, 5 is free with draw as default, 6–7 must stand', () => {
    const calls = [0, 1, 2, 3, 4, 5, 6, 7].map((total) => punterRule(total));
    for (const total of [0, 1, 2, 3, 4])
      expect(calls[total]).toEqual({ rule: 'punter-draws-0-4', choices: ['draw'], defaultChoice: 'draw' });
    expect(calls[5]).toEqual({ rule: 'punter-free-5', choices: ['draw', 'stand'], defaultChoice: 'draw' });
    for (const total of [6, 7])
      expect(calls[total]).toEqual({ rule: 'punter-stands-6-7', choices: ['stand'], defaultChoice: 'stand' });
  });
});

/**
 * The règle as the casino card prints it, rows = banker total: what the banker does when the
 * punter stood, then against each third card 0–9. D draw, S stand, O optional (default draw).
 */
const REGLE: Record<number, string> = {
  0: 'D DDDDDDDDDD',
  1: 'D DDDDDDDDDD',
  2: 'D DDDDDDDDDD',
  3: 'D DDDDDDDDSO',
  4: 'D SSDDDDDDSS',
  5: 'D SSSSODDDSS',
  6: 'S SSSSSSDDSS',
  7: 'S SSSSSSSSSS',
};

const letterOf = (call: ReturnType<typeof bankerRule>): string =>
  call.choices.length === 2 ? 'O' : call.defaultChoice === 'draw' ? 'D' : 'S';

describe('the banker under the scarne règle', () => {
  it('GIVEN every one of the 88 cells THEN the règle is the casino card, optional exactly at 3 v 9 and 5 v 4', () => {
    for (let b = 0; b <= 7; b++) {
      const row = [
        bankerRule('scarne', b, null),
        ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((v) => bankerRule('scarne', b, v)),
      ];
      expect(`${letterOf(row[0]!)} ${row.slice(1).map(letterOf).join('')}`, `banker ${b}`).toBe(REGLE[b]);
    }
  });

  it('GIVEN the two optional cells THEN each has its own rule id, both choices and draw as default', () => {
    expect(bankerRule('scarne', 3, 9)).toEqual({
      rule: 'banker-optional-3v9',
      choices: ['draw', 'stand'],
      defaultChoice: 'draw',
    });
    expect(bankerRule('scarne', 5, 4)).toEqual({
      rule: 'banker-optional-5v4',
      choices: ['draw', 'stand'],
      defaultChoice: 'draw',
    });
  });

  it('GIVEN the forced cells THEN each names the rule that forces it', () => {
    expect(bankerRule('scarne', 5, null).rule).toBe('banker-draws-0-5-punter-stood');
    expect(bankerRule('scarne', 6, null).rule).toBe('banker-stands-6-7-punter-stood');
    expect(bankerRule('scarne', 2, 8).rule).toBe('banker-draws-0-2');
    expect(bankerRule('scarne', 3, 8).rule).toBe('banker-table-stands');
    expect(bankerRule('scarne', 6, 6).rule).toBe('banker-table-draws');
    expect(bankerRule('scarne', 7, 6).rule).toBe('banker-stands-7');
  });
});

/** Draw-gain × 273 of one cell, rebuilt from its definition (infinite deck, punter draws on 0–5). */
const rebuiltGain273 = (b: number, punterThird: number | null): number => {
  // Point-value weights of one card out of 13 ranks: tens and faces 4, every other value 1.
  const cardWeight = (v: number) => (v === 0 ? 4 : 1);
  // Two-card punter totals 0–7 by the number of the 169 ordered rank pairs that make them.
  const punterWeight = (t: number) => (t === 0 ? 25 : 16);
  const punterTotals = punterThird === null ? [6, 7] : [0, 1, 2, 3, 4, 5];
  const sign = (banker: number, punter: number) => Math.sign(banker - punter);
  let gain = 0;
  let weight = 0;
  for (const t of punterTotals) {
    const punter = punterThird === null ? t : (t + punterThird) % 10;
    for (let v = 0; v <= 9; v++)
      gain += punterWeight(t) * cardWeight(v) * (sign((b + v) % 10, punter) - sign(b, punter));
    weight += punterWeight(t) * 13;
  }
  const gain273 = (gain * 273) / weight;
  expect(Number.isInteger(gain273)).toBe(true);
  return gain273;
};

describe('the free règle', () => {
  it('GIVEN its definition THEN every cell of the draw-gain table is rebuilt, with the two hand checks', () => {
    for (let b = 0; b <= 7; b++)
      for (const third of [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
        expect(drawGain273(b, third), `b ${b}, third ${third}`).toBe(rebuiltGain273(b, third));
    expect(DRAW_GAIN_273[6]![0]).toBe(21); // 1/13
    expect(DRAW_GAIN_273[5]![5]).toBe(3); // 1/91
  });

  it('GIVEN every cell THEN the banker is free, and the default draws exactly where drawing gains', () => {
    let differFromScarne = 0;
    for (let b = 0; b <= 7; b++)
      for (const third of [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
        const call = bankerRule('free', b, third);
        expect(call.rule).toBe('banker-free');
        expect(call.choices).toEqual(['draw', 'stand']);
        expect(call.defaultChoice).toBe(drawGain273(b, third) > 0 ? 'draw' : 'stand');
        if (call.defaultChoice !== bankerRule('scarne', b, third).defaultChoice) differFromScarne++;
      }
    // It draws where the card stands at (4, third card 1) and (6, punter stood), nowhere else.
    expect(differFromScarne).toBe(2);
    expect(bankerRule('free', 4, 1).defaultChoice).toBe('draw');
    expect(bankerRule('free', 6, null).defaultChoice).toBe('draw');
  });
});

const hand = (...codes: string[]) => codes.map(c);

describe('comparing hands', () => {
  it('GIVEN a natural 8 against a three-card 9 THEN the natural wins, from either side', () => {
    expect(compareHands(hand('5D', '3S'), hand('2H', '4S', '3H'))).toBe('punter');
    expect(compareHands(hand('2H', '4S', '3H'), hand('5D', '3S'))).toBe('banker');
  });

  it('GIVEN two naturals THEN the higher wins and equal ones tie', () => {
    expect(compareHands(hand('9C', 'KD'), hand('4S', '4D'))).toBe('punter');
    expect(compareHands(hand('4S', '4D'), hand('9C', 'KD'))).toBe('banker');
    expect(compareHands(hand('4S', '4D'), hand('8C', 'QD'))).toBe('tie');
  });

  it('GIVEN hands without a natural THEN totals decide, and a three-card 8 or 9 is no natural', () => {
    expect(isNaturalHand(hand('4H', 'KS', '4C'))).toBe(false);
    expect(isNaturalHand(hand('4H', '4C'))).toBe(true);
    expect(compareHands(hand('4H', 'KS', '4C'), hand('2C', '3D', '4D'))).toBe('banker');
    expect(compareHands(hand('7C', 'KD'), hand('3H', '4S'))).toBe('tie');
  });
});
