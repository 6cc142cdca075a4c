/**
 * Interaction dispatch: slash commands, the table's buttons and its chip select. Each handler
 * declares its preconditions (a command in its module, a button kind in components.ts); the
 * router runs them once, before the handler. Here too is the one error handler: a refusal (a
 * failed precondition or a table rule) becomes an ephemeral message in the member's language, a
 * storage failure a 'try again', anything else is logged behind a generic apology. Every
 * interaction is acknowledged within Discord's 3 seconds; unknown custom_ids are ignored.
 *
 * Each interaction gets one answer, and a true one, however many processes receive it (a
 * hand-over, docs/scaling.md): an interaction for a server another process serves is said nothing
 * about here and waits (waiting-room.ts); a command this process decides carries the interaction's
 * receipt; an interaction another process decided is left to it; and a stopping process leaves
 * what it receives to the process taking over, refusing only what none takes.
 */
import { DiscordAPIError, type Interaction, RESTJSONErrorCodes } from 'discord.js';
import type { Logger } from '../log.js';
import { ServerOwnedElsewhereError } from '../store/ownership.js';
import { SettledElsewhereError } from '../store/receipts.js';
import { StorageUnavailableError } from '../store/storage.js';
import type { ChipChoices } from './chip-choices.js';
import { realScheduler, type Scheduler } from './coalescer.js';
import { COMPONENTS } from './components.js';
import { type CustomIdAction, decodeCustomId, isModalAction } from './custom-ids.js';
import type { GameService, InteractionSession } from './game-service.js';
import { type Locale, t } from './i18n/index.js';
import { type ChannelLanguages, privateLocale } from './languages.js';
import { MODALS } from './modals.js';
import { checkPreconditions, type InServer } from './preconditions.js';
import { type Answerable, Responder } from './responder.js';
import { renderError, renderRefusal } from './views/index.js';
import {
  type ButtonKind,
  type ModalKind,
  type Place,
  type Preconditions,
  Refused,
  type Reply,
  ServiceStopped,
  type SlashCommand,
  type TableActions,
  type TableReads,
} from './vocabulary.js';
import { WaitingRoom } from './waiting-room.js';

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
  /** The clock of the waiting room (a test's fake); the system's by default. */
  readonly scheduler?: Scheduler;
}

export type InteractionKind = 'command' | 'button' | 'select' | 'modal';

/**
 * How an interaction ended: handled; refused (a precondition or a table rule); left waiting for a
 * server another process serves (a hand-over), or left to the process that decided it; storage
 * failing; refused because the bot is stopping; too old to answer (Discord's 3 s were gone before
 * this process could, as after a freeze); a bug. A waiting interaction this process decides later
 * is counted again, with how that ended.
 */
export type InteractionOutcome =
  | 'ok'
  | 'refused'
  | 'elsewhere'
  | 'answered-elsewhere'
  | 'storage-error'
  | 'stopping'
  | 'expired'
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

/**
 * How far apart Discord's clock (an interaction's creation) and the store's (when a lease ended)
 * may be: an interaction created this soon after another process's lease ended is treated as
 * created before.
 */
const CLOCKS_MARGIN_MS = 1_000;
/**
 * How old an interaction may be when it reaches the handler and still be answered directly: past
 * this, its answer could come after Discord's 3 s, when the decision would stand unannounced.
 */
const LATE_MS = 2_500;

export class Router {
  private readonly commands: ReadonlyMap<string, SlashCommand>;
  private readonly room: WaitingRoom;
  /** Interactions being handled (not those waiting), so a stop can let them finish. */
  private readonly inFlight = new Set<Promise<void>>();
  private stopping = false;

  constructor(private readonly deps: RouterDeps) {
    this.commands = new Map(deps.commands.map((command) => [command.data.name, command]));
    this.room = new WaitingRoom({
      scheduler: deps.scheduler ?? realScheduler,
      log: deps.log,
      serve: (guildId) => deps.game.serve(guildId),
      decidedElsewhere: (guildId, interactionId) => deps.game.decidedElsewhere(guildId, interactionId),
    });
  }

  /** Handles one interaction; never throws. */
  handle(interaction: Interaction): Promise<void> {
    const run = this.receive(interaction);
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
    return run;
  }

  /**
   * Stops taking interactions: from now on each is left to the process taking the servers over
   * (waiting-room.ts; the bot refuses, as restarting, only what no process takes). Resolves once
   * the interactions being handled are answered.
   */
  async stopTaking(): Promise<void> {
    this.enterStopping();
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** From now on the waiting room refuses, as restarting, what no other process takes. */
  private enterStopping(): void {
    if (this.stopping) return;
    this.stopping = true;
    this.room.stopDeciding(this.refuseAsStopping);
  }

  /** Resolves once every waiting interaction has had its last try (see WaitingRoom.stopDeciding). */
  finishWaiting(): Promise<void> {
    return this.room.settled();
  }

  private async receive(interaction: Interaction): Promise<void> {
    if (
      !interaction.isChatInputCommand() &&
      !interaction.isButton() &&
      !interaction.isStringSelectMenu() &&
      !interaction.isModalSubmit()
    )
      return;
    const fromForm = interaction.isModalSubmit();
    const action = interaction.isChatInputCommand() ? undefined : decodeCustomId(interaction.customId);
    const forged = action !== undefined && isModalAction(action) !== fromForm;
    if (!interaction.isChatInputCommand() && (forged || (action === undefined && fromForm))) {
      // Forged (a modal's id on a button, or the other way round), or a form we cannot read:
      // acknowledge quietly so the client stops waiting, and do nothing. A button or menu whose
      // id we cannot read is on one of our messages from an older version: dispatch says so.
      await interaction.deferUpdate().catch(() => {});
      return;
    }
    this.deps.log.debug('interaction', describe(interaction));
    const session: InteractionSession = { id: interaction.id, decided: false };
    const responder = new Responder(interaction, {
      mayAnswerAfterAnother: () => this.mayAnswerAfterAnother(interaction, session),
    });
    const { guildId } = interaction;
    if ((this.stopping || !this.deps.game.isAccepting) && guildId) {
      // Left to the process taking the server over; refused here only if none does.
      this.enterStopping();
      responder.done();
      void this.room.park(interaction, responder, guildId, this.refuseAsStopping);
      return;
    }
    if (guildId && this.tooLateToAnswer(interaction)) {
      // Received too late to answer in Discord's 3 s (this process was frozen, or its event loop
      // stalled): not decided here unless it can still be held open, by this process or another.
      responder.done();
      void this.room.park(
        interaction,
        responder,
        guildId,
        (held) => this.serve(interaction, action, held, session),
        { holdNow: true },
      );
      return;
    }
    if (guildId && (await this.maybeDecidedBefore(interaction, guildId))) {
      // Another process served the server after this interaction was created, and may have
      // decided it: held open first, then decided only if nobody did (waiting-room.ts).
      responder.done();
      void this.room.park(
        interaction,
        responder,
        guildId,
        (held) => this.serve(interaction, action, held, session),
        { holdNow: true },
      );
      return;
    }
    await this.serve(interaction, action, responder, session);
  }

  /** Whether the interaction is so old, by this host's clock, that a direct answer may miss Discord's 3 s. */
  private tooLateToAnswer(interaction: Answerable): boolean {
    const created = interaction.createdTimestamp;
    return Number.isFinite(created) && Date.now() - created > LATE_MS;
  }

  /**
   * Whether another process served the interaction's server after the interaction was created (or
   * so soon before that the clocks cannot tell), before this process took it: that process may
   * have decided it, and answered it, its receipt gone since. A server another process serves
   * now is left to the handler, which finds it so and waits.
   */
  private async maybeDecidedBefore(interaction: Answerable, guildId: string): Promise<boolean> {
    const created = interaction.createdTimestamp;
    if (!Number.isFinite(created)) return false;
    let othersUntil = this.deps.game.othersServedUntil(guildId);
    if (othersUntil === undefined) {
      try {
        if (!(await this.deps.game.serve(guildId))) return false;
      } catch {
        return false;
      }
      othersUntil = this.deps.game.othersServedUntil(guildId);
    }
    return othersUntil !== undefined && created < othersUntil + CLOCKS_MARGIN_MS;
  }

  /**
   * Runs the interaction's handler and answers how it ended. If another process serves the
   * server, nothing is said: the interaction waits (waiting-room.ts), and is served again here
   * once this process serves the server, unless the other process decided it.
   */
  private async serve(
    interaction: Answerable,
    action: CustomIdAction | undefined,
    responder: Responder,
    session: InteractionSession,
  ): Promise<void> {
    const ended = this.deps.observer?.interactionStarted(kindOf(interaction));
    const locale = privateLocale(interaction);
    let outcome: InteractionOutcome = 'ok';
    try {
      await this.dispatch(interaction, action, responder, locale, session);
      if (responder.silent) outcome = 'answered-elsewhere';
    } catch (error) {
      const { guildId } = interaction;
      const elsewhere = error instanceof ServerOwnedElsewhereError;
      if ((elsewhere || error instanceof ServiceStopped) && !session.decided && guildId) {
        // Another process serves the server (it answers), or this one is stopping (the process
        // taking over answers): nothing is said here yet, and the interaction waits.
        outcome = elsewhere ? 'elsewhere' : 'stopping';
        if (!elsewhere) this.enterStopping();
        this.deps.log.info('the interaction waits for its server', { interaction: describe(interaction) });
        responder.done();
        void this.room.park(
          interaction,
          responder,
          guildId,
          this.stopping ? this.refuseAsStopping : (held) => this.serve(interaction, action, held, session),
        );
        return;
      }
      if (error instanceof SettledElsewhereError) {
        // Another process decided this interaction and answers it: say nothing.
        outcome = 'answered-elsewhere';
        this.deps.log.info('interaction decided by another process', { interaction: describe(interaction) });
      } else outcome = await this.fail(responder, locale, error, interaction, session);
    } finally {
      responder.done();
      ended?.(outcome);
    }
    // Answered first by this process: no other holds the interaction, its receipt may go.
    if (responder.answeredFirst && session.decided && interaction.guildId)
      this.deps.game.answered(interaction.guildId, interaction.id);
  }

  /**
   * Discord said another process acknowledged this interaction first. This process answers
   * through that acknowledgement only if it decided the interaction, with a receipt to show for
   * it: a command it decided has one; a read or a refusal outside the table gets one now (so the
   * waiting process, finding it, leaves the answer to this one). Otherwise it says nothing.
   */
  private async mayAnswerAfterAnother(
    interaction: Answerable,
    session: InteractionSession,
  ): Promise<boolean> {
    const { guildId } = interaction;
    if (!guildId) return false;
    if (session.decided) return true;
    try {
      return await this.deps.game.settle(guildId, interaction.id);
    } catch (error) {
      this.deps.log.warn('could not record an interaction answered after another process', { error });
      return false;
    }
  }

  /**
   * What a stopping bot does with an interaction no other process took: it refuses it as
   * restarting, after recording that refusal (so no process decides it otherwise later).
   */
  private readonly refuseAsStopping = async (
    responder: Responder,
    interaction: Answerable,
  ): Promise<void> => {
    const ended = this.deps.observer?.interactionStarted(kindOf(interaction));
    const { guildId } = interaction;
    if (!guildId || !(await this.deps.game.settle(guildId, interaction.id))) {
      ended?.('answered-elsewhere');
      return;
    }
    await responder.send(t(privateLocale(interaction), 'error.restarting'), true);
    ended?.('stopping');
  };

  private async dispatch(
    interaction: Answerable,
    action: CustomIdAction | undefined,
    responder: Responder,
    locale: Locale,
    session: InteractionSession,
  ): Promise<void> {
    const { chips, languages } = this.deps;
    const game = this.deps.game.acting(session);
    const reads = this.deps.reads.forSession(session);
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
      const place = await languages.placeOf(admitted);
      await command.execute({
        interaction: admitted,
        game,
        reads,
        place,
        locale,
        verifyUrl: this.deps.verifyUrl,
        ...answers,
      });
      return this.rememberPlayer(game, place, admitted, locale, responder);
    }
    // A button or menu no version of today's bot drew (an older one did): nothing happens, and
    // the member is told where the current buttons are.
    if (!action) throw new Refused('outdated-button');
    if (interaction.isModalSubmit()) {
      if (!isModalAction(action)) return;
      const form = MODALS[action.kind] as ModalKind<typeof action.kind>;
      const admitted = this.admit(form.preconditions, interaction);
      const place = await languages.placeOf(admitted);
      await form.handle({ interaction: admitted, game, reads, place, locale, ...answers }, action);
      return this.rememberPlayer(game, place, admitted, locale, responder);
    }
    if (!interaction.isMessageComponent() || isModalAction(action)) return;
    // One entry per kind: the mapped type of COMPONENTS pairs each kind with its own action.
    const kind = COMPONENTS[action.kind] as ButtonKind<typeof action.kind>;
    const admitted = this.admit(kind.preconditions, interaction);
    const place = await languages.placeOf(admitted);
    game.adopt(place, admitted.message.id);
    // A silent acknowledgement, or a form, cannot fill another process's "thinking…": these can.
    const acknowledge = () => responder.defer(t(locale, 'answer.done'));
    const update = (message: Reply) => responder.update(message);
    const showModal = (modal: Parameters<Responder['showModal']>[0]) =>
      responder.showModal(modal, t(locale, 'answer.formAgain'));
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
    this.rememberPlayer(game, place, admitted, locale, responder);
  }

  /**
   * A member's latest interaction at a table is where the bot reaches him privately later: his
   * prompt when a decision opens for him, a note of chips the bank sent home. Any interaction in a
   * server's channel that can carry a follow-up will do.
   */
  private rememberPlayer(
    game: TableActions,
    place: Place,
    interaction: Answerable,
    locale: Locale,
    responder: Responder,
  ): void {
    if (!interaction.guildId || !responder.canFollowUp) return;
    game.rememberFollowUp(place, interaction.user.id, locale, (reply) => responder.send(reply, true));
  }

  /** Runs the handler's preconditions: the first that fails throws Refused. */
  private admit<I extends Answerable>(preconditions: Preconditions, interaction: I): InServer<I> {
    const admitted = checkPreconditions(preconditions, interaction);
    // Whatever the handler, a bot that is stopping starts nothing new (the interaction waits).
    if (this.stopping || !this.deps.game.isAccepting) throw new ServiceStopped();
    return admitted;
  }

  /** The one error handler; answers how the interaction ended. */
  private async fail(
    responder: Responder,
    locale: Locale,
    error: unknown,
    interaction: Answerable,
    session: InteractionSession,
  ): Promise<InteractionOutcome> {
    let message: string;
    let outcome: InteractionOutcome;
    if (session.applied && !(error instanceof Refused) && !expired(error)) {
      // The command went through here, and only drawing its answer failed: saying "nothing was
      // changed" would be false.
      outcome = 'error';
      this.deps.log.error('interaction decided, its answer failed', {
        error,
        interaction: describe(interaction),
      });
      message = t(locale, 'error.afterDecision');
    } else if (error instanceof Refused) {
      outcome = 'refused';
      const { reason } = error;
      message =
        typeof reason === 'object' && 'code' in reason
          ? renderRefusal(locale, reason)
          : renderError(locale, reason);
    } else if (error instanceof ServiceStopped) {
      outcome = 'stopping';
      message = t(locale, 'error.restarting');
    } else if (expired(error)) {
      // Discord's 3 s were gone before this process could answer: nothing more can be said.
      this.deps.log.info('interaction expired before it could be answered', {
        interaction: describe(interaction),
      });
      return 'expired';
    } else if (error instanceof StorageUnavailableError) {
      outcome = 'storage-error';
      this.deps.log.error('storage unavailable', { error, interaction: describe(interaction) });
      message = t(locale, 'error.storage');
    } else {
      outcome = 'error';
      this.deps.log.error('interaction failed', { error, interaction: describe(interaction) });
      message = t(locale, 'error.unexpected');
    }
    await responder.send(message, true).catch((sendError: unknown) =>
      this.deps.log.warn('could not send the error message', {
        error: sendError,
        interaction: describe(interaction),
      }),
    );
    if (responder.silent) outcome = 'answered-elsewhere';
    return outcome;
  }
}

/** Discord's 10062: the interaction's token is no longer valid (its 3 s passed unanswered). */
const expired = (error: unknown): boolean =>
  error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownInteraction;

const describe = (interaction: Answerable) => ({
  id: interaction.id,
  guildId: interaction.guildId,
  channelId: interaction.channelId,
  userId: interaction.user.id,
  ...(interaction.isChatInputCommand()
    ? { command: interaction.commandName, subcommand: interaction.options.getSubcommand(false) }
    : { customId: interaction.customId }),
});
