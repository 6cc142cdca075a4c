/** /rules in italiano, con i termini dei regolamenti (docs/rules.md): Punto, Banco, ritira una carta, sta. */
import type { RulesCatalog } from '../en/index.js';
import { countChips } from '../format.js';

const chips = countChips('it', { one: 'gettone', other: 'gettoni' });

export const rules: RulesCatalog = {
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
  'rules.values.title': 'Valore delle carte',
  'rules.values': [
    '• Asso: **1**',
    '• Dal 2 al 9: il loro valore nominale',
    '• 10, Fante, Donna e Re: **0**',
    '',
    "Una mano conta solo l'ultima cifra del totale: 8 + 9 = 17 vale **7**; 6 + 7 + 8 = 21 vale **1**. Nessuna mano può sballare.",
    '',
    'Un 8 o un 9 con le prime due carte è un **naturale**: entrambe le mani stanno e il colpo si decide subito.',
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
  'rules.fairness.title': 'Mescolata dimostrabilmente equa',
  'rules.roads.title': 'Leggere il tabellone',
  'rules.fairness': ({ check }) =>
    [
      'Ogni sabot viene mescolato a partire da un **seed del server** segreto e da un **seed del client** pubblico, così né il bot né un giocatore possono scegliere le carte.',
      '',
      '1. Prima del primo colpo il bot pubblica il **commitment**: lo SHA-256 del seed del server (/fair status).',
      '2. Chiunque può scegliere il seed del client con /fair seed. Si blocca al primo colpo del sabot.',
      '3. Quando il sabot finisce (esce la carta di taglio, oppure un amministratore avvia un nuovo sabot) il seed del server viene rivelato.',
      `4. ${check}`,
      '',
      'Il metodo (flusso HMAC-SHA256, mescolata Fisher–Yates, carte bruciate e carta di taglio) è documentato come provably-fair-v1, quindi puoi anche scrivere un verificatore tutto tuo.',
    ].join('\n'),
  'rules.fairness.check':
    'Controlla che lo SHA-256 del seed rivelato sia uguale al commitment. Scarica il sabot con /fair export ed esegui `npm run verify -- FILE.json`: ricostruisce ogni carta dai seed e controlla ogni colpo.',
  'rules.fairness.check.page': ({ url }) =>
    `Scarica il sabot con /fair export e carica il file nella [pagina di verifica](${url}): il tuo browser mostra lo SHA-256 del seed rivelato accanto al commitment, ricostruisce ogni carta dai seed e controlla ogni colpo. Non serve installare nulla (chi sviluppa può anche eseguire \`npm run verify -- FILE.json\`).`,
};
