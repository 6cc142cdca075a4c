/** Het tafelbericht en de uitslag van een ronde. */
import type { Hand } from '../../../engine/coup.js';
import type { Cents } from '../../../engine/money.js';
import type { PlayCatalog } from '../en/index.js';
import { countOf, formatChips, formatInteger } from '../format.js';

const cards = countOf('nl', { one: 'kaart', other: 'kaarten' });
const seatsOf = countOf('nl', { one: 'plaats', other: 'plaatsen' });
const n = (cents: Cents) => formatChips('nl', cents);
const HAND: Readonly<Record<Hand, string>> = { player: 'Speler', banker: 'Bankier' };

/** "een 6"; een tien of een plaatje wordt bij naam genoemd, want "een 0" bestaat niet. */
const thirdCard = (third: number, card: string) => (third === 0 ? `${card}, die 0 telt` : `een ${third}`);

export const play: PlayCatalog = {
  'table.title': ({ round }) => `Baccarat · ronde ${round}`,
  'table.limits': (l) =>
    `Inzetten ${n(l.min)} tot ${n(l.max)} · gelijkspel ${n(l.tieMinAlone)} tot ${n(l.tieMax)}` +
    (l.tieMinBeside === l.tieMinAlone
      ? ''
      : ` (vanaf ${n(l.tieMinBeside)} naast een inzet op Speler of Bankier)`),
  'table.howTo':
    'Kies een fichewaarde en druk op Speler, Bankier of Gelijkspel (of typ /bet). Iedereen met een inzet mag delen.',
  'table.closed': 'De tafel is gesloten: geen nieuwe inzetten tot een beheerder haar weer opent.',
  'table.timer': ({ when }) => `De kaarten worden ${when} gedeeld.`,
  'table.bets': ({ count, seats }) => `Inzetten · ${formatInteger('nl', count)} van ${seatsOf(seats)}`,
  'table.noBets': 'Nog geen inzetten. De eerste fiches op het laken openen de ronde.',
  'table.shoe': ({ shoe, coup, left, commitment }) =>
    `Shoe ${shoe} · ronde ${coup} · nog ${cards(left)} · commitment ${commitment}`,

  'outcome.player': ({ player, banker }) => `Speler wint met ${player} tegen ${banker}`,
  'outcome.banker': ({ player, banker }) => `Bankier wint met ${banker} tegen ${player}`,
  'outcome.tie': ({ total }) => `Gelijkspel, ${total} tegen ${total}`,
  'result.title': ({ round, outcome }) => `Ronde ${round} · ${outcome}`,
  'result.hand': ({ hand, total }) => `${HAND[hand]} · ${total}`,
  'result.handNatural': ({ hand, total }) => `${HAND[hand]} · natural ${total}`,
  'result.bets': 'Inzetten',
  'result.commission': ({ amount }) => `commissie ${amount}`,
  'table.recent': 'Laatste uitslagen',
  'result.seat': ({ name, stakes, outcome }) => `**${name}** · ${stakes} → ${outcome}`,
  'result.net': ({ net, balance }) => `**${net}** · saldo ${balance}`,
  'result.payout.player': 'Inzetten op de Speler worden 1 tegen 1 uitbetaald.',
  'result.payout.banker':
    'Inzetten op de Bankier worden 19 tegen 20 uitbetaald (1 tegen 1 min 5% commissie).',
  'result.payout.tie':
    'Inzetten op gelijkspel worden 8 tegen 1 uitbetaald; inzetten op Speler en Bankier worden noch uitbetaald noch ingenomen.',

  'rule.natural': ({ hand, total }) => `${HAND[hand]} heeft een natural ${total}: beide handen passen.`,
  'rule.natural-both': ({ player, banker }) =>
    `Beide handen hebben een natural (Speler ${player}, Bankier ${banker}): beide passen.`,
  'rule.player-draws-0-5': ({ total }) =>
    `Speler heeft ${total} en trekt: de Speler trekt bij 0 tot en met 5.`,
  'rule.player-stands-6-7': ({ total }) => `Speler heeft ${total} en past: de Speler past bij 6 en 7.`,
  'rule.banker-draws-0-5-player-stood': ({ total }) =>
    `Bankier heeft ${total} en trekt: als de Speler past, trekt de Bankier bij 0 tot en met 5.`,
  'rule.banker-stands-6-7-player-stood': ({ total }) =>
    `Bankier heeft ${total} en past: als de Speler past, past de Bankier bij 6 en 7.`,
  'rule.banker-draws-0-2': ({ total }) =>
    `Bankier heeft ${total} en trekt: bij 0, 1 of 2 trekt de Bankier altijd.`,
  'rule.banker-table-draws': ({ total, third, card, drawsOn }) =>
    `Bankier heeft ${total} en trekt: de derde kaart van de Speler is ${thirdCard(third, card)} (Bankier ${total} trekt bij ${drawsOn}).`,
  'rule.banker-table-stands': ({ total, third, card, drawsOn }) =>
    `Bankier heeft ${total} en past: de derde kaart van de Speler is ${thirdCard(third, card)} (Bankier ${total} trekt alleen bij ${drawsOn}).`,
  'rule.banker-stands-7': ({ total }) => `Bankier heeft ${total} en past: bij 7 past de Bankier altijd.`,
};
