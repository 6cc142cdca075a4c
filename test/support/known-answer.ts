/**
 * The known-answer shoe of the provably fair algorithm (docs/provably-fair.md, "Known-answer
 * vector"), defined once for every test that checks a shoe, an export or a tool against it.
 * The figures are the published ones: a test that needs them imports them from here.
 */
import type { ShoeSpec } from '../../src/engine/shoe.js';
import type { ExportedRound } from '../../src/engine/shoe-export.js';

/** The seeds and shoe settings: 64 ASCII zeros, `test:1`, shoe 1, 8 decks, cut card 16 from the end. */
export const KNOWN_ANSWER: ShoeSpec = {
  serverSeed: '0'.repeat(64),
  clientSeed: 'test:1',
  shoeNumber: 1,
  decks: 8,
  cutCardReserve: 16,
};

/** SHA-256 of the server seed's 64 ASCII characters. */
export const KNOWN_ANSWER_COMMITMENT = '60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55';

/** The first ten cards out of the shuffled shoe, as card codes. */
export const KNOWN_ANSWER_FIRST_TEN = '5S 9S 2C JD 8S 3S 5D KH 9H 3S';

/** The shown burn card and how many cards it burns. */
export const KNOWN_ANSWER_BURN = { shown: '5S', burned: 5 } as const;

/** The first three coups, as a `sabot-shoe/1` export lists them. */
export const KNOWN_ANSWER_ROUNDS: readonly ExportedRound[] = [
  {
    round: 1,
    player: ['5D', '9H', '4D'],
    banker: ['KH', '3S', '4D'],
    playerTotal: 8,
    bankerTotal: 7,
    outcome: 'player',
  },
  { round: 2, player: ['2S', 'AH'], banker: ['2D', '7D'], playerTotal: 3, bankerTotal: 9, outcome: 'banker' },
  {
    round: 3,
    player: ['JD', 'QD', '8C'],
    banker: ['AD', 'JS', '4D'],
    playerTotal: 8,
    bankerTotal: 5,
    outcome: 'player',
  },
];

/** How many coups the shoe deals before the cut card comes out. */
export const KNOWN_ANSWER_COUPS = 79;

/** The head of the shoe's `sabot-shoe/1` export: everything but the rounds. */
export const KNOWN_ANSWER_EXPORT_HEAD = {
  format: 'sabot-shoe/1',
  serverSeed: KNOWN_ANSWER.serverSeed,
  commitment: KNOWN_ANSWER_COMMITMENT,
  clientSeed: KNOWN_ANSWER.clientSeed,
  shoeNumber: KNOWN_ANSWER.shoeNumber,
  decks: KNOWN_ANSWER.decks,
  cutCardReserve: KNOWN_ANSWER.cutCardReserve,
  burn: KNOWN_ANSWER_BURN,
} as const;
