/** Punto Banco's own words (ro), its /rules in casino terms: Jucător, Bancher, Egalitate, trage o carte, stă; see en.ts. */

import { countChips } from '../../../discord/i18n/format.js';
import type { PuntoBancoCatalog } from './en.js';
import { VARIANT_NAMES } from './variant-names.js';

const chips = countChips('ro', { one: 'jeton', few: 'jetoane', other: 'de jetoane' });

export const puntoBanco: PuntoBancoCatalog = {
  'error.side-on-punto-banco': 'Masa aceasta joacă Punto Banco: pariază pe Jucător, Bancher sau Egalitate.',
  'rules.basics.title': 'Baccarat: elementele de bază',
  'rules.basics': [
    'Se împart două mâini, **Jucătorul** și **Bancherul**, și câștigă cea care se apropie cel mai mult de **9**. Nimeni nu joacă o mână: cărțile urmează reguli fixe, iar tu pariezi pe rezultat.',
    '',
    '• Pariază pe **Jucător**, **Bancher** sau **Egalitate** cât timp runda este deschisă. Până la 14 jucători pot paria în aceeași rundă.',
    '• Fiecare mână primește două cărți; a treia carte vine doar când o cere regula celei de-a treia cărți (/rules third-card).',
    '• Câștigă mâna mai apropiată de 9. La totaluri egale este Egalitate: pariurile pe Egalitate câștigă, iar cele pe Jucător și Bancher se returnează.',
    '',
    '**Masa:** alege valoarea jetonului, apoi apasă Jucător, Bancher sau Egalitate. **Împarte cărțile** scoate cărțile din sabot, **Retrage pariurile mele** îți ia înapoi jetoanele din această rundă, **Repetă ultimul pariu** pune din nou pariurile tale anterioare.',
  ].join('\n'),
  'rules.third-card.title': 'Regula celei de-a treia cărți',
  'rules.third-card.player': [
    'Dacă una dintre mâini are un natural (8 sau 9), ambele stau. Altfel:',
    '• **Jucătorul** trage o carte la 0–5 și stă la 6 și 7.',
    '• Dacă Jucătorul a stat, **Bancherul** trage la 0–5 și stă la 6 și 7.',
    '• Dacă Jucătorul a tras, Bancherul se uită la valoarea **celei de-a treia cărți a Jucătorului**:',
  ].join('\n'),
  'rules.third-card.corner': 'B \\ J3',
  'rules.third-card.legend':
    'Rânduri: totalul primelor două cărți ale Bancherului. Coloane: a treia carte a Jucătorului. **T** = Bancherul trage, **S** = Bancherul stă.',
  'rules.third-card.draw': 'T',
  'rules.third-card.stand': 'S',
  'rules.payouts.title': 'Plăți',
  'rules.payouts': [
    '**Punto Banco**',
    '• Jucător: 1 la 1',
    '• Bancher: 19 la 20 (1 la 1 minus 5% comision)',
    '• Egalitate: 8 la 1',
    '',
    '**Punto 2000**',
    '• Jucător: 1 la 1',
    '• Bancher: 1 la 1 fără comision, dar un câștig al Bancherului **cu 6** se plătește 1 la 2',
    '• Egalitate: 8 la 1',
    '',
    'La Egalitate, pariurile pe Jucător și Bancher se returnează. Câștigurile se plătesc până la sutimea de jeton.',
  ].join('\n'),
  'rules.payouts.this': ({ game }) => `La această masă se joacă **${game}**.`,
  'rules.punto-2000.title': 'Punto 2000',
  'rules.punto-2000': [
    'Punto 2000 se împarte exact ca Punto Banco; se schimbă doar plata pe Bancher.',
    '',
    '• Un pariu câștigător pe Bancher se plătește **1 la 1**, fără comision...',
    '• ...cu excepția cazului în care Bancherul câștigă **cu totalul 6**: atunci se plătește **1 la 2**, adică jumătate din miză.',
    '',
    'Comisionul de 5% dispare, dar rarul 6 plătit pe jumătate costă mai mult: cu 8 pachete, avantajul casei la pariul pe Bancher crește de la aproximativ 1,06% la 1,46%. Pariurile pe Jucător și pe Egalitate nu se schimbă.',
  ].join('\n'),
  'rules.limits.title': 'Limitele acestei mese',
  'rules.limits': (l) =>
    [
      `• Miza minimă pe Jucător sau Bancher: **${chips(l.min)}**`,
      `• Miza maximă pe Jucător sau Bancher: **${chips(l.max)}**`,
      `• Miza minimă pe Egalitate, fără alt pariu: **${chips(l.tieMinAlone)}**`,
      `• Miza minimă pe Egalitate lângă un pariu pe Jucător sau Bancher: **${chips(l.tieMinBeside)}**`,
      `• Miza maximă pe Egalitate: **${chips(l.tieMax)}**`,
      '',
      'Limitele se aplică totalului de pe fiecare căsuță, deci și jetoanele adăugate trebuie să rămână în limite. Administratorii aleg cu /table limits un nivel (1–100, 5–500, 25–1.000) sau valori proprii.',
    ].join('\n'),
  'table.payouts': ({ variant }) =>
    variant === 'punto-2000'
      ? 'Plăți: Jucător 1:1 · Bancher 1:1, dacă Bancherul câștigă cu 6 plătește 1:2 · Egalitate 8:1'
      : 'Plăți: Jucător 1:1 · Bancher 0,95:1 · Egalitate 8:1',
  'result.payout.banker-2000': 'Pariurile pe Bancher se plătesc 1 la 1, fără comision (Punto 2000).',
  'result.payout.banker-2000-six':
    'Bancherul câștigă cu 6: pariurile pe Bancher se plătesc 1 la 2 (Punto 2000).',
  'odds.edges': ({ variant }) => `Avantajul casei · ${VARIANT_NAMES[variant]}`,
  'setting.variant': 'varianta',
  'cmd.rules.topic.punto-2000': 'Punto 2000',
  'cmd.table.variant': 'Mesele de Punto Banco: Punto Banco clasic sau Punto 2000',
  'cmd.table.variant.variant': 'Varianta',
  'cmd.table.variant.variant.punto-banco': 'Punto Banco (Bancherul plătește 19 la 20)',
  'cmd.table.variant.variant.punto-2000':
    'Punto 2000 (fără comision; câștigul Bancherului cu 6 se plătește 1 la 2)',
  'cmd.table.variant.scope':
    'Această masă dacă lași gol, sau implicitul pentru mesele de Punto Banco fără variantă proprie',
  'error.not-punto-banco-table':
    'La această masă nu se joacă Punto Banco: varianta ține de Punto Banco. Schimbă întâi jocul mesei cu /table game sau setează valoarea implicită a serverului cu scope: server.',
  'refusal.settings/invalid-variant': 'Alege Punto Banco sau Punto 2000.',
};
