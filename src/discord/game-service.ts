/**
 * The write side of the shell: runs a command through `store.execute` (durable when it resolves),
 * lets the interaction answer, then plans what the result does in the channel (effects.ts) and
 * carries it out (effect-executor.ts). Message work is queued, never awaited: the ledger is
 * committed before any of it starts.
 */

import type { Logger } from '../log.js';
import type { GameStore } from '../store/game-store.js';
import { ServerOwnedElsewhereError } from '../store/ownership.js';
import type { Accepted, Command } from '../table/commands.js';
import type { ChangeSet } from '../table/draft.js';
import type { RoundRecord } from '../table/state.js';
import { carryOut, type EffectTargets, resultPost } from './effect-executor.js';
import { planEffects } from './effects.js';
import type { Locale } from './i18n/index.js';
import type { ChannelLanguages } from './languages.js';
import { type FollowUp, PrivateFollowUps } from './private-follow-ups.js';
import { answeredElsewhere } from './responder.js';
import { hasResultView, roundResult } from './round-results.js';
import { realScheduler, type Scheduler, type TableMessages } from './table-messages.js';
import { TableTimers } from './table-timers.js';
import { renderRefundNote, type ViewMessage } from './views/index.js';
import { type Place, Refused, ServiceStopped, type TableActions, type TableReads } from './vocabulary.js';

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
      // Punto Banco's bets are seats; chemin de fer's offers and la suite live in its game state.
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
    };
  }

  rememberFollowUp(place: Place, userId: string, locale: Locale, followUp: FollowUp): void {
    this.followUps.remember(place, userId, locale, followUp);
  }

  get isAccepting(): boolean {
    return this.accepting;
  }

  async run(
    place: Place,
    command: Command,
    respond?: (accepted: Accepted) => Promise<{ resultShown: boolean } | undefined>,
  ): Promise<Accepted> {
    if (!this.accepting) return Promise.reject(new ServiceStopped());
    return this.track(async () => {
      this.deps.languages.learn(place);
      const outcome = await this.deps.store.execute(place.guildId, command);
      if (!outcome.ok) throw new Refused(outcome);
      let resultShown = false;
      try {
        resultShown = (await respond?.(outcome))?.resultShown ?? false;
      } finally {
        await Promise.resolve()
          .then(() =>
            carryOut(
              this.targets,
              place,
              planEffects(place, outcome, {
                resultShown,
                verifyUrl: this.deps.verifyUrl,
                names: (userIds) => this.deps.reads.names(place.guildId, userIds),
              }),
            ),
          )
          .catch((error: unknown) =>
            this.deps.log.error('table effects failed', { channelId: place.channelId, error }),
          );
      }
      return outcome;
    });
  }

  /**
   * Deals, and shows the result through `publish` (the interaction's public reply) when it can;
   * when it cannot (`publish` says false, or fails), the result is posted in the channel instead.
   */
  deal(
    place: Place,
    userId: string,
    round: number | undefined,
    publish: (message: ViewMessage) => Promise<boolean>,
  ): Promise<Accepted> {
    const command: Command = {
      type: 'deal',
      channelId: place.channelId,
      userId,
      ...(round ? { round } : {}),
    };
    return this.run(place, command, async (accepted) => {
      const dealt = accepted.events.find((event) => event.type === 'round-dealt');
      if (!dealt || !hasResultView(dealt.record)) return undefined;
      const { record } = dealt;
      try {
        const resultShown = await publish(await this.targets.result(place, record, accepted.changes));
        if (resultShown) this.resultPosted(place, record);
        return { resultShown };
      } catch (error) {
        // Another process answered first and showed the result: posting it again would repeat it.
        if (answeredElsewhere(error)) return { resultShown: true };
        this.deps.log.warn('could not reply with the result; posting it in the channel', { error });
        return { resultShown: false };
      }
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
   * After a start: re-arms the timers storage remembers (an overdue deal is dealt, an overdue
   * decision defaulted, at once), and posts the results a crash kept from the channel, for the
   * servers `owns` says are this process's (its shards' servers): another shard's process does
   * the same for its own, and two processes never act for one server.
   */
  async start(owns: (guildId: string) => boolean = () => true): Promise<{ timers: number; results: number }> {
    const pending = await this.deps.store.pendingTimers(owns);
    for (const timer of pending)
      this.targets.timers[timer.kind].arm(timer.guildId, timer.channelId, timer.round, timer.at);
    let results = 0;
    for (const { guildId, channelId, round } of await this.deps.store.undeliveredResults(owns)) {
      try {
        if (await this.repostResult(guildId, channelId, round)) results++;
      } catch (error) {
        this.deps.log.error('could not post a result after the restart', {
          guildId,
          channelId,
          round,
          error,
        });
      }
    }
    return { timers: pending.length, results };
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

  /** Stops taking actions and timers; resolves when the commands in flight have finished. */
  async stop(): Promise<void> {
    this.accepting = false;
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
