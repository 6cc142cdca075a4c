/**
 * Why the bot said no, and what to do about it: one message per RejectionCode (key
 * `refusal.<code>`, context as parameters), plus the failures the Discord layer meets on its own.
 */
import type { Cents } from '../../../engine/money.js';
import { countChips, countOf } from '../format.js';
import type { Template } from '../types.js';

const chips = countChips('en', { one: 'chip', other: 'chips' });

/** A banco the wallet cannot pay: its cost, the wallet, and what the player can do instead. */
interface BancoAboveWallet {
  readonly balance: Cents;
  readonly needed: Cents;
  readonly instead: string;
}
const seconds = countOf('en', { one: 'second', other: 'seconds' });
const seats = countOf('en', { one: 'seat', other: 'seats' });

export const refusals = {
  'refusal.amount/not-whole-chips': 'Bets are in whole chips: try a whole number such as 5 or 25.',
  'refusal.amount/not-positive': 'The amount must be at least 1 chip.',
  'refusal.amount/too-large': ({ max }: { max: Cents }) =>
    `That is more than the table can count: the most is ${chips(max)}.`,
  'refusal.bet/unknown-side': 'You can bet on Player, Banker or Tie.',
  'refusal.bet/below-min': ({ min }: { min: Cents }) =>
    `The minimum bet on Player or Banker here is ${chips(min)}. Put down at least that much.`,
  'refusal.bet/above-max': ({ max }: { max: Cents }) =>
    `The maximum on Player or Banker here is ${chips(max)}, and this bet would take that spot over it. Bet less, or clear your bets and start again.`,
  'refusal.bet/tie-below-min-alone': ({ min }: { min: Cents }) =>
    `A Tie bet on its own needs at least ${chips(min)}. Bet more on Tie, or put down a Player or Banker bet first.`,
  'refusal.bet/tie-below-min-beside': ({ min }: { min: Cents }) =>
    `The minimum Tie bet here is ${chips(min)}. Bet a little more on Tie.`,
  'refusal.bet/tie-above-max': ({ max }: { max: Cents }) =>
    `The maximum Tie bet here is ${chips(max)}, and this bet would take your Tie over it. Bet less on Tie.`,
  'refusal.bet/not-enough-chips': ({ balance, needed }: { balance: Cents; needed: Cents }) =>
    `That costs ${chips(needed)} and you have ${chips(balance)}. Bet less, or collect your /daily chips.`,
  'refusal.bet/banco-above-wallet.banco': ({ balance, needed, instead }: BancoAboveWallet) =>
    `A banco takes on all the bank covers, ${chips(needed)}, and you have ${chips(balance)}. Instead you can ${instead}.`,
  'refusal.bet/banco-above-wallet.avec-la-table': ({ balance, needed, instead }: BancoAboveWallet) =>
    `Avec la table takes on half the bank, ${chips(needed)}, and you have ${chips(balance)}. Instead you can ${instead}.`,
  'refusal.instead.avec': ({ cents }: { cents: Cents }) =>
    `go avec la table for half of it (${chips(cents)})`,
  'refusal.instead.stake': ({ cents }: { cents: Cents }) => `stake ${chips(cents)} or less`,
  'refusal.instead.daily': 'collect your /daily chips',
  'refusal.table/closed': 'The table is closed for now. An admin can open it again with /table open.',
  'refusal.table/full': ({ seats: count }: { seats: number }) =>
    `All ${seats(count)} are taken this round. Wait for the deal and join the next one.`,
  'refusal.table/other-game': ({ game }: { game: string }) =>
    `This table deals ${game}, and that move belongs to another game. /rules shows how to play here.`,
  'refusal.round/stale': ({ round }: { round: number }) =>
    `That round has already been dealt; round ${round} is open now. Use the newest table message.`,
  'refusal.round/no-bets': 'Nobody has bet yet: place a bet, then deal.',
  'refusal.round/not-a-player':
    'Only a player with chips on this round can deal. Place a bet first, or wait for one of them.',
  'refusal.round/nothing-to-clear': 'You have no bets on this round to clear.',
  'refusal.round/nothing-to-repeat': 'You have no earlier bet at this table to repeat. Place a bet first.',
  'refusal.daily/off': 'The daily top-up is switched off on this server.',
  'refusal.daily/too-soon': ({ when }: { when: string }) =>
    `You have already collected today's chips. Come back ${when}.`,
  'refusal.admin/not-enough-chips': ({ balance }: { balance: Cents }) =>
    `That member has only ${chips(balance)}, so you can take back at most that much.`,
  'refusal.settings/invalid-limits':
    'Those limits do not work. Use whole chips, with each minimum at or below its maximum.',
  'refusal.settings/invalid-limits.whole': ({ max }: { max: Cents }) =>
    `Every limit must be a whole number of chips from 1 to ${chips(max)}.`,
  'refusal.settings/invalid-limits.min-max': 'The minimum bet must not be higher than the maximum bet.',
  'refusal.settings/invalid-limits.tie-min-max': 'Both Tie minimums must be at or below the Tie maximum.',
  'refusal.settings/invalid-limits.tier': 'Choose one of the tiers: 1–100, 5–500 or 25–1,000.',
  'refusal.settings/invalid-decks': ({ decks }: { decks: string }) =>
    `A shoe for this game holds ${decks} decks.`,
  'refusal.settings/invalid-timer': ({ max }: { max: number }) =>
    `The timer takes 1 to ${seconds(max)}; 0 switches it off.`,
  'refusal.settings/invalid-amount': ({ max }: { max: Cents }) =>
    `Use a whole number of chips from 0 to ${chips(max)}.`,
  'refusal.settings/invalid-switch': 'Choose on or off.',
  'refusal.settings/invalid-language': 'Choose auto, English, Nederlands, Italiano or Română.',
  'refusal.round/coup-in-play':
    'The cards are out: this coup waits for a decision. Bets, deals and new shoes wait until it is settled.',
  'refusal.decision/none-pending': 'No decision is waiting at this table.',
  'refusal.decision/stale': 'That decision has already been taken. Use the newest prompt.',
  'refusal.decision/not-yours': 'This decision belongs to another player.',
  'refusal.decision/invalid-choice': ({ choices, count }: { choices: string; count: number }) =>
    count === 1 ? `Here the rule leaves you one choice: ${choices}.` : `Choose ${choices}.`,
  'refusal.decision/not-due': 'There is still time to decide: the default applies only at the deadline.',
  'refusal.settings/invalid-game': 'Choose one of the games this bot deals.',
  'refusal.settings/invalid-decision-time': ({ min, max }: { min: number; max: number }) =>
    `A decision takes ${min} to ${seconds(max)}.`,
  'refusal.game/no-actions': "This table's game has no such actions: place bets and deal as usual.",
  'refusal.game/invalid-action': 'That action is not part of this game.',
  'refusal.settings/invalid-bank':
    'Bank settings: a minimum and maximum in whole chips (minimum at most the maximum), a commission of 0 to 500 basis points, and a règle of scarne or free.',
  'refusal.fair/invalid-client-seed':
    'A client seed is 1 to 64 printable characters (letters, digits, spaces and punctuation, no emoji or accents).',

  'error.dm': 'Baccarat is played in a server, not in direct messages. Join a server where I sit at a table.',
  'error.manage-guild': 'Only members with the Manage Server permission can run the table.',
  'error.not-your-button': 'That button is not for you: only the member who asked can use it.',
  'error.stale-button': 'That button is from an old message. Use the newest table message, or /bet.',
  'error.outdated-button':
    'That button is out of date: it comes from an older version of the table, so nothing was done. Use the current table message, or /table show to post it again.',
  'error.storage':
    'I cannot reach my records right now, so nothing was changed. Please try again in a moment.',
  'error.afterDecision':
    'Done: what you asked went through, but I could not show its answer here. The table shows where things stand now.',
  'error.unexpected': 'Something went wrong on my side and nothing was changed. Please try again.',
  'error.restarting': 'The dealer is restarting, so nothing was changed. Please try again in a few seconds.',
  'error.busy': 'The dealer is still settling the last action at this table. Try again in a second.',
  'error.shoe-not-revealed': ({ shoe }: { shoe: number }) =>
    `Shoe ${shoe} is still in play: its seed stays secret until the shoe ends.`,
  'error.unknown-shoe': ({ shoe }: { shoe: number }) => `This table has no revealed shoe number ${shoe}.`,
  'error.no-revealed-shoe':
    'No shoe has been revealed at this table yet. The first one is revealed when it ends.',
  'error.no-table': 'There is no table in this channel yet. Place a bet with /bet to open one.',
  // A side bet's limits (a spot whose game gives it limits of its own).
  'refusal.bet/side-below-min': ({ side, min }: { side: string; min: Cents }) =>
    `The smallest ${side} bet here is ${chips(min)}.`,
  'refusal.bet/side-above-max': ({ side, max }: { side: string; max: Cents }) =>
    `The largest ${side} bet here is ${chips(max)}.`,
  'refusal.settings/invalid-limits.side-min-max': 'Each side bet’s minimum must be at or below its maximum.',
} satisfies Record<string, Template>;
