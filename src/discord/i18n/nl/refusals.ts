/** Waarom de bot nee zegt, en wat je dan kunt doen. */
import type { RefusalsCatalog } from '../en/index.js';
import { countChips, countOf } from '../format.js';

const chips = countChips('nl', { one: 'fiche', other: 'fiches' });
const seconds = countOf('nl', { one: 'seconde', other: 'seconden' });
const seats = countOf('nl', { one: 'plaats', other: 'plaatsen' });

export const refusals: RefusalsCatalog = {
  'refusal.amount/not-whole-chips': 'Je zet in met hele fiches: probeer een heel getal, zoals 5 of 25.',
  'refusal.amount/not-positive': 'Het bedrag moet minstens 1 fiche zijn.',
  'refusal.amount/too-large': ({ max }) =>
    `Dat is meer dan de tafel kan tellen: het maximum is ${chips(max)}.`,
  'refusal.bet/unknown-side': 'Je kunt inzetten op Speler, Bankier of Gelijkspel.',
  'refusal.bet/below-min': ({ min }) =>
    `De minimale inzet op Speler of Bankier is hier ${chips(min)}. Zet minstens dat bedrag in.`,
  'refusal.bet/above-max': ({ max }) =>
    `Het maximum op Speler of Bankier is hier ${chips(max)}, en met deze inzet zou je daar op dat vak overheen gaan. Zet minder in, of wis je inzetten en begin opnieuw.`,
  'refusal.bet/tie-below-min-alone': ({ min }) =>
    `Een inzet op gelijkspel zonder andere inzet moet minstens ${chips(min)} zijn. Zet meer in op gelijkspel, of zet eerst in op Speler of Bankier.`,
  'refusal.bet/tie-below-min-beside': ({ min }) =>
    `De minimale inzet op gelijkspel is hier ${chips(min)}. Zet iets meer in op gelijkspel.`,
  'refusal.bet/tie-above-max': ({ max }) =>
    `De maximale inzet op gelijkspel is hier ${chips(max)}, en met deze inzet zou je daaroverheen gaan. Zet minder in op gelijkspel.`,
  'refusal.bet/not-enough-chips': ({ balance, needed }) =>
    `Dat kost ${chips(needed)} en je hebt ${chips(balance)}. Zet minder in, of haal je dagelijkse fiches op met /daily.`,
  'refusal.bet/banco-above-wallet.banco': ({ balance, needed, instead }) =>
    `Een banco speelt tegen alles wat de bank dekt, ${chips(needed)}, en je hebt ${chips(balance)}. Je kunt in plaats daarvan ${instead}.`,
  'refusal.bet/banco-above-wallet.avec-la-table': ({ balance, needed, instead }) =>
    `Avec la table speelt tegen de helft van de bank, ${chips(needed)}, en je hebt ${chips(balance)}. Je kunt in plaats daarvan ${instead}.`,
  'refusal.instead.avec': ({ cents }) => `avec la table spelen voor de helft (${chips(cents)})`,
  'refusal.instead.stake': ({ cents }) => `${chips(cents)} of minder inzetten`,
  'refusal.instead.daily': 'je dagelijkse fiches ophalen met /daily',
  'refusal.table/closed':
    'De tafel is voorlopig gesloten. Een beheerder kan haar weer openen met /table open.',
  'refusal.table/full': ({ seats: count }) =>
    `Alle ${seats(count)} zijn deze ronde bezet. Wacht tot er gedeeld is en doe mee met de volgende ronde.`,
  'refusal.table/other-game': ({ game }) =>
    `Deze tafel speelt ${game}, en die zet hoort bij een ander spel. /rules legt uit hoe je hier speelt.`,
  'refusal.round/stale': ({ round }) =>
    `Die ronde is al gedeeld; nu is ronde ${round} open. Gebruik het nieuwste tafelbericht.`,
  'refusal.round/no-bets': 'Er is nog niet ingezet: zet eerst in en deel dan.',
  'refusal.round/not-a-player':
    'Alleen een speler met fiches in deze ronde mag delen. Zet eerst in, of wacht op een van hen.',
  'refusal.round/nothing-to-clear': 'Je hebt in deze ronde geen inzetten om te wissen.',
  'refusal.round/nothing-to-repeat':
    'Je hebt aan deze tafel nog geen eerdere inzet om te herhalen. Zet eerst in.',
  'refusal.daily/off': 'De dagelijkse aanvulling staat uit op deze server.',
  'refusal.daily/too-soon': ({ when }) => `Je hebt je fiches van vandaag al opgehaald. Kom ${when} terug.`,
  'refusal.admin/not-enough-chips': ({ balance }) =>
    `Dat lid heeft maar ${chips(balance)}, dus je kunt hoogstens zoveel terugnemen.`,
  'refusal.settings/invalid-limits':
    'Die limieten kloppen niet. Gebruik hele fiches, met elk minimum gelijk aan of onder het bijbehorende maximum.',
  'refusal.settings/invalid-limits.whole': ({ max }) =>
    `Elke limiet moet een heel aantal fiches zijn, van 1 tot ${chips(max)}.`,
  'refusal.settings/invalid-limits.min-max': 'De minimale inzet mag niet hoger zijn dan de maximale inzet.',
  'refusal.settings/invalid-limits.tie-min-max':
    'Beide minima voor gelijkspel moeten gelijk aan of onder het maximum voor gelijkspel liggen.',
  'refusal.settings/invalid-limits.tier': 'Kies een van de niveaus: 1–100, 5–500 of 25–1.000.',
  'refusal.settings/invalid-decks': ({ decks }) => `Een shoe voor dit spel bevat ${decks} kaartspellen.`,
  'refusal.settings/invalid-timer': ({ max }) => `De timer loopt van 1 tot ${seconds(max)}; 0 zet hem uit.`,
  'refusal.settings/invalid-amount': ({ max }) => `Gebruik een heel aantal fiches, van 0 tot ${chips(max)}.`,
  'refusal.settings/invalid-switch': 'Kies aan of uit.',
  'refusal.settings/invalid-language': 'Kies auto, English, Nederlands, Italiano of Română.',
  'refusal.round/coup-in-play':
    'De kaarten liggen op tafel: deze ronde wacht op een beslissing. Inzetten, delen en een nieuwe shoe wachten tot die is afgerekend.',
  'refusal.decision/none-pending': 'Aan deze tafel wacht geen beslissing.',
  'refusal.decision/stale': 'Die beslissing is al genomen. Gebruik de nieuwste vraag.',
  'refusal.decision/not-yours': 'Deze beslissing is aan een andere speler.',
  'refusal.decision/invalid-choice': ({ choices, count }) =>
    count === 1 ? `Hier laat de regel je maar één keuze: ${choices}.` : `Kies ${choices}.`,
  'refusal.decision/not-due': 'Er is nog tijd om te beslissen: de standaardkeuze geldt pas bij de deadline.',
  'refusal.settings/invalid-game': 'Kies een van de spellen die deze bot deelt.',
  'refusal.settings/invalid-decision-time': ({ min, max }) =>
    `Een beslissing duurt ${min} tot ${seconds(max)}.`,
  'refusal.game/no-actions':
    'Het spel aan deze tafel kent zulke acties niet: zet in en deel zoals gewoonlijk.',
  'refusal.game/invalid-action': 'Die actie hoort niet bij dit spel.',
  'refusal.settings/invalid-bank':
    'Bankinstellingen: een minimum en maximum in hele fiches (minimum hoogstens het maximum), een commissie van 0 tot 500 basispunten, en een règle scarne of free.',
  'refusal.fair/invalid-client-seed':
    'Een client-seed bestaat uit 1 tot 64 afdrukbare tekens (letters, cijfers, spaties en leestekens; geen emoji of letters met accenten).',

  'error.dm':
    'Baccarat speel je in een server, niet in privéberichten. Ga naar een server waar ik aan tafel zit.',
  'error.manage-guild': 'Alleen leden met de machtiging Server beheren kunnen de tafel beheren.',
  'error.not-your-button': 'Die knop is niet voor jou: alleen het lid dat erom vroeg kan hem gebruiken.',
  'error.stale-button': 'Die knop hoort bij een oud bericht. Gebruik het nieuwste tafelbericht, of /bet.',
  'error.outdated-button':
    'Die knop is verouderd: hij komt van een oudere versie van de tafel, dus er is niets gedaan. Gebruik het huidige tafelbericht, of /table show om het opnieuw te plaatsen.',
  'error.storage':
    'Ik kan mijn administratie nu niet bereiken, dus er is niets veranderd. Probeer het zo nog eens.',
  'error.afterDecision':
    'Gedaan: je verzoek is uitgevoerd, maar ik kon het antwoord hier niet tonen. De tafel laat zien hoe het er nu voor staat.',
  'error.unexpected': 'Er ging bij mij iets mis en er is niets veranderd. Probeer het nog eens.',
  'error.restarting':
    'De croupier start opnieuw op, dus er is niets veranderd. Probeer het over een paar seconden nog eens.',
  'error.busy': 'De croupier rondt de vorige actie aan deze tafel nog af. Probeer het zo meteen opnieuw.',
  'error.shoe-not-revealed': ({ shoe }) =>
    `Shoe ${shoe} is nog in het spel: de seed blijft geheim tot de shoe op is.`,
  'error.unknown-shoe': ({ shoe }) => `Deze tafel heeft geen onthulde shoe met nummer ${shoe}.`,
  'error.no-revealed-shoe':
    'Aan deze tafel is nog geen shoe onthuld. De eerste wordt onthuld zodra hij op is.',
  'error.no-table': 'Er staat nog geen tafel in dit kanaal. Zet in met /bet om er een te openen.',
  // A side bet's limits (a spot whose game gives it limits of its own).
  'refusal.bet/side-below-min': ({ side, min }) => `De minimale inzet op ${side} is hier ${chips(min)}.`,
  'refusal.bet/side-above-max': ({ side, max }) => `De maximale inzet op ${side} is hier ${chips(max)}.`,
  'refusal.settings/invalid-limits.side-min-max':
    'Het minimum van elke zijweddenschap mag niet hoger zijn dan haar maximum.',
};
