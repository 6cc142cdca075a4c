import type { Side } from '../../../engine/coup.js';
import type { StatsCatalog } from '../en/index.js';
import { agreeWith, countChips, countOf } from '../format.js';

const chips = countChips('nl', { one: 'fiche', other: 'fiches' });
const coups = countOf('nl', { one: 'ronde', other: 'rondes' });
const rounds = countOf('nl', { one: 'ronde', other: 'rondes' });
const bets = countOf('nl', { one: 'inzet', other: 'inzetten' });
const cards = countOf('nl', { one: 'kaart', other: 'kaarten' });
const isAre = agreeWith('nl', { one: 'is', other: 'zijn' });
const SIDE: Readonly<Record<Side, string>> = { player: 'Speler', banker: 'Bankier', tie: 'Gelijkspel' };

export const stats: StatsCatalog = {
  'road.title': ({ shoe }) => `Scorebord · shoe ${shoe}`,
  'road.legend':
    '**Bead Plate**: elke ronde op volgorde, kolom na kolom van boven naar beneden. Rode schijf B voor de Bankier, blauw vierkant P voor de Speler (Player), groene ruit T voor gelijkspel (Tie).\n' +
    '**Big Road**: rode ringen voor winst van de Bankier, blauwe vierkante ringen voor winst van de Speler. Een kolom loopt door zolang dezelfde kant blijft winnen; een groene schuine streep telt de gelijkspelen.\n' +
    'Paren: een rode stip linksboven voor een Bankierpaar, een blauwe stip rechtsonder voor een Spelerpaar.\n' +
    '**Big Eye Boy**, **Small Road** (stippen) en **Cockroach Pig** (streepjes): rood als de Big Road zijn patroon herhaalt, blauw als hij het doorbreekt. Ze lezen het patroon, niet wie de volgende ronde wint.',
  'road.empty': 'Uit deze shoe is nog geen ronde gedeeld: het scorebord vult zich vanaf de eerste.',
  'road.legendPointer': 'Zo lees je de scoreborden: `/rules topic:roads`.',
  'road.summary': 'De shoe tot nu toe',
  'road.summary.lines': ({ summary }) =>
    `${coups(summary.coups)}: Bankier ${summary.banker} · Speler ${summary.player} · Gelijkspel ${summary.tie}\n` +
    `Naturals ${summary.naturals} · Bankierparen ${summary.bankerPairs} · Spelerparen ${summary.playerPairs}`,
  'road.preview': 'Volgende ronde',
  'road.preview.bigEyeBoy': ({ ifBanker, ifPlayer }) =>
    `Big Eye Boy: ${ifBanker} als de Bankier wint, ${ifPlayer} als de Speler wint`,
  'road.preview.smallRoad': ({ ifBanker, ifPlayer }) =>
    `Small Road: ${ifBanker} als de Bankier wint, ${ifPlayer} als de Speler wint`,
  'road.preview.cockroachPig': ({ ifBanker, ifPlayer }) =>
    `Cockroach Pig: ${ifBanker} als de Bankier wint, ${ifPlayer} als de Speler wint`,
  'road.colour.red': 'rood',
  'road.colour.blue': 'blauw',
  'road.colour.none': 'nog geen teken',
  'road.window': ({ shown, total }) =>
    `Big Road: de laatste ${shown} van ${total} kolommen, zodat hij op een telefoon leesbaar blijft (de gekartelde rand markeert de snede).`,
  'road.inPlay': ({ count }) => `Shoe in het spel · ${coups(count)} gedeeld`,
  'road.revealed': ({ count }) => `Onthulde shoe · ${coups(count)} gedeeld · download hem met /fair export`,

  'odds.title': ({ shoe, coup }) => `Kansen voor de volgende ronde · shoe ${shoe}, ronde ${coup}`,
  'odds.explain': ({ unseen, seen }) =>
    seen === 0
      ? `Exacte cijfers, geteld over elke volgorde van de ${cards(unseen)} in de shoe: er is nog geen kaart getoond (de brandkaart gaat open bij de eerste ronde).`
      : `Exacte cijfers, geteld over elke volgorde van de ${cards(unseen)} die je nog niet gezien hebt, de gedekt verbrande kaarten inbegrepen. ` +
        `${cards(seen)} ${isAre(seen)} bekend: de opengelegde brandkaart en elke kaart die uit deze shoe gedeeld is.`,
  'odds.outcomes': 'Wie wint de volgende ronde',
  'odds.line': ({ side, now, full }) => `${SIDE[side]}: **${now}** (volle shoe ${full})`,
  'odds.favourable':
    'Een negatief huisvoordeel betekent dat die inzet deze ronde in het voordeel van de spelers is.',
  'odds.none.title': 'Kansen voor de volgende ronde',
  'odds.none': ({ game }) =>
    `/odds geeft exacte cijfers aan tafels waar het casino de bank houdt. Bij ${game} kiezen de spelers bij sommige totalen zelf of ze een kaart nemen of passen, en de bank kiest ook: de volgende ronde heeft dus geen exacte kansen om te tonen. /rules legt elke keuze uit.`,
  'odds.counts': ({ counts }) =>
    `Ongeziene kaarten per puntwaarde, 0 tot 9: ${counts}. Dezelfde cijfers als npm run odds -- --counts ${counts}`,

  'stats.title.self': 'Jouw baccaratstatistieken',
  'stats.title.other': ({ name }) => `Baccaratstatistieken van ${name}`,
  'stats.none.self':
    'Je hebt op deze server nog geen ronde gespeeld. Zet in om je eerste cijfers te krijgen.',
  'stats.none.other': ({ name }) => `${name} heeft op deze server nog geen ronde gespeeld.`,
  'stats.overall': 'Totaal',
  'stats.played': ({ count, won, lost, even }) =>
    `${rounds(count)} gespeeld: ${won} gewonnen, ${lost} verloren, ${even} quitte`,
  'stats.wagered': ({ cents }) => `Ingezet: ${chips(cents)}`,
  'stats.net': ({ net }) => `Nettoresultaat: **${net}**`,
  'stats.biggestWin': ({ cents }) => `Grootste winst in één ronde: ${chips(cents)}`,
  'stats.biggestWin.none': 'Grootste winst in één ronde: nog geen',
  'stats.byBet': 'Per inzet',
  'stats.bet': ({ spot, count, cents, net }) =>
    `${spot}: ${bets(count)}, ${chips(cents)} ingezet, netto **${net}**`,
  'stats.footer': 'Volgens de rondeverslagen van alle tafels op deze server.',

  'leaderboard.title.chips': 'Ranglijst · meeste fiches',
  'leaderboard.title.net': 'Ranglijst · beste nettoresultaat',
  'leaderboard.row.chips': ({ rank, name, cents }) => `**${rank}.** ${name} · ${chips(cents)}`,
  'leaderboard.row.net': ({ rank, name, net, count }) => `**${rank}.** ${name} · ${net} in ${rounds(count)}`,
  'leaderboard.empty.chips':
    'Nog niemand heeft hier fiches. Een eerste inzet of /daily brengt de startfiches.',
  'leaderboard.empty.net': 'Op deze server is nog geen ronde gespeeld.',
  'leaderboard.own': ({ name, rank, total }) => `${name}: plaats **${rank}** van ${total}`,
  'leaderboard.own.none.chips': ({ name }) =>
    `${name} heeft hier nog geen fiches: een eerste inzet of /daily brengt de startfiches.`,
  'leaderboard.own.none.net': ({ name }) =>
    `${name} staat nog niet op deze ranglijst: speel een ronde om erop te komen.`,
  'leaderboard.footer.chips': 'Fiches in bezit; fiches die deze ronde op het laken liggen tellen niet mee.',
  'leaderboard.footer.net': 'Nettowinst over alle rondes die op deze server gespeeld zijn.',

  'history.title': 'Je laatste rondes',
  'history.none': 'Je hebt op deze server nog geen ronde gespeeld.',
  'history.entry': ({ round, channel, shoe, coup, when, outcome, stakes, net, balance }) =>
    `**Ronde ${round}** · ${channel} · ${coup}e ronde van shoe ${shoe} · ${when}\n${outcome} · ${stakes} → **${net}** · saldo ${balance}`,
  'history.footer': ({ count }) => `Nieuwste eerst · ${rounds(count)} getoond`,
};
