/**
 * Baccarat banque à deux tableaux: comenzile, mesajul mesei, mesajele private, rezultatul și
 * sfârșitul băncii, cu termenii mesei: banca, tabloul din dreapta și din stânga, a sta, a cere
 * carte, a bate (a arăta un natural), în centru, înghețată; o lovitură e o rundă, ca la Punto Banco.
 */

import { agreeWithChips, countChips, countOf, sentenceStart } from '../../../discord/i18n/format.js';
import type { BanqueCatalog, BanqueDecisionParams, BanqueHandId } from './en.js';

const decks = countOf('ro', { one: 'pachet', few: 'pachete', other: 'de pachete' });
const chips = countChips('ro', { one: 'jeton', few: 'jetoane', other: 'de jetoane' });
const chipsFrozen = agreeWithChips('ro', { one: 'înghețat', other: 'înghețate' });
const chipsStayFrozen = agreeWithChips('ro', { one: 'rămâne înghețat', other: 'rămân înghețate' });
const chipsPaid = agreeWithChips('ro', { one: 'plătit', other: 'plătite' });
const chipsOut = agreeWithChips('ro', { one: 'scos', other: 'scoase' });
const HAND: Readonly<Record<BanqueHandId, string>> = { right: 'dreapta', left: 'stânga', banker: 'bancher' };
const TABLEAU = { right: 'tabloul din dreapta', left: 'tabloul din stânga' } as const;
/** What a player answered: he asked for a card, or stood. */
const did = ({ action }: BanqueDecisionParams) => (action === 'draw' ? 'a cerut carte' : 'a stat');
/** What the rule did for a hand nobody answered for: it was given a card, or stood. */
const ruled = ({ action }: BanqueDecisionParams) => (action === 'draw' ? 'a primit carte' : 'a stat');
const who = (p: BanqueDecisionParams) => `${p.name} (${HAND[p.hand]})`;
const sentence = (text: string) => sentenceStart('ro', text);

export const banque: BanqueCatalog = {
  'cmd.banque': 'Baccarat banque: banca, locul tău la un tablou, banco și cărțile tale',
  'cmd.banque.sit': 'Așază-te la coada șirului unui tablou (primul ține cărțile)',
  'cmd.banque.sit.side': 'Tabloul',
  'cmd.banque.side.right': 'Dreapta',
  'cmd.banque.side.left': 'Stânga',
  'cmd.banque.leave': 'Părăsește șirul (între runde)',
  'cmd.banque.bid': 'Licitează pentru bancă: cea mai mare ofertă o ține tot restul sabotului',
  'cmd.banque.bid.amount': 'Oferta ta, în jetoane',
  'cmd.banque.max-stake': 'Bancher: stabilește miza maximă (între runde)',
  'cmd.banque.max-stake.amount': 'Miza maximă, în jetoane',
  'cmd.banque.retire': 'Bancher: retrage-te între runde; banca se întoarce în portofel',
  'cmd.banque.banco': 'Banco: joacă tot ce acoperă banca, pe un tablou (doar jucătorii așezați)',
  'cmd.banque.banco.side': 'Tabloul pentru care joci',
  'cmd.banque.withdraw': 'Retrage mizele pe care banca nu le-a acceptat încă',
  'cmd.banque.cards': 'Vezi-ți cărțile în runda în curs (doar tu le vezi)',
  'cmd.banque.decide': 'Răspunde la decizia ta: carte sau stai',
  'cmd.bet.side.right': 'Dreapta (banque: o miză pe tabloul din dreapta)',
  'cmd.bet.side.left': 'Stânga (banque: o miză pe tabloul din stânga)',
  'cmd.bet.side.centre': 'În centru (banque: pe ambele tablouri deodată)',
  'cmd.table.game.value.banque': 'Baccarat banque',
  'cmd.table.banque': 'Baccarat banque: limitele băncii, comision, bancă deschisă, banco, durată, licitație',
  'cmd.table.banque.bank-min': 'Cea mai mică ofertă pentru bancă, în jetoane (0: 20 × minimul mesei)',
  'cmd.table.banque.bank-max': 'Cea mai mare ofertă pentru bancă, în jetoane (0: fără maxim)',
  'cmd.table.banque.commission': 'Comisionul casei din câștigul net al bancherului, în procente (0–5)',
  'cmd.table.banque.open-bank': 'Bancă deschisă: bancherul nu stabilește o miză maximă',
  'cmd.table.banque.banco': 'Dacă jucătorii așezați pot striga banco',
  'cmd.table.banque.tenure': 'Cât durează o bancă',
  'cmd.table.banque.tenure.shoe': 'Restul sabotului',
  'cmd.table.banque.tenure.session': 'Până se retrage bancherul sau banca sare',
  'cmd.table.banque.auction-seconds': 'Cât durează licitația de la prima ofertă (5–300 s)',
  'cmd.table.banque.on': 'Da',
  'cmd.table.banque.off': 'Nu',

  'banque.table.title': ({ round }) => `Baccarat banque · runda ${round}`,
  'banque.table.auction': ({ min }) =>
    `Nu există nicio bancă. Apasă Licitează pentru bancă sau folosește /banque bid, de la ${chips(min)}: cea mai mare ofertă ia banca.`,
  'banque.table.auctionCloses': ({ when }) => `Licitația se închide la ${when}.`,
  'banque.table.bids': 'Oferte pentru bancă',
  'banque.table.noBids': 'Nicio ofertă încă.',
  'banque.table.bank': ({ name, bank }) => `${name} ține banca: **${chips(bank)}**.`,
  'banque.table.maxStake': ({ max }) => `Miza maximă: **${chips(max)}**.`,
  'banque.table.openBank': 'Bancă deschisă: fără miză maximă.',
  'banque.table.covers': ({ cap, frozen }) =>
    frozen > 0
      ? `Banca acoperă ${chips(cap)}, din care ${chips(frozen)} ${chipsFrozen(frozen)} în centru.`
      : `Banca acoperă ${chips(cap)}.`,
  'banque.table.limits': ({ min, bankMin, bankMax, commission }) =>
    `Mize de la ${chips(min)} · banca ${bankMax === null ? `de la ${chips(bankMin)}` : `între ${chips(bankMin)} și ${chips(bankMax)}`} · comision ${commission}`,
  'banque.table.howTo':
    'Așază-te într-un șir ca să ții cărțile unui tablou. Oricine mizează în dreapta, în stânga sau în centru cu jetonul ales; jucătorii așezați pot striga banco. Cărțile le împarte bancherul sau oricine are o miză.',
  'banque.position.right': 'dreapta',
  'banque.position.left': 'stânga',
  'banque.position.centre': 'centru',
  'banque.at.right': 'în dreapta',
  'banque.at.left': 'în stânga',
  'banque.at.centre': 'în centru',
  'banque.hand.right': 'Dreapta',
  'banque.hand.left': 'Stânga',
  'banque.hand.banker': 'Bancher',
  'banque.table.queue': ({ tableau, count }) => `Tabloul din ${HAND[tableau]} · ${count}`,
  'banque.table.emptyQueue': 'Nimeni așezat: regula joacă acest tablou.',
  'banque.seat.holder': 'ține cărțile',
  'banque.seat.banco': 'banco',
  'banque.seat.absent': 'absent',
  'banque.seat.sittingOut': 'nu joacă runda aceasta: miza s-a întors',
  'banque.table.stakes': 'Mizele acestei runde',
  'banque.table.noStakes': 'Nicio miză încă.',
  'banque.table.stake': ({ name, position, amount }) => `${name} · ${position} ${chips(amount)}`,
  'banque.table.bancoCall': ({ name, side, amount }) => `${name} · banco ${side} ${chips(amount)}`,
  'banque.table.accepted': ({ name, position, accepted }) => `${name} · ${position} ${chips(accepted)}`,
  'banque.table.frozen': 'Înghețate în centru',
  'banque.table.frozenItem': ({ name, amount }) => `${name} · ${chips(amount)}`,
  'banque.table.natural': ({ total }) => `natural ${total}`,
  'banque.table.hand': ({ hand, name, cards }) => `${hand}${name === null ? '' : ` (${name})`}: ${cards}`,
  'banque.table.waiting': ({ name, hand, when }) =>
    `Decide ${name} (${HAND[hand]}), până la ${when}. Cărțile unei mâini le vede doar cine o ține: Cărțile mele.`,

  'banque.button.bid': 'Licitează pentru bancă',
  'banque.button.sitRight': 'Așază-te în dreapta',
  'banque.button.sitLeft': 'Așază-te în stânga',
  'banque.button.leave': 'Pleacă',
  'banque.button.right': 'Dreapta',
  'banque.button.left': 'Stânga',
  'banque.button.centre': 'În centru',
  'banque.stats.right': 'Tabloul din dreapta (banque)',
  'banque.stats.left': 'Tabloul din stânga (banque)',
  'banque.stats.centre': 'În centru, pe ambele tablouri (banque)',
  'banque.button.banco': 'Banco',
  'banque.button.withdraw': 'Retrage',
  'banque.button.cards': 'Cărțile mele',
  'banque.modal.title': 'Licitează pentru bancă',
  'banque.modal.amount': 'Oferta ta, în jetoane întregi',
  'banque.modal.range': ({ min, max }) =>
    max === null ? `${chips(min)} sau mai mult` : `între ${chips(min)} și ${chips(max)}`,

  'banque.done.bid': ({ amount, balance, when }) =>
    `Ai oferit ${chips(amount)} pentru bancă (${chipsOut(amount)} din portofel până se închide licitația ${when}). Sold: ${chips(balance)}.`,
  'banque.done.bankTaken': ({ bank }) => `Ții banca: ${chips(bank)}.`,
  'banque.done.sat': ({ side, place }) =>
    `Ești în șirul din ${side}, locul ${place}${place === 1 ? ': ții cărțile' : ''}.`,
  'banque.done.left': ({ side }) => `Ai părăsit șirul din ${side}.`,
  'banque.done.stake': ({ position, amount, balance }) =>
    `Miză ${position}: ${chips(amount)}. Sold: ${chips(balance)}. Ce nu acoperă banca se întoarce la închiderea mizelor.`,
  'banque.done.banco': ({ side, amount, balance }) =>
    `Banco ${side}: ${chips(amount)} în joc. Sold: ${chips(balance)}.`,
  'banque.done.withdrawn': ({ cents }) => `${chips(cents)} înapoi în portofel.`,
  'banque.done.maxStake': ({ max }) => `Miza maximă este acum ${chips(max)}.`,
  'banque.done.retired': ({ cents }) => `Te-ai retras: banca, ${chips(cents)}, e din nou în portofelul tău.`,
  'banque.done.nothing': 'Gata.',

  'banque.cards.title': ({ hand }) => `Cărțile tale (${hand === 'banker' ? 'bancher' : TABLEAU[hand]})`,
  'banque.cards.hand': ({ cards, total }) => `${cards} · total **${total}**`,
  'banque.cards.natural':
    'Un natural: bați imediat. Câștigă, afară de cazul în care bate și bancherul: atunci câștigă punctul mai mare, iar la puncte egale e egalitate.',
  'banque.cards.seen': ({ hand, what }) => `${hand}: ${what}`,
  'banque.cards.seenNatural': 'a bătut, deci nu contează pentru decizia ta',
  'banque.cards.seenStood': 'a stat',
  'banque.cards.seenThird': ({ point }) => `a luat o carte de ${point}`,
  'banque.cards.prompt': ({ deadline, relative, fallback }) =>
    `Decizia ta, până la ${deadline} (${relative}). Fără răspuns: ${fallback}.`,
  'banque.cards.bankerPrompt': ({ deadline, relative, draws, even }) =>
    `Decizia ta, până la ${deadline} (${relative}). Fără răspuns ${draws ? 'ceri carte' : 'stai'}: ținând seama de mizele de pe fiecare tablou și de ce arată fiecare, ${draws ? 'o carte aduce băncii mai mult decât dacă stai' : even ? 'o carte nu aduce băncii mai mult decât dacă stai' : 'băncii îi convine mai mult să stai decât să ceri carte'}.`,
  'banque.cards.forced': 'La acest total regula îți lasă o singură alegere.',
  'banque.cards.wait': ({ name }) => `Acum decide ${name}.`,
  'banque.fallback.draw': 'carte',
  'banque.fallback.stand': 'stai',

  'banque.result.title': ({ round }) => `Baccarat banque · runda ${round}`,
  'banque.result.hands': 'Mâinile',
  'banque.result.hand': ({ hand, name, cards, total }) =>
    `${hand}${name === null ? '' : ` (${name})`}: ${cards} · **${total}**`,
  'banque.result.natural': 'natural',
  'banque.result.decisions': 'Decizii',
  'banque.decision.player': (p) => `${who(p)} ${did(p)} la ${p.total}.`,
  'banque.decision.rule': (p) => `${who(p)} ${did(p)} la ${p.total}, cum prevede regula.`,
  'banque.decision.default': (p) =>
    `${who(p)} n-a răspuns la ${p.total}: ${ruled(p)} din oficiu, cum prevede regula.`,
  'banque.decision.byTheRule': (p) => `${who(p)} joacă după regulă: la ${p.total} ${ruled(p)}.`,
  'banque.decision.bankerByTheRule': (p) =>
    `${who(p)} joacă după regulă: la ${p.total} ${ruled(p)}, după mizele de pe fiecare tablou (scor ${p.score}).`,
  'banque.decision.bankerDefault': (p) =>
    `${who(p)} n-a răspuns la ${p.total}: ${ruled(p)} din oficiu, după mizele de pe fiecare tablou (scor ${p.score}).`,
  'banque.decision.nobody': (p) =>
    `Nimeni nu ține ${p.hand === 'banker' ? 'banca' : TABLEAU[p.hand]}: la ${p.total} ${ruled(p)}, cum prevede regula.`,
  'banque.decision.satOut': (p) =>
    `${p.name} n-a jucat runda aceasta: ${p.hand === 'banker' ? 'banca' : TABLEAU[p.hand]} l-a jucat regula, iar la ${p.total} ${ruled(p)}.`,
  'banque.decision.none': 'Nicio decizie: un natural a hotărât runda din două cărți.',
  'banque.result.outcomes': 'Tablouri',
  'banque.outcome.win': ({ tableau }) => `${sentence(TABLEAU[tableau])} bate banca.`,
  'banque.outcome.lose': ({ tableau }) => `Banca bate ${TABLEAU[tableau]}.`,
  'banque.outcome.tie': ({ tableau }) =>
    `${sentence(TABLEAU[tableau])} face egalitate cu banca: mizele se întorc.`,
  'banque.result.stakes': 'Mize',
  'banque.result.noStakes': 'Nicio miză pe tablouri.',
  'banque.result.payout': ({ name, position, kind, accepted, returned }) =>
    `${name} · ${kind === 'banco' ? 'banco ' : ''}${position} ${chips(accepted)} → ${chips(returned)}`,
  'banque.result.punters': 'Jucători',
  'banque.result.punter': ({ name, outcome }) => `${name} → ${outcome}`,
  'banque.result.centre': 'În centru',
  'banque.centre.item': ({ name, amount, wasFrozen, fate }) =>
    `${name} · ${chips(amount)}${wasFrozen ? ' (înghețată)' : ''}: ${fate}`,
  'banque.centre.won': ({ cents }) => `câștigată, ${chips(cents)} ${chipsPaid(cents)}`,
  'banque.centre.lost': 'pierdută în favoarea băncii',
  'banque.centre.frozen': 'un tablou a câștigat, celălalt a pierdut: înghețată întreagă',
  'banque.centre.halfWon': ({ cents, frozen }) =>
    `jumătate câștigată, ${chips(cents)} ${chipsPaid(cents)}; ${chips(frozen)} ${chipsStayFrozen(frozen)}`,
  'banque.centre.halfLost': ({ lost, frozen }) =>
    `jumătate pierdută (${chips(lost)}); ${chips(frozen)} ${chipsStayFrozen(frozen)}`,
  'banque.centre.push': 'ambele tablouri la egalitate: returnată',
  'banque.result.returned': 'Returnate la închiderea mizelor',
  'banque.result.refund': ({ name, cents, why }) => `${name} · ${chips(cents)}: ${why}`,
  'banque.refund.trimmed': 'banca a acoperit doar o parte',
  'banque.refund.cover-full': 'banca nu mai putea acoperi nimic',
  'banque.refund.banco-called': 'un banco a luat tot ce acoperă banca',
  'banque.refund.banco-behind': 'a fost acceptat un banco cu prioritate',
  'banque.refund.banco-void': 'banca acoperea mai puțin decât minimul mesei pentru banco',
  'banque.refund.not-seated': 'doar jucătorii așezați pot striga banco',
  'banque.refund.not-your-side': 'cine ține cărțile poate striga banco doar pe tabloul lui',
  'banque.note.outbid': ({ cents }) =>
    `Licitația s-a încheiat și banca a revenit altei oferte: oferta ta de ${chips(cents)} e din nou în portofel.`,
  'banque.note.bidClosed': ({ cents }) =>
    `Masa s-a închis înainte de sfârșitul licitației: oferta ta de ${chips(cents)} e din nou în portofel.`,
  'banque.note.closed': 'Nu se mai mizează, iar banca nu a putut accepta tot ce ai pus:',
  'banque.note.refund': ({ kind, position, cents, why }) =>
    `${kind === 'banco' ? 'Banco' : 'Miză'} ${position}: ${chips(cents)} înapoi în portofel (${why}).`,
  'banque.result.bank': 'Banca',
  'banque.result.bankerNet': ({ name, outcome }) => `${name} (bancher): ${outcome}`,
  'banque.result.commission': ({ rate, cents }) => `Comision ${rate}: ${chips(cents)}`,
  'banque.result.bankAfter': ({ cents }) => `Banca după rundă: **${chips(cents)}**`,
  'banque.result.next': 'Cărțile în runda următoare',
  'banque.result.holder': ({ hand, name }) => `${hand}: ${name}`,
  'banque.result.noHolder': ({ hand }) => `${hand}: nimeni așezat`,
  'banque.result.passed': ({ tableau, name }) =>
    `${sentence(TABLEAU[tableau])} a pierdut: cărțile trec la ${name}.`,
  'banque.result.kept': ({ tableau, name, lost }) =>
    `${lost ? `${sentence(TABLEAU[tableau])} a pierdut, dar cărțile rămân la ${name}` : `Cărțile tabloului din ${HAND[tableau]} rămân la ${name}`}: toată miza sa s-a întors la închiderea mizelor, așa că tabloul l-a jucat regula.`,

  'banque.ended.title': 'Banca se încheie',
  'banque.ended.retired': ({ name, cents }) => `${name} s-a retras: ${chips(cents)} înapoi la bancher.`,
  'banque.ended.broken': ({ name, cents }) =>
    `Banca ținută de ${name} a sărit: nu mai acoperă minimul mesei. ${chips(cents)} înapoi la bancher.`,
  'banque.ended.idle': ({ name, cents }) =>
    `De trei ori la rând nu s-a pus nicio miză: banca ținută de ${name} se închide, ${chips(cents)} înapoi la bancher.`,
  'banque.ended.shoe-ended': ({ name, cents }) =>
    `Sabotul s-a terminat, și odată cu el banca ținută de ${name}: ${chips(cents)} înapoi la bancher.`,
  'banque.ended.absent': ({ name, cents }) =>
    `${name} a lăsat două decizii la rând să expire: banca, ${chips(cents)}, se întoarce la bancher.`,
  'banque.ended.table-closed': ({ name, cents }) =>
    `Masa s-a închis: banca ținută de ${name}, ${chips(cents)}, se întoarce la bancher.`,
  'banque.ended.frozen': ({ name, cents }) =>
    `Înghețată în centru, returnată proprietarului, ${name}: ${chips(cents)}.`,
  'banque.ended.auction':
    'Licitația pentru banca următoare e deschisă: apasă Licitează pentru bancă sau folosește /banque bid.',

  'banque.settings.game': ({ count }) => `Baccarat banque · ${decks(count)}`,
  'banque.settings.options': 'Baccarat banque',
  'banque.settings.openBank': 'Bancă deschisă: fără miză maximă.',
  'banque.settings.maxStake': 'Bancherul stabilește o miză maximă.',
  'banque.settings.bancoOn': 'Se joacă banco.',
  'banque.settings.bancoOff': 'Nu se joacă banco.',
  'banque.settings.tenure.shoe': 'O bancă durează restul sabotului.',
  'banque.settings.tenure.session': 'O bancă durează până se retrage bancherul sau sare.',
  'banque.settings.auction': ({ seconds }) => `Licitația durează ${seconds} s de la prima ofertă.`,

  'error.not-banque-table':
    'Acestea sunt setările pentru baccarat banque, iar masa aceasta joacă alt joc. Schimbă-l întâi cu /table game.',
  'error.banque-no-cards':
    'Nu ții cărți în această rundă: doar cei care țin cărțile unui tablou și bancherul și le văd.',
  'error.side-on-banque': 'Această masă joacă baccarat banque: mizează pe Dreapta, pe Stânga sau În centru.',
  'banque.chip.chosen': ({ cents }) =>
    `Valoarea jetonului aleasă: ${chips(cents)}. Apasă Dreapta, Stânga sau În centru ca să mizezi contra băncii.`,
  'banque.history.punter': 'Baccarat banque',
  'banque.history.banker': 'Baccarat banque, ținând banca',

  // Refuzurile mutărilor proprii jocului, după cod (refusal.<cod>).
  'refusal.settings/invalid-auction-time': ({ min, max }) =>
    `Licitația pentru bancă durează între ${min} și ${max} secunde.`,
  'refusal.banque/unknown-side': 'Alege un tablou: dreapta sau stânga.',
  'refusal.banque/unknown-position': 'Mizează pe dreapta, pe stânga sau în centru.',
  'refusal.banque/already-seated':
    'Ești deja într-un șir. Ieși întâi din el ca să schimbi tabloul: un jucător stă la un singur tablou.',
  'refusal.banque/not-seated':
    'Nu ești în niciun șir. Așază-te întâi în dreapta sau în stânga: doar cei așezați țin cărțile sau strigă banco.',
  'refusal.banque/banker-cannot-play':
    'Tu ții banca: joci împotriva ambelor tablouri, deci nu te poți așeza, miza sau striga banco.',
  'refusal.banque/no-bank': 'Încă nu există o bancă: licitează pentru ea sau așteaptă să o ia cineva.',
  'refusal.banque/bank-running': 'O bancă este în joc: următoarea licitație începe când se încheie.',
  'refusal.banque/bid-below-min': ({ min }) => `Cea mai mică ofertă pentru bancă aici este ${chips(min)}.`,
  'refusal.banque/bid-above-max': ({ max }) => `Cea mai mare bancă aici este ${chips(max)}.`,
  'refusal.banque/bid-above-wallet': ({ balance }) => `Ai ${chips(balance)}: oferă cât poți pune.`,
  'refusal.banque/not-banker': 'Doar bancherul poate face asta.',
  'refusal.banque/open-bank': 'Aceasta este o bancă deschisă: bancherul nu fixează o miză maximă.',
  'refusal.banque/max-stake-out-of-range': ({ min, max }) =>
    `Miza maximă trebuie să fie între ${chips(min)} și ${chips(max)}.`,
  'refusal.banque/stake-below-min': ({ min }) => `Cea mai mică miză aici este ${chips(min)}.`,
  'refusal.banque/stake-above-max': ({ max }) =>
    `Miza maximă a bancherului este ${chips(max)}: mizează atât sau mai puțin.`,
  'refusal.banque/stake-above-bank': ({ max }) =>
    `Banca acoperă cel mult ${chips(max)} peste mizele înghețate în centru: mizează atât sau mai puțin.`,
  'refusal.banque/banco-off': 'La această masă nu se joacă banco.',
  'refusal.banque/banco-void': ({ min }) =>
    `Banco este nul: banca acoperă mai puțin de ${chips(min)} peste mizele înghețate în centru.`,
  'refusal.banque/already-banco': 'Ai strigat deja banco pentru această rundă.',
  'refusal.banque/nothing-to-withdraw': 'Nu ai nicio miză în așteptare: nu ai ce retrage.',
  'refusal.banque/in-play': 'Ești în runda în curs: așteaptă până se decontează.',
  'banque.rules.basics.title': 'Baccarat banque: pe scurt',
  'banque.rules.basics': [
    'La această masă se joacă **baccarat banque à deux tableaux**: un jucător ține **banca** tot sabotul și joacă împotriva a două mâini, **tabloul din dreapta** și cel **din stânga**. Casa doar împarte și ia un comision din câștigul net al băncii.',
    '',
    '• **Banca** se licitează când nu e niciuna: o ia oferta cea mai mare (la egalitate, cea dintâi), iar suma rămâne în depozit.',
    '• **Mizează** pe dreapta, pe stânga sau **în centru** (pe ambele tablouri deodată) cu butoanele sau /bet. Așază-te în șirul unui tablou ca să-i ții cărțile: le ține primul jucător așezat care a mizat pe partea lui și le dă mai departe când tabloul lui pierde. Dacă la închiderea mizelor i se întoarce toată miza, stă pe dinafară în runda aceasta și păstrează cărțile.',
    '• **Banco**: un jucător așezat joacă singur contra a tot ce acoperă banca; celelalte mize se întorc.',
    '• Fiecare tablou se compară singur cu mâna băncii: câștigă, pierde sau face egal.',
  ].join('\n'),
  'banque.rules.drawing.title': 'Cine cere carte și alegerea bancherului',
  'banque.rules.drawing': [
    '• Un **natural** (8 sau 9 din două cărți) se arată imediat. Naturalul băncii încheie runda pentru ambele tablouri; naturalul unui tablou decide acel tablou.',
    '• **Cine ține cărțile**, întâi dreapta, apoi stânga: cere carte la 0–4, stă la 6–7 și **alege la 5**; dacă nu răspunde la timp, cere carte. Un tablou fără jucător cere carte la 5.',
    '• **Bancherul e liber**: poate cere carte sau sta la orice total, chiar și la 7. Despre fiecare tablou știe doar dacă a stat sau ce a treia carte a luat. Dacă nu răspunde la timp, botul alege pentru el cântărind mizele de pe fiecare tablou încă în joc.',
    '• Când e rândul tău, cărțile și alegerile tale îți vin imediat în privat. Butonul **Joacă după regulă** îl lasă pe bot să-ți joace deciziile după regulă, la 2 s după ce îți vine rândul (jouer selon la règle).',
  ].join('\n'),
  'banque.rules.payouts.title': 'Plăți și centrul',
  'banque.rules.payouts': ({ commission }) =>
    [
      '• O miză pe un tablou care câștigă se plătește **1 la 1**; dacă pierde, merge la bancă; la egalitate se întoarce.',
      '• O miză **în centru** câștigă când câștigă ambele tablouri și pierde când pierd amândouă. Când unul câștigă și celălalt pierde, rămâne **înghețată** până la runda următoare a aceleiași bănci; când unul face egal, jumătate se decontează și cealaltă jumătate rămâne înghețată. Când banca se încheie, mizele înghețate se întorc întregi.',
      `• **Comision**: ${commission} din câștigul net al băncii la fiecare rundă.`,
    ].join('\n'),
  'banque.rules.limits.title': 'Limitele acestei mese',
  'banque.rules.limits': ({ min, max, bankMin, bankMax, openBank }) =>
    [
      openBank
        ? `• Mize: cel puțin **${chips(min)}**; o bancă deschisă nu are maxim`
        : `• Mize: de la **${chips(min)}** la **${chips(max)}**; bancherul poate stabili un maxim mai mic`,
      bankMax === null
        ? `• Banca: cel puțin **${chips(bankMin)}**`
        : `• Banca: de la **${chips(bankMin)}** la **${chips(bankMax)}**`,
      '• Banca acoperă doar cât are: ce nu acoperă se întoarce la închiderea mizelor.',
    ].join('\n'),
};
