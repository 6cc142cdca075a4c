/**
 * Interaction dispatch: slash commands, the table's buttons and its chip select. Preconditions
 * live here, beside the dispatch (in a server, not restarting, Manage Server for admin actions),
 * and so does the one error handler: a refusal becomes an ephemeral message in the member's
 * language, a storage failure a 'try again', anything else is logged behind a generic apology.
 * Every interaction is acknowledged within Discord's 3 seconds; unknown custom_ids are ignored.
 */
import {
  type AttachmentBuilder,
  type ChatInputCommandInteraction,
  type Interaction,
  type MessageComponentInteraction,
  MessageFlags,
  PermissionFlagsBits,
} from 'discord.js';
import type { Logger } from '../log.js';
import { StorageUnavailableError } from '../store/storage.js';
import type { ChipChoices } from './chip-choices.js';
import type { CommandContext, SlashCommand } from './command-kit.js';
import { handleComponent } from './components.js';
import { decodeCustomId } from './custom-ids.js';
import { type GameService, type Place, Refused, ServiceStopped } from './game-service.js';
import { type Locale, localeOf, t } from './i18n/index.js';
import { renderError, renderRefusal, type ViewMessage } from './views/index.js';

/** What an answer may be: a view, a plain sentence, or a sentence with files. */
export type Reply =
  | ViewMessage
  | string
  | { readonly content: string; readonly files: readonly AttachmentBuilder[] };

type Answerable = ChatInputCommandInteraction | MessageComponentInteraction;

/** Past this, an interaction that has not answered yet is deferred so its token stays valid. */
const AUTO_DEFER_MS = 2000;

const bodyOf = (reply: Reply) => (typeof reply === 'string' ? { content: reply } : { ...reply });

/**
 * Answers one interaction, choosing reply, editReply or followUp from what was already sent.
 * A private defer is followed by editReply; a component's deferUpdate by followUps.
 */
export class Responder {
  private mode: 'none' | 'deferred-private' | 'deferred-update' | 'answered' = 'none';
  private pending: Promise<unknown> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly interaction: Answerable) {
    this.timer = setTimeout(() => void this.defer().catch(() => {}), AUTO_DEFER_MS);
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
    if (mode === 'none') await this.interaction.reply({ ...bodyOf(reply), flags });
    else if (mode === 'deferred-private') await this.interaction.editReply(bodyOf(reply));
    else await this.interaction.followUp({ ...bodyOf(reply), flags });
  }

  done(): void {
    clearTimeout(this.timer);
  }
}

export interface RouterDeps {
  readonly commands: readonly SlashCommand[];
  readonly game: GameService;
  readonly chips: ChipChoices;
  readonly log: Logger;
}

/** Everything a component handler needs, for one click. */
export interface ComponentContext {
  readonly interaction: MessageComponentInteraction<'raw' | 'cached'>;
  readonly responder: Responder;
  readonly game: GameService;
  readonly chips: ChipChoices;
  readonly place: Place;
  readonly locale: Locale;
  readonly isAdmin: boolean;
}

export class Router {
  private readonly commands: ReadonlyMap<string, SlashCommand>;

  constructor(private readonly deps: RouterDeps) {
    this.commands = new Map(deps.commands.map((command) => [command.data.name, command]));
  }

  /** Handles one interaction; never throws. */
  async handle(interaction: Interaction): Promise<void> {
    if (!interaction.isChatInputCommand() && !interaction.isButton() && !interaction.isStringSelectMenu())
      return;
    const locale = localeOf(interaction.locale);
    if (interaction.isMessageComponent() && decodeCustomId(interaction.customId) === undefined) {
      // Not ours, or forged: acknowledge quietly so the client stops waiting, and do nothing.
      await interaction.deferUpdate().catch(() => {});
      return;
    }
    this.deps.log.debug('interaction', describe(interaction));
    const responder = new Responder(interaction);
    try {
      await this.dispatch(interaction, responder, locale);
    } catch (error) {
      await this.fail(responder, locale, error, interaction);
    } finally {
      responder.done();
    }
  }

  private async dispatch(interaction: Answerable, responder: Responder, locale: Locale): Promise<void> {
    if (!interaction.inGuild() || !interaction.channelId) throw new Refused('dm');
    if (!this.deps.game.isAccepting) return responder.send(t(locale, 'error.restarting'));
    const place: Place = {
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      guildLocale: localeOf(interaction.guildLocale),
    };
    const isAdmin = interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;
    if (interaction.isChatInputCommand()) {
      const command = this.commands.get(interaction.commandName);
      if (!command) throw new Error(`unknown command /${interaction.commandName}`);
      if (command.admin && !isAdmin) throw new Refused('manage-guild');
      if (command.defer === 'ephemeral') await responder.deferPrivately();
      const ctx: CommandContext = {
        interaction,
        game: this.deps.game,
        place,
        locale,
        reply: (message, options) => responder.send(message, options?.ephemeral ?? true),
        publish: (message) => responder.publish(message),
      };
      return command.execute(ctx);
    }
    if (!interaction.isMessageComponent()) return;
    await handleComponent({
      interaction,
      responder,
      game: this.deps.game,
      chips: this.deps.chips,
      place,
      locale,
      isAdmin,
    });
  }

  /** The one error handler. */
  private async fail(
    responder: Responder,
    locale: Locale,
    error: unknown,
    interaction: Answerable,
  ): Promise<void> {
    let message: string;
    if (error instanceof Refused) {
      const { reason } = error;
      message =
        typeof reason === 'object' && 'code' in reason
          ? renderRefusal(locale, reason)
          : renderError(locale, reason);
    } else if (error instanceof ServiceStopped) {
      message = t(locale, 'error.restarting');
    } else if (error instanceof StorageUnavailableError) {
      this.deps.log.error('storage unavailable', { error, interaction: describe(interaction) });
      message = t(locale, 'error.storage');
    } else {
      this.deps.log.error('interaction failed', { error, interaction: describe(interaction) });
      message = t(locale, 'error.unexpected');
    }
    await responder.send(message, true).catch((sendError: unknown) =>
      this.deps.log.warn('could not send the error message', {
        error: sendError,
        interaction: describe(interaction),
      }),
    );
  }
}

const describe = (interaction: Answerable) => ({
  id: interaction.id,
  guildId: interaction.guildId,
  channelId: interaction.channelId,
  userId: interaction.user.id,
  ...(interaction.isChatInputCommand()
    ? { command: interaction.commandName, subcommand: interaction.options.getSubcommand(false) }
    : { customId: interaction.customId }),
});
