/**
 * The two digests provably-fair-v1 needs (SHA-256 and HMAC-SHA256), asked for as data so that the
 * algorithm is written once and runs anywhere. An algorithm that hashes is a generator (`Hashing`):
 * it yields a HashRequest whenever it needs a digest and is resumed with the digest's bytes. Node
 * answers at once with node:crypto (`runHashing` with fair.ts's `nodeHasher`); a browser answers
 * with WebCrypto, whose digests are promises (`runHashingAsync` with `webCryptoHasher`).
 *
 * This module and the pure modules it serves are loaded as compiled JavaScript by the verifier
 * page (docs/verify/), so nothing here may import a Node module.
 */

/** A digest the algorithm needs. Texts are ASCII by contract (seeds are checked before use). */
export type HashRequest =
  | { readonly kind: 'sha256'; readonly text: string }
  | { readonly kind: 'hmac-sha256'; readonly key: string; readonly text: string };

/** A computation that yields the digests it needs and returns its result. */
export type Hashing<T> = Generator<HashRequest, T, Uint8Array>;

/** Answers a request at once (node:crypto). */
export type Hasher = (request: HashRequest) => Uint8Array;

/** Answers a request with a promise (WebCrypto). */
export type AsyncHasher = (request: HashRequest) => Promise<Uint8Array>;

/** Runs `steps` to the end, answering each request with `hasher`. */
export const runHashing = <T>(steps: Hashing<T>, hasher: Hasher): T => {
  let step = steps.next();
  while (!step.done) step = steps.next(hasher(step.value));
  return step.value;
};

/** Runs `steps` to the end, awaiting each answer of `hasher`. */
export const runHashingAsync = async <T>(steps: Hashing<T>, hasher: AsyncHasher): Promise<T> => {
  let step = steps.next();
  while (!step.done) step = steps.next(await hasher(step.value));
  return step.value;
};

/** Lowercase hexadecimal, two digits a byte. */
export const toHex = (bytes: Uint8Array): string => {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
};

/** The part of WebCrypto's SubtleCrypto the hasher uses (a browser's `crypto.subtle`, or Node's). */
export interface SubtleHashing {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
  importKey(
    format: 'raw',
    keyData: Uint8Array,
    algorithm: { readonly name: 'HMAC'; readonly hash: 'SHA-256' },
    extractable: false,
    usages: ['sign'],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}

/**
 * Answers requests with WebCrypto. An HMAC key is imported once per key text: a shoe asks for some
 * fifty blocks under the same server seed.
 */
export const webCryptoHasher = (subtle: SubtleHashing): AsyncHasher => {
  const encoder = new TextEncoder();
  const keys = new Map<string, Promise<unknown>>();
  const keyFor = (key: string): Promise<unknown> => {
    let imported = keys.get(key);
    if (!imported) {
      imported = subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
        'sign',
      ]);
      keys.set(key, imported);
    }
    return imported;
  };
  return async (request) =>
    new Uint8Array(
      request.kind === 'sha256'
        ? await subtle.digest('SHA-256', encoder.encode(request.text))
        : await subtle.sign('HMAC', await keyFor(request.key), encoder.encode(request.text)),
    );
};
