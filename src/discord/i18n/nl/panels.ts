import type { Side } from '../../../engine/coup.js';
import type { PanelsCatalog } from '../en/index.js';
import { agreeWith, countChips, countOf } from '../format.js';

const chips = countChips('nl', { one: 'fiche', other: 'fiches' });
const coups = countOf('nl', { one: 'ronde', other: 'rondes' });
const isAre = agreeWith('nl', { one: 'is', other: 'zijn' });
const ON_SIDE: Readonly<Record<Side, string>> = {
  player: 'op de Speler',
  banker: 'op de Bankier',
  tie: 'op gelijkspel',
};

export const panels: PanelsCatalog = {
  'balance.self': 'Jouw fiches',
  'balance.other': ({ name }) => `Fiches van ${name}`,
  'balance.amount': ({ cents }) => `**${chips(cents)}**`,
  'balance.waiting': ({ cents }) =>
    `**${chips(cents)}** liggen klaar: ze zijn van jou bij je eerste inzet of /daily.`,
  'balance.waitingOther': ({ cents }) =>
    `**${chips(cents)}** liggen klaar: ze zijn van hen bij hun eerste inzet of /daily.`,
  'balance.dailyReady': 'Je dagelijkse fiches liggen klaar: typ /daily.',
  'balance.dailyNext': ({ when }) => `Volgende dagelijkse fiches ${when}.`,
  'daily.title': 'Dagelijkse fiches',
  'daily.claimed': ({ cents, balance, when }) =>
    `Je ontvangt ${chips(cents)} en hebt nu ${chips(balance)}. Kom ${when} terug voor meer.`,
  'admin.granted': ({ name, cents, balance }) =>
    `${name} krijgt ${chips(cents)} en heeft nu ${chips(balance)}.`,
  'admin.taken': ({ name, cents, balance }) =>
    `${chips(cents)} teruggenomen van ${name}, die nu ${chips(balance)} heeft.`,
  'admin.title': 'Fiches aangepast',

  'bet.placed': ({ side, cents, balance }) =>
    `Je zet ${chips(cents)} in ${ON_SIDE[side]}. Je hebt nog ${chips(balance)}.`,
  'bet.placed.side-bet': ({ side, cents, balance }) =>
    `Je zet ${chips(cents)} in op ${side}. Je hebt nog ${chips(balance)}.`,
  'bet.onTable': ({ stakes }) => `Je inzetten deze ronde: ${stakes}.`,
  'bet.cleared': ({ cents, balance }) =>
    `Je inzetten zijn van tafel: ${chips(cents)} terug, je hebt nu ${chips(balance)}.`,
  'bet.repeated': ({ stakes, balance }) =>
    `Dezelfde inzet als vorige keer: ${stakes}. Je hebt nog ${chips(balance)}.`,

  'settings.takesEffect': 'Gaat in',
  'settings.takesEffect.now': 'Nu',
  'settings.takesEffect.eachTable':
    'Bij de volgende ronde van elke tafel (een nieuw aantal kaartspellen bij de volgende shoe); een ronde die al loopt houdt haar regels',
  'pending.next-round': ({ settings }) => `Vanaf de volgende ronde: ${settings}`,
  'pending.next-shoe': ({ settings }) => `Vanaf de volgende shoe: ${settings}`,
  'setting.game': 'spel',
  'setting.decks': 'aantal spellen kaarten',
  'setting.limits': 'limieten',
  'setting.timerSeconds': 'inzettimer',
  'setting.decisionSeconds': 'bedenktijd',
  'setting.open': 'open of gesloten',
  'setting.roadUnderResults': 'scorebord onder de uitslagen',
  'setting.gameOptions': 'opties van het spel',
  'notice.betsReturned.title': 'Tafel gesloten',
  'notice.betsReturned.body':
    'Een beheerder heeft de tafel gesloten; elke inzet ging terug naar de eigenaar:',
  'settings.title': 'Tafelinstellingen',
  'settings.updated': 'Tafelinstellingen bijgewerkt',
  'settings.server': 'Serverinstellingen bijgewerkt',
  'settings.game': 'Spel',
  'settings.limits': 'Limieten',
  'settings.limit.min': 'Minimale inzet',
  'settings.limit.max': 'Maximale inzet',
  'settings.limit.tieMinAlone': 'Minimale inzet op gelijkspel, zonder andere inzet',
  'settings.limit.tieMinBeside': 'Minimale inzet op gelijkspel, naast een inzet op Speler of Bankier',
  'settings.limit.tieMax': 'Maximale inzet op gelijkspel',
  'settings.timer': 'Inzettimer',
  'settings.timer.off': 'Uit: een speler deelt met de knop Delen',
  'settings.timer.on': ({ seconds }) => `De kaarten worden ${seconds} s na de eerste inzet gedeeld`,
  'settings.decisionTime': 'Bedenktijd',
  'settings.decisionTime.value': ({ seconds }) =>
    `${seconds} s voor elke kaart of pas waar een ronde op wacht; daarna geldt de standaardkeuze`,
  'settings.status': 'Tafel',
  'settings.open': 'Open voor inzetten',
  'settings.closed': 'Gesloten',
  'settings.startingChips': 'Startfiches',
  'settings.daily': 'Dagelijkse aanvulling',
  'settings.daily.off': 'Uit',
  'settings.roadUnderResults': 'Scorebord onder de uitslagen',
  'settings.roadUnderResults.on': 'Aan: onder elke uitslag staat het scorebord van de shoe',
  'settings.roadUnderResults.off': 'Uit: /road toont het op verzoek',

  'fair.title': ({ shoe }) => `Aantoonbaar eerlijk · shoe ${shoe}`,
  'fair.commitment': 'Commitment (SHA-256 van de geheime server-seed)',
  'fair.clientSeed': 'Client-seed',
  'fair.clientSeed.open': 'Nog niet vastgelegd: met /fair seed kun je hem tot de eerste ronde wijzigen.',
  'fair.clientSeed.locked': 'Vastgelegd bij de eerste ronde.',
  'fair.nextClientSeed': 'Client-seed voor de volgende shoe',
  'fair.coups': 'Gedeelde rondes',
  'fair.cardsLeft': 'Resterende kaarten',
  'fair.explain':
    'De server-seed blijft verzegeld tot de shoe op is; daarna wordt hij onthuld en kan iedereen elke kaart narekenen. /rules fairness legt uit hoe.',
  'fair.revealed.title': ({ shoe }) => `Shoe ${shoe} is op: de seed is onthuld`,
  'fair.revealed.body': ({ count }) =>
    `Uit deze shoe ${isAre(count)} ${coups(count)} gedeeld. Controleer dat de SHA-256 van de server-seed de commitment geeft, download de shoe met /fair export en voer \`npm run verify -- FILE.json\` uit.`,
  'fair.revealed.body.page': ({ count, url }) =>
    `Uit deze shoe ${isAre(count)} ${coups(count)} gedeeld. Download hem met /fair export en laad het bestand in op [de controlepagina](${url}): je browser vergelijkt de SHA-256 van de server-seed met de commitment en bouwt elke kaart opnieuw op.`,
  'fair.serverSeed': 'Server-seed',
  'fair.serverSeedHash': 'SHA-256 van de server-seed: vergelijk hem met de commitment',
  'fair.lastRevealed': ({ shoe }) => `Shoe ${shoe}, onthuld`,
  'fair.started.title': ({ shoe }) => `Shoe ${shoe} is geschud`,
  'fair.started.body':
    'Er staat een nieuwe shoe klaar. De commitment wordt nu gepubliceerd; de server-seed blijft verzegeld tot de shoe op is.',
  'fair.seedSet': ({ seed, shoe }) => `Shoe ${shoe} wordt geschud met de client-seed ${seed}.`,
  'fair.export': ({ shoe, count }) =>
    `Shoe ${shoe}, ${coups(count)}. Controleer hem zelf: \`npm run verify -- FILE.json\`.`,
  'fair.export.page': ({ shoe, count, url }) =>
    `Shoe ${shoe}, ${coups(count)}. Controleer hem zelf: laad dit bestand in op [de controlepagina](${url}).`,
  'fair.verifier': 'Zelf een shoe controleren',
  'fair.verifier.how': ({ url }) =>
    `Is een shoe op, download hem dan met /fair export en laad het bestand in op [de controlepagina](${url}): je browser bouwt elke kaart opnieuw op uit de seeds. Je hoeft niets te installeren.`,
  'settings.language': 'Taal van openbare berichten',
  'settings.language.auto': ({ language }) => `Auto: de servertaal van Discord, nu ${language}`,
  'settings.language.set': ({ language }) =>
    `Taal van de openbare berichten op deze server (de tafel, uitslagen, meldingen): **${language}**. Privéantwoorden blijven in de eigen taal van elk lid.`,
  'language.en': 'English',
  'language.nl': 'Nederlands',
  'language.it': 'Italiano',
  'language.ro': 'Română',
};
