/** EZ Baccarat: pariurile laterale, limitele, plățile și regulile. Dragon 7 și Panda 8 rămân ca pe masă. */

import { countChips, countOf, formatChips } from '../../../discord/i18n/format.js';
import type { Cents } from '../../../engine/money.js';
import type { EzCatalog } from './en.js';

const decks = countOf('ro', { one: 'pachet', few: 'pachete', other: 'de pachete' });
const chips = countChips('ro', { one: 'jeton', few: 'jetoane', other: 'de jetoane' });
/** A figure on the felt, without its unit: the table's line of limits. */
const n = (cents: Cents) => formatChips('ro', cents);

export const ez: EzCatalog = {
  'side.dragon-7': 'Dragon 7',
  'side.panda-8': 'Panda 8',
  'cmd.bet.side.dragon-7': 'Dragon 7 (EZ Baccarat, plătește 40 la 1)',
  'cmd.bet.side.panda-8': 'Panda 8 (EZ Baccarat, plătește 25 la 1)',
  'cmd.table.game.value.ez-baccarat': 'EZ Baccarat',
  'cmd.table.limits.dragon7-min': 'Miza minimă pe Dragon 7 (EZ Baccarat)',
  'cmd.table.limits.dragon7-max': 'Miza maximă pe Dragon 7 (EZ Baccarat)',
  'cmd.table.limits.panda8-min': 'Miza minimă pe Panda 8 (EZ Baccarat)',
  'cmd.table.limits.panda8-max': 'Miza maximă pe Panda 8 (EZ Baccarat)',
  'cmd.rules.topic.ez-baccarat': 'EZ Baccarat',
  'settings.limit.dragon7Min': 'Miza minimă pe Dragon 7',
  'settings.limit.dragon7Max': 'Miza maximă pe Dragon 7',
  'settings.limit.panda8Min': 'Miza minimă pe Panda 8',
  'settings.limit.panda8Max': 'Miza maximă pe Panda 8',
  'ez.settings.game': ({ count }) => `EZ Baccarat · ${decks(count)}`,
  'ez.chip.chosen': ({ cents }) =>
    `Valoarea jetonului aleasă: ${chips(cents)}. Apasă Jucător, Bancher, Egalitate, Dragon 7 sau Panda 8 ca să pariezi.`,
  'ez.table.payouts':
    'Plăți: Jucător 1:1 · Bancher 1:1 (miza se returnează la un Dragon 7) · Egalitate 8:1 · Dragon 7 40:1 · Panda 8 25:1',
  'ez.table.sideLimits': (l) =>
    `Dragon 7 de la ${n(l.dragon7Min)} la ${n(l.dragon7Max)} · Panda 8 de la ${n(l.panda8Min)} la ${n(l.panda8Max)}`,
  'ez.table.howTo':
    'Alege valoarea jetonului, apoi apasă Jucător, Bancher, Egalitate, Dragon 7 sau Panda 8 (sau scrie /bet). Oricine are un pariu poate împărți cărțile.',
  'ez.odds.line': ({ spot, now, full }) => `${spot}: **${now}** (sabot plin ${full})`,
  'ez.odds.dragon-7': 'Bancherul câștigă cu trei cărți care fac 7 (Dragon 7)',
  'ez.odds.panda-8': 'Jucătorul câștigă cu trei cărți care fac 8 (Panda 8)',
  'ez.odds.edges': 'Avantajul casei · EZ Baccarat, fără comision',
  'ez.odds.push':
    'Când Bancherul câștigă cu trei cărți care fac 7, miza de pe Bancher se returnează: în runda aceea pariul nici nu câștigă, nici nu pierde.',
  'ez.odds.counts': ({ counts }) =>
    `Cărți nevăzute după valoare, de la 0 la 9: ${counts}. Aceleași cifre ca npm run odds -- --game ez-baccarat --counts ${counts}`,
  'ez.payout.player': 'Pariurile pe Jucător se plătesc 1 la 1.',
  'ez.payout.banker': 'Pariurile pe Bancher se plătesc 1 la 1, fără comision (EZ Baccarat).',
  'ez.payout.dragon-7':
    'Dragon 7: Bancherul câștigă cu trei cărți care fac 7. Pariurile pe Bancher se returnează; pariurile pe Dragon 7 se plătesc 40 la 1.',
  'ez.payout.panda-8':
    'Panda 8: Jucătorul câștigă cu trei cărți care fac 8. Pariurile pe Panda 8 se plătesc 25 la 1.',
  'error.side-on-ez-baccarat':
    'La această masă se joacă EZ Baccarat: pariază pe Jucător, Bancher, Egalitate, Dragon 7 sau Panda 8.',
  'rules.ez-baccarat.title': 'EZ Baccarat',
  'rules.ez-baccarat': [
    'Cărțile și regula celei de-a treia cărți din Punto Banco, fără comision pe Bancher.',
    '• Jucător: 1 la 1',
    '• Bancher: 1 la 1, dar când Bancherul câștigă cu trei cărți care fac 7 (un Dragon 7), miza de pe Bancher se returnează',
    '• Egalitate: 8 la 1 (pariurile pe Jucător și Bancher se returnează)',
    '• **Dragon 7**: 40 la 1 când Bancherul câștigă cu trei cărți care fac 7',
    '• **Panda 8**: 25 la 1 când Jucătorul câștigă cu trei cărți care fac 8',
  ].join('\n'),
  'rules.ez-baccarat.sideLimits': (l) =>
    [
      `Dragon 7 la această masă: de la **${chips(l.dragon7Min)}** la **${chips(l.dragon7Max)}**`,
      `Panda 8 la această masă: de la **${chips(l.panda8Min)}** la **${chips(l.panda8Max)}**`,
    ].join('\n'),
};
