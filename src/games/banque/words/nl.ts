/**
 * Baccarat banque à deux tableaux: de commando's, het tafelbericht, de privéberichten, de uitslag
 * en het einde van de bank. Banco, tableau en het midden zijn de termen van de speeltafel; trekken
 * en passen die van de kaarten; een coup heet een ronde en de sabot een shoe, zoals bij Punto Banco.
 */

import { agreeWithChips, countChips, countOf, sentenceStart } from '../../../discord/i18n/format.js';
import type { BanqueCatalog, BanqueDecisionParams, BanqueHandId } from './en.js';

const decks = countOf('nl', { one: 'kaartspel', other: 'kaartspellen' });
const chips = countChips('nl', { one: 'fiche', other: 'fiches' });
const chipsStay = agreeWithChips('nl', { one: 'blijft', other: 'blijven' });
const HAND: Readonly<Record<BanqueHandId, string>> = { right: 'rechts', left: 'links', banker: 'bankier' };
const TABLEAU = { right: 'het rechtertableau', left: 'het linkertableau' } as const;
const did = ({ action }: BanqueDecisionParams) => (action === 'draw' ? 'trok een kaart' : 'paste');
const who = (p: BanqueDecisionParams) => `${p.name} (${HAND[p.hand]})`;
const sentence = (text: string) => sentenceStart('nl', text);

export const banque: BanqueCatalog = {
  'cmd.banque': 'Baccarat banque: de bank, je plaats bij een tableau, banco en je kaarten',
  'cmd.banque.sit': 'Sluit achteraan aan in de rij van een tableau (de eerste houdt de kaarten)',
  'cmd.banque.sit.side': 'Het tableau',
  'cmd.banque.side.right': 'Rechts',
  'cmd.banque.side.left': 'Links',
  'cmd.banque.leave': 'Verlaat je rij (tussen rondes)',
  'cmd.banque.bid': 'Bied op de bank: het hoogste bod krijgt haar voor de rest van de shoe',
  'cmd.banque.bid.amount': 'Je bod, in fiches',
  'cmd.banque.max-stake': 'Bankier: stel de maximale inzet in (tussen rondes)',
  'cmd.banque.max-stake.amount': 'De maximale inzet, in fiches',
  'cmd.banque.retire': 'Bankier: stop tussen rondes; de bank gaat terug naar je portemonnee',
  'cmd.banque.banco': 'Banco: speel op één tableau tegen alles wat de bank dekt (alleen wie in een rij zit)',
  'cmd.banque.banco.side': 'Het tableau waarvoor je speelt',
  'cmd.banque.withdraw': 'Neem je inzetten terug die de bank nog niet heeft aangenomen',
  'cmd.banque.cards': 'Bekijk je kaarten in de lopende ronde (alleen jij ziet ze)',
  'cmd.banque.decide': 'Geef je beslissing: een kaart, of passen',
  'cmd.bet.side.right': 'Rechts (banque: een inzet op het rechtertableau)',
  'cmd.bet.side.left': 'Links (banque: een inzet op het linkertableau)',
  'cmd.bet.side.centre': 'Midden (banque: op beide tableaus tegelijk)',
  'cmd.table.game.value.banque': 'Baccarat banque',
  'cmd.table.banque': 'Baccarat banque: banklimieten, commissie, open bank, banco, duur, veiling',
  'cmd.table.banque.bank-min': 'Het kleinste bod op de bank, in fiches (0: 20 × het tafelminimum)',
  'cmd.table.banque.bank-max': 'Het grootste bod op de bank, in fiches (0: geen maximum)',
  'cmd.table.banque.commission':
    'De commissie van het huis op de nettowinst van de bankier, in procent (0 tot 5)',
  'cmd.table.banque.open-bank': 'Open bank: de bankier stelt geen maximale inzet in',
  'cmd.table.banque.banco': 'Of spelers in een rij banco mogen roepen',
  'cmd.table.banque.tenure': 'Hoe lang een bank duurt',
  'cmd.table.banque.tenure.shoe': 'De rest van de shoe',
  'cmd.table.banque.tenure.session': 'Tot de bankier stopt of de bank springt',
  'cmd.table.banque.auction-seconds': 'Hoe lang de veiling loopt vanaf het eerste bod (5 tot 300 s)',
  'cmd.table.banque.on': 'Aan',
  'cmd.table.banque.off': 'Uit',

  'banque.table.title': ({ round }) => `Baccarat banque · ronde ${round}`,
  'banque.table.auction': ({ min }) =>
    `Er is geen bank. Druk op Bied op de bank of gebruik /banque bid, vanaf ${chips(min)}: het hoogste bod krijgt de bank.`,
  'banque.table.auctionCloses': ({ when }) => `De veiling sluit om ${when}.`,
  'banque.table.bids': 'Biedingen op de bank',
  'banque.table.noBids': 'Nog geen bod.',
  'banque.table.bank': ({ name, bank }) => `${name} houdt de bank: **${chips(bank)}**.`,
  'banque.table.maxStake': ({ max }) => `Maximale inzet: **${chips(max)}**.`,
  'banque.table.openBank': 'Open bank: geen maximale inzet.',
  'banque.table.covers': ({ cap, frozen }) =>
    frozen > 0
      ? `De bank dekt ${chips(cap)}, waarvan ${chips(frozen)} bevroren in het midden.`
      : `De bank dekt ${chips(cap)}.`,
  'banque.table.limits': ({ min, bankMin, bankMax, commission }) =>
    `Inzetten vanaf ${chips(min)} · bank ${bankMax === null ? `vanaf ${chips(bankMin)}` : `${chips(bankMin)} tot ${chips(bankMax)}`} · commissie ${commission}`,
  'banque.table.howTo':
    'Ga in een rij zitten om de kaarten van een tableau te houden. Iedereen zet Rechts, Links of Midden in met de gekozen fiche; wie in een rij zit mag banco roepen. De bankier of wie een inzet heeft, deelt.',
  'banque.position.right': 'rechts',
  'banque.position.left': 'links',
  'banque.position.centre': 'midden',
  'banque.at.right': 'rechts',
  'banque.at.left': 'links',
  'banque.at.centre': 'in het midden',
  'banque.hand.right': 'Rechts',
  'banque.hand.left': 'Links',
  'banque.hand.banker': 'Bankier',
  'banque.table.queue': ({ tableau, count }) =>
    `${tableau === 'right' ? 'Rechtertableau' : 'Linkertableau'} · ${count}`,
  'banque.table.emptyQueue': 'Niemand in de rij: de regel speelt dit tableau.',
  'banque.seat.holder': 'houdt de kaarten',
  'banque.seat.banco': 'banco',
  'banque.seat.absent': 'afwezig',
  'banque.seat.sittingOut': 'zit deze ronde uit: de inzet ging terug',
  'banque.table.stakes': 'Inzetten voor deze ronde',
  'banque.table.noStakes': 'Nog geen inzetten.',
  'banque.table.stake': ({ name, position, amount }) => `${name} · ${position} ${chips(amount)}`,
  'banque.table.bancoCall': ({ name, side, amount }) => `${name} · banco ${side} ${chips(amount)}`,
  'banque.table.accepted': ({ name, position, accepted }) => `${name} · ${position} ${chips(accepted)}`,
  'banque.table.frozen': 'Bevroren in het midden',
  'banque.table.frozenItem': ({ name, amount }) => `${name} · ${chips(amount)}`,
  'banque.table.natural': ({ total }) => `natural ${total}`,
  'banque.table.hand': ({ hand, name, cards }) => `${hand}${name === null ? '' : ` (${name})`}: ${cards}`,
  'banque.table.waiting': ({ name, hand, when }) =>
    `We wachten op ${name} (${HAND[hand]}) tot ${when}. De kaarten van een hand ziet alleen wie ze houdt: Mijn kaarten.`,

  'banque.button.bid': 'Bied op de bank',
  'banque.button.sitRight': 'Rechts zitten',
  'banque.button.sitLeft': 'Links zitten',
  'banque.button.leave': 'Opstaan',
  'banque.button.right': 'Rechts',
  'banque.button.left': 'Links',
  'banque.button.centre': 'Midden',
  'banque.stats.right': 'Rechtertableau (banque)',
  'banque.stats.left': 'Linkertableau (banque)',
  'banque.stats.centre': 'Midden, op beide tableaus (banque)',
  'banque.button.banco': 'Banco',
  'banque.button.withdraw': 'Terugnemen',
  'banque.button.cards': 'Mijn kaarten',
  'banque.modal.title': 'Bied op de bank',
  'banque.modal.amount': 'Je bod, in hele fiches',
  'banque.modal.range': ({ min, max }) =>
    max === null ? `${chips(min)} of meer` : `${chips(min)} tot ${chips(max)}`,

  'banque.done.bid': ({ amount, balance, when }) =>
    `Je hebt ${chips(amount)} op de bank geboden (uit je portemonnee tot de veiling sluit ${when}). Saldo: ${chips(balance)}.`,
  'banque.done.bankTaken': ({ bank }) => `Jij houdt de bank: ${chips(bank)}.`,
  'banque.done.sat': ({ side, place }) =>
    `Je zit in de rij ${side}, plaats ${place}${place === 1 ? ': jij houdt de kaarten' : ''}.`,
  'banque.done.left': ({ side }) => `Je hebt de rij ${side} verlaten.`,
  'banque.done.stake': ({ position, amount, balance }) =>
    `Inzet ${position}: ${chips(amount)}. Saldo: ${chips(balance)}. Wat de bank niet dekt, krijg je terug als de inzetten sluiten.`,
  'banque.done.banco': ({ side, amount, balance }) =>
    `Banco ${side}: ${chips(amount)} ingezet. Saldo: ${chips(balance)}.`,
  'banque.done.withdrawn': ({ cents }) => `${chips(cents)} terug in je portemonnee.`,
  'banque.done.maxStake': ({ max }) => `De maximale inzet is nu ${chips(max)}.`,
  'banque.done.retired': ({ cents }) =>
    `Je bent gestopt: de bank, ${chips(cents)}, staat weer in je portemonnee.`,
  'banque.done.nothing': 'Klaar.',

  'banque.cards.title': ({ hand }) =>
    `Je kaarten (${hand === 'banker' ? 'bankier' : hand === 'right' ? 'rechtertableau' : 'linkertableau'})`,
  'banque.cards.hand': ({ cards, total }) => `${cards} · totaal **${total}**`,
  'banque.cards.natural':
    'Een natural: meteen getoond. Hij wint, tenzij de bankier er ook een toont: dan wint de hoogste natural, en gelijke naturals spelen gelijk.',
  'banque.cards.seen': ({ hand, what }) => `${hand}: ${what}`,
  'banque.cards.seenNatural': 'toonde een natural en telt dus niet mee voor je beslissing',
  'banque.cards.seenStood': 'paste',
  'banque.cards.seenThird': ({ point }) => `trok een kaart van ${point}`,
  'banque.cards.prompt': ({ deadline, relative, fallback }) =>
    `Je beslissing, uiterlijk ${deadline} (${relative}). Zonder antwoord: ${fallback}.`,
  'banque.cards.bankerPrompt': ({ deadline, relative, draws, even }) =>
    `Je beslissing, uiterlijk ${deadline} (${relative}). Zonder antwoord ${draws ? 'trek je' : 'pas je'}: als je de inzetten op elk tableau afweegt tegen wat het toont, ${draws ? 'levert een kaart de bank meer op dan passen' : even ? 'levert een kaart de bank niet meer op dan passen' : 'doet de bank het met passen beter dan met een kaart'}.`,
  'banque.cards.forced': 'Bij dit totaal laat de regel je maar één keuze.',
  'banque.cards.wait': ({ name }) => `De ronde wacht op ${name}.`,
  'banque.fallback.draw': 'een kaart',
  'banque.fallback.stand': 'je past',

  'banque.result.title': ({ round }) => `Baccarat banque · ronde ${round}`,
  'banque.result.hands': 'De handen',
  'banque.result.hand': ({ hand, name, cards, total }) =>
    `${hand}${name === null ? '' : ` (${name})`}: ${cards} · **${total}**`,
  'banque.result.natural': 'natural',
  'banque.result.decisions': 'Beslissingen',
  'banque.decision.player': (p) => `${who(p)} ${did(p)} bij ${p.total}.`,
  'banque.decision.rule': (p) => `${who(p)} ${did(p)} bij ${p.total}, zoals de regel eist.`,
  'banque.decision.default': (p) =>
    `${who(p)} antwoordde niet bij ${p.total}: ${did(p)}, zoals de regel zegt.`,
  'banque.decision.byTheRule': (p) =>
    `${who(p)} speelt volgens de regel: ${p.action === 'draw' ? 'een kaart' : 'gepast'} bij ${p.total}.`,
  'banque.decision.bankerByTheRule': (p) =>
    `${who(p)} speelt volgens de regel: ${p.action === 'draw' ? 'een kaart' : 'gepast'} bij ${p.total}, volgens de inzetten op elk tableau (score ${p.score}).`,
  'banque.decision.bankerDefault': (p) =>
    `${who(p)} antwoordde niet bij ${p.total}: ${did(p)} volgens de standaardkeuze, die de inzetten op elk tableau weegt (score ${p.score}).`,
  'banque.decision.nobody': (p) =>
    `Niemand houdt ${p.hand === 'banker' ? 'de bank' : TABLEAU[p.hand]}: bij ${p.total} ${p.action === 'draw' ? 'trok het een kaart' : 'paste het'}, zoals de regel zegt.`,
  'banque.decision.satOut': (p) =>
    `${p.name} zat deze ronde uit: de regel speelde ${p.hand === 'banker' ? 'de bank' : TABLEAU[p.hand]}, dat bij ${p.total} ${p.action === 'draw' ? 'een kaart trok' : 'paste'}.`,
  'banque.decision.none': 'Geen beslissing: een natural besliste de ronde op twee kaarten.',
  'banque.result.outcomes': 'Tableaus',
  'banque.outcome.win': ({ tableau }) => `${sentence(TABLEAU[tableau])} verslaat de bank.`,
  'banque.outcome.lose': ({ tableau }) => `De bank verslaat ${TABLEAU[tableau]}.`,
  'banque.outcome.tie': ({ tableau }) =>
    `${sentence(TABLEAU[tableau])} speelt gelijk met de bank: inzetten terug.`,
  'banque.result.stakes': 'Inzetten',
  'banque.result.noStakes': 'Geen inzetten op de tableaus.',
  'banque.result.payout': ({ name, position, kind, accepted, returned }) =>
    `${name} · ${kind === 'banco' ? 'banco ' : ''}${position} ${chips(accepted)} → ${chips(returned)}`,
  'banque.result.punters': 'Spelers',
  'banque.result.punter': ({ name, outcome }) => `${name} → ${outcome}`,
  'banque.result.centre': 'Midden',
  'banque.centre.item': ({ name, amount, wasFrozen, fate }) =>
    `${name} · ${chips(amount)}${wasFrozen ? ' (bevroren)' : ''}: ${fate}`,
  'banque.centre.won': ({ cents }) => `gewonnen, ${chips(cents)} uitbetaald`,
  'banque.centre.lost': 'verloren aan de bank',
  'banque.centre.frozen': 'één tableau won, het andere verloor: helemaal bevroren',
  'banque.centre.halfWon': ({ cents, frozen }) =>
    `half gewonnen, ${chips(cents)} uitbetaald; ${chips(frozen)} ${chipsStay(frozen)} bevroren`,
  'banque.centre.halfLost': ({ lost, frozen }) =>
    `half verloren (${chips(lost)}); ${chips(frozen)} ${chipsStay(frozen)} bevroren`,
  'banque.centre.push': 'beide tableaus gelijk: terugbetaald',
  'banque.result.returned': 'Teruggegeven bij het sluiten van de inzetten',
  'banque.result.refund': ({ name, cents, why }) => `${name} · ${chips(cents)}: ${why}`,
  'banque.refund.trimmed': 'de bank dekte er maar een deel van',
  'banque.refund.cover-full': 'de bank kon niets meer dekken',
  'banque.refund.banco-called': 'banco nam alles wat de bank dekt',
  'banque.refund.banco-behind': 'een banco met voorrang werd aangenomen',
  'banque.refund.banco-void': 'de bank dekte minder dan het tafelminimum voor banco',
  'banque.refund.not-seated': 'alleen wie in een rij zit mag banco roepen',
  'banque.refund.not-your-side': 'wie de kaarten houdt mag alleen op zijn eigen tableau banco roepen',
  'banque.note.outbid': ({ cents }) =>
    `De veiling is voorbij en een ander bod kreeg de bank: je bod van ${chips(cents)} staat weer in je portemonnee.`,
  'banque.note.bidClosed': ({ cents }) =>
    `De tafel sloot voordat de veiling voorbij was: je bod van ${chips(cents)} staat weer in je portemonnee.`,
  'banque.note.closed': 'De inzetten zijn gesloten en de bank kon niet alles aannemen wat je had ingezet:',
  'banque.note.refund': ({ kind, position, cents, why }) =>
    `${kind === 'banco' ? 'Banco' : 'Inzet'} ${position}: ${chips(cents)} terug in je portemonnee (${why}).`,
  'banque.result.bank': 'De bank',
  'banque.result.bankerNet': ({ name, outcome }) => `${name} (bankier): ${outcome}`,
  'banque.result.commission': ({ rate, cents }) => `Commissie ${rate}: ${chips(cents)}`,
  'banque.result.bankAfter': ({ cents }) => `Bank na de ronde: **${chips(cents)}**`,
  'banque.result.next': 'Kaarten in de volgende ronde',
  'banque.result.holder': ({ hand, name }) => `${hand}: ${name}`,
  'banque.result.noHolder': ({ hand }) => `${hand}: niemand in de rij`,
  'banque.result.passed': ({ tableau, name }) =>
    `${sentence(TABLEAU[tableau])} verloor: de kaarten gaan naar ${name}.`,
  'banque.result.kept': ({ tableau, name, lost }) =>
    `${lost ? `${sentence(TABLEAU[tableau])} verloor, maar ${name} houdt de kaarten` : `${name} houdt de kaarten van ${TABLEAU[tableau]}`}: de hele eigen inzet ging terug bij het sluiten van de inzetten, dus speelde de regel het tableau.`,

  'banque.ended.title': 'De bank stopt',
  'banque.ended.retired': ({ name, cents }) => `${name} is gestopt: ${chips(cents)} terug naar de bankier.`,
  'banque.ended.broken': ({ name, cents }) =>
    `De bank van ${name} is gesprongen: ze dekt het tafelminimum niet meer. ${chips(cents)} terug naar de bankier.`,
  'banque.ended.idle': ({ name, cents }) =>
    `Drie keer op rij geen inzet: de bank van ${name} sluit, ${chips(cents)} terug naar de bankier.`,
  'banque.ended.shoe-ended': ({ name, cents }) =>
    `De shoe is op, en de bank van ${name} ook: ${chips(cents)} terug naar de bankier.`,
  'banque.ended.absent': ({ name, cents }) =>
    `${name} liet twee beslissingen na elkaar verlopen: de bank, ${chips(cents)}, gaat terug naar de bankier.`,
  'banque.ended.table-closed': ({ name, cents }) =>
    `De tafel is gesloten: de bank van ${name}, ${chips(cents)}, gaat terug naar de bankier.`,
  'banque.ended.frozen': ({ name, cents }) => `Bevroren in het midden, terug naar ${name}: ${chips(cents)}.`,
  'banque.ended.auction':
    'De veiling voor de volgende bank is open: druk op Bied op de bank of gebruik /banque bid.',

  'banque.settings.game': ({ count }) => `Baccarat banque · ${decks(count)}`,
  'banque.settings.options': 'Baccarat banque',
  'banque.settings.openBank': 'Open bank: geen maximale inzet.',
  'banque.settings.maxStake': 'De bankier stelt een maximale inzet in.',
  'banque.settings.bancoOn': 'Banco wordt gespeeld.',
  'banque.settings.bancoOff': 'Banco wordt niet gespeeld.',
  'banque.settings.tenure.shoe': 'Een bank duurt de rest van de shoe.',
  'banque.settings.tenure.session': 'Een bank duurt tot de bankier stopt of ze springt.',
  'banque.settings.auction': ({ seconds }) => `De veiling loopt ${seconds} s vanaf het eerste bod.`,

  'error.not-banque-table':
    'Dit zijn de instellingen van baccarat banque, en deze tafel speelt een ander spel. Kies het eerst met /table game.',
  'error.banque-no-cards':
    'Je houdt geen kaarten in deze ronde: alleen wie de kaarten van een tableau houdt en de bankier zien de hunne.',
  'error.side-on-banque': 'Deze tafel speelt baccarat banque: zet in op Rechts, Links of Midden.',
  'banque.chip.chosen': ({ cents }) =>
    `Fichewaarde gekozen: ${chips(cents)}. Druk op Rechts, Links of Midden om tegen de bank in te zetten.`,
  'banque.history.punter': 'Baccarat banque',
  'banque.history.banker': 'Baccarat banque, als bankhouder',

  // Weigeringen van de eigen zetten van het spel, per code (refusal.<code>).
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
  'banque.rules.basics.title': 'Baccarat banque: de basis',
  'banque.rules.basics': [
    'Aan deze tafel wordt **baccarat banque à deux tableaux** gespeeld: één speler houdt **de bank** de hele shoe lang en speelt tegen twee handen, het **rechter** en het **linker tableau**. Het huis deelt alleen en neemt commissie op de nettowinst van de bank.',
    '',
    '• **De bank** wordt geveild als er geen is: het hoogste bod krijgt haar (bij gelijke biedingen het eerste), en het bedrag staat in bewaring.',
    '• **Zet in** op rechts, links of **het midden** (beide tableaus tegelijk) met de knoppen of /bet. Ga in de rij van een tableau zitten om de kaarten te houden: de eerste zittende speler die op zijn kant inzette houdt ze, en geeft ze door als zijn tableau verliest. Gaat bij het sluiten van de inzetten zijn hele inzet terug, dan slaat hij die ronde over en houdt hij ze.',
    '• **Banco**: een zittende speler neemt in zijn eentje alles wat de bank dekt; de andere inzetten gaan terug.',
    '• Elk tableau wordt apart met de hand van de bank vergeleken: het wint, verliest of speelt gelijk.',
  ].join('\n'),
  'banque.rules.drawing.title': 'Wie trekt, en de keuze van de bankier',
  'banque.rules.drawing': [
    '• Een **natural** (8 of 9 met twee kaarten) wordt meteen getoond. Een natural van de bank beëindigt de ronde voor beide tableaus; een natural van een tableau beslist dat tableau.',
    '• **Wie de kaarten houdt**, eerst rechts en dan links: trekt op 0–4, past op 6–7 en **kiest op 5**; wie niet op tijd antwoordt, trekt. Een tableau zonder kaarthouder trekt op 5.',
    '• **De bankier is vrij**: hij mag op elk totaal trekken of passen, ook op 7. Van elk tableau weet hij alleen of het paste of welke derde kaart het nam. Antwoordt hij niet op tijd, dan beslist de bot voor hem door de inzetten op elk tableau dat nog speelt te wegen.',
    '• Ben je aan de beurt, dan krijg je je kaarten en je keuzes meteen privé. Met **Speel volgens de regel** speelt de bot je beslissingen volgens de regel, 2 s nadat je aan de beurt bent (jouer selon la règle).',
  ].join('\n'),
  'banque.rules.payouts.title': 'Uitbetalingen en het midden',
  'banque.rules.payouts': ({ commission }) =>
    [
      '• Een inzet op een tableau dat wint wordt **1 op 1** uitbetaald; verliest het, dan gaat hij naar de bank; bij gelijkspel komt hij terug.',
      '• Een inzet **in het midden** wint als beide tableaus winnen en verliest als beide verliezen. Wint het ene en verliest het andere, dan blijft hij **bevroren** tot de volgende ronde van dezelfde bank; speelt er één gelijk, dan wordt de helft afgerekend en blijft de andere helft bevroren. Eindigt de bank, dan gaan bevroren inzetten heel terug.',
      `• **Commissie**: ${commission} van de nettowinst van de bank per ronde.`,
    ].join('\n'),
  'banque.rules.limits.title': 'Limieten aan deze tafel',
  'banque.rules.limits': ({ min, max, bankMin, bankMax, openBank }) =>
    [
      openBank
        ? `• Inzetten: minstens **${chips(min)}**; een open bank kent geen maximum`
        : `• Inzetten: van **${chips(min)}** tot **${chips(max)}**; de bankier mag een lager maximum zetten`,
      bankMax === null
        ? `• De bank: minstens **${chips(bankMin)}**`
        : `• De bank: van **${chips(bankMin)}** tot **${chips(bankMax)}**`,
      '• De bank dekt alleen wat ze heeft: wat ze niet dekt, gaat terug als de inzetten sluiten.',
    ].join('\n'),
};
