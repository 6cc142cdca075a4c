import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { ZlibStreamWriter } from './zlib-stream.js';

type Json = Record<string, unknown>;

export const GatewayIntent = { Guilds: 1 << 0, GuildMessages: 1 << 9, DirectMessages: 1 << 12 } as const;

const Op = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  PresenceUpdate: 3,
  VoiceStateUpdate: 4,
  Resume: 6,
  RequestGuildMembers: 8,
  InvalidSession: 9,
  Hello: 10,
  HeartbeatAck: 11,
} as const;

const Close = {
  UnknownOpcode: 4001,
  DecodeError: 4002,
  NotAuthenticated: 4003,
  AuthenticationFailed: 4004,
  AlreadyAuthenticated: 4005,
  InvalidSeq: 4007,
  InvalidShard: 4010,
  ShardingRequired: 4011,
  InvalidApiVersion: 4012,
} as const;

// Dispatches kept per session for replay on RESUME (at least this many); a test never needs more.
const REPLAY_BUFFER = 1000;

export type SessionState = 'ready' | 'disconnected' | 'closed';

export interface GatewaySessionInfo {
  sessionId: string;
  /** `ready`: connected; `disconnected`: socket dropped, resumable; `closed`: ended by a normal close. */
  state: SessionState;
  intents: number;
  shard: [number, number];
  /** Sequence number of the last dispatch. */
  seq: number;
  identifiedAt: number;
  resumes: number;
}

interface Session extends GatewaySessionInfo {
  connection: Connection | null;
  buffer: Json[];
}

interface Connection {
  ws: WebSocket;
  session: Session | null;
  zlib: ZlibStreamWriter | null;
}

export interface GatewayHooks {
  token: string;
  heartbeatIntervalMs: number;
  /** `resume_gateway_url` of READY. */
  gatewayUrl: () => string;
  /** READY's `v`, `user`, `guilds`, `application` for a shard; the session fields are added here. */
  ready: (shard: [number, number]) => Json;
  /** GUILD_CREATE payloads of the guilds a shard owns. */
  guildCreates: (shard: [number, number]) => Json[];
  /** The most guilds one shard may hold (4011 past it); undefined: no limit. */
  maxGuildsPerShard?: number | undefined;
  /** GUILD_MEMBERS_CHUNK payloads answering a Request Guild Members (op 8). */
  memberChunks: (request: Json) => Json[];
}

/** The shard that receives a guild's events, by Discord's formula. */
export function shardOf(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/**
 * The Gateway side of the fake Discord. Each IDENTIFY opens a session; several may be live at once (two
 * bot processes, or a restarted bot next to its dropped predecessor), and every dispatch goes to every
 * session that passes the caller's filter. Dropped sessions keep buffering so a RESUME replays them.
 * As on Discord, a second IDENTIFY for a shard does not close the first session: both receive that
 * shard's events (a rolling restart), and the slower answer to an interaction gets 40060.
 */
export class GatewayServer {
  readonly #wss = new WebSocketServer({ noServer: true });
  readonly #sessions = new Map<string, Session>();
  readonly #connections = new Set<Connection>();
  readonly #hooks: GatewayHooks;

  constructor(hooks: GatewayHooks) {
    this.#hooks = hooks;
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    if (url.pathname.replace(/\/$/, '') !== '/gateway') {
      socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\n\r\n');
      return;
    }
    this.#wss.handleUpgrade(req, socket, head, (ws) => this.#accept(ws, url.searchParams));
  }

  sessions(): GatewaySessionInfo[] {
    return [...this.#sessions.values()].map(({ connection: _c, buffer: _b, ...info }) => ({
      ...info,
      shard: [...info.shard],
    }));
  }

  /**
   * Sends a dispatch to every live or resumable session accepted by `filter`. Returns how many live
   * sessions got it now and how many dropped ones buffered it for a RESUME.
   */
  dispatch(t: string, d: unknown, filter: (session: GatewaySessionInfo) => boolean = () => true) {
    const delivered = { live: 0, buffered: 0 };
    for (const session of this.#sessions.values()) {
      if (session.state === 'closed' || !filter(session)) continue;
      if (this.#dispatchTo(session, t, d)) delivered.live += 1;
      else delivered.buffered += 1;
    }
    return delivered;
  }

  /** Drops gateway sockets (all, or one session's). Codes other than 1000 leave the session resumable. */
  disconnect({ sessionId, code = 4000 }: { sessionId?: string; code?: number } = {}): number {
    let count = 0;
    for (const connection of [...this.#connections]) {
      if (sessionId !== undefined && connection.session?.sessionId !== sessionId) continue;
      connection.ws.close(code, 'Disconnected by the fake gateway');
      count += 1;
    }
    return count;
  }

  async close(): Promise<void> {
    for (const connection of this.#connections) connection.ws.terminate();
    this.#connections.clear();
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }

  #accept(ws: WebSocket, params: URLSearchParams): void {
    const connection: Connection = {
      ws,
      session: null,
      zlib: params.get('compress') === 'zlib-stream' ? new ZlibStreamWriter() : null,
    };
    this.#connections.add(connection);
    ws.on('close', (code) => this.#onClose(connection, code));
    ws.on('error', () => ws.terminate());
    ws.on('message', (data, isBinary) => this.#onMessage(connection, data, isBinary));
    const version = params.get('v') ?? '10';
    if (version !== '10' && version !== '9') {
      ws.close(Close.InvalidApiVersion, `API version ${version} is not supported`);
      return;
    }
    if ((params.get('encoding') ?? 'json') !== 'json') {
      ws.close(Close.DecodeError, 'Only encoding=json is supported by the fake gateway');
      return;
    }
    this.#send(connection, { op: Op.Hello, d: { heartbeat_interval: this.#hooks.heartbeatIntervalMs } });
  }

  #onClose(connection: Connection, code: number): void {
    this.#connections.delete(connection);
    const session = connection.session;
    if (!session || session.connection !== connection) return;
    session.connection = null;
    // Discord ends a session when the client closes normally; any other close may be resumed.
    session.state = code === 1000 || code === 1001 ? 'closed' : 'disconnected';
  }

  #onMessage(connection: Connection, data: RawData, isBinary: boolean): void {
    let payload: { op?: unknown; d?: unknown };
    try {
      if (isBinary) throw new Error('binary frames are not JSON');
      payload = JSON.parse(data.toString());
    } catch {
      connection.ws.close(Close.DecodeError, 'Decode error');
      return;
    }
    const d = (typeof payload.d === 'object' && payload.d !== null ? payload.d : {}) as Json;
    switch (payload.op) {
      case Op.Heartbeat:
        this.#send(connection, { op: Op.HeartbeatAck });
        return;
      case Op.Identify:
        this.#identify(connection, d);
        return;
      case Op.Resume:
        this.#resume(connection, d);
        return;
      case Op.PresenceUpdate:
      case Op.VoiceStateUpdate:
      case Op.RequestGuildMembers:
        if (!connection.session) {
          connection.ws.close(Close.NotAuthenticated, 'Not authenticated');
        } else if (payload.op === Op.RequestGuildMembers) {
          for (const chunk of this.#hooks.memberChunks(d))
            this.#dispatchTo(connection.session, 'GUILD_MEMBERS_CHUNK', chunk);
        }
        return;
      default:
        connection.ws.close(Close.UnknownOpcode, 'Unknown opcode');
    }
  }

  #authenticate(connection: Connection, token: unknown): boolean {
    if (connection.session) {
      connection.ws.close(Close.AlreadyAuthenticated, 'Already authenticated');
      return false;
    }
    if (token !== this.#hooks.token) {
      connection.ws.close(Close.AuthenticationFailed, 'Authentication failed');
      return false;
    }
    return true;
  }

  #identify(connection: Connection, d: Json): void {
    if (!this.#authenticate(connection, d.token)) return;
    const shard = (Array.isArray(d.shard) ? d.shard.map(Number) : [0, 1]) as [number, number];
    if (!(shard.length === 2 && shard[1] >= 1 && shard[0] >= 0 && shard[0] < shard[1])) {
      connection.ws.close(Close.InvalidShard, 'Invalid shard');
      return;
    }
    const limit = this.#hooks.maxGuildsPerShard;
    if (limit !== undefined && this.#hooks.guildCreates(shard).length > limit) {
      connection.ws.close(Close.ShardingRequired, 'Sharding required');
      return;
    }
    const session: Session = {
      sessionId: randomBytes(16).toString('hex'),
      state: 'ready',
      intents: Number(d.intents ?? 0),
      shard,
      seq: 0,
      identifiedAt: Date.now(),
      resumes: 0,
      connection,
      buffer: [],
    };
    this.#sessions.set(session.sessionId, session);
    connection.session = session;
    this.#dispatchTo(session, 'READY', {
      ...this.#hooks.ready(shard),
      session_id: session.sessionId,
      session_type: 'normal',
      resume_gateway_url: this.#hooks.gatewayUrl(),
      shard,
    });
    // Guilds arrive only with the Guilds intent; without it discord.js waits out its guild timeout.
    if (session.intents & GatewayIntent.Guilds) {
      for (const guild of this.#hooks.guildCreates(shard)) this.#dispatchTo(session, 'GUILD_CREATE', guild);
    }
  }

  #resume(connection: Connection, d: Json): void {
    if (!this.#authenticate(connection, d.token)) return;
    const session = typeof d.session_id === 'string' ? this.#sessions.get(d.session_id) : undefined;
    if (!session || session.state === 'closed') {
      this.#send(connection, { op: Op.InvalidSession, d: false });
      return;
    }
    const seq = Number(d.seq ?? 0);
    if (seq > session.seq) {
      connection.ws.close(Close.InvalidSeq, 'Invalid seq');
      return;
    }
    // A RESUME may arrive while Discord still holds the old socket (zombie connections): it loses.
    if (session.connection) {
      session.connection.session = null;
      session.connection.ws.terminate();
    }
    session.connection = connection;
    session.state = 'ready';
    session.resumes += 1;
    connection.session = session;
    for (const frame of session.buffer) {
      if (Number(frame.s) > seq) this.#send(connection, frame);
    }
    this.#dispatchTo(session, 'RESUMED', null);
  }

  /** Sequences and buffers a dispatch; true when it went out on an open socket (else RESUME replays it). */
  #dispatchTo(session: Session, t: string, d: unknown): boolean {
    session.seq += 1;
    const frame = { op: Op.Dispatch, t, s: session.seq, d };
    session.buffer.push(frame);
    // Trimmed in batches: shifting a full buffer on every dispatch costs its length each time.
    if (session.buffer.length > 2 * REPLAY_BUFFER)
      session.buffer.splice(0, session.buffer.length - REPLAY_BUFFER);
    return session.connection ? this.#send(session.connection, frame) : false;
  }

  #send(connection: Connection, frame: Json): boolean {
    // A closing socket gets nothing more; its session's buffer still holds the frame.
    if (connection.ws.readyState !== connection.ws.OPEN) return false;
    const text = JSON.stringify(frame);
    connection.ws.send(connection.zlib ? connection.zlib.encode(text) : text);
    return true;
  }
}
