import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import Keyv from 'keyv';
import { describe, expect, it } from 'vitest';
import { deserializeRecord, serializeRecord } from '../../src/store/record-json.js';

/** Keyv's own serializer and deserializer, the format every stored record is in. */
const keyv = new Keyv();
const keyvSerialize = keyv.serialize!;
const keyvDeserialize = keyv.deserialize!;

/** Strings that exercise the escapes: plain, starting with ":", "::", ":base64:", quotes. */
const trickyString = fc.oneof(
  fc.string(),
  fc.string().map((s) => `:${s}`),
  fc.string().map((s) => `::${s}`),
  fc.string().map((s) => `:base64:${s}`),
  fc.constantFrom('"::', '":', '\\"::x', ':', ''),
);

/** JSON values as records hold them, with tricky strings anywhere. */
const recordValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    trickyString,
    fc.integer(),
    // JSON has no -0 (it reads back as 0), in either format.
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => (x === 0 ? 0 : x)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(trickyString, tie('value'), { maxKeys: 5 }),
  ),
})).value;

describe('records are written and read in exactly Keyv’s format', () => {
  it('GIVEN any record WHEN it is serialized THEN the text is byte for byte what Keyv’s own serializer writes', async () => {
    await fc.assert(
      fc.asyncProperty(recordValue, fc.option(fc.integer({ min: 0 })), async (value, expires) => {
        const data = expires === null ? { value } : { value, expires };
        expect(serializeRecord(data)).toBe(await keyvSerialize(data));
      }),
      { numRuns: 2000 },
    );
  });

  it('GIVEN any record written by Keyv WHEN it is read back THEN it equals what Keyv’s own deserializer reads', async () => {
    await fc.assert(
      fc.asyncProperty(recordValue, async (value) => {
        const text = await keyvSerialize({ value });
        expect(deserializeRecord(text)).toEqual(await keyvDeserialize(text));
        expect(deserializeRecord<{ value: unknown }>(text).value).toEqual(value);
      }),
      { numRuns: 2000 },
    );
  });

  it('GIVEN a Buffer, a top-level string and a null WHEN written and read THEN both formats agree', async () => {
    for (const data of [
      { value: Buffer.from([0, 1, 254, 255]) },
      ':colon',
      null,
      { value: ':x', expires: 5 },
    ]) {
      const text = serializeRecord(data);
      expect(text).toBe(await keyvSerialize(data as never));
      expect(deserializeRecord(text)).toEqual(await keyvDeserialize(text));
    }
  });
});
