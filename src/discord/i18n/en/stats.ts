/**
 * The shoe's scoreboard (/road), the odds of the next coup (/odds), and what the ledger says about
 * each player: /stats, /leaderboard and /history.
 */

import type { Side } from '../../../engine/coup.js';
import type { Cents } from '../../../engine/money.js';
import { agreeWith, countChips, countOf } from '../format.js';
import type { Template } from '../types.js';

const chips = countChips('en', { one: 'chip', other: 'chips' });
const coups = countOf('en', { one: 'coup', other: 'coups' });
const rounds = countOf('en', { one: 'round', other: 'rounds' });
const bets = countOf('en', { one: 'bet', other: 'bets' });
const cards = countOf('en', { one: 'card', other: 'cards' });
const isAre = agreeWith('en', { one: 'is', other: 'are' });
const SIDE: Readonly<Record<Side, string>> = { player: 'Player', banker: 'Banker', tie: 'Tie' };

/** The counts under a shoe's roads. */
export interface SummaryParams {
  readonly coups: number;
  readonly banker: number;
  readonly player: number;
  readonly tie: number;
  readonly naturals: number;
  readonly playerPairs: number;
  readonly bankerPairs: number;
}

/** What one derived road would add on a Banker win and on a Player win (already in words). */
interface PreviewParams {
  readonly ifBanker: string;
  readonly ifPlayer: string;
}

export const stats = {
  'road.title': ({ shoe }: { shoe: number }) => `Scoreboard · shoe ${shoe}`,
  'road.legend':
    '**Bead Plate**: every coup in order, down each column then right. Red disc B for Banker, blue square P for Player, green diamond T for a Tie.\n' +
    '**Big Road**: red rings for Banker wins, blue square rings for Player wins. A column runs as long as the same side keeps winning; a green slash counts the ties.\n' +
    'Pairs: a red dot top left for a Banker pair, a blue dot bottom right for a Player pair.\n' +
    '**Big Eye Boy**, **Small Road** (dots) and **Cockroach Pig** (slashes): red when the Big Road repeats its pattern, blue when it breaks it. They read the pattern, not who wins next.',
  'road.empty': 'No coup has been dealt from this shoe yet: the roads start with the first one.',
  'road.legendPointer': 'How to read the roads: `/rules topic:roads`.',
  'road.summary': 'Shoe so far',
  'road.summary.lines': ({ summary }: { summary: SummaryParams }) =>
    `${coups(summary.coups)}: Banker ${summary.banker} · Player ${summary.player} · Tie ${summary.tie}\n` +
    `Naturals ${summary.naturals} · Banker pairs ${summary.bankerPairs} · Player pairs ${summary.playerPairs}`,
  'road.preview': 'Next coup',
  'road.preview.bigEyeBoy': ({ ifBanker, ifPlayer }: PreviewParams) =>
    `Big Eye Boy: ${ifBanker} on a Banker win, ${ifPlayer} on a Player win`,
  'road.preview.smallRoad': ({ ifBanker, ifPlayer }: PreviewParams) =>
    `Small Road: ${ifBanker} on a Banker win, ${ifPlayer} on a Player win`,
  'road.preview.cockroachPig': ({ ifBanker, ifPlayer }: PreviewParams) =>
    `Cockroach Pig: ${ifBanker} on a Banker win, ${ifPlayer} on a Player win`,
  'road.colour.red': 'red',
  'road.colour.blue': 'blue',
  'road.colour.none': 'no mark yet',
  'road.window': ({ shown, total }: { shown: number; total: number }) =>
    `Big Road: the latest ${shown} of ${total} columns, so it stays legible on a phone (the jagged edge marks the cut).`,
  'road.inPlay': ({ count }: { count: number }) => `Shoe in play · ${coups(count)} dealt`,
  'road.revealed': ({ count }: { count: number }) =>
    `Revealed shoe · ${coups(count)} dealt · download it with /fair export`,

  'odds.title': ({ shoe, coup }: { shoe: number; coup: number }) =>
    `Odds of the next coup · shoe ${shoe}, coup ${coup}`,
  'odds.explain': ({ unseen, seen }: { unseen: number; seen: number }) =>
    seen === 0
      ? `Exact figures, counted over every order of the ${cards(unseen)} in the shoe: none has been shown yet (the burn card turns up with the first deal).`
      : `Exact figures, counted over every order of the ${cards(unseen)} you have not seen, the cards burned face down among them. ` +
        `${cards(seen)} ${isAre(seen)} known: the burn card turned up and every card dealt from this shoe so far.`,
  'odds.outcomes': 'Who wins the next coup',
  'odds.line': ({ side, now, full }: { side: Side; now: string; full: string }) =>
    `${SIDE[side]}: **${now}** (full shoe ${full})`,
  'odds.favourable': 'A negative house edge means that bet favours the players on this coup.',
  'odds.none.title': 'Odds of the next coup',
  'odds.none': ({ game }: { game: string }) =>
    `/odds gives exact figures at the tables where the house holds the bank. At ${game} the players choose to draw or stand on some totals, and the bank chooses too, so the next coup has no exact chances to show. /rules explains every choice.`,
  'odds.counts': ({ counts }: { counts: string }) =>
    `Unseen cards by point, 0 to 9: ${counts}. Same figures as npm run odds -- --counts ${counts}`,

  'stats.title.self': 'Your baccarat statistics',
  'stats.title.other': ({ name }: { name: string }) => `${name}'s baccarat statistics`,
  'stats.none.self': 'You have not played a round on this server yet. Place a bet to start your record.',
  'stats.none.other': ({ name }: { name: string }) => `${name} has not played a round on this server yet.`,
  'stats.overall': 'Overall',
  'stats.played': ({ count, won, lost, even }: { count: number; won: number; lost: number; even: number }) =>
    `${rounds(count)} played: ${won} won, ${lost} lost, ${even} even`,
  'stats.wagered': ({ cents }: { cents: Cents }) => `Wagered: ${chips(cents)}`,
  'stats.net': ({ net }: { net: string }) => `Net result: **${net}**`,
  'stats.biggestWin': ({ cents }: { cents: Cents }) => `Biggest win in one round: ${chips(cents)}`,
  'stats.biggestWin.none': 'Biggest win in one round: none yet',
  'stats.byBet': 'By bet',
  'stats.bet': ({ spot, count, cents, net }: { spot: string; count: number; cents: Cents; net: string }) =>
    `${spot}: ${bets(count)}, ${chips(cents)} staked, net **${net}**`,
  'stats.footer': 'From the round records of every table on this server.',

  'leaderboard.title.chips': 'Leaderboard · most chips',
  'leaderboard.title.net': 'Leaderboard · best net result',
  'leaderboard.row.chips': ({ rank, name, cents }: { rank: number; name: string; cents: Cents }) =>
    `**${rank}.** ${name} · ${chips(cents)}`,
  'leaderboard.row.net': ({
    rank,
    name,
    net,
    count,
  }: {
    rank: number;
    name: string;
    net: string;
    count: number;
  }) => `**${rank}.** ${name} · ${net} over ${rounds(count)}`,
  'leaderboard.empty.chips': 'Nobody here has chips yet. A first bet or /daily brings the starting chips.',
  'leaderboard.empty.net': 'No round has been played on this server yet.',
  'leaderboard.own': ({ name, rank, total }: { name: string; rank: number; total: number }) =>
    `${name}: place **${rank}** of ${total}`,
  'leaderboard.own.none.chips': ({ name }: { name: string }) =>
    `${name} has no chips here yet: a first bet or /daily brings the starting chips.`,
  'leaderboard.own.none.net': ({ name }: { name: string }) =>
    `${name} is not on this board yet: play a round to join it.`,
  'leaderboard.footer.chips': 'Chips held; chips on the felt this round are not counted.',
  'leaderboard.footer.net': 'Net winnings over every round played on this server.',

  'history.title': 'Your last rounds',
  'history.none': 'You have not played a round on this server yet.',
  /** `shoe` and `coup` are the numbers the shoe's export and the result's footer use. */
  'history.entry': ({
    round,
    channel,
    shoe,
    coup,
    when,
    outcome,
    stakes,
    net,
    balance,
  }: {
    round: number;
    channel: string;
    shoe: number;
    coup: number;
    when: string;
    outcome: string;
    stakes: string;
    net: string;
    balance: string;
  }) =>
    `**Round ${round}** · ${channel} · shoe ${shoe}, coup ${coup} · ${when}\n${outcome} · ${stakes} → **${net}** · balance ${balance}`,
  'history.footer': ({ count }: { count: number }) => `Newest first · ${rounds(count)} shown`,
} satisfies Record<string, Template>;
