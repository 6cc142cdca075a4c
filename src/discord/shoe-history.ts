/**
 * A table's shoes after the fact: the coups a shoe dealt (rebuilt from its spec, since only seeds
 * and counts are stored), the shoe line of a round's result, and the `sabot-shoe/1` export.
 */

import type { Coup } from '../engine/coup.js';
import { type Roadmaps, resultOfCoup, roadmaps } from '../engine/roads/index.js';
import { dealAt, type ShoeSpec } from '../engine/shoe.js';
import type { ChangeSet } from '../table/draft.js';
import type { Game } from '../table/game.js';
import { nextCardAt, shoeOf } from '../table/shoes.js';
import type { RoundRecord, ShoeArchive, TableRecord } from '../table/state.js';
import type { Problem } from './views/problem.js';
import type { ShoeLine } from './views/shared.js';

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
export const roundShoeSpec = (
  record: Pick<RoundRecord<unknown>, 'shoeNumber'>,
  changes: ChangeSet,
): ShoeSpec | undefined => {
  if (changes.table?.shoe.spec.shoeNumber === record.shoeNumber) return changes.table.shoe.spec;
  return changes.shoes.find((shoe) => shoe.spec.shoeNumber === record.shoeNumber)?.spec;
};

/** The shoe a round was dealt from, as the result's footer shows it (it may have just been revealed). */
export const shoeAfterRound = (
  record: Pick<RoundRecord<unknown>, 'shoeNumber' | 'coupInShoe'>,
  changes: ChangeSet,
): ShoeLine => {
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
 * A shoe's export, in its game's format (the registry's export formats): what
 * every format holds besides its coups, which it lists as `rounds` or `coups`.
 */
export interface AnyShoeExport {
  readonly format: string;
  readonly serverSeed: string;
  readonly commitment: string;
  readonly shoeNumber: number;
  readonly rounds?: readonly unknown[];
  readonly coups?: readonly unknown[];
}

/** How many coups an export holds, whatever its format. */
export const exportedCoups = (exported: AnyShoeExport): number =>
  (exported.rounds ?? exported.coups ?? []).length;

/**
 * A revealed shoe as its game's export: the shoe rebuilt from its seeds, and the coups it dealt in
 * order (dealt again from the shoe where the game's coups are its cards in order, taken from the
 * round records where a coup's cards hang on the choices made in it).
 */
export const exportArchive = (
  game: Pick<Game, 'exportShoe'>,
  archive: ShoeArchive,
  coups: readonly unknown[],
): AnyShoeExport => game.exportShoe(shoeOf(archive.spec), coups) as AnyShoeExport;

/** A revealed shoe's export where its game's coups are the shoe's cards in order: dealt again from its seeds. */
export const exportDealtArchive = (game: Pick<Game, 'exportShoe'>, archive: ShoeArchive): AnyShoeExport =>
  exportArchive(game, archive, dealtCoups(archive.spec, archive.coups).coups);
