/**
 * Chemin de fer: its commands, the table message, the private prompts and the result. The French
 * terms players know from the tables (banco, banco suivi, avec la table, la banque passe, règle,
 * égalité) are used as they are, in every language.
 */

import { agreeWithChips, countChips, countOf, sentenceStart } from '../../../discord/i18n/format.js';
import type { CatalogOf, Template } from '../../../discord/i18n/types.js';
import type { Cents } from '../../../engine/money.js';

const decks = countOf('en', { one: 'deck', other: 'decks' });
const chips = countChips('en', { one: 'chip', other: 'chips' });
const chipsAre = agreeWithChips('en', { one: 'is', other: 'are' });
const chipsGo = agreeWithChips('en', { one: 'goes', other: 'go' });

/** The parts of a decision line: who, on what total, against which third card (banker only). */
export interface DecisionParams {
  readonly name: string;
  readonly role: 'punter' | 'banker';
  readonly total: number;
  /** The punter's third card's points when the banker decided after a punter draw; else null. */
  readonly against: number | null;
  readonly action: 'draw' | 'stand';
}

const ROLE = { punter: 'punter', banker: 'banker' } as const;
const at = ({ total, against }: DecisionParams) =>
  against === null ? `${total}` : `${total} against a ${against}`;
const did = ({ action }: DecisionParams) => (action === 'draw' ? 'drew' : 'stood');

export const cdf = {
  // Slash commands (descriptions and choices).
  'cmd.chemin': 'Chemin de fer: your seat, the bank and your stakes against it',
  'cmd.chemin.sit': 'Take a seat at this chemin de fer table',
  'cmd.chemin.leave': 'Leave your seat',
  'cmd.chemin.bank': 'Open the bank with the shoe you hold',
  'cmd.chemin.bank.amount': 'The bank, in chips',
  'cmd.chemin.pass': 'Pass the shoe, end your bank (la banque passe), or let la suite go',
  'cmd.chemin.banco': 'Banco: take on the whole bank and play the hand',
  'cmd.chemin.avec': 'Avec la table: half the bank, and play the hand',
  'cmd.chemin.withdraw': 'Take back your stake against the bank',
  'cmd.chemin.cards': 'See your cards in the coup being played (only you see them)',
  'cmd.chemin.decide': 'Answer your decision: a card, or stand',
  'cmd.chemin.decide.choice': 'Card or stand',
  'cmd.chemin.decide.choice.draw': 'Card',
  'cmd.chemin.decide.choice.stand': 'Stand',
  'cmd.bet.side.punter': 'Punter (chemin de fer: a stake against the bank)',
  'cmd.table.game': 'Choose the game this table deals',
  'cmd.table.game.value': 'The game',
  'cmd.table.game.value.punto-banco': 'Punto Banco',
  'cmd.table.game.value.chemin-de-fer': 'Chemin de fer',
  'cmd.table.chemin-de-fer': "Chemin de fer's bank limits, commission and règle",
  'cmd.table.chemin-de-fer.bank-min': 'The smallest bank, in chips (0: ten times the table minimum)',
  'cmd.table.chemin-de-fer.bank-max': 'The largest bank, in chips (0: no maximum)',
  'cmd.table.chemin-de-fer.commission':
    "The house's commission on the banker's winnings, in percent (0 to 5)",
  'cmd.table.chemin-de-fer.regle': "The banker's règle",
  'cmd.table.chemin-de-fer.regle.scarne':
    'Casino règle: the banker chooses at 3 against a 9 and 5 against a 4',
  'cmd.table.chemin-de-fer.regle.free': 'Free: the banker chooses in every cell',

  // The table message.
  'cdf.table.title': ({ round }: { round: number }) => `Chemin de fer · coup ${round}`,
  'cdf.table.empty':
    'Nobody is seated. Sit down with the button below or /chemin sit: the first seat holds the shoe.',
  'cdf.table.offered': ({ name, min }: { name: string; min: Cents }) =>
    `The shoe is offered to ${name}: open a bank of ${chips(min)} or more, or pass.`,
  'cdf.table.bank': ({ name, bank }: { name: string; bank: Cents }) =>
    `${name} holds the bank: **${chips(bank)}**.`,
  'cdf.table.howTo':
    'Banco takes on the whole bank, Avec la table half of it; or stake the chip you chose. The banker or anyone with a stake deals.',
  'cdf.table.limits': ({
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
  'cdf.table.regleFree': 'Free règle: the banker chooses in every cell.',
  'cdf.table.seats': ({ count }: { count: number }) => `Seats, in passing order · ${count}`,
  'cdf.seat.holder': 'holds the shoe',
  'cdf.seat.banker': 'banker',
  'cdf.seat.suivi': 'banco suivi',
  'cdf.table.offers': 'Against the bank, in priority order',
  'cdf.table.noOffers': 'No stakes yet.',
  'cdf.kind.banco': 'banco',
  'cdf.kind.avec-la-table': 'avec la table',
  'cdf.kind.stake': 'stake',
  'cdf.offer.accepted': ({ name, kind, offered }: { name: string; kind: string; offered: Cents }) =>
    `${name} · ${kind} ${chips(offered)}`,
  'cdf.offer.trimmed': ({
    name,
    kind,
    offered,
    accepted,
  }: {
    name: string;
    kind: string;
    offered: Cents;
    accepted: Cents;
  }) => `${name} · ${kind} ${chips(offered)}, the bank covers ${chips(accepted)}`,
  'cdf.offer.out': ({ name, kind, offered }: { name: string; kind: string; offered: Cents }) =>
    `${name} · ${kind} ${chips(offered)}, not covered`,
  'cdf.table.cover': ({ cover, cap, bank }: { cover: Cents; cap: Cents; bank: Cents }) =>
    `Covered so far: **${chips(cover)}** of the ${chips(cap)} the bank can cover` +
    (cap === bank ? '' : ` (whole chips of its ${chips(bank)})`),
  'cdf.table.hand': ({ name, by }: { name: string; by: string }) => `Plays the hand: ${name} (${by})`,
  'cdf.table.handByRule': 'Plays the hand: nobody seated, so the rule plays it',
  'cdf.handBy.banco-suivi': 'banco suivi',
  'cdf.handBy.banco': 'banco',
  'cdf.handBy.avec-la-table': 'avec la table',
  'cdf.handBy.largest-stake': 'largest stake',
  'cdf.table.punterCards': ({ name, cards }: { name: string; cards: string }) => `Punter (${name}): ${cards}`,
  'cdf.table.bankerCards': ({ name, cards }: { name: string; cards: string }) => `Banker (${name}): ${cards}`,
  'cdf.table.waiting': ({ name, role, when }: { name: string; role: 'punter' | 'banker'; when: string }) =>
    `Waiting for ${name} (${ROLE[role]}) until ${when}. Only the punter and the banker see their cards: My cards.`,

  // Buttons and the bank's modal.
  'cdf.button.sit': 'Sit down',
  'cdf.button.leave': 'Leave',
  'cdf.button.open': 'Open bank',
  'cdf.button.decline': 'Pass',
  'cdf.button.banco': 'Banco',
  'cdf.button.avec': 'Avec la table',
  'cdf.button.stake': 'Stake chip',
  'cdf.button.withdraw': 'Take back',
  'cdf.button.passe': 'La banque passe',
  'cdf.button.cards': 'My cards',
  'cdf.button.card': 'Card',
  'cdf.button.draw': 'Draw',
  'cdf.button.stand': 'Stand',
  'cdf.modal.title': 'Open the bank',
  'cdf.modal.amount': 'Bank, in whole chips',
  'cdf.modal.range': ({ min, max }: { min: Cents; max: Cents | null }) =>
    max === null ? `${chips(min)} or more` : `${chips(min)} to ${chips(max)}`,

  // Private answers to a player's own action.
  'cdf.done.sit': ({ seat }: { seat: number }) => `You sat down: seat ${seat}.`,
  'cdf.done.leave': 'You left your seat.',
  'cdf.done.open': ({ bank, balance }: { bank: Cents; balance: Cents }) =>
    `You opened the bank with ${chips(bank)}. Balance: ${chips(balance)}.`,
  'cdf.done.decline': ({ name }: { name: string }) => `You passed the shoe to ${name}.`,
  'cdf.done.passe': ({ cents }: { cents: Cents }) =>
    `La banque passe: ${chips(cents)} ${chipsAre(cents)} back in your wallet.`,
  'cdf.done.offer': ({ kind, amount, balance }: { kind: string; amount: Cents; balance: Cents }) =>
    `${sentenceStart('en', kind)}: ${chips(amount)} against the bank. Balance: ${chips(balance)}.`,
  'cdf.done.withdraw': ({ cents }: { cents: Cents }) =>
    `Your stake of ${chips(cents)} is back in your wallet.`,
  'cdf.done.draw': 'You took a card.',
  'cdf.done.stand': 'You stood.',

  // My cards, and the decision prompt.
  'cdf.cards.title': ({ role }: { role: 'punter' | 'banker' }) => `Your cards (${ROLE[role]})`,
  'cdf.cards.hand': ({ cards, total }: { cards: string; total: number }) => `${cards} · total **${total}**`,
  'cdf.cards.punterThird': ({ card }: { card: string }) => `The punter took a third card: ${card}.`,
  'cdf.cards.punterStood': 'The punter stood.',
  'cdf.cards.prompt': ({
    deadline,
    relative,
    fallback,
  }: {
    deadline: string;
    relative: string;
    fallback: string;
  }) => `Your decision, by ${deadline} (${relative}). Without an answer: ${fallback}.`,
  'cdf.cards.forced': 'The rule leaves you one choice.',
  'cdf.cards.wait': ({ name }: { name: string }) => `The coup waits for ${name}.`,
  'cdf.fallback.draw': 'a card',
  'cdf.fallback.stand': 'you stand',

  // The result.
  'cdf.result.title': ({ round, outcome }: { round: number; outcome: string }) =>
    `Coup ${round} · ${outcome}`,
  'cdf.outcome.punter': ({ punter, banker }: { punter: number; banker: number }) =>
    `Punter wins, ${punter} to ${banker}`,
  'cdf.outcome.banker': ({ punter, banker }: { punter: number; banker: number }) =>
    `Banker wins, ${banker} to ${punter}`,
  'cdf.outcome.tie': ({ total }: { total: number }) => `Égalité, ${total} all`,
  'cdf.result.punter': ({ total, natural }: { total: number; natural: boolean }) =>
    `Punter · ${natural ? `natural ${total}` : total}`,
  'cdf.result.banker': ({ total, natural }: { total: number; natural: boolean }) =>
    `Banker · ${natural ? `natural ${total}` : total}`,
  'cdf.result.natural': 'A natural on the deal: no third card.',
  'cdf.result.decisions': 'Decisions',
  'cdf.decision.player': (p: DecisionParams) =>
    `${p.name} (${ROLE[p.role]}) had ${at(p)} and ${did(p)}, by choice.`,
  'cdf.decision.rule': (p: DecisionParams & { why: string }) =>
    `${p.name} (${ROLE[p.role]}) had ${at(p)} and ${did(p)}: ${p.why}.`,
  'cdf.decision.default': (p: DecisionParams) =>
    `${p.name} did not answer at ${at(p)}: ${did(p)}, as the ${p.role === 'punter' ? 'rule' : 'règle'} says.`,
  'cdf.decision.byTheRule': (p: DecisionParams) => `${p.name} played by the rule at ${at(p)}: ${did(p)}.`,
  'cdf.decision.nobody': (p: DecisionParams) =>
    `Nobody seated holds the hand: at ${p.total} it ${did(p)}, as the rule says.`,
  'cdf.why.punter-draws-0-4': 'the punter draws on 0 to 4',
  'cdf.why.punter-stands-6-7': 'the punter stands on 6 and 7',
  'cdf.why.banker-draws-0-5-punter-stood': 'when the punter stands, the banker draws on 0 to 5',
  'cdf.why.banker-stands-6-7-punter-stood': 'when the punter stands, the banker stands on 6 and 7',
  'cdf.why.banker-draws-0-2': 'the banker always draws on 0 to 2',
  'cdf.why.banker-table-draws': 'the règle says draw',
  'cdf.why.banker-table-stands': 'the règle says stand',
  'cdf.why.banker-stands-7': 'the banker always stands on 7',
  'cdf.result.stakes': 'Stakes',
  'cdf.result.stake': ({ name, stake, outcome }: { name: string; stake: Cents; outcome: string }) =>
    `${name} · ${chips(stake)} → ${outcome}`,
  'cdf.result.returned': ({ name, cents, why }: { name: string; cents: Cents; why: string }) =>
    `${name} · ${chips(cents)} returned: ${why}`,
  'cdf.refund.trimmed': 'the bank covered only part of it',
  'cdf.refund.cover-full': 'the cover was full',
  'cdf.refund.banco-called': 'banco took the whole bank',
  'cdf.refund.not-seated': 'only seated players may banco or go avec la table',
  // The private note at the close of betting, to each player whose offer the bank could not take whole.
  'cdf.note.closed': 'Betting has closed, and the bank could not cover all you offered:',
  'cdf.note.refund': ({ kind, cents, why }: { kind: string; cents: Cents; why: string }) =>
    `${sentenceStart('en', kind)}: ${chips(cents)} back in your wallet (${why}).`,
  'cdf.result.bank': 'The bank',
  'cdf.result.banker.line': ({ name, outcome }: { name: string; outcome: string }) =>
    `${name} (banker) → ${outcome}`,
  'cdf.result.commission': ({ rate, cents }: { rate: string; cents: Cents }) =>
    `Commission ${rate}: ${chips(cents)}`,
  'cdf.result.bankAfter': ({ cents }: { cents: Cents }) => `Bank after the coup: **${chips(cents)}**`,
  'cdf.result.garage': ({ name, cents }: { name: string; cents: Cents }) =>
    `Garage: ${chips(cents)} above the maximum back to ${name}`,
  'cdf.result.paidOut': ({ name, cents }: { name: string; cents: Cents }) =>
    `The bank paid the punters; ${chips(cents)} ${chipsGo(cents)} back to ${name}.`,
  'cdf.result.next': 'Next',
  'cdf.result.passes': ({ name }: { name: string }) => `The shoe passes to ${name}.`,
  'cdf.result.keeps': ({ name }: { name: string }) => `${name} keeps the bank and the shoe.`,
  'cdf.result.passesOn': 'The shoe passes to the next seat.',
  'cdf.result.tie': 'Égalité: every stake goes back; the bank stays as it was.',

  // The settings panel.
  'cdf.settings.game': ({ count }: { count: number }) => `Chemin de fer · ${decks(count)}`,
  'cdf.settings.options': 'Chemin de fer',
  'cdf.settings.suiteOff': 'La suite is off.',

  // La suite and absent players.
  'cmd.chemin.suite': 'Take la suite: the bank just passed, for the same amount',
  'cmd.table.chemin-de-fer.suite': 'La suite: a bank passed by choice is first offered to the seated players',
  'cmd.table.chemin-de-fer.suite.on': 'On',
  'cmd.table.chemin-de-fer.suite.off': 'Off',
  'cdf.kind.suite': 'la suite',
  'cdf.table.suite': ({ name, bank, when }: { name: string; bank: Cents; when: string }) =>
    `La suite: ${name} passed a bank of **${chips(bank)}**. The seated players may take it, same amount, until ${when}; the first in priority who does holds the bank.`,
  'cdf.table.suiteOn': 'La suite is on: a bank passed by choice is first offered to the seated players.',
  'cdf.table.suiteClaims': 'La suite, claimed by',
  'cdf.seat.absent': 'absent',
  'cdf.button.suite': 'Take la suite',
  'cdf.button.nosuite': 'No thanks',
  'cdf.done.suiteClaim': ({ bank, balance }: { bank: Cents; balance: Cents }) =>
    `You claimed la suite: ${chips(bank)} put up. Balance: ${chips(balance)}. The first in priority who claims it takes the bank; the others get their chips back.`,
  'cdf.done.suiteTaken': ({ bank }: { bank: Cents }) =>
    `You took la suite: you hold the bank of ${chips(bank)}.`,
  'cdf.done.suiteDeclined': 'You let la suite go.',
  'cdf.result.absent': ({ name }: { name: string }) =>
    `${name} let two decisions in a row time out and is marked absent: the bank goes back to the banker.`,

  // Refusals the Discord side finds on its own.
  'error.not-cdf-table':
    "These are chemin de fer's settings, and this table deals another game. Switch it first with /table game.",
  'error.cdf-no-cards':
    'You hold no cards in this coup: only the punter who plays the hand and the banker see theirs.',
  'error.side-on-cdf':
    'This table deals chemin de fer: stake on Punter against the bank, or call /chemin banco or /chemin avec.',
  'cdf.chip.chosen': ({ cents }: { cents: Cents }) =>
    `Chip value chosen: ${chips(cents)}. Press Stake chip to stake it against the bank; Banco stakes the whole bank.`,
  'cdf.history.punter': 'Chemin de fer',
  'cdf.history.banker': 'Chemin de fer, holding the bank',
  'cdf.history.stake': 'against the bank',
  'cdf.stats.punter': 'Against the bank (chemin de fer)',

  // Refusals of the game's own moves, by the table's refusal code (refusal.<code>).
  'refusal.cdf/not-seated':
    'Take a seat first: only seated players hold the shoe, call banco or go avec la table.',
  'refusal.cdf/already-seated': 'You already have a seat at this table.',
  'refusal.cdf/not-your-turn': 'The shoe is with another player just now.',
  'refusal.cdf/no-bank': 'No bank is open yet: wait for the holder of the shoe to open one.',
  'refusal.cdf/bank-open': 'The bank is already open.',
  'refusal.cdf/banker-cannot-bet': 'You hold the bank: you cannot stake against it.',
  'refusal.cdf/banco-taken': 'A player ahead of you has already called banco.',
  'refusal.cdf/already-offered': 'You already have an offer on this bank. Take it back first to change it.',
  'refusal.cdf/no-offer': 'You have no offer on this bank.',
  'refusal.cdf/in-play': 'Your chips are in the coup being played: you can leave once it is settled.',
  'refusal.cdf/bank-below-min': ({ min }: { min: Cents }) => `The smallest bank here is ${chips(min)}.`,
  'refusal.cdf/bank-above-max': ({ max }: { max: Cents }) => `The largest bank here is ${chips(max)}.`,
  'refusal.cdf/bank-above-wallet': ({ balance }: { balance: Cents }) =>
    `You have ${chips(balance)}: open a bank you can put up.`,
  'refusal.cdf/stake-below-min': ({ min }: { min: Cents }) =>
    `The smallest stake against the bank is ${chips(min)}.`,
  'refusal.cdf/stake-above-bank': ({ max }: { max: Cents }) =>
    `The bank covers at most ${chips(max)}: stake that or less.`,
  // /rules at a chemin de fer table.
  'cdf.rules.basics.title': 'Chemin de fer: the basics',
  'cdf.rules.basics': ({ suite }: { suite: boolean }) =>
    [
      'This table deals **chemin de fer**: the players bank the game in turn. The **shoe** passes round the seats, and whoever holds it may open a **bank**, held in escrow, or pass it on. The house only deals, and takes a commission on the banker’s winnings.',
      '',
      '• Against the bank, in priority order from the banker’s right: **banco suivi** (the punter who just lost to this bank), **banco** (the whole bank, alone), **avec la table** (half the bank), then stakes from the seats and from behind them, as far as the bank covers.',
      '• Only seated players call banco, go avec la table or hold the cards: the banco caller holds them, else the largest seated stake.',
      '• **The banker wins**: he keeps the bank and the shoe. **The punter wins**: the shoe passes to the next seat. **Égalité**: the stakes go back and the banker goes on.',
      suite
        ? '• Between coups the banker may say **la banque passe**; the same bank is first offered to the seats as **la suite**, then the shoe passes.'
        : '• Between coups the banker may say **la banque passe**: the bank goes back to him and the shoe to the next seat.',
    ].join('\n'),
  'cdf.rules.drawing.title': 'Who draws, and the banker’s choices',
  'cdf.rules.drawing': ({ free }: { free: boolean }) =>
    [
      '• A **natural** (8 or 9 on two cards) is shown at once, and nobody draws.',
      '• **The punter** draws on 0–4, stands on 6–7 and **chooses on 5**; if he does not answer in time he draws.',
      free
        ? '• **The banker** plays the **free règle**: he chooses on every total. If he does not answer in time, the bot draws for him where drawing gains on average.'
        : '• **The banker** follows the **règle**: Punto Banco’s drawing table, except that he chooses with 3 against a third card 9 and with 5 against a 4. If he does not answer in time he draws.',
      '• When it is your turn, your cards and your choices come to you privately at once. Their **Play by the rule** switch has the bot play your decisions by the rule, 2 s after your turn comes (jouer selon la règle).',
    ].join('\n'),
  'cdf.rules.payouts.title': 'Payouts',
  'cdf.rules.payouts': ({ commission }: { commission: string }) =>
    [
      '• A punter who wins is paid **1 to 1** from the bank; on an égalité every stake goes back.',
      `• When the banker wins, the stakes go to the bank less a **commission** of ${commission}.`,
      '• Only what the bank accepted, **the cover**, is at risk: the rest of a stake goes back when betting closes.',
    ].join('\n'),
  'cdf.rules.limits.title': 'Limits at this table',
  'cdf.rules.limits': ({ min, bankMin, bankMax }: { min: Cents; bankMin: Cents; bankMax: Cents | null }) =>
    [
      `• Smallest stake: **${chips(min)}**; the largest is what the bank covers`,
      bankMax === null
        ? `• A bank: at least **${chips(bankMin)}**`
        : `• A bank: from **${chips(bankMin)}** to **${chips(bankMax)}**; what it wins above the maximum goes back to the banker`,
    ].join('\n'),
} satisfies Record<string, Template>;

/** What every language's cdf words must hold: the English keys and their parameters. */
export type CdfCatalog = CatalogOf<typeof cdf>;
