/** The table message and the round result: what players read while they bet and when the cards are out. */

import type { Hand } from '../../../engine/coup.js';
import type { Cents } from '../../../engine/money.js';
import { countOf, formatChips, formatInteger } from '../format.js';
import type { LimitParams, Template } from '../types.js';

const cards = countOf('en', { one: 'card', other: 'cards' });
const seatsOf = countOf('en', { one: 'seat', other: 'seats' });
const n = (cents: Cents) => formatChips('en', cents);
const HAND: Readonly<Record<Hand, string>> = { player: 'Player', banker: 'Banker' };

/** "a 6", "an 8"; a ten or a face card is named, since "a 0" is no card anyone holds. */
const thirdCard = (third: number, card: string) =>
  third === 0 ? `${card}, worth 0` : third === 8 ? 'an 8' : `a ${third}`;

/** The Banker-table params: his total, the Player's third card (points and face), and the points he draws on. */
interface TableRule {
  readonly total: number;
  readonly third: number;
  readonly card: string;
  readonly drawsOn: string;
}

export const play = {
  'table.title': ({ round }: { round: number }) => `Baccarat · round ${round}`,
  'table.limits': (l: LimitParams) =>
    `Bets ${n(l.min)} to ${n(l.max)} · Tie ${n(l.tieMinAlone)} to ${n(l.tieMax)}` +
    (l.tieMinBeside === l.tieMinAlone ? '' : ` (from ${n(l.tieMinBeside)} beside a Player or Banker bet)`),
  'table.howTo':
    'Choose a chip value, then press Player, Banker or Tie (or type /bet). Anyone with a bet can deal.',
  'table.closed': 'The table is closed: no new bets until an admin opens it again.',
  'table.timer': ({ when }: { when: string }) => `The cards come out ${when}.`,
  'table.bets': ({ count, seats }: { count: number; seats: number }) =>
    `Bets · ${formatInteger('en', count)} of ${seatsOf(seats)}`,
  'table.noBets': 'No bets yet. The first chips on the felt open the round.',
  'table.shoe': ({
    shoe,
    coup,
    left,
    commitment,
  }: {
    shoe: number;
    coup: number;
    left: number;
    commitment: string;
  }) => `Shoe ${shoe} · coup ${coup} · ${cards(left)} left · commitment ${commitment}`,

  'outcome.player': ({ player, banker }: { player: number; banker: number }) =>
    `Player wins, ${player} to ${banker}`,
  'outcome.banker': ({ player, banker }: { player: number; banker: number }) =>
    `Banker wins, ${banker} to ${player}`,
  'outcome.tie': ({ total }: { total: number }) => `Tie, ${total} all`,
  'result.title': ({ round, outcome }: { round: number; outcome: string }) => `Round ${round} · ${outcome}`,
  'result.hand': ({ hand, total }: { hand: Hand; total: number }) => `${HAND[hand]} · ${total}`,
  'result.handNatural': ({ hand, total }: { hand: Hand; total: number }) =>
    `${HAND[hand]} · natural ${total}`,
  'result.bets': 'Bets',
  'result.commission': ({ amount }: { amount: string }) => `commission ${amount}`,
  /** Before the strip of the shoe's last results (🔵 Player, 🔴 Banker, 🟢 Tie, oldest first). */
  'table.recent': 'Last results',
  'result.seat': ({ name, stakes, outcome }: { name: string; stakes: string; outcome: string }) =>
    `**${name}** · ${stakes} → ${outcome}`,
  /** What a player came out of a coup with, in every game: his net and his wallet after it. */
  'result.net': ({ net, balance }: { net: string; balance: string }) => `**${net}** · balance ${balance}`,
  'result.payout.player': 'Player bets pay 1 to 1.',
  'result.payout.banker': 'Banker bets pay 19 to 20 (even money less 5% commission).',
  'result.payout.tie': 'Tie bets pay 8 to 1; Player and Banker bets stand off and go back to their owners.',

  'rule.natural': ({ hand, total }: { hand: Hand; total: number }) =>
    `${HAND[hand]} has a natural ${total}: both hands stand.`,
  'rule.natural-both': ({ player, banker }: { player: number; banker: number }) =>
    `Both hands have a natural (Player ${player}, Banker ${banker}): both stand.`,
  'rule.player-draws-0-5': ({ total }: { total: number }) =>
    `Player has ${total} and draws: the Player draws on 0 to 5.`,
  'rule.player-stands-6-7': ({ total }: { total: number }) =>
    `Player has ${total} and stands: the Player stands on 6 and 7.`,
  'rule.banker-draws-0-5-player-stood': ({ total }: { total: number }) =>
    `Banker has ${total} and draws: when the Player stands, the Banker draws on 0 to 5.`,
  'rule.banker-stands-6-7-player-stood': ({ total }: { total: number }) =>
    `Banker has ${total} and stands: when the Player stands, the Banker stands on 6 and 7.`,
  'rule.banker-draws-0-2': ({ total }: { total: number }) =>
    `Banker has ${total} and draws: on 0, 1 or 2 the Banker always draws.`,
  'rule.banker-table-draws': ({ total, third, card, drawsOn }: TableRule) =>
    `Banker has ${total} and draws: the Player's third card is ${thirdCard(third, card)} (Banker ${total} draws on ${drawsOn}).`,
  'rule.banker-table-stands': ({ total, third, card, drawsOn }: TableRule) =>
    `Banker has ${total} and stands: the Player's third card is ${thirdCard(third, card)} (Banker ${total} draws only on ${drawsOn}).`,
  'rule.banker-stands-7': ({ total }: { total: number }) =>
    `Banker has ${total} and stands: on 7 the Banker always stands.`,
} satisfies Record<string, Template>;
