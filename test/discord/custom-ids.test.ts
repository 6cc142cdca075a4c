/** Component custom_ids: a strict, versioned format that round-trips and never throws on input from the wire. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOM_ID_VERSION,
  type CustomIdAction,
  DECISION_CHOICES,
  decodeChipValue,
  decodeCustomId,
  encodeChipValue,
  encodeCustomId,
  MAX_CUSTOM_ID_LENGTH,
  ROUND_ACTION_KINDS,
} from '../../src/discord/custom-ids.js';
import { SIDES } from '../../src/engine/coup.js';
import { CDF_BUTTON_KINDS } from '../../src/games/chemin-de-fer/shell/control-kinds.js';

const round = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
const action: fc.Arbitrary<CustomIdAction> = fc.oneof(
  fc.record({ kind: fc.constant('bet' as const), side: fc.constantFrom(...SIDES), round }),
  fc.record({ kind: fc.constantFrom(...ROUND_ACTION_KINDS), round }),
  fc.record({
    kind: fc.constant('decide' as const),
    choice: fc.constantFrom(...DECISION_CHOICES),
    step: round,
    round,
  }),
  fc.record({ kind: fc.constant('cdf-bank' as const), round }),
);

describe('encodeCustomId', () => {
  it('GIVEN each action THEN the id is versioned and carries the round', () => {
    expect(encodeCustomId({ kind: 'bet', side: 'player', round: 12 })).toBe('sabot1:bet:player:12');
    expect(encodeCustomId({ kind: 'bet', side: 'tie', round: 1 })).toBe('sabot1:bet:tie:1');
    expect(encodeCustomId({ kind: 'deal', round: 3 })).toBe('sabot1:deal:3');
    expect(encodeCustomId({ kind: 'clear', round: 3 })).toBe('sabot1:clear:3');
    expect(encodeCustomId({ kind: 'rebet', round: 3 })).toBe('sabot1:rebet:3');
    expect(encodeCustomId({ kind: 'newshoe', round: 3 })).toBe('sabot1:newshoe:3');
    expect(encodeCustomId({ kind: 'chip', round: 3 })).toBe('sabot1:chip:3');
  });

  it('GIVEN chemin de fer’s buttons, its form and a decision THEN each id names its kind and round (a decision its step too)', () => {
    expect(CDF_BUTTON_KINDS.map((kind) => encodeCustomId({ kind, round: 4 }))).toEqual([
      'sabot1:cdf-sit:4',
      'sabot1:cdf-leave:4',
      'sabot1:cdf-open:4',
      'sabot1:cdf-decline:4',
      'sabot1:cdf-banco:4',
      'sabot1:cdf-avec:4',
      'sabot1:cdf-stake:4',
      'sabot1:cdf-withdraw:4',
      'sabot1:cdf-passe:4',
      'sabot1:cdf-cards:4',
      'sabot1:cdf-suite:4',
      'sabot1:cdf-nosuite:4',
    ]);
    expect(encodeCustomId({ kind: 'cdf-bank', round: 4 })).toBe('sabot1:cdf-bank:4');
    expect(encodeCustomId({ kind: 'decide', choice: 'stand', step: 2, round: 4 })).toBe(
      'sabot1:decide:stand:2:4',
    );
    expect(() => encodeCustomId({ kind: 'decide', choice: 'draw', step: 0, round: 4 })).toThrow(RangeError);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'GIVEN round %s THEN encoding refuses it (a programming error, not a user input)',
    (bad) => {
      expect(() => encodeCustomId({ kind: 'deal', round: bad })).toThrow(RangeError);
    },
  );
});

describe('decodeCustomId', () => {
  it('GIVEN any action THEN encode → decode gives it back, within Discord’s 100 characters', () => {
    fc.assert(
      fc.property(action, (a) => {
        const id = encodeCustomId(a);
        expect(id.length).toBeLessThanOrEqual(MAX_CUSTOM_ID_LENGTH);
        expect(id.startsWith(`${CUSTOM_ID_VERSION}:`)).toBe(true);
        expect(decodeCustomId(id)).toEqual(a);
      }),
    );
  });

  it('GIVEN random strings THEN decoding never throws, and anything it accepts is canonical', () => {
    const anyString = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc
        .tuple(
          fc.constantFrom('sabot1', 'sabot2', 'SABOT1', ''),
          fc.array(
            fc.oneof(
              fc.constantFrom('bet', 'deal', 'chip', 'player', 'tie', '0', '1', '01', '-1'),
              fc.string(),
            ),
            {
              maxLength: 5,
            },
          ),
        )
        .map(([head, rest]) => [head, ...rest].join(':')),
    );
    fc.assert(
      fc.property(anyString, (s) => {
        const decoded = decodeCustomId(s);
        if (decoded !== undefined) expect(encodeCustomId(decoded)).toBe(s);
      }),
      { numRuns: 2000 },
    );
  });

  it('GIVEN a valid id with one character changed, added or dropped THEN it decodes to its canonical self or nothing', () => {
    fc.assert(
      fc.property(
        action,
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 1 }),
        fc.constantFrom('replace', 'insert', 'delete'),
        (a, at, ch, how) => {
          const id = encodeCustomId(a);
          const i = at % id.length;
          const mutated =
            how === 'replace'
              ? id.slice(0, i) + ch + id.slice(i + 1)
              : how === 'insert'
                ? id.slice(0, i) + ch + id.slice(i)
                : id.slice(0, i) + id.slice(i + 1);
          const decoded = decodeCustomId(mutated);
          if (decoded !== undefined) expect(encodeCustomId(decoded)).toBe(mutated);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([
    '',
    'sabot1',
    'sabot1:',
    'sabot1:deal',
    'sabot1:deal:',
    'sabot2:deal:1',
    'SABOT1:deal:1',
    ' sabot1:deal:1',
    'sabot1:deal:1 ',
    'sabot1:deal:0',
    'sabot1:deal:-1',
    'sabot1:deal:+1',
    'sabot1:deal:01',
    'sabot1:deal:1.5',
    'sabot1:deal:1e3',
    'sabot1:deal:0x10',
    'sabot1:deal:9007199254740992',
    'sabot1:deal:99999999999999999',
    'sabot1:deal:1:extra',
    'sabot1:bet:1',
    'sabot1:bet:dragon:1',
    'sabot1:bet:Player:1',
    'sabot1:bet:player:1:2',
    'sabot1:deal:player:1',
    'sabot1:__proto__:1',
    'sabot1:constructor:1',
    'sabot1:toString:1',
    'sabot1:bet:__proto__:1',
    'sabot1:cdf-banco',
    'sabot1:cdf-banco:01',
    'sabot1:cdf-banco:1:2',
    'sabot1:cdf-bancO:1',
    'sabot1:cdf-:1',
    'sabot1:cdf-bank:0',
    'sabot1:cdf-bank:1:1',
    'sabot1:decide:draw:1',
    'sabot1:decide:draw:0:1',
    'sabot1:decide:draw:1:0',
    'sabot1:decide:hit:1:1',
    'sabot1:decide:Draw:1:1',
    'sabot1:decide:draw:01:1',
    'sabot1:decide:draw:1:1:1',
    'sabot1:decide:1:1',
    `sabot1:deal:${'1'.repeat(120)}`,
    `sabot1:deal:1${' '.repeat(100)}`,
  ])('GIVEN %j THEN it is refused', (id) => {
    expect(decodeCustomId(id)).toBeUndefined();
  });

  it('GIVEN something that is not a string at all THEN it is refused, not thrown on', () => {
    for (const value of [undefined, null, 42, {}, ['sabot1:deal:1'], Symbol('x')])
      expect(decodeCustomId(value as unknown as string)).toBeUndefined();
  });

  it('GIVEN the largest safe round THEN it still decodes', () => {
    expect(decodeCustomId(`sabot1:bet:banker:${Number.MAX_SAFE_INTEGER}`)).toEqual({
      kind: 'bet',
      side: 'banker',
      round: Number.MAX_SAFE_INTEGER,
    });
  });
});

describe('chip values', () => {
  it('GIVEN a chip value THEN it round-trips, and anything else is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (chips) => {
        expect(decodeChipValue(encodeChipValue(chips))).toBe(chips);
      }),
    );
    for (const bad of ['', '0', '01', '-5', '2.5', '1e3', 'abc', '1000000001', ' 5', '99999999999'])
      expect(decodeChipValue(bad), bad).toBeUndefined();
  });
});
