/**
 * Chemin de fer: comenzile, mesajul mesei, mesajele private și rezultatul. Termenii francezi ai
 * mesei (banco, banco suivi, avec la table, la banque passe, règle, égalité) rămân ca atare.
 */

import { agreeWithChips, countChips, countOf, sentenceStart } from '../../../discord/i18n/format.js';
import type { CdfCatalog, DecisionParams } from './en.js';

const decks = countOf('ro', { one: 'pachet', few: 'pachete', other: 'de pachete' });
const chips = countChips('ro', { one: 'jeton', few: 'jetoane', other: 'de jetoane' });
const chipsCameBack = agreeWithChips('ro', { one: 's-a întors', other: 's-au întors' });
const chipsReturned = agreeWithChips('ro', { one: 'returnat', other: 'returnate' });
const chipsGoBack = agreeWithChips('ro', { one: 'se întoarce', other: 'se întorc' });
const chipsPut = agreeWithChips('ro', { one: 'pus', other: 'puse' });
const ROLE = { punter: 'jucător', banker: 'bancher' } as const;
const at = ({ total, against }: DecisionParams) =>
  against === null ? `${total}` : `${total} contra unui ${against}`;
const did = ({ action }: DecisionParams) => (action === 'draw' ? 'a cerut carte' : 'a stat');

export const cdf: CdfCatalog = {
  'cmd.chemin': 'Chemin de fer: locul tău, banca și mizele tale împotriva ei',
  'cmd.chemin.sit': 'Ia loc la această masă de chemin de fer',
  'cmd.chemin.leave': 'Pleacă de la masă',
  'cmd.chemin.bank': 'Deschide banca cu sabotul pe care îl ții',
  'cmd.chemin.bank.amount': 'Banca, în jetoane',
  'cmd.chemin.pass': 'Dă sabotul mai departe, încheie-ți banca (la banque passe) sau lasă la suite',
  'cmd.chemin.banco': 'Banco: iei toată banca asupra ta și joci mâna',
  'cmd.chemin.avec': 'Avec la table: jumătate din bancă, și tu joci mâna',
  'cmd.chemin.withdraw': 'Retrage-ți miza împotriva băncii',
  'cmd.chemin.cards': 'Vezi-ți cărțile în runda în curs (doar tu le vezi)',
  'cmd.chemin.decide': 'Răspunde la decizia ta: carte sau stai',
  'cmd.chemin.decide.choice': 'Carte sau stai',
  'cmd.chemin.decide.choice.draw': 'Carte',
  'cmd.chemin.decide.choice.stand': 'Stai',
  'cmd.bet.side.punter': 'Jucător contra băncii (chemin de fer)',
  'cmd.table.game': 'Alege jocul acestei mese',
  'cmd.table.game.value': 'Jocul',
  'cmd.table.game.value.punto-banco': 'Punto Banco',
  'cmd.table.game.value.chemin-de-fer': 'Chemin de fer',
  'cmd.table.chemin-de-fer': 'Chemin de fer: limitele băncii, comisionul și règle',
  'cmd.table.chemin-de-fer.bank-min': 'Cea mai mică bancă, în jetoane (0: de zece ori miza minimă)',
  'cmd.table.chemin-de-fer.bank-max': 'Cea mai mare bancă, în jetoane (0: fără maxim)',
  'cmd.table.chemin-de-fer.commission':
    'Comisionul casei din câștigurile bancherului, în procente (de la 0 la 5)',
  'cmd.table.chemin-de-fer.regle': 'Règle-ul bancherului',
  'cmd.table.chemin-de-fer.regle.scarne':
    'Règle de cazinou: bancherul alege la 3 contra unui 9 și la 5 contra unui 4',
  'cmd.table.chemin-de-fer.regle.free': 'Liber: bancherul alege în fiecare căsuță',

  'cdf.table.title': ({ round }) => `Chemin de fer · runda ${round}`,
  'cdf.table.empty':
    'Nu stă nimeni la masă. Ia loc cu butonul de mai jos sau cu /chemin sit: primul loc primește sabotul.',
  'cdf.table.offered': ({ name, min }) =>
    `Sabotul trece la ${name}: deschide o bancă de cel puțin ${chips(min)} sau dă-l mai departe.`,
  'cdf.table.bank': ({ name, bank }) => `${name} ține banca: **${chips(bank)}**.`,
  'cdf.table.howTo':
    'Banco joacă împotriva întregii bănci, Avec la table împotriva jumătății; sau mizează jetonul ales. Bancherul sau oricine are o miză poate împărți cărțile.',
  'cdf.table.limits': ({ min, bankMin, bankMax, commission }) =>
    `Mize de la ${chips(min)} · banca ${bankMax === null ? `de la ${chips(bankMin)}` : `de la ${chips(bankMin)} la ${chips(bankMax)}`} · comision ${commission}`,
  'cdf.table.regleFree': 'Règle liber: bancherul alege în fiecare căsuță.',
  'cdf.table.seats': ({ count }) => `Locuri, în ordinea în care trece sabotul · ${count}`,
  'cdf.seat.holder': 'ține sabotul',
  'cdf.seat.banker': 'bancher',
  'cdf.seat.suivi': 'banco suivi',
  'cdf.table.offers': 'Contra băncii, în ordinea priorității',
  'cdf.table.noOffers': 'Încă nicio miză.',
  'cdf.kind.banco': 'banco',
  'cdf.kind.avec-la-table': 'avec la table',
  'cdf.kind.stake': 'miză',
  'cdf.offer.accepted': ({ name, kind, offered }) => `${name} · ${kind} ${chips(offered)}`,
  'cdf.offer.trimmed': ({ name, kind, offered, accepted }) =>
    `${name} · ${kind} ${chips(offered)}, banca acoperă ${chips(accepted)}`,
  'cdf.offer.out': ({ name, kind, offered }) => `${name} · ${kind} ${chips(offered)}, neacoperită`,
  'cdf.table.cover': ({ cover, cap, bank }) =>
    `Acoperit până acum: **${chips(cover)}** din ${chips(cap)} pe care banca le poate acoperi` +
    (cap === bank ? '' : ` (jetoane întregi din cele ${chips(bank)} ale ei)`),
  'cdf.table.hand': ({ name, by }) => `Joacă mâna: ${name} (${by})`,
  'cdf.table.handByRule': 'Joacă mâna: nimeni de la masă, așa că o joacă regula',
  'cdf.handBy.banco-suivi': 'banco suivi',
  'cdf.handBy.banco': 'banco',
  'cdf.handBy.avec-la-table': 'avec la table',
  'cdf.handBy.largest-stake': 'cea mai mare miză',
  'cdf.table.punterCards': ({ name, cards }) => `Jucător (${name}): ${cards}`,
  'cdf.table.bankerCards': ({ name, cards }) => `Bancher (${name}): ${cards}`,
  'cdf.table.waiting': ({ name, role, when }) =>
    `Decide ${name} (${ROLE[role]}), până la ${when}. Doar jucătorul și bancherul își văd cărțile: Cărțile mele.`,

  'cdf.button.sit': 'Ia loc',
  'cdf.button.leave': 'Pleacă',
  'cdf.button.open': 'Deschide banca',
  'cdf.button.decline': 'Dă mai departe',
  'cdf.button.banco': 'Banco',
  'cdf.button.avec': 'Avec la table',
  'cdf.button.stake': 'Mizează jetonul',
  'cdf.button.withdraw': 'Retrage',
  'cdf.button.passe': 'La banque passe',
  'cdf.button.cards': 'Cărțile mele',
  'cdf.button.card': 'Carte',
  'cdf.button.draw': 'Carte',
  'cdf.button.stand': 'Stau',
  'cdf.modal.title': 'Deschide banca',
  'cdf.modal.amount': 'Banca, în jetoane întregi',
  'cdf.modal.range': ({ min, max }) =>
    max === null ? `cel puțin ${chips(min)}` : `de la ${chips(min)} la ${chips(max)}`,

  'cdf.done.sit': ({ seat }) => `Ai luat loc: locul ${seat}.`,
  'cdf.done.leave': 'Ai plecat de la masă.',
  'cdf.done.open': ({ bank, balance }) => `Ai deschis banca cu ${chips(bank)}. Sold: ${chips(balance)}.`,
  'cdf.done.decline': ({ name }) => `Ai dat sabotul mai departe; acum este la ${name}.`,
  'cdf.done.passe': ({ cents }) =>
    `La banque passe: ${chips(cents)} ${chipsCameBack(cents)} în portofelul tău.`,
  'cdf.done.offer': ({ kind, amount, balance }) =>
    `${sentenceStart('ro', kind)}: ${chips(amount)} contra băncii. Sold: ${chips(balance)}.`,
  'cdf.done.withdraw': ({ cents }) => `Miza ta de ${chips(cents)} s-a întors în portofel.`,
  'cdf.done.draw': 'Ai cerut carte.',
  'cdf.done.stand': 'Ai stat.',

  'cdf.cards.title': ({ role }) => `Cărțile tale (${ROLE[role]})`,
  'cdf.cards.hand': ({ cards, total }) => `${cards} · total **${total}**`,
  'cdf.cards.punterThird': ({ card }) => `Jucătorul a luat a treia carte: ${card}.`,
  'cdf.cards.punterStood': 'Jucătorul a stat.',
  'cdf.cards.prompt': ({ deadline, relative, fallback }) =>
    `Decizia ta, până la ${deadline} (${relative}). Fără răspuns: ${fallback}.`,
  'cdf.cards.forced': 'Regula îți lasă o singură alegere.',
  'cdf.cards.wait': ({ name }) => `Acum decide ${name}.`,
  'cdf.fallback.draw': 'carte',
  'cdf.fallback.stand': 'stai',

  'cdf.result.title': ({ round, outcome }) => `Runda ${round} · ${outcome}`,
  'cdf.outcome.punter': ({ punter, banker }) => `Câștigă jucătorul, ${punter} la ${banker}`,
  'cdf.outcome.banker': ({ punter, banker }) => `Câștigă bancherul, ${banker} la ${punter}`,
  'cdf.outcome.tie': ({ total }) => `Égalité, ${total} la ${total}`,
  'cdf.result.punter': ({ total, natural }) => `Jucător · ${natural ? `natural ${total}` : total}`,
  'cdf.result.banker': ({ total, natural }) => `Bancher · ${natural ? `natural ${total}` : total}`,
  'cdf.result.natural': 'Un natural la împărțire: nicio a treia carte.',
  'cdf.result.decisions': 'Decizii',
  'cdf.decision.player': (p) => `${p.name} (${ROLE[p.role]}) avea ${at(p)} și ${did(p)}, din alegere.`,
  'cdf.decision.rule': (p) => `${p.name} (${ROLE[p.role]}) avea ${at(p)} și ${did(p)}: ${p.why}.`,
  'cdf.decision.default': (p) =>
    `${p.name} nu a răspuns la ${at(p)}: ${p.action === 'draw' ? 'a primit carte' : 'a stat'} din oficiu, cum spune ${p.role === 'punter' ? 'regula' : 'règle-ul'}.`,
  'cdf.decision.byTheRule': (p) =>
    `${p.name} joacă după regulă: la ${at(p)} ${p.action === 'draw' ? 'a primit carte' : 'a stat'}.`,
  'cdf.decision.nobody': (p) =>
    `Nimeni de la masă nu joacă mâna: la ${p.total} ${p.action === 'draw' ? 'a primit carte' : 'a stat'}, cum spune regula.`,
  'cdf.why.punter-draws-0-4': 'jucătorul cere carte de la 0 la 4',
  'cdf.why.punter-stands-6-7': 'jucătorul stă la 6 și 7',
  'cdf.why.banker-draws-0-5-punter-stood': 'când jucătorul stă, bancherul cere carte de la 0 la 5',
  'cdf.why.banker-stands-6-7-punter-stood': 'când jucătorul stă, bancherul stă la 6 și 7',
  'cdf.why.banker-draws-0-2': 'de la 0 la 2 bancherul cere mereu carte',
  'cdf.why.banker-table-draws': 'règle-ul spune carte',
  'cdf.why.banker-table-stands': 'règle-ul spune să stea',
  'cdf.why.banker-stands-7': 'la 7 bancherul stă mereu',
  'cdf.result.stakes': 'Mize',
  'cdf.result.stake': ({ name, stake, outcome }) => `${name} · ${chips(stake)} → ${outcome}`,
  'cdf.result.returned': ({ name, cents, why }) =>
    `${name} · ${chips(cents)} ${chipsReturned(cents)}: ${why}`,
  'cdf.refund.trimmed': 'banca acoperea doar o parte',
  'cdf.refund.cover-full': 'banca era deja acoperită în întregime',
  'cdf.refund.banco-called': 'un banco a luat toată banca',
  'cdf.refund.not-seated': 'doar cine stă la masă poate striga banco sau merge avec la table',
  'cdf.note.closed': 'Nu se mai mizează, iar banca nu a putut acoperi tot ce ai pus:',
  'cdf.note.refund': ({ kind, cents, why }) =>
    `${sentenceStart('ro', kind)}: ${chips(cents)} înapoi în portofel (${why}).`,
  'cdf.result.bank': 'Banca',
  'cdf.result.banker.line': ({ name, outcome }) => `${name} (bancher) → ${outcome}`,
  'cdf.result.commission': ({ rate, cents }) => `Comision ${rate}: ${chips(cents)}`,
  'cdf.result.bankAfter': ({ cents }) => `Banca după rundă: **${chips(cents)}**`,
  'cdf.result.garage': ({ name, cents }) =>
    `Garaj: ${chips(cents)} peste maxim ${chipsGoBack(cents)} la ${name}`,
  'cdf.result.paidOut': ({ name, cents }) =>
    `Banca i-a plătit pe jucători; ${chips(cents)} ${chipsGoBack(cents)} la ${name}.`,
  'cdf.result.next': 'Mai departe',
  'cdf.result.passes': ({ name }) => `Sabotul trece la ${name}.`,
  'cdf.result.keeps': ({ name }) => `${name} păstrează banca și sabotul.`,
  'cdf.result.passesOn': 'Sabotul trece la locul următor.',
  'cdf.result.tie': 'Égalité: toate mizele se întorc; banca rămâne cum era.',

  // The settings panel.
  'cdf.settings.game': ({ count }) => `Chemin de fer · ${decks(count)}`,
  'cdf.settings.options': 'Chemin de fer',
  'cdf.settings.suiteOff': 'La suite e oprită.',

  // La suite and absent players.
  'cmd.chemin.suite': 'Ia la suite: banca tocmai dată mai departe, pentru aceeași sumă',
  'cmd.table.chemin-de-fer.suite': 'La suite: o bancă cedată din alegere e oferită întâi celor de la masă',
  'cmd.table.chemin-de-fer.suite.on': 'Pornit',
  'cmd.table.chemin-de-fer.suite.off': 'Oprit',
  'cdf.kind.suite': 'la suite',
  'cdf.table.suite': ({ name, bank, when }) =>
    `La suite: ${name} a cedat o bancă de **${chips(bank)}**. Cei de la masă o pot prelua pentru aceeași sumă până la ${when}; primul în ordinea priorității care o ia ține banca.`,
  'cdf.table.suiteOn': 'La suite e pornită: o bancă cedată din alegere e oferită întâi celor de la masă.',
  'cdf.table.suiteClaims': 'La suite, cerută de',
  'cdf.seat.absent': 'absent',
  'cdf.button.suite': 'Ia la suite',
  'cdf.button.nosuite': 'Nu, mulțumesc',
  'cdf.done.suiteClaim': ({ bank, balance }) =>
    `Ai cerut la suite: ${chips(bank)} ${chipsPut(bank)} pe masă. Sold: ${chips(balance)}. Primul în ordinea priorității ia banca; ceilalți își primesc jetoanele înapoi.`,
  'cdf.done.suiteTaken': ({ bank }) => `Ai luat la suite: tu ții banca de ${chips(bank)}.`,
  'cdf.done.suiteDeclined': 'Lași la suite să treacă.',
  'cdf.result.absent': ({ name }) =>
    `${name} a lăsat două decizii la rând să expire și e trecut absent: banca se întoarce la bancher.`,

  'error.not-cdf-table':
    'Acestea sunt setări de chemin de fer, iar masa aceasta joacă alt joc. Schimbă-l mai întâi cu /table game.',
  'error.cdf-no-cards':
    'Nu ai cărți în această rundă: doar jucătorul care joacă mâna și bancherul își văd cărțile.',
  'error.side-on-cdf':
    'Masa aceasta joacă chemin de fer: mizează pe Jucător contra băncii sau folosește /chemin banco ori /chemin avec.',
  'cdf.chip.chosen': ({ cents }) =>
    `Valoarea jetonului aleasă: ${chips(cents)}. Apasă Mizează jetonul ca să mizezi contra băncii; Banco mizează toată banca.`,
  'cdf.history.punter': 'Chemin de fer',
  'cdf.history.banker': 'Chemin de fer, ținând banca',
  'cdf.history.stake': 'contra băncii',
  'cdf.stats.punter': 'Contra băncii (chemin de fer)',

  // Refuzurile mutărilor proprii jocului, după cod (refusal.<cod>).
  'refusal.cdf/not-seated':
    'Ia loc mai întâi: doar jucătorii așezați țin sabotul, strigă banco sau merg avec la table.',
  'refusal.cdf/already-seated': 'Ai deja un loc la această masă.',
  'refusal.cdf/not-your-turn': 'Sabotul este acum la alt jucător.',
  'refusal.cdf/no-bank':
    'Nu este încă nicio bancă deschisă: așteaptă ca cel care ține sabotul să deschidă una.',
  'refusal.cdf/bank-open': 'Banca este deja deschisă.',
  'refusal.cdf/banker-cannot-bet': 'Tu ții banca: nu poți miza împotriva ei.',
  'refusal.cdf/banco-taken': 'Un jucător înaintea ta a strigat deja banco.',
  'refusal.cdf/already-offered': 'Ai deja o ofertă pe această bancă. Retrage-o mai întâi ca s-o schimbi.',
  'refusal.cdf/no-offer': 'Nu ai nicio ofertă pe această bancă.',
  'refusal.cdf/in-play': 'Jetoanele tale sunt în runda în curs: poți pleca după ce se decontează.',
  'refusal.cdf/bank-below-min': ({ min }) => `Cea mai mică bancă aici este ${chips(min)}.`,
  'refusal.cdf/bank-above-max': ({ max }) => `Cea mai mare bancă aici este ${chips(max)}.`,
  'refusal.cdf/bank-above-wallet': ({ balance }) =>
    `Ai ${chips(balance)}: deschide o bancă pe care o poți acoperi.`,
  'refusal.cdf/stake-below-min': ({ min }) => `Cea mai mică miză împotriva băncii este ${chips(min)}.`,
  'refusal.cdf/stake-above-bank': ({ max }) =>
    `Banca acoperă cel mult ${chips(max)}: mizează atât sau mai puțin.`,
  'cdf.rules.basics.title': 'Chemin de fer: pe scurt',
  'cdf.rules.basics': ({ suite }) =>
    [
      'La această masă se joacă **chemin de fer**: jucătorii țin banca pe rând. **Sabotul** trece pe la fiecare loc, iar cine îl are poate deschide o **bancă**, ținută în depozit, sau îl poate da mai departe. Casa doar împarte și ia un comision din câștigurile băncii.',
      '',
      '• Împotriva băncii, în ordinea priorității de la dreapta bancherului: **banco suivi** (cine tocmai a pierdut în fața acestei bănci), **banco** (toată banca, singur), **avec la table** (jumătate din bancă), apoi mizele locurilor și ale celor din spate, cât acoperă banca.',
      '• Doar jucătorii așezați spun banco, merg avec la table sau țin cărțile: le ține cine a spus banco, altfel cea mai mare miză de la masă.',
      '• **Câștigă banca**: bancherul păstrează banca și sabotul. **Câștigă jucătorul**: sabotul trece la locul următor. **Égalité**: mizele se întorc și bancherul continuă.',
      suite
        ? '• Între runde bancherul poate spune **la banque passe**; aceeași bancă e oferită întâi locurilor ca **la suite**, apoi sabotul trece mai departe.'
        : '• Între runde bancherul poate spune **la banque passe**: banca se întoarce la el, iar sabotul la locul următor.',
    ].join('\n'),
  'cdf.rules.drawing.title': 'Cine cere carte și alegerile bancherului',
  'cdf.rules.drawing': ({ free }) =>
    [
      '• Un **natural** (8 sau 9 din două cărți) se arată imediat și nimeni nu mai cere carte.',
      '• **Jucătorul** cere carte la 0–4, stă la 6–7 și **alege la 5**; dacă nu răspunde la timp, cere carte.',
      free
        ? '• **Bancherul** joacă **règle-ul liber**: alege la orice total. Dacă nu răspunde la timp, botul cere carte pentru el acolo unde, în medie, merită.'
        : '• **Bancherul** urmează **règle-ul**: tabelul de la Punto Banco, dar alege la 3 contra unei a treia cărți 9 și la 5 contra unui 4. Dacă nu răspunde la timp, cere carte.',
      '• Când e rândul tău, cărțile și alegerile tale îți vin imediat în privat. Butonul **Joacă după regulă** îl lasă pe bot să-ți joace deciziile după regulă, la 2 s după ce îți vine rândul (jouer selon la règle).',
    ].join('\n'),
  'cdf.rules.payouts.title': 'Plăți',
  'cdf.rules.payouts': ({ commission }) =>
    [
      '• Dacă jucătorul câștigă, banca plătește **1 la 1**; la égalité toate mizele se întorc.',
      `• Dacă bancherul câștigă, mizele merg la bancă minus un **comision** de ${commission}.`,
      '• În joc e doar ce a acceptat banca, **acoperirea**: restul unei mize se întoarce la închiderea mizelor.',
    ].join('\n'),
  'cdf.rules.limits.title': 'Limitele acestei mese',
  'cdf.rules.limits': ({ min, bankMin, bankMax }) =>
    [
      `• Miza minimă: **${chips(min)}**; cea maximă e cât acoperă banca`,
      bankMax === null
        ? `• O bancă: cel puțin **${chips(bankMin)}**`
        : `• O bancă: de la **${chips(bankMin)}** la **${chips(bankMax)}**; ce câștigă peste maxim se întoarce la bancher`,
    ].join('\n'),
};
