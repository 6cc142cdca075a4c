import type { APIInteraction } from 'discord.js';
import type { InteractionRecord } from './interactions.js';
import type { MessageStore } from './messages.js';
import type { InteractionCallback, RecordedMessage, WaitOptions } from './types.js';
import { type Truthy, WaitAborted } from './wait.js';

type Waiter = <T>(predicate: () => T, options: WaitOptions) => Promise<Truthy<T>>;
type Acknowledgement = () => Promise<InteractionCallback | undefined>;

const CALLBACK_NAMES: Record<number, string> = {
  4: 'reply',
  5: 'deferred reply',
  6: 'deferred update',
  7: 'update',
  8: 'autocomplete result',
  9: 'modal',
  12: 'activity launch',
};

// structuredClone would turn the Buffers into plain Uint8Arrays.
function copyCallback(callback: InteractionCallback): InteractionCallback {
  return {
    ...callback,
    data: structuredClone(callback.data),
    files: callback.files.map((file) => ({ ...file, bytes: Buffer.from(file.bytes) })),
  };
}

/** What a test holds after simulating an interaction: the payload sent and everything the bot answered. */
export class InteractionHandle {
  readonly id: string;
  readonly token: string;
  /** The INTERACTION_CREATE payload as dispatched. */
  readonly payload: APIInteraction;
  readonly channelId: string;
  readonly guildId: string | null;
  readonly #record: InteractionRecord;
  readonly #messages: MessageStore;
  readonly #wait: Waiter;
  readonly #acknowledgement: Acknowledgement;

  constructor(
    record: InteractionRecord,
    messages: MessageStore,
    wait: Waiter,
    acknowledgement: Acknowledgement,
  ) {
    this.id = record.id;
    this.token = record.token;
    this.payload = structuredClone(record.payload) as unknown as APIInteraction;
    this.channelId = record.channel.id;
    this.guildId = record.guildId;
    this.#record = record;
    this.#messages = messages;
    this.#wait = wait;
    this.#acknowledgement = acknowledgement;
  }

  /** When the fake created the interaction (ms since the epoch): Discord's 3 s count from here. */
  get createdAt(): number {
    return this.#record.createdAt;
  }

  get acknowledged(): boolean {
    return this.#record.callbacks.length > 0;
  }

  /** Accepted callbacks (Discord accepts one; later attempts got 40060 and are in `requests`). */
  get callbacks(): InteractionCallback[] {
    return this.#record.callbacks.map(copyCallback);
  }

  /** The `@original` message in its current state, once there is one. */
  get original(): RecordedMessage | undefined {
    const stored = this.#record.originalId ? this.#messages.get(this.#record.originalId) : undefined;
    return stored ? this.#messages.snapshot(stored) : undefined;
  }

  get followUps(): RecordedMessage[] {
    return this.#record.followUpIds.flatMap((id) => {
      const stored = this.#messages.get(id);
      return stored ? [this.#messages.snapshot(stored)] : [];
    });
  }

  /**
   * The accepted callback, or undefined once Discord's 3 s deadline passed without one (a late
   * answer is refused with 10062, as Discord refuses it). Needs `enforceCallbackDeadline`.
   */
  async acknowledgement(): Promise<InteractionCallback | undefined> {
    const callback = await this.#acknowledgement();
    return callback && copyCallback(callback);
  }

  /** Resolves with the interaction callback (`{type, data, files}`) once the bot acknowledged. */
  response(options: WaitOptions = {}): Promise<InteractionCallback> {
    return this.#wait(() => this.#record.callbacks[0] && copyCallback(this.#record.callbacks[0]), {
      description: `a callback to ${this.#describe()}`,
      ...options,
    });
  }

  /**
   * Resolves with the reply the user finally sees: the message of a reply (4) or update (7), or for a
   * deferral (5, 6) the message once the bot edited `@original` (or sent the first follow-up).
   * Rejects at once for callbacks that show no message (modal, autocomplete).
   */
  reply(options: WaitOptions = {}): Promise<RecordedMessage> {
    return this.#wait(() => this.#visibleReply(), {
      description: `the visible reply to ${this.#describe()}`,
      ...options,
    });
  }

  #visibleReply(): RecordedMessage | undefined {
    const record = this.#record;
    const callback = record.callbacks[0];
    if (!callback) return undefined;
    const stored = record.originalId ? this.#messages.get(record.originalId) : undefined;
    switch (callback.type) {
      case 4:
      case 7:
        return stored && this.#messages.snapshot(stored);
      case 5:
        return stored && !this.#messages.isLoading(stored) ? this.#messages.snapshot(stored) : undefined;
      case 6:
        return stored && stored.editCount > record.editsAtAck ? this.#messages.snapshot(stored) : undefined;
      default:
        throw new WaitAborted(
          `${this.#describe()} was answered with a ${CALLBACK_NAMES[callback.type] ?? `type ${callback.type}`} callback, which shows no message`,
        );
    }
  }

  #describe(): string {
    return `interaction ${this.id} (${this.#record.label})`;
  }
}
