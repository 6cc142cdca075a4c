import type { Side } from '../../../engine/coup.js';
import type { CommonCatalog } from '../en/index.js';
import { countChips, countOf } from '../format.js';

const chips = countChips('nl', { one: 'fiche', other: 'fiches' });
const decks = countOf('nl', { one: 'kaartspel', other: 'kaartspellen' });
const ON_SIDE: Readonly<Record<Side, string>> = {
  player: 'op de Speler',
  banker: 'op de Bankier',
  tie: 'op gelijkspel',
};

export const common: CommonCatalog = {
  'side.player': 'Speler',
  'side.banker': 'Bankier',
  'side.tie': 'Gelijkspel',
  chips: ({ cents }) => chips(cents),
  decks: ({ count }) => decks(count),
  stakeOn: ({ side, cents }) => `${chips(cents)} ${ON_SIDE[side]}`,
  'button.deal': 'Delen',
  'button.clear': 'Mijn inzetten wissen',
  'button.rebet': 'Vorige inzet herhalen',
  'button.newShoe': 'Nieuwe shoe',
  'button.newShoeConfirm': 'Ja, nieuwe shoe',
  'newShoe.confirm.title': ({ shoe }) => `Shoe ${shoe} beëindigen en een nieuwe schudden?`,
  'newShoe.confirm.body':
    'De shoe die nu speelt stopt meteen en zijn server-seed wordt onthuld, zodat iedereen elke ronde ervan kan nagaan. Een nieuwe shoe wordt geschud onder een nieuwe commitment. Alleen jij ziet dit.',
  'chip.placeholder': 'Kies de waarde van je fiche',
  'chip.tieOnly': 'Onder het tafelminimum: alleen voor een inzet op gelijkspel',
  'chip.notTie': 'Boven het maximum voor gelijkspel: alleen voor Speler of Bankier',
  'deal.dealt': ({ round }) => `Je hebt ronde ${round} gedeeld: de uitslag staat in het kanaal.`,
  'deal.waits': 'De kaarten liggen op tafel: het tafelbericht laat zien op wiens beslissing de ronde wacht.',
  'deal.nothingDealt': 'De bank dekte geen enkele inzet: alles ging terug en er werd geen ronde gedeeld.',
  'turn.call': ({ deadline, relative }) =>
    `jij bent aan de beurt: druk op de knop hieronder voor je kaarten en je keuze, uiterlijk ${deadline} (${relative}).`,
  'rule.button.on': 'Speel volgens de regel',
  'rule.button.off': 'Zelf kiezen',
  'rule.on':
    'Aan deze tafel speel je volgens de regel: voortaan kiest de bot 2 seconden nadat je aan de beurt bent voor je zoals de regel het wil (een speler trekt bij 5), tenzij je zelf eerder kiest.',
  'rule.off': 'Je kiest weer zelf: vanaf je volgende beslissing heb je de hele bedenktijd.',
  'rule.prompt.on':
    'Je speelt volgens de regel: over 2 seconden maakt de bot deze keuze voor je, tenzij je eerder kiest.',
  'answer.done': 'Gedaan: de tafel laat het zien.',
  'answer.formAgain': 'Het formulier openen duurde even te lang: druk nog eens op de knop.',
  'chip.chosen': ({ cents }) =>
    `Fichewaarde gekozen: ${chips(cents)}. Druk op Speler, Bankier of Gelijkspel om in te zetten.`,
};
