/**
 * What a table's shoe tells the players, read without changing anything: the scoreboard of the
 * shoe in play or of a revealed one (/road), and the exact odds of the next coup from the cards
 * nobody has seen (/odds). Neither opens a table: a channel without one is refused.
 */
import { compositionOfShoe, exactOdds, type ShoeOdds, unseenComposition } from '../engine/odds.js';
import type { Roadmaps } from '../engine/roads/index.js';
import { shoeOf } from '../table/shoes.js';
import { type GameService, type Place, Refused } from './game-service.js';
import { findRevealedShoe, shoeRoadmaps } from './shoe-history.js';
import type { OddsInput } from './views/index.js';

export interface ShoeScoreboard {
  readonly shoeNumber: number;
  readonly revealed: boolean;
  readonly maps: Roadmaps;
}

/**
 * The roadmaps of the channel's shoe in play (no number, or its own number), or of a revealed
 * shoe. A shoe still in play is shown only as far as it has been dealt, which everyone has seen.
 */
export const scoreboardOf = async (
  game: GameService,
  place: Place,
  shoeNumber: number | undefined,
): Promise<ShoeScoreboard> => {
  const { table } = await game.read(place);
  if (!table) throw new Refused('no-table');
  const { shoe } = table;
  if (shoeNumber === undefined || shoeNumber === shoe.spec.shoeNumber)
    return {
      shoeNumber: shoe.spec.shoeNumber,
      revealed: false,
      maps: shoeRoadmaps(shoe.spec, shoe.coups),
    };
  const found = findRevealedShoe(table, shoeNumber);
  if (typeof found !== 'number') throw new Refused(found);
  const archive = await game.store.readShoeArchive(place.guildId, place.channelId, found);
  if (!archive) throw new Refused({ kind: 'unknown-shoe', shoe: found });
  return { shoeNumber: found, revealed: true, maps: shoeRoadmaps(archive.spec, archive.coups) };
};

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

/** The exact odds of the channel's next coup, from the unseen cards, beside a full shoe's. */
export const nextCoupOdds = async (game: GameService, place: Place): Promise<OddsInput> => {
  const { table, settings } = await game.read(place);
  if (!table) throw new Refused('no-table');
  const { spec, position, coups } = table.shoe;
  return {
    shoeNumber: spec.shoeNumber,
    nextCoup: coups + 1,
    variant: settings.variant,
    unseen: exactOdds(unseenComposition(shoeOf(spec), position)),
    full: oddsOfFullShoe(spec.decks),
  };
};
