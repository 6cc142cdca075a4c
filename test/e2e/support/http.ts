import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RecordedFile } from './types.js';

/** A Discord-shaped error answer: `{message, code, ...extra}` with an HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get body(): Record<string, unknown> {
    return { message: this.message, code: this.code, ...this.extra };
  }
}

export const notFound = (what: string, code: number): HttpError =>
  new HttpError(404, code, `Unknown ${what}`);

export interface ParsedBody {
  /** The JSON body, or multipart `payload_json`; undefined when there was none. */
  json: unknown;
  files: RecordedFile[];
}

export async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Parses JSON and `multipart/form-data` bodies (discord.js sends files as `files[n]` next to
 * `payload_json`). Multipart parsing is delegated to the platform's fetch `Request`, which implements it.
 */
export async function parseBody(contentType: string | undefined, raw: Buffer): Promise<ParsedBody> {
  if (raw.length === 0) return { json: undefined, files: [] };
  const type = contentType?.toLowerCase() ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request('http://fake.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType ?? '' },
      body: raw,
    })
      .formData()
      .catch(() => {
        throw new HttpError(400, 50035, 'Invalid Form Body: malformed multipart body');
      });
    let json: unknown;
    const files: RecordedFile[] = [];
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') {
        if (field === 'payload_json') json = parseJson(value);
        continue;
      }
      files.push({
        field,
        name: value.name,
        contentType: value.type || 'application/octet-stream',
        bytes: Buffer.from(await value.arrayBuffer()),
      });
    }
    return { json, files };
  }
  return { json: parseJson(raw.toString('utf8')), files: [] };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 50109, 'The request body contains invalid JSON.');
  }
}

// discord.js only parses a body as JSON when the content type says so; otherwise it gets an ArrayBuffer.
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendEmpty(res: ServerResponse, status = 204, headers: Record<string, string> = {}): void {
  res.writeHead(status, headers);
  res.end();
}

export function sendBytes(res: ServerResponse, contentType: string, bytes: Buffer): void {
  res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
  res.end(bytes);
}
