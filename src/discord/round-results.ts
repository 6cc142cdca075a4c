/**
 * A dealt round's result as the public embed, in the server's language, with the shoe's
 * scoreboard at its foot when the table's `roadUnderResults` is on. The game service replies with
 * it; the effect executor posts it when no reply could show it.
 */

import type { Logger } from '../log.js';
import type { ChangeSet } from '../table/draft.js';
import { effectiveSettings, type RoundRecord } from '../table/state.js';
import { publicLocale } from './languages.js';
import { roundShoeSpec, shoeAfterRound, shoeRoadmaps } from './shoe-history.js';
import { renderRoundResult, scoreboardFile, type ViewMessage, withScoreboard } from './views/index.js';
import type { Place, TableReads } from './vocabulary.js';

/** What a result needs besides the round: names, and the server's default when the table has none. */
export interface RoundResultSources {
  readonly reads: Pick<TableReads, 'names' | 'table'>;
  readonly log: Logger;
}

/** The round's result as the public embed. */
const resultMessage = (
  reads: Pick<TableReads, 'names'>,
  place: Place,
  record: RoundRecord,
  changes: ChangeSet,
): ViewMessage =>
  renderRoundResult(publicLocale(place), {
    record,
    names: reads.names(
      place.guildId,
      record.results.map((result) => result.userId),
    ),
    shoe: shoeAfterRound(record, changes),
  });

/**
 * The result, with the shoe's scoreboard at its foot when the table's `roadUnderResults` is on.
 * The picture is a courtesy: if it cannot be drawn, the result goes out without it.
 */
export const roundResult = async (
  { reads, log }: RoundResultSources,
  place: Place,
  record: RoundRecord,
  changes: ChangeSet,
): Promise<ViewMessage> => {
  const message = resultMessage(reads, place, record, changes);
  const table = changes.table;
  if (!table) return message;
  try {
    // The table's own choice needs no read; only a table that never chose asks the server's default.
    const on =
      table.overrides.roadUnderResults ??
      effectiveSettings(changes.guild ?? (await reads.table(place)).guild, table).roadUnderResults;
    if (!on) return message;
    const spec = roundShoeSpec(record, changes);
    if (!spec) return message;
    return withScoreboard(message, scoreboardFile(shoeRoadmaps(spec, record.coupInShoe), record.shoeNumber));
  } catch (error) {
    log.warn('could not draw the scoreboard under a result', {
      channelId: place.channelId,
      round: record.round,
      error,
    });
    return message;
  }
};
