/**
 * The one implementation of provably-fair-v1 (src/engine/provably-fair.ts) under both of its
 * hashers: node:crypto answering at once (the bot, `npm run verify`) and WebCrypto answering with
 * promises (the verifier page; Node has WebCrypto too, so it is checked here as well as in the
 * browser). Both rebuild the published known-answer shoe, and agree on any other.
 */
import { webcrypto } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardCode } from '../../src/engine/cards.js';
import { nodeHasher } from '../../src/engine/fair.js';
import { type HashRequest, runHashing, runHashingAsync, webCryptoHasher } from '../../src/engine/hashing.js';
import { dealWholeShoe, type ShoeSpec, shoeSteps } from '../../src/engine/provably-fair.js';
import { buildShoe } from '../../src/engine/shoe.js';
import { checkShoeExport, exportShoe, type ShoeExport } from '../../src/engine/shoe-export.js';
import {
  KNOWN_ANSWER,
  KNOWN_ANSWER_BURN,
  KNOWN_ANSWER_COMMITMENT,
  KNOWN_ANSWER_COUPS,
  KNOWN_ANSWER_FIRST_TEN,
  KNOWN_ANSWER_ROUNDS,
} from '../support/known-answer.js';

const webHasher = () => webCryptoHasher(webcrypto.subtle);

describe('the known-answer vector, hashed with WebCrypto', () => {
  it('GIVEN the zero seed and test:1 WHEN the shoe is built with promises THEN it is the published shoe', async () => {
    const shoe = await runHashingAsync(shoeSteps(KNOWN_ANSWER), webHasher());
    expect(shoe.commitment).toBe(KNOWN_ANSWER_COMMITMENT);
    expect([...shoe.cards.subarray(0, 10)].map(cardCode).join(' ')).toBe(KNOWN_ANSWER_FIRST_TEN);
    expect({ shown: cardCode(shoe.burnShown), burned: shoe.burned }).toEqual(KNOWN_ANSWER_BURN);
    const exported = exportShoe(shoe, dealWholeShoe(shoe));
    expect(exported.rounds).toHaveLength(KNOWN_ANSWER_COUPS);
    expect(exported.rounds.slice(0, KNOWN_ANSWER_ROUNDS.length)).toEqual(KNOWN_ANSWER_ROUNDS);
  });

  it('THEN it is card for card the shoe node:crypto builds', async () => {
    const shoe = await runHashingAsync(shoeSteps(KNOWN_ANSWER), webHasher());
    expect(shoe).toEqual(buildShoe(KNOWN_ANSWER));
  });
});

describe('the two hashers', () => {
  const arbitrarySpec: fc.Arbitrary<ShoeSpec> = fc.record({
    serverSeed: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')),
    clientSeed: fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
      minLength: 1,
      maxLength: 64,
    }),
    shoeNumber: fc.integer({ min: 1, max: 100_000 }),
    decks: fc.constantFrom(1, 6, 8),
    cutCardReserve: fc.integer({ min: 5, max: 200 }),
  });

  it('GIVEN random specs WHEN built with node:crypto and with WebCrypto THEN the shoes are identical', async () => {
    await fc.assert(
      fc.asyncProperty(arbitrarySpec, async (spec) => {
        const sync = runHashing(shoeSteps(spec), nodeHasher);
        const async = await runHashingAsync(shoeSteps(spec), webHasher());
        expect(async).toEqual(sync);
      }),
      { numRuns: 25 },
    );
  });

  it('GIVEN the same request THEN both answer the same 32 bytes', async () => {
    const requests: HashRequest[] = [
      { kind: 'sha256', text: '0'.repeat(64) },
      { kind: 'hmac-sha256', key: '0'.repeat(64), text: 'test:1:1:0' },
      { kind: 'hmac-sha256', key: 'f'.repeat(64), text: ' ~:7:12' },
    ];
    const web = webHasher();
    for (const request of requests) {
      const answer = await web(request);
      expect(answer).toHaveLength(32);
      expect(Buffer.from(answer)).toEqual(Buffer.from(nodeHasher(request)));
    }
  });

  it('GIVEN a shoe WHEN built THEN it asks for one SHA-256 and as many HMAC blocks as the shuffle reads, nothing else', () => {
    const asked: HashRequest[] = [];
    runHashing(shoeSteps(KNOWN_ANSWER), (request) => {
      asked.push(request);
      return nodeHasher(request);
    });
    const hmacs = asked.filter((r) => r.kind === 'hmac-sha256');
    // 415 swaps read at least 415 integers, eight a block.
    expect(hmacs.length).toBeGreaterThanOrEqual(Math.ceil(415 / 8));
    expect(hmacs.map((r) => r.text)).toEqual(hmacs.map((_, k) => `test:1:1:${k}`));
    expect(asked.filter((r) => r.kind === 'sha256')).toEqual([
      { kind: 'sha256', text: KNOWN_ANSWER.serverSeed },
    ]);
  });
});

describe('checkShoeExport, round by round', () => {
  const shoe = buildShoe(KNOWN_ANSWER);
  const honest = exportShoe(shoe, dealWholeShoe(shoe));

  it('GIVEN an honest export THEN every round stands beside the same coup with no mismatch', () => {
    const check = checkShoeExport(honest, shoe);
    expect(check.header).toEqual([]);
    expect(check.rounds).toHaveLength(KNOWN_ANSWER_COUPS);
    for (const round of check.rounds) {
      expect(round.mismatches).toEqual([]);
      expect(round.actual).toEqual(round.claimed);
    }
  });

  it('GIVEN one card changed in round 7 THEN only round 7 differs, and it carries the coup actually dealt', () => {
    const tampered: ShoeExport = JSON.parse(JSON.stringify(honest));
    const player = tampered.rounds[6]!.player as string[];
    player[0] = player[0] === '2C' ? '3C' : '2C';
    const check = checkShoeExport(tampered, shoe);
    expect(check.rounds.filter((round) => round.mismatches.length > 0).map((round) => round.round)).toEqual([
      7,
    ]);
    expect(check.rounds[6]?.actual).toEqual(honest.rounds[6]);
  });

  it('GIVEN a round claimed after the cut card THEN it has no actual coup and says so', () => {
    const extra = {
      ...honest,
      rounds: [...honest.rounds, { ...honest.rounds[0]!, round: KNOWN_ANSWER_COUPS + 1 }],
    };
    const last = checkShoeExport(extra, shoe).rounds.at(-1);
    expect(last?.actual).toBeUndefined();
    expect(last?.mismatches).toContainEqual({
      where: `round ${KNOWN_ANSWER_COUPS + 1}`,
      claimed: 'a coup',
      actual: 'the cut card had ended the shoe',
    });
  });

  it('GIVEN a shoe built from other seeds THEN the check refuses to compare', () => {
    const other = buildShoe({ ...KNOWN_ANSWER, shoeNumber: 2 });
    expect(() => checkShoeExport(honest, other)).toThrow(RangeError);
  });
});
