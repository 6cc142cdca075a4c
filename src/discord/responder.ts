/**
 * Answers one interaction within Discord's 3 seconds: replies directly when the handler is quick,
 * defers on its own two seconds after the interaction was created so the token stays valid, and
 * picks reply, editReply or followUp from what was already sent. When two processes receive the
 * interaction (a hand-over, docs/scaling.md), Discord takes the first response of either: the
 * responder learns it lost that race from the 40060 Discord answers, and then either answers
 * through the other's acknowledgement or says nothing, as the router decides.
 */
import {
  type APIModalInteractionResponseCallbackData,
  type ChatInputCommandInteraction,
  DiscordAPIError,
  type MessageComponentInteraction,
  MessageFlags,
  MessagePayload,
  type MessageTarget,
  type ModalSubmitInteraction,
  RESTJSONErrorCodes,
} from 'discord.js';
import { NO_PINGS } from './client.js';
import type { Reply } from './vocabulary.js';

export type Answerable = ChatInputCommandInteraction | MessageComponentInteraction | ModalSubmitInteraction;

/**
 * Discord's 40060: another process answered this interaction first. Two processes receive one
 * shard's events while a restarted shard overlaps its predecessor (a rolling restart); the first
 * answer wins, and the other process must neither apologise to the player nor post anything more.
 */
export const answeredElsewhere = (error: unknown): boolean =>
  error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged;

/**
 * The connection a request went out on closed under it, before Discord's answer came back: a
 * kept-alive socket the other side had closed meanwhile, as it finds one after this process was
 * frozen or starved past the socket's idle time. discord.js retries only a reset and a timeout.
 */
const connectionDropped = (error: unknown): boolean => {
  const code = (error as { readonly code?: unknown } | null)?.code;
  return code === 'UND_ERR_SOCKET' || code === 'UND_ERR_CLOSED' || code === 'ECONNRESET' || code === 'EPIPE';
};

/**
 * Sends once more a request whose connection dropped. Only for requests that may safely reach
 * Discord twice: a first response (a second one that arrives is refused with 40060, which the
 * caller treats as another's acknowledgement, its own) and the edit of an original response.
 */
const resending = async <T>(request: () => Promise<T>): Promise<T> => {
  try {
    return await request();
  } catch (error) {
    if (!connectionDropped(error)) throw error;
    return request();
  }
};

/**
 * Past this, counted from the interaction's creation, an interaction that has not answered yet is
 * deferred so its token stays valid: Discord's 3 s run from the interaction's creation, not from
 * when this process got it, and on a busy shard the two differ.
 */
const AUTO_DEFER_MS = 2000;
/**
 * The least wait before deferring: a host clock running ahead of Discord's must not make every
 * answer a deferral (which would turn public answers into private ones).
 */
const MIN_DEFER_MS = 1000;

/** How long to wait before deferring an interaction created at `createdAt` (ms), at `now`. */
export const autoDeferDelay = (createdAt: number, now: number): number =>
  Number.isFinite(createdAt)
    ? Math.min(AUTO_DEFER_MS, Math.max(MIN_DEFER_MS, createdAt + AUTO_DEFER_MS - now))
    : AUTO_DEFER_MS;

const bodyOf = (reply: Reply) => (typeof reply === 'string' ? { content: reply } : { ...reply });

/**
 * What `interaction.reply` sends for `reply`. A reply with nothing to upload goes as its API body,
 * built here: the views already make API JSON, and discord.js's MessagePayload.resolveBody, which
 * would build it again from options, re-resolves three lazy `require`s of its own on every call
 * (Node keeps a lazy require's resolved path only when that require was the one that loaded the
 * module), ~4% of the process's main-thread time per /bet in the 1,000-table bench. A payload whose
 * body and files are set is sent as it is. A reply with files takes discord.js's own path.
 */
export const replyPayload = (interaction: Answerable, reply: Reply, flags: number | undefined) => {
  const body = bodyOf(reply);
  if ('files' in body && body.files?.length) return { ...body, flags };
  // Every Answerable is a message target; discord.js lists the component kinds one by one.
  const payload = new MessagePayload(interaction as MessageTarget, {});
  payload.body = {
    content: body.content,
    embeds: 'embeds' in body ? body.embeds : undefined,
    components: 'components' in body ? body.components : undefined,
    allowed_mentions: NO_PINGS,
    flags,
  };
  payload.files = [];
  return payload;
};

/**
 * What a responder asks of the router when Discord says another process acknowledged the
 * interaction first (40060): in a hand-over that is a process that waited for the server's lease
 * and held the interaction open with a private "thinking…" (waiting-room.ts).
 */
export interface ResponderHooks {
  /**
   * Whether this process may answer through that acknowledgement, asked before its first answer
   * goes there: true only when it decided the interaction and a receipt says so (a waiting process
   * then leaves it to this one); false to stay silent (another process decided it, and answers).
   */
  mayAnswerAfterAnother(): Promise<boolean>;
}

/** What holding an interaction open found. */
export type Hold =
  /** This process's "thinking…" is the first response: it must answer. */
  | 'held'
  /** Another process's "thinking…" is: whoever decides answers through it. */
  | 'held-by-another'
  /** Another process answered it already. */
  | 'answered';

/** Discord's flag on a "thinking…" message that nobody has filled in yet. */
const LOADING = 1 << 7;

type Mode =
  /** Nothing sent yet. */
  | 'none'
  /** Deferred privately by this process: the answer edits the "thinking…". */
  | 'deferred-private'
  /** A click acknowledged by this process without answering: answers are follow-ups. */
  | 'deferred-update'
  /** Answered by this process: further answers are follow-ups. */
  | 'answered'
  /** Acknowledged by another process: this one answers, if it decided, through the "thinking…" it left. */
  | 'through-another'
  /** Acknowledged by another process, which answers: this one says nothing more. */
  | 'silent';

/**
 * Answers one interaction, choosing reply, editReply or followUp from what was already sent.
 * A private defer is followed by editReply; a component's deferUpdate by followUps. When Discord
 * refuses the first response because another process acknowledged first, the hooks decide whether
 * this process answers through that acknowledgement or falls silent (see ResponderHooks).
 */
export class Responder {
  private mode: Mode = 'none';
  private pending: Promise<unknown> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  /** Whether the "thinking…" another process left has been filled in yet. */
  private filled = false;
  /** Whether the first response was a form. */
  private modalShown = false;
  /** Whether this process may answer through another's acknowledgement (asked once). */
  private permitted: Promise<boolean> | undefined;

  constructor(
    private readonly interaction: Answerable,
    private readonly hooks: ResponderHooks = { mayAnswerAfterAnother: async () => false },
  ) {
    const delay = autoDeferDelay(interaction.createdTimestamp, Date.now());
    this.timer = setTimeout(() => void this.defer().catch(() => {}), delay);
    this.timer.unref();
  }

  /** True while a public reply is still possible (nothing sent, nothing deferred). */
  get canReplyPublicly(): boolean {
    return this.mode === 'none';
  }

  /**
   * Whether this process gave the interaction its first response: then no other process holds
   * it, and nothing it decided needs a receipt any more.
   */
  get answeredFirst(): boolean {
    return this.mode === 'deferred-private' || this.mode === 'deferred-update' || this.mode === 'answered';
  }

  /** Whether another process answers this interaction and this one must say nothing. */
  get silent(): boolean {
    return this.mode === 'silent';
  }

  /**
   * Whether the interaction can carry a private follow-up later (a decision prompt, a refund
   * note): its first response was a message or a defer, this process's or one it answers through,
   * and not a form (a form's click has no message to follow).
   */
  get canFollowUp(): boolean {
    return (this.answeredFirst || this.mode === 'through-another') && !this.modalShown;
  }

  /** Whether another process's acknowledgement is the first response. */
  get acknowledgedByAnother(): boolean {
    return this.mode === 'through-another';
  }

  /**
   * Holds the interaction open with a private "thinking…", for a process that must wait before it
   * can decide it. When another process responded first, looks at what it left: a "thinking…"
   * still waiting to be filled ('held-by-another'), or an answer ('answered': this one says nothing).
   */
  async holdOpen(): Promise<Hold> {
    clearTimeout(this.timer);
    if (this.mode === 'silent') return 'answered';
    if (this.mode === 'through-another')
      return (await this.othersHoldIsPending()) ? 'held-by-another' : 'answered';
    if (this.mode !== 'none') return 'held';
    this.mode = 'deferred-private';
    try {
      this.pending = this.interaction.deferReply({ flags: MessageFlags.Ephemeral });
      await this.pending;
      return 'held';
    } catch (error) {
      if (!answeredElsewhere(error)) throw error;
      // Refused, not failed: what is sent next goes through the other process's acknowledgement.
      this.pending = Promise.resolve();
      this.mode = 'through-another';
      return (await this.othersHoldIsPending()) ? 'held-by-another' : 'answered';
    }
  }

  /**
   * Whether the first response, another process's, is still a "thinking…" nobody filled in. Once
   * not (it was an answer, or its decider filled it), this process says nothing more.
   */
  async othersHoldIsPending(): Promise<boolean> {
    const original = await this.interaction.webhook.fetchMessage('@original');
    const pending = (Number(original.flags?.bitfield ?? 0) & LOADING) !== 0;
    if (!pending) this.mode = 'silent';
    return pending;
  }

  /** Defers privately: the answer will be an ephemeral editReply. */
  deferPrivately(): Promise<unknown> {
    if (this.mode !== 'none') return this.pending;
    this.mode = 'deferred-private';
    this.pending = this.first(() => this.interaction.deferReply({ flags: MessageFlags.Ephemeral }));
    return this.pending;
  }

  /**
   * Acknowledges without answering: a command defers privately, a component defers its update.
   * `note` is what the member reads instead should another process's "thinking…" hold the
   * interaction (a silent acknowledgement cannot fill it).
   */
  defer(note?: Reply): Promise<unknown> {
    const click = this.interaction;
    if (this.mode !== 'none' || !click.isMessageComponent()) return this.deferPrivately();
    this.mode = 'deferred-update';
    this.pending = this.first(() => click.deferUpdate(), note);
    return this.pending;
  }

  /** Answers publicly if nothing was sent yet (says true); otherwise privately (says false). */
  async publish(reply: Reply): Promise<boolean> {
    const publicly = this.canReplyPublicly;
    await this.send(reply, !publicly);
    return publicly;
  }

  async send(reply: Reply, ephemeral = true): Promise<void> {
    clearTimeout(this.timer);
    await this.pending;
    const flags = ephemeral ? MessageFlags.Ephemeral : undefined;
    const mode = this.mode;
    if (mode === 'silent') return;
    if (mode === 'through-another') return this.throughAnother(reply);
    this.mode = 'answered';
    if (mode === 'none')
      await this.first(() => this.interaction.reply(replyPayload(this.interaction, reply, flags)), reply);
    else if (mode === 'deferred-private') await this.interaction.editReply(bodyOf(reply));
    else await this.interaction.followUp({ ...bodyOf(reply), flags });
  }

  /** Answers a click by rewriting the message it was on; only a component's first answer can. */
  async update(reply: Reply): Promise<void> {
    clearTimeout(this.timer);
    const click = this.interaction;
    if (this.mode !== 'none' || !click.isMessageComponent()) return this.send(reply, true);
    this.mode = 'answered';
    await this.first(() => click.update(bodyOf(reply)), reply);
  }

  /**
   * Answers a click with a form; only a component or a command can open one. Should another
   * process's "thinking…" hold the interaction, `instead` is what the member reads there.
   */
  async showModal(modal: APIModalInteractionResponseCallbackData, instead?: Reply): Promise<void> {
    clearTimeout(this.timer);
    const asking = this.interaction;
    if (this.mode !== 'none' || asking.isModalSubmit())
      throw new Error('a modal must be the first answer to a click or a command');
    this.mode = 'answered';
    this.modalShown = true;
    await this.first(() => asking.showModal(modal), instead);
  }

  done(): void {
    clearTimeout(this.timer);
  }

  /**
   * Sends a first response. If Discord says another process acknowledged first, asks the hooks
   * whether to answer through that acknowledgement (with `content`, when there is any) or to fall
   * silent; either way the caller goes on as if answered.
   */
  private async first(respond: () => Promise<unknown>, content?: Reply): Promise<void> {
    try {
      await resending(respond);
    } catch (error) {
      if (!answeredElsewhere(error)) {
        // Nothing was sent: what is said next (the error handler's answer) is a first response again.
        this.mode = 'none';
        throw error;
      }
      this.mode = 'through-another';
      if (content !== undefined) await this.throughAnother(content);
    }
  }

  /**
   * Answers through the acknowledgement another process gave, if this process decided the
   * interaction (the hooks say; otherwise it falls silent): the first answer fills its private
   * "thinking…", later ones follow it up privately.
   */
  private async throughAnother(reply: Reply): Promise<void> {
    this.permitted ??= this.hooks.mayAnswerAfterAnother();
    if (!(await this.permitted)) {
      this.mode = 'silent';
      return;
    }
    const body = bodyOf(reply);
    if (!this.filled) {
      this.filled = true;
      await resending(() =>
        this.interaction.webhook.editMessage('@original', { ...body, allowedMentions: NO_PINGS }),
      );
    } else
      await this.interaction.webhook.send({
        ...body,
        flags: MessageFlags.Ephemeral,
        allowedMentions: NO_PINGS,
      });
  }
}
