/**
 * A dealt round's result as the public embed, and the same with the shoe's scoreboard at its foot
 * when the table's `roadUnderResults` is on. The game service posts or replies with these.
 */

import type { Logger } from '../log.js';
import type { GameStore } from '../store/game-store.js';
import type { Accepted } from '../table/commands.js';
import { effectiveSettings, type RoundRecord } from '../table/state.js';
import type { NameBook, Place } from './game-service.js';
import { roundShoeSpec, shoeAfterRound, shoeRoadmaps } from './shoe-history.js';
import { renderRoundResult, scoreboardFile, type ViewMessage, withScoreboard } from './views/index.js';

/** What a result needs besides the round: the store (the server's default) and names. */
export interface RoundResultSources {
  readonly store: GameStore;
  readonly names: NameBook;
  readonly log: Logger;
}

/** The round's result as the public embed. */
export const roundResultMessage = (
  names: NameBook,
  place: Place,
  record: RoundRecord,
  accepted: Accepted,
): ViewMessage =>
  renderRoundResult(place.guildLocale, {
    record,
    names: names(
      place.guildId,
      record.results.map((result) => result.userId),
    ),
    shoe: shoeAfterRound(record, accepted.changes),
  });

/**
 * The result, with the shoe's scoreboard at its foot when the table's `roadUnderResults` is on.
 * The picture is a courtesy: if it cannot be drawn, the result goes out without it.
 */
export const roundResultWithRoad = async (
  sources: RoundResultSources,
  place: Place,
  record: RoundRecord,
  accepted: Accepted,
): Promise<ViewMessage> => {
  const message = roundResultMessage(sources.names, place, record, accepted);
  const table = accepted.changes.table;
  if (!table) return message;
  try {
    // The table's own choice needs no read; only a table that never chose asks the server's default.
    const on =
      table.overrides.roadUnderResults ??
      effectiveSettings(accepted.changes.guild ?? (await sources.store.readGuild(place.guildId)), table)
        .roadUnderResults;
    if (!on) return message;
    const spec = roundShoeSpec(record, accepted.changes);
    if (!spec) return message;
    return withScoreboard(message, scoreboardFile(shoeRoadmaps(spec, record.coupInShoe), record.shoeNumber));
  } catch (error) {
    sources.log.warn('could not draw the scoreboard under a result', {
      channelId: place.channelId,
      round: record.round,
      error,
    });
    return message;
  }
};
