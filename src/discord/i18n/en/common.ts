/** Words the whole bot shares: the three spots, chips, the table's buttons. */

import type { Side } from '../../../engine/coup.js';
import type { Cents } from '../../../engine/money.js';
import { countChips, countOf } from '../format.js';
import type { Template } from '../types.js';

const chips = countChips('en', { one: 'chip', other: 'chips' });
const decks = countOf('en', { one: 'deck', other: 'decks' });

const ON_SIDE: Readonly<Record<Side, string>> = { player: 'on Player', banker: 'on Banker', tie: 'on Tie' };

export const common = {
  'side.player': 'Player',
  'side.banker': 'Banker',
  'side.tie': 'Tie',
  /** An amount with its noun: "1 chip", "9.50 chips". */
  chips: ({ cents }: { cents: Cents }) => chips(cents),
  decks: ({ count }: { count: number }) => decks(count),
  /** A bet on one spot, in a sentence: "10 chips on Banker". */
  stakeOn: ({ side, cents }: { side: Side; cents: Cents }) => `${chips(cents)} ${ON_SIDE[side]}`,
  'button.deal': 'Deal',
  'button.clear': 'Clear my bets',
  'button.rebet': 'Repeat last bet',
  'button.newShoe': 'New shoe',
  'button.newShoeConfirm': 'Yes, start a new shoe',
  'newShoe.confirm.title': ({ shoe }: { shoe: number }) => `End shoe ${shoe} and shuffle a new one?`,
  'newShoe.confirm.body':
    'The shoe in play ends at once and its server seed is revealed, so anyone can check every coup it dealt. A new shoe is shuffled under a fresh commitment. Only you can see this.',
  'chip.placeholder': 'Choose your chip value',
  'chip.tieOnly': 'Below the table minimum: for a Tie bet only',
  'chip.notTie': 'Above the Tie maximum: for Player or Banker only',
  /** The private answer to /deal: the result itself is a post in the channel. */
  'deal.dealt': ({ round }: { round: number }) => `You dealt round ${round}: its result is in the channel.`,
  'deal.waits': 'The cards are out: the table message shows whose decision the coup waits for.',
  'deal.nothingDealt': 'The bank covered no stake: every offer went back, and no coup was dealt.',
  /** A decision prompt that could not reach its player privately: the channel calls him (after his mention). */
  'turn.call': ({ deadline, relative }: { deadline: string; relative: string }) =>
    `it is your turn: press the button below for your cards and your choice, by ${deadline} (${relative}).`,
  /** The switch on a decision prompt, and what it answers. */
  'rule.button.on': 'Play by the rule',
  'rule.button.off': 'Choose for myself',
  'rule.on':
    'You play by the rule at this table: from now on, 2 seconds after it is your turn, the bot makes your choice the way the rule says (a punter draws at 5), unless you press first.',
  'rule.off': 'You choose for yourself again: from your next decision on, you have the whole decision time.',
  'rule.prompt.on':
    'You play by the rule: in 2 seconds the bot makes this choice for you, unless you press first.',
  /** What a member reads when an action of theirs was done while another copy of the dealer held the interaction. */
  'answer.done': 'Done: the table shows it.',
  /** The same, for a button that opens a form. */
  'answer.formAgain': 'That took a moment too long to open the form: press the button again.',
  'chip.chosen': ({ cents }: { cents: Cents }) =>
    `Chip value chosen: ${chips(cents)}. Press Player, Banker or Tie to bet it.`,
} satisfies Record<string, Template>;
