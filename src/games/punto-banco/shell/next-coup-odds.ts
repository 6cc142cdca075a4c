/**
 * The exact odds of a Punto Banco table's next coup from the cards nobody has seen, beside a full
 * shoe's (/odds). Records in, figures out; odds-view.ts draws them.
 */
import { shoeCompositions } from '../../../discord/unseen-cards.js';
import { compositionOfShoe } from '../../../engine/odds.js';
import { BEFORE_THE_BURN } from '../../../table/shoes.js';
import type { TableRecord, TableSettings } from '../../../table/state.js';
import { exactOdds, type ShoeOdds } from '../rules/odds.js';
import { optionsIn } from '../table/settings.js';
import type { OddsInput } from './odds-view.js';

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
 * The exact odds of the table's next coup, from the unseen cards, beside a full shoe's. Before the
 * first deal no card has been shown (the burn card comes out with it), so every card is unseen.
 */
export const nextCoupOdds = (
  table: Pick<TableRecord, 'shoe'>,
  settings: Pick<TableSettings, 'gameOptions'>,
): OddsInput => {
  const { spec, coups, position } = table.shoe;
  const full = oddsOfFullShoe(spec.decks);
  return {
    shoeNumber: spec.shoeNumber,
    nextCoup: coups + 1,
    variant: optionsIn(settings).variant,
    unseen: position === BEFORE_THE_BURN ? full : exactOdds(shoeCompositions(table).unseen),
    full,
  };
};
