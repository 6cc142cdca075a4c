/**
 * Baccarat banque à deux tableaux: comenzile, mesajul mesei, mesajele private, rezultatul și
 * sfârșitul băncii, cu termenii mesei: banca, tablou, a sta, a cere carte, a bate, în
 * centru, înghețată.
 */
import type { BanqueCatalog, BanqueDecisionParams } from '../en/index.js';
import { countChips, countOf } from '../format.js';

const decks = countOf('ro', { one: 'pachet', few: 'pachete', other: 'de pachete' });
const chips = countChips('ro', { one: 'jeton', few: 'jetoane', other: 'de jetoane' });
const did = ({ action }: BanqueDecisionParams) => (action === 'draw' ? 'a cerut carte' : 'a stat');

export const banque: BanqueCatalog = {
  'cmd.banque': 'Baccarat banque: banca, locul tău la un tablou, banco și cărțile tale',
  'cmd.banque.sit': 'Așază-te la coada șirului unui tablou (primul ține cărțile)',
  'cmd.banque.sit.side': 'Tabloul',
  'cmd.banque.side.right': 'Dreapta',
  'cmd.banque.side.left': 'Stânga',
  'cmd.banque.leave': 'Părăsește șirul (între lovituri)',
  'cmd.banque.bid': 'Licitează pentru bancă: cea mai mare ofertă o ia pentru sabot',
  'cmd.banque.bid.amount': 'Oferta ta, în jetoane',
  'cmd.banque.max-stake': 'Bancher: stabilește miza maximă (între lovituri)',
  'cmd.banque.max-stake.amount': 'Miza maximă, în jetoane',
  'cmd.banque.retire': 'Bancher: retrage-te între lovituri; banca se întoarce în portofel',
  'cmd.banque.banco': 'Banco: joacă tot ce acoperă banca, pe un tablou (doar jucătorii așezați)',
  'cmd.banque.banco.side': 'Tabloul pentru care joci',
  'cmd.banque.withdraw': 'Retrage mizele pe care banca nu le-a acceptat încă',
  'cmd.banque.cards': 'Vezi-ți cărțile în lovitura în curs (doar tu le vezi)',
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

  'banque.table.title': ({ round }) => `Baccarat banque · lovitura ${round}`,
  'banque.table.auction': ({ min }) =>
    `Nu rulează nicio bancă. Licitează cu Licitează sau /banque bid, de la ${chips(min)}: cea mai mare ofertă ia banca.`,
  'banque.table.auctionCloses': ({ when }) => `Licitația se închide ${when}.`,
  'banque.table.bids': 'Oferte pentru bancă',
  'banque.table.noBids': 'Nicio ofertă încă.',
  'banque.table.bank': ({ name, bank }) => `${name} ține banca: **${chips(bank)}**.`,
  'banque.table.maxStake': ({ max }) => `Miza maximă: **${chips(max)}**.`,
  'banque.table.openBank': 'Bancă deschisă: fără miză maximă.',
  'banque.table.covers': ({ cap, frozen }) =>
    frozen > 0
      ? `Banca acoperă ${chips(cap)}, din care ${chips(frozen)} înghețate în centru.`
      : `Banca acoperă ${chips(cap)}.`,
  'banque.table.limits': ({ min, bankMin, bankMax, commission }) =>
    `Mize de la ${chips(min)} · banca ${bankMax === null ? `de la ${chips(bankMin)}` : `între ${chips(bankMin)} și ${chips(bankMax)}`} · comision ${commission}`,
  'banque.table.howTo':
    'Așază-te într-un șir ca să ții cărțile unui tablou. Oricine mizează în dreapta, în stânga sau în centru cu jetonul ales; jucătorii așezați pot striga banco. Împarte bancherul sau cine are o miză.',
  'banque.position.right': 'dreapta',
  'banque.position.left': 'stânga',
  'banque.position.centre': 'centru',
  'banque.hand.right': 'Dreapta',
  'banque.hand.left': 'Stânga',
  'banque.hand.banker': 'Bancher',
  'banque.table.queue': ({ side, count }) => `Tabloul ${side} · ${count}`,
  'banque.table.emptyQueue': 'Nimeni așezat: regula joacă acest tablou.',
  'banque.seat.holder': 'ține cărțile',
  'banque.seat.banco': 'banco',
  'banque.seat.absent': 'absent',
  'banque.table.stakes': 'Mizele acestei lovituri',
  'banque.table.noStakes': 'Nicio miză încă.',
  'banque.table.stake': ({ name, position, amount }) => `${name} · ${position} ${chips(amount)}`,
  'banque.table.bancoCall': ({ name, side, amount }) => `${name} · banco ${side} ${chips(amount)}`,
  'banque.table.accepted': ({ name, position, accepted }) => `${name} · ${position} ${chips(accepted)}`,
  'banque.table.frozen': 'Înghețate în centru',
  'banque.table.frozenItem': ({ name, amount }) => `${name} · ${chips(amount)}`,
  'banque.table.cards': 'Cărțile',
  'banque.table.hand': ({ hand, name, cards }) => `${hand}${name === null ? '' : ` (${name})`}: ${cards}`,
  'banque.table.waiting': ({ name, hand, when }) =>
    `Se așteaptă ${name} (${hand}) până la ${when}. Cărțile unei mâini le vede doar cine o ține: Cărțile mele.`,

  'banque.button.bid': 'Licitează pentru bancă',
  'banque.button.sitRight': 'Stai în dreapta',
  'banque.button.sitLeft': 'Stai în stânga',
  'banque.button.leave': 'Pleacă',
  'banque.button.right': 'Dreapta',
  'banque.button.left': 'Stânga',
  'banque.button.centre': 'În centru',
  'banque.button.banco': 'Banco',
  'banque.button.withdraw': 'Retrage',
  'banque.button.cards': 'Cărțile mele',
  'banque.modal.title': 'Licitează pentru bancă',
  'banque.modal.amount': 'Oferta ta, în jetoane întregi',
  'banque.modal.range': ({ min, max }) =>
    max === null ? `${chips(min)} sau mai mult` : `între ${chips(min)} și ${chips(max)}`,

  'banque.done.bid': ({ amount, balance, when }) =>
    `Ai oferit ${chips(amount)} pentru bancă (scoase din portofel până se închide licitația ${when}). Sold: ${chips(balance)}.`,
  'banque.done.bankTaken': ({ bank }) => `Ții banca: ${chips(bank)}.`,
  'banque.done.sat': ({ side, place }) =>
    `Stai în șirul din ${side}, locul ${place}${place === 1 ? ': ții cărțile' : ''}.`,
  'banque.done.left': ({ side }) => `Ai părăsit șirul din ${side}.`,
  'banque.done.stake': ({ position, amount, balance }) =>
    `Miză ${position}: ${chips(amount)}. Sold: ${chips(balance)}. Ce nu acoperă banca se întoarce la împărțire.`,
  'banque.done.banco': ({ side, amount, balance }) =>
    `Banco ${side}: ${chips(amount)} în joc. Sold: ${chips(balance)}.`,
  'banque.done.withdrawn': ({ cents }) => `${chips(cents)} înapoi în portofel.`,
  'banque.done.maxStake': ({ max }) => `Miza maximă este acum ${chips(max)}.`,
  'banque.done.retired': ({ cents }) => `Te-ai retras: banca, ${chips(cents)}, e din nou în portofelul tău.`,
  'banque.done.nothing': 'Gata.',

  'banque.cards.title': ({ hand }) => `Cărțile tale (${hand})`,
  'banque.cards.hand': ({ cards, total }) => `${cards} · total **${total}**`,
  'banque.cards.natural': 'Un natural: arătat imediat. Câștigă, dacă bancherul nu are un natural mai mare.',
  'banque.cards.seen': ({ hand, what }) => `${hand}: ${what}`,
  'banque.cards.seenNatural': 'un natural, în afara deciziei tale',
  'banque.cards.seenStood': 'a stat',
  'banque.cards.seenThird': ({ point }) => `a luat o carte de ${point}`,
  'banque.cards.score': ({ score, fallback }) =>
    `Regula implicită cântărește mizele: scor ${score}, deci fără răspuns: ${fallback}.`,
  'banque.cards.prompt': ({ deadline, relative, fallback }) =>
    `Decizia ta, până la ${deadline} (${relative}). Fără răspuns: ${fallback}.`,
  'banque.cards.forced': 'La acest total regula îți lasă o singură alegere.',
  'banque.cards.wait': ({ name }) => `Lovitura îl așteaptă pe ${name}.`,
  'banque.fallback.draw': 'carte',
  'banque.fallback.stand': 'stai',

  'banque.result.title': ({ round }) => `Baccarat banque · lovitura ${round}`,
  'banque.result.hands': 'Mâinile',
  'banque.result.hand': ({ hand, name, cards, total }) =>
    `${hand}${name === null ? '' : ` (${name})`}: ${cards} · **${total}**`,
  'banque.result.natural': 'natural',
  'banque.result.decisions': 'Decizii',
  'banque.decision.player': (p) => `${p.name} (${p.hand}) ${did(p)} la ${p.total}.`,
  'banque.decision.rule': (p) => `${p.name} (${p.hand}) ${did(p)} la ${p.total}, cum cere regula.`,
  'banque.decision.default': (p) =>
    `${p.name} (${p.hand}) n-a răspuns la ${p.total}: ${did(p)}, cum spune regula.`,
  'banque.decision.bankerDefault': (p) =>
    `${p.name} (bancher) n-a răspuns la ${p.total}: ${did(p)}, cum spune scorul implicit (${p.score}).`,
  'banque.decision.nobody': (p) => `Nimeni nu ține ${p.hand}: regula ${did(p)} la ${p.total}.`,
  'banque.decision.none': 'Nicio decizie: un natural a hotărât lovitura din două cărți.',
  'banque.result.outcomes': 'Tablouri',
  'banque.outcome.win': ({ hand }) => `${hand} bate banca.`,
  'banque.outcome.lose': ({ hand }) => `Banca bate ${hand}.`,
  'banque.outcome.tie': ({ hand }) => `${hand} egal cu banca: mizele înapoi.`,
  'banque.result.stakes': 'Mize',
  'banque.result.noStakes': 'Nicio miză pe tablouri.',
  'banque.result.payout': ({ name, position, kind, accepted, returned }) =>
    `${name} · ${kind === 'banco' ? 'banco ' : ''}${position} ${chips(accepted)} → ${chips(returned)}`,
  'banque.result.centre': 'În centru',
  'banque.centre.item': ({ name, amount, wasFrozen, fate }) =>
    `${name} · ${chips(amount)}${wasFrozen ? ' (înghețată)' : ''}: ${fate}`,
  'banque.centre.won': ({ cents }) => `câștigată, ${chips(cents)} plătite`,
  'banque.centre.lost': 'pierdută în favoarea băncii',
  'banque.centre.frozen': 'un tablou a câștigat, celălalt a pierdut: înghețată întreagă',
  'banque.centre.halfWon': ({ cents, frozen }) =>
    `jumătate câștigată, ${chips(cents)} plătite; ${chips(frozen)} rămâne înghețată`,
  'banque.centre.halfLost': ({ lost, frozen }) =>
    `jumătate pierdută (${chips(lost)}); ${chips(frozen)} rămâne înghețată`,
  'banque.centre.push': 'ambele tablouri egale: returnată',
  'banque.result.returned': 'Returnate la închiderea mizelor',
  'banque.result.refund': ({ name, cents, why }) => `${name} · ${chips(cents)}: ${why}`,
  'banque.refund.trimmed': 'banca a acoperit doar o parte',
  'banque.refund.cover-full': 'banca nu mai putea acoperi nimic',
  'banque.refund.banco-called': 'banco a luat tot ce acoperă banca',
  'banque.refund.banco-behind': 'a fost acceptat un banco cu prioritate',
  'banque.refund.banco-void': 'banca acoperea mai puțin decât minimul mesei pentru banco',
  'banque.refund.not-seated': 'doar jucătorii așezați pot striga banco',
  'banque.refund.not-your-side': 'cine ține cărțile poate striga banco doar pe tabloul lui',
  'banque.note.closed': 'Pariurile s-au închis, iar banca nu a putut accepta tot ce ai pus:',
  'banque.note.refund': ({ kind, position, cents, why }) =>
    `${kind === 'banco' ? 'Banco' : 'Miză'} ${position}: ${chips(cents)} înapoi în portofel (${why}).`,
  'banque.result.bank': 'Banca',
  'banque.result.bankerNet': ({ name, net }) => `${name} (bancher): **${net}**`,
  'banque.result.commission': ({ rate, cents }) => `Comision ${rate}: ${chips(cents)}`,
  'banque.result.bankAfter': ({ cents }) => `Banca după lovitură: **${chips(cents)}**`,
  'banque.result.next': 'Cărțile la lovitura următoare',
  'banque.result.holder': ({ hand, name }) => `${hand}: ${name}`,
  'banque.result.noHolder': ({ hand }) => `${hand}: nimeni așezat`,
  'banque.result.passed': ({ hand, name }) => `${hand} a pierdut: cărțile trec la ${name}.`,

  'banque.ended.title': 'Banca se încheie',
  'banque.ended.retired': ({ name, cents }) => `${name} s-a retras: ${chips(cents)} înapoi la bancher.`,
  'banque.ended.broken': ({ name, cents }) =>
    `Banca ținută de ${name} a sărit: nu mai acoperă minimul mesei. ${chips(cents)} înapoi la bancher.`,
  'banque.ended.idle': ({ name, cents }) =>
    `Trei runde de mize fără nicio miză: banca ținută de ${name} se închide, ${chips(cents)} înapoi la bancher.`,
  'banque.ended.shoe-ended': ({ name, cents }) =>
    `Sabotul s-a terminat, și odată cu el banca ținută de ${name}: ${chips(cents)} înapoi la bancher.`,
  'banque.ended.absent': ({ name, cents }) =>
    `${name} a lăsat două decizii la rând să expire: banca, ${chips(cents)}, se întoarce la bancher.`,
  'banque.ended.table-closed': ({ name, cents }) =>
    `Masa s-a închis: banca ținută de ${name}, ${chips(cents)}, se întoarce la bancher.`,
  'banque.ended.frozen': ({ name, cents }) =>
    `Înghețată în centru, returnată proprietarului, ${name}: ${chips(cents)}.`,
  'banque.ended.auction':
    'Licitația pentru banca următoare e deschisă: Licitează pentru bancă, sau /banque bid.',

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
    'Nu ții cărți în această lovitură: doar cei care țin cărțile unui tablou și bancherul și le văd.',
  'error.banque-side-elsewhere':
    'Dreapta, stânga și centru țin de baccarat banque: mizează pe părțile acestei mese.',
  'error.side-on-banque':
    'Această masă joacă baccarat banque: mizează cu partea Dreapta, Stânga sau În centru.',
};
