/** EZ Baccarat: de zijweddenschappen, de limieten, de uitbetalingen en de regels. Dragon 7 en Panda 8 heten zoals op de tafel. */

import { countChips, countOf, formatChips } from '../../../discord/i18n/format.js';
import type { Cents } from '../../../engine/money.js';
import type { EzCatalog } from './en.js';

const decks = countOf('nl', { one: 'kaartspel', other: 'kaartspellen' });
const chips = countChips('nl', { one: 'fiche', other: 'fiches' });
/** A figure on the felt, without its unit: the table's line of limits. */
const n = (cents: Cents) => formatChips('nl', cents);

export const ez: EzCatalog = {
  'side.dragon-7': 'Dragon 7',
  'side.panda-8': 'Panda 8',
  'cmd.bet.side.dragon-7': 'Dragon 7 (EZ Baccarat, betaalt 40 tegen 1)',
  'cmd.bet.side.panda-8': 'Panda 8 (EZ Baccarat, betaalt 25 tegen 1)',
  'cmd.table.game.value.ez-baccarat': 'EZ Baccarat',
  'cmd.table.limits.dragon7-min': 'Minimale inzet op Dragon 7 (EZ Baccarat)',
  'cmd.table.limits.dragon7-max': 'Maximale inzet op Dragon 7 (EZ Baccarat)',
  'cmd.table.limits.panda8-min': 'Minimale inzet op Panda 8 (EZ Baccarat)',
  'cmd.table.limits.panda8-max': 'Maximale inzet op Panda 8 (EZ Baccarat)',
  'cmd.rules.topic.ez-baccarat': 'EZ Baccarat',
  'settings.limit.dragon7Min': 'Minimale inzet op Dragon 7',
  'settings.limit.dragon7Max': 'Maximale inzet op Dragon 7',
  'settings.limit.panda8Min': 'Minimale inzet op Panda 8',
  'settings.limit.panda8Max': 'Maximale inzet op Panda 8',
  'ez.settings.game': ({ count }) => `EZ Baccarat · ${decks(count)}`,
  'ez.chip.chosen': ({ cents }) =>
    `Fichewaarde gekozen: ${chips(cents)}. Druk op Speler, Bankier, Gelijkspel, Dragon 7 of Panda 8 om in te zetten.`,
  'ez.table.payouts':
    'Uitbetaling: Speler 1:1 · Bankier 1:1 (inzet terug bij een Dragon 7) · Gelijkspel 8:1 · Dragon 7 40:1 · Panda 8 25:1',
  'ez.table.sideLimits': (l) =>
    `Dragon 7 ${n(l.dragon7Min)} tot ${n(l.dragon7Max)} · Panda 8 ${n(l.panda8Min)} tot ${n(l.panda8Max)}`,
  'ez.table.howTo':
    'Kies een fichewaarde en druk op Speler, Bankier, Gelijkspel, Dragon 7 of Panda 8 (of typ /bet). Iedereen met een inzet mag delen.',
  'ez.odds.line': ({ spot, now, full }) => `${spot}: **${now}** (volle shoe ${full})`,
  'ez.odds.dragon-7': 'De Bankier wint met drie kaarten die samen 7 maken (Dragon 7)',
  'ez.odds.panda-8': 'De Speler wint met drie kaarten die samen 8 maken (Panda 8)',
  'ez.odds.edges': 'Huisvoordeel · EZ Baccarat, zonder commissie',
  'ez.odds.push':
    'Wint de Bankier met drie kaarten die samen 7 maken, dan wordt een inzet op Bankier noch uitbetaald noch ingenomen: je krijgt hem terug.',
  'ez.odds.counts': ({ counts }) =>
    `Ongeziene kaarten per puntwaarde, 0 tot 9: ${counts}. Dezelfde cijfers als npm run odds -- --game ez-baccarat --counts ${counts}`,
  'ez.payout.player': 'Inzetten op de Speler worden 1 tegen 1 uitbetaald.',
  'ez.payout.banker': 'Inzetten op de Bankier worden 1 tegen 1 uitbetaald, zonder commissie (EZ Baccarat).',
  'ez.payout.dragon-7':
    'Dragon 7: de Bankier wint met drie kaarten die samen 7 maken. Inzetten op de Bankier worden noch uitbetaald noch ingenomen; inzetten op Dragon 7 worden 40 tegen 1 uitbetaald.',
  'ez.payout.panda-8':
    'Panda 8: de Speler wint met drie kaarten die samen 8 maken. Inzetten op Panda 8 worden 25 tegen 1 uitbetaald.',
  'error.side-on-ez-baccarat':
    'Deze tafel speelt EZ Baccarat: zet in op Speler, Bankier, Gelijkspel, Dragon 7 of Panda 8.',
  'rules.ez-baccarat.title': 'EZ Baccarat',
  'rules.ez-baccarat': [
    'De kaarten en de derde-kaartregel van Punto Banco, zonder commissie op de Bankier.',
    '• Speler: 1 tegen 1',
    '• Bankier: 1 tegen 1, behalve als de Bankier wint met drie kaarten die samen 7 maken (een Dragon 7): dan krijg je je inzet op Bankier terug',
    '• Gelijkspel: 8 tegen 1 (inzetten op Speler en Bankier worden noch uitbetaald noch ingenomen)',
    '• **Dragon 7**: 40 tegen 1 als de Bankier wint met drie kaarten die samen 7 maken',
    '• **Panda 8**: 25 tegen 1 als de Speler wint met drie kaarten die samen 8 maken',
  ].join('\n'),
  'rules.ez-baccarat.sideLimits': (l) =>
    [
      `Dragon 7 aan deze tafel: **${chips(l.dragon7Min)}** tot **${chips(l.dragon7Max)}**`,
      `Panda 8 aan deze tafel: **${chips(l.panda8Min)}** tot **${chips(l.panda8Max)}**`,
    ].join('\n'),
};
