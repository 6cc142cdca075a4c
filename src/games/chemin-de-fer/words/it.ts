/**
 * Chemin de fer: i comandi, il messaggio del tavolo, i messaggi privati e il risultato. I termini
 * francesi del tavolo (banco, banco suivi, avec la table, la banque passe, règle, égalité)
 * restano come sono.
 */

import { agreeWithChips, countChips, countOf, sentenceStart } from '../../../discord/i18n/format.js';
import type { CdfCatalog, DecisionParams } from './en.js';

const decks = countOf('it', { one: 'mazzo', other: 'mazzi' });
const chips = countChips('it', { one: 'gettone', other: 'gettoni' });
const chipsReturn = agreeWithChips('it', { one: 'torna', other: 'tornano' });
const chipsReturned = agreeWithChips('it', { one: 'restituito', other: 'restituiti' });
const chipsPut = agreeWithChips('it', { one: 'messo', other: 'messi' });
const ROLE = { punter: 'puntatore', banker: 'banchiere' } as const;
const at = ({ total, against }: DecisionParams) =>
  against === null ? `${total}` : `${total} contro un ${against}`;
/** What a player answered: he asked for a card, or said «sto» (the seeds' "stare"). */
const did = ({ action }: DecisionParams) => (action === 'draw' ? 'ha chiesto carta' : 'ha detto «sto»');
/** What the rule does for a hand nobody answers for: it takes a card, or stands. */
const ruled = ({ action }: DecisionParams) => (action === 'draw' ? 'prende carta' : 'sta');

export const cdf: CdfCatalog = {
  'cmd.chemin': 'Chemin de fer: il tuo posto, il banco e le tue puntate contro di esso',
  'cmd.chemin.sit': 'Siediti a questo tavolo di chemin de fer',
  'cmd.chemin.leave': 'Lascia il tuo posto',
  'cmd.chemin.bank': 'Apri il banco con il sabot che hai in mano',
  'cmd.chemin.bank.amount': 'Il banco, in gettoni',
  'cmd.chemin.pass': 'Passa il sabot, chiudi il tuo banco (la banque passe) o lascia andare la suite',
  'cmd.chemin.banco': 'Banco: sfida tutto il banco e gioca la mano',
  'cmd.chemin.avec': 'Avec la table: metà del banco, e giochi tu la mano',
  'cmd.chemin.withdraw': 'Ritira la tua puntata contro il banco',
  'cmd.chemin.cards': 'Guarda le tue carte nel colpo in corso (le vedi solo tu)',
  'cmd.chemin.decide': 'Rispondi alla tua decisione: carta, o stare',
  'cmd.chemin.decide.choice': 'Carta o stare',
  'cmd.chemin.decide.choice.draw': 'Carta',
  'cmd.chemin.decide.choice.stand': 'Stare',
  'cmd.bet.side.punter': 'Puntatore (chemin de fer: una puntata contro il banco)',
  'cmd.table.game': 'Scegli il gioco di questo tavolo',
  'cmd.table.game.value': 'Il gioco',
  'cmd.table.game.value.punto-banco': 'Punto Banco',
  'cmd.table.game.value.chemin-de-fer': 'Chemin de fer',
  'cmd.table.chemin-de-fer': 'Chemin de fer: limiti del banco, commissione e règle',
  'cmd.table.chemin-de-fer.bank-min': 'Il banco più piccolo, in gettoni (0: dieci volte la puntata minima)',
  'cmd.table.chemin-de-fer.bank-max': 'Il banco più grande, in gettoni (0: nessun massimo)',
  'cmd.table.chemin-de-fer.commission':
    'La commissione della casa sulle vincite del banchiere, in percentuale (da 0 a 5)',
  'cmd.table.chemin-de-fer.regle': 'La règle del banchiere',
  'cmd.table.chemin-de-fer.regle.scarne':
    'Règle del casinò: il banchiere sceglie con 3 contro un 9 e 5 contro un 4',
  'cmd.table.chemin-de-fer.regle.free': 'Libera: il banchiere sceglie in ogni casella',

  'cdf.table.title': ({ round }) => `Chemin de fer · colpo ${round}`,
  'cdf.table.empty':
    'Non è seduto nessuno. Siediti con il pulsante qui sotto o con /chemin sit: il primo posto riceve il sabot.',
  'cdf.table.offered': ({ name, min }) =>
    `Il sabot spetta a ${name}: apri un banco da ${chips(min)} in su, oppure passa.`,
  'cdf.table.bank': ({ name, bank }) => `${name} tiene il banco: **${chips(bank)}**.`,
  'cdf.table.howTo':
    'Banco sfida tutto il banco, Avec la table la metà; oppure punta il gettone scelto. Il banchiere, o chi ha puntato, dà le carte con Gioca.',
  'cdf.table.limits': ({ min, bankMin, bankMax, commission }) =>
    `Puntate da ${chips(min)} · banco ${bankMax === null ? `da ${chips(bankMin)}` : `da ${chips(bankMin)} a ${chips(bankMax)}`} · commissione ${commission}`,
  'cdf.table.regleFree': 'Règle libera: il banchiere sceglie in ogni casella.',
  'cdf.table.seats': ({ count }) => `Posti, nell’ordine in cui passa il sabot · ${count}`,
  'cdf.seat.holder': 'ha il sabot',
  'cdf.seat.banker': 'banchiere',
  'cdf.seat.suivi': 'banco suivi',
  'cdf.table.offers': 'Contro il banco, in ordine di priorità',
  'cdf.table.noOffers': 'Ancora nessuna puntata.',
  'cdf.kind.banco': 'banco',
  'cdf.kind.avec-la-table': 'avec la table',
  'cdf.kind.stake': 'puntata',
  'cdf.offer.accepted': ({ name, kind, offered }) => `${name} · ${kind} ${chips(offered)}`,
  'cdf.offer.trimmed': ({ name, kind, offered, accepted }) =>
    `${name} · ${kind} ${chips(offered)}, il banco ne copre ${chips(accepted)}`,
  'cdf.offer.out': ({ name, kind, offered }) => `${name} · ${kind} ${chips(offered)}, non coperta`,
  'cdf.table.cover': ({ cover, cap, bank }) =>
    `Coperti finora: **${chips(cover)}** dei ${chips(cap)} che il banco può coprire` +
    (cap === bank ? '' : ` (gettoni interi dei suoi ${chips(bank)})`),
  'cdf.table.hand': ({ name, by }) => `Gioca la mano: ${name} (${by})`,
  'cdf.table.handByRule': 'Gioca la mano: nessuno dei seduti, quindi la gioca la regola',
  'cdf.handBy.banco-suivi': 'banco suivi',
  'cdf.handBy.banco': 'banco',
  'cdf.handBy.avec-la-table': 'avec la table',
  'cdf.handBy.largest-stake': 'puntata più alta',
  'cdf.table.punterCards': ({ name, cards }) => `Puntatore (${name}): ${cards}`,
  'cdf.table.bankerCards': ({ name, cards }) => `Banchiere (${name}): ${cards}`,
  'cdf.table.waiting': ({ name, role, when }) =>
    `Si attende ${name} (${ROLE[role]}) fino alle ${when}. Le carte le vedono solo il puntatore e il banchiere: Le mie carte.`,

  'cdf.button.sit': 'Siediti',
  'cdf.button.leave': 'Alzati',
  'cdf.button.open': 'Apri il banco',
  'cdf.button.decline': 'Passa',
  'cdf.button.banco': 'Banco',
  'cdf.button.avec': 'Avec la table',
  'cdf.button.stake': 'Punta il gettone',
  'cdf.button.withdraw': 'Ritira',
  'cdf.button.passe': 'La banque passe',
  'cdf.button.cards': 'Le mie carte',
  'cdf.button.card': 'Carta',
  'cdf.button.draw': 'Carta',
  'cdf.button.stand': 'Sto',
  'cdf.modal.title': 'Apri il banco',
  'cdf.modal.amount': 'Banco, in gettoni interi',
  'cdf.modal.range': ({ min, max }) =>
    max === null ? `da ${chips(min)} in su` : `da ${chips(min)} a ${chips(max)}`,

  'cdf.done.sit': ({ seat }) => `Ti sei seduto: posto ${seat}.`,
  'cdf.done.leave': 'Hai lasciato il tuo posto.',
  'cdf.done.open': ({ bank, balance }) => `Hai aperto il banco con ${chips(bank)}. Saldo: ${chips(balance)}.`,
  'cdf.done.decline': ({ name }) => `Hai passato il sabot a ${name}.`,
  'cdf.done.passe': ({ cents }) =>
    `La banque passe: ${chips(cents)} ${chipsReturn(cents)} nel tuo portafoglio.`,
  'cdf.done.offer': ({ kind, amount, balance }) =>
    `${sentenceStart('it', kind)}: ${chips(amount)} contro il banco. Saldo: ${chips(balance)}.`,
  'cdf.done.withdraw': ({ cents }) => `La tua puntata di ${chips(cents)} è tornata nel portafoglio.`,
  'cdf.done.draw': 'Hai chiesto carta.',
  'cdf.done.stand': 'Hai detto «sto».',

  'cdf.cards.title': ({ role }) => `Le tue carte (${ROLE[role]})`,
  'cdf.cards.hand': ({ cards, total }) => `${cards} · totale **${total}**`,
  'cdf.cards.punterThird': ({ card }) => `Il puntatore ha preso una terza carta: ${card}.`,
  'cdf.cards.punterStood': 'Il puntatore sta.',
  'cdf.cards.prompt': ({ deadline, relative, fallback }) =>
    `La tua decisione, entro le ${deadline} (${relative}). Senza risposta: ${fallback}.`,
  'cdf.cards.forced': 'La regola ti lascia una sola scelta.',
  'cdf.cards.wait': ({ name }) => `Il colpo attende ${name}.`,
  'cdf.fallback.draw': 'carta',
  'cdf.fallback.stand': 'stai',

  'cdf.result.title': ({ round, outcome }) => `Colpo ${round} · ${outcome}`,
  'cdf.outcome.punter': ({ punter, banker }) => `Vince il puntatore, ${punter} a ${banker}`,
  'cdf.outcome.banker': ({ punter, banker }) => `Vince il banchiere, ${banker} a ${punter}`,
  'cdf.outcome.tie': ({ total }) => `Égalité, ${total} pari`,
  'cdf.result.punter': ({ total, natural }) => `Puntatore · ${natural ? `naturale ${total}` : total}`,
  'cdf.result.banker': ({ total, natural }) => `Banchiere · ${natural ? `naturale ${total}` : total}`,
  'cdf.result.natural': 'Un naturale alla distribuzione: nessuna terza carta.',
  'cdf.result.decisions': 'Decisioni',
  'cdf.decision.player': (p) => `${p.name} (${ROLE[p.role]}) aveva ${at(p)} e ${did(p)}, per scelta.`,
  'cdf.decision.rule': (p) => `${p.name} (${ROLE[p.role]}) aveva ${at(p)} e ${did(p)}: ${p.why}.`,
  'cdf.decision.default': (p) =>
    `${p.name} non ha risposto con ${at(p)}: ${ruled(p)} d’ufficio, come vuole la ${p.role === 'punter' ? 'regola' : 'règle'}.`,
  'cdf.decision.byTheRule': (p) =>
    `${p.name} gioca secondo la regola: con ${at(p)} ${p.action === 'draw' ? 'prende carta' : 'sta'}.`,
  'cdf.decision.nobody': (p) =>
    `Nessuno dei seduti gioca la mano: con ${p.total} ${ruled(p)}, come vuole la regola.`,
  'cdf.why.punter-draws-0-4': 'il puntatore chiede carta da 0 a 4',
  'cdf.why.punter-stands-6-7': 'il puntatore sta con 6 e 7',
  'cdf.why.banker-draws-0-5-punter-stood': 'se il puntatore sta, il banchiere chiede carta da 0 a 5',
  'cdf.why.banker-stands-6-7-punter-stood': 'se il puntatore sta, il banchiere sta con 6 e 7',
  'cdf.why.banker-draws-0-2': 'da 0 a 2 il banchiere chiede sempre carta',
  'cdf.why.banker-table-draws': 'la règle dice carta',
  'cdf.why.banker-table-stands': 'la règle dice di stare',
  'cdf.why.banker-stands-7': 'con 7 il banchiere sta sempre',
  'cdf.result.stakes': 'Puntate',
  'cdf.result.stake': ({ name, stake, outcome }) => `${name} · ${chips(stake)} → ${outcome}`,
  'cdf.result.returned': ({ name, cents, why }) =>
    `${name} · ${chips(cents)} ${chipsReturned(cents)}: ${why}`,
  'cdf.refund.trimmed': 'il banco ne copriva solo una parte',
  'cdf.refund.cover-full': 'il banco era già tutto coperto',
  'cdf.refund.banco-called': 'un giocatore ha chiamato banco per l’intera somma',
  'cdf.refund.not-seated': 'solo chi è seduto può chiamare banco o andare avec la table',
  'cdf.note.closed': 'Le puntate sono chiuse e il banco non ha potuto coprire tutto ciò che hai puntato:',
  'cdf.note.refund': ({ kind, cents, why }) =>
    `${sentenceStart('it', kind)}: ${chips(cents)} di nuovo nel tuo portafoglio (${why}).`,
  'cdf.result.bank': 'Il banco',
  'cdf.result.banker.line': ({ name, outcome }) => `${name} (banchiere) → ${outcome}`,
  'cdf.result.commission': ({ rate, cents }) => `Commissione ${rate}: ${chips(cents)}`,
  'cdf.result.bankAfter': ({ cents }) => `Banco dopo il colpo: **${chips(cents)}**`,
  'cdf.result.garage': ({ name, cents }) =>
    `Garage: ${chips(cents)} oltre il massimo ${chipsReturn(cents)} a ${name}`,
  'cdf.result.paidOut': ({ name, cents }) =>
    `Il banco ha pagato i giocatori; ${chips(cents)} ${chipsReturn(cents)} a ${name}.`,
  'cdf.result.next': 'Poi',
  'cdf.result.passes': ({ name }) => `Il sabot passa a ${name}.`,
  'cdf.result.keeps': ({ name }) => `${name} tiene il banco e il sabot.`,
  'cdf.result.passesOn': 'Il sabot passa al posto successivo.',
  'cdf.result.tie': 'Égalité: tutte le puntate tornano indietro; il banco resta com’era.',

  // The settings panel.
  'cdf.settings.game': ({ count }) => `Chemin de fer · ${decks(count)}`,
  'cdf.settings.options': 'Chemin de fer',
  'cdf.settings.suiteOff': 'La suite è disattivata.',

  // La suite and absent players.
  'cmd.chemin.suite': 'Prendi la suite: il banco appena passato, per la stessa somma',
  'cmd.table.chemin-de-fer.suite': 'La suite: un banco passato per scelta va prima offerto a chi è seduto',
  'cmd.table.chemin-de-fer.suite.on': 'Attiva',
  'cmd.table.chemin-de-fer.suite.off': 'Disattiva',
  'cdf.kind.suite': 'la suite',
  'cdf.table.suite': ({ name, bank, when }) =>
    `La suite: ${name} ha passato un banco di **${chips(bank)}**. Chi è seduto può rilevarlo per la stessa somma fino alle ${when}; il primo in ordine di priorità che lo fa tiene il banco.`,
  'cdf.table.suiteOn': 'La suite è attiva: un banco passato per scelta va prima offerto a chi è seduto.',
  'cdf.table.suiteClaims': 'La suite, chiesta da',
  'cdf.seat.absent': 'assente',
  'cdf.button.suite': 'Prendi la suite',
  'cdf.button.nosuite': 'No, grazie',
  'cdf.done.suiteClaim': ({ bank, balance }) =>
    `Hai chiesto la suite: ${chips(bank)} ${chipsPut(bank)} sul tavolo. Saldo: ${chips(balance)}. Il primo in ordine di priorità prende il banco; gli altri riavranno i gettoni.`,
  'cdf.done.suiteTaken': ({ bank }) => `Hai preso la suite: tieni tu il banco di ${chips(bank)}.`,
  'cdf.done.suiteDeclined': 'Lasci andare la suite.',
  'cdf.result.absent': ({ name }) =>
    `${name} ha lasciato scadere due decisioni di fila ed è segnato assente: il banco torna al banchiere.`,

  'error.not-cdf-table':
    'Queste sono impostazioni dello chemin de fer, ma a questo tavolo si gioca un altro gioco. Cambialo prima con /table game.',
  'error.cdf-no-cards':
    'Non hai carte in questo colpo: solo il puntatore che gioca la mano e il banchiere vedono le proprie.',
  'error.side-on-cdf':
    'A questo tavolo si gioca a chemin de fer: punta contro il banco su Puntatore, oppure usa /chemin banco o /chemin avec.',
  'cdf.chip.chosen': ({ cents }) =>
    `Valore del gettone scelto: ${chips(cents)}. Premi Punta il gettone per puntare contro il banco; Banco punta l'intero banco.`,
  'cdf.history.punter': 'Chemin de fer',
  'cdf.history.banker': 'Chemin de fer, tenendo il banco',
  'cdf.history.stake': 'contro il banco',
  'cdf.stats.punter': 'Contro il banco (chemin de fer)',

  // Rifiuti delle mosse proprie del gioco, per codice (refusal.<codice>).
  'refusal.cdf/not-seated':
    'Prima siediti: solo chi è seduto tiene il sabot, chiama banco o va avec la table.',
  'refusal.cdf/already-seated': 'Hai già un posto a questo tavolo.',
  'refusal.cdf/not-your-turn': 'Il sabot ora è a un altro giocatore.',
  'refusal.cdf/no-bank': 'Nessun banco è ancora aperto: aspetta che chi tiene il sabot ne apra uno.',
  'refusal.cdf/bank-open': 'Il banco è già aperto.',
  'refusal.cdf/banker-cannot-bet': 'Tieni tu il banco: non puoi puntare contro di esso.',
  'refusal.cdf/banco-taken': 'Un giocatore prima di te ha già chiamato banco.',
  'refusal.cdf/already-offered': "Hai già un'offerta su questo banco. Ritirala prima per cambiarla.",
  'refusal.cdf/no-offer': 'Non hai offerte su questo banco.',
  'refusal.cdf/in-play': 'I tuoi gettoni sono nel colpo in gioco: potrai alzarti quando sarà saldato.',
  'refusal.cdf/bank-below-min': ({ min }) => `Il banco più piccolo qui è ${chips(min)}.`,
  'refusal.cdf/bank-above-max': ({ max }) => `Il banco più grande qui è ${chips(max)}.`,
  'refusal.cdf/bank-above-wallet': ({ balance }) => `Hai ${chips(balance)}: apri un banco che puoi coprire.`,
  'refusal.cdf/stake-below-min': ({ min }) => `La puntata minima contro il banco è ${chips(min)}.`,
  'refusal.cdf/stake-above-bank': ({ max }) =>
    `Il banco copre al massimo ${chips(max)}: punta quella cifra o meno.`,
  'cdf.rules.basics.title': 'Chemin de fer: le regole',
  'cdf.rules.basics': ({ suite }) =>
    [
      'A questo tavolo si gioca a **chemin de fer**: i giocatori tengono il banco a turno. Il **sabot** fa il giro dei posti, e chi lo ha può aprire un **banco**, che resta in deposito, o passarlo. La casa si limita a distribuire e trattiene una commissione sulle vincite del banco.',
      '',
      '• Contro il banco, in ordine di priorità dalla destra del banchiere: **banco suivi** (chi ha appena perso contro questo banco), **banco** (tutto il banco, da solo), **avec la table** (metà del banco), poi le puntate dei posti e di chi sta dietro, finché il banco copre.',
      '• Solo chi è seduto può dire banco, andare avec la table o tenere le carte: le tiene chi ha detto banco, altrimenti la puntata seduta più alta.',
      '• **Vince il banco**: il banchiere tiene banco e sabot. **Vince il puntatore**: il sabot passa al posto successivo. **Égalité**: le puntate tornano indietro e il banchiere continua.',
      suite
        ? '• Tra un colpo e l’altro il banchiere può dire **la banque passe**; lo stesso banco è offerto prima ai posti come **la suite**, poi il sabot passa.'
        : '• Tra un colpo e l’altro il banchiere può dire **la banque passe**: il banco torna a lui e il sabot al posto successivo.',
    ].join('\n'),
  'cdf.rules.drawing.title': 'Chi prende carta, e le scelte del banco',
  'cdf.rules.drawing': ({ free }) =>
    [
      '• Chi ha un **naturale** (8 o 9 con due carte) lo batte subito, e nessuno prende carta.',
      '• **Il puntatore** prende carta con 0–4, sta con 6–7 e **sceglie con 5**; se non risponde in tempo, prende carta.',
      free
        ? '• **Il banco** gioca la **règle libera**: sceglie con ogni punto. Se non risponde in tempo, il bot prende carta per lui dove in media conviene.'
        : '• **Il banco** segue la **règle**: la tabella del Punto Banco, ma sceglie con 3 contro una terza carta 9 e con 5 contro un 4. Se non risponde in tempo, prende carta.',
      '• Quando tocca a te, le tue carte e le tue scelte ti arrivano subito in privato. Il pulsante **Gioca secondo la regola** fa giocare al bot le tue decisioni secondo la regola, 2 s dopo che tocca a te (jouer selon la règle).',
    ].join('\n'),
  'cdf.rules.payouts.title': 'Pagamenti',
  'cdf.rules.payouts': ({ commission }) =>
    [
      '• Se vince il puntatore, il banco paga **1 a 1**; con un’égalité tutte le puntate tornano indietro.',
      `• Se vince il banco, le puntate vanno al banco meno una **commissione** del ${commission}.`,
      '• È in gioco solo ciò che il banco ha accettato, **la copertura**: il resto di una puntata torna indietro alla chiusura.',
    ].join('\n'),
  'cdf.rules.limits.title': 'I limiti di questo tavolo',
  'cdf.rules.limits': ({ min, bankMin, bankMax }) =>
    [
      `• Puntata minima: **${chips(min)}**; la massima è quanto copre il banco`,
      bankMax === null
        ? `• Un banco: almeno **${chips(bankMin)}**`
        : `• Un banco: da **${chips(bankMin)}** a **${chips(bankMax)}**; ciò che vince oltre il massimo torna al banchiere`,
    ].join('\n'),
};
