/** Who acts at a table whose games the players bank (banque, chemin de fer), by command or by a click. */
import type { Locale } from '../../../discord/i18n/index.js';
import type { Place, Reply, TableActions, TableReads } from '../../../discord/vocabulary.js';

/** What running a player's action needs: the table, its reads, where, in which language, who, and how to answer him. */
export interface TableActor {
  readonly game: TableActions;
  readonly reads: TableReads;
  readonly place: Place;
  readonly locale: Locale;
  readonly userId: string;
  reply(message: Reply, options?: { readonly ephemeral?: boolean }): Promise<void>;
}
