/**
 * The cards of a table's shoe per point value 0–9, as every game's /odds counts them: a full shoe
 * of its decks, and the cards nobody has seen. Records in, counts out; each game's shell turns them
 * into its own figures.
 */
import { compositionOfShoe, unseenComposition } from '../engine/odds.js';
import { BEFORE_THE_BURN, shoeOf } from '../table/shoes.js';
import type { TableRecord } from '../table/state.js';

/**
 * A full shoe of the table's decks, and the cards nobody has seen: all of them before the first
 * deal, the burn card coming out with it.
 */
export const shoeCompositions = (
  table: Pick<TableRecord, 'shoe'>,
): { readonly full: readonly number[]; readonly unseen: readonly number[] } => {
  const { spec, position } = table.shoe;
  const full = compositionOfShoe(spec.decks);
  return { full, unseen: position === BEFORE_THE_BURN ? full : unseenComposition(shoeOf(spec), position) };
};
