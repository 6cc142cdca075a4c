/**
 * Interaction dispatch: slash commands, the table's buttons and its chip select. Each handler
 * declares its preconditions (a command in its module, a button kind in components.ts); the
 * router runs them once, before the handler. Here too is the one error handler: a refusal (a
 * failed precondition or a table rule) becomes an ephemeral message in the member's language, a
 * storage failure a 'try again', anything else is logged behind a generic apology. Every
 * interaction is acknowledged within Discord's 3 seconds; unknown custom_ids are ignored.
 */
import type { Interaction } from 'discord.js';
import type { Logger } from '../log.js';
import { ServerOwnedElsewhereError } from '../store/ownership.js';
import { StorageUnavailableError } from '../store/storage.js';
import type { ChipChoices } from './chip-choices.js';
import { COMPONENTS } from './components.js';
import { type CustomIdAction, decodeCustomId, isModalAction } from './custom-ids.js';
import type { GameService } from './game-service.js';
import { type Locale, t } from './i18n/index.js';
import { type ChannelLanguages, privateLocale } from './languages.js';
import { MODALS } from './modals.js';
import { checkPreconditions, type InServer } from './preconditions.js';
import { type Answerable, answeredElsewhere, Responder } from './responder.js';
import { renderError, renderRefusal } from './views/index.js';
import {
  type ButtonKind,
  type ModalKind,
  type Preconditions,
  Refused,
  type Reply,
  ServiceStopped,
  type SlashCommand,
  type TableReads,
} from './vocabulary.js';

export interface RouterDeps {
  readonly commands: readonly SlashCommand[];
  readonly game: GameService;
  readonly reads: TableReads;
  /** Gives each interaction's place the server's public language. */
  readonly languages: ChannelLanguages;
  readonly chips: ChipChoices;
  readonly log: Logger;
  /** The verifier page's address (VERIFY_URL), given to the commands that point players to it. */
  readonly verifyUrl?: string | undefined;
  /** Told of every interaction handled, its kind, how it ended and how long it took (metrics). */
  readonly observer?: InteractionObserver;
}

export type InteractionKind = 'command' | 'button' | 'select' | 'modal';

/**
 * How an interaction ended: handled; refused (a precondition or a table rule); served by another
 * process (a rolling restart), or answered by it first; storage failing; the bot stopping; a bug.
 */
export type InteractionOutcome =
  | 'ok'
  | 'refused'
  | 'elsewhere'
  | 'answered-elsewhere'
  | 'storage-error'
  | 'stopping'
  | 'error';

export interface InteractionObserver {
  /** An interaction of ours starts; the function returned is called once with how it ended. */
  interactionStarted(kind: InteractionKind): (outcome: InteractionOutcome) => void;
}

const kindOf = (interaction: Answerable): InteractionKind =>
  interaction.isChatInputCommand()
    ? 'command'
    : interaction.isModalSubmit()
      ? 'modal'
      : interaction.isButton()
        ? 'button'
        : 'select';

/** How long a process that does not serve a server waits before saying so (within Discord's 3 s). */
const ELSEWHERE_GRACE_MS = 1_000;

export class Router {
  private readonly commands: ReadonlyMap<string, SlashCommand>;

  constructor(private readonly deps: RouterDeps) {
    this.commands = new Map(deps.commands.map((command) => [command.data.name, command]));
  }

  /** Handles one interaction; never throws. */
  async handle(interaction: Interaction): Promise<void> {
    if (
      !interaction.isChatInputCommand() &&
      !interaction.isButton() &&
      !interaction.isStringSelectMenu() &&
      !interaction.isModalSubmit()
    )
      return;
    const fromForm = interaction.isModalSubmit();
    const action = interaction.isChatInputCommand() ? undefined : decodeCustomId(interaction.customId);
    if (!interaction.isChatInputCommand() && (action === undefined || isModalAction(action) !== fromForm)) {
      // Not ours, or forged (a modal's id on a button, or the other way round): acknowledge
      // quietly so the client stops waiting, and do nothing.
      await interaction.deferUpdate().catch(() => {});
      return;
    }
    this.deps.log.debug('interaction', describe(interaction));
    const ended = this.deps.observer?.interactionStarted(kindOf(interaction));
    const locale = privateLocale(interaction);
    const responder = new Responder(interaction);
    let outcome: InteractionOutcome = 'ok';
    try {
      await this.dispatch(interaction, action, responder, locale);
    } catch (error) {
      outcome = await this.fail(responder, locale, error, interaction);
    } finally {
      responder.done();
      ended?.(outcome);
    }
  }

  private async dispatch(
    interaction: Answerable,
    action: CustomIdAction | undefined,
    responder: Responder,
    locale: Locale,
  ): Promise<void> {
    const { game, reads, chips, languages } = this.deps;
    const answers = {
      reply: (message: Reply, options?: { readonly ephemeral?: boolean }) =>
        responder.send(message, options?.ephemeral ?? true),
      publish: (message: Reply) => responder.publish(message),
    };
    if (interaction.isChatInputCommand()) {
      const command = this.commands.get(interaction.commandName);
      if (!command) throw new Error(`unknown command /${interaction.commandName}`);
      const admitted = this.admit(command.preconditions, interaction);
      if (command.defer === 'ephemeral') await responder.deferPrivately();
      return command.execute({
        interaction: admitted,
        game,
        reads,
        place: await languages.placeOf(admitted),
        locale,
        verifyUrl: this.deps.verifyUrl,
        ...answers,
      });
    }
    if (!action) return;
    if (interaction.isModalSubmit()) {
      if (!isModalAction(action)) return;
      const form = MODALS[action.kind] as ModalKind<typeof action.kind>;
      const admitted = this.admit(form.preconditions, interaction);
      return form.handle(
        { interaction: admitted, game, reads, place: await languages.placeOf(admitted), locale, ...answers },
        action,
      );
    }
    if (!interaction.isMessageComponent() || isModalAction(action)) return;
    // One entry per kind: the mapped type of COMPONENTS pairs each kind with its own action.
    const kind = COMPONENTS[action.kind] as ButtonKind<typeof action.kind>;
    const admitted = this.admit(kind.preconditions, interaction);
    const place = await languages.placeOf(admitted);
    game.adopt(place, admitted.message.id);
    const acknowledge = () => responder.defer();
    const update = (message: Reply) => responder.update(message);
    const showModal = (modal: Parameters<Responder['showModal']>[0]) => responder.showModal(modal);
    await kind.handle(
      {
        interaction: admitted,
        game,
        reads,
        chips,
        place,
        locale,
        ...answers,
        acknowledge,
        update,
        showModal,
      },
      action,
    );
  }

  /** Runs the handler's preconditions: the first that fails throws Refused. */
  private admit<I extends Answerable>(preconditions: Preconditions, interaction: I): InServer<I> {
    const admitted = checkPreconditions(preconditions, interaction);
    // Whatever the handler, a bot that is stopping starts nothing new.
    if (!this.deps.game.isAccepting) throw new ServiceStopped();
    return admitted;
  }

  /** The one error handler; answers how the interaction ended. */
  private async fail(
    responder: Responder,
    locale: Locale,
    error: unknown,
    interaction: Answerable,
  ): Promise<InteractionOutcome> {
    if (answeredElsewhere(error)) {
      // Another process (the same shard, restarting) answered first: the player has their answer.
      this.deps.log.info('interaction answered by another process', { interaction: describe(interaction) });
      return 'answered-elsewhere';
    }
    let message: string;
    let outcome: InteractionOutcome;
    if (error instanceof Refused) {
      outcome = 'refused';
      const { reason } = error;
      message =
        typeof reason === 'object' && 'code' in reason
          ? renderRefusal(locale, reason)
          : renderError(locale, reason);
    } else if (error instanceof ServiceStopped) {
      outcome = 'stopping';
      message = t(locale, 'error.restarting');
    } else if (error instanceof ServerOwnedElsewhereError) {
      outcome = 'elsewhere';
      // Another process serves this server (a rolling restart): in the usual case it received
      // this interaction too and is answering it, so give its answer the head start; this one
      // is then refused by Discord (40060) and dropped quietly above.
      this.deps.log.info('server served by another process', { interaction: describe(interaction) });
      await new Promise((resolve) => setTimeout(resolve, ELSEWHERE_GRACE_MS));
      message = t(locale, 'error.elsewhere');
    } else if (error instanceof StorageUnavailableError) {
      outcome = 'storage-error';
      this.deps.log.error('storage unavailable', { error, interaction: describe(interaction) });
      message = t(locale, 'error.storage');
    } else {
      outcome = 'error';
      this.deps.log.error('interaction failed', { error, interaction: describe(interaction) });
      message = t(locale, 'error.unexpected');
    }
    await responder.send(message, true).catch((sendError: unknown) => {
      // The process serving the server answered first (see ServerOwnedElsewhereError above).
      if (answeredElsewhere(sendError)) {
        outcome = 'answered-elsewhere';
        this.deps.log.info('interaction answered by another process', { interaction: describe(interaction) });
      } else
        this.deps.log.warn('could not send the error message', {
          error: sendError,
          interaction: describe(interaction),
        });
    });
    return outcome;
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
