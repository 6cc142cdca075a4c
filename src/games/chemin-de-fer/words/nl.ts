/**
 * Chemin de fer: de commando's, het tafelbericht, de privéberichten en de uitslag. De Franse
 * termen van de speeltafel (banco, banco suivi, avec la table, la banque passe, règle, égalité)
 * blijven zoals ze zijn.
 */

import { agreeWithChips, countChips, countOf, sentenceStart } from '../../../discord/i18n/format.js';
import type { CdfCatalog, DecisionParams } from './en.js';

const decks = countOf('nl', { one: 'kaartspel', other: 'kaartspellen' });
const chips = countChips('nl', { one: 'fiche', other: 'fiches' });
const chipsStand = agreeWithChips('nl', { one: 'staat', other: 'staan' });
const chipsGo = agreeWithChips('nl', { one: 'gaat', other: 'gaan' });
const ROLE = { punter: 'speler', banker: 'bankier' } as const;
const at = ({ total, against }: DecisionParams) =>
  against === null ? `${total}` : `${total} tegen een ${against}`;
const did = ({ action }: DecisionParams) => (action === 'draw' ? 'trok een kaart' : 'paste');

export const cdf: CdfCatalog = {
  'cmd.chemin': 'Chemin de fer: je plaats, de bank en je inzetten ertegen',
  'cmd.chemin.sit': 'Neem plaats aan deze chemin-de-fertafel',
  'cmd.chemin.leave': 'Sta op van je plaats',
  'cmd.chemin.bank': 'Open de bank met de shoe die je hebt',
  'cmd.chemin.bank.amount': 'De bank, in fiches',
  'cmd.chemin.pass': 'Geef de shoe door, beëindig je bank (la banque passe) of laat la suite gaan',
  'cmd.chemin.banco': 'Banco: neem het tegen de hele bank op en speel de hand',
  'cmd.chemin.avec': 'Avec la table: de helft van de bank, en jij speelt de hand',
  'cmd.chemin.withdraw': 'Neem je inzet tegen de bank terug',
  'cmd.chemin.cards': 'Bekijk je kaarten in de lopende ronde (alleen jij ziet ze)',
  'cmd.chemin.decide': 'Geef je beslissing: een kaart, of passen',
  'cmd.chemin.decide.choice': 'Kaart of passen',
  'cmd.chemin.decide.choice.draw': 'Kaart',
  'cmd.chemin.decide.choice.stand': 'Passen',
  'cmd.bet.side.punter': 'Speler tegen de bank (chemin de fer)',
  'cmd.table.game': 'Kies het spel dat deze tafel speelt',
  'cmd.table.game.value': 'Het spel',
  'cmd.table.game.value.punto-banco': 'Punto Banco',
  'cmd.table.game.value.chemin-de-fer': 'Chemin de fer',
  'cmd.table.chemin-de-fer': 'Chemin de fer: grenzen van de bank, commissie en règle',
  'cmd.table.chemin-de-fer.bank-min': 'De kleinste bank, in fiches (0: tien keer het tafelminimum)',
  'cmd.table.chemin-de-fer.bank-max': 'De grootste bank, in fiches (0: geen maximum)',
  'cmd.table.chemin-de-fer.commission':
    'De commissie van het huis op de winst van de bankier, in procent (0 tot 5)',
  'cmd.table.chemin-de-fer.regle': 'De règle van de bankier',
  'cmd.table.chemin-de-fer.regle.scarne': 'Casinorègle: de bankier kiest bij 3 tegen een 9 en 5 tegen een 4',
  'cmd.table.chemin-de-fer.regle.free': 'Vrij: de bankier kiest in elk vak',

  'cdf.table.title': ({ round }) => `Chemin de fer · ronde ${round}`,
  'cdf.table.empty':
    'Er zit nog niemand. Neem plaats met de knop hieronder of /chemin sit: de eerste plaats krijgt de shoe.',
  'cdf.table.offered': ({ name, min }) =>
    `De shoe gaat naar ${name}: open een bank van ${chips(min)} of meer, of geef hem door.`,
  'cdf.table.bank': ({ name, bank }) => `${name} houdt de bank: **${chips(bank)}**.`,
  'cdf.table.howTo':
    'Banco neemt het op tegen de hele bank, Avec la table tegen de helft; of zet de gekozen fiche in. De bankier of iedereen met een inzet mag delen.',
  'cdf.table.limits': ({ min, bankMin, bankMax, commission }) =>
    `Inzetten vanaf ${chips(min)} · bank ${bankMax === null ? `vanaf ${chips(bankMin)}` : `${chips(bankMin)} tot ${chips(bankMax)}`} · commissie ${commission}`,
  'cdf.table.regleFree': 'Vrije règle: de bankier kiest in elk vak.',
  'cdf.table.seats': ({ count }) => `Plaatsen, in volgorde van doorgeven · ${count}`,
  'cdf.seat.holder': 'heeft de shoe',
  'cdf.seat.banker': 'bankier',
  'cdf.seat.suivi': 'banco suivi',
  'cdf.table.offers': 'Tegen de bank, op volgorde van voorrang',
  'cdf.table.noOffers': 'Nog geen inzetten.',
  'cdf.kind.banco': 'banco',
  'cdf.kind.avec-la-table': 'avec la table',
  'cdf.kind.stake': 'inzet',
  'cdf.offer.accepted': ({ name, kind, offered }) => `${name} · ${kind} ${chips(offered)}`,
  'cdf.offer.trimmed': ({ name, kind, offered, accepted }) =>
    `${name} · ${kind} ${chips(offered)}, de bank dekt ${chips(accepted)}`,
  'cdf.offer.out': ({ name, kind, offered }) => `${name} · ${kind} ${chips(offered)}, niet gedekt`,
  'cdf.table.cover': ({ cover, cap, bank }) =>
    `Gedekt tot nu toe: **${chips(cover)}** van de ${chips(cap)} die de bank kan dekken` +
    (cap === bank ? '' : ` (hele fiches van de ${chips(bank)} in de bank)`),
  'cdf.table.hand': ({ name, by }) => `Speelt de hand: ${name} (${by})`,
  'cdf.table.handByRule': 'Speelt de hand: niemand aan tafel, dus de regel speelt haar',
  'cdf.handBy.banco-suivi': 'banco suivi',
  'cdf.handBy.banco': 'banco',
  'cdf.handBy.avec-la-table': 'avec la table',
  'cdf.handBy.largest-stake': 'grootste inzet',
  'cdf.table.punterCards': ({ name, cards }) => `Speler (${name}): ${cards}`,
  'cdf.table.bankerCards': ({ name, cards }) => `Bankier (${name}): ${cards}`,
  'cdf.table.waiting': ({ name, role, when }) =>
    `We wachten op ${name} (${ROLE[role]}) tot ${when}. Alleen de speler en de bankier zien hun kaarten: Mijn kaarten.`,

  'cdf.button.sit': 'Plaatsnemen',
  'cdf.button.leave': 'Opstaan',
  'cdf.button.open': 'Bank openen',
  'cdf.button.decline': 'Doorgeven',
  'cdf.button.banco': 'Banco',
  'cdf.button.avec': 'Avec la table',
  'cdf.button.stake': 'Fiche inzetten',
  'cdf.button.withdraw': 'Terugnemen',
  'cdf.button.passe': 'La banque passe',
  'cdf.button.cards': 'Mijn kaarten',
  'cdf.button.card': 'Kaart',
  'cdf.button.draw': 'Trekken',
  'cdf.button.stand': 'Passen',
  'cdf.modal.title': 'De bank openen',
  'cdf.modal.amount': 'Bank, in hele fiches',
  'cdf.modal.range': ({ min, max }) =>
    max === null ? `${chips(min)} of meer` : `${chips(min)} tot ${chips(max)}`,

  'cdf.done.sit': ({ seat }) => `Je hebt plaatsgenomen: plaats ${seat}.`,
  'cdf.done.leave': 'Je bent opgestaan.',
  'cdf.done.open': ({ bank, balance }) =>
    `Je hebt de bank geopend met ${chips(bank)}. Saldo: ${chips(balance)}.`,
  'cdf.done.decline': ({ name }) => `Je hebt de shoe doorgegeven aan ${name}.`,
  'cdf.done.passe': ({ cents }) =>
    `La banque passe: ${chips(cents)} ${chipsStand(cents)} weer in je portemonnee.`,
  'cdf.done.offer': ({ kind, amount, balance }) =>
    `${sentenceStart('nl', kind)}: ${chips(amount)} tegen de bank. Saldo: ${chips(balance)}.`,
  'cdf.done.withdraw': ({ cents }) => `Je inzet van ${chips(cents)} staat weer in je portemonnee.`,
  'cdf.done.draw': 'Je hebt een kaart getrokken.',
  'cdf.done.stand': 'Je past.',

  'cdf.cards.title': ({ role }) => `Je kaarten (${ROLE[role]})`,
  'cdf.cards.hand': ({ cards, total }) => `${cards} · totaal **${total}**`,
  'cdf.cards.punterThird': ({ card }) => `De speler trok een derde kaart: ${card}.`,
  'cdf.cards.punterStood': 'De speler paste.',
  'cdf.cards.prompt': ({ deadline, relative, fallback }) =>
    `Je beslissing, uiterlijk ${deadline} (${relative}). Zonder antwoord: ${fallback}.`,
  'cdf.cards.forced': 'De regel laat je maar één keuze.',
  'cdf.cards.wait': ({ name }) => `De ronde wacht op ${name}.`,
  'cdf.fallback.draw': 'een kaart',
  'cdf.fallback.stand': 'je past',

  'cdf.result.title': ({ round, outcome }) => `Ronde ${round} · ${outcome}`,
  'cdf.outcome.punter': ({ punter, banker }) => `Speler wint met ${punter} tegen ${banker}`,
  'cdf.outcome.banker': ({ punter, banker }) => `Bankier wint met ${banker} tegen ${punter}`,
  'cdf.outcome.tie': ({ total }) => `Égalité, ${total} tegen ${total}`,
  'cdf.result.punter': ({ total, natural }) => `Speler · ${natural ? `natural ${total}` : total}`,
  'cdf.result.banker': ({ total, natural }) => `Bankier · ${natural ? `natural ${total}` : total}`,
  'cdf.result.natural': 'Een natural bij het delen: geen derde kaart.',
  'cdf.result.decisions': 'Beslissingen',
  'cdf.decision.player': (p) => `${p.name} (${ROLE[p.role]}) had ${at(p)} en ${did(p)}, uit eigen keuze.`,
  'cdf.decision.rule': (p) => `${p.name} (${ROLE[p.role]}) had ${at(p)} en ${did(p)}: ${p.why}.`,
  'cdf.decision.default': (p) =>
    `${p.name} antwoordde niet bij ${at(p)}: ${did(p)}, zoals de ${p.role === 'punter' ? 'regel' : 'règle'} zegt.`,
  'cdf.decision.byTheRule': (p) =>
    `${p.name} speelt volgens de regel: ${p.action === 'draw' ? 'een kaart' : 'gepast'} bij ${at(p)}.`,
  'cdf.decision.nobody': (p) =>
    `Niemand aan tafel speelt de hand: bij ${p.total} ${p.action === 'draw' ? 'trok ze een kaart' : 'paste ze'}, zoals de regel zegt.`,
  'cdf.why.punter-draws-0-4': 'de speler trekt bij 0 tot 4',
  'cdf.why.punter-stands-6-7': 'de speler past bij 6 en 7',
  'cdf.why.banker-draws-0-5-punter-stood': 'als de speler past, trekt de bankier bij 0 tot 5',
  'cdf.why.banker-stands-6-7-punter-stood': 'als de speler past, past de bankier bij 6 en 7',
  'cdf.why.banker-draws-0-2': 'bij 0 tot 2 trekt de bankier altijd',
  'cdf.why.banker-table-draws': 'de règle zegt trekken',
  'cdf.why.banker-table-stands': 'de règle zegt passen',
  'cdf.why.banker-stands-7': 'bij 7 past de bankier altijd',
  'cdf.result.stakes': 'Inzetten',
  'cdf.result.stake': ({ name, stake, outcome }) => `${name} · ${chips(stake)} → ${outcome}`,
  'cdf.result.returned': ({ name, cents, why }) => `${name} · ${chips(cents)} terug: ${why}`,
  'cdf.refund.trimmed': 'de bank dekte maar een deel',
  'cdf.refund.cover-full': 'de bank was al volledig gedekt',
  'cdf.refund.banco-called': 'banco nam de hele bank',
  'cdf.refund.not-seated': 'alleen wie aan tafel zit, mag banco of avec la table spelen',
  'cdf.note.closed': 'De inzetten zijn gesloten en de bank kon niet alles dekken wat je had ingezet:',
  'cdf.note.refund': ({ kind, cents, why }) =>
    `${sentenceStart('nl', kind)}: ${chips(cents)} terug in je portemonnee (${why}).`,
  'cdf.result.bank': 'De bank',
  'cdf.result.banker.line': ({ name, outcome }) => `${name} (bankier) → ${outcome}`,
  'cdf.result.commission': ({ rate, cents }) => `Commissie ${rate}: ${chips(cents)}`,
  'cdf.result.bankAfter': ({ cents }) => `Bank na de ronde: **${chips(cents)}**`,
  'cdf.result.garage': ({ name, cents }) => `Garage: ${chips(cents)} boven het maximum terug naar ${name}`,
  'cdf.result.paidOut': ({ name, cents }) =>
    `De bank betaalde de spelers uit; ${chips(cents)} ${chipsGo(cents)} terug naar ${name}.`,
  'cdf.result.next': 'Hierna',
  'cdf.result.passes': ({ name }) => `De shoe gaat naar ${name}.`,
  'cdf.result.keeps': ({ name }) => `${name} houdt de bank en de shoe.`,
  'cdf.result.passesOn': 'De shoe gaat naar de volgende plaats.',
  'cdf.result.tie': 'Égalité: alle inzetten gaan terug; de bank blijft zoals ze was.',

  // The settings panel.
  'cdf.settings.game': ({ count }) => `Chemin de fer · ${decks(count)}`,
  'cdf.settings.options': 'Chemin de fer',
  'cdf.settings.suiteOff': 'La suite staat uit.',

  // La suite and absent players.
  'cmd.chemin.suite': 'Neem la suite: de zojuist doorgegeven bank, voor hetzelfde bedrag',
  'cmd.table.chemin-de-fer.suite':
    'La suite: een vrijwillig doorgegeven bank gaat eerst naar wie aan tafel zit',
  'cmd.table.chemin-de-fer.suite.on': 'Aan',
  'cmd.table.chemin-de-fer.suite.off': 'Uit',
  'cdf.kind.suite': 'la suite',
  'cdf.table.suite': ({ name, bank, when }) =>
    `La suite: ${name} gaf een bank van **${chips(bank)}** door. Wie aan tafel zit, mag haar voor hetzelfde bedrag overnemen tot ${when}; de eerste in volgorde van voorrang die dat doet, houdt de bank.`,
  'cdf.table.suiteOn':
    'La suite staat aan: een vrijwillig doorgegeven bank gaat eerst naar wie aan tafel zit.',
  'cdf.table.suiteClaims': 'La suite, opgeëist door',
  'cdf.seat.absent': 'afwezig',
  'cdf.button.suite': 'La suite nemen',
  'cdf.button.nosuite': 'Nee, dank je',
  'cdf.done.suiteClaim': ({ bank, balance }) =>
    `Je hebt la suite opgeëist: ${chips(bank)} ingelegd. Saldo: ${chips(balance)}. De eerste in volgorde van voorrang krijgt de bank; de anderen krijgen hun fiches terug.`,
  'cdf.done.suiteTaken': ({ bank }) => `Je hebt la suite overgenomen: jij houdt de bank van ${chips(bank)}.`,
  'cdf.done.suiteDeclined': 'Je laat la suite gaan.',
  'cdf.result.absent': ({ name }) =>
    `${name} liet twee beslissingen op rij verlopen en staat als afwezig genoteerd: de bank gaat terug naar de bankier.`,

  'error.not-cdf-table':
    'Dit zijn instellingen van chemin de fer, en deze tafel speelt een ander spel. Stel eerst het spel om met /table game.',
  'error.cdf-no-cards':
    'Je hebt geen kaarten in deze ronde: alleen de speler die de hand speelt en de bankier zien hun kaarten.',
  'error.side-on-cdf':
    'Deze tafel speelt chemin de fer: zet tegen de bank in op Speler, of gebruik /chemin banco of /chemin avec.',
  'cdf.chip.chosen': ({ cents }) =>
    `Fichewaarde gekozen: ${chips(cents)}. Druk op Fiche inzetten om tegen de bank in te zetten; Banco zet tegen de hele bank in.`,
  'cdf.history.punter': 'Chemin de fer',
  'cdf.history.banker': 'Chemin de fer, als bankhouder',
  'cdf.history.stake': 'tegen de bank',
  'cdf.stats.punter': 'Tegen de bank (chemin de fer)',

  // Weigeringen van de eigen zetten van het spel, per code (refusal.<code>).
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
  'refusal.cdf/bank-below-min': ({ min }) => `De kleinste bank hier is ${chips(min)}.`,
  'refusal.cdf/bank-above-max': ({ max }) => `De grootste bank hier is ${chips(max)}.`,
  'refusal.cdf/bank-above-wallet': ({ balance }) =>
    `Je hebt ${chips(balance)}: open een bank die je kunt inbrengen.`,
  'refusal.cdf/stake-below-min': ({ min }) => `De kleinste inzet tegen de bank is ${chips(min)}.`,
  'refusal.cdf/stake-above-bank': ({ max }) => `De bank dekt hoogstens ${chips(max)}: zet dat of minder in.`,
  'cdf.rules.basics.title': 'Chemin de fer: de basis',
  'cdf.rules.basics': ({ suite }) =>
    [
      'Aan deze tafel wordt **chemin de fer** gespeeld: de spelers houden om beurten de bank. De **shoe** gaat de plaatsen rond, en wie hem heeft mag een **bank** openen, die in bewaring staat, of hem doorgeven. Het huis deelt alleen en neemt commissie op de winst van de bank.',
      '',
      '• Tegen de bank, op volgorde van voorrang vanaf rechts van de bankier: **banco suivi** (wie net van deze bank verloor), **banco** (de hele bank, alleen), **avec la table** (de halve bank), dan inzetten van de plaatsen en van wie erachter staat, zover de bank dekt.',
      '• Alleen zittende spelers roepen banco, gaan avec la table of houden de kaarten: wie banco riep houdt ze, anders de hoogste zittende inzet.',
      '• **De bank wint**: de bankier houdt bank en shoe. **De speler wint**: de shoe gaat naar de volgende plaats. **Égalité**: de inzetten gaan terug en de bankier speelt door.',
      suite
        ? '• Tussen de rondes mag de bankier **la banque passe** zeggen; dezelfde bank wordt eerst als **la suite** aan de plaatsen aangeboden, daarna gaat de shoe door.'
        : '• Tussen de rondes mag de bankier **la banque passe** zeggen: de bank gaat terug naar hem en de shoe naar de volgende plaats.',
    ].join('\n'),
  'cdf.rules.drawing.title': 'Wie trekt, en de keuzes van de bankier',
  'cdf.rules.drawing': ({ free }) =>
    [
      '• Een **natural** (8 of 9 met twee kaarten) wordt meteen getoond, en niemand trekt.',
      '• **De speler** trekt op 0–4, past op 6–7 en **kiest op 5**; wie niet op tijd antwoordt, trekt.',
      free
        ? '• **De bankier** speelt de **vrije règle**: hij kiest op elk totaal. Antwoordt hij niet op tijd, dan trekt de bot voor hem waar trekken gemiddeld wint.'
        : '• **De bankier** volgt de **règle**: de trektabel van Punto Banco, maar hij kiest met 3 tegen een derde kaart 9 en met 5 tegen een 4. Antwoordt hij niet op tijd, dan trekt hij.',
      '• Ben je aan de beurt, dan krijg je je kaarten en je keuzes meteen privé. Met **Speel volgens de regel** speelt de bot je beslissingen volgens de regel, 2 s nadat je aan de beurt bent (jouer selon la règle).',
    ].join('\n'),
  'cdf.rules.payouts.title': 'Uitbetalingen',
  'cdf.rules.payouts': ({ commission }) =>
    [
      '• Wint de speler, dan betaalt de bank **1 op 1**; bij égalité gaan alle inzetten terug.',
      `• Wint de bankier, dan gaan de inzetten naar de bank min **${commission} commissie**.`,
      '• Alleen wat de bank aannam, **de dekking**, staat op het spel: de rest van een inzet gaat terug als de inzetten sluiten.',
    ].join('\n'),
  'cdf.rules.limits.title': 'Limieten aan deze tafel',
  'cdf.rules.limits': ({ min, bankMin, bankMax }) =>
    [
      `• Kleinste inzet: **${chips(min)}**; de grootste is wat de bank dekt`,
      bankMax === null
        ? `• Een bank: minstens **${chips(bankMin)}**`
        : `• Een bank: van **${chips(bankMin)}** tot **${chips(bankMax)}**; wat ze boven het maximum wint, gaat terug naar de bankier`,
    ].join('\n'),
};
