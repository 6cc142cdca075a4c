/** /rules in het Nederlands, wat elk spel deelt: kaartwaarden, eerlijkheid, de borden. */
import type { RulesCatalog } from '../en/index.js';

export const rules: RulesCatalog = {
  'rules.values.title': 'Kaartwaarden',
  'rules.values': [
    '• Aas: **1**',
    '• 2 tot en met 9: hun normale puntwaarde',
    '• 10, boer, vrouw en heer: **0**',
    '',
    'De score van een hand is het laatste cijfer van het puntentotaal: 8 + 9 = 17 telt als **7**; 6 + 7 + 8 = 21 telt als **1**. Een hand kan dus nooit over de 9 gaan.',
    '',
    'Een score van 8 of 9 met de eerste twee kaarten heet een **natural**: beide handen passen en de ronde is meteen beslist.',
  ].join('\n'),
  'rules.fairness.title': 'Aantoonbaar eerlijk schudden',
  'rules.roads.title': 'De scoreborden lezen',
  'rules.fairness': ({ check }) =>
    [
      'Elke shoe wordt geschud met een geheime **server-seed** en een openbare **client-seed**, zodat noch de bot noch een speler de kaarten kan kiezen.',
      '',
      '1. Vóór de eerste ronde publiceert de bot de **commitment**: de SHA-256-hash van de server-seed (/fair status).',
      '2. Iedereen kan de client-seed kiezen met /fair seed. Die ligt vast vanaf de eerste ronde van de shoe.',
      '3. Is de shoe op (de snijkaart komt tevoorschijn of een beheerder start een nieuwe shoe), dan wordt de server-seed onthuld.',
      `4. ${check}`,
      '',
      'De methode (HMAC-SHA256-stroom, Fisher–Yates-schudden, verbrande kaarten en snijkaart) staat beschreven als provably-fair-v1, zodat je ook je eigen controle kunt schrijven.',
    ].join('\n'),
  'rules.fairness.check':
    'Controleer dat de SHA-256 van de onthulde seed gelijk is aan de commitment. Download de shoe met /fair export en voer `npm run verify -- FILE.json` uit: dat bouwt elke kaart opnieuw op uit de seeds en controleert elke ronde.',
  'rules.fairness.check.page': ({ url }) =>
    `Download de shoe met /fair export en laad het bestand in op [de controlepagina](${url}): je browser toont de SHA-256 van de onthulde seed naast de commitment, bouwt elke kaart opnieuw op uit de seeds en controleert elke ronde. Je hoeft niets te installeren (ontwikkelaars kunnen ook \`npm run verify -- FILE.json\` uitvoeren).`,
};
