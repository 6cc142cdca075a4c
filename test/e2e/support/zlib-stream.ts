const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
// An empty, non-final stored block: the bytes a Z_SYNC_FLUSH ends with (00 00 ff ff) and that
// discord.js (with zlib-sync) waits for before it inflates a frame.
const SYNC_FLUSH_MARKER = Buffer.from([0x00, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED_BLOCK = 0xffff;

/**
 * Writes Discord's `compress=zlib-stream` transport: one zlib stream shared by all frames of a
 * connection, each frame ending in a sync flush. Only used when the client asks for it, which discord.js
 * does when the optional `zlib-sync` package is installed.
 *
 * Frames are written as stored (uncompressed) deflate blocks: valid for any inflater, deterministic, and
 * synchronous, which keeps frames in order without a stream pipeline. Size does not matter on loopback.
 */
export class ZlibStreamWriter {
  #started = false;

  encode(text: string): Buffer {
    const data = Buffer.from(text, 'utf8');
    const parts: Buffer[] = [];
    if (!this.#started) {
      parts.push(ZLIB_HEADER);
      this.#started = true;
    }
    for (let offset = 0; offset < data.length; offset += MAX_STORED_BLOCK) {
      const block = data.subarray(offset, offset + MAX_STORED_BLOCK);
      const header = Buffer.alloc(5);
      header.writeUInt8(0x00, 0); // BFINAL=0, BTYPE=00 (stored); the stream is byte-aligned here
      header.writeUInt16LE(block.length, 1);
      header.writeUInt16LE(~block.length & 0xffff, 3);
      parts.push(header, block);
    }
    parts.push(SYNC_FLUSH_MARKER);
    return Buffer.concat(parts);
  }
}
