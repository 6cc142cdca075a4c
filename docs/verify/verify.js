/**
 * What the verifier page checks, without the page: a file's text in, a report out. Every rule comes
 * from the project's own compiled modules in lib/ (copied from the build by
 * scripts/verify-page-lib.mjs, never edited by hand): the export's shape, the shoe its seeds build
 * (provably-fair-v1, hashed here with the browser's WebCrypto), and the comparison coup by coup,
 * exactly what `npm run verify` runs with node:crypto.
 */

import { cardCode } from './lib/engine/cards.js';
import { runHashingAsync, webCryptoHasher } from './lib/engine/hashing.js';
import { shoeSteps } from './lib/engine/provably-fair.js';
import { DEFAULT_EXPORT_FORMAT, exportFormatOf, SHOE_EXPORT_FORMATS } from './lib/games/export-formats.js';

/**
 * @typedef {{ where: string, claimed: string, actual: string }} Mismatch
 * @typedef {{ label: string, cards: string[], total: number | undefined }} Hand
 * @typedef {{ hands: Hand[], outcome: string, notes: string[] }} CoupView
 * @typedef {{ number: number, claimed: CoupView, actual: CoupView | undefined, mismatches: Mismatch[] }} CoupReport
 * @typedef {{
 *   kind: 'report', game: string, format: string, heading: string, ok: boolean,
 *   serverSeed: string, clientSeed: string, shoeNumber: number, decks: number, cutCardReserve: number,
 *   note: string | undefined, commitment: string, seedHash: string,
 *   burn: { claimed: { shown: string, burned: number }, actual: { shown: string, burned: number } },
 *   header: Mismatch[], coups: CoupReport[], coupsInShoe: number | undefined, firstDifference: Mismatch | undefined,
 * }} Report
 * @typedef {{ kind: 'unreadable', title: string, problems: string[] }} Unreadable
 */

/** Every format the page reads, each once (two games may share one: EZ Baccarat's is Punto Banco's). */
const FORMATS = [...new Set(SHOE_EXPORT_FORMATS.map((entry) => entry.format))];
const EVERY_FORMAT = `${FORMATS.slice(0, -1).join(', ')} or ${FORMATS.at(-1)}`;

/** The text of a file as JSON, a byte-order mark dropped as `npm run verify` drops it. */
const parse = (text) => JSON.parse(text.replace(/^\uFEFF/, ''));

/**
 * Checks an export's text. `subtle` is the browser's `crypto.subtle`.
 * @returns {Promise<Report | Unreadable>}
 */
export const verifyExportText = async (text, subtle) => {
  let value;
  try {
    value = parse(text);
  } catch (error) {
    return {
      kind: 'unreadable',
      title: 'This file is not JSON',
      problems: [String(error?.message ?? error)],
    };
  }
  const kind = exportFormatOf(value);
  const problems = kind.shapeProblems(value);
  if (problems.length > 0)
    return {
      kind: 'unreadable',
      // A file that claims another game's format is held to it; any other, to every format the page knows.
      title: `This file is not a ${kind !== DEFAULT_EXPORT_FORMAT ? kind.format : EVERY_FORMAT} export`,
      problems,
    };

  const shoe = await runHashingAsync(shoeSteps(value), webCryptoHasher(subtle));
  const check = kind.check(value, shoe);
  const coups = check.coups.map((entry, i) => ({
    number: i + 1,
    claimed: kind.view.coup(entry.claimed),
    actual: entry.actual && kind.view.coup(entry.actual),
    mismatches: [...entry.mismatches],
  }));
  const all = [...check.header, ...coups.flatMap((coup) => coup.mismatches)];
  return {
    kind: 'report',
    game: kind.game,
    format: kind.format,
    ok: all.length === 0,
    serverSeed: value.serverSeed,
    clientSeed: value.clientSeed,
    shoeNumber: value.shoeNumber,
    decks: value.decks,
    cutCardReserve: value.cutCardReserve,
    heading: kind.view.heading,
    note: kind.view.note(value),
    commitment: value.commitment,
    seedHash: shoe.commitment,
    burn: {
      claimed: { shown: value.burn.shown, burned: value.burn.burned },
      actual: { shown: cardCode(shoe.burnShown), burned: shoe.burned },
    },
    header: [...check.header],
    coups,
    coupsInShoe: kind.view.coupsInShoe(shoe),
    firstDifference: all[0],
  };
};

/**
 * The known-answer shoe of docs/provably-fair.md as its export, built in the browser from its
 * seeds: an example to try the page with.
 */
export const knownAnswerExport = async (subtle) => {
  const spec = {
    serverSeed: '0'.repeat(64),
    clientSeed: 'test:1',
    shoeNumber: 1,
    decks: 8,
    cutCardReserve: 16,
  };
  const shoe = await runHashingAsync(shoeSteps(spec), webCryptoHasher(subtle));
  return JSON.stringify(DEFAULT_EXPORT_FORMAT.replay.replay(shoe), null, 2);
};
