/** De ce botul spune nu și ce poți face. */
import type { RefusalsCatalog } from '../en/index.js';
import { countChips, countOf } from '../format.js';

const chips = countChips('ro', { one: 'jeton', few: 'jetoane', other: 'de jetoane' });
const seconds = countOf('ro', { one: 'secundă', few: 'secunde', other: 'de secunde' });
const seats = countOf('ro', { one: 'loc', few: 'locuri', other: 'de locuri' });

export const refusals: RefusalsCatalog = {
  'refusal.amount/not-whole-chips':
    'Pariurile se fac în jetoane întregi: încearcă un număr întreg, de exemplu 5 sau 25.',
  'refusal.amount/not-positive': 'Suma trebuie să fie de cel puțin 1 jeton.',
  'refusal.amount/too-large': ({ max }) =>
    `Este mai mult decât poate număra masa: maximul este ${chips(max)}.`,
  'refusal.bet/unknown-side': 'Poți paria pe Jucător, Bancher sau Egalitate.',
  'refusal.bet/below-min': ({ min }) =>
    `Aici miza minimă pe Jucător sau Bancher este ${chips(min)}. Pune cel puțin atât.`,
  'refusal.bet/above-max': ({ max }) =>
    `Aici miza maximă pe Jucător sau Bancher este ${chips(max)}, iar acest pariu ar depăși-o pe acea căsuță. Pariază mai puțin sau retrage-ți pariurile și începe din nou.`,
  'refusal.bet/tie-below-min-alone': ({ min }) =>
    `Un pariu pe Egalitate fără alt pariu trebuie să fie de cel puțin ${chips(min)}. Pune mai mult pe Egalitate sau pariază mai întâi pe Jucător ori Bancher.`,
  'refusal.bet/tie-below-min-beside': ({ min }) =>
    `Aici miza minimă pe Egalitate este ${chips(min)}. Mai adaugă câteva jetoane pe Egalitate.`,
  'refusal.bet/tie-above-max': ({ max }) =>
    `Aici miza maximă pe Egalitate este ${chips(max)}, iar acest pariu ar depăși-o. Pune mai puțin pe Egalitate.`,
  'refusal.bet/not-enough-chips': ({ balance, needed }) =>
    `Costă ${chips(needed)}, iar tu ai ${chips(balance)}. Pariază mai puțin sau ia-ți jetoanele zilnice cu /daily.`,
  'refusal.bet/banco-above-wallet.banco': ({ balance, needed, instead }) =>
    `Un banco ia asupra sa tot ce acoperă banca, ${chips(needed)}, iar tu ai ${chips(balance)}. În schimb poți ${instead}.`,
  'refusal.bet/banco-above-wallet.avec-la-table': ({ balance, needed, instead }) =>
    `Avec la table ia asupra sa jumătate din bancă, ${chips(needed)}, iar tu ai ${chips(balance)}. În schimb poți ${instead}.`,
  'refusal.instead.avec': ({ cents }) => `să joci avec la table pentru jumătate (${chips(cents)})`,
  'refusal.instead.stake': ({ cents }) => `să mizezi cel mult ${chips(cents)}`,
  'refusal.instead.daily': 'să-ți iei jetoanele zilnice cu /daily',
  'refusal.table/closed': 'Masa este închisă deocamdată. Un administrator o poate redeschide cu /table open.',
  'refusal.table/full': ({ seats: count }) =>
    `Toate cele ${seats(count)} sunt ocupate în această rundă. Așteaptă împărțirea cărților și intră în runda următoare.`,
  'refusal.table/other-game': ({ game }) =>
    `Masa aceasta joacă ${game}, iar mutarea aceea ține de alt joc. /rules arată cum se joacă aici.`,
  'refusal.round/stale': ({ round }) =>
    `Runda aceea s-a jucat deja; acum este deschisă runda ${round}. Folosește cel mai nou mesaj al mesei.`,
  'refusal.round/no-bets': 'Nimeni nu a pariat încă: pune un pariu, apoi împarte cărțile.',
  'refusal.round/not-a-player':
    'Doar un jucător cu jetoane în această rundă poate împărți cărțile. Pariază mai întâi sau așteaptă unul dintre ei.',
  'refusal.round/nothing-to-clear': 'Nu ai pariuri de retras în această rundă.',
  'refusal.round/nothing-to-repeat':
    'Nu ai la această masă niciun pariu anterior de repetat. Pariază mai întâi.',
  'refusal.daily/off': 'Suplimentul zilnic este oprit pe acest server.',
  'refusal.daily/too-soon': ({ when }) => `Ți-ai luat deja jetoanele de azi. Revino ${when}.`,
  'refusal.admin/not-enough-chips': ({ balance }) =>
    `Membrul acela are doar ${chips(balance)}, deci poți lua înapoi cel mult atât.`,
  'refusal.settings/invalid-limits':
    'Limitele acestea nu sunt valide. Folosește jetoane întregi, cu fiecare minim cel mult egal cu maximul său.',
  'refusal.settings/invalid-limits.whole': ({ max }) =>
    `Fiecare limită trebuie să fie un număr întreg de jetoane, de la 1 la ${chips(max)}.`,
  'refusal.settings/invalid-limits.min-max': 'Miza minimă nu poate fi mai mare decât miza maximă.',
  'refusal.settings/invalid-limits.tie-min-max':
    'Ambele minime pentru Egalitate trebuie să fie cel mult egale cu maximul pentru Egalitate.',
  'refusal.settings/invalid-limits.tier': 'Alege unul dintre niveluri: 1–100, 5–500 sau 25–1.000.',
  'refusal.settings/invalid-decks': ({ decks }) => `Un sabot pentru acest joc are ${decks} pachete.`,
  'refusal.settings/invalid-timer': ({ max }) =>
    `Cronometrul merge de la 1 la ${seconds(max)}; 0 îl oprește.`,
  'refusal.settings/invalid-amount': ({ max }) =>
    `Folosește un număr întreg de jetoane, de la 0 la ${chips(max)}.`,
  'refusal.settings/invalid-switch': 'Alege pornit sau oprit.',
  'refusal.settings/invalid-language': 'Alege auto, English, Nederlands, Italiano sau Română.',
  'refusal.round/coup-in-play':
    'Cărțile sunt pe masă: această rundă așteaptă o decizie. Mizele, împărțirea și un sabot nou așteaptă până se plătește.',
  'refusal.decision/none-pending': 'La această masă nu așteaptă nicio decizie.',
  'refusal.decision/stale': 'Decizia aceea a fost deja luată. Folosește cea mai nouă întrebare.',
  'refusal.decision/not-yours': 'Această decizie îi aparține altui jucător.',
  'refusal.decision/invalid-choice': ({ choices, count }) =>
    count === 1 ? `Aici regula îți lasă o singură alegere: ${choices}.` : `Alege ${choices}.`,
  'refusal.decision/not-due': 'Mai e timp de decis: alegerea implicită se aplică doar la termen.',
  'refusal.settings/invalid-game': 'Alege unul dintre jocurile pe care le împarte acest bot.',
  'refusal.settings/invalid-decision-time': ({ min, max }) =>
    `O decizie durează între ${min} și ${seconds(max)}.`,
  'refusal.game/no-actions': 'Jocul acestei mese nu are astfel de acțiuni: pariază și împarte ca de obicei.',
  'refusal.game/invalid-action': 'Această acțiune nu face parte din acest joc.',
  'refusal.settings/invalid-bank':
    'Setările băncii: un minim și un maxim în jetoane întregi (minimul cel mult maximul), un comision de 0 până la 500 de puncte de bază și o règle scarne sau free.',
  'refusal.fair/invalid-client-seed':
    'Un seed client are între 1 și 64 de caractere imprimabile (litere, cifre, spații și punctuație; fără emoji sau diacritice).',

  'error.dm': 'Baccarat se joacă pe un server, nu în mesaje directe. Intră pe un server unde stau la o masă.',
  'error.manage-guild': 'Doar membrii cu permisiunea Gestionează serverul pot administra masa.',
  'error.not-your-button': 'Butonul acesta nu este pentru tine: doar membrul care l-a cerut îl poate folosi.',
  'error.stale-button':
    'Butonul acesta aparține unui mesaj vechi. Folosește cel mai nou mesaj al mesei sau /bet.',
  'error.outdated-button':
    'Butonul acesta nu mai e valabil: vine dintr-o versiune mai veche a mesei, așa că nu s-a făcut nimic. Folosește mesajul actual al mesei sau /table show ca să-l publici din nou.',
  'error.storage':
    'Nu pot accesa evidențele mele acum, așa că nu s-a schimbat nimic. Încearcă din nou în câteva momente.',
  'error.afterDecision':
    'Gata: cererea ta a fost îndeplinită, dar nu am putut afișa răspunsul aici. Masa arată cum stau lucrurile acum.',
  'error.unexpected': 'Ceva n-a mers bine la mine și nu s-a schimbat nimic. Încearcă din nou.',
  'error.restarting':
    'Crupierul repornește, așa că nu s-a schimbat nimic. Încearcă din nou peste câteva secunde.',
  'error.busy':
    'Crupierul încă încheie acțiunea anterioară la această masă. Încearcă din nou peste o secundă.',
  'error.shoe-not-revealed': ({ shoe }) =>
    `Sabotul ${shoe} este încă în joc: seedul lui rămâne secret până la sfârșitul sabotului.`,
  'error.unknown-shoe': ({ shoe }) => `Această masă nu are niciun sabot dezvăluit cu numărul ${shoe}.`,
  'error.no-revealed-shoe':
    'La această masă nu a fost dezvăluit încă niciun sabot. Primul va fi dezvăluit când se termină.',
  'error.no-table': 'Încă nu există o masă în acest canal. Pariază cu /bet ca să deschizi una.',
  // A side bet's limits (a spot whose game gives it limits of its own).
  'refusal.bet/side-below-min': ({ side, min }) => `Aici miza minimă pe ${side} este ${chips(min)}.`,
  'refusal.bet/side-above-max': ({ side, max }) => `Aici miza maximă pe ${side} este ${chips(max)}.`,
  'refusal.settings/invalid-limits.side-min-max':
    'Minimul fiecărui pariu lateral nu trebuie să depășească maximul lui.',
};
