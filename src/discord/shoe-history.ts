/**
 * A table's shoes after the fact: the coups a shoe dealt (rebuilt from its spec, since only seeds
 * and counts are stored), the shoe line of a round's result, and the `sabot-shoe/1` export.
 */

import type { Coup } from '../engine/coup.js';
import { type Roadmaps, resultOfCoup, roadmaps } from '../engine/roads/index.js';
import { dealAt, type ShoeSpec } from '../engine/shoe.js';
import type { ShoeExport } from '../engine/shoe-export.js';
import type { BanqueShoeExport } from '../games/banque/rules/export.js';
import { banque } from '../games/banque/table/index.js';
import { type CdfShoeExport, exportCdfShoe } from '../games/chemin-de-fer/rules/export.js';
import type { CdfRoundCoup } from '../games/chemin-de-fer/table/index.js';
import { puntoBanco } from '../games/punto-banco/table/game.js';
import { BUILT_IN_GAMES } from '../games/registry.js';
import type { ChangeSet } from '../table/draft.js';
import { nextCardAt, shoeOf } from '../table/shoes.js';
import type { RoundRecord, ShoeArchive, TableRecord } from '../table/state.js';
import type { Problem } from './views/index.js';

/** The first `count` coups a shoe dealt, and where the next card would have come from. */
export const dealtCoups = (spec: ShoeSpec, count: number): { coups: Coup[]; position: number } => {
  const shoe = shoeOf(spec);
  const coups: Coup[] = [];
  let position = shoe.firstCoupAt;
  while (coups.length < count) {
    const coup = dealAt(shoe, position);
    if (!coup) break;
    coups.push(coup);
    position += coup.cards.length;
  }
  return { coups, position };
};

/** The roadmaps of a shoe after its first `count` coups. */
export const shoeRoadmaps = (spec: ShoeSpec, count: number): Roadmaps =>
  roadmaps(dealtCoups(spec, count).coups.map(resultOfCoup));

/** The spec of the shoe a round was dealt from: the table's, or the archive its deal revealed. */
export const roundShoeSpec = (record: RoundRecord, changes: ChangeSet): ShoeSpec | undefined => {
  if (changes.table?.shoe.spec.shoeNumber === record.shoeNumber) return changes.table.shoe.spec;
  return changes.shoes.find((shoe) => shoe.spec.shoeNumber === record.shoeNumber)?.spec;
};

/** The shoe a round was dealt from, as the result's footer shows it (it may have just been revealed). */
export const shoeAfterRound = (record: RoundRecord, changes: ChangeSet) => {
  const archive = changes.shoes.find((shoe) => shoe.spec.shoeNumber === record.shoeNumber);
  const live = changes.table?.shoe.spec.shoeNumber === record.shoeNumber ? changes.table.shoe : undefined;
  const spec = live?.spec ?? archive?.spec;
  const position = live ? nextCardAt(live) : spec ? dealtCoups(spec, record.coupInShoe).position : 0;
  return {
    shoeNumber: record.shoeNumber,
    coupInShoe: record.coupInShoe,
    cardsLeft: spec ? shoeOf(spec).cards.length - position : 0,
    commitment: live?.commitment ?? archive?.commitment ?? '',
  };
};

/** Which revealed shoe to export: the one asked for, or the newest; a Problem when there is none. */
export const findRevealedShoe = (
  table: TableRecord | undefined,
  wanted: number | undefined,
): number | Problem => {
  const revealed = table?.revealedShoes ?? [];
  const shoe = wanted ?? revealed.at(-1);
  if (shoe === undefined) return 'no-revealed-shoe';
  if (revealed.includes(shoe)) return shoe;
  return { kind: shoe === table?.shoe.spec.shoeNumber ? 'shoe-not-revealed' : 'unknown-shoe', shoe };
};

/**
 * A shoe's export, in its game's format: `sabot-shoe/1` (Punto Banco), `sabot-cdf/1` (chemin de
 * fer) or `sabot-banque/1` (banque).
 */
export type AnyShoeExport = ShoeExport | CdfShoeExport | BanqueShoeExport;

/** How many coups an export holds, whatever its format. */
export const exportedCoups = (exported: AnyShoeExport): number =>
  'rounds' in exported ? exported.rounds.length : exported.coups.length;

/**
 * A revealed chemin de fer shoe as `sabot-cdf/1`: a coup's cards depend on the choices made in it,
 * so the coups come from the shoe's round records (`rounds`, in order), not from dealing it again.
 */
export const exportCdfArchive = (
  archive: ShoeArchive,
  rounds: readonly RoundRecord<unknown>[],
): CdfShoeExport =>
  exportCdfShoe(
    shoeOf(archive.spec),
    rounds.map((record) => record.coup as CdfRoundCoup),
  );

/**
 * A revealed banque shoe as `sabot-banque/1`: like chemin de fer's, a coup's cards depend on its
 * choices, so the coups (with the stakes the banker's default weighed) come from the round records.
 */
export const exportBanqueArchive = (
  archive: ShoeArchive,
  rounds: readonly RoundRecord<unknown>[],
): BanqueShoeExport =>
  banque.exportShoe(
    shoeOf(archive.spec),
    rounds.map((record) => record.coup as Parameters<typeof banque.exportShoe>[1][number]),
  ) as BanqueShoeExport;

/**
 * A revealed shoe of Punto Banco's coups as its game's export (Punto Banco's, or EZ Baccarat's
 * naming its game): the shoe rebuilt from its spec, and the coups it dealt (such a coup is the
 * shoe's cards, so they are dealt again from it).
 */
export const exportArchive = (archive: ShoeArchive): ShoeExport =>
  (BUILT_IN_GAMES.get(archive.game) ?? puntoBanco).exportShoe(
    shoeOf(archive.spec),
    dealtCoups(archive.spec, archive.coups).coups,
  ) as ShoeExport;
