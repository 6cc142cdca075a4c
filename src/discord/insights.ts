/**
 * What a table's shoe tells the players, computed from records alone: the scoreboard of the shoe
 * in play or of a revealed one (/road). reads.ts fetches the records and asks these; the exact
 * odds of the next coup (/odds) are each game's shell's, counted from unseen-cards.ts.
 */
import type { ShoeArchive, TableRecord } from '../table/state.js';
import { shoeRoadmaps } from './shoe-history.js';
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
