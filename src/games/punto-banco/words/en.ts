/**
 * Punto Banco's own words. Its spots and results are the shared catalogs' (src/discord/i18n), which
 * every table reads; here are what names the game and its variants (the game line, the payouts on
 * the felt and under a Banker win, the house edges, /table variant) and its /rules topics (the
 * basics, the third-card rule, the payouts of both variants, Punto 2000, the limits).
 * The third-card table itself is drawn by shell/rules.ts from BANKER_DRAWS.
 */

import { countChips } from '../../../discord/i18n/format.js';
import type { CatalogOf, LimitParams, Template } from '../../../discord/i18n/types.js';
import type { Variant } from '../rules/settle.js';
import { VARIANT_NAMES } from './variant-names.js';

const chips = countChips('en', { one: 'chip', other: 'chips' });

export const puntoBanco = {
  'error.side-on-punto-banco': 'This table deals Punto Banco: bet on Player, Banker or Tie.',
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
  /** The table's payouts, under its limits. */
  'table.payouts': ({ variant }: { variant: Variant }) =>
    variant === 'punto-2000'
      ? 'Pays: Player 1:1 · Banker 1:1, Banker wins with 6 pay 1:2 · Tie 8:1'
      : 'Pays: Player 1:1 · Banker 0.95:1 · Tie 8:1',
  'result.payout.banker-2000': 'Banker bets pay 1 to 1, no commission (Punto 2000).',
  'result.payout.banker-2000-six': 'Banker wins with 6: Banker bets pay 1 to 2 (Punto 2000).',
  'odds.edges': ({ variant }: { variant: Variant }) => `House edge · ${VARIANT_NAMES[variant]}`,
  'setting.variant': 'variant',
  'cmd.rules.topic.punto-2000': 'Punto 2000',
  'cmd.table.variant': 'Punto Banco tables: deal classic Punto Banco or Punto 2000',
  'cmd.table.variant.variant': 'The variant',
  'cmd.table.variant.variant.punto-banco': 'Punto Banco (Banker pays 19 to 20)',
  'cmd.table.variant.variant.punto-2000': 'Punto 2000 (no commission; a Banker win on 6 pays 1 to 2)',
  'cmd.table.variant.scope':
    'This table if left empty, or the server default for every Punto Banco table without its own',
  'error.not-punto-banco-table':
    "This table does not deal Punto Banco: the variant is Punto Banco's. Switch the table's game with /table game first, or set the server's default with scope: server.",
  'refusal.settings/invalid-variant': 'Choose Punto Banco or Punto 2000.',
} satisfies Record<string, Template>;

export type PuntoBancoCatalog = CatalogOf<typeof puntoBanco>;
