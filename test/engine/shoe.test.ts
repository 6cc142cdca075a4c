/**
 * The provably fair shoe (docs/provably-fair.md): the published known-answer vector in full, the
 * stream and shuffle against an independent implementation of the algorithm, burn and cut card.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { burnValueOf, cardCode, RANKS } from '../../src/engine/cards.js';
import { dealCoup } from '../../src/engine/coup.js';
import { commitmentOf, RandomStream, shuffleShoe } from '../../src/engine/fair.js';
import { buildShoe, dealAt, dealWholeShoe, isShoeOver, type ShoeSpec } from '../../src/engine/shoe.js';
import {
  KNOWN_ANSWER,
  KNOWN_ANSWER_BURN,
  KNOWN_ANSWER_COMMITMENT,
  KNOWN_ANSWER_COUPS,
  KNOWN_ANSWER_FIRST_TEN,
  KNOWN_ANSWER_ROUNDS,
} from '../support/known-answer.js';

const codes = (cards: Iterable<number>): string => [...cards].map(cardCode).join(' ');

const spec = (clientSeed: string, decks = 8, cutCardReserve = 16, serverSeed = '0'.repeat(64)): ShoeSpec => ({
  serverSeed,
  clientSeed,
  shoeNumber: 1,
  decks,
  cutCardReserve,
});

/** The algorithm's stream, written again from docs/provably-fair.md with node:crypto alone. */
const contractStream = (serverSeed: string, clientSeed: string, shoeNumber: number) => {
  let block = 0;
  let words: number[] = [];
  return (): number => {
    if (words.length === 0) {
      const digest = createHmac('sha256', Buffer.from(serverSeed, 'ascii'))
        .update(Buffer.from(`${clientSeed}:${shoeNumber}:${block++}`, 'ascii'))
        .digest();
      words = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(4 * i));
    }
    return words.shift() as number;
  };
};

/** The algorithm's shuffle, over card codes, written again from docs/provably-fair.md. */
const contractShuffle = (decks: number, next: () => number): string[] => {
  const cards: string[] = [];
  for (let deck = 0; deck < decks; deck++)
    for (const suit of 'SHDC') for (const rank of 'A23456789TJQK') cards.push(rank + suit);
  for (let i = cards.length - 1; i >= 1; i--) {
    const m = i + 1;
    let u = next();
    while (u >= 2 ** 32 - (2 ** 32 % m)) u = next();
    const j = u % m;
    [cards[i], cards[j]] = [cards[j] as string, cards[i] as string];
  }
  return cards;
};

/** A RandomStream that plays back a script, then zeros, counting what was taken. */
class ScriptedStream extends RandomStream {
  taken = 0;
  constructor(private readonly script: readonly number[]) {
    super('0'.repeat(64), 'scripted', 1);
  }
  override nextUint32(): number {
    return this.script[this.taken++] ?? 0;
  }
}

const arbitraryServerSeed = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((b) => Buffer.from(b).toString('hex'));
const arbitraryClientSeed = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 64,
});

describe('the known-answer vector of provably-fair-v1', () => {
  const shoe = buildShoe(KNOWN_ANSWER);
  const coups = dealWholeShoe(shoe);

  it(`GIVEN the zero seed and test:1 THEN the first ten cards are ${KNOWN_ANSWER_FIRST_TEN}`, () => {
    expect(codes(shoe.cards.subarray(0, 10))).toBe(KNOWN_ANSWER_FIRST_TEN);
  });

  it(`THEN the burn shows ${KNOWN_ANSWER_BURN.shown}, burns ${KNOWN_ANSWER_BURN.burned} cards and the first coup starts after them`, () => {
    expect(cardCode(shoe.burnShown)).toBe(KNOWN_ANSWER_BURN.shown);
    expect(shoe.burned).toBe(KNOWN_ANSWER_BURN.burned);
    expect(shoe.firstCoupAt).toBe(KNOWN_ANSWER_BURN.burned + 1);
  });

  it('THEN the commitment is the SHA-256 of 64 ASCII zeros', () => {
    expect(shoe.commitment).toBe(KNOWN_ANSWER_COMMITMENT);
    expect(createHash('sha256').update('0'.repeat(64)).digest('hex')).toBe(KNOWN_ANSWER_COMMITMENT);
  });

  it.each(KNOWN_ANSWER_ROUNDS)(
    'THEN coup $round is Player $player ($playerTotal), Banker $banker ($bankerTotal), $outcome wins',
    ({ round, player, playerTotal, banker, bankerTotal, outcome }) => {
      const coup = coups[round - 1]!;
      expect([
        coup.player.map(cardCode),
        coup.playerTotal,
        coup.banker.map(cardCode),
        coup.bankerTotal,
        coup.outcome,
      ]).toEqual([player, playerTotal, banker, bankerTotal, outcome]);
    },
  );

  it(`THEN the shoe holds ${KNOWN_ANSWER_COUPS} coups before the cut card`, () => {
    expect(coups).toHaveLength(KNOWN_ANSWER_COUPS);
  });
});

describe('the random stream', () => {
  it('GIVEN the contract WHEN 20 integers are read THEN they are blocks 0, 1, 2 of HMAC-SHA256 read big-endian', () => {
    const stream = new RandomStream(KNOWN_ANSWER.serverSeed, KNOWN_ANSWER.clientSeed, 1);
    const reference = contractStream(KNOWN_ANSWER.serverSeed, KNOWN_ANSWER.clientSeed, 1);
    const ours = Array.from({ length: 20 }, () => stream.nextUint32());
    expect(ours).toEqual(Array.from({ length: 20 }, reference));
  });

  it('GIVEN two shoe numbers WHEN the streams start THEN they differ (the shoe number is in the message)', () => {
    const a = new RandomStream(KNOWN_ANSWER.serverSeed, KNOWN_ANSWER.clientSeed, 1).nextUint32();
    const b = new RandomStream(KNOWN_ANSWER.serverSeed, KNOWN_ANSWER.clientSeed, 2).nextUint32();
    expect(a).not.toBe(b);
  });
});

describe('the shuffle', () => {
  it('GIVEN random seeds and 1, 6 or 8 decks WHEN shuffled THEN the shoe equals an independent implementation of the contract', () => {
    fc.assert(
      fc.property(
        arbitraryServerSeed,
        arbitraryClientSeed,
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom(1, 6, 8),
        (serverSeed, clientSeed, shoeNumber, decks) => {
          const ours = shuffleShoe(decks, new RandomStream(serverSeed, clientSeed, shoeNumber));
          const theirs = contractShuffle(decks, contractStream(serverSeed, clientSeed, shoeNumber));
          expect([...ours].map(cardCode)).toEqual(theirs);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('GIVEN the known-answer seeds WHEN shuffled independently THEN the first ten cards match the published vector', () => {
    const { serverSeed, clientSeed, shoeNumber, decks } = KNOWN_ANSWER;
    const theirs = contractShuffle(decks, contractStream(serverSeed, clientSeed, shoeNumber));
    expect(theirs.slice(0, 10).join(' ')).toBe(KNOWN_ANSWER_FIRST_TEN);
  });

  // For m = 52, 2^32 mod 52 = 48, so the largest accepted integer is 2^32 − 49.
  const LIMIT_52 = 2 ** 32 - 48;

  it('GIVEN a first integer at the limit for m = 52 WHEN one deck is shuffled THEN it is skipped and the next one picks the swap', () => {
    const stream = new ScriptedStream([LIMIT_52, 5]);
    const cards = shuffleShoe(1, stream);
    // Unskipped, LIMIT_52 mod 52 = 0 would have swapped the ace of spades to the bottom.
    expect(cardCode(cards[51]!)).toBe('6S');
    // 51 swaps, one rejected integer.
    expect(stream.taken).toBe(52);
  });

  it('GIVEN 2^32 − 1 three times WHEN one deck is shuffled THEN all three are skipped', () => {
    const stream = new ScriptedStream([2 ** 32 - 1, 2 ** 32 - 1, 2 ** 32 - 1, 7]);
    const cards = shuffleShoe(1, stream);
    expect(cardCode(cards[51]!)).toBe('8S');
    expect(stream.taken).toBe(54);
  });

  it('GIVEN an integer just under the limit for m = 52 WHEN one deck is shuffled THEN it is used (j = 47)', () => {
    // LIMIT_52 is a multiple of 52, so LIMIT_52 − 5 ≡ 47.
    const stream = new ScriptedStream([LIMIT_52 - 5]);
    const cards = shuffleShoe(1, stream);
    expect(cards[51]).toBe(47);
    expect(stream.taken).toBe(51);
  });

  it('GIVEN the largest integer under the limit for m = 52 WHEN one deck is shuffled THEN it is accepted, no integer skipped', () => {
    const stream = new ScriptedStream([LIMIT_52 - 1]);
    shuffleShoe(1, stream);
    expect(stream.taken).toBe(51);
  });

  it('GIVEN m a power of two (m = 32) WHEN 2^32 − 1 comes THEN nothing is rejected, since 2^32 mod 32 = 0', () => {
    // Steps i = 51 … 32 take 20 zeros; step i = 31 (m = 32) takes 2^32 − 1 → j = 31, a swap with itself.
    const script = [...Array.from({ length: 20 }, () => 0), 2 ** 32 - 1];
    const stream = new ScriptedStream(script);
    shuffleShoe(1, stream);
    expect(stream.taken).toBe(51);
  });

  it('GIVEN scripted streams with rejections WHEN shuffled THEN the result matches the independent shuffle fed the same script', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer({ min: 0, max: 2 ** 32 - 1 }),
            fc.integer({ min: 2 ** 32 - 500, max: 2 ** 32 - 1 }),
          ),
          {
            minLength: 1,
            maxLength: 600,
          },
        ),
        fc.constantFrom(1, 6),
        (script, decks) => {
          const stream = new ScriptedStream(script);
          let k = 0;
          const theirs = contractShuffle(decks, () => script[k++] ?? 0);
          expect([...shuffleShoe(decks, stream)].map(cardCode)).toEqual(theirs);
          expect(stream.taken).toBe(k);
        },
      ),
      { numRuns: 200 },
    );
  });

  for (const decks of [1, 6, 8])
    it(`GIVEN ${decks} deck(s) WHEN shoes are shuffled from several seeds THEN each holds ${decks * 52} cards, every card ${decks} times`, () => {
      for (let seed = 0; seed < 5; seed++) {
        const shoe = buildShoe(spec(`count:${seed}`, decks, 16, randomBytes(32).toString('hex')));
        expect(shoe.cards).toHaveLength(decks * 52);
        const counts = new Array<number>(52).fill(0);
        for (const card of shoe.cards) counts[card] = (counts[card] ?? 0) + 1;
        expect(counts).toEqual(new Array<number>(52).fill(decks));
      }
    });
});

describe('the commitment', () => {
  it('GIVEN any server seed THEN the commitment is SHA-256 over its ASCII bytes, lowercase hex', () => {
    fc.assert(
      fc.property(arbitraryServerSeed, (serverSeed) => {
        const expected = createHash('sha256').update(Buffer.from(serverSeed, 'ascii')).digest('hex');
        expect(commitmentOf(serverSeed)).toBe(expected);
        expect(expected).toMatch(/^[0-9a-f]{64}$/);
      }),
      { numRuns: 50 },
    );
  });

  it('GIVEN a built shoe THEN it carries the commitment of its server seed', () => {
    const serverSeed = randomBytes(32).toString('hex');
    expect(buildShoe(spec('x', 1, 16, serverSeed)).commitment).toBe(commitmentOf(serverSeed));
  });
});

describe('the burn', () => {
  it('GIVEN each rank THEN its burn value is A = 1, 2–9 face value, T J Q K = 10, in every suit', () => {
    const expected = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10];
    for (let suit = 0; suit < 4; suit++)
      expect(Array.from({ length: 13 }, (_, rank) => burnValueOf(suit * 13 + rank))).toEqual(expected);
  });

  // Seeds whose shown card has each rank, found by walking client seeds; the walk is deterministic.
  const byRank = new Map<string, ShoeSpec>();
  for (let i = 0; byRank.size < 13 && i < 2000; i++) {
    const candidate = spec(`burn:${i}`, 1);
    const rank = cardCode(buildShoe(candidate).burnShown)[0]!;
    if (!byRank.has(rank)) byRank.set(rank, candidate);
  }

  it('GIVEN the seed walk THEN a shoe was found for every rank', () => {
    expect([...byRank.keys()].sort()).toEqual([...RANKS].sort());
  });

  for (const [i, rank] of [...RANKS].entries()) {
    const value = Math.min(i + 1, 10);
    it(`GIVEN a shoe whose shown card is a ${rank} THEN ${value} cards are burned and the first coup starts at card ${value + 1}`, () => {
      const shoeSpec = byRank.get(rank);
      expect(shoeSpec).toBeDefined();
      if (!shoeSpec) return;
      const shoe = buildShoe(shoeSpec);
      expect(shoe.burned).toBe(value);
      expect(shoe.firstCoupAt).toBe(value + 1);
      const first = dealWholeShoe(shoe)[0]!;
      expect(first).toEqual(dealCoup(shoe.cards, value + 1));
      expect(first.cards[0]?.card).toBe(shoe.cards[value + 1]);
    });
  }
});

describe('the cut card', () => {
  for (const [decks, reserve] of [
    [1, 5],
    [1, 16],
    [1, 40],
    [8, 5],
    [8, 16],
    [8, 200],
  ] as const) {
    const shoe = buildShoe(spec('cut', decks, reserve));
    const n = shoe.cards.length;

    it(`GIVEN ${decks} deck(s), R = ${reserve}, and R + 1 cards undealt THEN the shoe goes on and deals a coup`, () => {
      expect(isShoeOver(shoe, n - reserve - 1)).toBe(false);
      expect(dealAt(shoe, n - reserve - 1)).toEqual(dealCoup(shoe.cards, n - reserve - 1));
    });

    it(`GIVEN ${decks} deck(s), R = ${reserve}, and exactly R cards undealt THEN the shoe is over and deals nothing`, () => {
      expect(isShoeOver(shoe, n - reserve)).toBe(true);
      expect(dealAt(shoe, n - reserve)).toBeUndefined();
      expect(dealAt(shoe, n - reserve + 1)).toBeUndefined();
    });

    it(`GIVEN ${decks} deck(s), R = ${reserve} WHEN dealt whole THEN the last coup began above the reserve and ended at or below it`, () => {
      const coups = dealWholeShoe(shoe);
      let position = shoe.firstCoupAt;
      for (const coup of coups) {
        expect(n - position).toBeGreaterThan(reserve);
        position += coup.cards.length;
      }
      expect(n - position).toBeLessThanOrEqual(reserve);
    });
  }

  it('GIVEN one deck and R = 200 THEN the shoe is over before its first coup', () => {
    const shoe = buildShoe(spec('cut', 1, 200));
    expect(isShoeOver(shoe, shoe.firstCoupAt)).toBe(true);
    expect(dealWholeShoe(shoe)).toEqual([]);
  });

  it('GIVEN a whole shoe WHEN dealt THEN the coups use consecutive cards from the first coup on, none skipped', () => {
    const shoe = buildShoe(KNOWN_ANSWER);
    const dealt = dealWholeShoe(shoe).flatMap((coup) => coup.cards.map((d) => d.card));
    expect(dealt).toEqual([...shoe.cards.subarray(shoe.firstCoupAt, shoe.firstCoupAt + dealt.length)]);
  });
});
