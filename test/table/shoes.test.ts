/**
 * A new shoe is stored before its burn: its seeds and commitment are fixed when it starts, and the
 * burn (which needs the whole shuffle) is read from the cards at the first deal. Until then players
 * see a full shoe.
 */
import { describe, expect, it } from 'vitest';
import { shoeCompositions } from '../../src/discord/unseen-cards.js';
import { commitmentOf } from '../../src/engine/fair.js';
import { compositionOfShoe, unseenComposition } from '../../src/engine/odds.js';
import { buildShoe, dealWholeShoe } from '../../src/engine/shoe.js';
import { BEFORE_THE_BURN, cardsLeftIn, newShoeState, nextCardAt, shoeOf } from '../../src/table/shoes.js';

const spec = {
  serverSeed: 'b'.repeat(64),
  clientSeed: 'sabot:g:c',
  shoeNumber: 1,
  decks: 8,
  cutCardReserve: 16,
};

describe('a shoe before its burn', () => {
  it('GIVEN a new shoe THEN it is stored before the burn with its commitment, and its next card is the first after the burn', () => {
    const state = newShoeState(spec);
    const shoe = buildShoe(spec);
    expect(state).toEqual({
      spec,
      commitment: commitmentOf(spec.serverSeed),
      position: BEFORE_THE_BURN,
      coups: 0,
      nextClientSeed: null,
    });
    expect(nextCardAt(state)).toBe(shoe.firstCoupAt);
    expect(shoe.firstCoupAt).toBeGreaterThan(BEFORE_THE_BURN);
    // The first coup dealt from there is the shoe's first coup.
    expect(dealWholeShoe(shoe)[0]!.cards[0]!.card).toBe(shoe.cards[nextCardAt(state)]);
  });

  it('GIVEN a shoe under way THEN its next card is its stored position', () => {
    const state = { ...newShoeState(spec), position: 120, coups: 20 };
    expect(nextCardAt(state)).toBe(120);
  });

  it('GIVEN a shoe before its burn WHEN the cards the odds count from are asked THEN every card is unseen: the shown burn card comes out with the first deal', () => {
    const { unseen, full } = shoeCompositions({ shoe: newShoeState(spec) });
    expect(full).toEqual(compositionOfShoe(8));
    expect(unseen).toEqual(full);
  });

  it('GIVEN a shoe burned and under way WHEN the cards the odds count from are asked THEN the unseen cards are those after the next card and the burned ones, not the shown card', () => {
    const shoe = buildShoe(spec);
    const state = { ...newShoeState(spec), position: shoe.firstCoupAt + 6, coups: 1 };
    const unseen = unseenComposition(shoe, state.position);
    expect(shoeCompositions({ shoe: state }).unseen).toEqual(unseen);
    // Seen: the shown card and the six dealt; the cards burned face down stay unseen.
    expect(unseen.reduce((sum, n) => sum + n, 0)).toBe(8 * 52 - 7);
  });

  it('GIVEN a shoe before its burn THEN all its cards are left; once burned and dealt THEN those from the next card on', () => {
    const state = newShoeState(spec);
    expect(cardsLeftIn(state)).toBe(8 * 52);
    expect(cardsLeftIn({ ...state, position: 120, coups: 20 })).toBe(8 * 52 - 120);
  });

  it('GIVEN more shoes before their burn than the shoe memo holds WHEN each is asked its next card again, in turn THEN each answers its own first card after the burn every time', () => {
    const states = Array.from({ length: 300 }, (_, i) => newShoeState({ ...spec, shoeNumber: i + 1 }));
    const firstCoups = states.map((state) => buildShoe(state.spec).firstCoupAt);
    for (let pass = 0; pass < 2; pass++)
      for (const [i, state] of states.entries()) expect(nextCardAt(state)).toBe(firstCoups[i]);
    // The same spec in a fresh object (a record read again from storage) answers the same.
    expect(nextCardAt(newShoeState({ ...states[0]!.spec }))).toBe(firstCoups[0]);
    expect(shoeOf(states[0]!.spec).firstCoupAt).toBe(firstCoups[0]);
  });
});
