/**
 * The imperative shell between interactions and the store: runs a command through
 * `store.execute` (durable when it resolves), then acts on the table's events — refresh or repost
 * the table message, post results and shoe notices, arm betting timers. Message work is queued,
 * never awaited: the ledger is committed before any of it starts.
 */

import type { ShoeExport } from '../engine/shoe-export.js';
import type { Logger } from '../log.js';
import type { GameStore } from '../store/game-store.js';
import { HistoryBook } from '../store/history.js';
import type { Accepted, Command, TableEvent } from '../table/commands.js';
import type { Rejection } from '../table/rejections.js';
import type { RoundRecord } from '../table/state.js';
import {
  effectiveSettings,
  type GuildRecord,
  type TableRecord,
  type TableSettings,
  tableDefaultsOf,
} from '../table/state.js';
import { BettingTimers } from './betting-timers.js';
import type { ChannelMemory } from './channel-memory.js';
import type { Locale } from './i18n/index.js';
import { roundResultMessage, roundResultWithRoad } from './round-results.js';
import { exportArchive, findRevealedShoe } from './shoe-history.js';
import { realScheduler, type Scheduler, type TableMessages } from './table-messages.js';
import {
  type Problem,
  renderShoeRevealed,
  renderShoeStarted,
  renderTableMessage,
  type ViewMessage,
} from './views/index.js';

/** Where an action happens, and the language public messages there are written in. */
export interface Place {
  readonly guildId: string;
  readonly channelId: string;
  /** The server's language: public messages (table, results, notices). */
  readonly guildLocale: Locale;
}

/** A refusal to show the member: a table rule (Rejection) or a Discord-side problem. */
export class Refused extends Error {
  constructor(readonly reason: Rejection | Problem) {
    super(typeof reason === 'string' ? reason : 'code' in reason ? reason.code : reason.kind);
    this.name = 'Refused';
  }
}

/** The service is shutting down and takes no more commands. */
export class ServiceStopped extends Error {
  constructor() {
    super('the game service is stopping');
    this.name = 'ServiceStopped';
  }
}

export type NameBook = (guildId: string, userIds: readonly string[]) => ReadonlyMap<string, string>;

export interface GameServiceDeps {
  readonly store: GameStore;
  readonly messages: TableMessages;
  readonly names: NameBook;
  readonly log: Logger;
  readonly scheduler?: Scheduler;
  /** The players' statistics; by default a read model over `store`'s round records. */
  readonly history?: HistoryBook;
  /**
   * Remembers each channel's language across restarts (share it with `messages`, which keeps the
   * table message id in the same record); without it, a channel's language lasts one process.
   */
  readonly memory?: ChannelMemory;
}

export class GameService {
  private accepting = true;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly timers: BettingTimers;
  private readonly locales = new Map<string, Locale>();
  private readonly scheduler: Scheduler;
  /** Statistics, leaderboards and each player's last rounds, from the round records. */
  readonly history: HistoryBook;

  constructor(private readonly deps: GameServiceDeps) {
    this.scheduler = deps.scheduler ?? realScheduler;
    this.history = deps.history ?? new HistoryBook(deps.store);
    this.timers = new BettingTimers({
      scheduler: this.scheduler,
      log: deps.log,
      isAccepting: () => this.accepting,
      placeOf: async (guildId, channelId) => ({
        guildId,
        channelId,
        guildLocale: await this.localeOf(guildId, channelId),
      }),
      read: (place) => this.read(place),
      deal: (place, round) =>
        this.run(place, { type: 'deal', channelId: place.channelId, userId: null, round }),
      isRefusal: (error) => error instanceof Refused,
    });
  }

  get isAccepting(): boolean {
    return this.accepting;
  }

  /**
   * Runs a command. A rejection throws Refused. `respond` (the interaction's answer) runs after the
   * commit and before any channel message, so a result shown in a reply comes before the next table.
   */
  async run(
    place: Place,
    command: Command,
    respond?: (accepted: Accepted) => Promise<{ resultShown: boolean } | undefined>,
  ): Promise<Accepted> {
    if (!this.accepting) return Promise.reject(new ServiceStopped());
    return this.track(async () => {
      this.learnLocale(place);
      const outcome = await this.deps.store.execute(place.guildId, command);
      if (!outcome.ok) throw new Refused(outcome);
      let resultShown = false;
      try {
        resultShown = (await respond?.(outcome))?.resultShown ?? false;
      } finally {
        await this.apply(place, outcome, resultShown).catch((error: unknown) =>
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
  ) {
    const command: Command = {
      type: 'deal',
      channelId: place.channelId,
      userId,
      ...(round ? { round } : {}),
    };
    return this.run(place, command, async (accepted) => {
      const dealt = accepted.events.find((event) => event.type === 'round-dealt');
      if (!dealt) return undefined;
      try {
        return { resultShown: await publish(await this.resultWithRoad(place, dealt.record, accepted)) };
      } catch (error) {
        this.deps.log.warn('could not reply with the result; posting it in the channel', { error });
        return { resultShown: false };
      }
    });
  }

  /** Takes a clicked table message as the channel's (after a restart the bot knows none). */
  adopt(place: Place, messageId: string): void {
    this.learnLocale(place);
    this.deps.messages.adopt(place.guildId, place.channelId, messageId);
  }

  /** The server's record and this channel's table (undefined before the channel's first action). */
  async read(
    place: Place,
  ): Promise<{ guild: GuildRecord; table: TableRecord | undefined; settings: TableSettings }> {
    const guild = await this.deps.store.readGuild(place.guildId);
    const table = await this.deps.store.readTable(place.guildId, place.channelId);
    return { guild, table, settings: table ? effectiveSettings(guild, table) : tableDefaultsOf(guild) };
  }

  /** The channel's table, created (with its committed first shoe) if it has none yet. */
  async table(place: Place): Promise<{ guild: GuildRecord; table: TableRecord; settings: TableSettings }> {
    const found = await this.read(place);
    if (found.table) return { ...found, table: found.table };
    await this.run(place, { type: 'view-table', channelId: place.channelId });
    const created = await this.read(place);
    if (!created.table) throw new Error('table missing after view-table');
    return { ...created, table: created.table };
  }

  get store(): GameStore {
    return this.deps.store;
  }

  /** The round's result as the public embed. */
  resultMessage(place: Place, record: RoundRecord, accepted: Accepted): ViewMessage {
    return roundResultMessage((guildId, userIds) => this.names(guildId, userIds), place, record, accepted);
  }

  /** The result, with the shoe's scoreboard at its foot when the table's `roadUnderResults` is on. */
  resultWithRoad(place: Place, record: RoundRecord, accepted: Accepted): Promise<ViewMessage> {
    return roundResultWithRoad(this.deps, place, record, accepted);
  }

  /** The `sabot-shoe/1` export of a revealed shoe: the newest revealed when `shoeNumber` is left out. */
  async exportShoe(place: Place, shoeNumber: number | undefined): Promise<ShoeExport> {
    const { table } = await this.read(place);
    const found = findRevealedShoe(table, shoeNumber);
    if (typeof found !== 'number') throw new Refused(found);
    const archive = await this.deps.store.readShoeArchive(place.guildId, place.channelId, found);
    if (!archive) throw new Refused({ kind: 'unknown-shoe', shoe: found });
    return exportArchive(archive);
  }

  /** Renders a channel's table message as it is now (TableMessages calls this for every write). */
  async renderTable(guildId: string, channelId: string): Promise<ViewMessage | undefined> {
    const guild = await this.deps.store.readGuild(guildId);
    const table = await this.deps.store.readTable(guildId, channelId);
    if (!table) return undefined;
    const names = this.names(
      guildId,
      table.seats.map((seat) => seat.userId),
    );
    return renderTableMessage(await this.localeOf(guildId, channelId), { guild, table, names });
  }

  /** Posts a fresh table message in the channel (`/table show`). */
  showTable(place: Place): void {
    this.learnLocale(place);
    this.deps.messages.repost(place.guildId, place.channelId);
  }

  /** Re-arms the betting timers storage remembers; an overdue one deals at once. */
  async start(): Promise<number> {
    const pending = await this.deps.store.pendingTimers();
    for (const timer of pending) this.timers.arm(timer.guildId, timer.channelId, timer.round, timer.dealAt);
    return pending.length;
  }

  /** Stops taking actions and timers; resolves when the commands in flight have finished. */
  async stop(): Promise<void> {
    this.accepting = false;
    this.timers.clear();
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Members' display names as far as the client knows them; unknown ones are left out. */
  names(guildId: string, userIds: readonly string[]): ReadonlyMap<string, string> {
    return this.deps.names(guildId, userIds);
  }

  /** The channel's language: the last interaction's server locale, else the remembered one, else English. */
  private async localeOf(guildId: string, channelId: string): Promise<Locale> {
    const known = this.locales.get(channelId);
    if (known) return known;
    return (await this.deps.memory?.load(guildId, channelId))?.locale ?? 'en';
  }

  /** Takes the server locale of an interaction as the channel's language, and remembers it. */
  private learnLocale(place: Place): void {
    this.locales.set(place.channelId, place.guildLocale);
    this.deps.memory?.remember(place.guildId, place.channelId, { locale: place.guildLocale });
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

  /** Turns a command's events into channel messages and timers. */
  private async apply(place: Place, accepted: Accepted, resultShown: boolean): Promise<void> {
    const { guildId, channelId } = place;
    const { messages } = this.deps;
    let refresh = false;
    let repost = false;
    for (const event of accepted.events as readonly TableEvent[]) {
      switch (event.type) {
        case 'round-dealt':
          if (!resultShown)
            messages.announce(guildId, channelId, await this.resultWithRoad(place, event.record, accepted));
          repost = true;
          break;
        case 'shoe-revealed':
          messages.announce(
            guildId,
            channelId,
            renderShoeRevealed(place.guildLocale, { archive: event.archive }),
          );
          break;
        case 'shoe-started':
          messages.announce(guildId, channelId, renderShoeStarted(place.guildLocale, event));
          refresh = true;
          break;
        case 'timer-armed':
          if (accepted.changes.table)
            this.timers.arm(guildId, channelId, accepted.changes.table.round, event.dealAt);
          refresh = true;
          break;
        case 'bet-placed':
        case 'bets-cleared':
        case 'bets-repeated':
        case 'table-configured':
        case 'client-seed-set':
          refresh = true;
          break;
        case 'wallet-changed':
        case 'guild-configured':
          break;
      }
    }
    // No deal time left on the table (timer off, bets cleared, round dealt): drop its timer.
    if (accepted.changes.table?.dealAt === null) this.timers.disarm(channelId);
    if (repost) messages.repost(guildId, channelId);
    else if (refresh) messages.refresh(guildId, channelId);
  }
}
