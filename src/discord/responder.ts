/**
 * Answers one interaction within Discord's 3 seconds: replies directly when the handler is quick,
 * defers on its own two seconds after the interaction was created so the token stays valid, and
 * picks reply, editReply or followUp from what was already sent.
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
 * Answers one interaction, choosing reply, editReply or followUp from what was already sent.
 * A private defer is followed by editReply; a component's deferUpdate by followUps.
 */
export class Responder {
  private mode: 'none' | 'deferred-private' | 'deferred-update' | 'answered' = 'none';
  private pending: Promise<unknown> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly interaction: Answerable) {
    const delay = autoDeferDelay(interaction.createdTimestamp, Date.now());
    this.timer = setTimeout(() => void this.defer().catch(() => {}), delay);
    this.timer.unref();
  }

  /** True while a public reply is still possible (nothing sent, nothing deferred). */
  get canReplyPublicly(): boolean {
    return this.mode === 'none';
  }

  /** Defers privately: the answer will be an ephemeral editReply. */
  deferPrivately(): Promise<unknown> {
    if (this.mode !== 'none') return this.pending;
    this.mode = 'deferred-private';
    this.pending = this.interaction.deferReply({ flags: MessageFlags.Ephemeral });
    return this.pending;
  }

  /** Acknowledges without answering: a command defers privately, a component defers its update. */
  defer(): Promise<unknown> {
    if (this.mode !== 'none' || !this.interaction.isMessageComponent()) return this.deferPrivately();
    this.mode = 'deferred-update';
    this.pending = this.interaction.deferUpdate();
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
    this.mode = 'answered';
    if (mode === 'none') await this.interaction.reply(replyPayload(this.interaction, reply, flags));
    else if (mode === 'deferred-private') await this.interaction.editReply(bodyOf(reply));
    else await this.interaction.followUp({ ...bodyOf(reply), flags });
  }

  /** Answers a click by rewriting the message it was on; only a component's first answer can. */
  async update(reply: Reply): Promise<void> {
    clearTimeout(this.timer);
    if (this.mode !== 'none' || !this.interaction.isMessageComponent()) return this.send(reply, true);
    this.mode = 'answered';
    await this.interaction.update(bodyOf(reply));
  }

  /** Answers a click with a form; only a component or a command can open one. */
  async showModal(modal: APIModalInteractionResponseCallbackData): Promise<void> {
    clearTimeout(this.timer);
    if (this.mode !== 'none' || this.interaction.isModalSubmit())
      throw new Error('a modal must be the first answer to a click or a command');
    this.mode = 'answered';
    await this.interaction.showModal(modal);
  }

  done(): void {
    clearTimeout(this.timer);
  }
}
