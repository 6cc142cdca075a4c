/**
 * A dealt round's result as the public embed, in the server's language, with the shoe's
 * scoreboard at its foot when the table's `roadUnderResults` is on. The game service replies with
 * it; the effect executor posts it when no reply could show it.
 */

import type { Coup } from '../engine/coup.js';
import type { BanqueRoundCoup } from '../games/banque/table/index.js';
import { BANQUE, banqueStateOf } from '../games/banque/table/state.js';
import type { CdfRoundCoup } from '../games/chemin-de-fer/table/index.js';
import { CHEMIN_DE_FER, cdfStateOf } from '../games/chemin-de-fer/table/state.js';
import { EZ_BACCARAT } from '../games/ez-baccarat/rules/bets.js';
import { EZ_FACE } from '../games/ez-baccarat/shell/face.js';
import type { Logger } from '../log.js';
import type { ChangeSet } from '../table/draft.js';
import { effectiveSettings, isPuntoBancoRound, type RoundRecord } from '../table/state.js';
import { publicLocale } from './languages.js';
import { roundShoeSpec, shoeAfterRound, shoeRoadmaps } from './shoe-history.js';
import {
  renderBanqueResult,
  renderCdfResult,
  renderRoundResult,
  scoreboardFile,
  type ViewMessage,
  withScoreboard,
} from './views/index.js';
import type { Place, TableReads } from './vocabulary.js';

/** What a result needs besides the round: names, and the server's default when the table has none. */
export interface RoundResultSources {
  readonly reads: Pick<TableReads, 'names' | 'table'>;
  readonly log: Logger;
}

/** The games whose rounds have a result view: only their rounds are posted. */
export const hasResultView = (record: RoundRecord<unknown>): boolean =>
  isDealtLikePuntoBanco(record) || record.game === CHEMIN_DE_FER || record.game === BANQUE;

/** An EZ Baccarat round: a Punto Banco coup, paid by EZ's bets. */
const isEzRound = (record: RoundRecord<unknown>): record is RoundRecord<Coup> => record.game === EZ_BACCARAT;

/** A round of Punto Banco's coup, whichever game's bets paid it: the same result view shows it. */
const isDealtLikePuntoBanco = (record: RoundRecord<unknown>): record is RoundRecord<Coup> =>
  isPuntoBancoRound(record) || isEzRound(record);

const isBanqueRound = (record: RoundRecord<unknown>): record is RoundRecord<BanqueRoundCoup> =>
  record.game === BANQUE;

/**
 * A banque coup's result. The table right after the coup (when `changes` still holds it) says who
 * holds the cards next; the commission's rate is the record's own.
 */
const banqueResultMessage = (
  reads: Pick<TableReads, 'names'>,
  place: Place,
  record: RoundRecord<BanqueRoundCoup>,
  changes: ChangeSet,
): ViewMessage => {
  const table = changes.table;
  const justAfter = table && table.round === record.round + 1 ? table : undefined;
  const after = justAfter ? banqueStateOf(justAfter.gameState) : null;
  const played = record.coup;
  const people = [
    played.banker,
    ...played.acceptances.map((a) => a.userId),
    ...played.centre.map((item) => item.owner),
    ...(after ? [...after.queues.right, ...after.queues.left] : []),
  ];
  return renderBanqueResult(publicLocale(place), {
    record,
    names: reads.names(place.guildId, [...new Set(people)]),
    after,
    shoe: shoeAfterRound(record as unknown as RoundRecord, changes),
  });
};

const isCdfRound = (record: RoundRecord<unknown>): record is RoundRecord<CdfRoundCoup> =>
  record.game === CHEMIN_DE_FER;

/**
 * A chemin de fer coup's result. The table right after the coup (when `changes` still holds it)
 * says where the bank and the shoe went; the commission's rate is the record's own (an admin may
 * have changed the table's since).
 */
const cdfResultMessage = (
  reads: Pick<TableReads, 'names'>,
  place: Place,
  record: RoundRecord<CdfRoundCoup>,
  changes: ChangeSet,
): ViewMessage => {
  const table = changes.table;
  const justAfter = table && table.round === record.round + 1 ? table : undefined;
  const after = justAfter ? cdfStateOf(justAfter.gameState) : null;
  const played = record.coup;
  const people = [
    played.banker,
    ...played.acceptances.map((a) => a.userId),
    ...(after?.holder ? [after.holder] : []),
  ];
  return renderCdfResult(publicLocale(place), {
    record,
    names: reads.names(place.guildId, [...new Set(people)]),
    after,
    shoe: shoeAfterRound(record as unknown as RoundRecord, changes),
  });
};

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
    face: isEzRound(record) ? EZ_FACE : undefined,
  });

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
  if (isBanqueRound(record)) return banqueResultMessage(reads, place, record, changes);
  if (isCdfRound(record)) return cdfResultMessage(reads, place, record, changes);
  if (!isDealtLikePuntoBanco(record)) throw new Error(`no result view for the game ${record.game}`);
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
