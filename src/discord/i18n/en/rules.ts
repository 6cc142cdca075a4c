/** /rules: the game explained, topic by topic. The third-card table itself is drawn by the view from BANKER_DRAWS. */
import { countChips } from '../format.js';
import type { LimitParams, Template } from '../types.js';

const chips = countChips('en', { one: 'chip', other: 'chips' });

export const rules = {
  'rules.basics.title': 'Baccarat: the basics',
  'rules.basics': [
    'Two hands are dealt, the **Player** and the **Banker**, and whichever comes closer to **9** wins. Nobody plays a hand: the cards follow fixed rules, and you bet on the result.',
    '',
    '• Bet on **Player**, **Banker** or **Tie** while the round is open. Up to 14 players can bet on one round.',
    '• Each hand gets two cards; a third card comes only when the third-card rule says so (/rules third-card).',
    '• The hand closer to 9 wins. Equal totals are a Tie: Tie bets win, and Player and Banker bets are returned.',
    '',
    "**The table:** choose a chip value, then press Player, Banker or Tie. **Deal** brings the cards out, **Clear my bets** takes back this round's chips, **Repeat last bet** puts down your previous bets again.",
  ].join('\n'),
  'rules.values.title': 'Card values',
  'rules.values': [
    '• Ace: **1**',
    '• 2 to 9: their face value',
    '• 10, Jack, Queen, King: **0**',
    '',
    'A hand counts only the last digit of its total: 8 + 9 = 17 counts **7**; 6 + 7 + 8 = 21 counts **1**. No hand can go bust.',
    '',
    'A total of 8 or 9 on the first two cards is a **natural**: both hands stand and the coup is settled at once.',
  ].join('\n'),
  'rules.third-card.title': 'The third-card rule',
  'rules.third-card.player': [
    'If either hand has a natural (8 or 9), both stand. Otherwise:',
    '• **Player** draws on 0 to 5 and stands on 6 and 7.',
    '• If the Player stood, the **Banker** draws on 0 to 5 and stands on 6 and 7.',
    "• If the Player drew, the Banker looks at the value of the Player's **third card**:",
  ].join('\n'),
  'rules.third-card.corner': 'B \\ P3',
  'rules.third-card.legend':
    "Rows: the Banker's first two cards. Columns: the Player's third card. **D** = the Banker draws, **S** = the Banker stands.",
  'rules.third-card.draw': 'D',
  'rules.third-card.stand': 'S',
  'rules.payouts.title': 'Payouts',
  'rules.payouts': [
    '**Punto Banco**',
    '• Player: 1 to 1',
    '• Banker: 19 to 20 (even money less 5% commission)',
    '• Tie: 8 to 1',
    '',
    '**Punto 2000**',
    '• Player: 1 to 1',
    '• Banker: 1 to 1 with no commission, but a Banker win **with 6** pays 1 to 2',
    '• Tie: 8 to 1',
    '',
    'On a Tie, Player and Banker bets stand off: you get them back. Winnings are paid to the hundredth of a chip.',
  ].join('\n'),
  'rules.payouts.this': ({ game }: { game: string }) => `This table plays **${game}**.`,
  'rules.punto-2000.title': 'Punto 2000',
  'rules.punto-2000': [
    'Punto 2000 deals exactly like Punto Banco; only the Banker payout changes.',
    '',
    '• A winning Banker bet is paid **1 to 1** with no commission...',
    '• ...except when the Banker wins **with a total of 6**: then it pays **1 to 2**, half the stake.',
    '',
    "The 5% commission disappears, but the rare half-paid 6 costs more: with 8 decks the Banker bet's house edge goes from about 1.06% to 1.46%. Player and Tie bets are unchanged.",
  ].join('\n'),
  'rules.limits.title': 'Limits at this table',
  'rules.limits': (l: LimitParams) =>
    [
      `• Minimum bet on Player or Banker: **${chips(l.min)}**`,
      `• Maximum bet on Player or Banker: **${chips(l.max)}**`,
      `• Minimum Tie bet on its own: **${chips(l.tieMinAlone)}**`,
      `• Minimum Tie bet beside a Player or Banker bet: **${chips(l.tieMinBeside)}**`,
      `• Maximum Tie bet: **${chips(l.tieMax)}**`,
      '',
      'Limits apply to the total on each spot, so adding chips to a spot must stay within them. Admins pick a tier (1–100, 5–500, 25–1,000) or their own figures with /table limits.',
    ].join('\n'),
  'rules.fairness.title': 'Provably fair shuffling',
  'rules.roads.title': 'Reading the roads',
  'rules.fairness': ({ check }: { check: string }) =>
    [
      'Every shoe is shuffled from a secret **server seed** and a public **client seed**, so neither the bot nor a player can pick the cards.',
      '',
      '1. Before the first coup the bot publishes the **commitment**: the SHA-256 of the server seed (/fair status).',
      "2. Anyone may choose the client seed with /fair seed. It locks at the shoe's first coup.",
      '3. When the shoe ends (the cut card comes out, or an admin starts a new shoe) the server seed is revealed.',
      `4. ${check}`,
      '',
      'The method (HMAC-SHA256 stream, Fisher–Yates shuffle, burn and cut card) is documented as provably-fair-v1, so you can also write your own checker.',
    ].join('\n'),
  'rules.fairness.check':
    'Check that SHA-256 of the revealed seed equals the commitment. Download the shoe with /fair export and run `npm run verify -- FILE.json`: it rebuilds every card from the seeds and checks every coup.',
  'rules.fairness.check.page': ({ url }: { url: string }) =>
    `Download the shoe with /fair export and drop the file on [the verifier page](${url}): your browser shows the SHA-256 of the revealed seed beside the commitment, rebuilds every card from the seeds and checks every coup. Nothing to install (developers can also run \`npm run verify -- FILE.json\`).`,
} satisfies Record<string, Template>;
