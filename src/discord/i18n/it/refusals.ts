/** Perché il bot dice di no, e che cosa fare. */
import type { RefusalsCatalog } from '../en/index.js';
import { countChips, countOf } from '../format.js';

const chips = countChips('it', { one: 'gettone', other: 'gettoni' });
const seconds = countOf('it', { one: 'secondo', other: 'secondi' });
const seats = countOf('it', { one: 'posto', other: 'posti' });

export const refusals: RefusalsCatalog = {
  'refusal.amount/not-whole-chips': 'Si punta con gettoni interi: prova con un numero intero, come 5 o 25.',
  'refusal.amount/not-positive': "L'importo deve essere di almeno 1 gettone.",
  'refusal.amount/too-large': ({ max }) =>
    `È più di quanto il tavolo possa contare: il massimo è ${chips(max)}.`,
  'refusal.bet/unknown-side': 'Puoi puntare su Punto, Banco o Pareggio.',
  'refusal.bet/below-min': ({ min }) =>
    `Qui la puntata minima su Punto o Banco è di ${chips(min)}. Punta almeno questa cifra.`,
  'refusal.bet/above-max': ({ max }) =>
    `Qui la puntata massima su Punto o Banco è di ${chips(max)} e con questa puntata la supereresti su quella casella. Punta di meno, oppure cancella le tue puntate e ricomincia.`,
  'refusal.bet/tie-below-min-alone': ({ min }) =>
    `Una puntata solitaria sul Pareggio deve essere di almeno ${chips(min)}. Punta di più sul Pareggio, oppure punta prima su Punto o Banco.`,
  'refusal.bet/tie-below-min-beside': ({ min }) =>
    `Qui la puntata minima sul Pareggio è di ${chips(min)}. Aggiungi qualche gettone sul Pareggio.`,
  'refusal.bet/tie-above-max': ({ max }) =>
    `Qui la puntata massima sul Pareggio è di ${chips(max)} e con questa puntata la supereresti. Punta di meno sul Pareggio.`,
  'refusal.bet/not-enough-chips': ({ balance, needed }) =>
    `Costa ${chips(needed)} e tu hai ${chips(balance)}. Punta di meno, oppure ritira i gettoni giornalieri con /daily.`,
  'refusal.bet/banco-above-wallet.banco': ({ balance, needed, instead }) =>
    `Un banco sfida tutto ciò che il banco copre, ${chips(needed)}, e tu hai ${chips(balance)}. Puoi invece ${instead}.`,
  'refusal.bet/banco-above-wallet.avec-la-table': ({ balance, needed, instead }) =>
    `Avec la table sfida metà del banco, ${chips(needed)}, e tu hai ${chips(balance)}. Puoi invece ${instead}.`,
  'refusal.instead.avec': ({ cents }) => `andare avec la table per metà (${chips(cents)})`,
  'refusal.instead.stake': ({ cents }) => `puntare al massimo ${chips(cents)}`,
  'refusal.instead.daily': 'ritirare i gettoni giornalieri con /daily',
  'refusal.table/closed': 'Per ora il tavolo è chiuso. Un amministratore può riaprirlo con /table open.',
  'refusal.table/full': ({ seats: count }) =>
    `Tutti i ${seats(count)} sono occupati in questo colpo. Aspetta la distribuzione e unisciti al prossimo.`,
  'refusal.table/other-game': ({ game }) =>
    `A questo tavolo si gioca a ${game}, e quella mossa appartiene a un altro gioco. /rules spiega come si gioca qui.`,
  'refusal.round/stale': ({ round }) =>
    `Quel colpo è già stato giocato; ora è aperto il colpo ${round}. Usa il messaggio del tavolo più recente.`,
  'refusal.round/no-bets': 'Nessuno ha ancora puntato: prima si punta, poi si danno le carte.',
  'refusal.round/not-a-player':
    'Solo chi ha gettoni su questo colpo può dare le carte. Punta prima, oppure aspetta uno di loro.',
  'refusal.round/nothing-to-clear': 'Non hai puntate da cancellare in questo colpo.',
  'refusal.round/nothing-to-repeat':
    'A questo tavolo non hai una puntata precedente da ripetere. Punta prima.',
  'refusal.daily/off': 'La ricarica giornaliera è disattivata su questo server.',
  'refusal.daily/too-soon': ({ when }) => `Hai già ritirato i gettoni di oggi. Torna ${when}.`,
  'refusal.admin/not-enough-chips': ({ balance }) =>
    `Quel membro ha solo ${chips(balance)}, quindi puoi riprenderne al massimo altrettanti.`,
  'refusal.settings/invalid-limits':
    'Questi limiti non vanno bene. Usa gettoni interi, con ogni minimo non superiore al rispettivo massimo.',
  'refusal.settings/invalid-limits.whole': ({ max }) =>
    `Ogni limite deve essere un numero intero di gettoni da 1 a ${chips(max)}.`,
  'refusal.settings/invalid-limits.min-max': 'La puntata minima non può superare la puntata massima.',
  'refusal.settings/invalid-limits.tie-min-max':
    'I due minimi sul Pareggio non possono superare il massimo sul Pareggio.',
  'refusal.settings/invalid-limits.tier': 'Scegli uno dei livelli: 1–100, 5–500 o 25–1.000.',
  'refusal.settings/invalid-decks': ({ decks }) => `Un sabot per questo gioco contiene ${decks} mazzi.`,
  'refusal.settings/invalid-timer': ({ max }) => `Il timer va da 1 a ${seconds(max)}; 0 lo disattiva.`,
  'refusal.settings/invalid-amount': ({ max }) => `Usa un numero intero di gettoni da 0 a ${chips(max)}.`,
  'refusal.settings/invalid-switch': 'Scegli attivo o disattivo.',
  'refusal.settings/invalid-language': 'Scegli auto, English, Nederlands, Italiano o Română.',
  'refusal.round/coup-in-play':
    'Le carte sono in tavola: questo colpo attende una decisione. Puntate, distribuzione e nuovo sabot aspettano che sia pagato.',
  'refusal.decision/none-pending': 'A questo tavolo non c’è nessuna decisione in attesa.',
  'refusal.decision/stale': 'Quella decisione è già stata presa. Usa la richiesta più recente.',
  'refusal.decision/not-yours': 'Questa decisione spetta a un altro giocatore.',
  'refusal.decision/invalid-choice': ({ choices, count }) =>
    count === 1 ? `Qui la regola ti lascia una sola scelta: ${choices}.` : `Scegli ${choices}.`,
  'refusal.decision/not-due': 'C’è ancora tempo per decidere: la scelta predefinita vale solo alla scadenza.',
  'refusal.settings/invalid-game': 'Scegli uno dei giochi che questo bot distribuisce.',
  'refusal.settings/invalid-decision-time': ({ min, max }) =>
    `Una decisione dura da ${min} a ${seconds(max)}.`,
  'refusal.game/no-actions':
    'Il gioco di questo tavolo non ha azioni del genere: punta e distribuisci come al solito.',
  'refusal.game/invalid-action': 'Questa azione non fa parte di questo gioco.',
  'refusal.settings/invalid-bank':
    'Impostazioni del banco: minimo e massimo in gettoni interi (minimo non oltre il massimo), una commissione da 0 a 500 punti base e una règle scarne o free.',
  'refusal.fair/invalid-client-seed':
    'Un seed del client ha da 1 a 64 caratteri stampabili (lettere, cifre, spazi e punteggiatura; niente emoji né lettere accentate).',

  'error.dm':
    'Il baccarà si gioca in un server, non nei messaggi diretti. Entra in un server dove siedo a un tavolo.',
  'error.manage-guild': 'Solo i membri con il permesso Gestisci server possono gestire il tavolo.',
  'error.not-your-button': "Questo pulsante non è per te: può usarlo solo il membro che l'ha richiesto.",
  'error.stale-button':
    'Questo pulsante appartiene a un messaggio vecchio. Usa il messaggio del tavolo più recente, oppure /bet.',
  'error.outdated-button':
    'Questo pulsante non è più valido: viene da una versione precedente del tavolo, quindi non è successo nulla. Usa il messaggio del tavolo attuale, oppure /table show per pubblicarlo di nuovo.',
  'error.storage':
    'Al momento non riesco a raggiungere il mio archivio, quindi non è cambiato nulla. Riprova tra poco.',
  'error.afterDecision':
    'Fatto: la tua richiesta è andata a buon fine, ma non ho potuto mostrarne la risposta qui. Il tavolo mostra a che punto siamo.',
  'error.unexpected': 'Qualcosa è andato storto da parte mia e non è cambiato nulla. Riprova.',
  'error.restarting':
    'Il croupier si sta riavviando, quindi non è cambiato nulla. Riprova tra qualche secondo.',
  'error.busy':
    "Il croupier sta ancora chiudendo l'ultima operazione a questo tavolo. Riprova tra un secondo.",
  'error.shoe-not-revealed': ({ shoe }) =>
    `Il sabot ${shoe} è ancora in gioco: il suo seed resta segreto fino alla fine del sabot.`,
  'error.unknown-shoe': ({ shoe }) => `Questo tavolo non ha un sabot rivelato con il numero ${shoe}.`,
  'error.no-revealed-shoe':
    'A questo tavolo non è ancora stato rivelato nessun sabot. Il primo verrà rivelato quando sarà finito.',
  'error.no-table': "In questo canale non c'è ancora un tavolo. Punta con /bet per aprirne uno.",
  // A side bet's limits (a spot whose game gives it limits of its own).
  'refusal.bet/side-below-min': ({ side, min }) => `Qui la puntata minima su ${side} è di ${chips(min)}.`,
  'refusal.bet/side-above-max': ({ side, max }) => `Qui la puntata massima su ${side} è di ${chips(max)}.`,
  'refusal.settings/invalid-limits.side-min-max':
    'Il minimo di ogni puntata laterale non deve superare il suo massimo.',
};
