import type { APIAttachment, APIEmbed, APIMessage, APIMessageInteractionMetadata } from 'discord.js';
import { HttpError, notFound } from './http.js';
import { userJson } from './payloads.js';
import type { SnowflakeFactory } from './snowflake.js';
import type { MessageOrigin, RecordedFile, RecordedMessage } from './types.js';
import { validateMessage } from './validate.js';
import type { ChannelRecord, World } from './world.js';

type Json = Record<string, unknown>;

export const MessageFlag = {
  SuppressEmbeds: 1 << 2,
  Ephemeral: 1 << 6,
  Loading: 1 << 7,
  SuppressNotifications: 1 << 12,
  IsComponentsV2: 1 << 15,
} as const;

// Flags a bot may set itself; the rest are Discord's to decide.
const SETTABLE_FLAGS =
  MessageFlag.SuppressEmbeds | MessageFlag.SuppressNotifications | MessageFlag.IsComponentsV2;

export interface StoredMessage {
  wire: APIMessage & { guild_id?: string };
  origin: MessageOrigin;
  interactionId: string | null;
  deleted: boolean;
  editCount: number;
  /** Bytes by attachment id. */
  bytes: Map<string, RecordedFile>;
  history: APIMessage[];
}

export interface CreateMeta {
  origin: MessageOrigin;
  interactionId?: string | null;
  /** Discord message type: 0 default, 19 reply, 20 chat-input command response. */
  type?: number;
  /** Flags Discord sets regardless of the body (ephemeral, loading). */
  forcedFlags?: number;
  interactionMetadata?: APIMessageInteractionMetadata;
  /** Interaction responses and follow-ups come from the application's webhook. */
  webhookId?: string;
}

/** Every message the bot produced, with current state, edit history and attachment bytes. */
export class MessageStore {
  readonly #byId = new Map<string, StoredMessage>();
  // A channel's messages in the order they were created: listing a channel and the enforce_nonce
  // check then cost that channel's messages, not every message of a run with hundreds of guilds.
  readonly #byChannel = new Map<string, StoredMessage[]>();
  readonly #ids: SnowflakeFactory;
  readonly #world: World;
  readonly #baseUrl: () => string;

  constructor(ids: SnowflakeFactory, world: World, baseUrl: () => string) {
    this.#ids = ids;
    this.#world = world;
    this.#baseUrl = baseUrl;
  }

  get(id: string): StoredMessage | undefined {
    return this.#byId.get(id);
  }

  /** A live (not deleted) message, or Discord's 404 Unknown Message. */
  require(id: string, channelId?: string): StoredMessage {
    const stored = this.#byId.get(id);
    if (!stored || stored.deleted || (channelId !== undefined && stored.wire.channel_id !== channelId)) {
      throw notFound('Message', 10008);
    }
    return stored;
  }

  inChannel(channelId: string): StoredMessage[] {
    return [...(this.#byChannel.get(channelId) ?? [])];
  }

  attachment(attachmentId: string): RecordedFile | undefined {
    for (const stored of this.#byId.values()) {
      const file = stored.bytes.get(attachmentId);
      if (file) return file;
    }
    return undefined;
  }

  create(channel: ChannelRecord, body: Json, files: RecordedFile[], meta: CreateMeta): StoredMessage {
    const id = this.#ids.next();
    const bytes = new Map<string, RecordedFile>();
    const attachments = this.#attachments(channel.id, body, files, [], bytes);
    const reference = body.message_reference as { message_id?: string } | undefined;
    const referenced = reference?.message_id ? this.#byId.get(reference.message_id) : undefined;
    const wire: StoredMessage['wire'] = {
      id,
      type: meta.type ?? (referenced ? 19 : 0),
      channel_id: channel.id,
      ...(channel.guildId ? { guild_id: channel.guildId } : {}),
      author: userJson(this.#world.bot),
      content: typeof body.content === 'string' ? body.content : '',
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: body.tts === true,
      ...(typeof body.nonce === 'string' || typeof body.nonce === 'number' ? { nonce: body.nonce } : {}),
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments,
      embeds: normaliseEmbeds(body.embeds),
      components: Array.isArray(body.components) ? structuredClone(body.components) : [],
      pinned: false,
      flags: (Number(body.flags ?? 0) & SETTABLE_FLAGS) | (meta.forcedFlags ?? 0),
      application_id: this.#world.bot.id,
      ...(meta.webhookId ? { webhook_id: meta.webhookId } : {}),
      ...(meta.interactionMetadata ? { interaction_metadata: meta.interactionMetadata } : {}),
      ...(referenced
        ? {
            message_reference: {
              type: 0,
              message_id: referenced.wire.id,
              channel_id: referenced.wire.channel_id,
            },
            referenced_message: structuredClone(referenced.wire),
          }
        : {}),
      ...(body.poll ? { poll: structuredClone(body.poll) as APIMessage['poll'] } : {}),
    };
    const stored: StoredMessage = {
      wire,
      origin: meta.origin,
      interactionId: meta.interactionId ?? null,
      deleted: false,
      editCount: 0,
      bytes,
      history: [],
    };
    this.#byId.set(id, stored);
    const inChannel = this.#byChannel.get(channel.id);
    if (inChannel) inChannel.push(stored);
    else this.#byChannel.set(channel.id, [stored]);
    return stored;
  }

  /** Applies a PATCH: only the fields present change, as on Discord. Finishes a deferred (loading) reply. */
  edit(stored: StoredMessage, body: Json, files: RecordedFile[]): void {
    const previous = structuredClone(stored.wire);
    const wire = stored.wire;
    if ('content' in body) wire.content = typeof body.content === 'string' ? body.content : '';
    if ('embeds' in body) wire.embeds = normaliseEmbeds(body.embeds);
    if ('components' in body) {
      wire.components = Array.isArray(body.components) ? structuredClone(body.components) : [];
    }
    const kept = (wire.flags ?? 0) & ~SETTABLE_FLAGS & ~MessageFlag.Loading;
    const settable =
      'flags' in body ? Number(body.flags ?? 0) & SETTABLE_FLAGS : (wire.flags ?? 0) & SETTABLE_FLAGS;
    wire.flags = kept | settable;
    if ('attachments' in body || files.length > 0) {
      wire.attachments = this.#attachments(wire.channel_id, body, files, wire.attachments, stored.bytes);
    }
    wire.edited_timestamp = new Date().toISOString();
    stored.history.push(previous);
    stored.editCount += 1;
  }

  /** An edit with Discord's checks: limits, and no edit may leave a message empty. */
  editChecked(stored: StoredMessage, body: Json, files: RecordedFile[]): void {
    validateMessage(body, { creating: false, fileCount: files.length });
    const wire = stored.wire;
    const after = (key: string, current: unknown): unknown => (key in body ? body[key] : current);
    const content = after('content', wire.content);
    const attachmentCount =
      ('attachments' in body && Array.isArray(body.attachments)
        ? body.attachments.length
        : wire.attachments.length) + files.length;
    const empty =
      (typeof content !== 'string' || content.trim() === '') &&
      lengthOf(after('embeds', wire.embeds)) === 0 &&
      lengthOf(after('components', wire.components)) === 0 &&
      attachmentCount === 0 &&
      wire.poll === undefined;
    if (empty) throw new HttpError(400, 50006, 'Cannot send an empty message');
    this.edit(stored, body, files);
  }

  delete(stored: StoredMessage): void {
    stored.deleted = true;
  }

  isLoading(stored: StoredMessage): boolean {
    return ((stored.wire.flags ?? 0) & MessageFlag.Loading) !== 0;
  }

  /** The wire JSON Discord would return (no fake-server bookkeeping). */
  wire(stored: StoredMessage): APIMessage {
    return structuredClone(stored.wire);
  }

  snapshot(stored: StoredMessage): RecordedMessage {
    return {
      ...structuredClone(stored.wire),
      origin: stored.origin,
      interactionId: stored.interactionId,
      deleted: stored.deleted,
      editCount: stored.editCount,
      files: stored.wire.attachments.flatMap((attachment) => {
        const file = stored.bytes.get(attachment.id);
        return file ? [{ ...file, bytes: Buffer.from(file.bytes) }] : [];
      }),
      history: structuredClone(stored.history),
    };
  }

  /**
   * Resolves the `attachments` array: entries naming an existing attachment id keep it; others refer to
   * an upload by its index (`files[n]`). Uploads the body does not mention are attached too.
   */
  #attachments(
    channelId: string,
    body: Json,
    files: RecordedFile[],
    existing: APIAttachment[],
    bytes: Map<string, RecordedFile>,
  ): APIAttachment[] {
    const listed = Array.isArray(body.attachments) ? (body.attachments as Json[]) : null;
    const uploads = new Map(files.map((file) => [uploadIndex(file.field), file]));
    const result: APIAttachment[] = listed === null ? [...existing] : [];
    const used = new Set<string>();
    for (const entry of listed ?? []) {
      const ref = String(entry.id);
      const kept = existing.find((attachment) => attachment.id === ref);
      if (kept) {
        result.push(kept);
        continue;
      }
      const file = uploads.get(ref);
      if (!file) continue;
      used.add(ref);
      result.push(this.#upload(channelId, file, entry, bytes));
    }
    for (const [index, file] of uploads) {
      if (!used.has(index)) result.push(this.#upload(channelId, file, {}, bytes));
    }
    for (const id of bytes.keys()) {
      if (!result.some((attachment) => attachment.id === id)) bytes.delete(id);
    }
    return result;
  }

  #upload(
    channelId: string,
    file: RecordedFile,
    entry: Json,
    bytes: Map<string, RecordedFile>,
  ): APIAttachment {
    const id = this.#ids.next();
    const filename = typeof entry.filename === 'string' ? entry.filename : file.name;
    bytes.set(id, file);
    // Served by the fake server itself, so a bot that downloads its own attachment gets the bytes.
    const url = `${this.#baseUrl()}/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`;
    return {
      id,
      filename,
      size: file.bytes.length,
      url,
      proxy_url: url,
      content_type: file.contentType,
      ...(typeof entry.description === 'string' ? { description: entry.description } : {}),
    };
  }
}

function lengthOf(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

function uploadIndex(field: string): string {
  return /^files\[(\d+)\]$/.exec(field)?.[1] ?? field;
}

function normaliseEmbeds(value: unknown): APIEmbed[] {
  if (!Array.isArray(value)) return [];
  // Discord stamps every embed a bot sends as a rich embed.
  return value.map((embed: APIEmbed) => ({ type: 'rich', ...structuredClone(embed) }) as APIEmbed);
}
