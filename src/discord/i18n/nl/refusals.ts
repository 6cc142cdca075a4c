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
  'refusal.settings/invalid-variant': 'Kies Punto Banco of Punto 2000.',
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
  'refusal.cdf/not-seated':
    'Neem eerst plaats: alleen wie aan tafel zit, krijgt de shoe, roept banco of speelt avec la table.',
  'refusal.cdf/already-seated': 'Je hebt al een plaats aan deze tafel.',
  'refusal.cdf/not-your-turn': 'De shoe is nu bij een andere speler.',
  'refusal.cdf/no-bank': 'Er is nog geen bank open: wacht tot wie de shoe heeft er een opent.',
  'refusal.cdf/bank-open': 'De bank is al open.',
  'refusal.cdf/banker-cannot-bet': 'Jij houdt de bank: je kunt er niet tegen inzetten.',
  'refusal.cdf/banco-taken': 'Een speler vóór jou heeft al banco geroepen.',
  'refusal.cdf/already-offered': 'Je hebt al een bod op deze bank. Neem het eerst terug om het te wijzigen.',
  'refusal.cdf/no-offer': 'Je hebt geen bod op deze bank.',
  'refusal.cdf/in-play': 'Je fiches zitten in de lopende ronde: je kunt weggaan zodra die is afgerekend.',
  'refusal.settings/invalid-auction-time': ({ min, max }) =>
    `De veiling om de bank duurt ${min} tot ${max} seconden.`,
  'refusal.banque/unknown-side': 'Kies een tableau: rechts of links.',
  'refusal.banque/unknown-position': 'Zet in op rechts, links of het midden.',
  'refusal.banque/already-seated':
    'Je zit al in een rij. Verlaat die eerst om van tableau te wisselen: een speler zit aan één tableau.',
  'refusal.banque/not-seated':
    'Je zit in geen rij. Ga eerst rechts of links zitten: alleen wie zit houdt kaarten of roept banco.',
  'refusal.banque/banker-cannot-play':
    'Jij houdt de bank: je speelt tegen beide tableaus, dus je kunt niet in een rij zitten, inzetten of banco roepen.',
  'refusal.banque/no-bank': 'Er is nog geen bank: bied erop in de veiling, of wacht tot iemand haar neemt.',
  'refusal.banque/bank-running': 'Er is al een bank: de volgende veiling begint als die stopt.',
  'refusal.banque/bid-below-min': ({ min }) => `Het kleinste bod op de bank is hier ${chips(min)}.`,
  'refusal.banque/bid-above-max': ({ max }) => `De grootste bank is hier ${chips(max)}.`,
  'refusal.banque/bid-above-wallet': ({ balance }) =>
    `Je hebt ${chips(balance)}: bied wat je kunt inbrengen.`,
  'refusal.banque/not-banker': 'Alleen de bankier kan dat.',
  'refusal.banque/open-bank': 'Dit is een open bank: de bankier stelt geen maximale inzet in.',
  'refusal.banque/max-stake-out-of-range': ({ min, max }) =>
    `De maximale inzet ligt tussen ${chips(min)} en ${chips(max)}.`,
  'refusal.banque/stake-below-min': ({ min }) => `De kleinste inzet is hier ${chips(min)}.`,
  'refusal.banque/stake-above-max': ({ max }) =>
    `De maximale inzet van de bankier is ${chips(max)}: zet dat of minder in.`,
  'refusal.banque/stake-above-bank': ({ max }) =>
    `De bank dekt naast de bevroren middeninzetten hoogstens ${chips(max)}: zet dat of minder in.`,
  'refusal.banque/banco-off': 'Aan deze tafel wordt geen banco gespeeld.',
  'refusal.banque/banco-void': ({ min }) =>
    `Banco vervalt: de bank dekt naast de bevroren middeninzetten minder dan ${chips(min)}.`,
  'refusal.banque/already-banco': 'Je hebt voor deze ronde al banco geroepen.',
  'refusal.banque/nothing-to-withdraw': 'Je hebt geen inzet die nog wacht: er is niets terug te nemen.',
  'refusal.banque/in-play': 'Je speelt mee in de lopende ronde: wacht tot die is afgerekend.',
  'refusal.cdf/bank-below-min': ({ min }) => `De kleinste bank hier is ${chips(min)}.`,
  'refusal.cdf/bank-above-max': ({ max }) => `De grootste bank hier is ${chips(max)}.`,
  'refusal.cdf/bank-above-wallet': ({ balance }) =>
    `Je hebt ${chips(balance)}: open een bank die je kunt inbrengen.`,
  'refusal.cdf/stake-below-min': ({ min }) => `De kleinste inzet tegen de bank is ${chips(min)}.`,
  'refusal.cdf/stake-above-bank': ({ max }) => `De bank dekt hoogstens ${chips(max)}: zet dat of minder in.`,
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
};
