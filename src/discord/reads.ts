/**
 * The read side of the shell: every question a command or a view asks of storage, by name. None
 * of them changes anything: a member without a wallet is shown the chips waiting for them (none
 * is issued), and a channel without a table is refused rather than given one.
 */
import { centsOf } from '../engine/money.js';
import { shellOf } from '../games/shells.js';
import type { GameStore } from '../store/game-store.js';
import { HistoryBook, type Leaderboard, type LeaderboardBy } from '../store/history.js';
import { ServerOwnedElsewhereError } from '../store/ownership.js';
import {
  effectiveSettings,
  type RoundRecord,
  rulesInPlay,
  type ShoeArchive,
  type TableRecord,
  tableDefaultsOf,
} from '../table/state.js';
import type { PlayerStats } from '../table/statistics.js';
import type { OddsSources } from './game-shell.js';
import { liveScoreboard, revealedScoreboard } from './insights.js';
import type { ChannelLanguages } from './languages.js';
import { type AnyShoeExport, exportArchive, exportDealtArchive, findRevealedShoe } from './shoe-history.js';
import type { ViewMessage } from './views/index.js';
import {
  type Balance,
  type NameBook,
  type Place,
  Refused,
  type ShoeScoreboard,
  type TableReads,
  type TableView,
} from './vocabulary.js';

export interface StoreReadsDeps {
  readonly store: GameStore;
  readonly names: NameBook;
  /** Each channel's public language, for the table message. */
  readonly languages: ChannelLanguages;
  /** The players' statistics; by default a read model over `store`'s round records. */
  readonly history?: HistoryBook;
  /**
   * Whether the interaction these reads answer was decided by this process (reads for one
   * interaction: `forSession`). Then an answer that reads the table or a balance after the server
   * passed to another process reads what was committed instead of failing: a failure would tell
   * the member nothing was changed, while it was.
   */
  readonly decided?: () => boolean;
}

export class StoreReads implements TableReads {
  readonly names: NameBook;
  private readonly store: GameStore;
  private readonly history: HistoryBook;

  constructor(private readonly deps: StoreReadsDeps) {
    this.store = deps.store;
    this.names = deps.names;
    this.history = deps.history ?? new HistoryBook(deps.store);
  }

  forSession(session: { readonly decided: boolean }): TableReads {
    return new StoreReads({ ...this.deps, history: this.history, decided: () => session.decided });
  }

  async balance(guildId: string, userId: string): Promise<Balance> {
    const { wallet, guild } = await this.orCommitted(
      async () => {
        const wallet = await this.store.readWallet(guildId, userId);
        return { wallet, guild: await this.store.readGuild(guildId) };
      },
      () => this.store.readCommitted(guildId, { userId }),
    );
    const { startingChips, dailyChips } = guild.settings;
    if (wallet)
      return { opened: true, balanceCents: wallet.balanceCents, lastDailyAt: wallet.lastDailyAt, dailyChips };
    // Issued only when the wallet opens (a first bet, /daily, an admin's grant): shown, not given.
    return { opened: false, balanceCents: centsOf(startingChips), lastDailyAt: null, dailyChips };
  }

  async table(place: Place): Promise<TableView> {
    const { guild, table } = await this.orCommitted(
      () => this.store.readGuildAndTable(place.guildId, place.channelId),
      () => this.store.readCommitted(place.guildId, { channelId: place.channelId }),
    );
    const serverDefaults = tableDefaultsOf(guild);
    return {
      guild,
      table,
      settings: table ? effectiveSettings(guild, table) : serverDefaults,
      serverDefaults,
    };
  }

  player(guildId: string, userId: string): Promise<PlayerStats | undefined> {
    return this.history.player(guildId, userId);
  }

  leaderboard(guildId: string, by: LeaderboardBy, askerId: string): Promise<Leaderboard> {
    return this.history.leaderboard(guildId, by, askerId);
  }

  async road(place: Place, shoeNumber: number | undefined): Promise<ShoeScoreboard> {
    const table = await this.existingTable(place);
    if (shoeNumber === undefined || shoeNumber === table.shoe.spec.shoeNumber) return liveScoreboard(table);
    return revealedScoreboard(await this.revealedShoe(place, table, shoeNumber));
  }

  async odds(place: Place): Promise<OddsSources> {
    const { table, settings } = await this.table(place);
    if (!table) throw new Refused('no-table');
    return { table, settings };
  }

  async lastRevealedShoe(place: Place): Promise<ShoeArchive | undefined> {
    const table = await this.store.readTable(place.guildId, place.channelId);
    const newest = table?.revealedShoes.at(-1);
    return newest === undefined
      ? undefined
      : this.store.readShoeArchive(place.guildId, place.channelId, newest);
  }

  async exportShoe(place: Place, shoeNumber: number | undefined): Promise<AnyShoeExport> {
    const { table } = await this.table(place);
    const archive = await this.revealedShoe(place, table, shoeNumber);
    const { game, coupsFromShoe } = shellOf(archive.game);
    if (coupsFromShoe) return exportDealtArchive(game, archive);
    // The other games' coups are in their round records: one per coup, rounds firstRound, firstRound + 1, …
    const rounds = await Promise.all(
      Array.from({ length: archive.coups }, (_, i) =>
        this.store.readRound(place.guildId, place.channelId, archive.firstRound + i),
      ),
    );
    if (rounds.some((record) => record === undefined || record.shoeNumber !== archive.spec.shoeNumber))
      throw new Refused({ kind: 'unknown-shoe', shoe: archive.spec.shoeNumber });
    return exportArchive(
      game,
      archive,
      (rounds as RoundRecord<unknown>[]).map((record) => record.coup),
    );
  }

  /** `read` through the server's queue; `committed` when that finds the server moved on after this process decided. */
  private async orCommitted<T>(read: () => Promise<T>, committed: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (error instanceof ServerOwnedElsewhereError && this.deps.decided?.()) return committed();
      throw error;
    }
  }

  async tableMessage(guildId: string, channelId: string): Promise<ViewMessage | undefined> {
    const { guild, table } = await this.store.readGuildAndTable(guildId, channelId);
    if (!table) return undefined;
    const locale = await this.deps.languages.of(guildId, channelId);
    // The game of the open round, or the one the next round will deal when nothing is under way.
    return shellOf(rulesInPlay(guild, table).game).tableMessage(locale, {
      guild,
      table,
      names: (userIds) => this.names(guildId, userIds),
    });
  }

  private async existingTable(place: Place): Promise<TableRecord> {
    const table = await this.store.readTable(place.guildId, place.channelId);
    if (!table) throw new Refused('no-table');
    return table;
  }

  /** A revealed shoe's archive: the one asked for, or the newest; refused when there is none. */
  private async revealedShoe(
    place: Place,
    table: TableRecord | undefined,
    wanted: number | undefined,
  ): Promise<ShoeArchive> {
    const found = findRevealedShoe(table, wanted);
    if (typeof found !== 'number') throw new Refused(found);
    const archive = await this.store.readShoeArchive(place.guildId, place.channelId, found);
    if (!archive) throw new Refused({ kind: 'unknown-shoe', shoe: found });
    return archive;
  }
}
