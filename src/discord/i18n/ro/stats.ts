import type { Side } from '../../../engine/coup.js';
import type { StatsCatalog } from '../en/index.js';
import { agreeWith, countChips, countOf, formatInteger } from '../format.js';

const chips = countChips('ro', { one: 'jeton', few: 'jetoane', other: 'de jetoane' });
const played = countOf('ro', { one: 'rundă jucată', few: 'runde jucate', other: 'de runde jucate' });
const shown = countOf('ro', { one: 'rundă afișată', few: 'runde afișate', other: 'de runde afișate' });
// A participle standing for its noun takes no "de" after 20 (20 câștigate).
const wonOf = countOf('ro', { one: 'câștigată', other: 'câștigate' });
const lostOf = countOf('ro', { one: 'pierdută', other: 'pierdute' });
const isKnown = agreeWith('ro', { one: 'este cunoscută', other: 'sunt cunoscute' });
const rounds = countOf('ro', { one: 'rundă', few: 'runde', other: 'de runde' });
const bets = countOf('ro', { one: 'pariu', few: 'pariuri', other: 'de pariuri' });
const columns = countOf('ro', { one: 'coloană', few: 'coloane', other: 'de coloane' });
const cards = countOf('ro', { one: 'carte', few: 'cărți', other: 'de cărți' });
const SIDE: Readonly<Record<Side, string>> = { player: 'Jucător', banker: 'Bancher', tie: 'Egalitate' };

export const stats: StatsCatalog = {
  'road.title': ({ shoe }) => `Tabela de scor · sabotul ${shoe}`,
  'road.legend':
    '**Bead Plate**: fiecare rundă în ordine, coloană cu coloană, de sus în jos. Disc roșu B pentru Bancher, pătrat albastru P pentru Jucător (Player), romb verde T pentru Egalitate (Tie).\n' +
    '**Big Road**: cercuri roșii pentru câștigurile Bancherului, pătrate albastre goale pentru cele ale Jucătorului. O coloană continuă cât timp câștigă aceeași parte; o linie oblică verde numără egalitățile.\n' +
    'Perechi: un punct roșu sus în stânga pentru o pereche a Bancherului, un punct albastru jos în dreapta pentru o pereche a Jucătorului.\n' +
    '**Big Eye Boy**, **Small Road** (puncte) și **Cockroach Pig** (linii oblice): roșu când Big Road își repetă tiparul, albastru când îl rupe. Ele citesc tiparul, nu cine câștigă runda următoare.',
  'road.empty': 'Din acest sabot nu s-a jucat încă nicio rundă: tabela se umple începând cu prima.',
  'road.legendPointer': 'Cum se citește tabela: `/rules topic:roads`.',
  'road.summary': 'Sabotul până acum',
  'road.summary.lines': ({ summary }) =>
    `${rounds(summary.coups)}: Bancher ${summary.banker} · Jucător ${summary.player} · Egalitate ${summary.tie}\n` +
    `Naturale ${summary.naturals} · Perechi Bancher ${summary.bankerPairs} · Perechi Jucător ${summary.playerPairs}`,
  'road.preview': 'Runda următoare',
  'road.preview.bigEyeBoy': ({ ifBanker, ifPlayer }) =>
    `Big Eye Boy: ${ifBanker} dacă câștigă Bancherul, ${ifPlayer} dacă câștigă Jucătorul`,
  'road.preview.smallRoad': ({ ifBanker, ifPlayer }) =>
    `Small Road: ${ifBanker} dacă câștigă Bancherul, ${ifPlayer} dacă câștigă Jucătorul`,
  'road.preview.cockroachPig': ({ ifBanker, ifPlayer }) =>
    `Cockroach Pig: ${ifBanker} dacă câștigă Bancherul, ${ifPlayer} dacă câștigă Jucătorul`,
  'road.colour.red': 'roșu',
  'road.colour.blue': 'albastru',
  'road.colour.none': 'încă niciun semn',
  'road.window': ({ shown, total }) =>
    `Big Road: ultimele ${shown} din ${columns(total)}, ca să rămână lizibil pe telefon (marginea în zigzag arată tăietura).`,
  'road.inPlay': ({ count }) => `Sabot în joc · ${played(count)}`,
  'road.revealed': ({ count }) => `Sabot dezvăluit · ${played(count)} · descarcă-l cu /fair export`,

  'odds.title': ({ shoe, coup }) => `Probabilitățile rundei următoare · sabotul ${shoe}, runda ${coup}`,
  'odds.explain': ({ unseen, seen }) =>
    seen === 0
      ? `Cifre exacte, numărate peste fiecare ordine posibilă a cărților din sabot (${cards(unseen)}): nicio carte nu a fost încă arătată (cartea arsă se întoarce la prima rundă).`
      : `Cifre exacte, numărate peste fiecare ordine posibilă a cărților pe care nu le-ai văzut (${cards(unseen)}), inclusiv cele arse cu fața în jos. ` +
        `${cards(seen)} ${isKnown(seen)}: cartea arsă întoarsă cu fața în sus și fiecare carte împărțită până acum din acest sabot.`,
  'odds.outcomes': 'Cine câștigă runda următoare',
  'odds.line': ({ side, now, full }) => `${SIDE[side]}: **${now}** (sabot plin ${full})`,
  'odds.favourable':
    'Un avantaj al casei negativ înseamnă că, în această rundă, pariul respectiv îi avantajează pe jucători.',
  'odds.none.title': 'Probabilitățile rundei următoare',
  'odds.none': ({ game }) =>
    `/odds dă cifre exacte la mesele unde banca e a casei. La ${game} jucătorii aleg singuri, la unele totaluri, dacă cer carte sau stau, iar banca alege și ea: runda următoare nu are probabilități exacte de arătat. /rules explică fiecare alegere.`,
  'odds.counts': ({ counts }) =>
    `Cărți nevăzute după valoare, de la 0 la 9: ${counts}. Aceleași cifre ca npm run odds -- --counts ${counts}`,

  'stats.title.self': 'Statisticile tale de baccarat',
  'stats.title.other': ({ name }) => `Statisticile de baccarat pentru ${name}`,
  'stats.none.self': 'Nu ai jucat încă nicio rundă pe acest server. Pune un pariu ca să începi.',
  'stats.none.other': ({ name }) => `${name} nu a jucat încă nicio rundă pe acest server.`,
  'stats.overall': 'Per total',
  'stats.played': ({ count, won, lost, even }) =>
    `${played(count)}: ${wonOf(won)}, ${lostOf(lost)}, ${formatInteger('ro', even)} la egalitate`,
  'stats.wagered': ({ cents }) => `Pariat: ${chips(cents)}`,
  'stats.net': ({ net }) => `Rezultat net: **${net}**`,
  'stats.biggestWin': ({ cents }) => `Cel mai mare câștig într-o rundă: ${chips(cents)}`,
  'stats.biggestWin.none': 'Cel mai mare câștig într-o rundă: încă niciunul',
  'stats.byBet': 'Pe tipuri de pariu',
  'stats.bet': ({ spot, count, cents, net }) =>
    `${spot}: ${bets(count)}, miză totală ${chips(cents)}, net **${net}**`,
  'stats.footer': 'Din evidența rundelor tuturor meselor de pe acest server.',

  'leaderboard.title.chips': 'Clasament · cele mai multe jetoane',
  'leaderboard.title.net': 'Clasament · cel mai bun rezultat net',
  'leaderboard.row.chips': ({ rank, name, cents }) => `**${rank}.** ${name} · ${chips(cents)}`,
  'leaderboard.row.net': ({ rank, name, net, count }) => `**${rank}.** ${name} · ${net} în ${rounds(count)}`,
  'leaderboard.empty.chips':
    'Nimeni nu are încă jetoane aici. Un prim pariu sau /daily aduce jetoanele de start.',
  'leaderboard.empty.net': 'Pe acest server nu s-a jucat încă nicio rundă.',
  'leaderboard.own': ({ name, rank, total }) => `${name}: locul **${rank}** din ${total}`,
  'leaderboard.own.none.chips': ({ name }) =>
    `${name} nu are încă jetoane aici: un prim pariu sau /daily aduce jetoanele de start.`,
  'leaderboard.own.none.net': ({ name }) =>
    `${name} nu este încă în acest clasament: o rundă jucată e de ajuns ca să intre.`,
  'leaderboard.footer.chips': 'Jetoane deținute; cele de pe masă în runda aceasta nu se numără.',
  'leaderboard.footer.net': 'Câștigul net din toate rundele jucate pe acest server.',

  'history.title': 'Ultimele tale runde',
  'history.none': 'Nu ai jucat încă nicio rundă pe acest server.',
  'history.entry': ({ round, channel, shoe, coup, when, outcome, stakes, net, balance }) =>
    `**Runda ${round}** · ${channel} · a ${coup}-a din sabotul ${shoe} · ${when}\n${outcome} · ${stakes} → **${net}** · sold ${balance}`,
  'history.footer': ({ count }) => `Cele mai noi primele · ${shown(count)}`,
};
