/**
 * The `sabot-shoe/1` export: an honest export verifies clean, each kind of tampering is caught
 * exactly where it was made, and malformed inputs are named before verification trusts them.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildShoe, dealWholeShoe, type ShoeSpec } from '../../src/engine/shoe.js';
import {
  type ExportedRound,
  exportShoe,
  type ShoeExport,
  shoeExportShapeProblems,
  verifyShoeExport,
} from '../../src/engine/shoe-export.js';
import {
  KNOWN_ANSWER,
  KNOWN_ANSWER_COUPS,
  KNOWN_ANSWER_EXPORT_HEAD,
  KNOWN_ANSWER_ROUNDS,
} from '../support/known-answer.js';

const exportOf = (spec: ShoeSpec): ShoeExport => {
  const shoe = buildShoe(spec);
  return exportShoe(shoe, dealWholeShoe(shoe));
};

/** A deep, mutable copy of an export, as a parsed file would be. */
type Mutable<T> = { -readonly [K in keyof T]: T[K] extends object ? Mutable<T[K]> : T[K] };
const copy = (value: ShoeExport): Mutable<ShoeExport> => JSON.parse(JSON.stringify(value));

const round = (exported: Mutable<ShoeExport>, n: number): Mutable<ExportedRound> => {
  const found = exported.rounds[n - 1];
  if (!found) throw new Error(`no round ${n}`);
  return found;
};

/** A card code of the same rank-class but a different suit, so only the card itself changes. */
const otherSuit = (code: string): string => `${code[0]}${code[1] === 'S' ? 'H' : 'S'}`;

const SPECS: ShoeSpec[] = [
  KNOWN_ANSWER,
  {
    serverSeed: randomBytes(32).toString('hex'),
    clientSeed: '123:456',
    shoeNumber: 3,
    decks: 8,
    cutCardReserve: 16,
  },
  {
    serverSeed: randomBytes(32).toString('hex'),
    clientSeed: 'guild:chan',
    shoeNumber: 17,
    decks: 6,
    cutCardReserve: 20,
  },
  {
    serverSeed: randomBytes(32).toString('hex'),
    clientSeed: ' ~!',
    shoeNumber: 1,
    decks: 1,
    cutCardReserve: 5,
  },
  {
    serverSeed: randomBytes(32).toString('hex'),
    clientSeed: 'x'.repeat(64),
    shoeNumber: 2,
    decks: 8,
    cutCardReserve: 200,
  },
];

/** An export checked against the shoe its own seeds build, as `npm run verify` checks it. */
const verified = (claimed: ShoeExport) => verifyShoeExport(claimed, buildShoe(claimed));

describe('export then verify', () => {
  for (const spec of SPECS)
    it(`GIVEN ${spec.decks} deck(s), R = ${spec.cutCardReserve}, shoe ${spec.shoeNumber} WHEN exported, written as JSON and verified THEN there are no mismatches`, () => {
      const exported = exportOf(spec);
      const parsed: unknown = JSON.parse(JSON.stringify(exported));
      expect(shoeExportShapeProblems(parsed)).toEqual([]);
      const { mismatches, roundsChecked } = verified(parsed as ShoeExport);
      expect(mismatches).toEqual([]);
      expect(roundsChecked).toBe(exported.rounds.length);
      expect(roundsChecked).toBeGreaterThan(0);
    });

  it('GIVEN the known-answer shoe WHEN exported THEN it carries the seeds, the burn and the first rounds as published', () => {
    const exported = exportOf(KNOWN_ANSWER);
    expect(exported).toMatchObject(KNOWN_ANSWER_EXPORT_HEAD);
    expect(exported.rounds).toHaveLength(KNOWN_ANSWER_COUPS);
    expect(exported.rounds.slice(0, KNOWN_ANSWER_ROUNDS.length)).toEqual(KNOWN_ANSWER_ROUNDS);
    expect(exported.rounds.map((r) => r.round)).toEqual(
      Array.from({ length: KNOWN_ANSWER_COUPS }, (_, i) => i + 1),
    );
  });

  it('GIVEN a shoe ended early (fewer rounds than it holds) WHEN verified THEN it is clean', () => {
    const exported = copy(exportOf(KNOWN_ANSWER));
    exported.rounds = exported.rounds.slice(0, 10);
    expect(verified(exported as ShoeExport)).toEqual({ mismatches: [], roundsChecked: 10 });
  });
});

describe('tampering', () => {
  const honest = exportOf(KNOWN_ANSWER);
  const verify = (tampered: Mutable<ShoeExport>) => verified(tampered as ShoeExport).mismatches;

  it('GIVEN one Banker card changed in round 12 THEN exactly that hand is reported, claimed against actual', () => {
    const tampered = copy(honest);
    const banker = round(tampered, 12).banker;
    const actual = banker.join(' ');
    banker[1] = otherSuit(banker[1] ?? '');
    expect(verify(tampered)).toEqual([{ where: 'round 12 banker', claimed: banker.join(' '), actual }]);
  });

  it('GIVEN a Player card dropped from round 1 THEN exactly the Player hand is reported', () => {
    const tampered = copy(honest);
    round(tampered, 1).player.pop();
    expect(verify(tampered)).toEqual([{ where: 'round 1 player', claimed: '5D 9H', actual: '5D 9H 4D' }]);
  });

  it('GIVEN a Player total changed THEN exactly that total is reported', () => {
    const tampered = copy(honest);
    round(tampered, 5).playerTotal = (round(tampered, 5).playerTotal + 1) % 10;
    const [mismatch, ...rest] = verify(tampered);
    expect(rest).toEqual([]);
    expect(mismatch).toEqual({
      where: 'round 5 playerTotal',
      claimed: String(round(tampered, 5).playerTotal),
      actual: String(honest.rounds[4]?.playerTotal),
    });
  });

  it('GIVEN a Banker total changed THEN exactly that total is reported', () => {
    const tampered = copy(honest);
    round(tampered, 1).bankerTotal = 9;
    expect(verify(tampered)).toEqual([{ where: 'round 1 bankerTotal', claimed: '9', actual: '7' }]);
  });

  it('GIVEN an outcome changed THEN exactly that outcome is reported', () => {
    const tampered = copy(honest);
    round(tampered, 2).outcome = 'player';
    expect(verify(tampered)).toEqual([{ where: 'round 2 outcome', claimed: 'player', actual: 'banker' }]);
  });

  it('GIVEN the commitment changed THEN exactly the commitment is reported', () => {
    const tampered = copy(honest);
    tampered.commitment = `1${honest.commitment.slice(1)}`;
    expect(verify(tampered)).toEqual([
      { where: 'commitment', claimed: tampered.commitment, actual: honest.commitment },
    ]);
  });

  it('GIVEN the burn count changed THEN exactly burn.burned is reported', () => {
    const tampered = copy(honest);
    tampered.burn.burned = 4;
    expect(verify(tampered)).toEqual([{ where: 'burn.burned', claimed: '4', actual: '5' }]);
  });

  it('GIVEN the shown burn card changed THEN exactly burn.shown is reported', () => {
    const tampered = copy(honest);
    tampered.burn.shown = '5H';
    expect(verify(tampered)).toEqual([{ where: 'burn.shown', claimed: '5H', actual: '5S' }]);
  });

  it('GIVEN a round added past the cut card THEN exactly that round is reported as dealt after the shoe ended', () => {
    const tampered = copy(honest);
    const last = honest.rounds.at(-1);
    if (!last) throw new Error('empty shoe');
    tampered.rounds.push({ ...last, player: [...last.player], banker: [...last.banker], round: 80 });
    expect(verify(tampered)).toEqual([
      { where: 'round 80', claimed: 'a coup', actual: 'the cut card had ended the shoe' },
    ]);
  });

  it('GIVEN a round renumbered THEN exactly its number is reported', () => {
    const tampered = copy(honest);
    round(tampered, 3).round = 4;
    expect(verify(tampered)).toEqual([{ where: 'round 3 number', claimed: '4', actual: '3' }]);
  });

  it('GIVEN two rounds swapped THEN both rounds are reported and nothing else breaks', () => {
    const tampered = copy(honest);
    const [first, second] = [round(tampered, 1), round(tampered, 2)];
    tampered.rounds[0] = { ...second, round: 1 };
    tampered.rounds[1] = { ...first, round: 2 };
    const where = verify(tampered).map((m) => m.where);
    expect(where).toEqual([
      'round 1 player',
      'round 1 banker',
      'round 1 playerTotal',
      'round 1 bankerTotal',
      'round 1 outcome',
      'round 2 player',
      'round 2 banker',
      'round 2 playerTotal',
      'round 2 bankerTotal',
      'round 2 outcome',
    ]);
  });

  it('GIVEN another valid server seed THEN the commitment no longer matches', () => {
    const tampered = copy(honest);
    tampered.serverSeed = 'f'.repeat(64);
    expect(verify(tampered)[0]).toEqual({
      where: 'commitment',
      claimed: honest.commitment,
      actual: buildShoe({ ...KNOWN_ANSWER, serverSeed: 'f'.repeat(64) }).commitment,
    });
  });
});

describe('shoeExportShapeProblems', () => {
  const valid = exportOf(KNOWN_ANSWER);
  const withField = (field: string, value: unknown): unknown => ({ ...copy(valid), [field]: value });
  const without = (field: string): unknown => {
    const record: Record<string, unknown> = { ...copy(valid) };
    delete record[field];
    return record;
  };

  for (const value of [null, [], 'sabot', 42, true])
    it(`GIVEN ${JSON.stringify(value)} THEN the one problem is that it is not a JSON object`, () => {
      expect(shoeExportShapeProblems(value)).toEqual(['the file is not a JSON object']);
    });

  it('GIVEN an honest export THEN there are no problems', () => {
    expect(shoeExportShapeProblems(copy(valid))).toEqual([]);
  });

  it('GIVEN extra fields THEN there are no problems (the format allows them)', () => {
    expect(shoeExportShapeProblems({ ...copy(valid), table: 'main', note: 1 })).toEqual([]);
  });

  const cases: [string, unknown, string][] = [
    ['format missing', without('format'), 'format must be "sabot-shoe/1"'],
    ['format sabot-shoe/2', withField('format', 'sabot-shoe/2'), 'format must be "sabot-shoe/1"'],
    [
      'serverSeed in uppercase',
      withField('serverSeed', 'A'.repeat(64)),
      'serverSeed must be 64 lowercase hex characters',
    ],
    [
      'serverSeed of 63 characters',
      withField('serverSeed', '0'.repeat(63)),
      'serverSeed must be 64 lowercase hex characters',
    ],
    ['commitment a number', withField('commitment', 7), 'commitment must be a string'],
    ['clientSeed empty', withField('clientSeed', ''), 'clientSeed must be 1–64 printable characters'],
    [
      'clientSeed of 65 characters',
      withField('clientSeed', 'x'.repeat(65)),
      'clientSeed must be 1–64 printable characters',
    ],
    [
      'clientSeed with a newline',
      withField('clientSeed', 'a\nb'),
      'clientSeed must be 1–64 printable characters',
    ],
    ['shoeNumber 0', withField('shoeNumber', 0), 'shoeNumber must be a positive integer'],
    ['shoeNumber 1.5', withField('shoeNumber', 1.5), 'shoeNumber must be a positive integer'],
    ['shoeNumber "3"', withField('shoeNumber', '3'), 'shoeNumber must be a positive integer'],
    ['decks 7', withField('decks', 7), 'decks must be 1, 6 or 8'],
    ['decks "8"', withField('decks', '8'), 'decks must be 1, 6 or 8'],
    ['cutCardReserve 4', withField('cutCardReserve', 4), 'cutCardReserve must be an integer from 5 to 200'],
    [
      'cutCardReserve 201',
      withField('cutCardReserve', 201),
      'cutCardReserve must be an integer from 5 to 200',
    ],
    [
      'cutCardReserve 16.5',
      withField('cutCardReserve', 16.5),
      'cutCardReserve must be an integer from 5 to 200',
    ],
    ['burn missing', without('burn'), 'burn must be { shown: card code, burned: integer }'],
    [
      'burn.burned −1',
      withField('burn', { shown: '5S', burned: -1 }),
      'burn must be { shown: card code, burned: integer }',
    ],
    [
      'burn.shown a number',
      withField('burn', { shown: 5, burned: 5 }),
      'burn must be { shown: card code, burned: integer }',
    ],
    ['rounds an object', withField('rounds', {}), 'rounds must be an array'],
  ];
  for (const [name, input, problem] of cases)
    it(`GIVEN ${name} THEN the one problem is "${problem}"`, () => {
      expect(shoeExportShapeProblems(input)).toEqual([problem]);
    });

  const badRounds: [string, (r: Record<string, unknown>) => void][] = [
    ['outcome missing', (r) => delete r.outcome],
    ['a card that is a number', (r) => (r.player = ['5D', 9])],
    ['banker not an array', (r) => (r.banker = 'KH 3S')],
    ['a negative total', (r) => (r.playerTotal = -1)],
    ['a fractional round number', (r) => (r.round = 1.5)],
  ];
  for (const [name, spoil] of badRounds)
    it(`GIVEN round 3 with ${name} THEN the one problem names rounds[2]`, () => {
      const input = copy(valid);
      spoil(input.rounds[2] as unknown as Record<string, unknown>);
      expect(shoeExportShapeProblems(input)).toEqual([
        'rounds[2] must have round, player, banker, playerTotal, bankerTotal, outcome',
      ]);
    });

  it('GIVEN a round that is not an object THEN it is named', () => {
    const input = { ...copy(valid), rounds: [valid.rounds[0], 'round 2'] };
    expect(shoeExportShapeProblems(input)).toEqual([
      'rounds[1] must have round, player, banker, playerTotal, bankerTotal, outcome',
    ]);
  });

  it('GIVEN several faults at once THEN every one is listed', () => {
    const input = { ...copy(valid), format: 'x', decks: 2, rounds: null };
    expect(shoeExportShapeProblems(input)).toEqual([
      'format must be "sabot-shoe/1"',
      'decks must be 1, 6 or 8',
      'rounds must be an array',
    ]);
  });
});
