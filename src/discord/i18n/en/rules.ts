/** /rules, what every game shares: card values, fairness and the roads' titles. Each game's own topics are in its words. */
import type { Template } from '../types.js';

export const rules = {
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
