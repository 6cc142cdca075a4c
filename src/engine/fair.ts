/**
 * Provably fair shoe, version 1 (provably-fair-v1, written out in docs/provably-fair.md). This
 * file is a public contract: third parties rebuild shoes from that page alone, so nothing here
 * may drift.
 * Hashing is pure computation; node:crypto is used only for SHA-256 and HMAC.
 */
import { createHash, createHmac } from 'node:crypto';
import { canonicalShoe } from './cards.js';

const SERVER_SEED = /^[0-9a-f]{64}$/;
// Printable ASCII, space through tilde.
const CLIENT_SEED = /^[\x20-\x7e]{1,64}$/;

export const isServerSeed = (seed: string): boolean => SERVER_SEED.test(seed);
export const isClientSeed = (seed: string): boolean => CLIENT_SEED.test(seed);

/** SHA-256 over the ASCII bytes of the 64-character server seed, lowercase hex. */
export const commitmentOf = (serverSeed: string): string =>
  createHash('sha256').update(serverSeed, 'ascii').digest('hex');

/**
 * The random stream: block k is HMAC-SHA256(key = serverSeed, message = `clientSeed:shoeNumber:k`),
 * read as eight big-endian unsigned 32-bit integers, blocks in ascending k.
 */
export class RandomStream {
  private block = 0;
  private words = new Uint32Array(0);
  private next = 0;

  constructor(
    private readonly serverSeed: string,
    private readonly clientSeed: string,
    private readonly shoeNumber: number,
  ) {}

  nextUint32(): number {
    if (this.next === this.words.length) {
      const digest = createHmac('sha256', Buffer.from(this.serverSeed, 'ascii'))
        .update(`${this.clientSeed}:${this.shoeNumber}:${this.block}`, 'ascii')
        .digest();
      this.words = new Uint32Array(8);
      for (let i = 0; i < 8; i++) this.words[i] = digest.readUInt32BE(i * 4);
      this.block++;
      this.next = 0;
    }
    return this.words[this.next++]!;
  }
}

const TWO_32 = 2 ** 32;

/** Fisher–Yates from the top with rejection sampling, exactly as the contract states. */
export const shuffleShoe = (decks: number, stream: RandomStream): Uint8Array => {
  const cards = canonicalShoe(decks);
  for (let i = cards.length - 1; i >= 1; i--) {
    const m = i + 1;
    const limit = TWO_32 - (TWO_32 % m);
    let u = stream.nextUint32();
    while (u >= limit) u = stream.nextUint32();
    const j = u % m;
    const card = cards[i]!;
    cards[i] = cards[j]!;
    cards[j] = card;
  }
  return cards;
};
