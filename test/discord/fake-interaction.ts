/**
 * A stand-in for a discord.js interaction: just the surface the router and the commands use,
 * recording every answer (reply, defer, edit, follow-up) in order.
 */
import { DiscordAPIError, MessagePayload, PermissionFlagsBits, PermissionsBitField } from 'discord.js';

export interface Answer {
  readonly method:
    | 'reply'
    | 'deferReply'
    | 'deferUpdate'
    | 'update'
    | 'editReply'
    | 'followUp'
    | 'showModal'
    /** Through another process's acknowledgement: its "thinking…" filled in, then follow-ups. */
    | 'editOriginal'
    | 'webhookFollowUp';
  readonly ephemeral: boolean;
  readonly content?: string;
  readonly embeds?: {
    title?: string;
    description?: string;
    fields?: { name: string; value: string; inline?: boolean }[];
  }[];
  readonly files?: unknown[];
  /** Buttons and selects, as sent (a private prompt's choices). */
  readonly components?: { components: { custom_id?: string; label?: string; disabled?: boolean }[] }[];
  /** The form a click opened. */
  readonly modal?: { custom_id: string; title: string; components: unknown[] };
}

export interface FakeInteractionInput {
  readonly kind: 'command' | 'button' | 'select' | 'modal';
  readonly guildId?: string | null;
  readonly channelId?: string;
  readonly userId?: string;
  readonly locale?: string;
  /** The server's locale in Discord (`guild_locale`); en-US by default, as for non-Community servers. */
  readonly guildLocale?: string;
  readonly admin?: boolean;
  readonly commandName?: string;
  readonly subcommand?: string;
  readonly options?: Readonly<Record<string, string | number | boolean | { id: string }>>;
  readonly customId?: string;
  readonly values?: string[];
  /** A submitted form's text inputs, by custom_id. */
  readonly fields?: Readonly<Record<string, string>>;
  /**
   * Another process gave the first response already (as in a hand-over): every first response
   * this one tries is refused with Discord's 40060.
   */
  readonly answeredByAnother?: boolean;
  /** When Discord created the interaction (ms); unknown by default. */
  readonly createdTimestamp?: number;
}

let nextId = 900_000_000_000_000_000n;

/** What Discord knows of one interaction, shared by the copies two processes receive. */
interface Delivery {
  id: string;
  /** Whether a first response was accepted (by any copy). */
  acknowledged: boolean;
  /** Whether the first response was a "thinking…" nobody has filled in yet. */
  loading: boolean;
  /** Every answer any copy gave, in order: what the member sees. */
  readonly answers: Answer[];
}

export const GUILD = '100000000000000001';
export const CHANNEL = '200000000000000002';
export const ALICE = '300000000000000003';
export const BOB = '300000000000000004';

const EPHEMERAL = 64;

export class FakeInteraction {
  deferred = false;
  replied = false;
  private readonly delivery: Delivery;
  /** While set, this copy's first response waits for it: a process frozen before it answers. */
  frozen: Promise<void> | undefined;
  /**
   * How many of this copy's next first responses, and of its next edits of the original, fail as
   * on a connection the other side had closed, before reaching Discord: undici's SocketError.
   */
  readonly dropConnections = { firstResponses: 0, edits: 0 };
  readonly createdTimestamp: number;
  /** The interaction's webhook, through which a process answers another's acknowledgement. */
  readonly webhook = {
    editMessage: async (_message: string, body: Record<string, unknown>) => {
      this.dropIfAsked('edits');
      this.delivery.loading = false;
      this.record('editOriginal', body, true);
    },
    send: async (body: Record<string, unknown>) => {
      this.delivery.loading = false;
      this.record('webhookFollowUp', body, true);
    },
    /** The original response: its flags say whether it is still a "thinking…". */
    fetchMessage: async (_message: string) => ({ flags: { bitfield: this.delivery.loading ? 1 << 7 : 0 } }),
  };
  readonly guildId: string | null;
  readonly channelId: string;
  readonly locale: string;
  readonly guildLocale: string;
  readonly user: { id: string; displayName: string };
  readonly memberPermissions: PermissionsBitField | null;
  readonly commandName: string | undefined;
  readonly customId: string | undefined;
  readonly values: string[];
  readonly message = { id: '800000000000000008' };
  readonly fields: { getTextInputValue(customId: string): string };
  readonly options;

  constructor(
    private readonly input: FakeInteractionInput,
    delivery?: Delivery,
  ) {
    // Each interaction its own id, as on Discord: receipts are kept by interaction.
    this.delivery = delivery ?? { id: String(nextId++), acknowledged: false, loading: false, answers: [] };
    this.guildId = input.guildId === undefined ? GUILD : input.guildId;
    this.createdTimestamp = input.createdTimestamp ?? Number.NaN;
    this.channelId = input.channelId ?? CHANNEL;
    this.locale = input.locale ?? 'en-US';
    this.guildLocale = input.guildLocale ?? 'en-US';
    const userId = input.userId ?? ALICE;
    this.user = { id: userId, displayName: userId === ALICE ? 'alice' : 'bob' };
    this.memberPermissions =
      this.guildId === null
        ? null
        : new PermissionsBitField(
            input.admin ? PermissionFlagsBits.ManageGuild : PermissionFlagsBits.SendMessages,
          );
    this.commandName = input.commandName;
    this.customId = input.customId;
    this.values = input.values ?? [];
    this.fields = {
      getTextInputValue: (customId: string) => {
        const value = input.fields?.[customId];
        if (value === undefined) throw new Error(`no text input ${customId}`);
        return value;
      },
    };
    const value = (name: string) => input.options?.[name] ?? null;
    this.options = {
      getString: (name: string) => value(name) as string | null,
      getInteger: (name: string) => value(name) as number | null,
      getNumber: (name: string) => value(name) as number | null,
      getBoolean: (name: string) => value(name) as boolean | null,
      getUser: (name: string) => {
        const user = value(name) as { id: string } | null;
        return user && { id: user.id, displayName: `user ${user.id}` };
      },
      getMember: () => null,
      getSubcommand: () => input.subcommand ?? null,
    };
  }

  get id(): string {
    return this.delivery.id;
  }

  /** Every answer the member got, whichever copy gave it. */
  get answers(): Answer[] {
    return this.delivery.answers;
  }

  /**
   * The same interaction as a second process receives it (a hand-over): Discord accepts the first
   * response of either copy and refuses the other's with 40060; both see every answer.
   */
  twin(): FakeInteraction {
    return new FakeInteraction(this.input, this.delivery);
  }

  isChatInputCommand(): boolean {
    return this.input.kind === 'command';
  }
  isButton(): boolean {
    return this.input.kind === 'button';
  }
  isStringSelectMenu(): boolean {
    return this.input.kind === 'select';
  }
  isMessageComponent(): boolean {
    return this.input.kind === 'button' || this.input.kind === 'select';
  }
  isModalSubmit(): boolean {
    return this.input.kind === 'modal';
  }
  inGuild(): boolean {
    return this.guildId !== null;
  }

  private record(method: Answer['method'], body: Record<string, unknown> = {}, ephemeral = false): void {
    this.answers.push({
      method,
      ephemeral,
      ...(typeof body.content === 'string' ? { content: body.content } : {}),
      ...(Array.isArray(body.embeds) ? { embeds: body.embeds as Answer['embeds'] } : {}),
      ...(Array.isArray(body.files) ? { files: body.files } : {}),
      ...(Array.isArray(body.components) && body.components.length > 0
        ? { components: body.components as Answer['components'] }
        : {}),
    });
  }

  private dropIfAsked(kind: keyof FakeInteraction['dropConnections']): void {
    if (this.dropConnections[kind] === 0) return;
    this.dropConnections[kind]--;
    throw Object.assign(new Error('other side closed'), { name: 'SocketError', code: 'UND_ERR_SOCKET' });
  }

  private async check(): Promise<void> {
    await this.frozen;
    this.dropIfAsked('firstResponses');
    if (this.deferred || this.replied) throw new Error('InteractionAlreadyReplied');
    if (this.input.answeredByAnother || this.delivery.acknowledged)
      throw new DiscordAPIError(
        { code: 40060, message: 'Interaction has already been acknowledged.' },
        40060,
        400,
        'POST',
        `/interactions/${this.id}/callback`,
        {},
      );
    this.delivery.acknowledged = true;
  }

  /** Options, or (as discord.js also takes) a payload whose API body is already built. */
  async reply(options: Record<string, unknown> | MessagePayload): Promise<void> {
    await this.check();
    this.replied = true;
    const body = options instanceof MessagePayload ? (options.body as Record<string, unknown>) : options;
    this.record('reply', body, body.flags === EPHEMERAL);
  }
  async deferReply(body: { flags?: number }): Promise<void> {
    await this.check();
    this.deferred = true;
    this.delivery.loading = true;
    this.record('deferReply', {}, body.flags === EPHEMERAL);
  }
  async showModal(modal: { custom_id: string; title: string; components: unknown[] }): Promise<void> {
    await this.check();
    this.replied = true;
    this.answers.push({ method: 'showModal', ephemeral: false, modal });
  }
  /** The bodies given to update, as sent: an empty `components` there removes the message's buttons. */
  readonly updates: Record<string, unknown>[] = [];
  /** Rewrites the clicked message (it keeps its visibility: a private prompt stays private). */
  async update(body: Record<string, unknown>): Promise<void> {
    await this.check();
    this.replied = true;
    this.updates.push(body);
    this.record('update', body);
  }
  async deferUpdate(): Promise<void> {
    await this.check();
    this.deferred = true;
    this.record('deferUpdate');
  }
  async editReply(body: Record<string, unknown>): Promise<void> {
    if (!this.deferred && !this.replied) throw new Error('InteractionNotReplied');
    this.replied = true;
    this.delivery.loading = false;
    this.record('editReply', body, this.answers.find((a) => a.method === 'deferReply')?.ephemeral ?? false);
  }
  async followUp(body: Record<string, unknown>): Promise<void> {
    if (!this.deferred && !this.replied) throw new Error('InteractionNotReplied');
    this.record('followUp', body, body.flags === EPHEMERAL);
  }

  /** What the member finally reads: the last answer that carries a message. */
  get shown(): Answer | undefined {
    return this.answers.filter((a) => a.method !== 'deferReply' && a.method !== 'deferUpdate').at(-1);
  }
}

type Send = (input: FakeInteractionInput) => Promise<FakeInteraction>;

/** `/table new-shoe` as an admin, then its private confirm button: what starting a new shoe takes. */
export const confirmNewShoe = async (send: Send, extra: Partial<FakeInteractionInput> = {}) => {
  const prompt = await send({
    kind: 'command',
    commandName: 'table',
    subcommand: 'new-shoe',
    admin: true,
    ...extra,
  });
  const customId = prompt.shown?.components?.[0]?.components[0]?.custom_id;
  if (!customId) throw new Error(`no confirm button in ${JSON.stringify(prompt.answers)}`);
  return send({ kind: 'button', customId, admin: true, ...extra });
};
