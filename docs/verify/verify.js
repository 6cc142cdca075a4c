/**
 * What the verifier page checks, without the page: a file's text in, a report out. Every rule comes
 * from the project's own compiled modules in lib/ (copied from the build by
 * scripts/verify-page-lib.mjs, never edited by hand): the export's shape, the shoe its seeds build
 * (provably-fair-v1, hashed here with the browser's WebCrypto), and the comparison coup by coup,
 * exactly what `npm run verify` runs with node:crypto.
 */
import { cardCode, handTotal, parseCard } from './lib/cards.js';
import { CDF_EXPORT_FORMAT, cdfExportShapeProblems, checkCdfExport } from './lib/cdf-export.js';
import { runHashingAsync, webCryptoHasher } from './lib/hashing.js';
import { dealWholeShoe, shoeSteps } from './lib/provably-fair.js';
import {
  checkShoeExport,
  exportShoe,
  SHOE_EXPORT_FORMAT,
  shoeExportShapeProblems,
} from './lib/shoe-export.js';

/**
 * @typedef {{ where: string, claimed: string, actual: string }} Mismatch
 * @typedef {{ label: 'Player' | 'Banker' | 'Punter', cards: string[], total: number | undefined }} Hand
 * @typedef {{ hands: Hand[], outcome: string, notes: string[] }} CoupView
 * @typedef {{ number: number, claimed: CoupView, actual: CoupView | undefined, mismatches: Mismatch[] }} CoupReport
 * @typedef {{
 *   kind: 'report', game: 'punto-banco' | 'chemin-de-fer', format: string, ok: boolean,
 *   serverSeed: string, clientSeed: string, shoeNumber: number, decks: number, cutCardReserve: number,
 *   regle: string | undefined, commitment: string, seedHash: string,
 *   burn: { claimed: { shown: string, burned: number }, actual: { shown: string, burned: number } },
 *   header: Mismatch[], coups: CoupReport[], coupsInShoe: number | undefined, firstDifference: Mismatch | undefined,
 * }} Report
 * @typedef {{ kind: 'unreadable', title: string, problems: string[] }} Unreadable
 */

const OUTCOME_WORDS = { player: 'Player wins', banker: 'Banker wins', tie: 'Tie' };
const RESULT_WORDS = { win: 'Punter wins', lose: 'Banker wins', tie: 'Tie' };
const DECIDED_BY = { rule: 'by rule', player: "player's choice", default: 'by default' };

/** A hand's total when every card is a card; undefined when one is not (a tampered file). */
const totalOf = (codes) => {
  const cards = codes.map(parseCard);
  return cards.every((card) => card !== undefined) ? handTotal(cards) : undefined;
};

/** @returns {CoupView} */
const puntoBancoView = (round) => ({
  hands: [
    { label: 'Player', cards: [...round.player], total: round.playerTotal },
    { label: 'Banker', cards: [...round.banker], total: round.bankerTotal },
  ],
  outcome: OUTCOME_WORDS[round.outcome] ?? String(round.outcome),
  notes: [],
});

/** @returns {CoupView} */
const cheminDeFerView = (coup) => ({
  hands: [
    { label: 'Punter', cards: [...coup.punter], total: totalOf(coup.punter) },
    { label: 'Banker', cards: [...coup.banker], total: totalOf(coup.banker) },
  ],
  outcome: RESULT_WORDS[coup.result] ?? String(coup.result),
  notes: [
    ...coup.decisions.map(
      (d) =>
        `${d.hand === 'punter' ? 'Punter' : 'Banker'} on ${d.total} ${d.action === 'card' ? 'draws' : 'stands'} (${DECIDED_BY[d.by] ?? d.by})`,
    ),
    `cover ${coup.stake}`,
  ],
});

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
  const cdf = typeof value === 'object' && value !== null && value.format === CDF_EXPORT_FORMAT;
  const format = cdf ? CDF_EXPORT_FORMAT : SHOE_EXPORT_FORMAT;
  const problems = cdf ? cdfExportShapeProblems(value) : shoeExportShapeProblems(value);
  if (problems.length > 0)
    return {
      kind: 'unreadable',
      title: `This file is not a ${cdf ? format : `${SHOE_EXPORT_FORMAT} or ${CDF_EXPORT_FORMAT}`} export`,
      problems,
    };

  const shoe = await runHashingAsync(shoeSteps(value), webCryptoHasher(subtle));
  const check = cdf ? checkCdfExport(value, shoe) : checkShoeExport(value, shoe);
  const view = cdf ? cheminDeFerView : puntoBancoView;
  const coups = (cdf ? check.coups : check.rounds).map((entry, i) => ({
    number: i + 1,
    claimed: view(entry.claimed),
    actual: entry.actual && view(entry.actual),
    mismatches: [...entry.mismatches],
  }));
  const all = [...check.header, ...coups.flatMap((coup) => coup.mismatches)];
  return {
    kind: 'report',
    game: cdf ? 'chemin-de-fer' : 'punto-banco',
    format,
    ok: all.length === 0,
    serverSeed: value.serverSeed,
    clientSeed: value.clientSeed,
    shoeNumber: value.shoeNumber,
    decks: value.decks,
    cutCardReserve: value.cutCardReserve,
    regle: cdf ? (value.regle ?? 'scarne') : undefined,
    commitment: value.commitment,
    seedHash: shoe.commitment,
    burn: {
      claimed: { shown: value.burn.shown, burned: value.burn.burned },
      actual: { shown: cardCode(shoe.burnShown), burned: shoe.burned },
    },
    header: [...check.header],
    coups,
    // How many coups the shoe holds before the cut card (a chemin de fer shoe's depends on its choices).
    coupsInShoe: cdf ? undefined : dealWholeShoe(shoe).length,
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
  return JSON.stringify(exportShoe(shoe, dealWholeShoe(shoe)), null, 2);
};
