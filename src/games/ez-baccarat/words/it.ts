/** EZ Baccarat: le puntate laterali, i limiti, i pagamenti e le regole. Dragon 7 e Panda 8 restano come sul tavolo. */

import { countChips, countOf, formatChips } from '../../../discord/i18n/format.js';
import type { Cents } from '../../../engine/money.js';
import type { EzCatalog } from './en.js';

const decks = countOf('it', { one: 'mazzo', other: 'mazzi' });
const chips = countChips('it', { one: 'gettone', other: 'gettoni' });
/** A figure on the felt, without its unit: the table's line of limits. */
const n = (cents: Cents) => formatChips('it', cents);

export const ez: EzCatalog = {
  'side.dragon-7': 'Dragon 7',
  'side.panda-8': 'Panda 8',
  'cmd.bet.side.dragon-7': 'Dragon 7 (EZ Baccarat, paga 40 a 1)',
  'cmd.bet.side.panda-8': 'Panda 8 (EZ Baccarat, paga 25 a 1)',
  'cmd.table.game.value.ez-baccarat': 'EZ Baccarat',
  'cmd.table.limits.dragon7-min': 'Puntata minima su Dragon 7 (EZ Baccarat)',
  'cmd.table.limits.dragon7-max': 'Puntata massima su Dragon 7 (EZ Baccarat)',
  'cmd.table.limits.panda8-min': 'Puntata minima su Panda 8 (EZ Baccarat)',
  'cmd.table.limits.panda8-max': 'Puntata massima su Panda 8 (EZ Baccarat)',
  'cmd.rules.topic.ez-baccarat': 'EZ Baccarat',
  'settings.limit.dragon7Min': 'Puntata minima su Dragon 7',
  'settings.limit.dragon7Max': 'Puntata massima su Dragon 7',
  'settings.limit.panda8Min': 'Puntata minima su Panda 8',
  'settings.limit.panda8Max': 'Puntata massima su Panda 8',
  'ez.settings.game': ({ count }) => `EZ Baccarat · ${decks(count)}`,
  'ez.chip.chosen': ({ cents }) =>
    `Valore del gettone scelto: ${chips(cents)}. Premi Punto, Banco, Pareggio, Dragon 7 o Panda 8 per puntare.`,
  'ez.table.payouts':
    'Pagamenti: Punto 1:1 · Banco 1:1 (Dragon 7: puntata rimborsata) · Pareggio 8:1 · Dragon 7 40:1 · Panda 8 25:1',
  'ez.table.sideLimits': (l) =>
    `Dragon 7 da ${n(l.dragon7Min)} a ${n(l.dragon7Max)} · Panda 8 da ${n(l.panda8Min)} a ${n(l.panda8Max)}`,
  'ez.table.howTo':
    'Seleziona il valore del gettone, poi premi Punto, Banco, Pareggio, Dragon 7 o Panda 8 (oppure scrivi /bet). Chiunque abbia puntato può dare le carte.',
  'ez.odds.line': ({ spot, now, full }) => `${spot}: **${now}** (sabot pieno ${full})`,
  'ez.odds.dragon-7': 'Vince il Banco con tre carte che fanno 7 (Dragon 7)',
  'ez.odds.panda-8': 'Vince il Punto con tre carte che fanno 8 (Panda 8)',
  'ez.odds.edges': 'Vantaggio della casa · EZ Baccarat, senza commissione',
  'ez.odds.push':
    'La puntata sul Banco viene rimborsata quando il Banco vince con tre carte che fanno 7: in quel colpo non vince e non perde.',
  'ez.odds.counts': ({ counts }) =>
    `Carte non viste per valore, da 0 a 9: ${counts}. Le stesse cifre di npm run odds -- --game ez-baccarat --counts ${counts}`,
  'ez.payout.player': 'Le puntate sul Punto pagano 1 a 1.',
  'ez.payout.banker': 'Le puntate sul Banco pagano 1 a 1, senza commissione (EZ Baccarat).',
  'ez.payout.dragon-7':
    'Dragon 7: il Banco vince con tre carte che fanno 7. Le puntate sul Banco vengono rimborsate; quelle su Dragon 7 pagano 40 a 1.',
  'ez.payout.panda-8':
    'Panda 8: il Punto vince con tre carte che fanno 8. Le puntate su Panda 8 pagano 25 a 1.',
  'error.side-on-ez-baccarat':
    'A questo tavolo si gioca a EZ Baccarat: punta su Punto, Banco, Pareggio, Dragon 7 o Panda 8.',
  'rules.ez-baccarat.title': 'EZ Baccarat',
  'rules.ez-baccarat': [
    'Le carte e la regola della terza carta del Punto Banco, senza commissione sul Banco.',
    '• Punto: 1 a 1',
    '• Banco: 1 a 1, tranne una vittoria del Banco con tre carte che fanno 7 (un Dragon 7): la puntata sul Banco viene rimborsata',
    '• Pareggio: 8 a 1 (le puntate su Punto e Banco vengono rimborsate)',
    '• **Dragon 7**: 40 a 1 quando il Banco vince con tre carte che fanno 7',
    '• **Panda 8**: 25 a 1 quando il Punto vince con tre carte che fanno 8',
  ].join('\n'),
  'rules.ez-baccarat.sideLimits': (l) =>
    [
      `Dragon 7 a questo tavolo: da **${chips(l.dragon7Min)}** a **${chips(l.dragon7Max)}**`,
      `Panda 8 a questo tavolo: da **${chips(l.panda8Min)}** a **${chips(l.panda8Max)}**`,
    ].join('\n'),
};
