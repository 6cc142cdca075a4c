/**
 * A dealt round's result as the public embed, in the server's language, with the shoe's
 * scoreboard at its foot when the table's `roadUnderResults` is on. The game service replies with
 * it; the effect executor posts it when no reply could show it.
 */

import { SHELLS } from '../games/shells.js';
import type { Logger } from '../log.js';
import type { ChangeSet } from '../table/draft.js';
import { effectiveSettings, type RoundRecord } from '../table/state.js';
import { publicLocale } from './languages.js';
import { roundShoeSpec, shoeRoadmaps } from './shoe-history.js';
import { scoreboardFile, type ViewMessage, withScoreboard } from './views/index.js';
import type { Place, TableReads } from './vocabulary.js';

/** What a result needs besides the round: names, and the server's default when the table has none. */
export interface RoundResultSources {
  readonly reads: Pick<TableReads, 'names' | 'table'>;
  readonly log: Logger;
}

/** The games whose rounds have a result view, the ones with a shell: only their rounds are posted. */
export const hasResultView = (record: RoundRecord<unknown>): boolean => SHELLS.has(record.game);

/**
 * The result, with the shoe's scoreboard at its foot when the table's `roadUnderResults` is on.
 * The picture is a courtesy: if it cannot be drawn, the result goes out without it.
 */
export const roundResult = async (
  { reads, log }: RoundResultSources,
  place: Place,
  record: RoundRecord<unknown>,
  changes: ChangeSet,
): Promise<ViewMessage> => {
  const shell = SHELLS.get(record.game);
  if (!shell) throw new Error(`no result view for the game ${record.game}`);
  const message = shell.result(publicLocale(place), {
    record,
    changes,
    names: (userIds) => reads.names(place.guildId, userIds),
  });
  // A scoreboard needs the shoe's coups dealt again from its seeds, which only some games' are.
  if (!shell.coupsFromShoe) return message;
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
