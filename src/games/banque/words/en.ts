/**
 * Baccarat banque à deux tableaux: its commands, the table message, the private prompts, the
 * result and the bank's end. The terms players know from the tables (banco, tableau, the centre,
 * frozen stakes) are the seeds' own (docs/banque.md).
 */

import { agreeWithChips, countChips, countOf } from '../../../discord/i18n/format.js';
import type { CatalogOf, Template } from '../../../discord/i18n/types.js';
import type { Cents } from '../../../engine/money.js';

const decks = countOf('en', { one: 'deck', other: 'decks' });
const chips = countChips('en', { one: 'chip', other: 'chips' });
const chipsStay = agreeWithChips('en', { one: 'stays', other: 'stay' });
const chipsAre = agreeWithChips('en', { one: 'is', other: 'are' });

/** A tableau or the bank, as a decision or a prompt names it. */
export type BanqueHandId = BanqueSideId | 'banker';
/** A tableau. */
export type BanqueSideId = 'right' | 'left';
const HAND: Readonly<Record<BanqueHandId, string>> = { right: 'right', left: 'left', banker: 'banker' };

/** The parts of a decision line in the result. */
export interface BanqueDecisionParams {
  readonly name: string;
  /** Whose hand: a tableau's or the banker's; each language words it. */
  readonly hand: BanqueHandId;
  readonly total: number;
  readonly action: 'draw' | 'stand';
}
const did = ({ action }: BanqueDecisionParams) => (action === 'draw' ? 'drew' : 'stood');
const who = (p: BanqueDecisionParams) => `${p.name} (${HAND[p.hand]})`;

export const banque = {
  // Slash commands (descriptions and choices).
  'cmd.banque': 'Baccarat banque: the bank, your place in a tableau, banco and your cards',
  'cmd.banque.sit': "Join the back of a tableau's queue (the first in it holds the cards)",
  'cmd.banque.sit.side': 'The tableau',
  'cmd.banque.side.right': 'Right',
  'cmd.banque.side.left': 'Left',
  'cmd.banque.leave': 'Leave your queue (between coups)',
  'cmd.banque.bid': 'Bid for the bank: the highest bid takes it for the shoe',
  'cmd.banque.bid.amount': 'Your bid, in chips',
  'cmd.banque.max-stake': 'Banker: set the maximum stake (between coups)',
  'cmd.banque.max-stake.amount': 'The maximum stake, in chips',
  'cmd.banque.retire': 'Banker: retire between coups; the bank goes back to your wallet',
  'cmd.banque.banco': 'Banco: take on all the bank covers, on a tableau (seated punters)',
  'cmd.banque.banco.side': 'The tableau you play for',
  'cmd.banque.withdraw': 'Take back your stakes not yet accepted by the bank',
  'cmd.banque.cards': 'See your cards in the coup being played (only you see them)',
  'cmd.banque.decide': 'Answer your decision: a card, or stand',
  'cmd.bet.side.right': 'Right (banque: a stake on the right tableau)',
  'cmd.bet.side.left': 'Left (banque: a stake on the left tableau)',
  'cmd.bet.side.centre': 'Centre (banque: on both tableaux at once)',
  'cmd.table.game.value.banque': 'Baccarat banque',
  'cmd.table.banque': "Baccarat banque's bank limits, commission, open bank, banco, tenure, auction",
  'cmd.table.banque.bank-min': 'The smallest bid for the bank, in chips (0: 20 × the table minimum)',
  'cmd.table.banque.bank-max': 'The largest bid for the bank, in chips (0: no maximum)',
  'cmd.table.banque.commission': "The house's commission on the banker's net win, in percent (0 to 5)",
  'cmd.table.banque.open-bank': 'Open bank: the banker sets no maximum stake',
  'cmd.table.banque.banco': 'Whether seated punters may call banco',
  'cmd.table.banque.tenure': 'How long a bank lasts',
  'cmd.table.banque.tenure.shoe': 'The rest of the shoe',
  'cmd.table.banque.tenure.session': 'Until the banker retires or the bank breaks',
  'cmd.table.banque.auction-seconds': 'How long the auction runs from its first bid (5 to 300 s)',
  'cmd.table.banque.on': 'On',
  'cmd.table.banque.off': 'Off',

  // The table message.
  'banque.table.title': ({ round }: { round: number }) => `Baccarat banque · coup ${round}`,
  'banque.table.auction': ({ min }: { min: Cents }) =>
    `Nobody holds the bank. Press Bid for the bank or use /banque bid, from ${chips(min)}: the highest bid takes it.`,
  'banque.table.auctionCloses': ({ when }: { when: string }) => `The auction closes at ${when}.`,
  'banque.table.bids': 'Bids for the bank',
  'banque.table.noBids': 'No bid yet.',
  'banque.table.bank': ({ name, bank }: { name: string; bank: Cents }) =>
    `${name} holds the bank: **${chips(bank)}**.`,
  'banque.table.maxStake': ({ max }: { max: Cents }) => `Maximum stake: **${chips(max)}**.`,
  'banque.table.openBank': 'Open bank: no maximum stake.',
  'banque.table.covers': ({ cap, frozen }: { cap: Cents; frozen: Cents }) =>
    frozen > 0
      ? `The bank covers ${chips(cap)}, of which ${chips(frozen)} ${chipsAre(frozen)} frozen in the centre.`
      : `The bank covers ${chips(cap)}.`,
  'banque.table.limits': ({
    min,
    bankMin,
    bankMax,
    commission,
  }: {
    min: Cents;
    bankMin: Cents;
    bankMax: Cents | null;
    commission: string;
  }) =>
    `Stakes from ${chips(min)} · bank ${bankMax === null ? `from ${chips(bankMin)}` : `${chips(bankMin)} to ${chips(bankMax)}`} · commission ${commission}`,
  'banque.table.howTo':
    "Sit in a queue to hold a tableau's cards. Anyone stakes Right, Left or Centre with the chip chosen; seated punters may call banco. The banker or anyone with a stake deals.",
  'banque.position.right': 'right',
  'banque.position.left': 'left',
  'banque.position.centre': 'centre',
  'banque.at.right': 'on the right',
  'banque.at.left': 'on the left',
  'banque.at.centre': 'in the centre',
  'banque.hand.right': 'Right',
  'banque.hand.left': 'Left',
  'banque.hand.banker': 'Banker',
  'banque.table.queue': ({ tableau, count }: { tableau: BanqueSideId; count: number }) =>
    `${tableau === 'right' ? 'Right' : 'Left'} tableau · ${count}`,
  'banque.table.emptyQueue': 'Nobody seated: the rule plays this tableau.',
  'banque.seat.holder': 'holds the cards',
  'banque.seat.banco': 'banco',
  'banque.seat.absent': 'absent',
  'banque.seat.sittingOut': 'sits this coup out: the stake went home',
  'banque.table.stakes': 'Stakes for this coup',
  'banque.table.noStakes': 'No stakes yet.',
  'banque.table.stake': ({ name, position, amount }: { name: string; position: string; amount: Cents }) =>
    `${name} · ${position} ${chips(amount)}`,
  'banque.table.bancoCall': ({ name, side, amount }: { name: string; side: string; amount: Cents }) =>
    `${name} · banco ${side} ${chips(amount)}`,
  'banque.table.accepted': ({
    name,
    position,
    accepted,
  }: {
    name: string;
    position: string;
    accepted: Cents;
  }) => `${name} · ${position} ${chips(accepted)}`,
  'banque.table.frozen': 'Frozen in the centre',
  'banque.table.frozenItem': ({ name, amount }: { name: string; amount: Cents }) =>
    `${name} · ${chips(amount)}`,
  'banque.table.natural': ({ total }: { total: number }) => `natural ${total}`,
  'banque.table.hand': ({ hand, name, cards }: { hand: string; name: string | null; cards: string }) =>
    `${hand}${name === null ? '' : ` (${name})`}: ${cards}`,
  'banque.table.waiting': ({ name, hand, when }: { name: string; hand: BanqueHandId; when: string }) =>
    `Waiting for ${name} (${HAND[hand]}) until ${when}. Each hand's cards are seen only by its holder: My cards.`,

  // Buttons and the bid's modal.
  'banque.button.bid': 'Bid for the bank',
  'banque.button.sitRight': 'Sit right',
  'banque.button.sitLeft': 'Sit left',
  'banque.button.leave': 'Leave',
  'banque.button.right': 'Right',
  'banque.button.left': 'Left',
  'banque.button.centre': 'Centre',
  'banque.stats.right': 'Right tableau (banque)',
  'banque.stats.left': 'Left tableau (banque)',
  'banque.stats.centre': 'Centre, both tableaux (banque)',
  'banque.button.banco': 'Banco',
  'banque.button.withdraw': 'Take back',
  'banque.button.cards': 'My cards',
  'banque.modal.title': 'Bid for the bank',
  'banque.modal.amount': 'Your bid, in whole chips',
  'banque.modal.range': ({ min, max }: { min: Cents; max: Cents | null }) =>
    max === null ? `${chips(min)} or more` : `${chips(min)} to ${chips(max)}`,

  // Private answers to a player's own action.
  'banque.done.bid': ({ amount, balance, when }: { amount: Cents; balance: Cents; when: string }) =>
    `You bid ${chips(amount)} for the bank (out of your wallet until the auction ends ${when}). Balance: ${chips(balance)}.`,
  'banque.done.bankTaken': ({ bank }: { bank: Cents }) => `You hold the bank: ${chips(bank)}.`,
  'banque.done.sat': ({ side, place }: { side: string; place: number }) =>
    `You sit in the ${side} queue, place ${place}${place === 1 ? ': you hold the cards' : ''}.`,
  'banque.done.left': ({ side }: { side: string }) => `You left the ${side} queue.`,
  'banque.done.stake': ({ position, amount, balance }: { position: string; amount: Cents; balance: Cents }) =>
    `Your stake ${position}: ${chips(amount)}. Balance: ${chips(balance)}. What the bank cannot cover comes back when betting closes.`,
  'banque.done.banco': ({ side, amount, balance }: { side: string; amount: Cents; balance: Cents }) =>
    `Your banco ${side}: ${chips(amount)} put up. Balance: ${chips(balance)}.`,
  'banque.done.withdrawn': ({ cents }: { cents: Cents }) => `${chips(cents)} back in your wallet.`,
  'banque.done.maxStake': ({ max }: { max: Cents }) => `The maximum stake is now ${chips(max)}.`,
  'banque.done.retired': ({ cents }: { cents: Cents }) =>
    `You retired: the bank, ${chips(cents)}, is back in your wallet.`,
  'banque.done.nothing': 'Done.',

  // My cards.
  /** Whose cards: a tableau as the table names it, or the bank. */
  'banque.cards.title': ({ hand }: { hand: BanqueHandId }) =>
    `Your cards (${hand === 'banker' ? 'banker' : `${HAND[hand]} tableau`})`,
  'banque.cards.hand': ({ cards, total }: { cards: string; total: number }) =>
    `${cards} · total **${total}**`,
  'banque.cards.natural':
    'A natural: shown at once. It wins, unless the banker shows one too: then the higher natural wins, and equal naturals tie.',
  'banque.cards.seen': ({ hand, what }: { hand: string; what: string }) => `${hand}: ${what}`,
  'banque.cards.seenNatural': 'showed a natural, so it does not count in your decision',
  'banque.cards.seenStood': 'stood',
  'banque.cards.seenThird': ({ point }: { point: number }) => `took a card worth ${point}`,
  'banque.cards.prompt': ({
    deadline,
    relative,
    fallback,
  }: {
    deadline: string;
    relative: string;
    fallback: string;
  }) => `Your decision, by ${deadline} (${relative}). Without an answer: ${fallback}.`,
  'banque.cards.bankerPrompt': ({
    deadline,
    relative,
    draws,
    even,
  }: {
    deadline: string;
    relative: string;
    draws: boolean;
    even: boolean;
  }) =>
    `Your decision, by ${deadline} (${relative}). Without an answer you ${draws ? 'draw' : 'stand'}: weighing the stakes on each tableau against what it shows, ${draws ? 'a card gains the bank more than standing' : even ? 'a card gains the bank nothing over standing' : 'standing does better for the bank than a card'}.`,
  'banque.cards.forced': 'At this total the rule leaves you one choice.',
  'banque.cards.wait': ({ name }: { name: string }) => `The coup waits for ${name}.`,
  'banque.fallback.draw': 'a card',
  'banque.fallback.stand': 'you stand',

  // The result.
  'banque.result.title': ({ round }: { round: number }) => `Baccarat banque · coup ${round}`,
  'banque.result.hands': 'The hands',
  'banque.result.hand': ({
    hand,
    name,
    cards,
    total,
  }: {
    hand: string;
    name: string | null;
    cards: string;
    total: number;
  }) => `${hand}${name === null ? '' : ` (${name})`}: ${cards} · **${total}**`,
  'banque.result.natural': 'natural',
  'banque.result.decisions': 'Decisions',
  'banque.decision.player': (p: BanqueDecisionParams) => `${who(p)} ${did(p)} at ${p.total}.`,
  'banque.decision.rule': (p: BanqueDecisionParams) =>
    `${who(p)} ${did(p)} at ${p.total}, as the rule requires.`,
  'banque.decision.default': (p: BanqueDecisionParams) =>
    `${who(p)} did not answer at ${p.total}: ${did(p)}, as the rule says.`,
  'banque.decision.byTheRule': (p: BanqueDecisionParams) =>
    `${who(p)} played by the rule at ${p.total}: ${did(p)}.`,
  'banque.decision.bankerByTheRule': (p: BanqueDecisionParams & { score: string }) =>
    `${who(p)} played by the rule at ${p.total}: ${did(p)}, weighing the stakes on each tableau (score ${p.score}).`,
  'banque.decision.bankerDefault': (p: BanqueDecisionParams & { score: string }) =>
    `${who(p)} did not answer at ${p.total}: ${did(p)} by default, weighing the stakes on each tableau (score ${p.score}).`,
  'banque.decision.nobody': (p: BanqueDecisionParams) =>
    `Nobody holds the ${HAND[p.hand]} tableau: at ${p.total} it ${did(p)}, as the rule says.`,
  'banque.decision.satOut': (p: BanqueDecisionParams) =>
    `${p.name} sat the coup out: the rule played the ${HAND[p.hand]} tableau, which ${did(p)} at ${p.total}.`,
  'banque.decision.none': 'No decision: a natural settled the coup on two cards.',
  'banque.result.outcomes': 'Tableaux',
  'banque.outcome.win': ({ tableau }: { tableau: BanqueSideId }) =>
    `The ${HAND[tableau]} tableau beats the bank.`,
  'banque.outcome.lose': ({ tableau }: { tableau: BanqueSideId }) =>
    `The bank beats the ${HAND[tableau]} tableau.`,
  'banque.outcome.tie': ({ tableau }: { tableau: BanqueSideId }) =>
    `The ${HAND[tableau]} tableau ties with the bank: stakes back.`,
  'banque.result.stakes': 'Stakes',
  'banque.result.noStakes': 'No stakes on the tableaux.',
  'banque.result.payout': ({
    name,
    position,
    kind,
    accepted,
    returned,
  }: {
    name: string;
    position: string;
    kind: 'stake' | 'banco';
    accepted: Cents;
    returned: Cents;
  }) => `${name} · ${kind === 'banco' ? 'banco ' : ''}${position} ${chips(accepted)} → ${chips(returned)}`,
  /** Each punter's coup, all his positions together: his net and his wallet after it. */
  'banque.result.punters': 'Punters',
  'banque.result.punter': ({ name, outcome }: { name: string; outcome: string }) => `${name} → ${outcome}`,
  'banque.result.centre': 'Centre',
  'banque.centre.item': ({
    name,
    amount,
    wasFrozen,
    fate,
  }: {
    name: string;
    amount: Cents;
    wasFrozen: boolean;
    fate: string;
  }) => `${name} · ${chips(amount)}${wasFrozen ? ' (frozen)' : ''}: ${fate}`,
  'banque.centre.won': ({ cents }: { cents: Cents }) => `won, ${chips(cents)} paid`,
  'banque.centre.lost': 'lost to the bank',
  'banque.centre.frozen': 'one tableau won, the other lost: frozen whole',
  'banque.centre.halfWon': ({ cents, frozen }: { cents: Cents; frozen: Cents }) =>
    `half won, ${chips(cents)} paid; ${chips(frozen)} ${chipsStay(frozen)} frozen`,
  'banque.centre.halfLost': ({ lost, frozen }: { lost: Cents; frozen: Cents }) =>
    `half lost (${chips(lost)}); ${chips(frozen)} ${chipsStay(frozen)} frozen`,
  'banque.centre.push': 'both tableaux tied: returned',
  'banque.result.returned': 'Returned at the close of betting',
  'banque.result.refund': ({ name, cents, why }: { name: string; cents: Cents; why: string }) =>
    `${name} · ${chips(cents)}: ${why}`,
  'banque.refund.trimmed': 'the bank covered only part of it',
  'banque.refund.cover-full': 'the bank could cover no more',
  'banque.refund.banco-called': 'banco took all the bank covers',
  'banque.refund.banco-behind': 'a banco ahead in priority was taken',
  'banque.refund.banco-void': 'the bank covered less than the table minimum for banco',
  'banque.refund.not-seated': 'only seated punters may call banco',
  'banque.refund.not-your-side': 'a card-holder may banco only his own tableau',
  // The private note at the close of betting, to each owner of a stake the cap sent home.
  // The private notes at the end of an auction, to each bid that did not take the bank.
  'banque.note.outbid': ({ cents }: { cents: Cents }) =>
    `The auction is over and another bid took the bank: your bid of ${chips(cents)} is back in your wallet.`,
  'banque.note.bidClosed': ({ cents }: { cents: Cents }) =>
    `The table closed before the auction ended: your bid of ${chips(cents)} is back in your wallet.`,
  'banque.note.closed': 'Betting has closed, and the bank could not take all you put up:',
  'banque.note.refund': ({
    kind,
    position,
    cents,
    why,
  }: {
    kind: 'stake' | 'banco';
    position: string;
    cents: Cents;
    why: string;
  }) =>
    `${kind === 'banco' ? 'Your banco' : 'Your stake'} ${position}: ${chips(cents)} back in your wallet (${why}).`,
  'banque.result.bank': 'The bank',
  'banque.result.bankerNet': ({ name, outcome }: { name: string; outcome: string }) =>
    `${name} (banker): ${outcome}`,
  'banque.result.commission': ({ rate, cents }: { rate: string; cents: Cents }) =>
    `Commission ${rate}: ${chips(cents)}`,
  'banque.result.bankAfter': ({ cents }: { cents: Cents }) => `Bank after the coup: **${chips(cents)}**`,
  'banque.result.next': 'Cards in the next coup',
  'banque.result.holder': ({ hand, name }: { hand: string; name: string }) => `${hand}: ${name}`,
  'banque.result.noHolder': ({ hand }: { hand: string }) => `${hand}: nobody seated`,
  'banque.result.passed': ({ tableau, name }: { tableau: BanqueSideId; name: string }) =>
    `The ${HAND[tableau]} tableau lost: the cards pass to ${name}.`,
  /** A card-holder who sat the coup out, his whole stake sent home at the close of betting. */
  'banque.result.kept': ({ tableau, name, lost }: { tableau: BanqueSideId; name: string; lost: boolean }) =>
    `${lost ? `The ${HAND[tableau]} tableau lost, but ${name} keeps the cards` : `${name} keeps the ${HAND[tableau]} tableau's cards`}: the card-holder's whole stake went home at the close of betting, so the rule played the tableau.`,

  // The bank's end, announced in the channel.
  'banque.ended.title': 'The bank ends',
  'banque.ended.retired': ({ name, cents }: { name: string; cents: Cents }) =>
    `${name} retired: ${chips(cents)} back to the banker.`,
  'banque.ended.broken': ({ name, cents }: { name: string; cents: Cents }) =>
    `${name}'s bank is broken: it cannot cover the table minimum. ${chips(cents)} back to the banker.`,
  'banque.ended.idle': ({ name, cents }: { name: string; cents: Cents }) =>
    `Three betting windows without a stake: ${name}'s bank closes, ${chips(cents)} back to the banker.`,
  'banque.ended.shoe-ended': ({ name, cents }: { name: string; cents: Cents }) =>
    `The shoe is over, and ${name}'s bank with it: ${chips(cents)} back to the banker.`,
  'banque.ended.absent': ({ name, cents }: { name: string; cents: Cents }) =>
    `${name} let two decisions in a row time out: the bank, ${chips(cents)}, goes back to the banker.`,
  'banque.ended.table-closed': ({ name, cents }: { name: string; cents: Cents }) =>
    `The table closed: ${name}'s bank, ${chips(cents)}, goes back to the banker.`,
  'banque.ended.frozen': ({ name, cents }: { name: string; cents: Cents }) =>
    `Frozen in the centre, returned to ${name}: ${chips(cents)}.`,
  'banque.ended.auction': 'The auction for the next bank is open: press Bid for the bank or use /banque bid.',

  // The settings panel.
  'banque.settings.game': ({ count }: { count: number }) => `Baccarat banque · ${decks(count)}`,
  'banque.settings.options': 'Baccarat banque',
  'banque.settings.openBank': 'Open bank: no maximum stake.',
  'banque.settings.maxStake': 'The banker sets a maximum stake.',
  'banque.settings.bancoOn': 'Banco is played.',
  'banque.settings.bancoOff': 'Banco is not played.',
  'banque.settings.tenure.shoe': 'A bank lasts the rest of the shoe.',
  'banque.settings.tenure.session': 'A bank lasts until the banker retires or it breaks.',
  'banque.settings.auction': ({ seconds }: { seconds: number }) =>
    `The auction runs ${seconds} s from its first bid.`,

  // Refusals the Discord side finds on its own.
  'error.not-banque-table':
    "These are baccarat banque's settings, and this table deals another game. Switch it first with /table game.",
  'error.banque-no-cards': 'You hold no cards in this coup: only the card-holders and the banker see theirs.',
  'error.side-on-banque': 'This table deals baccarat banque: stake on Right, Left or Centre.',
  'banque.chip.chosen': ({ cents }: { cents: Cents }) =>
    `Chip value chosen: ${chips(cents)}. Press Right, Left or Centre to stake it against the bank.`,
  'banque.history.punter': 'Baccarat banque',
  'banque.history.banker': 'Baccarat banque, holding the bank',

  // Refusals of the game's own moves, by the table's refusal code (refusal.<code>).
  'refusal.settings/invalid-auction-time': ({ min, max }: { min: number; max: number }) =>
    `The auction for the bank runs ${min} to ${max} seconds.`,
  'refusal.banque/unknown-side': 'Choose a tableau: right or left.',
  'refusal.banque/unknown-position': 'Stake on the right, the left or the centre.',
  'refusal.banque/already-seated':
    'You already sit in a queue. Leave it first to change sides: a punter sits on one tableau only.',
  'refusal.banque/not-seated':
    'You are not in a queue. Sit on the right or the left first: only seated punters hold cards or call banco.',
  'refusal.banque/banker-cannot-play':
    'You hold the bank: you play against both tableaux, so you cannot sit, stake or call banco.',
  'refusal.banque/no-bank':
    'There is no bank yet: bid for it in the auction, or wait until someone takes it.',
  'refusal.banque/bank-running': 'There is already a bank: the next auction opens when it ends.',
  'refusal.banque/bid-below-min': ({ min }: { min: Cents }) =>
    `The smallest bid for the bank here is ${chips(min)}.`,
  'refusal.banque/bid-above-max': ({ max }: { max: Cents }) => `The largest bank here is ${chips(max)}.`,
  'refusal.banque/bid-above-wallet': ({ balance }: { balance: Cents }) =>
    `You have ${chips(balance)}: bid what you can put up.`,
  'refusal.banque/not-banker': 'Only the banker can do that.',
  'refusal.banque/open-bank': 'This is an open bank: the banker sets no maximum stake.',
  'refusal.banque/max-stake-out-of-range': ({ min, max }: { min: Cents; max: Cents }) =>
    `The maximum stake must be from ${chips(min)} to ${chips(max)}.`,
  'refusal.banque/stake-below-min': ({ min }: { min: Cents }) => `The smallest stake here is ${chips(min)}.`,
  'refusal.banque/stake-above-max': ({ max }: { max: Cents }) =>
    `The banker’s maximum stake is ${chips(max)}: stake that or less.`,
  'refusal.banque/stake-above-bank': ({ max }: { max: Cents }) =>
    `The bank covers at most ${chips(max)} beyond the frozen centre stakes: stake that or less.`,
  'refusal.banque/banco-off': 'Banco is not played at this table.',
  'refusal.banque/banco-void': ({ min }: { min: Cents }) =>
    `Banco is void: the bank covers less than ${chips(min)} beyond the frozen centre stakes.`,
  'refusal.banque/already-banco': 'You have already called banco for this coup.',
  'refusal.banque/nothing-to-withdraw': 'You have no stake waiting to be accepted: nothing to take back.',
  'refusal.banque/in-play': 'You are in the coup being played: wait until it is settled.',
  // /rules at a banque table.
  'banque.rules.basics.title': 'Baccarat banque: the basics',
  'banque.rules.basics': [
    'This table deals **baccarat banque à deux tableaux**: one player holds **the bank** for the whole shoe and plays against two hands, the **right** and the **left** tableau. The house only deals, and takes a commission on the banker’s net win.',
    '',
    '• **The bank** goes at auction when none runs: the highest bid takes it (the earliest of equal bids), and the amount is held in escrow.',
    '• **Stake** on the right, the left or **the centre** (both tableaux at once) with the buttons or /bet. Sit in a tableau’s queue to hold its cards: the first seated punter who staked on his side holds them, and passes them on when his tableau loses. If the whole of his own stake goes home at the close of betting, he sits the coup out and keeps them.',
    '• **Banco**: a seated punter takes on all the bank covers, alone; the other stakes go back.',
    '• Each tableau is compared with the banker’s hand on its own: it wins, loses or ties.',
  ].join('\n'),
  'banque.rules.drawing.title': 'Who draws, and the banker’s choice',
  'banque.rules.drawing': [
    '• A **natural** (8 or 9 on two cards) is shown at once. A banker’s natural ends the coup for both tableaux; a tableau’s natural settles that tableau.',
    '• **Each card-holder**, right then left: draws on 0–4, stands on 6–7 and **chooses on 5**; if he does not answer in time he draws. A tableau nobody holds draws on 5.',
    '• **The banker is free**: he may draw or stand on any total, 7 included. Of each tableau he knows only whether it stood or the third card it took. If he does not answer in time, the bot decides for him by weighing the stakes on each tableau still in play.',
    '• When it is your turn, your cards and your choices come to you privately at once. Their **Play by the rule** switch has the bot play your decisions by the rule, 2 s after your turn comes (jouer selon la règle).',
  ].join('\n'),
  'banque.rules.payouts.title': 'Payouts and the centre',
  'banque.rules.payouts': ({ commission }: { commission: string }) =>
    [
      '• A stake on a tableau that wins is paid **1 to 1**; one that loses goes to the bank; a tie is returned.',
      '• A stake **in the centre** wins when both tableaux win and loses when both lose. When one wins and the other loses it stays **frozen** into the next coup of the same bank; when one ties, half is settled and the other half stays frozen. When the bank ends, frozen stakes go back whole.',
      `• **Commission**: ${commission} of the banker’s net win on each coup.`,
    ].join('\n'),
  'banque.rules.limits.title': 'Limits at this table',
  'banque.rules.limits': ({
    min,
    max,
    bankMin,
    bankMax,
    openBank,
  }: {
    min: Cents;
    max: Cents;
    bankMin: Cents;
    bankMax: Cents | null;
    openBank: boolean;
  }) =>
    [
      openBank
        ? `• Stakes: at least **${chips(min)}**; an open bank sets no maximum`
        : `• Stakes: from **${chips(min)}** to **${chips(max)}**; the banker may set a lower maximum`,
      bankMax === null
        ? `• The bank: at least **${chips(bankMin)}**`
        : `• The bank: from **${chips(bankMin)}** to **${chips(bankMax)}**`,
      '• The bank covers only what it holds: what it cannot cover goes back when betting closes.',
    ].join('\n'),
} satisfies Record<string, Template>;

/** What every language's banque words must hold: the English keys and their parameters. */
export type BanqueCatalog = CatalogOf<typeof banque>;
