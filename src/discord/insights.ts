/**
 * What a table's shoe tells the players, computed from records alone: the scoreboard of the shoe
 * in play or of a revealed one (/road), and the exact odds of the next coup from the cards
 * nobody has seen (/odds). reads.ts fetches the records and asks these.
 */
import { compositionOfShoe, exactOdds, type ShoeOdds, unseenComposition } from '../engine/odds.js';
import { BEFORE_THE_BURN, shoeOf } from '../table/shoes.js';
import type { ShoeArchive, TableRecord, TableSettings } from '../table/state.js';
import { shoeRoadmaps } from './shoe-history.js';
import type { OddsInput } from './views/index.js';
import type { ShoeScoreboard } from './vocabulary.js';

/** The shoe in play, shown only as far as it has been dealt, which everyone has seen. */
export const liveScoreboard = (table: TableRecord): ShoeScoreboard => ({
  shoeNumber: table.shoe.spec.shoeNumber,
  revealed: false,
  maps: shoeRoadmaps(table.shoe.spec, table.shoe.coups),
});

/** A revealed shoe, every coup it dealt. */
export const revealedScoreboard = (archive: ShoeArchive): ShoeScoreboard => ({
  shoeNumber: archive.spec.shoeNumber,
  revealed: true,
  maps: shoeRoadmaps(archive.spec, archive.coups),
});

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
