/** Punto Banco's own words (nl), its /rules in the terms of the Dutch casino rules (docs/rules.md): passen, trekken, natural; see en.ts. */

import { countChips } from '../../../discord/i18n/format.js';
import type { PuntoBancoCatalog } from './en.js';
import { VARIANT_NAMES } from './variant-names.js';

const chips = countChips('nl', { one: 'fiche', other: 'fiches' });

export const puntoBanco: PuntoBancoCatalog = {
  'error.side-on-punto-banco': 'Deze tafel speelt Punto Banco: zet in op Speler, Bankier of Gelijkspel.',
  'rules.basics.title': 'Baccarat: de basis',
  'rules.basics': [
    'Er worden twee handen gedeeld, de **Speler** en de **Bankier**, en de hand die het dichtst bij **9** komt, wint. Niemand speelt zelf een hand: de kaarten volgen vaste regels en jij zet in op de uitkomst.',
    '',
    '• Zet in op **Speler**, **Bankier** of **Gelijkspel** zolang de ronde open is. Tot 14 spelers kunnen op één ronde inzetten.',
    '• Elke hand krijgt twee kaarten; een derde kaart volgt alleen als de derdekaartregel dat voorschrijft (/rules third-card).',
    '• De hand die het dichtst bij 9 komt, wint. Bij een gelijk puntentotaal is het gelijkspel: inzetten op gelijkspel winnen, inzetten op Speler en Bankier worden noch uitbetaald noch ingenomen.',
    '',
    '**De tafel:** kies een fichewaarde en druk op Speler, Bankier of Gelijkspel. **Delen** brengt de kaarten op tafel, **Mijn inzetten wissen** haalt je fiches van deze ronde terug, **Vorige inzet herhalen** legt je vorige inzetten opnieuw neer.',
  ].join('\n'),
  'rules.third-card.title': 'De derdekaartregel',
  'rules.third-card.player': [
    'Heeft een van beide handen een natural (8 of 9), dan passen beide. Anders:',
    '• De **Speler** trekt bij 0 tot en met 5 en past bij 6 en 7.',
    '• Heeft de Speler gepast, dan trekt de **Bankier** bij 0 tot en met 5 en past hij bij 6 en 7.',
    '• Heeft de Speler getrokken, dan hangt het af van de waarde van de **derde kaart van de Speler**:',
  ].join('\n'),
  'rules.third-card.corner': 'B \\ S3',
  'rules.third-card.legend':
    'Rijen: score van de Bankier met twee kaarten. Kolommen: derde kaart van de Speler. **D** = trekken, **S** = passen.',
  'rules.third-card.draw': 'D',
  'rules.third-card.stand': 'S',
  'rules.payouts.title': 'Uitbetalingen',
  'rules.payouts': [
    '**Punto Banco**',
    '• Speler: 1 tegen 1',
    '• Bankier: 19 tegen 20 (1 tegen 1 min 5% commissie)',
    '• Gelijkspel: 8 tegen 1',
    '',
    '**Punto 2000**',
    '• Speler: 1 tegen 1',
    '• Bankier: 1 tegen 1 zonder commissie, maar wint de Bankier **met 6**, dan betaalt dat 1 tegen 2',
    '• Gelijkspel: 8 tegen 1',
    '',
    'Bij gelijkspel worden inzetten op Speler en Bankier noch uitbetaald noch ingenomen: je krijgt ze terug. Winsten worden tot op een honderdste fiche uitbetaald.',
  ].join('\n'),
  'rules.payouts.this': ({ game }) => `Aan deze tafel wordt **${game}** gespeeld.`,
  'rules.punto-2000.title': 'Punto 2000',
  'rules.punto-2000': [
    'Punto 2000 wordt precies zo gedeeld als Punto Banco; alleen de uitbetaling op de Bankier is anders.',
    '',
    '• Een winnende inzet op de Bankier wordt **1 tegen 1** uitbetaald, zonder commissie...',
    '• ...behalve als de Bankier wint **met een score van 6**: dan betaalt die inzet **1 tegen 2**, de helft van de inzet.',
    '',
    'De commissie van 5% verdwijnt, maar de zeldzame half uitbetaalde 6 kost meer: met 8 kaartspellen stijgt het huisvoordeel op de Bankier van ongeveer 1,06% naar 1,46%. Inzetten op Speler en gelijkspel blijven hetzelfde.',
  ].join('\n'),
  'rules.limits.title': 'Limieten aan deze tafel',
  'rules.limits': (l) =>
    [
      `• Minimale inzet op Speler of Bankier: **${chips(l.min)}**`,
      `• Maximale inzet op Speler of Bankier: **${chips(l.max)}**`,
      `• Minimale inzet op gelijkspel zonder andere inzet: **${chips(l.tieMinAlone)}**`,
      `• Minimale inzet op gelijkspel naast een inzet op Speler of Bankier: **${chips(l.tieMinBeside)}**`,
      `• Maximale inzet op gelijkspel: **${chips(l.tieMax)}**`,
      '',
      'De limieten gelden voor het totaal op elk vak: wie fiches bijlegt, moet er dus binnen blijven. Beheerders kiezen met /table limits een niveau (1–100, 5–500, 25–1.000) of eigen bedragen.',
    ].join('\n'),
  'table.payouts': ({ variant }) =>
    variant === 'punto-2000'
      ? 'Uitbetaling: Speler 1:1 · Bankier 1:1, wint de Bankier met 6 dan 1:2 · Gelijkspel 8:1'
      : 'Uitbetaling: Speler 1:1 · Bankier 0,95:1 · Gelijkspel 8:1',
  'result.payout.banker-2000':
    'Inzetten op de Bankier worden 1 tegen 1 uitbetaald, zonder commissie (Punto 2000).',
  'result.payout.banker-2000-six':
    'De Bankier wint met 6: inzetten op de Bankier worden 1 tegen 2 uitbetaald (Punto 2000).',
  'odds.edges': ({ variant }) => `Huisvoordeel · ${VARIANT_NAMES[variant]}`,
  'setting.variant': 'variant',
  'cmd.rules.topic.punto-2000': 'Punto 2000',
  'cmd.table.variant': 'Punto Banco-tafels: klassiek Punto Banco of Punto 2000',
  'cmd.table.variant.variant': 'De variant',
  'cmd.table.variant.variant.punto-banco': 'Punto Banco (Bankier betaalt 19 tegen 20)',
  'cmd.table.variant.variant.punto-2000': 'Punto 2000 (geen commissie; wint de Bankier met 6, dan 1 tegen 2)',
  'cmd.table.variant.scope':
    'Deze tafel als je niets kiest, of de standaard voor elke Punto Banco-tafel zonder eigen variant',
  'error.not-punto-banco-table':
    'Aan deze tafel wordt geen Punto Banco gespeeld: de variant hoort bij Punto Banco. Zet eerst het spel van de tafel om met /table game, of stel de standaard van de server in met scope: server.',
  'refusal.settings/invalid-variant': 'Kies Punto Banco of Punto 2000.',
};
