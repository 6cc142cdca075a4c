/**
 * Provably fair shoe, version 1 (provably-fair-v1, written out in docs/provably-fair.md): the seeds,
 * the commitment, the HMAC-SHA256 stream, Fisher–Yates with rejection sampling, the burn and the cut
 * card. This file is a public contract: third parties rebuild shoes from that page alone, so
 * nothing here may drift.
 *
 * It is the one implementation of the algorithm. Its digests are asked for through hashing.ts, so
 * the bot and `npm run verify` run it with node:crypto (fair.ts, shoe.ts) and the verifier page
 * (docs/verify/) runs the same compiled module with the browser's WebCrypto. It imports no Node
 * module.
 */
import { burnValueOf, canonicalShoe } from './cards.js';
import { dealCoup } from './coup.js';
import { toHex } from './hashing.js';
const SERVER_SEED = /^[0-9a-f]{64}$/;
// Printable ASCII, space through tilde.
const CLIENT_SEED = /^[\x20-\x7e]{1,64}$/;
export const isServerSeed = (seed) => SERVER_SEED.test(seed);
export const isClientSeed = (seed) => CLIENT_SEED.test(seed);
/** The commitment: SHA-256 over the ASCII bytes of the 64-character server seed, lowercase hex. */
export function* commitmentSteps(serverSeed) {
    return toHex(yield { kind: 'sha256', text: serverSeed });
}
/**
 * The random stream: block k is HMAC-SHA256(key = serverSeed, message = `clientSeed:shoeNumber:k`),
 * read as eight big-endian unsigned 32-bit integers, blocks in ascending k.
 */
export class HmacStream {
    serverSeed;
    clientSeed;
    shoeNumber;
    block = 0;
    words = new Uint32Array(0);
    next = 0;
    constructor(serverSeed, clientSeed, shoeNumber) {
        this.serverSeed = serverSeed;
        this.clientSeed = clientSeed;
        this.shoeNumber = shoeNumber;
    }
    *nextUint32() {
        if (this.next === this.words.length) {
            const digest = yield {
                kind: 'hmac-sha256',
                key: this.serverSeed,
                text: `${this.clientSeed}:${this.shoeNumber}:${this.block}`,
            };
            const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
            this.words = new Uint32Array(8);
            for (let i = 0; i < 8; i++)
                this.words[i] = view.getUint32(i * 4, false);
            this.block++;
            this.next = 0;
        }
        return this.words[this.next++];
    }
}
const TWO_32 = 2 ** 32;
/** Fisher–Yates from the top with rejection sampling, exactly as the contract states. */
export function* shuffleSteps(decks, stream) {
    const cards = canonicalShoe(decks);
    for (let i = cards.length - 1; i >= 1; i--) {
        const m = i + 1;
        const limit = TWO_32 - (TWO_32 % m);
        let u = yield* stream.nextUint32();
        while (u >= limit)
            u = yield* stream.nextUint32();
        const j = u % m;
        const card = cards[i];
        cards[i] = cards[j];
        cards[j] = card;
    }
    return cards;
}
export const DEFAULT_CUT_CARD_RESERVE = 16;
export const SUPPORTED_DECKS = [1, 6, 8];
/** The shoe a spec makes: shuffle, commitment, and the burn of the shown first card. */
export function* shoeSteps(spec) {
    const stream = new HmacStream(spec.serverSeed, spec.clientSeed, spec.shoeNumber);
    const cards = yield* shuffleSteps(spec.decks, stream);
    const commitment = yield* commitmentSteps(spec.serverSeed);
    const burnShown = cards[0];
    const burned = burnValueOf(burnShown);
    // The spec's own five fields only: a caller's object may carry more (an export's rounds).
    const { serverSeed, clientSeed, shoeNumber, decks, cutCardReserve } = spec;
    return {
        serverSeed,
        clientSeed,
        shoeNumber,
        decks,
        cutCardReserve,
        commitment,
        cards,
        burnShown,
        burned,
        firstCoupAt: burned + 1,
    };
}
/** Whether `shoe` was built from `spec`: the same seeds, shoe number, decks and cut card. */
export const isShoeOf = (shoe, spec) => shoe.serverSeed === spec.serverSeed &&
    shoe.clientSeed === spec.clientSeed &&
    shoe.shoeNumber === spec.shoeNumber &&
    shoe.decks === spec.decks &&
    shoe.cutCardReserve === spec.cutCardReserve;
/** Before each coup: with R or fewer cards undealt, the cut card has come out and the shoe is over. */
export const isShoeOver = (shoe, position) => shoe.cards.length - position <= shoe.cutCardReserve;
/** The coup at `position`, or undefined when the cut card has ended the shoe. */
export const dealAt = (shoe, position) => isShoeOver(shoe, position) ? undefined : dealCoup(shoe.cards, position);
/** Every coup the shoe holds before the cut card, in order. */
export const dealWholeShoe = (shoe) => {
    const coups = [];
    let position = shoe.firstCoupAt;
    for (let coup = dealAt(shoe, position); coup; coup = dealAt(shoe, position)) {
        coups.push(coup);
        position += coup.cards.length;
    }
    return coups;
};
//# sourceMappingURL=provably-fair.js.map