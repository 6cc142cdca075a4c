/**
 * EZ Baccarat: its side bets, its limits, its payouts in the result and its /rules topic. Dragon 7
 * and Panda 8 are the names the casinos print on the layout, kept in every language.
 */

import { countChips, countOf, formatChips } from '../../../discord/i18n/format.js';
import type { CatalogOf, Template } from '../../../discord/i18n/types.js';
import type { Cents } from '../../../engine/money.js';

const decks = countOf('en', { one: 'deck', other: 'decks' });
const chips = countChips('en', { one: 'chip', other: 'chips' });
/** A figure on the felt, without its unit: the table's line of limits. */
const n = (cents: Cents) => formatChips('en', cents);

/** The side bets' limits, as /rules shows them. */
export interface SideBetLimitParams {
  readonly dragon7Min: Cents;
  readonly dragon7Max: Cents;
  readonly panda8Min: Cents;
  readonly panda8Max: Cents;
}

export const ez = {
  'side.dragon-7': 'Dragon 7',
  'side.panda-8': 'Panda 8',
  'cmd.bet.side.dragon-7': 'Dragon 7 (EZ Baccarat, pays 40 to 1)',
  'cmd.bet.side.panda-8': 'Panda 8 (EZ Baccarat, pays 25 to 1)',
  'cmd.table.game.value.ez-baccarat': 'EZ Baccarat',
  'cmd.table.limits.dragon7-min': 'Minimum Dragon 7 bet (EZ Baccarat)',
  'cmd.table.limits.dragon7-max': 'Maximum Dragon 7 bet (EZ Baccarat)',
  'cmd.table.limits.panda8-min': 'Minimum Panda 8 bet (EZ Baccarat)',
  'cmd.table.limits.panda8-max': 'Maximum Panda 8 bet (EZ Baccarat)',
  'cmd.rules.topic.ez-baccarat': 'EZ Baccarat',
  'settings.limit.dragon7Min': 'Minimum Dragon 7 bet',
  'settings.limit.dragon7Max': 'Maximum Dragon 7 bet',
  'settings.limit.panda8Min': 'Minimum Panda 8 bet',
  'settings.limit.panda8Max': 'Maximum Panda 8 bet',
  'ez.settings.game': ({ count }: { count: number }) => `EZ Baccarat · ${decks(count)}`,
  'ez.chip.chosen': ({ cents }: { cents: Cents }) =>
    `Chip value chosen: ${chips(cents)}. Press Player, Banker, Tie, Dragon 7 or Panda 8 to bet it.`,
  'ez.table.payouts':
    'Pays: Player 1:1 · Banker 1:1 (pushes on a Dragon 7) · Tie 8:1 · Dragon 7 40:1 · Panda 8 25:1',
  'ez.table.sideLimits': (l: SideBetLimitParams) =>
    `Dragon 7 ${n(l.dragon7Min)} to ${n(l.dragon7Max)} · Panda 8 ${n(l.panda8Min)} to ${n(l.panda8Max)}`,
  'ez.table.howTo':
    'Choose a chip value, then press Player, Banker, Tie, Dragon 7 or Panda 8 (or type /bet). Anyone with a bet can deal.',
  'ez.odds.line': ({ spot, now, full }: { spot: string; now: string; full: string }) =>
    `${spot}: **${now}** (full shoe ${full})`,
  'ez.odds.dragon-7': 'Banker wins with three cards totalling 7 (Dragon 7)',
  'ez.odds.panda-8': 'Player wins with three cards totalling 8 (Panda 8)',
  'ez.odds.edges': 'House edge · EZ Baccarat, no commission',
  'ez.odds.push':
    'The Banker bet pushes when the Banker wins with three cards totalling 7: that coup neither wins nor loses it.',
  'ez.odds.counts': ({ counts }: { counts: string }) =>
    `Unseen cards by point, 0 to 9: ${counts}. Same figures as npm run odds -- --game ez-baccarat --counts ${counts}`,
  'ez.payout.player': 'Player bets pay 1 to 1.',
  'ez.payout.banker': 'Banker bets pay 1 to 1, no commission (EZ Baccarat).',
  'ez.payout.dragon-7':
    'Dragon 7: the Banker wins with three cards totalling 7. Banker bets push (the stake comes back); Dragon 7 bets pay 40 to 1.',
  'ez.payout.panda-8': 'Panda 8: the Player wins with three cards totalling 8. Panda 8 bets pay 25 to 1.',
  'error.side-on-ez-baccarat':
    'This table deals EZ Baccarat: bet on Player, Banker, Tie, Dragon 7 or Panda 8.',
  'rules.ez-baccarat.title': 'EZ Baccarat',
  'rules.ez-baccarat': [
    'Punto Banco’s cards and third-card rule, with no commission on the Banker.',
    '• Player: 1 to 1',
    '• Banker: 1 to 1, except a Banker win with three cards totalling 7 (a Dragon 7): the Banker bet pushes',
    '• Tie: 8 to 1 (Player and Banker bets push)',
    '• **Dragon 7**: 40 to 1 when the Banker wins with three cards totalling 7',
    '• **Panda 8**: 25 to 1 when the Player wins with three cards totalling 8',
  ].join('\n'),
  'rules.ez-baccarat.sideLimits': (l: SideBetLimitParams) =>
    [
      `Dragon 7 at this table: **${chips(l.dragon7Min)}** to **${chips(l.dragon7Max)}**`,
      `Panda 8 at this table: **${chips(l.panda8Min)}** to **${chips(l.panda8Max)}**`,
    ].join('\n'),
} satisfies Record<string, Template>;

export type EzCatalog = CatalogOf<typeof ez>;
