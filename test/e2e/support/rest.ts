import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, parseBody, readRaw, sendBytes, sendEmpty, sendJson } from './http.js';
import type { MessageStore } from './messages.js';
import type { Route } from './routes.js';
import type { FailureSpec, RequestLogEntry } from './types.js';

const API_PREFIX = /^\/api\/v(?:9|10)(?=\/)/;
const ATTACHMENT_PATH = /^\/attachments\/\d+\/(?<id>\d+)\/[^/]+$/;
const CHANNEL_MESSAGE_PATH = /^\/channels\/(?<channel>\d+)\/messages(?:\/|$)/;

interface FailureRule {
  spec: FailureSpec;
  remaining: number;
}

/** Requests whose answer is held back: Discord did what they asked, the bot does not know yet. */
interface HoldRule {
  readonly method: string;
  readonly path: RegExp;
  /** Resolves when the held answers may go. */
  readonly released: Promise<void>;
  /** How many more matching requests it holds. */
  remaining: number;
  /** How many it has held so far. */
  held: number;
}

export interface RestServerOptions {
  token: string;
  routes: Route[];
  messages: MessageStore;
  channelRateLimit?: { limit: number; windowMs: number };
}

/**
 * The REST side: logs every request, injects the failures tests ask for, applies the opt-in channel rate
 * limit, checks the bot token and dispatches to the route table.
 */
export class RestServer {
  readonly log: RequestLogEntry[] = [];
  readonly #failures: FailureRule[] = [];
  readonly #holds: HoldRule[] = [];
  readonly #channelHits = new Map<string, number[]>();
  readonly #options: RestServerOptions;

  constructor(options: RestServerOptions) {
    this.#options = options;
  }

  failNext(spec: FailureSpec): void {
    this.#failures.push({ spec, remaining: spec.count ?? 1 });
  }

  /**
   * Holds back the answers to the next `count` requests matching `method` and `path` after doing
   * what they ask: the message is created, the bot just does not hear so until `release()`. How a
   * test puts a process's death between Discord acting and the process knowing it.
   */
  holdNext(method: string, path: RegExp, count = 1): { release(): void; readonly held: number } {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const rule: HoldRule = { method, path, released, remaining: count, held: 0 };
    this.#holds.push(rule);
    return {
      release: () => {
        rule.remaining = 0;
        release();
      },
      get held() {
        return rule.held;
      },
    };
  }

  /** Forgets every failure still waiting to be injected: Discord has recovered. */
  clearFailures(): void {
    this.#failures.length = 0;
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const method = (req.method ?? 'GET').toUpperCase();
    const attachment = ATTACHMENT_PATH.exec(url.pathname);
    if (method === 'GET' && attachment?.groups) {
      const file = this.#options.messages.attachment(attachment.groups.id ?? '');
      if (file) sendBytes(res, file.contentType, file.bytes);
      else sendJson(res, 404, { message: '404: Not Found', code: 0 });
      return;
    }
    // `@original` arrives percent-encoded; tests read and match decoded paths.
    const path = url.pathname.replace(API_PREFIX, '').split('/').map(safeDecode).join('/');
    const entry: RequestLogEntry = {
      method,
      path,
      query: url.search,
      status: 0,
      time: started,
      durationMs: 0,
    };
    const answer = (status: number, body?: unknown, headers?: Record<string, string>): void => {
      entry.status = status;
      entry.durationMs = Date.now() - started;
      this.log.push(entry);
      if (body === undefined) sendEmpty(res, status, headers);
      else sendJson(res, status, body, headers);
    };

    try {
      const parsed = await parseBody(req.headers['content-type'], await readRaw(req));
      if (parsed.json !== undefined) entry.body = parsed.json;
      if (parsed.files.length > 0) entry.fileCount = parsed.files.length;

      if (!API_PREFIX.test(url.pathname)) {
        entry.unknownRoute = true;
        answer(404, { message: '404: Not Found', code: 0 });
        return;
      }
      const failure = this.#takeFailure(method, path);
      if (failure) {
        entry.injected = 'failure';
        const { status, body, headers } = failureAnswer(failure);
        answer(status, body, headers);
        return;
      }
      const candidates = this.#options.routes.filter((candidate) => candidate.pattern.test(path));
      const route = candidates.find((candidate) => candidate.method === method);
      if (!route) {
        entry.unknownRoute = true;
        if (candidates.length > 0) answer(405, { message: '405: Method Not Allowed', code: 0 });
        else answer(404, { message: '404: Not Found', code: 0 });
        return;
      }
      if (route.auth && req.headers.authorization !== `Bot ${this.#options.token}`) {
        answer(401, { message: '401: Unauthorized', code: 0 });
        return;
      }
      const limited = this.#channelLimit(method, path);
      if (limited?.exceeded) {
        entry.injected = 'rate-limit';
        answer(429, limited.body, limited.headers);
        return;
      }
      const params = { ...route.pattern.exec(path)?.groups };
      const result = route.handle({ params, query: url.searchParams, body: parsed });
      const hold = this.#holds.find(
        (rule) => rule.remaining > 0 && rule.method === method && rule.path.test(path),
      );
      if (hold) {
        hold.remaining--;
        hold.held++;
        entry.injected = 'held';
        await hold.released;
      }
      answer(result.status, result.json, limited?.headers);
    } catch (error) {
      if (error instanceof HttpError) {
        answer(error.status, error.body, error.headers);
        return;
      }
      // A bug in the fake server itself: answer like Discord's 500 and keep the cause visible in the log.
      entry.body = {
        fakeServerError: error instanceof Error ? error.stack : String(error),
        request: entry.body,
      };
      answer(500, { message: '500: Internal Server Error', code: 0 });
    }
  }

  #takeFailure(method: string, path: string): FailureSpec | undefined {
    const index = this.#failures.findIndex(({ spec }) => {
      if (spec.method && spec.method.toUpperCase() !== method) return false;
      if (spec.path === undefined) return true;
      if (typeof spec.path === 'string') return spec.path === path;
      spec.path.lastIndex = 0; // a /g regex keeps state between tests
      return spec.path.test(path);
    });
    const rule = this.#failures[index];
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.#failures.splice(index, 1);
    return rule.spec;
  }

  /** Discord's per-channel message bucket (opt-in): headers on every answer, 429 past the limit. */
  #channelLimit(method: string, path: string) {
    const config = this.#options.channelRateLimit;
    const channel = CHANNEL_MESSAGE_PATH.exec(path)?.groups?.channel;
    if (!config || !channel || method === 'GET') return undefined;
    const now = Date.now();
    const hits = (this.#channelHits.get(channel) ?? []).filter((at) => at > now - config.windowMs);
    this.#channelHits.set(channel, hits);
    const exceeded = hits.length >= config.limit;
    if (!exceeded) hits.push(now);
    const resetAfter = ((hits[0] ?? now) + config.windowMs - now) / 1000;
    const headers = rateLimitHeaders({
      limit: config.limit,
      remaining: config.limit - hits.length,
      resetAfter,
      bucket: `channel-messages-${channel}`,
      global: false,
    });
    if (exceeded) headers['retry-after'] = String(resetAfter);
    return {
      exceeded,
      headers,
      body: { message: 'You are being rate limited.', retry_after: resetAfter, global: false },
    };
  }
}

function failureAnswer(spec: FailureSpec): {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
} {
  if (spec.status !== 429) {
    const message = spec.message ?? `${spec.status}: Injected failure`;
    return { status: spec.status, body: { message, code: spec.code ?? 0 } };
  }
  const retryAfter = spec.retryAfter ?? 0.05;
  const global = spec.global ?? false;
  return {
    status: 429,
    body: { message: spec.message ?? 'You are being rate limited.', retry_after: retryAfter, global },
    headers: {
      ...rateLimitHeaders({
        limit: 5,
        remaining: 0,
        resetAfter: retryAfter,
        bucket: 'injected-failure',
        global,
      }),
      'retry-after': String(retryAfter),
    },
  };
}

function rateLimitHeaders(info: {
  limit: number;
  remaining: number;
  resetAfter: number;
  bucket: string;
  global: boolean;
}): Record<string, string> {
  const headers: Record<string, string> = {
    'x-ratelimit-limit': String(info.limit),
    'x-ratelimit-remaining': String(Math.max(0, info.remaining)),
    'x-ratelimit-reset': String(Date.now() / 1000 + info.resetAfter),
    'x-ratelimit-reset-after': String(info.resetAfter),
    'x-ratelimit-bucket': info.bucket,
    'x-ratelimit-scope': info.global ? 'global' : 'user',
  };
  if (info.global) headers['x-ratelimit-global'] = 'true';
  return headers;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
