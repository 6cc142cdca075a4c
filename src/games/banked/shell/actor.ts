/** Who acts at a table whose games the players bank (banque, chemin de fer), by command or by a click. */
import type { Locale, StaticKey } from '../../../discord/i18n/index.js';
import type { ViewMessage } from '../../../discord/views/shared.js';
import {
  type Place,
  Refused,
  type Reply,
  type TableActions,
  type TableReads,
} from '../../../discord/vocabulary.js';
import { reject } from '../../../table/rejections.js';
import type { TableRecord } from '../../../table/state.js';

/** What running a player's action needs: the table, its reads, where, in which language, who, and how to answer him. */
export interface TableActor {
  readonly game: TableActions;
  readonly reads: TableReads;
  readonly place: Place;
  readonly locale: Locale;
  readonly userId: string;
  reply(message: Reply, options?: { readonly ephemeral?: boolean }): Promise<void>;
}

/** What a game's private cards view is drawn from. */
export interface CardsViewInput {
  readonly table: TableRecord;
  readonly userId: string;
  readonly names: ReadonlyMap<string, string>;
}

/**
 * The member's own cards in the coup being played, privately, with his prompt when it is his
 * turn: drawn by the game's `render`; `noCards` when he holds none (or no coup is on).
 */
export const showCards = async (
  actor: TableActor,
  round: number | undefined,
  render: (locale: Locale, input: CardsViewInput) => ViewMessage | undefined,
  noCards: StaticKey,
): Promise<void> => {
  const { table } = await actor.reads.table(actor.place);
  if (table && round !== undefined && round !== table.round)
    throw new Refused(reject('round/stale', { round: table.round }));
  const names = table
    ? actor.reads.names(actor.place.guildId, table.coup ? [table.coup.decision.userId] : [])
    : new Map();
  const view = table && render(actor.locale, { table, userId: actor.userId, names });
  if (!view) throw new Refused({ kind: 'game', key: noCards });
  await actor.reply(view);
};
