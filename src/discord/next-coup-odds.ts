/**
 * The exact odds of a table's next coup from the cards nobody has seen, beside a full shoe's
 * (/odds): the shoe's compositions every game counts from, and Punto Banco's figures. Records in,
 * figures out; the game's shell draws them.
 */
import { compositionOfShoe, exactOdds, type ShoeOdds, unseenComposition } from '../engine/odds.js';
import { BEFORE_THE_BURN, shoeOf } from '../table/shoes.js';
import type { TableRecord, TableSettings } from '../table/state.js';
import type { OddsInput } from './views/odds-view.js';

/** A full shoe's odds depend only on its decks: enumerated once per deck count. */
const fullShoeOdds = new Map<number, ShoeOdds>();
const oddsOfFullShoe = (decks: number): ShoeOdds => {
  let odds = fullShoeOdds.get(decks);
  if (!odds) {
    odds = exactOdds(compositionOfShoe(decks));
    fullShoeOdds.set(decks, odds);
  }
  return odds;
};

/**
 * The cards of the table's shoe per point value 0–9: a full shoe of its decks, and the cards
 * nobody has seen (all of them before the first deal, the burn card coming out with it). What
 * every game's /odds counts from.
 */
export const shoeCompositions = (
  table: TableRecord,
): { readonly full: readonly number[]; readonly unseen: readonly number[] } => {
  const { spec, position } = table.shoe;
  const full = compositionOfShoe(spec.decks);
  return { full, unseen: position === BEFORE_THE_BURN ? full : unseenComposition(shoeOf(spec), position) };
};

/**
 * The exact odds of the table's next coup, from the unseen cards, beside a full shoe's. Before the
 * first deal no card has been shown (the burn card comes out with it), so every card is unseen.
 */
export const nextCoupOdds = (table: TableRecord, settings: TableSettings): OddsInput => {
  const { spec, coups, position } = table.shoe;
  const full = oddsOfFullShoe(spec.decks);
  return {
    shoeNumber: spec.shoeNumber,
    nextCoup: coups + 1,
    variant: settings.variant,
    unseen: position === BEFORE_THE_BURN ? full : exactOdds(unseenComposition(shoeOf(spec), position)),
    full,
  };
};
