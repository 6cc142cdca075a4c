import { randomBytes } from 'node:crypto';
import type { APIMessage } from 'discord.js';
import { HttpError, notFound } from './http.js';
import { basePayload, type InteractionSource } from './interaction-payloads.js';
import { MessageFlag, type MessageStore, type StoredMessage } from './messages.js';
import { userJson } from './payloads.js';
import type { SnowflakeFactory } from './snowflake.js';
import type { CallbackData, InteractionCallback, RecordedFile } from './types.js';
import { validateAutocomplete, validateMessage, validateModal } from './validate.js';
import type { ChannelRecord, World } from './world.js';

type Json = Record<string, unknown>;

export type InteractionKind = 'command' | 'autocomplete' | 'component' | 'modal';
export type MessageEvent = 'create' | 'update' | 'delete';

export interface InteractionRecord {
  id: string;
  token: string;
  kind: InteractionKind;
  /** Human-readable, for error messages: `/bet limits`, `component bet:banker`. */
  label: string;
  type: number;
  payload: Json;
  createdAt: number;
  channel: ChannelRecord;
  guildId: string | null;
  userId: string;
  /** The message a component sits on (or a modal was opened from). */
  sourceMessageId: string | null;
  callbacks: InteractionCallback[];
  /** The `@original` message, once there is one. */
  originalId: string | null;
  /** The original's edit count when a deferred update (type 6) was acknowledged. */
  editsAtAck: number;
  followUpIds: string[];
}

export interface InteractionStoreDeps {
  ids: SnowflakeFactory;
  world: World;
  messages: MessageStore;
  enforceCallbackDeadline: boolean;
  onMessage: (event: MessageEvent, message: StoredMessage) => void;
}

const CALLBACK_DEADLINE_MS = 3000;
const unknownInteraction = () => new HttpError(404, 10062, 'Unknown interaction');
const unknownWebhook = () => notFound('Webhook', 10015);
const invalidCallback = (reason: string) =>
  new HttpError(400, 50035, 'Invalid Form Body', {
    errors: { type: { _errors: [{ code: 'INTERACTION_RESPONSE_TYPE_INVALID', message: reason }] } },
  });

/** Interactions the tests simulated, and everything the bot did to answer them. */
export class InteractionStore {
  readonly #byId = new Map<string, InteractionRecord>();
  readonly #byToken = new Map<string, InteractionRecord>();
  /** Who waits for an interaction's acknowledgement, by interaction id (see `acknowledgement`). */
  readonly #ackWaiters = new Map<string, ((callback: InteractionCallback | undefined) => void)[]>();
  readonly #deps: InteractionStoreDeps;

  constructor(deps: InteractionStoreDeps) {
    this.#deps = deps;
  }

  /** Records a simulated interaction and builds its INTERACTION_CREATE payload. */
  create(input: {
    kind: InteractionKind;
    type: number;
    label: string;
    source: InteractionSource;
    data: Json;
    message: StoredMessage | null;
  }): InteractionRecord {
    const { kind, type, label, source, data, message } = input;
    const id = this.#deps.ids.next();
    // Real tokens are long opaque strings; this one is URL-safe, as it travels in paths.
    const token = `fake-interaction-${randomBytes(36).toString('base64url')}`;
    const record: InteractionRecord = {
      id,
      token,
      kind,
      label,
      type,
      payload: {
        ...basePayload(this.#deps.world, source, { id, token, type }),
        data,
        ...(message ? { message: this.#deps.messages.wire(message) } : {}),
      },
      createdAt: Date.now(),
      channel: source.channel,
      guildId: source.guild?.id ?? null,
      userId: source.user.id,
      sourceMessageId: message?.wire.id ?? null,
      callbacks: [],
      originalId: null,
      editsAtAck: 0,
      followUpIds: [],
    };
    this.#byId.set(record.id, record);
    this.#byToken.set(record.token, record);
    return record;
  }

  get(id: string): InteractionRecord | undefined {
    return this.#byId.get(id);
  }

  /**
   * The callback Discord accepted for this interaction, or undefined once its 3 s deadline has
   * passed without one: from then on Discord (and this fake) refuses any callback with 10062, so
   * the user saw "The application did not respond". Told by the callback itself, not by polling;
   * needs `enforceCallbackDeadline`, without which there is no deadline to pass.
   */
  acknowledgement(record: InteractionRecord): Promise<InteractionCallback | undefined> {
    const accepted = record.callbacks[0];
    if (accepted) return Promise.resolve(accepted);
    if (!this.#deps.enforceCallbackDeadline)
      throw new Error('acknowledgement() needs the fake started with enforceCallbackDeadline: true');
    return new Promise((resolve) => {
      const waiters = this.#ackWaiters.get(record.id);
      if (waiters) {
        waiters.push(resolve);
        return;
      }
      this.#ackWaiters.set(record.id, [resolve]);
      const atDeadline = () => {
        if (record.callbacks.length > 0) return;
        // callback() accepts up to 3,000 ms after creation inclusive: wait until past it.
        const left = record.createdAt + CALLBACK_DEADLINE_MS - Date.now();
        if (left >= 0) setTimeout(atDeadline, left + 1).unref();
        else this.#settleAcknowledgement(record.id, undefined);
      };
      atDeadline();
    });
  }

  #settleAcknowledgement(id: string, callback: InteractionCallback | undefined): void {
    const waiters = this.#ackWaiters.get(id);
    this.#ackWaiters.delete(id);
    for (const resolve of waiters ?? []) resolve(callback);
  }

  /** The data of the latest modal the bot showed with this custom id. */
  shownModal(customId: string): Json | undefined {
    let found: Json | undefined;
    for (const record of this.#byId.values()) {
      for (const callback of record.callbacks) {
        if (callback.type === 9 && callback.data?.custom_id === customId) found = callback.data as Json;
      }
    }
    return found;
  }

  /** `POST /interactions/{id}/{token}/callback`. */
  callback(
    id: string,
    token: string,
    body: Json,
    files: RecordedFile[],
  ): { record: InteractionRecord; message: StoredMessage | null } {
    const record = this.#byId.get(id);
    if (!record || record.token !== token) throw unknownInteraction();
    if (this.#deps.enforceCallbackDeadline && Date.now() - record.createdAt > CALLBACK_DEADLINE_MS) {
      throw unknownInteraction();
    }
    if (record.callbacks.length > 0) {
      throw new HttpError(400, 40060, 'Interaction has already been acknowledged.');
    }
    const type = Number(body.type);
    const data = (typeof body.data === 'object' && body.data !== null ? body.data : undefined) as
      | Json
      | undefined;
    const message = this.#acknowledge(record, type, data ?? {}, files);
    record.callbacks.push({
      type,
      data: data as CallbackData | undefined,
      files,
      receivedAt: Date.now(),
    });
    this.#settleAcknowledgement(record.id, record.callbacks[0]);
    return { record, message };
  }

  #acknowledge(
    record: InteractionRecord,
    type: number,
    data: Json,
    files: RecordedFile[],
  ): StoredMessage | null {
    const { messages } = this.#deps;
    const isAutocomplete = record.kind === 'autocomplete';
    switch (type) {
      case 4:
      case 5: {
        if (isAutocomplete) throw invalidCallback('Autocomplete interactions only accept type 8');
        if (type === 4) validateMessage(data, { creating: true, fileCount: files.length });
        const ephemeral = Number(data.flags ?? 0) & MessageFlag.Ephemeral;
        const body = type === 4 ? data : {};
        const created = this.#createReply(
          record,
          body,
          type === 4 ? files : [],
          ephemeral | (type === 5 ? MessageFlag.Loading : 0),
        );
        record.originalId = created.wire.id;
        return created;
      }
      case 6:
      case 7: {
        const source = record.sourceMessageId ? messages.get(record.sourceMessageId) : undefined;
        if (!source) {
          throw invalidCallback(`Callback type ${type} needs a component interaction on a message`);
        }
        if (source.deleted) throw notFound('Message', 10008);
        const editsBefore = source.editCount;
        if (type === 7) this.#edit(source, data, files);
        record.originalId = source.wire.id;
        record.editsAtAck = editsBefore;
        return source;
      }
      case 8:
        if (!isAutocomplete) throw invalidCallback('Type 8 answers autocomplete interactions only');
        validateAutocomplete(data);
        return null;
      case 9:
        if (isAutocomplete || record.kind === 'modal') {
          throw invalidCallback('A modal cannot answer this interaction');
        }
        validateModal(data);
        return null;
      case 12:
        return null;
      default:
        throw invalidCallback(`Unknown interaction callback type ${type}`);
    }
  }

  /** Answers to `with_response=true`: the interaction callback response object. */
  callbackResponse(record: InteractionRecord, message: StoredMessage | null): Json {
    const type = record.callbacks[0]?.type;
    return {
      interaction: {
        id: record.id,
        type: record.type,
        response_message_id: message?.wire.id,
        response_message_loading: message ? this.#deps.messages.isLoading(message) : undefined,
        response_message_ephemeral: message
          ? ((message.wire.flags ?? 0) & MessageFlag.Ephemeral) !== 0
          : undefined,
      },
      resource: { type, ...(message ? { message: this.#deps.messages.wire(message) } : {}) },
    };
  }

  /** The message behind `/webhooks/{app}/{token}/messages/{id}`: `@original` or one of the follow-ups. */
  webhookMessage(token: string, messageId: string): StoredMessage {
    const record = this.#acknowledged(token);
    const id = messageId === '@original' ? record.originalId : messageId;
    if (id === null || (id !== record.originalId && !record.followUpIds.includes(id))) {
      throw notFound('Message', 10008);
    }
    return this.#deps.messages.require(id);
  }

  editWebhookMessage(token: string, messageId: string, body: Json, files: RecordedFile[]): StoredMessage {
    const message = this.webhookMessage(token, messageId);
    this.#edit(message, body, files);
    return message;
  }

  deleteWebhookMessage(token: string, messageId: string): void {
    const message = this.webhookMessage(token, messageId);
    this.#deps.messages.delete(message);
    this.#deps.onMessage('delete', message);
  }

  /**
   * `POST /webhooks/{app}/{token}`. As on Discord, the first follow-up after a deferred reply (type 5)
   * fills the "thinking…" message instead of creating another one.
   */
  followUp(token: string, body: Json, files: RecordedFile[]): StoredMessage {
    const record = this.#acknowledged(token);
    const original = record.originalId ? this.#deps.messages.get(record.originalId) : undefined;
    validateMessage(body, { creating: true, fileCount: files.length });
    if (
      original &&
      !original.deleted &&
      record.callbacks[0]?.type === 5 &&
      this.#deps.messages.isLoading(original)
    ) {
      this.#edit(original, body, files);
      return original;
    }
    const message = this.#createReply(
      record,
      body,
      files,
      Number(body.flags ?? 0) & MessageFlag.Ephemeral,
      'follow-up',
    );
    record.followUpIds.push(message.wire.id);
    return message;
  }

  #acknowledged(token: string): InteractionRecord {
    const record = this.#byToken.get(token);
    if (!record || record.callbacks.length === 0) throw unknownWebhook();
    return record;
  }

  #createReply(
    record: InteractionRecord,
    body: Json,
    files: RecordedFile[],
    forcedFlags: number,
    origin: 'interaction-response' | 'follow-up' = 'interaction-response',
  ): StoredMessage {
    const { world, messages } = this.#deps;
    const user = world.user(record.userId);
    const message = messages.create(record.channel, body, files, {
      origin,
      interactionId: record.id,
      type: record.kind === 'command' ? 20 : 0,
      forcedFlags,
      webhookId: world.bot.id,
      interactionMetadata: {
        id: record.id,
        type: record.type,
        user: userJson(user ?? world.bot),
        authorizing_integration_owners: record.payload.authorizing_integration_owners as Record<
          string,
          string
        >,
        ...(origin === 'follow-up' && record.originalId
          ? { original_response_message_id: record.originalId }
          : {}),
        ...(record.sourceMessageId ? { interacted_message_id: record.sourceMessageId } : {}),
      } as APIMessage['interaction_metadata'],
    });
    this.#deps.onMessage('create', message);
    return message;
  }

  #edit(message: StoredMessage, body: Json, files: RecordedFile[]): void {
    this.#deps.messages.editChecked(message, body, files);
    this.#deps.onMessage('update', message);
  }
}
