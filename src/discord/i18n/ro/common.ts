import type { Side } from '../../../engine/coup.js';
import type { CommonCatalog } from '../en/index.js';
import { countChips, countOf } from '../format.js';

// „few” acoperă 2–19 (și fracțiile), „other” cere „de”: 5 jetoane, 20 de jetoane.
const chips = countChips('ro', { one: 'jeton', few: 'jetoane', other: 'de jetoane' });
const decks = countOf('ro', { one: 'pachet', few: 'pachete', other: 'de pachete' });
const ON_SIDE: Readonly<Record<Side, string>> = {
  player: 'pe Jucător',
  banker: 'pe Bancher',
  tie: 'pe Egalitate',
};

export const common: CommonCatalog = {
  'side.player': 'Jucător',
  'side.banker': 'Bancher',
  'side.tie': 'Egalitate',
  chips: ({ cents }) => chips(cents),
  decks: ({ count }) => decks(count),
  stakeOn: ({ side, cents }) => `${chips(cents)} ${ON_SIDE[side]}`,
  'button.deal': 'Împarte cărțile',
  'button.clear': 'Retrage pariurile mele',
  'button.rebet': 'Repetă ultimul pariu',
  'button.newShoe': 'Sabot nou',
  'button.newShoeConfirm': 'Da, sabot nou',
  'newShoe.confirm.title': ({ shoe }) => `Închei sabotul ${shoe} și amesteci unul nou?`,
  'newShoe.confirm.body':
    'Sabotul în joc se încheie imediat și seedul serverului este dezvăluit, ca oricine să poată verifica fiecare rundă împărțită din el. Se amestecă un sabot nou, cu un commitment nou. Doar tu vezi acest mesaj.',
  'chip.placeholder': 'Alege valoarea jetonului',
  'chip.tieOnly': 'Sub minimul mesei: doar pentru un pariu pe Egalitate',
  'chip.notTie': 'Peste maximul pentru Egalitate: doar pentru Jucător sau Bancher',
  'deal.dealt': ({ round }) => `Ai împărțit runda ${round}: rezultatul este în canal.`,
  'deal.waits': 'Cărțile sunt pe masă: mesajul mesei arată a cui decizie este așteptată.',
  'deal.nothingDealt': 'Banca nu a acoperit nicio miză: totul s-a întors și nu s-a jucat nicio rundă.',
  'turn.call': ({ deadline, relative }) =>
    `e rândul tău: apasă butonul de mai jos ca să-ți vezi cărțile și să alegi, până la ${deadline} (${relative}).`,
  'rule.button.on': 'Joacă după regulă',
  'rule.button.off': 'Aleg eu',
  'rule.on':
    'La această masă joci după regulă: de acum, la 2 secunde după ce vine rândul tău, botul alege pentru tine cum spune regula (jucătorul cere carte la 5), dacă nu alegi tu înainte.',
  'rule.off': 'Alegi din nou singur: de la următoarea ta decizie ai tot timpul de decizie.',
  'rule.prompt.on':
    'Joci după regulă: în 2 secunde botul face această alegere pentru tine, dacă nu alegi tu înainte.',
  'answer.done': 'Gata: masa arată asta.',
  'answer.formAgain': 'Deschiderea formularului a durat puțin prea mult: apasă din nou butonul.',
  'chip.chosen': ({ cents }) =>
    `Valoarea jetonului aleasă: ${chips(cents)}. Apasă Jucător, Bancher sau Egalitate ca să pariezi.`,
};
