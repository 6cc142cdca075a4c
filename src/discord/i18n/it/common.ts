import type { Side } from '../../../engine/coup.js';
import type { CommonCatalog } from '../en/index.js';
import { countChips, countOf } from '../format.js';

const chips = countChips('it', { one: 'gettone', other: 'gettoni' });
const decks = countOf('it', { one: 'mazzo', other: 'mazzi' });
const ON_SIDE: Readonly<Record<Side, string>> = {
  player: 'sul Punto',
  banker: 'sul Banco',
  tie: 'sul Pareggio',
};

export const common: CommonCatalog = {
  'side.player': 'Punto',
  'side.banker': 'Banco',
  'side.tie': 'Pareggio',
  chips: ({ cents }) => chips(cents),
  decks: ({ count }) => decks(count),
  stakeOn: ({ side, cents }) => `${chips(cents)} ${ON_SIDE[side]}`,
  'button.deal': 'Gioca',
  'button.clear': 'Cancella le mie puntate',
  'button.rebet': "Ripeti l'ultima puntata",
  'button.newShoe': 'Nuovo sabot',
  'button.newShoeConfirm': 'Sì, nuovo sabot',
  'newShoe.confirm.title': ({ shoe }) => `Chiudere il sabot ${shoe} e mescolarne uno nuovo?`,
  'newShoe.confirm.body':
    'Il sabot in gioco finisce subito e il suo seed del server viene rivelato, così chiunque può verificare ogni colpo che ha distribuito. Un nuovo sabot viene mescolato con un nuovo commitment. Solo tu vedi questo messaggio.',
  'chip.placeholder': 'Seleziona il valore del tuo gettone',
  'chip.tieOnly': 'Sotto il minimo del tavolo: solo per una puntata sul Pareggio',
  'chip.notTie': 'Sopra il massimo sul Pareggio: solo per Punto o Banco',
  'deal.dealt': ({ round }) => `Hai distribuito il colpo ${round}: il risultato è nel canale.`,
  'deal.waits': 'Le carte sono in tavola: il messaggio del tavolo mostra di chi è la decisione attesa.',
  'deal.nothingDealt':
    'Il banco non ha coperto nessuna puntata: è tornato tutto indietro e non si è giocato nessun colpo.',
  'turn.call': ({ deadline, relative }) =>
    `tocca a te: premi il pulsante qui sotto per vedere le tue carte e scegliere, entro le ${deadline} (${relative}).`,
  'rule.button.on': 'Gioca secondo la regola',
  'rule.button.off': 'Scelgo io',
  'rule.on':
    'A questo tavolo giochi secondo la regola: d’ora in poi, 2 secondi dopo che tocca a te, il bot sceglie per te come vuole la regola (il puntatore a 5 chiede carta), a meno che tu non scelga prima.',
  'rule.off': 'Torni a scegliere tu: dalla tua prossima decisione hai tutto il tempo per decidere.',
  'rule.prompt.on':
    'Giochi secondo la regola: fra 2 secondi il bot fa questa scelta per te, a meno che tu non scelga prima.',
  'answer.done': 'Fatto: il tavolo lo mostra.',
  'answer.formAgain': 'Aprire il modulo ha richiesto un attimo di troppo: premi di nuovo il pulsante.',
  'chip.chosen': ({ cents }) =>
    `Valore del gettone scelto: ${chips(cents)}. Premi Punto, Banco o Pareggio per puntare.`,
};
