import type { Side } from '../../../engine/coup.js';
import type { StatsCatalog } from '../en/index.js';
import { agreeWith, agreeWithChips, countChips, countOf, formatInteger } from '../format.js';

const chips = countChips('it', { one: 'gettone', other: 'gettoni' });
const coups = countOf('it', { one: 'colpo', other: 'colpi' });
const played = countOf('it', { one: 'colpo giocato', other: 'colpi giocati' });
const shown = countOf('it', { one: 'colpo mostrato', other: 'colpi mostrati' });
const wonOf = countOf('it', { one: 'vinto', other: 'vinti' });
const lostOf = countOf('it', { one: 'perso', other: 'persi' });
const isKnown = agreeWith('it', { one: 'è nota', other: 'sono note' });
const dealt = agreeWith('it', { one: 'giocato', other: 'giocati' });
const staked = agreeWithChips('it', { one: 'puntato', other: 'puntati' });
const bets = countOf('it', { one: 'puntata', other: 'puntate' });
const cards = countOf('it', { one: 'carta', other: 'carte' });
const SIDE: Readonly<Record<Side, string>> = { player: 'Punto', banker: 'Banco', tie: 'Pareggio' };

export const stats: StatsCatalog = {
  'road.title': ({ shoe }) => `Tabellone · sabot ${shoe}`,
  'road.legend':
    '**Bead Plate**: ogni colpo in ordine, colonna per colonna dall’alto in basso. Disco rosso B per il Banco, quadrato blu P per il Punto, rombo verde T per il Pareggio (Tie).\n' +
    '**Big Road**: anelli rossi per le vincite del Banco, anelli quadrati blu per quelle del Punto. Una colonna continua finché vince lo stesso lato; una barra verde conta i pareggi.\n' +
    'Coppie: un punto rosso in alto a sinistra per una coppia del Banco, un punto blu in basso a destra per una coppia del Punto.\n' +
    '**Big Eye Boy**, **Small Road** (pallini) e **Cockroach Pig** (barre): rosso quando la Big Road ripete il suo schema, blu quando lo rompe. Leggono lo schema, non chi vincerà il prossimo colpo.',
  'road.empty': 'Da questo sabot non è ancora uscito nessun colpo: il tabellone si riempie dal primo.',
  'road.legendPointer': 'Come leggere il tabellone: `/rules topic:roads`.',
  'road.summary': 'Il sabot finora',
  'road.summary.lines': ({ summary }) =>
    `${coups(summary.coups)}: Banco ${summary.banker} · Punto ${summary.player} · Pareggio ${summary.tie}\n` +
    `Naturali ${summary.naturals} · Coppie del Banco ${summary.bankerPairs} · Coppie del Punto ${summary.playerPairs}`,
  'road.preview': 'Prossimo colpo',
  'road.preview.bigEyeBoy': ({ ifBanker, ifPlayer }) =>
    `Big Eye Boy: ${ifBanker} se vince il Banco, ${ifPlayer} se vince il Punto`,
  'road.preview.smallRoad': ({ ifBanker, ifPlayer }) =>
    `Small Road: ${ifBanker} se vince il Banco, ${ifPlayer} se vince il Punto`,
  'road.preview.cockroachPig': ({ ifBanker, ifPlayer }) =>
    `Cockroach Pig: ${ifBanker} se vince il Banco, ${ifPlayer} se vince il Punto`,
  'road.colour.red': 'rosso',
  'road.colour.blue': 'blu',
  'road.colour.none': 'ancora nessun segno',
  'road.window': ({ shown, total }) =>
    `Big Road: le ultime ${shown} di ${total} colonne, perché resti leggibile su un telefono (il bordo a zigzag segna il taglio).`,
  'road.inPlay': ({ count }) => `Sabot in gioco · ${coups(count)} ${dealt(count)}`,
  'road.revealed': ({ count }) =>
    `Sabot rivelato · ${coups(count)} ${dealt(count)} · scaricalo con /fair export`,

  'odds.title': ({ shoe, coup }) => `Probabilità del prossimo colpo · sabot ${shoe}, colpo ${coup}`,
  'odds.explain': ({ unseen, seen }) =>
    seen === 0
      ? `Cifre esatte, contate su ogni ordine possibile delle carte del sabot (${cards(unseen)}): nessuna è stata ancora scoperta (la carta bruciata si scopre con il primo colpo).`
      : `Cifre esatte, contate su ogni ordine possibile delle carte che non hai visto (${cards(unseen)}), comprese quelle bruciate coperte. ` +
        `${cards(seen)} ${isKnown(seen)}: la carta bruciata scoperta e tutte quelle giocate finora da questo sabot.`,
  'odds.outcomes': 'Chi vince il prossimo colpo',
  'odds.line': ({ side, now, full }) => `${SIDE[side]}: **${now}** (sabot pieno ${full})`,
  'odds.favourable':
    'Un vantaggio della casa negativo significa che, per questo colpo, quella puntata favorisce i giocatori.',
  'odds.none.title': 'Probabilità del prossimo colpo',
  'odds.none': ({ game }) =>
    `/odds dà cifre esatte ai tavoli dove il banco è della casa. A ${game} i giocatori scelgono se chiedere carta o stare su alcuni punti, e sceglie anche il banco: il prossimo colpo non ha probabilità esatte da mostrare. /rules spiega ogni scelta.`,
  'odds.counts': ({ counts }) =>
    `Carte non viste per valore, da 0 a 9: ${counts}. Le stesse cifre di npm run odds -- --counts ${counts}`,

  'stats.title.self': 'Le tue statistiche di baccarà',
  'stats.title.other': ({ name }) => `Le statistiche di baccarà di ${name}`,
  'stats.none.self': 'Non hai ancora giocato un colpo su questo server. Punta per iniziare il tuo storico.',
  'stats.none.other': ({ name }) => `${name} non ha ancora giocato un colpo su questo server.`,
  'stats.overall': 'In totale',
  'stats.played': ({ count, won, lost, even }) =>
    `${played(count)}: ${wonOf(won)}, ${lostOf(lost)}, ${formatInteger('it', even)} in parità`,
  'stats.wagered': ({ cents }) => `Puntato: ${chips(cents)}`,
  'stats.net': ({ net }) => `Risultato netto: **${net}**`,
  'stats.biggestWin': ({ cents }) => `Vincita più alta in un colpo: ${chips(cents)}`,
  'stats.biggestWin.none': 'Vincita più alta in un colpo: ancora nessuna',
  'stats.byBet': 'Per puntata',
  'stats.bet': ({ spot, count, cents, net }) =>
    `${spot}: ${bets(count)}, ${chips(cents)} ${staked(cents)}, netto **${net}**`,
  'stats.footer': 'Dai verbali dei colpi di tutti i tavoli di questo server.',

  'leaderboard.title.chips': 'Classifica · più gettoni',
  'leaderboard.title.net': 'Classifica · miglior risultato netto',
  'leaderboard.row.chips': ({ rank, name, cents }) => `**${rank}.** ${name} · ${chips(cents)}`,
  'leaderboard.row.net': ({ rank, name, net, count }) => `**${rank}.** ${name} · ${net} in ${coups(count)}`,
  'leaderboard.empty.chips':
    'Qui nessuno ha ancora gettoni. Una prima puntata o /daily portano i gettoni iniziali.',
  'leaderboard.empty.net': 'Su questo server non si è ancora giocato nessun colpo.',
  'leaderboard.own': ({ name, rank, total }) => `${name}: posizione **${rank}** su ${total}`,
  'leaderboard.own.none.chips': ({ name }) =>
    `${name} qui non ha ancora gettoni: una prima puntata o /daily portano quelli iniziali.`,
  'leaderboard.own.none.net': ({ name }) =>
    `${name} non è ancora in questa classifica: basta giocare un colpo per entrarci.`,
  'leaderboard.footer.chips': 'Gettoni posseduti; quelli sul tappeto in questo colpo non contano.',
  'leaderboard.footer.net': 'Vincita netta su tutti i colpi giocati in questo server.',

  'history.title': 'I tuoi ultimi colpi',
  'history.none': 'Non hai ancora giocato un colpo su questo server.',
  'history.entry': ({ round, channel, shoe, coup, when, outcome, stakes, net, balance }) =>
    `**Colpo ${round}** · ${channel} · ${coup}º colpo del sabot ${shoe} · ${when}\n${outcome} · ${stakes} → **${net}** · saldo ${balance}`,
  'history.footer': ({ count }) => `Dal più recente · ${shown(count)}`,
};
