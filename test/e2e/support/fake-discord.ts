/**
 * A Discord-compatible Gateway + REST server for end-to-end tests of the bot with the real discord.js.
 *
 * ```ts
 * const discord = await startFakeDiscord({ token: 'test-token', guilds: [{ name: 'Casino', channels: [{ name: 'baccarat' }], members: [{ username: 'alice' }] }] });
 * const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: discord.apiUrl, retries: 0, timeout: 5000 } });
 * const ready = once(client, Events.ClientReady);
 * await client.login('test-token');
 * await ready;
 * const reply = await discord.slash({ name: 'bet', options: [{ name: 'amount', value: 100 }] }).reply();
 * ```
 *
 * Sharded as Discord is: a guild's interactions and events go to every session of the shard
 * `(guild_id >> 22) % count` (DMs to shard 0), several sessions may share a shard (a rolling
 * restart: the slower answer gets 40060), and dropped sessions buffer them for their RESUME.
 * `recommendedShards`, `maxConcurrency` and `maxGuildsPerShard` shape `GET /gateway/bot` and 4011;
 * a guild seed's `shard` mints its id on that shard. Wire facts: what discord.js 14 reads and Discord answers, checked against the library.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CommandStore } from './commands.js';
import { componentData, modalData } from './component-payloads.js';
import { GatewayServer, type GatewaySessionInfo, shardOf } from './gateway.js';
import { guildCreates, memberChunks, messageDispatch, readyPayload } from './gateway-payloads.js';
import { InteractionHandle } from './interaction-handle.js';
import { commandData, type InteractionSource, resolveSource } from './interaction-payloads.js';
import {
  type InteractionKind,
  type InteractionRecord,
  InteractionStore,
  type MessageEvent,
} from './interactions.js';
import { MessageStore, type StoredMessage } from './messages.js';
import { RestServer } from './rest.js';
import { buildRoutes } from './routes.js';
import { SnowflakeFactory } from './snowflake.js';
import type {
  ClickOptions,
  CommandRegistry,
  FailureSpec,
  FakeDiscordOptions,
  MessageOrigin,
  ModalSubmitOptions,
  RecordedMessage,
  RequestLogEntry,
  SlashOptions,
  WaitOptions,
} from './types.js';
import { pollUntil, type Truthy } from './wait.js';
import { GuildHandle, World } from './world.js';

export type { GatewaySessionInfo } from './gateway.js';
export { InteractionHandle } from './interaction-handle.js';
export type * from './types.js';
export { GuildHandle } from './world.js';

type Json = Record<string, unknown>;

export interface MessageFilter {
  origin?: MessageOrigin | MessageOrigin[];
  /** Include deleted messages (default true; they are marked `deleted: true`). */
  includeDeleted?: boolean;
}

/**
 * Starts a Discord-compatible Gateway + REST server on 127.0.0.1 for the real discord.js Client:
 * `new Client({ rest: { api: discord.apiUrl } })` logs in against it, receives the interactions a test
 * simulates, and everything the bot sends is recorded.
 */
export async function startFakeDiscord(options: FakeDiscordOptions): Promise<FakeDiscord> {
  const discord = new FakeDiscord(options);
  await discord.listen();
  return discord;
}

export class FakeDiscord {
  readonly token: string;
  readonly applicationId: string;
  readonly botUser: { readonly id: string; readonly username: string };
  readonly guilds: readonly GuildHandle[];
  readonly #ids = new SnowflakeFactory();
  readonly #world: World;
  readonly #messages: MessageStore;
  readonly #interactions: InteractionStore;
  readonly #commands: CommandStore;
  readonly #gateway: GatewayServer;
  readonly #rest: RestServer;
  readonly #http: Server;
  readonly #defaultTimeoutMs: number;
  #port = 0;

  /** Use {@link startFakeDiscord}, which also starts listening. */
  constructor(options: FakeDiscordOptions) {
    this.token = options.token;
    this.applicationId = options.applicationId ?? this.#ids.next();
    this.#defaultTimeoutMs = options.defaultTimeoutMs ?? 10_000;
    this.#world = new World(
      this.#ids,
      this.applicationId,
      options.botUsername ?? 'Sabot',
      options.guilds ?? [],
    );
    this.botUser = { id: this.#world.bot.id, username: this.#world.bot.username };
    this.guilds = this.#world.guilds.map((guild) => new GuildHandle(this.#world, guild));
    this.#messages = new MessageStore(this.#ids, this.#world, () => this.baseUrl);
    // The bot's own visible messages come back to it as gateway events, as on Discord.
    const onMessage = (event: MessageEvent, message: StoredMessage) => {
      const dispatch = messageDispatch(this.#world, this.#messages, event, message);
      if (dispatch) this.#gateway.dispatch(dispatch.t, dispatch.d, dispatch.filter);
    };
    this.#interactions = new InteractionStore({
      ids: this.#ids,
      world: this.#world,
      messages: this.#messages,
      enforceCallbackDeadline: options.enforceCallbackDeadline ?? false,
      onMessage,
    });
    this.#commands = new CommandStore(this.#ids, this.applicationId);
    this.#rest = new RestServer({
      token: this.token,
      messages: this.#messages,
      ...(options.channelRateLimit ? { channelRateLimit: options.channelRateLimit } : {}),
      routes: buildRoutes({
        world: this.#world,
        messages: this.#messages,
        interactions: this.#interactions,
        commands: this.#commands,
        gatewayUrl: () => this.gatewayUrl,
        sharding: {
          recommendedShards: options.recommendedShards ?? 1,
          maxConcurrency: options.maxConcurrency ?? 1,
        },
        onMessage,
      }),
    });
    this.#gateway = new GatewayServer({
      token: this.token,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
      gatewayUrl: () => this.gatewayUrl,
      ready: (shard) => readyPayload(this.#world, shard),
      guildCreates: (shard) => guildCreates(this.#world, shard),
      maxGuildsPerShard: options.maxGuildsPerShard,
      memberChunks: (request) => memberChunks(this.#world, request),
    });
    this.#http = createServer((req, res) => {
      // handle() answers every error itself; this only catches a socket that died mid-answer.
      this.#rest.handle(req, res).catch(() => res.destroy());
    });
    this.#http.on('upgrade', (req, socket, head) => this.#gateway.handleUpgrade(req, socket, head));
  }

  /** @internal Called by {@link startFakeDiscord}. */
  async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.#http.once('error', reject);
      this.#http.listen(0, '127.0.0.1', () => resolve());
    });
    this.#port = (this.#http.address() as AddressInfo).port;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /** Pass as `new Client({ rest: { api } })` and `new REST({ api })`; discord.js appends `/v10`. */
  get apiUrl(): string {
    return `${this.baseUrl}/api`;
  }

  /** Returned by `GET /gateway/bot`; discord.js finds it there by itself. */
  get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.#port}/gateway`;
  }

  /** A seeded guild by index, id or name (default: the first). */
  guild(ref: number | string = 0): GuildHandle {
    const found =
      typeof ref === 'number'
        ? this.guilds[ref]
        : this.guilds.find((guild) => guild.id === ref || guild.name === ref);
    if (!found) {
      const known = this.guilds.map((guild) => guild.name).join(', ') || 'none';
      throw new Error(`No guild matches ${JSON.stringify(ref)}; guilds: ${known}`);
    }
    return found;
  }

  /** Simulates a user running a slash command. Defaults: first guild, its first channel and member. */
  slash(options: SlashOptions): InteractionHandle {
    const source = resolveSource(this.#world, options);
    const label = [`/${options.name}`, options.subcommandGroup, options.subcommand].filter(Boolean).join(' ');
    const data = commandData(this.#world, this.#commands, source, options, () => this.#ids.next());
    return this.#emit('command', 2, label, source, data, null);
  }

  /** Simulates typing into an autocompleted option: mark the option being typed with `focused: true`. */
  autocomplete(options: SlashOptions): InteractionHandle {
    const source = resolveSource(this.#world, options);
    const data = commandData(this.#world, this.#commands, source, options, () => this.#ids.next());
    return this.#emit('autocomplete', 4, `autocomplete /${options.name}`, source, data, null);
  }

  /** Simulates a click on a button (or a choice in a select menu) of a message the bot sent. */
  click(options: ClickOptions): InteractionHandle {
    const message = this.#liveMessage(options.message);
    const source = resolveSource(this.#world, { ...options, channelId: message.wire.channel_id });
    const data = componentData(this.#world, source, message, options);
    return this.#emit('component', 3, `component ${options.customId}`, source, data, message);
  }

  /** Simulates submitting a modal; shaped like the modal the bot showed with this custom id, if any. */
  submitModal(options: ModalSubmitOptions): InteractionHandle {
    const message = options.message === undefined ? null : this.#liveMessage(options.message);
    const source = resolveSource(
      this.#world,
      message ? { ...options, channelId: message.wire.channel_id } : options,
    );
    const data = modalData(options, this.#interactions.shownModal(options.customId));
    return this.#emit('modal', 5, `modal ${options.customId}`, source, data, message);
  }

  /** The handle of an interaction simulated earlier. */
  interaction(id: string): InteractionHandle | undefined {
    const record = this.#interactions.get(id);
    return record && this.#handle(record);
  }

  /**
   * Every message the bot produced in a channel, oldest first, in its current state: channel sends,
   * interaction responses and follow-ups (ephemeral ones included, with flag 64). Deleted ones are
   * included and marked unless `includeDeleted: false`.
   */
  messages(channelId: string, filter: MessageFilter = {}): RecordedMessage[] {
    const origins = filter.origin === undefined ? undefined : [filter.origin].flat();
    return this.#messages
      .inChannel(channelId)
      .filter((stored) => (filter.includeDeleted ?? true) || !stored.deleted)
      .filter((stored) => !origins || origins.includes(stored.origin))
      .map((stored) => this.#messages.snapshot(stored));
  }

  message(id: string): RecordedMessage | undefined {
    const stored = this.#messages.get(id);
    return stored && this.#messages.snapshot(stored);
  }

  /** The last registrations (a snapshot), and how many bulk PUTs there were. */
  get commands(): CommandRegistry {
    return this.#commands.snapshot();
  }

  /** Every REST request so far, in the order answered. */
  get requests(): RequestLogEntry[] {
    return this.#rest.log.map((entry) => ({ ...entry }));
  }

  get sessions(): GatewaySessionInfo[] {
    return this.#gateway.sessions();
  }

  /** Makes the next matching REST request(s) fail: 429 with real rate-limit headers, or any status. */
  /** Forgets every injected failure not yet used. */
  clearFailures(): void {
    this.#rest.clearFailures();
  }

  /** Holds back the answers to requests Discord carried out (RestServer.holdNext). */
  holdNext(method: string, path: RegExp, count = 1): { release(): void; readonly held: number } {
    return this.#rest.holdNext(method, path, count);
  }

  failNext(spec: FailureSpec): void {
    this.#rest.failNext(spec);
  }

  /** Drops gateway connections; the default code 4000 makes discord.js RESUME. Returns how many. */
  disconnect(options: { sessionId?: string; code?: number } = {}): number {
    return this.#gateway.disconnect(options);
  }

  /** Polls until `predicate` returns a truthy value (returned); rejects with context on timeout. */
  waitFor<T>(predicate: () => T | Promise<T>, options: WaitOptions = {}): Promise<Truthy<T>> {
    return pollUntil(predicate, {
      ...options,
      defaultTimeoutMs: this.#defaultTimeoutMs,
      diagnostics: () => this.#diagnostics(),
    });
  }

  /** Waits until `count` gateway sessions are connected and identified (or resumed). */
  waitForSessions(count = 1, options: WaitOptions = {}): Promise<GatewaySessionInfo[]> {
    return this.waitFor(
      () => {
        const live = this.sessions.filter((session) => session.state === 'ready');
        return live.length >= count ? live : undefined;
      },
      { description: `${count} connected gateway session(s)`, ...options },
    );
  }

  async close(): Promise<void> {
    await this.#gateway.close();
    await new Promise<void>((resolve) => {
      this.#http.close(() => resolve());
      // undici keeps idle keep-alive sockets open; without this, close() waits for their timeout.
      this.#http.closeAllConnections();
    });
  }

  #liveMessage(ref: RecordedMessage | string): StoredMessage {
    const id = typeof ref === 'string' ? ref : ref.id;
    const stored = this.#messages.get(id);
    if (!stored) throw new Error(`Unknown message ${id}: only messages the bot sent can be clicked`);
    if (stored.deleted) throw new Error(`Message ${id} was deleted; its components can no longer be used`);
    return stored;
  }

  #emit(
    kind: InteractionKind,
    type: number,
    label: string,
    source: InteractionSource,
    data: Json,
    message: StoredMessage | null,
  ): InteractionHandle {
    const shardFilter = (session: GatewaySessionInfo) =>
      (source.guild ? shardOf(source.guild.id, session.shard[1]) : 0) === session.shard[0];
    // A dropped but resumable session counts: Discord replays the interaction when the bot resumes.
    if (!this.sessions.some((session) => session.state !== 'closed' && shardFilter(session))) {
      throw new Error(
        `Cannot deliver ${label}: no bot session is connected to the fake gateway. ` +
          'Wait for Events.ClientReady (or discord.waitForSessions()) first.',
      );
    }
    const record = this.#interactions.create({ kind, type, label, source, data, message });
    // Every connected bot session gets the interaction, like every process subscribed to the app would.
    this.#gateway.dispatch('INTERACTION_CREATE', record.payload, shardFilter);
    return this.#handle(record);
  }

  #handle(record: InteractionRecord): InteractionHandle {
    return new InteractionHandle(
      record,
      this.#messages,
      (predicate, opts) => this.waitFor(predicate, opts),
      () => this.#interactions.acknowledgement(record),
    );
  }

  #diagnostics(): string {
    const live = this.sessions.filter((session) => session.state === 'ready').length;
    const recent = this.#rest.log
      .slice(-12)
      .map(
        (entry) =>
          `  ${entry.method} ${entry.path}${entry.query} -> ${entry.status}${entry.injected ? ` (${entry.injected})` : ''}`,
      );
    return [
      `Gateway sessions connected: ${live}`,
      'Recent REST requests:',
      ...(recent.length ? recent : ['  (none)']),
    ].join('\n');
  }
}
