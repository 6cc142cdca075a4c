import type {
  APIApplicationCommand,
  APIApplicationCommandOptionChoice,
  APIInteractionResponseCallbackData,
  APIMessage,
  ApplicationCommandOptionType,
  InteractionResponseType,
} from 'discord.js';

/** A permission set as a bigint or as Discord's decimal string. */
export type PermissionsInput = bigint | string;

export interface FakeDiscordOptions {
  /** The only token accepted: any other gets 401 on REST and close code 4004 on the gateway. */
  token: string;
  /** Also the bot user's id, as for every real bot. Generated when omitted. */
  applicationId?: string;
  /** The bot user's name (default `Sabot`). */
  botUsername?: string;
  guilds?: GuildSeed[];
  /**
   * Reject interaction callbacks later than 3 s after the interaction was created, as Discord does
   * (404, code 10062). Off by default: slow CI machines must not make tests flaky.
   */
  enforceCallbackDeadline?: boolean;
  /** Heartbeat interval announced in HELLO (default 41,250 ms, Discord's usual value). */
  heartbeatIntervalMs?: number;
  /**
   * Opt-in imitation of Discord's per-channel message rate limit (about 5 per 5 s): sends, edits and
   * deletes beyond `limit` within `windowMs` get a 429 with real rate-limit headers. Off by default.
   */
  channelRateLimit?: { limit: number; windowMs: number };
  /** Default wait for `waitFor`, `response()` and `reply()` (default 10,000 ms). */
  defaultTimeoutMs?: number;
  /** The shard count `GET /gateway/bot` recommends (default 1, as for any small bot). */
  recommendedShards?: number;
  /** `session_start_limit.max_concurrency` of `GET /gateway/bot`: shards that may identify at once (default 1). */
  maxConcurrency?: number;
  /**
   * The most guilds one shard may hold: an IDENTIFY for a shard that would hold more is closed with
   * 4011 (sharding required), as Discord does past 2,500. Default: no limit.
   */
  maxGuildsPerShard?: number;
}

export interface GuildSeed {
  id?: string;
  /** Mint the guild's id so that its events go to this shard out of `count` (ignored with `id`). */
  shard?: { id: number; count: number };
  name: string;
  /** The guild's preferred locale, sent as `guild_locale` (default `en-US`). */
  locale?: string;
  /** Guild owner; discord.js grants the owner every permission. Default: a user who is not a member. */
  ownerId?: string;
  /** Roles besides `@everyone`. Roles named in `members[].roles` that are not listed here are created. */
  roles?: RoleSeed[];
  /** Permissions of `@everyone` (default: the usual permissions of a new server's members). */
  everyonePermissions?: PermissionsInput;
  /** The bot's permissions here, sent as `app_permissions` (default: those of `@everyone`). */
  botPermissions?: PermissionsInput;
  channels: ChannelSeed[];
  members: MemberSeed[];
}

export interface RoleSeed {
  id?: string;
  name: string;
  permissions?: PermissionsInput;
}

export interface ChannelSeed {
  id?: string;
  name: string;
  /** Channel type (default 0, a text channel). */
  type?: number;
  topic?: string;
}

export interface MemberSeed {
  id?: string;
  username: string;
  globalName?: string;
  nick?: string;
  /** The member's permissions as sent in interactions; default: computed from their roles. */
  permissions?: PermissionsInput;
  /** Role names or ids. */
  roles?: string[];
  bot?: boolean;
}

export interface RoleInfo {
  readonly id: string;
  readonly name: string;
  readonly permissions: bigint;
}

export interface ChannelInfo {
  readonly id: string;
  readonly name: string;
  readonly type: number;
  readonly guildId: string | null;
}

export interface MemberInfo {
  readonly id: string;
  readonly username: string;
  readonly roles: readonly string[];
  /** Effective permissions in the guild, as sent in `member.permissions`. */
  readonly permissions: bigint;
}

/** Bytes of one uploaded file, as the bot sent them in a multipart body. */
export interface RecordedFile {
  /** Multipart field, e.g. `files[0]`. */
  field: string;
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** Where a recorded message came from. */
export type MessageOrigin = 'channel' | 'interaction-response' | 'follow-up';

/**
 * A message the bot produced, in its current state: the wire JSON Discord would return, plus what the
 * fake server knows about it. It is a snapshot: read the store again to see later edits.
 */
export interface RecordedMessage extends APIMessage {
  guild_id?: string;
  origin: MessageOrigin;
  /** The interaction whose response or follow-up this is. */
  interactionId: string | null;
  deleted: boolean;
  editCount: number;
  /** Bytes of the current attachments, in the order of `attachments`. */
  files: RecordedFile[];
  /** Earlier states, oldest first (one per edit). */
  history: APIMessage[];
}

/** Callback data as the bot sent it; modal and autocomplete fields are listed for convenience. */
export type CallbackData = APIInteractionResponseCallbackData & {
  custom_id?: string;
  title?: string;
  choices?: APIApplicationCommandOptionChoice[];
};

/** One accepted interaction callback (`POST /interactions/{id}/{token}/callback`). */
export interface InteractionCallback {
  type: InteractionResponseType;
  data: CallbackData | undefined;
  files: RecordedFile[];
  receivedAt: number;
}

export interface RequestLogEntry {
  method: string;
  /** Decoded path below `/api/v10`, e.g. `/webhooks/1/tok/messages/@original`. */
  path: string;
  query: string;
  status: number;
  /** Arrival time, ms since the Unix epoch. */
  time: number;
  durationMs: number;
  /** Parsed JSON body (or multipart `payload_json`), if any. */
  body?: unknown;
  fileCount?: number;
  /** Set when the answer was an injected failure, the opt-in channel rate limit, or held back. */
  injected?: 'failure' | 'rate-limit' | 'held';
  /** No route matched: the fake server (or the bot) is missing something. */
  unknownRoute?: boolean;
}

export interface CommandRegistry {
  global: APIApplicationCommand[];
  guild: Map<string, APIApplicationCommand[]>;
  /** Number of bulk-overwrite PUT calls, global and guild. */
  putCount: number;
}

export interface FailureSpec {
  /** HTTP method to match (any when omitted). */
  method?: string;
  /** Matched against the decoded path below `/api/v10`; a string must equal it. Any when omitted. */
  path?: RegExp | string;
  /** 429 answers carry rate-limit headers and body; other statuses carry `{message, code}`. */
  status: number;
  /** Seconds, for 429 (default 0.05). */
  retryAfter?: number;
  /** For 429: mark the limit as global. */
  global?: boolean;
  /** JSON error code for non-429 failures (default 0). */
  code?: number;
  message?: string;
  /** How many matching requests fail (default 1). */
  count?: number;
}

export interface WaitOptions {
  timeoutMs?: number;
  /** Poll interval (default 10 ms). */
  intervalMs?: number;
  /** Describes what is awaited, for the timeout error. */
  description?: string;
}

/** An option of a simulated slash command. `type` is looked up in the registered commands when omitted. */
export interface CommandOptionInput {
  name: string;
  type?: ApplicationCommandOptionType;
  value: string | number | boolean;
  focused?: boolean;
}

interface InteractionOrigin {
  /** Default: the first guild. */
  guildId?: string;
  /** Default: the guild's first channel. */
  channelId?: string;
  /** Default: the guild's first member. */
  userId?: string;
  /** The user's client locale (default `en-US`). */
  locale?: string;
  /** Overrides the member's permissions for this interaction. */
  permissions?: PermissionsInput;
  /** Send the interaction from a DM with the bot instead of a guild channel. */
  dm?: boolean;
}

export interface SlashOptions extends InteractionOrigin {
  name: string;
  subcommand?: string;
  subcommandGroup?: string;
  options?: CommandOptionInput[];
  /** Default: the id of the registered command with this name, else a fresh snowflake. */
  commandId?: string;
}

export interface ClickOptions extends Omit<InteractionOrigin, 'guildId' | 'channelId' | 'dm'> {
  /** The message carrying the component: a recorded message or its id. Its current state is sent. */
  message: RecordedMessage | string;
  customId: string;
  /** For select menus: the selected values (user/role/channel ids for those menus). */
  values?: string[];
  /** Default: the type of the component with this custom id in the message. */
  componentType?: number;
}

export interface ModalSubmitOptions extends InteractionOrigin {
  customId: string;
  /** Text input custom id → value; select menu custom id → selected values. */
  fields: Record<string, string | string[]>;
  /** Set when the modal was opened from a component on this message. */
  message?: RecordedMessage | string;
}
