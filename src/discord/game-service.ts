/**
 * The write side of the shell: runs a command through `store.execute` (durable when it resolves),
 * then plans what the result does in the channel (effects.ts) and carries it out
 * (effect-executor.ts). Message work is queued, never awaited: the ledger is committed before any
 * of it starts.
 *
 * It also picks up the servers this process starts serving (GameStore.onServerTaken): their timers
 * are armed and their undelivered results posted, once per hand-over, whether the server was
 * taken at start-up, by a player's interaction, or by the sweep that looks every SWEEP_MS for
 * listed servers another process has let go of (docs/scaling.md, "Handing a server over").
 */

import { shellOf } from '../games/shells.js';
import type { Logger } from '../log.js';
import type { GameStore, GuildFilter, ServerTaken } from '../store/game-store.js';
import { ServerOwnedElsewhereError } from '../store/ownership.js';
import type { Accepted, Command } from '../table/commands.js';
import type { ChangeSet } from '../table/draft.js';
import { type RoundRecord, rulesInPlay } from '../table/state.js';
import { carryOut, type EffectTargets, resultPost } from './effect-executor.js';
import { planEffects } from './effects.js';
import { type Locale, t } from './i18n/index.js';
import { type ChannelLanguages, publicLocale } from './languages.js';
import { type FollowUp, PrivateFollowUps } from './private-follow-ups.js';
import { hasResultView, roundResult } from './round-results.js';
import { realScheduler, type Scheduler, type TableMessages } from './table-messages.js';
import { TableTimers } from './table-timers.js';
import { renderRefundNote } from './views/index.js';
import { type Place, Refused, ServiceStopped, type TableActions, type TableReads } from './vocabulary.js';

/** How often the listed servers this process does not serve are tried (a hand-over's leftovers). */
export const SWEEP_MS = 5_000;

/**
 * One interaction as the game sees it: its id, whose decisions get a receipt (receipts.ts), and
 * whether this process has decided a command for it yet.
 */
export interface InteractionSession {
  readonly id: string;
  decided: boolean;
  /** Whether a command this process decided for it was applied (not refused by the table). */
  applied?: boolean;
}

/** What a start-up found: the timers armed, the results posted again, the servers another process serves. */
export interface StartReport {
  readonly timers: number;
  readonly results: number;
  readonly servedElsewhere: number;
}

export interface GameServiceDeps {
  readonly store: GameStore;
  readonly reads: TableReads;
  readonly messages: TableMessages;
  /** Each channel's public language: every action at a place teaches it the server's. */
  readonly languages: ChannelLanguages;
  readonly log: Logger;
  readonly scheduler?: Scheduler;
  /** The verifier page's address (VERIFY_URL), which the shoe-end notice links to. */
  readonly verifyUrl?: string | undefined;
}

export class GameService implements TableActions {
  private accepting = true;
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Timers armed and results posted again since this process started (for its start-up line). */
  private readonly pickedUp = { timers: 0, results: 0 };
  private sweeper: unknown;
  private readonly betting: TableTimers;
  private readonly decisions: TableTimers;
  private readonly targets: EffectTargets;
  private readonly followUps: PrivateFollowUps;

  constructor(private readonly deps: GameServiceDeps) {
    const { reads, languages, log } = deps;
    const host = {
      scheduler: deps.scheduler ?? realScheduler,
      log,
      isAccepting: () => this.accepting,
      placeOf: (guildId: string, channelId: string) => languages.placeAt(guildId, channelId),
      read: (place: Place) => reads.table(place),
      isRefusal: (error: unknown) => error instanceof Refused,
      isServedElsewhere: (error: unknown) => error instanceof ServerOwnedElsewhereError,
    };
    // The betting timer deals the round it was armed for, while its bets still wait.
    this.betting = new TableTimers(host, {
      name: 'betting timer',
      // A house-banked game's bets are seats; a player-banked game's offers and waits live in its game state.
      dueAt: (table) =>
        table.dealAt !== null && (table.seats.length > 0 || table.gameState !== null)
          ? table.dealAt
          : undefined,
      act: (place, round) =>
        this.run(place, { type: 'deal', channelId: place.channelId, userId: null, round }),
    });
    // The decision timer applies the default of the decision the coup waits for at its deadline.
    this.decisions = new TableTimers(host, {
      name: 'decision timer',
      dueAt: (table) => table.coup?.decision.deadline,
      act: (place, round, table) =>
        this.run(place, {
          type: 'decision-timeout',
          channelId: place.channelId,
          round,
          step: table.coup!.decision.step,
        }),
    });
    this.followUps = new PrivateFollowUps(host.scheduler, log);
    this.targets = {
      posts: deps.messages,
      timers: { betting: this.betting, decision: this.decisions },
      result: (place, record, changes) => roundResult({ reads, log }, place, record, changes),
      resultPosted: (place, record) => this.resultPosted(place, record),
      // Each game words its own note, in the language of the interaction being followed up.
      tellRefunds: (place, userId, note) =>
        void this.followUps.tell(place, userId, (locale) => renderRefundNote(locale, note)),
      promptDecider: (place, userId, step) =>
        void this.promptDecider(place, userId, step).catch((error: unknown) =>
          log.warn('a decision prompt could not be sent', { channelId: place.channelId, userId, error }),
        ),
    };
    deps.store.onServerTaken((taken) => this.pickUp(taken));
  }

  /** The game as one interaction's handlers see it: its commands carry the interaction's receipt. */
  acting(session: InteractionSession): TableActions {
    return {
      run: (place, command) => this.run(place, command, session),
      rememberFollowUp: (place, userId, locale, followUp) =>
        this.rememberFollowUp(place, userId, locale, followUp),
      ensureTable: (place) => this.ensureTable(place),
      showTable: (place) => this.showTable(place),
      adopt: (place, messageId) => this.adopt(place, messageId),
    };
  }

  /** Serves the server if this process can (picking up what it needs): true once it does. */
  serve(guildId: string): Promise<boolean> {
    return this.deps.store.serve(guildId);
  }

  /** Until when another process served the server before this one (GameStore.othersServedUntil). */
  othersServedUntil(guildId: string): number | undefined {
    return this.deps.store.othersServedUntil(guildId);
  }

  /** Whether another process decided the interaction (asked while this one serves the server). */
  decidedElsewhere(guildId: string, interactionId: string): Promise<boolean> {
    return this.deps.store.isSettledElsewhere(guildId, interactionId);
  }

  /**
   * Records that this process decided the interaction without a command (a read, a refusal outside
   * the table, the stopping refusal): true once that is durable, false when another process
   * decided it or serves the server.
   */
  settle(guildId: string, interactionId: string): Promise<boolean> {
    return this.deps.store.settle(guildId, interactionId);
  }

  /** This process gave the interaction its first response: its receipt is no longer needed. */
  answered(guildId: string, interactionId: string): void {
    this.deps.store.markAnswered(guildId, interactionId);
  }

  /**
   * A decision opened for `userId`: his prompt (his cards, the choices the rule leaves him, the
   * deadline) goes to him at once, privately and in his language, as a follow-up of his latest
   * interaction at the table. When none can carry it (he never acted here in the last 14 minutes,
   * or this process started since), the channel calls him by a mention, with the button that
   * opens his cards. A coup already past that decision sends nothing.
   */
  private async promptDecider(place: Place, userId: string, step: number): Promise<void> {
    const { guild, table } = await this.deps.reads.table(place);
    const decision = table?.coup?.decision;
    if (!table || decision?.userId !== userId || decision.step !== step) return;
    const shell = shellOf(rulesInPlay(guild, table).game);
    const input = { table, userId, names: this.deps.reads.names(place.guildId, [userId]) };
    // A game that shows no private cards still tells him where his turn is: the table message.
    const told = await this.followUps.tell(
      place,
      userId,
      (locale) => shell.privateCards(locale, input) ?? t(locale, 'deal.waits'),
    );
    if (told) return;
    const call = shell.turnCall(publicLocale(place), input);
    // The one mention the bot lets ping: the player whose turn it is.
    if (call)
      this.deps.messages.announce(place.guildId, place.channelId, {
        ...call,
        allowedMentions: { users: [userId] },
      });
  }

  rememberFollowUp(place: Place, userId: string, locale: Locale, followUp: FollowUp): void {
    this.followUps.remember(place, userId, locale, followUp);
  }

  get isAccepting(): boolean {
    return this.accepting;
  }

  /**
   * Runs a command; a refusal throws Refused. Sent for an interaction (`session`), it is decided
   * once across processes (its receipt), and the session learns that this process decided it.
   */
  async run(place: Place, command: Command, session?: InteractionSession): Promise<Accepted> {
    if (!this.accepting) return Promise.reject(new ServiceStopped());
    return this.track(async () => {
      this.deps.languages.learn(place);
      const outcome = await this.deps.store.execute(place.guildId, command, { interaction: session?.id });
      if (session) {
        session.decided = true;
        session.applied ||= outcome.ok;
      }
      if (!outcome.ok) throw new Refused(outcome);
      await Promise.resolve()
        .then(() =>
          carryOut(
            this.targets,
            place,
            planEffects(place, outcome, {
              verifyUrl: this.deps.verifyUrl,
              names: (userIds) => this.deps.reads.names(place.guildId, userIds),
            }),
          ),
        )
        .catch((error: unknown) =>
          this.deps.log.error('table effects failed', { channelId: place.channelId, error }),
        );
      return outcome;
    });
  }

  async ensureTable(place: Place): Promise<void> {
    const { table } = await this.deps.reads.table(place);
    if (!table) await this.run(place, { type: 'view-table', channelId: place.channelId });
  }

  adopt(place: Place, messageId: string): void {
    this.deps.languages.learn(place);
    this.deps.messages.adopt(place.guildId, place.channelId, messageId);
  }

  showTable(place: Place): void {
    this.deps.languages.learn(place);
    this.deps.messages.repost(place.guildId, place.channelId);
  }

  /**
   * After a start: serves every server the attention index lists among those `owns` accepts (its
   * shards' servers), picking up each one's timers (an overdue deal is dealt, an overdue decision
   * defaulted, at once) and posting the results a crash kept from its channels. A server another
   * process serves is left to it, and taken over by the sweep, every SWEEP_MS, once its lease is
   * free: a process never fails to start because another holds a server.
   */
  async start(owns: GuildFilter = () => true): Promise<StartReport> {
    const elsewhere = await this.sweep(owns);
    this.sweeper ??= this.scheduler.setTimeout(() => void this.keepSweeping(owns), SWEEP_MS);
    return { ...this.pickedUp, servedElsewhere: elsewhere.length };
  }

  /** Serves the listed servers this process does not serve yet; answers those another process serves. */
  private async sweep(owns: GuildFilter): Promise<string[]> {
    const { store } = this.deps;
    const elsewhere: string[] = [];
    for (const guildId of await store.serversNeedingAttention(owns)) {
      if (!this.accepting) break;
      if (store.serving(guildId)) continue;
      if (!(await store.serve(guildId))) elsewhere.push(guildId);
    }
    return elsewhere;
  }

  private async keepSweeping(owns: GuildFilter): Promise<void> {
    if (!this.accepting) return;
    try {
      const before = { ...this.pickedUp };
      await this.sweep(owns);
      const timers = this.pickedUp.timers - before.timers;
      const results = this.pickedUp.results - before.results;
      if (timers + results > 0)
        this.deps.log.info('took over servers another process had let go', { timers, results });
    } catch (error) {
      this.deps.log.warn('the sweep of listed servers failed; trying again', { error });
    }
    if (this.accepting)
      this.sweeper = this.scheduler.setTimeout(() => void this.keepSweeping(owns), SWEEP_MS);
  }

  private get scheduler(): Scheduler {
    return this.deps.scheduler ?? realScheduler;
  }

  /**
   * A server this process has just started serving: its timers are armed and its undelivered
   * results posted (with their nonces, so a result its previous process did post is not shown twice).
   */
  private pickUp({ guildId, timers, undelivered }: ServerTaken): void {
    if (!this.accepting) return;
    this.deps.log.debug('picked up a server', {
      guildId,
      timers: timers.length,
      results: undelivered.length,
    });
    for (const timer of timers) {
      this.targets.timers[timer.kind].arm(timer.guildId, timer.channelId, timer.round, timer.at);
      this.pickedUp.timers++;
    }
    for (const { guildId, channelId, round } of undelivered) {
      this.pickedUp.results++;
      this.repostResult(guildId, channelId, round).catch((error: unknown) =>
        this.deps.log.error('could not post an undelivered result', { guildId, channelId, round, error }),
      );
    }
  }

  /** Posts a committed round's result that never reached the channel, with its nonce. */
  private async repostResult(guildId: string, channelId: string, round: number): Promise<boolean> {
    const { store, messages, languages } = this.deps;
    const record = await store.readRound(guildId, channelId, round);
    const place = await languages.placeAt(guildId, channelId);
    if (!record || !hasResultView(record)) {
      await store.markPosted(guildId, channelId, round);
      return false;
    }
    const table = await store.readTable(guildId, channelId);
    const archive = await store.readShoeArchive(guildId, channelId, record.shoeNumber);
    const changes: ChangeSet = {
      guild: undefined,
      table,
      wallets: [],
      rounds: [record],
      shoes: archive ? [archive] : [],
    };
    const message = await this.targets.result(place, record, changes);
    messages.announce(guildId, channelId, resultPost(message, channelId, round), () =>
      this.resultPosted(place, record),
    );
    return true;
  }

  /** The result is in the channel (a reply or a post): its outbox entry goes. */
  private resultPosted(place: Place, record: RoundRecord<unknown>): void {
    this.deps.store.markPosted(place.guildId, place.channelId, record.round).catch((error: unknown) =>
      this.deps.log.warn('could not note a posted result', {
        channelId: place.channelId,
        round: record.round,
        error,
      }),
    );
  }

  /** Stops taking actions, timers and sweeps; resolves when the commands in flight have finished. */
  async stop(): Promise<void> {
    this.accepting = false;
    if (this.sweeper !== undefined) this.scheduler.clearTimeout(this.sweeper);
    this.betting.clear();
    this.decisions.clear();
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private track<T>(task: () => Promise<T>): Promise<T> {
    const run = task();
    this.inFlight.add(run);
    void run.then(
      () => this.inFlight.delete(run),
      () => this.inFlight.delete(run),
    );
    return run;
  }
}
