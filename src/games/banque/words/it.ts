/**
 * Baccarat banque à deux tableaux: i comandi, il messaggio del tavolo, i messaggi privati, il
 * risultato e la fine del banco, con i termini del tavolo: banco, tableau di destra e di
 * sinistra, stare («sto»), carta, battere (mostrare un naturale), al centro, congelata.
 */

import { agreeWithChips, countChips, countOf, sentenceStart } from '../../../discord/i18n/format.js';
import type { BanqueCatalog, BanqueDecisionParams, BanqueHandId } from './en.js';

const decks = countOf('it', { one: 'mazzo', other: 'mazzi' });
const chips = countChips('it', { one: 'gettone', other: 'gettoni' });
const chipsReturn = agreeWithChips('it', { one: 'torna', other: 'tornano' });
const chipsPaid = agreeWithChips('it', { one: 'pagato', other: 'pagati' });
const chipsFrozen = agreeWithChips('it', { one: 'congelato', other: 'congelati' });
const chipsStayFrozen = agreeWithChips('it', { one: 'resta congelato', other: 'restano congelati' });
const HAND: Readonly<Record<BanqueHandId, string>> = {
  right: 'destra',
  left: 'sinistra',
  banker: 'banchiere',
};
const TABLEAU = { right: 'il tableau di destra', left: 'il tableau di sinistra' } as const;
/** What a player answered: he asked for a card, or said «sto». */
const did = ({ action }: BanqueDecisionParams) => (action === 'draw' ? 'ha chiesto carta' : 'ha detto «sto»');
/** What the rule does for a hand nobody answers for: it takes a card, or stands. */
const ruled = ({ action }: BanqueDecisionParams) => (action === 'draw' ? 'prende carta' : 'sta');
const sentence = (text: string) => sentenceStart('it', text);
const who = (p: BanqueDecisionParams) => `${p.name} (${HAND[p.hand]})`;

export const banque: BanqueCatalog = {
  'cmd.banque': 'Baccarat banque: il banco, il tuo posto a un tableau, banco e le tue carte',
  'cmd.banque.sit': 'Mettiti in fondo alla fila di un tableau (il primo tiene le carte)',
  'cmd.banque.sit.side': 'Il tableau',
  'cmd.banque.side.right': 'Destra',
  'cmd.banque.side.left': 'Sinistra',
  'cmd.banque.leave': 'Lascia la tua fila (tra un colpo e l’altro)',
  'cmd.banque.bid': 'Offri per il banco: l’offerta più alta lo tiene per il resto del sabot',
  'cmd.banque.bid.amount': 'La tua offerta, in gettoni',
  'cmd.banque.max-stake': 'Banchiere: fissa la puntata massima (tra un colpo e l’altro)',
  'cmd.banque.max-stake.amount': 'La puntata massima, in gettoni',
  'cmd.banque.retire': 'Banchiere: ritirati tra un colpo e l’altro; il banco torna nel tuo portafoglio',
  'cmd.banque.banco': 'Banco: sfida tutto ciò che il banco copre, su un tableau (giocatori seduti)',
  'cmd.banque.banco.side': 'Il tableau per cui giochi',
  'cmd.banque.withdraw': 'Riprendi le puntate non ancora accettate dal banco',
  'cmd.banque.cards': 'Guarda le tue carte nel colpo in corso (solo tu le vedi)',
  'cmd.banque.decide': 'Rispondi alla tua decisione: carta, o stare',
  'cmd.bet.side.right': 'Destra (banque: una puntata sul tableau di destra)',
  'cmd.bet.side.left': 'Sinistra (banque: una puntata sul tableau di sinistra)',
  'cmd.bet.side.centre': 'Al centro (banque: su entrambi i tableaux insieme)',
  'cmd.table.game.value.banque': 'Baccarat banque',
  'cmd.table.banque': 'Baccarat banque: limiti del banco, commissione, banco aperto, banco, durata, asta',
  'cmd.table.banque.bank-min': 'L’offerta minima per il banco, in gettoni (0: 20 × il minimo del tavolo)',
  'cmd.table.banque.bank-max': 'L’offerta massima per il banco, in gettoni (0: nessun massimo)',
  'cmd.table.banque.commission':
    'La commissione della casa sulla vincita netta del banchiere, in % (da 0 a 5)',
  'cmd.table.banque.open-bank': 'Banco aperto: il banchiere non fissa una puntata massima',
  'cmd.table.banque.banco': 'Se i giocatori seduti possono chiamare banco',
  'cmd.table.banque.tenure': 'Quanto dura un banco',
  'cmd.table.banque.tenure.shoe': 'Il resto del sabot',
  'cmd.table.banque.tenure.session': 'Finché il banchiere non si ritira o il banco non salta',
  'cmd.table.banque.auction-seconds': 'Quanto dura l’asta dalla prima offerta (da 5 a 300 s)',
  'cmd.table.banque.on': 'Sì',
  'cmd.table.banque.off': 'No',

  'banque.table.title': ({ round }) => `Baccarat banque · colpo ${round}`,
  'banque.table.auction': ({ min }) =>
    `Nessuno tiene il banco. Premi Offri per il banco o usa /banque bid, da ${chips(min)}: l’offerta più alta prende il banco.`,
  'banque.table.auctionCloses': ({ when }) => `L’asta si chiude alle ${when}.`,
  'banque.table.bids': 'Offerte per il banco',
  'banque.table.noBids': 'Ancora nessuna offerta.',
  'banque.table.bank': ({ name, bank }) => `${name} tiene il banco: **${chips(bank)}**.`,
  'banque.table.maxStake': ({ max }) => `Puntata massima: **${chips(max)}**.`,
  'banque.table.openBank': 'Banco aperto: nessuna puntata massima.',
  'banque.table.covers': ({ cap, frozen }) =>
    frozen > 0
      ? `Il banco copre ${chips(cap)}, di cui ${chips(frozen)} ${chipsFrozen(frozen)} al centro.`
      : `Il banco copre ${chips(cap)}.`,
  'banque.table.limits': ({ min, bankMin, bankMax, commission }) =>
    `Puntate da ${chips(min)} · banco ${bankMax === null ? `da ${chips(bankMin)}` : `da ${chips(bankMin)} a ${chips(bankMax)}`} · commissione ${commission}`,
  'banque.table.howTo':
    'Siediti in una fila per tenere le carte di un tableau. Chiunque punta a destra, a sinistra o al centro con il gettone scelto; i giocatori seduti possono chiamare banco. Il banchiere, o chi ha puntato, dà le carte con Gioca.',
  'banque.position.right': 'destra',
  'banque.position.left': 'sinistra',
  'banque.position.centre': 'centro',
  'banque.at.right': 'a destra',
  'banque.at.left': 'a sinistra',
  'banque.at.centre': 'al centro',
  'banque.hand.right': 'Destra',
  'banque.hand.left': 'Sinistra',
  'banque.hand.banker': 'Banchiere',
  'banque.table.queue': ({ tableau, count }) => `Tableau di ${HAND[tableau]} · ${count}`,
  'banque.table.emptyQueue': 'Nessuno seduto: questo tableau lo gioca la regola.',
  'banque.seat.holder': 'tiene le carte',
  'banque.seat.banco': 'banco',
  'banque.seat.absent': 'assente',
  'banque.seat.sittingOut': 'resta fuori da questo colpo: la puntata è tornata indietro',
  'banque.table.stakes': 'Puntate per questo colpo',
  'banque.table.noStakes': 'Ancora nessuna puntata.',
  'banque.table.stake': ({ name, position, amount }) => `${name} · ${position} ${chips(amount)}`,
  'banque.table.bancoCall': ({ name, side, amount }) => `${name} · banco ${side} ${chips(amount)}`,
  'banque.table.accepted': ({ name, position, accepted }) => `${name} · ${position} ${chips(accepted)}`,
  'banque.table.frozen': 'Congelate al centro',
  'banque.table.frozenItem': ({ name, amount }) => `${name} · ${chips(amount)}`,
  'banque.table.natural': ({ total }) => `naturale ${total}`,
  'banque.table.hand': ({ hand, name, cards }) => `${hand}${name === null ? '' : ` (${name})`}: ${cards}`,
  'banque.table.waiting': ({ name, hand, when }) =>
    `Si attende ${name} (${HAND[hand]}) fino alle ${when}. Le carte di una mano le vede solo chi la tiene: Le mie carte.`,

  'banque.button.bid': 'Offri per il banco',
  'banque.button.sitRight': 'Siedi a destra',
  'banque.button.sitLeft': 'Siedi a sinistra',
  'banque.button.leave': 'Alzati',
  'banque.button.right': 'Destra',
  'banque.button.left': 'Sinistra',
  'banque.button.centre': 'Al centro',
  'banque.stats.right': 'Tableau di destra (banque)',
  'banque.stats.left': 'Tableau di sinistra (banque)',
  'banque.stats.centre': 'Al centro, su entrambi i tableau (banque)',
  'banque.button.banco': 'Banco',
  'banque.button.withdraw': 'Riprendi',
  'banque.button.cards': 'Le mie carte',
  'banque.modal.title': 'Offri per il banco',
  'banque.modal.amount': 'La tua offerta, in gettoni interi',
  'banque.modal.range': ({ min, max }) =>
    max === null ? `${chips(min)} o più` : `da ${chips(min)} a ${chips(max)}`,

  'banque.done.bid': ({ amount, balance, when }) =>
    `Hai offerto ${chips(amount)} per il banco (fuori dal portafoglio finché l’asta non si chiude, ${when}). Saldo: ${chips(balance)}.`,
  'banque.done.bankTaken': ({ bank }) => `Tieni il banco: ${chips(bank)}.`,
  'banque.done.sat': ({ side, place }) =>
    `Sei nella fila di ${side}, posto ${place}${place === 1 ? ': tieni le carte' : ''}.`,
  'banque.done.left': ({ side }) => `Hai lasciato la fila di ${side}.`,
  'banque.done.stake': ({ position, amount, balance }) =>
    `Puntata ${position}: ${chips(amount)}. Saldo: ${chips(balance)}. Ciò che il banco non copre ti torna alla chiusura delle puntate.`,
  'banque.done.banco': ({ side, amount, balance }) =>
    `Banco ${side}: ${chips(amount)} in gioco. Saldo: ${chips(balance)}.`,
  'banque.done.withdrawn': ({ cents }) => `${chips(cents)} di nuovo nel tuo portafoglio.`,
  'banque.done.maxStake': ({ max }) => `La puntata massima ora è ${chips(max)}.`,
  'banque.done.retired': ({ cents }) =>
    `Ti sei ritirato: il banco, ${chips(cents)}, è di nuovo nel tuo portafoglio.`,
  'banque.done.nothing': 'Fatto.',

  'banque.cards.title': ({ hand }) =>
    `Le tue carte (${hand === 'banker' ? 'banchiere' : `tableau di ${HAND[hand]}`})`,
  'banque.cards.hand': ({ cards, total }) => `${cards} · totale **${total}**`,
  'banque.cards.natural':
    'Naturale: batti subito. Vince, a meno che non batta anche il banchiere: allora vince il punto più alto, e a punti uguali è pareggio.',
  'banque.cards.seen': ({ hand, what }) => `${hand}: ${what}`,
  'banque.cards.seenNatural': 'ha battuto, quindi non conta per la tua decisione',
  'banque.cards.seenStood': 'sta',
  'banque.cards.seenThird': ({ point }) => `ha preso una carta da ${point}`,
  'banque.cards.prompt': ({ deadline, relative, fallback }) =>
    `La tua decisione, entro le ${deadline} (${relative}). Senza risposta: ${fallback}.`,
  'banque.cards.bankerPrompt': ({ deadline, relative, draws, even }) =>
    `La tua decisione, entro le ${deadline} (${relative}). Senza risposta ${draws ? 'prendi carta' : 'stai'}: tenuto conto delle puntate su ciascun tableau e di ciò che mostra, ${draws ? 'una carta rende al banco più che stare' : even ? 'una carta non rende al banco più che stare' : 'al banco conviene stare più che prendere carta'}.`,
  'banque.cards.forced': 'A questo totale la regola ti lascia una sola scelta.',
  'banque.cards.wait': ({ name }) => `Il colpo attende ${name}.`,
  'banque.fallback.draw': 'carta',
  'banque.fallback.stand': 'stai',

  'banque.result.title': ({ round }) => `Baccarat banque · colpo ${round}`,
  'banque.result.hands': 'Le mani',
  'banque.result.hand': ({ hand, name, cards, total }) =>
    `${hand}${name === null ? '' : ` (${name})`}: ${cards} · **${total}**`,
  'banque.result.natural': 'naturale',
  'banque.result.decisions': 'Decisioni',
  'banque.decision.player': (p) => `${who(p)} con ${p.total} ${did(p)}.`,
  'banque.decision.rule': (p) => `${who(p)} con ${p.total} ${did(p)}, come vuole la regola.`,
  'banque.decision.default': (p) =>
    `${who(p)} non ha risposto con ${p.total}: ${ruled(p)} d’ufficio, come vuole la regola.`,
  'banque.decision.byTheRule': (p) => `${who(p)} gioca secondo la regola: con ${p.total} ${ruled(p)}.`,
  'banque.decision.bankerByTheRule': (p) =>
    `${who(p)} gioca secondo la regola: con ${p.total} ${ruled(p)}, secondo le puntate su ciascun tableau (punteggio ${p.score}).`,
  'banque.decision.bankerDefault': (p) =>
    `${who(p)} non ha risposto con ${p.total}: ${ruled(p)} d’ufficio, secondo le puntate su ciascun tableau (punteggio ${p.score}).`,
  'banque.decision.nobody': (p) =>
    `Nessuno tiene le carte del tableau di ${HAND[p.hand]}: con ${p.total} ${ruled(p)}, come vuole la regola.`,
  'banque.decision.satOut': (p) =>
    `${p.name} non ha giocato questo colpo: il tableau di ${HAND[p.hand]} l’ha giocato la regola, e con ${p.total} ${ruled(p)}.`,
  'banque.decision.none': 'Nessuna decisione: un naturale ha deciso il colpo con due carte.',
  'banque.result.outcomes': 'Tableaux',
  'banque.outcome.win': ({ tableau }) => `${sentence(TABLEAU[tableau])} batte il banco.`,
  'banque.outcome.lose': ({ tableau }) => `Il banco batte ${TABLEAU[tableau]}.`,
  'banque.outcome.tie': ({ tableau }) =>
    `${sentence(TABLEAU[tableau])} pareggia con il banco: puntate restituite.`,
  'banque.result.stakes': 'Puntate',
  'banque.result.noStakes': 'Nessuna puntata sui tableaux.',
  'banque.result.payout': ({ name, position, kind, accepted, returned }) =>
    `${name} · ${kind === 'banco' ? 'banco ' : ''}${position} ${chips(accepted)} → ${chips(returned)}`,
  'banque.result.punters': 'Giocatori',
  'banque.result.punter': ({ name, outcome }) => `${name} → ${outcome}`,
  'banque.result.centre': 'Al centro',
  'banque.centre.item': ({ name, amount, wasFrozen, fate }) =>
    `${name} · ${chips(amount)}${wasFrozen ? ' (congelata)' : ''}: ${fate}`,
  'banque.centre.won': ({ cents }) => `vinta, ${chips(cents)} ${chipsPaid(cents)}`,
  'banque.centre.lost': 'persa, va al banco',
  'banque.centre.frozen': 'un tableau ha vinto, l’altro ha perso: congelata per intero',
  'banque.centre.halfWon': ({ cents, frozen }) =>
    `metà vinta, ${chips(cents)} ${chipsPaid(cents)}; ${chips(frozen)} ${chipsStayFrozen(frozen)}`,
  'banque.centre.halfLost': ({ lost, frozen }) =>
    `metà persa (${chips(lost)}); ${chips(frozen)} ${chipsStayFrozen(frozen)}`,
  'banque.centre.push': 'entrambi i tableaux in parità: restituita',
  'banque.result.returned': 'Rimborsi alla chiusura delle puntate',
  'banque.result.refund': ({ name, cents, why }) => `${name} · ${chips(cents)}: ${why}`,
  'banque.refund.trimmed': 'il banco ne copriva solo una parte',
  'banque.refund.cover-full': 'il banco non poteva coprire di più',
  'banque.refund.banco-called': 'un giocatore ha chiamato banco e ha preso tutta la copertura',
  'banque.refund.banco-behind': 'è stato accettato un banco con precedenza',
  'banque.refund.banco-void': 'il banco copriva meno del minimo del tavolo per un banco',
  'banque.refund.not-seated': 'solo i giocatori seduti possono chiamare banco',
  'banque.refund.not-your-side': 'chi tiene le carte può chiamare banco solo sul proprio tableau',
  'banque.note.outbid': ({ cents }) =>
    `L’asta è chiusa e il banco è andato a un’altra offerta: la tua offerta di ${chips(cents)} è di nuovo nel tuo portafoglio.`,
  'banque.note.bidClosed': ({ cents }) =>
    `Il tavolo ha chiuso prima della fine dell’asta: la tua offerta di ${chips(cents)} è di nuovo nel tuo portafoglio.`,
  'banque.note.closed':
    'Le puntate sono chiuse e il banco non ha potuto accettare tutto ciò che hai puntato:',
  'banque.note.refund': ({ kind, position, cents, why }) =>
    `${kind === 'banco' ? 'Banco' : 'Puntata'} ${position}: ${chips(cents)} di nuovo nel tuo portafoglio (${why}).`,
  'banque.result.bank': 'Il banco',
  'banque.result.bankerNet': ({ name, outcome }) => `${name} (banchiere): ${outcome}`,
  'banque.result.commission': ({ rate, cents }) => `Commissione ${rate}: ${chips(cents)}`,
  'banque.result.bankAfter': ({ cents }) => `Banco dopo il colpo: **${chips(cents)}**`,
  'banque.result.next': 'Carte al prossimo colpo',
  'banque.result.holder': ({ hand, name }) => `${hand}: ${name}`,
  'banque.result.noHolder': ({ hand }) => `${hand}: nessuno seduto`,
  'banque.result.passed': ({ tableau, name }) =>
    `${sentence(TABLEAU[tableau])} ha perso: le carte passano a ${name}.`,
  'banque.result.kept': ({ tableau, name, lost }) =>
    `${lost ? `${sentence(TABLEAU[tableau])} ha perso, ma le carte restano a ${name}` : `Le carte del tableau di ${HAND[tableau]} restano a ${name}`}: tutta la sua puntata è tornata indietro alla chiusura delle puntate, e il tableau l’ha giocato la regola.`,

  'banque.ended.title': 'Il banco finisce',
  'banque.ended.retired': ({ name, cents }) =>
    `${name} si è ritirato: ${chips(cents)} ${chipsReturn(cents)} al banchiere.`,
  'banque.ended.broken': ({ name, cents }) =>
    `Il banco di ${name} è saltato: non copre più il minimo del tavolo. ${chips(cents)} ${chipsReturn(cents)} al banchiere.`,
  'banque.ended.idle': ({ name, cents }) =>
    `Nessuna puntata per tre giri di fila: il banco di ${name} chiude, ${chips(cents)} ${chipsReturn(cents)} al banchiere.`,
  'banque.ended.shoe-ended': ({ name, cents }) =>
    `Il sabot è finito, e con esso il banco di ${name}: ${chips(cents)} ${chipsReturn(cents)} al banchiere.`,
  'banque.ended.absent': ({ name, cents }) =>
    `${name} ha lasciato scadere due decisioni di fila: il banco, ${chips(cents)}, torna al banchiere.`,
  'banque.ended.table-closed': ({ name, cents }) =>
    `Il tavolo è chiuso: il banco di ${name}, ${chips(cents)}, torna al banchiere.`,
  'banque.ended.frozen': ({ name, cents }) => `Congelata al centro, restituita a ${name}: ${chips(cents)}.`,
  'banque.ended.auction':
    'L’asta per il prossimo banco è aperta: premi Offri per il banco o usa /banque bid.',

  'banque.settings.game': ({ count }) => `Baccarat banque · ${decks(count)}`,
  'banque.settings.options': 'Baccarat banque',
  'banque.settings.openBank': 'Banco aperto: nessuna puntata massima.',
  'banque.settings.maxStake': 'Il banchiere fissa una puntata massima.',
  'banque.settings.bancoOn': 'Si può chiamare banco.',
  'banque.settings.bancoOff': 'Non si può chiamare banco.',
  'banque.settings.tenure.shoe': 'Un banco dura il resto del sabot.',
  'banque.settings.tenure.session': 'Un banco dura finché il banchiere non si ritira o il banco non salta.',
  'banque.settings.auction': ({ seconds }) => `L’asta dura ${seconds} s dalla prima offerta.`,

  'error.not-banque-table':
    'Queste sono le impostazioni del baccarat banque, ma a questo tavolo si gioca un altro gioco. Cambialo prima con /table game.',
  'error.banque-no-cards':
    'Non tieni carte in questo colpo: solo chi tiene le carte di un tableau e il banchiere vedono le proprie.',
  'error.side-on-banque':
    'A questo tavolo si gioca a baccarat banque: punta su Destra, Sinistra o Al centro.',
  'banque.chip.chosen': ({ cents }) =>
    `Valore del gettone scelto: ${chips(cents)}. Premi Destra, Sinistra o Al centro per puntare contro il banco.`,
  'banque.history.punter': 'Baccarat banque',
  'banque.history.banker': 'Baccarat banque, tenendo il banco',

  // Rifiuti delle mosse proprie del gioco, per codice (refusal.<codice>).
  'refusal.settings/invalid-auction-time': ({ min, max }) =>
    `L’asta per il banco dura da ${min} a ${max} secondi.`,
  'refusal.banque/unknown-side': 'Scegli un tableau: destra o sinistra.',
  'refusal.banque/unknown-position': 'Punta a destra, a sinistra o al centro.',
  'refusal.banque/already-seated':
    'Sei già in una fila. Lasciala prima di cambiare tableau: un giocatore siede a un solo tableau.',
  'refusal.banque/not-seated':
    'Non sei in nessuna fila. Siediti prima a destra o a sinistra: solo chi siede tiene le carte o chiama banco.',
  'refusal.banque/banker-cannot-play':
    'Tieni il banco: giochi contro entrambi i tableaux, quindi non puoi sederti, puntare o chiamare banco.',
  'refusal.banque/no-bank':
    'Non c’è ancora un banco: fai un’offerta all’asta, o aspetta che qualcuno lo prenda.',
  'refusal.banque/bank-running': 'C’è un banco in corso: la prossima asta si apre quando finisce.',
  'refusal.banque/bid-below-min': ({ min }) => `L’offerta minima per il banco qui è ${chips(min)}.`,
  'refusal.banque/bid-above-max': ({ max }) => `Il banco più grande qui è ${chips(max)}.`,
  'refusal.banque/bid-above-wallet': ({ balance }) => `Hai ${chips(balance)}: offri quanto puoi mettere.`,
  'refusal.banque/not-banker': 'Solo il banchiere può farlo.',
  'refusal.banque/open-bank': 'Questo è un banco aperto: il banchiere non fissa una puntata massima.',
  'refusal.banque/max-stake-out-of-range': ({ min, max }) =>
    `La puntata massima va da ${chips(min)} a ${chips(max)}.`,
  'refusal.banque/stake-below-min': ({ min }) => `La puntata minima qui è ${chips(min)}.`,
  'refusal.banque/stake-above-max': ({ max }) =>
    `La puntata massima fissata dal banchiere è ${chips(max)}: punta quella cifra o meno.`,
  'refusal.banque/stake-above-bank': ({ max }) =>
    `Il banco copre al massimo ${chips(max)} oltre le puntate congelate al centro: punta quella cifra o meno.`,
  'refusal.banque/banco-off': 'A questo tavolo non si gioca banco.',
  'refusal.banque/banco-void': ({ min }) =>
    `Banco nullo: il banco copre meno di ${chips(min)} oltre le puntate congelate al centro.`,
  'refusal.banque/already-banco': 'Hai già chiamato banco per questo colpo.',
  'refusal.banque/nothing-to-withdraw': 'Non hai puntate in attesa: niente da ritirare.',
  'refusal.banque/in-play': 'Sei in gioco in questo colpo: aspetta che finisca.',
  'banque.rules.basics.title': 'Baccarat banque: le regole',
  'banque.rules.basics': [
    'A questo tavolo si gioca a **baccarat banque à deux tableaux**: un giocatore tiene **il banco** per tutto il sabot e gioca contro due mani, il **tableau di destra** e quello **di sinistra**. La casa si limita a distribuire e trattiene una commissione sulla vincita netta del banco.',
    '',
    '• **Il banco** va all’asta quando non c’è: lo prende l’offerta più alta (a parità, la prima), e la somma resta in deposito.',
    '• **Punta** a destra, a sinistra o **al centro** (su entrambi i tableaux) con i pulsanti o /bet. Siediti nella fila di un tableau per tenerne le carte: le tiene il primo seduto che ha puntato sul suo lato, e le passa quando il suo tableau perde. Se alla chiusura delle puntate gli torna indietro tutta la puntata, salta il colpo e le carte restano a lui.',
    '• **Banco**: un giocatore seduto gioca da solo contro tutto ciò che il banco copre; le altre puntate tornano indietro.',
    '• Ogni tableau si confronta da solo con la mano del banco: vince, perde o pareggia.',
  ].join('\n'),
  'banque.rules.drawing.title': 'Chi prende carta, e la scelta del banco',
  'banque.rules.drawing': [
    '• Chi ha un **naturale** (8 o 9 con due carte) lo batte subito. Se è il banco a battere, il colpo finisce per entrambi i tableaux; se batte un tableau, quel tableau è deciso.',
    '• **Chi tiene le carte**, prima a destra e poi a sinistra: prende carta con 0–4, sta con 6–7 e **sceglie con 5**; se non risponde in tempo, prende carta. Un tableau senza giocatore prende carta con 5.',
    '• **Il banco è libero**: può prendere carta o stare con qualsiasi punto, anche con 7. Di ogni tableau sa solo se sta o quale terza carta ha preso. Se non risponde in tempo, il bot sceglie per lui pesando le puntate su ogni tableau ancora in gioco.',
    '• Quando tocca a te, le tue carte e le tue scelte ti arrivano subito in privato. Il pulsante **Gioca secondo la regola** fa giocare al bot le tue decisioni secondo la regola, 2 s dopo che tocca a te (jouer selon la règle).',
  ].join('\n'),
  'banque.rules.payouts.title': 'Pagamenti e il centro',
  'banque.rules.payouts': ({ commission }) =>
    [
      '• Una puntata su un tableau che vince è pagata **1 a 1**; se perde va al banco; in caso di pareggio torna indietro.',
      '• Una puntata **al centro** vince quando vincono entrambi i tableaux e perde quando perdono entrambi. Se uno vince e l’altro perde resta **congelata** fino al colpo successivo dello stesso banco; se uno pareggia, metà è regolata e l’altra metà resta congelata. Quando il banco finisce, le puntate congelate tornano intere.',
      `• **Commissione**: ${commission} della vincita netta del banco a ogni colpo.`,
    ].join('\n'),
  'banque.rules.limits.title': 'I limiti di questo tavolo',
  'banque.rules.limits': ({ min, max, bankMin, bankMax, openBank }) =>
    [
      openBank
        ? `• Puntate: almeno **${chips(min)}**; a banco aperto non c’è massimo`
        : `• Puntate: da **${chips(min)}** a **${chips(max)}**; il banco può fissare un massimo più basso`,
      bankMax === null
        ? `• Il banco: almeno **${chips(bankMin)}**`
        : `• Il banco: da **${chips(bankMin)}** a **${chips(bankMax)}**`,
      '• Il banco copre solo ciò che ha: quel che non copre torna indietro alla chiusura delle puntate.',
    ].join('\n'),
};
