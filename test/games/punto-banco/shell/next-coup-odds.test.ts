/**
 * The odds of a Punto Banco table's next coup are counted from the cards nobody has seen: before
 * the burn, a full shoe's.
 */
import { describe, expect, it } from 'vitest';
import { compositionOfShoe, unseenComposition } from '../../../../src/engine/odds.js';
import { buildShoe } from '../../../../src/engine/shoe.js';
import { exactOdds } from '../../../../src/games/punto-banco/rules/odds.js';
import { nextCoupOdds } from '../../../../src/games/punto-banco/shell/next-coup-odds.js';
import { newShoeState } from '../../../../src/table/shoes.js';

const spec = {
  serverSeed: 'b'.repeat(64),
  clientSeed: 'sabot:g:c',
  shoeNumber: 1,
  decks: 8,
  cutCardReserve: 16,
};

describe('nextCoupOdds', () => {
  it('GIVEN a shoe before its burn THEN the odds of its first coup are a full shoe’s', () => {
    const odds = nextCoupOdds({ shoe: newShoeState(spec) }, {});
    expect(odds.unseen.composition).toEqual(compositionOfShoe(8));
    expect(odds.unseen).toEqual(odds.full);
    expect(odds.nextCoup).toBe(1);
  });

  it('GIVEN a shoe burned and under way THEN the odds are those of the cards after its next card, under the table’s variant', () => {
    const shoe = buildShoe(spec);
    const state = { ...newShoeState(spec), position: shoe.firstCoupAt + 6, coups: 1 };
    const odds = nextCoupOdds({ shoe: state }, { gameOptions: { 'punto-banco': { variant: 'punto-2000' } } });
    expect(odds.unseen).toEqual(exactOdds(unseenComposition(shoe, state.position)));
    expect(odds.full).toEqual(exactOdds(compositionOfShoe(8)));
    expect(odds).toMatchObject({ shoeNumber: 1, nextCoup: 2, variant: 'punto-2000' });
  });
});
