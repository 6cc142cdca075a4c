/** Punto Banco's own words (it), its /rules in the terms of the Italian rules (docs/rules.md): Punto, Banco, ritira una carta, sta; see en.ts. */

import { countChips } from '../../../discord/i18n/format.js';
import type { PuntoBancoCatalog } from './en.js';
import { VARIANT_NAMES } from './variant-names.js';

const chips = countChips('it', { one: 'gettone', other: 'gettoni' });

export const puntoBanco: PuntoBancoCatalog = {
  'error.side-on-punto-banco': 'A questo tavolo si gioca a Punto Banco: punta su Punto, Banco o Pareggio.',
  'rules.basics.title': 'Baccarà: le basi',
  'rules.basics': [
    'Si distribuiscono due mani, il **Punto** e il **Banco**, e vince quella che si avvicina di più a **9**. Nessuno gioca una mano: le carte seguono regole fisse e tu punti sul risultato.',
    '',
    '• Punta su **Punto**, **Banco** o **Pareggio** finché il colpo è aperto. Fino a 14 giocatori possono puntare sullo stesso colpo.',
    '• Ogni mano riceve due carte; una terza carta arriva solo quando lo prevede la regola della terza carta (/rules third-card).',
    '• Vince la mano più vicina a 9. A punteggi uguali è Pareggio: le puntate sul Pareggio vincono, quelle su Punto e Banco vengono rimborsate.',
    '',
    "**Il tavolo:** seleziona il valore del gettone, poi premi Punto, Banco o Pareggio. **Gioca** fa uscire le carte, **Cancella le mie puntate** ritira i tuoi gettoni da questo colpo, **Ripeti l'ultima puntata** rimette le puntate del colpo precedente.",
  ].join('\n'),
  'rules.third-card.title': 'La regola della terza carta',
  'rules.third-card.player': [
    'Se una delle due mani ha un naturale (8 o 9), entrambe stanno. Altrimenti:',
    '• Il **Punto** ritira una carta con 0–5 e sta con 6 o 7.',
    '• Se il Punto sta, il **Banco** ritira con 0–5 e sta con 6 o 7.',
    '• Se il Punto ha ritirato, il Banco guarda il valore della **terza carta del Punto**:',
  ].join('\n'),
  'rules.third-card.corner': 'B \\ P3',
  'rules.third-card.legend':
    'Righe: valore delle prime due carte del Banco. Colonne: terza carta del Punto. **R** = il Banco ritira una carta, **S** = il Banco sta.',
  'rules.third-card.draw': 'R',
  'rules.third-card.stand': 'S',
  'rules.payouts.title': 'Vincite',
  'rules.payouts': [
    '**Punto Banco**',
    '• Punto: 1 a 1 (alla pari)',
    '• Banco: 19 a 20 (alla pari meno il 5% di commissione)',
    '• Pareggio: 8 a 1',
    '',
    '**Punto 2000**',
    '• Punto: 1 a 1',
    '• Banco: 1 a 1 senza commissione, ma se il Banco vince **con 6** paga 1 a 2',
    '• Pareggio: 8 a 1',
    '',
    'In caso di Pareggio le puntate su Punto e Banco vengono rimborsate. Le vincite sono pagate fino al centesimo di gettone.',
  ].join('\n'),
  'rules.payouts.this': ({ game }) => `A questo tavolo si gioca a **${game}**.`,
  'rules.punto-2000.title': 'Punto 2000',
  'rules.punto-2000': [
    'Il Punto 2000 si distribuisce esattamente come il Punto Banco; cambia solo la vincita sul Banco.',
    '',
    '• Una puntata vincente sul Banco è pagata **1 a 1**, senza commissione...',
    '• ...tranne quando il Banco vince **con un punteggio di 6**: allora paga **1 a 2**, cioè la metà della puntata.',
    '',
    "Sparisce la commissione del 5%, ma il raro 6 pagato a metà costa di più: con 8 mazzi il vantaggio della casa sulla puntata sul Banco passa da circa l'1,06% all'1,46%. Le puntate su Punto e Pareggio non cambiano.",
  ].join('\n'),
  'rules.limits.title': 'Limiti di questo tavolo',
  'rules.limits': (l) =>
    [
      `• Puntata minima su Punto o Banco: **${chips(l.min)}**`,
      `• Puntata massima su Punto o Banco: **${chips(l.max)}**`,
      `• Puntata minima sul Pareggio (solitaria): **${chips(l.tieMinAlone)}**`,
      `• Puntata minima sul Pareggio accompagnata da una puntata su Punto o Banco: **${chips(l.tieMinBeside)}**`,
      `• Puntata massima sul Pareggio: **${chips(l.tieMax)}**`,
      '',
      'I limiti valgono per il totale su ciascuna casella: anche aggiungendo gettoni bisogna restarci dentro. Gli amministratori scelgono con /table limits un livello (1–100, 5–500, 25–1.000) o valori propri.',
    ].join('\n'),
  'table.payouts': ({ variant }) =>
    variant === 'punto-2000'
      ? 'Pagamenti: Punto 1:1 · Banco 1:1, se il Banco vince con 6 paga 1:2 · Pareggio 8:1'
      : 'Pagamenti: Punto 1:1 · Banco 0,95:1 · Pareggio 8:1',
  'result.payout.banker-2000': 'Le puntate sul Banco pagano 1 a 1, senza commissione (Punto 2000).',
  'result.payout.banker-2000-six': 'Il Banco vince con 6: le puntate sul Banco pagano 1 a 2 (Punto 2000).',
  'odds.edges': ({ variant }) => `Vantaggio della casa · ${VARIANT_NAMES[variant]}`,
  'setting.variant': 'variante',
  'cmd.rules.topic.punto-2000': 'Punto 2000',
  'cmd.table.variant': 'Tavoli di Punto Banco: Punto Banco classico o Punto 2000',
  'cmd.table.variant.variant': 'La variante',
  'cmd.table.variant.variant.punto-banco': 'Punto Banco (il Banco paga 19 a 20)',
  'cmd.table.variant.variant.punto-2000':
    'Punto 2000 (senza commissione; il Banco che vince con 6 paga 1 a 2)',
  'cmd.table.variant.scope':
    'Questo tavolo se vuoto, o il predefinito per ogni tavolo di Punto Banco senza variante propria',
  'error.not-punto-banco-table':
    'A questo tavolo non si gioca a Punto Banco: la variante è del Punto Banco. Cambia prima il gioco del tavolo con /table game, oppure imposta il predefinito del server con scope: server.',
  'refusal.settings/invalid-variant': 'Scegli Punto Banco o Punto 2000.',
};
