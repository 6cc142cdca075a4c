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
/** Runs `steps` to the end, answering each request with `hasher`. */
export const runHashing = (steps, hasher) => {
    let step = steps.next();
    while (!step.done)
        step = steps.next(hasher(step.value));
    return step.value;
};
/** Runs `steps` to the end, awaiting each answer of `hasher`. */
export const runHashingAsync = async (steps, hasher) => {
    let step = steps.next();
    while (!step.done)
        step = steps.next(await hasher(step.value));
    return step.value;
};
/** Lowercase hexadecimal, two digits a byte. */
export const toHex = (bytes) => {
    let hex = '';
    for (const byte of bytes)
        hex += byte.toString(16).padStart(2, '0');
    return hex;
};
/**
 * Answers requests with WebCrypto. An HMAC key is imported once per key text: a shoe asks for some
 * fifty blocks under the same server seed.
 */
export const webCryptoHasher = (subtle) => {
    const encoder = new TextEncoder();
    const keys = new Map();
    const keyFor = (key) => {
        let imported = keys.get(key);
        if (!imported) {
            imported = subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
                'sign',
            ]);
            keys.set(key, imported);
        }
        return imported;
    };
    return async (request) => new Uint8Array(request.kind === 'sha256'
        ? await subtle.digest('SHA-256', encoder.encode(request.text))
        : await subtle.sign('HMAC', await keyFor(request.key), encoder.encode(request.text)));
};
//# sourceMappingURL=hashing.js.map