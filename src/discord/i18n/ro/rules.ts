/** /rules în română, ce au în comun toate jocurile: valoarea cărților, corectitudinea, tabelele. */
import type { RulesCatalog } from '../en/index.js';

export const rules: RulesCatalog = {
  'rules.values.title': 'Valoarea cărților',
  'rules.values': [
    '• As: **1**',
    '• De la 2 la 9: valoarea nominală',
    '• 10, valet, damă și popă: **0**',
    '',
    'O mână numără doar ultima cifră a totalului: 8 + 9 = 17 valorează **7**; 6 + 7 + 8 = 21 valorează **1**. Nicio mână nu poate „arde”.',
    '',
    'Un total de 8 sau 9 din primele două cărți este un **natural**: ambele mâini stau și runda se decide pe loc.',
  ].join('\n'),
  'rules.fairness.title': 'Amestecare verificabil corectă',
  'rules.roads.title': 'Cum se citește tabela de scor',
  'rules.fairness': ({ check }) =>
    [
      'Fiecare sabot este amestecat pornind de la un **seed al serverului**, secret, și un **seed client**, public, așa că nici botul, nici vreun jucător nu pot alege cărțile.',
      '',
      '1. Înainte de prima rundă, botul publică **commitmentul**: SHA-256 al seedului serverului (/fair status).',
      '2. Oricine poate alege seedul client cu /fair seed. Acesta se blochează la prima rundă din sabot.',
      '3. Când sabotul se termină (iese cartea de tăiere sau un administrator pornește un sabot nou), seedul serverului este dezvăluit.',
      `4. ${check}`,
      '',
      'Metoda (flux HMAC-SHA256, amestecare Fisher–Yates, cărți arse și carte de tăiere) este documentată ca provably-fair-v1, așa că îți poți scrie și propriul verificator.',
    ].join('\n'),
  'rules.fairness.check':
    'Verifică dacă SHA-256 al seedului dezvăluit este egal cu commitmentul. Descarcă sabotul cu /fair export și rulează `npm run verify -- FILE.json`: programul reconstituie fiecare carte din seeduri și verifică fiecare rundă.',
  'rules.fairness.check.page': ({ url }) =>
    `Descarcă sabotul cu /fair export și încarcă fișierul în [pagina de verificare](${url}): browserul tău afișează SHA-256 al seedului dezvăluit lângă commitment, reconstituie fiecare carte din seeduri și verifică fiecare rundă. Nu trebuie să instalezi nimic (programatorii pot rula și \`npm run verify -- FILE.json\`).`,
};
