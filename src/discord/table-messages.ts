/**
 * The channel side of a table: one open table message per channel, kept current by COALESCED
 * updates. Each channel has at most one piece of message work in flight; a later request replaces
 * the pending one (the job always renders the table as it is now, so the latest state wins), and
 * writes are counted so a channel stays under Discord's ~5 writes / 5 s. A failed write is retried
 * later with backoff. None of this can block the table or settle anything twice: the ledger is
 * committed before any message work is asked for, and callers never wait for it.
 *
 * A superseded table message is deleted, never left behind: its bets may be an edit the
 * coalescer dropped, so only the round's result stays in the channel as the round's record. The
 * id being retired is remembered before the delete, so a crash between posting the new table and
 * deleting the old one still deletes it at the next start.
 */
import type { BaseMessageOptions, MessageCreateOptions } from 'discord.js';
import type { Logger } from '../log.js';
import type { ChannelMemory } from './channel-memory.js';
import { Coalescer, type CoalescerOptions, realScheduler, type Scheduler } from './coalescer.js';

export { Coalescer, type CoalescerOptions, type Job, realScheduler, type Scheduler } from './coalescer.js';

/** The writes a table message needs; `main` binds them to discord.js, tests to fakes. */
export interface ChannelWriter {
  /** Posts a message and returns its id. */
  send(channelId: string, message: MessageCreateOptions): Promise<string>;
  edit(channelId: string, messageId: string, message: BaseMessageOptions): Promise<void>;
  /** Deletes a message; a message already gone is not an error (the writer resolves). */
  delete(channelId: string, messageId: string): Promise<void>;
}

/** Renders a channel's table message as it is now, or undefined when there is no table. */
export type TableRenderer = (guildId: string, channelId: string) => Promise<BaseMessageOptions | undefined>;

/** A message to post, and what to do once Discord has it. */
interface Announcement {
  readonly message: MessageCreateOptions;
  readonly onPosted: (() => void) | undefined;
}

interface ChannelState {
  guildId: string;
  messageId: string | undefined;
  /** Post a fresh table message (a new round began); the old one is deleted. */
  repost: boolean;
  /** Messages to post, in order, before the table message (round results, shoe notices). */
  readonly outbox: Announcement[];
  /** A superseded table message still to delete. */
  retired: string | undefined;
  /** Whether the message id remembered by an earlier process has been looked up. */
  restored: boolean;
}

export interface TableMessagesOptions extends CoalescerOptions {
  /** Remembers each channel's table message across restarts; without it, nothing is remembered. */
  readonly memory?: ChannelMemory;
}

/** Discord error codes after which retrying a channel is pointless. */
const CHANNEL_GONE = new Set([10003, 50001, 50013]);
const UNKNOWN_MESSAGE = 10008;
const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

export class TableMessages {
  private readonly channels = new Map<string, ChannelState>();
  private readonly coalescer: Coalescer;
  private readonly memory: ChannelMemory | undefined;

  constructor(
    private readonly writer: ChannelWriter,
    private readonly render: TableRenderer,
    private readonly log: Logger,
    scheduler: Scheduler = realScheduler,
    { memory, ...options }: TableMessagesOptions = {},
  ) {
    this.memory = memory;
    this.coalescer = new Coalescer(scheduler, {
      ...options,
      onError: (channelId, error, attempt) =>
        log.warn('table message write failed', { channelId, attempt, error }),
    });
  }

  /** Brings the channel's table message up to date (coalesced). */
  refresh(guildId: string, channelId: string): void {
    this.state(guildId, channelId);
    this.request(channelId);
  }

  /** Posts a fresh table message for the channel (a new round, or `/table show`). */
  repost(guildId: string, channelId: string): void {
    this.state(guildId, channelId).repost = true;
    this.request(channelId);
  }

  /**
   * Posts `message` in the channel, in order with other announcements, before the table message;
   * `onPosted` runs once Discord has it (a round's result then leaves the store's outbox).
   */
  announce(guildId: string, channelId: string, message: MessageCreateOptions, onPosted?: () => void): void {
    this.state(guildId, channelId).outbox.push({ message, onPosted });
    this.request(channelId);
  }

  /** Takes a clicked message as the channel's table message when none is known (after a restart). */
  adopt(guildId: string, channelId: string, messageId: string): void {
    const state = this.state(guildId, channelId);
    if (state.messageId === undefined) state.messageId = messageId;
  }

  messageIdOf(channelId: string): string | undefined {
    return this.channels.get(channelId)?.messageId;
  }

  flush(): Promise<void> {
    return this.coalescer.flush();
  }

  close(): void {
    this.coalescer.close();
  }

  get idle(): boolean {
    return this.coalescer.idle;
  }

  private state(guildId: string, channelId: string): ChannelState {
    let state = this.channels.get(channelId);
    if (!state) {
      state = {
        guildId,
        messageId: undefined,
        repost: false,
        outbox: [],
        retired: undefined,
        restored: false,
      };
      this.channels.set(channelId, state);
    }
    return state;
  }

  private request(channelId: string): void {
    this.coalescer.request(channelId, (slot) => this.sync(channelId, slot));
  }

  /** One pass: post what waits in the outbox, then post or edit the table message. Idempotent. */
  private async sync(channelId: string, slot: () => Promise<void>): Promise<void> {
    const state = this.channels.get(channelId);
    if (!state) return;
    try {
      if (!state.restored) {
        // After a restart: the table message an earlier process posted is still this channel's.
        const stored = this.memory && (await this.memory.load(state.guildId, channelId));
        state.restored = true;
        if (state.messageId === undefined) state.messageId = stored?.messageId;
        // A table an earlier process had superseded but not yet deleted when it stopped.
        state.retired ??= stored?.retired ?? undefined;
      }
      while (state.outbox.length > 0) {
        await slot();
        const { message, onPosted } = state.outbox[0]!;
        await this.writer.send(channelId, message);
        state.outbox.shift();
        onPosted?.();
      }
      await this.syncTable(state, channelId, slot);
      if (state.retired !== undefined) await this.retire(state, channelId, state.retired, slot);
    } catch (error) {
      if (!CHANNEL_GONE.has(codeOf(error) as number)) throw error;
      this.log.warn('table channel unreachable; dropping its messages', { channelId, code: codeOf(error) });
      this.channels.delete(channelId);
    }
  }

  /** Edits the table message, or posts a fresh one and marks the old one for deletion. */
  private async syncTable(state: ChannelState, channelId: string, slot: () => Promise<void>): Promise<void> {
    // The write's turn first, then the table as it is at that moment: a channel that waits for
    // the bot's budget (many new tables at once) is drawn once, when it can be shown, and shows
    // what is current then.
    await slot();
    const message = await this.render(state.guildId, channelId);
    if (!message) return;
    if (state.messageId !== undefined && !state.repost) {
      try {
        await this.writer.edit(channelId, state.messageId, message);
        return;
      } catch (error) {
        if (codeOf(error) !== UNKNOWN_MESSAGE) throw error;
        state.messageId = undefined;
      }
      // The message is gone: a fresh one is posted, a second write.
      await slot();
    }
    const old = state.messageId;
    state.messageId = await this.writer.send(channelId, message);
    state.repost = false;
    // Should two rounds pass before a delete succeeds, the older table is deleted first.
    if (old !== undefined && state.retired !== undefined)
      await this.retire(state, channelId, state.retired, slot);
    if (old !== undefined) state.retired = old;
    this.memory?.remember(state.guildId, channelId, {
      messageId: state.messageId,
      ...(old !== undefined ? { retired: old } : {}),
    });
  }

  /**
   * Deletes a superseded table message, then forgets it. A failed delete stays marked and is
   * tried again with the channel's next pass; a message already gone counts as deleted.
   */
  private async retire(
    state: ChannelState,
    channelId: string,
    messageId: string,
    slot: () => Promise<void>,
  ): Promise<void> {
    if (messageId !== state.messageId) {
      await slot();
      try {
        await this.writer.delete(channelId, messageId);
      } catch (error) {
        if (codeOf(error) !== UNKNOWN_MESSAGE) throw error;
      }
    }
    state.retired = undefined;
    this.memory?.remember(state.guildId, channelId, { retired: null });
  }
}
