/**
 * What the ledger says about the players: /stats (one player's record), /leaderboard (the top ten
 * and the asker's own place) and /history (the asker's last rounds). Everything shown comes from
 * the round records, through the statistics read model.
 */
import type { APIEmbed } from 'discord.js';
import { SHELLS, shellOf } from '../../games/shells.js';
import type { Leaderboard } from '../../store/history.js';
import type { BetTypeStats, PlayerStats } from '../../table/statistics.js';
import { formatChips, formatSignedChips, formatTime, type Locale, t } from '../i18n/index.js';
import { fitEmbed, safeName } from './embed-limits.js';
import { COLORS, displayName, type ViewMessage } from './shared.js';

const message = (embed: APIEmbed): ViewMessage => ({ embeds: [fitEmbed(embed)], components: [] });

export interface StatsInput {
  /** The member's display name (used when it is not the reader's own record). */
  readonly name: string;
  readonly self: boolean;
  /** Undefined when the member has never played a round on the server. */
  readonly stats: PlayerStats | undefined;
}

/**
 * Every side /bet takes, in the order the games list them: Player, Banker, Tie, the side bets,
 * the banked games' positions. Read when a view is drawn: the shells import the views.
 */
const spotOrder = (): readonly string[] => [
  ...new Set([...SHELLS.values()].flatMap((shell) => shell.bet.sides.map((side) => side.value))),
];

/** The spots the player staked on, in table order: Player, Banker, Tie, the side bets, the banked games' positions. */
const playedSpots = (stats: PlayerStats): [string, BetTypeStats][] => {
  const order = spotOrder();
  // In /bet's order, any other after, by id.
  const spotRank = (spot: string) => {
    const at = order.indexOf(spot);
    return at === -1 ? order.length : at;
  };
  return Object.entries(stats.bets)
    .filter(([, bet]) => bet.count > 0)
    .sort(([a], [b]) => spotRank(a) - spotRank(b) || (a < b ? -1 : a > b ? 1 : 0));
};

/** A spot as its game names it (the first game listing it: a spot two games share has one name). */
const statsSpotName = (locale: Locale, spot: string): string => {
  for (const shell of SHELLS.values()) {
    const name = shell.statsSpotName(locale, spot);
    if (name !== undefined) return name;
  }
  return spot;
};

/** /stats: rounds played, wagered, net, biggest win, and each kind of bet. */
export const renderStats = (locale: Locale, input: StatsInput): ViewMessage => {
  const name = safeName(input.name);
  const title = input.self ? t(locale, 'stats.title.self') : t(locale, 'stats.title.other', { name });
  const { stats } = input;
  if (!stats || stats.coups === 0) {
    return message({
      title,
      color: COLORS.closed,
      description: input.self ? t(locale, 'stats.none.self') : t(locale, 'stats.none.other', { name }),
    });
  }
  const overall = [
    t(locale, 'stats.played', { count: stats.coups, won: stats.won, lost: stats.lost, even: stats.even }),
    t(locale, 'stats.wagered', { cents: stats.wageredCents }),
    t(locale, 'stats.net', { net: formatSignedChips(locale, stats.netCents) }),
    stats.biggestWinCents > 0
      ? t(locale, 'stats.biggestWin', { cents: stats.biggestWinCents })
      : t(locale, 'stats.biggestWin.none'),
  ];
  const byBet = playedSpots(stats).map(([spot, bet]) =>
    t(locale, 'stats.bet', {
      spot: statsSpotName(locale, spot),
      count: bet.count,
      cents: bet.wageredCents,
      net: formatSignedChips(locale, bet.netCents),
    }),
  );
  return message({
    title,
    color: stats.netCents >= 0 ? COLORS.felt : COLORS.banker,
    fields: [
      { name: t(locale, 'stats.overall'), value: overall.join('\n') },
      // A player whose rounds were all as the bank of a player-banked game staked on no spot.
      ...(byBet.length > 0 ? [{ name: t(locale, 'stats.byBet'), value: byBet.join('\n') }] : []),
    ],
    footer: { text: t(locale, 'stats.footer') },
  });
};

export interface LeaderboardInput {
  readonly board: Leaderboard;
  /** Display names of the members shown; a missing one shows as a mention. */
  readonly names: ReadonlyMap<string, string>;
  /** Who asked: their own place is always shown, in or out of the top. */
  readonly askerId: string;
}

/** /leaderboard (public): the top places and, always, the asker's own place (or why they have none). */
export const renderLeaderboard = (locale: Locale, input: LeaderboardInput): ViewMessage => {
  const { board, names } = input;
  const rows = board.top.map((entry) => {
    const name = displayName(names, entry.userId);
    return board.by === 'chips'
      ? t(locale, 'leaderboard.row.chips', { rank: entry.rank, name, cents: entry.valueCents })
      : t(locale, 'leaderboard.row.net', {
          rank: entry.rank,
          name,
          net: formatSignedChips(locale, entry.valueCents),
          count: entry.coups,
        });
  });
  const asker = displayName(names, input.askerId);
  const own = board.own
    ? t(locale, 'leaderboard.own', { name: asker, rank: board.own.rank, total: board.total })
    : t(locale, `leaderboard.own.none.${board.by}`, { name: asker });
  const description =
    rows.length > 0
      ? [...rows, '', own].join('\n')
      : [t(locale, `leaderboard.empty.${board.by}`), '', own].join('\n');
  return message({
    title: t(locale, `leaderboard.title.${board.by}`),
    color: COLORS.fair,
    description,
    footer: { text: t(locale, `leaderboard.footer.${board.by}`) },
  });
};

/** /history: the asker's last rounds, newest first, each with its bets, result and balance after. */
export const renderHistory = (
  locale: Locale,
  input: { readonly stats: PlayerStats | undefined },
): ViewMessage => {
  const recent = input.stats?.recent ?? [];
  if (recent.length === 0)
    return message({
      title: t(locale, 'history.title'),
      color: COLORS.closed,
      description: t(locale, 'history.none'),
    });
  const entries = recent.map((round) =>
    t(locale, 'history.entry', {
      round: round.round,
      channel: `<#${round.channelId}>`,
      shoe: round.shoeNumber,
      coup: round.coupInShoe,
      when: formatTime(round.dealtAt, 'R'),
      outcome: shellOf(round.game).roundOutcome(locale, round),
      stakes: shellOf(round.game).stakesText(locale, round.stakes),
      net: formatSignedChips(locale, round.netCents),
      balance: formatChips(locale, round.balanceCents),
    }),
  );
  // Ten entries of two lines stay far below the 4,096 characters of a description.
  return message({
    title: t(locale, 'history.title'),
    color: COLORS.info,
    description: entries.join('\n\n'),
    footer: { text: t(locale, 'history.footer', { count: recent.length }) },
  });
};
