/**
 * Punto Banco's chip selector and the third-card sentences of its result: drawn from the same
 * limits and tableau the table deals by.
 */
import { describe, expect, it } from 'vitest';
import { drawsOnText } from '../../../../src/games/punto-banco/shell/round-result.js';
import { chipValues } from '../../../../src/games/punto-banco/shell/table-message.js';
import { TIERS } from '../../../../src/games/tiers.js';
import { type Limits, MAX_CHIPS } from '../../../../src/table/limits.js';

describe('chipValues', () => {
  it('GIVEN the three limit tiers THEN the chips are the usual ones within the limits', () => {
    expect(chipValues(TIERS['1-100'])).toEqual([1, 5, 10, 25, 50, 100]);
    expect(chipValues(TIERS['5-500'])).toEqual([1, 5, 10, 25, 50, 60, 100, 250, 500]);
    expect(chipValues(TIERS['25-1000'])).toEqual([5, 10, 25, 50, 100, 120, 250, 500, 1000]);
  });

  it('GIVEN very wide custom limits THEN at most 25 chips, keeping the limit figures', () => {
    const limits = { min: 3, max: MAX_CHIPS, tieMinAlone: 7, tieMinBeside: 2, tieMax: 123_456 } as Limits;
    const values = chipValues(limits);
    expect(values.length).toBeLessThanOrEqual(25);
    for (const figure of [3, MAX_CHIPS, 7, 2, 123_456]) expect(values).toContain(figure);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('GIVEN odd limits THEN every chip is a valid bet on some spot', () => {
    const limits = { min: 50, max: 70, tieMinAlone: 5, tieMinBeside: 5, tieMax: 10 } as Limits;
    expect(chipValues(limits)).toEqual([5, 10, 50, 70]);
  });
});

describe('drawsOnText', () => {
  it('GIVEN each Banker total THEN the draw points read as runs', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(drawsOnText)).toEqual([
      '0–9',
      '0–9',
      '0–9',
      '0–7, 9',
      '2–7',
      '4–7',
      '6–7',
      '',
    ]);
  });
});
