/**
 * provably-fair-v1 on Node: node:crypto answers the digests the algorithm asks for, at once, so the
 * table and the tools build shoes synchronously. The algorithm itself is provably-fair.ts, shared
 * with the verifier page; nothing of it is repeated here.
 * Hashing is pure computation; node:crypto is used only for SHA-256 and HMAC.
 */
import { createHash, createHmac } from 'node:crypto';
import { type Hasher, runHashing } from './hashing.js';
import { commitmentSteps, HmacStream, shuffleSteps } from './provably-fair.js';

export { isClientSeed, isServerSeed } from './provably-fair.js';

/** SHA-256 and HMAC-SHA256 over ASCII text, with node:crypto. */
export const nodeHasher: Hasher = (request) =>
  request.kind === 'sha256'
    ? createHash('sha256').update(request.text, 'ascii').digest()
    : createHmac('sha256', Buffer.from(request.key, 'ascii')).update(request.text, 'ascii').digest();

/** SHA-256 over the ASCII bytes of the 64-character server seed, lowercase hex. */
export const commitmentOf = (serverSeed: string): string =>
  runHashing(commitmentSteps(serverSeed), nodeHasher);

/** The random stream of provably-fair-v1 (HmacStream), read one integer at a time. */
export class RandomStream {
  private readonly stream: HmacStream;

  constructor(serverSeed: string, clientSeed: string, shoeNumber: number) {
    this.stream = new HmacStream(serverSeed, clientSeed, shoeNumber);
  }

  nextUint32(): number {
    return runHashing(this.stream.nextUint32(), nodeHasher);
  }
}

/** Fisher–Yates over a stream read synchronously (the stream does its own hashing). */
export const shuffleShoe = (decks: number, stream: { nextUint32(): number }): Uint8Array =>
  runHashing(
    shuffleSteps(decks, {
      // The stream hashes for itself, so the shuffle never waits on a digest here.
      // biome-ignore lint/correctness/useYield: a step that needs no digest answers at once
      *nextUint32() {
        return stream.nextUint32();
      },
    }),
    nodeHasher,
  );
