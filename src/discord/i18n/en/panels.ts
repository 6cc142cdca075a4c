/** Wallets, settings and the provably fair panels: the bot's answers to /balance, /daily, /table and /fair. */

import type { Side } from '../../../engine/coup.js';
import type { Cents } from '../../../engine/money.js';
import { countChips, countOf } from '../format.js';
import type { Template } from '../types.js';

const chips = countChips('en', { one: 'chip', other: 'chips' });
const coups = countOf('en', { one: 'coup', other: 'coups' });
const ON_SIDE: Readonly<Record<Side, string>> = { player: 'on Player', banker: 'on Banker', tie: 'on Tie' };

export const panels = {
  'balance.self': 'Your chips',
  'balance.other': ({ name }: { name: string }) => `${name}'s chips`,
  'balance.amount': ({ cents }: { cents: Cents }) => `**${chips(cents)}**`,
  /** A member without a wallet yet: the starting chips are shown, not issued. */
  'balance.waiting': ({ cents }: { cents: Cents }) =>
    `**${chips(cents)}** waiting: they are yours at your first bet or /daily.`,
  'balance.waitingOther': ({ cents }: { cents: Cents }) =>
    `**${chips(cents)}** waiting: they are theirs at their first bet or /daily.`,
  'balance.dailyReady': 'Your daily chips are waiting: type /daily.',
  'balance.dailyNext': ({ when }: { when: string }) => `Next daily chips ${when}.`,
  'daily.title': 'Daily chips',
  'daily.claimed': ({ cents, balance, when }: { cents: Cents; balance: Cents; when: string }) =>
    `You collect ${chips(cents)} and now have ${chips(balance)}. Come back ${when} for more.`,
  'admin.granted': ({ name, cents, balance }: { name: string; cents: Cents; balance: Cents }) =>
    `${name} receives ${chips(cents)} and now has ${chips(balance)}.`,
  'admin.taken': ({ name, cents, balance }: { name: string; cents: Cents; balance: Cents }) =>
    `${chips(cents)} taken back from ${name}, who now has ${chips(balance)}.`,
  'admin.title': 'Chips adjusted',

  'bet.placed': ({ side, cents, balance }: { side: Side; cents: Cents; balance: Cents }) =>
    `You bet ${chips(cents)} ${ON_SIDE[side]}. ${chips(balance)} left in your stack.`,
  'bet.placed.side-bet': ({ side, cents, balance }: { side: string; cents: Cents; balance: Cents }) =>
    `You bet ${chips(cents)} on ${side}. ${chips(balance)} left in your stack.`,
  'bet.onTable': ({ stakes }: { stakes: string }) => `Your bets this round: ${stakes}.`,
  'bet.cleared': ({ cents, balance }: { cents: Cents; balance: Cents }) =>
    `Your bets are off the table: ${chips(cents)} back in your stack, which now holds ${chips(balance)}.`,
  'bet.repeated': ({ stakes, balance }: { stakes: string; balance: Cents }) =>
    `Same again: ${stakes}. ${chips(balance)} left in your stack.`,

  'settings.takesEffect': 'Takes effect',
  'settings.takesEffect.now': 'Now',
  'settings.takesEffect.eachTable':
    'At each table’s next round (a new deck count at its next shoe); a round already under way keeps its rules',
  'pending.next-round': ({ settings }: { settings: string }) => `From the next round: ${settings}`,
  'pending.next-shoe': ({ settings }: { settings: string }) => `From the next shoe: ${settings}`,
  'setting.game': 'game',
  'setting.decks': 'decks',
  'setting.limits': 'limits',
  'setting.timerSeconds': 'betting timer',
  'setting.decisionSeconds': 'decision time',
  'setting.open': 'open or closed',
  'setting.roadUnderResults': 'scoreboard under results',
  'setting.gameOptions': 'options of the game',
  'notice.betsReturned.title': 'Table closed',
  'notice.betsReturned.body': 'An admin closed the table, and every bet on it went back to its owner:',
  'settings.title': 'Table settings',
  'settings.updated': 'Table settings updated',
  'settings.server': 'Server settings updated',
  'settings.game': 'Game',
  'settings.limits': 'Limits',
  'settings.limit.min': 'Minimum bet',
  'settings.limit.max': 'Maximum bet',
  'settings.limit.tieMinAlone': 'Minimum Tie bet, on its own',
  'settings.limit.tieMinBeside': 'Minimum Tie bet, beside a Player or Banker bet',
  'settings.limit.tieMax': 'Maximum Tie bet',
  'settings.timer': 'Betting timer',
  'settings.timer.off': 'Off: a player deals with the Deal button',
  'settings.timer.on': ({ seconds }: { seconds: number }) =>
    `The cards come out ${seconds} s after the first bet`,
  'settings.decisionTime': 'Decision time',
  'settings.decisionTime.value': ({ seconds }: { seconds: number }) =>
    `${seconds} s for each card or stand a coup waits for; then the default applies`,
  'settings.status': 'Table',
  'settings.open': 'Open for bets',
  'settings.closed': 'Closed',
  'settings.startingChips': 'Starting chips',
  'settings.daily': 'Daily top-up',
  'settings.daily.off': 'Off',
  'settings.roadUnderResults': 'Scoreboard under results',
  'settings.roadUnderResults.on': 'On: every result carries the scoreboard of the shoe',
  'settings.roadUnderResults.off': 'Off: /road shows it on request',

  'fair.title': ({ shoe }: { shoe: number }) => `Provably fair · shoe ${shoe}`,
  'fair.commitment': 'Commitment (SHA-256 of the secret server seed)',
  'fair.clientSeed': 'Client seed',
  'fair.clientSeed.open': 'Not locked yet: /fair seed changes it until the first coup.',
  'fair.clientSeed.locked': 'Locked at the first coup.',
  'fair.nextClientSeed': 'Client seed for the next shoe',
  'fair.coups': 'Coups dealt',
  'fair.cardsLeft': 'Cards left',
  'fair.explain':
    'The server seed stays sealed until the shoe ends; then it is revealed and anyone can rebuild every card. /rules fairness tells you how.',
  'fair.revealed.title': ({ shoe }: { shoe: number }) => `Shoe ${shoe} is over: its seed is revealed`,
  'fair.revealed.body': ({ count }: { count: number }) =>
    `${coups(count)} dealt from this shoe. Check that the server seed hashes to the commitment, then download the shoe with /fair export and run \`npm run verify -- FILE.json\`.`,
  'fair.revealed.body.page': ({ count, url }: { count: number; url: string }) =>
    `${coups(count)} dealt from this shoe. Download it with /fair export and drop the file on [the verifier page](${url}): your browser compares the SHA-256 of the server seed with the commitment and rebuilds every card.`,
  'fair.serverSeed': 'Server seed',
  'fair.serverSeedHash': 'SHA-256 of the server seed: compare it with the commitment',
  'fair.lastRevealed': ({ shoe }: { shoe: number }) => `Shoe ${shoe}, revealed`,
  'fair.started.title': ({ shoe }: { shoe: number }) => `Shoe ${shoe} is shuffled`,
  'fair.started.body':
    'A fresh shoe is in the sabot. Its commitment is published now; the server seed stays sealed until the shoe ends.',
  'fair.seedSet': ({ seed, shoe }: { seed: string; shoe: number }) =>
    `Shoe ${shoe} will be shuffled with the client seed ${seed}.`,
  'fair.export': ({ shoe, count }: { shoe: number; count: number }) =>
    `Shoe ${shoe}, ${coups(count)}. Check it yourself: \`npm run verify -- FILE.json\`.`,
  'fair.export.page': ({ shoe, count, url }: { shoe: number; count: number; url: string }) =>
    `Shoe ${shoe}, ${coups(count)}. Check it yourself: drop this file on [the verifier page](${url}).`,
  'fair.verifier': 'Check a shoe yourself',
  'fair.verifier.how': ({ url }: { url: string }) =>
    `When a shoe is over, download it with /fair export and drop the file on [the verifier page](${url}): your browser rebuilds every card from the seeds. Nothing to install.`,
  'settings.language': 'Language of public messages',
  'settings.language.auto': ({ language }: { language: string }) =>
    `Auto: Discord's server language, now ${language}`,
  'settings.language.set': ({ language }: { language: string }) =>
    `Language of public messages on this server (the table, results, notices): **${language}**. Private answers keep each member's own language.`,
  'language.en': 'English',
  'language.nl': 'Nederlands',
  'language.it': 'Italiano',
  'language.ro': 'Română',
} satisfies Record<string, Template>;
