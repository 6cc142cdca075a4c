/** /rules in italiano, ciò che ogni gioco condivide: valore delle carte, equità, tabelloni. */
import type { RulesCatalog } from '../en/index.js';

export const rules: RulesCatalog = {
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
