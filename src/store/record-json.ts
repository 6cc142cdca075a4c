/**
 * How records are written as text: exactly Keyv's own format (its default serializer's output,
 * byte for byte), produced by the engine's JSON.stringify instead of Keyv's hand-written one.
 *
 * Keyv's default serializer builds the text by string concatenation, one recursive call per value;
 * on a coup of a player-banked game it was a quarter of the bot's busy time per commit. Its format is plain JSON
 * with two escapes: a string value that starts with ":" gets one more ":" in front, and a Buffer
 * is written as ":base64:…". Records written before this module are read the same way, and a
 * record written now reads the same with Keyv's default deserializer: the property test
 * (test/store/record-json.test.ts) holds the two outputs equal.
 */
import { Buffer } from 'node:buffer';

/** The escape of Keyv's format, applied to every value (never to a key) on the way out. */
function escapeValue(this: unknown, key: string, value: unknown): unknown {
  // `value` has been through toJSON already; a Buffer is recognised on its holder.
  const raw = (this as Record<string, unknown>)[key];
  if (Buffer.isBuffer(raw)) return `:base64:${raw.toString('base64')}`;
  if (typeof value === 'string' && value.startsWith(':')) return `:${value}`;
  return value;
}

/**
 * Where the plain text may hold something to escape: a string value starting with ":" (its
 * opening quote opens the text or follows ":", "[" or ",", as JSON.stringify writes no spaces),
 * or a Buffer as its toJSON writes it. A key starting with ":" matches too, which only costs the
 * slower path.
 */
const MAY_NEED_ESCAPES = /(?:^|[:[,])":|"type":"Buffer"/;

/**
 * Keyv's record text for `data` (`{ value, expires }`), as its default serializer writes it.
 * JSON.stringify with a replacer calls it for every value and leaves V8's fast path; nearly no
 * record has anything to escape, so the plain text is made first and kept when it shows none.
 */
export const serializeRecord = (data: unknown): string => {
  if (data === undefined || data === null) return 'null';
  const plain = JSON.stringify(data);
  return MAY_NEED_ESCAPES.test(plain) ? JSON.stringify(data, escapeValue) : plain;
};

/** Undoes the escapes of a string value. */
const unescapeValue = (_key: string, value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  if (value.startsWith(':base64:')) return Buffer.from(value.slice(8), 'base64');
  return value.startsWith(':') ? value.slice(1) : value;
};

/**
 * A record read back, as Keyv's default deserializer reads it. An escaped string value always
 * begins `"::` or `":base64:` in the text; a record with neither (nearly all of them) needs no
 * reviver, and JSON.parse without one is much faster.
 */
export const deserializeRecord = <T>(text: string): T =>
  text.includes('"::') || text.includes('":base64:') ? JSON.parse(text, unescapeValue) : JSON.parse(text);
