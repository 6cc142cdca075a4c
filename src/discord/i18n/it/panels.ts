import type { Side } from '../../../engine/coup.js';
import type { PanelsCatalog } from '../en/index.js';
import { countChips } from '../format.js';

const chips = countChips('it', { one: 'gettone', other: 'gettoni' });
const ON_SIDE: Readonly<Record<Side, string>> = {
  player: 'sul Punto',
  banker: 'sul Banco',
  tie: 'sul Pareggio',
};

export const panels: PanelsCatalog = {
  'balance.self': 'I tuoi gettoni',
  'balance.other': ({ name }) => `I gettoni di ${name}`,
  'balance.amount': ({ cents }) => `**${chips(cents)}**`,
  'balance.waiting': ({ cents }) =>
    `**${chips(cents)}** ti aspettano: diventano tuoi alla prima puntata o con /daily.`,
  'balance.waitingOther': ({ cents }) =>
    `**${chips(cents)}** in attesa: diventano suoi alla prima puntata o con /daily.`,
  'balance.dailyReady': 'I tuoi gettoni giornalieri ti aspettano: scrivi /daily.',
  'balance.dailyNext': ({ when }) => `Prossimi gettoni giornalieri ${when}.`,
  'daily.title': 'Gettoni giornalieri',
  'daily.claimed': ({ cents, balance, when }) =>
    `Ritiri ${chips(cents)} e ora hai ${chips(balance)}. Torna ${when} per riceverne altri.`,
  'admin.granted': ({ name, cents, balance }) => `${name} riceve ${chips(cents)} e ora ha ${chips(balance)}.`,
  'admin.taken': ({ name, cents, balance }) =>
    `Hai ripreso ${chips(cents)} da ${name}, che ora ha ${chips(balance)}.`,
  'admin.title': 'Gettoni aggiornati',

  'bet.placed': ({ side, cents, balance }) =>
    `Hai puntato ${chips(cents)} ${ON_SIDE[side]}. Saldo: ${chips(balance)}.`,
  'bet.placed.side-bet': ({ side, cents, balance }) =>
    `Hai puntato ${chips(cents)} su ${side}. Saldo: ${chips(balance)}.`,
  'bet.onTable': ({ stakes }) => `Le tue puntate in questo colpo: ${stakes}.`,
  'bet.cleared': ({ cents, balance }) =>
    `Hai ritirato le tue puntate (${chips(cents)}). Saldo: ${chips(balance)}.`,
  'bet.repeated': ({ stakes, balance }) =>
    `Stesse puntate del colpo precedente: ${stakes}. Saldo: ${chips(balance)}.`,

  'settings.takesEffect': 'In vigore',
  'settings.takesEffect.now': 'Subito',
  'settings.takesEffect.eachTable':
    'Al prossimo colpo di ogni tavolo (un nuovo numero di mazzi al prossimo sabot); un colpo già in corso mantiene le sue regole',
  'pending.next-round': ({ settings }) => `Dal prossimo colpo: ${settings}`,
  'pending.next-shoe': ({ settings }) => `Dal prossimo sabot: ${settings}`,
  'setting.game': 'gioco',
  'setting.decks': 'mazzi',
  'setting.limits': 'limiti',
  'setting.timerSeconds': 'timer delle puntate',
  'setting.decisionSeconds': 'tempo per decidere',
  'setting.open': 'aperto o chiuso',
  'setting.roadUnderResults': 'tabellone sotto i risultati',
  'setting.gameOptions': 'opzioni del gioco',
  'notice.betsReturned.title': 'Tavolo chiuso',
  'notice.betsReturned.body':
    'Un amministratore ha chiuso il tavolo e ogni puntata è tornata al suo proprietario:',
  'settings.title': 'Impostazioni del tavolo',
  'settings.updated': 'Impostazioni del tavolo aggiornate',
  'settings.server': 'Impostazioni del server aggiornate',
  'settings.game': 'Gioco',
  'settings.limits': 'Limiti di puntata',
  'settings.limit.min': 'Puntata minima',
  'settings.limit.max': 'Puntata massima',
  'settings.limit.tieMinAlone': 'Puntata minima sul Pareggio (solitaria)',
  'settings.limit.tieMinBeside': "Puntata minima sul Pareggio (accompagnata da un'altra puntata)",
  'settings.limit.tieMax': 'Puntata massima sul Pareggio',
  'settings.timer': 'Timer delle puntate',
  'settings.timer.off': 'Disattivato: un giocatore dà le carte con il pulsante Gioca',
  'settings.timer.on': ({ seconds }) => `Le carte escono ${seconds} s dopo la prima puntata`,
  'settings.decisionTime': 'Tempo per decidere',
  'settings.decisionTime.value': ({ seconds }) =>
    `${seconds} s per ogni carta o stare che un colpo attende; poi vale la scelta predefinita`,
  'settings.status': 'Tavolo',
  'settings.open': 'Aperto alle puntate',
  'settings.closed': 'Chiuso',
  'settings.startingChips': 'Gettoni iniziali',
  'settings.daily': 'Ricarica giornaliera',
  'settings.daily.off': 'Disattivata',
  'settings.roadUnderResults': 'Tabellone sotto i risultati',
  'settings.roadUnderResults.on': 'Attivo: ogni risultato porta il tabellone del sabot',
  'settings.roadUnderResults.off': 'Disattivo: /road lo mostra su richiesta',

  'fair.title': ({ shoe }) => `Dimostrabilmente equo · sabot ${shoe}`,
  'fair.commitment': 'Commitment (SHA-256 del seed segreto del server)',
  'fair.clientSeed': 'Seed del client',
  'fair.clientSeed.open': 'Non ancora bloccato: /fair seed lo cambia fino al primo colpo.',
  'fair.clientSeed.locked': 'Bloccato dal primo colpo.',
  'fair.nextClientSeed': 'Seed del client per il prossimo sabot',
  'fair.coups': 'Colpi giocati',
  'fair.cardsLeft': 'Carte rimaste',
  'fair.explain':
    'Il seed del server resta sigillato fino alla fine del sabot; poi viene rivelato e chiunque può ricostruire ogni carta. /rules fairness spiega come.',
  'fair.revealed.title': ({ shoe }) => `Il sabot ${shoe} è finito: il suo seed è rivelato`,
  'fair.revealed.body': ({ count }) =>
    `Colpi giocati con questo sabot: ${count}. Controlla che lo SHA-256 del seed del server corrisponda al commitment, poi scarica il sabot con /fair export ed esegui \`npm run verify -- FILE.json\`.`,
  'fair.revealed.body.page': ({ count, url }) =>
    `Colpi giocati con questo sabot: ${count}. Scaricalo con /fair export e carica il file nella [pagina di verifica](${url}): il tuo browser confronta lo SHA-256 del seed del server con il commitment e ricostruisce ogni carta.`,
  'fair.serverSeed': 'Seed del server',
  'fair.serverSeedHash': 'SHA-256 del seed del server: confrontalo con il commitment',
  'fair.lastRevealed': ({ shoe }) => `Sabot ${shoe}, rivelato`,
  'fair.started.title': ({ shoe }) => `Il sabot ${shoe} è stato mescolato`,
  'fair.started.body':
    'Un nuovo sabot è pronto. Il suo commitment viene pubblicato ora; il seed del server resta sigillato fino alla fine del sabot.',
  'fair.seedSet': ({ seed, shoe }) => `Il sabot ${shoe} sarà mescolato con il seed del client ${seed}.`,
  'fair.export': ({ shoe, count }) =>
    `Sabot ${shoe}, colpi giocati: ${count}. Verificalo da te: \`npm run verify -- FILE.json\`.`,
  'fair.export.page': ({ shoe, count, url }) =>
    `Sabot ${shoe}, colpi giocati: ${count}. Verificalo da te: carica questo file nella [pagina di verifica](${url}).`,
  'fair.verifier': 'Verifica tu stesso un sabot',
  'fair.verifier.how': ({ url }) =>
    `Quando un sabot è finito, scaricalo con /fair export e carica il file nella [pagina di verifica](${url}): il tuo browser ricostruisce ogni carta dai seed. Non serve installare nulla.`,
  'settings.language': 'Lingua dei messaggi pubblici',
  'settings.language.auto': ({ language }) => `Auto: la lingua del server su Discord, ora ${language}`,
  'settings.language.set': ({ language }) =>
    `Lingua dei messaggi pubblici di questo server (il tavolo, i risultati, gli avvisi): **${language}**. Le risposte private restano nella lingua di ciascun membro.`,
  'language.en': 'English',
  'language.nl': 'Nederlands',
  'language.it': 'Italiano',
  'language.ro': 'Română',
};
