/** Mesajul mesei și rezultatul rundei. */
import type { Hand } from '../../../engine/coup.js';
import type { Cents } from '../../../engine/money.js';
import type { PlayCatalog } from '../en/index.js';
import { countOf, formatChips, formatInteger } from '../format.js';

const n = (cents: Cents) => formatChips('ro', cents);
const seatsOf = countOf('ro', { one: 'loc', few: 'locuri', other: 'de locuri' });
const HAND: Readonly<Record<Hand, string>> = { player: 'Jucător', banker: 'Bancher' };
/** Cu articol hotărât, pentru propoziții: „Bancherul are 5”. */
const THE: Readonly<Record<Hand, string>> = { player: 'Jucătorul', banker: 'Bancherul' };

/** „un 6”; un zece sau o figură se numește, fiindcă „un 0” nu e o carte. */
const thirdCard = (third: number, card: string) =>
  third === 0 ? `${card}, care valorează 0` : `un ${third}`;

export const play: PlayCatalog = {
  'table.title': ({ round }) => `Baccarat · runda ${round}`,
  'table.limits': (l) =>
    `Pariuri de la ${n(l.min)} la ${n(l.max)} · Egalitate de la ${n(l.tieMinAlone)} la ${n(l.tieMax)}` +
    (l.tieMinBeside === l.tieMinAlone
      ? ''
      : ` (de la ${n(l.tieMinBeside)} lângă un pariu pe Jucător sau Bancher)`),
  'table.howTo':
    'Alege valoarea jetonului, apoi apasă Jucător, Bancher sau Egalitate (sau scrie /bet). Oricine are un pariu poate împărți cărțile.',
  'table.closed': 'Masa este închisă: niciun pariu nou până când un administrator o redeschide.',
  'table.timer': ({ when }) => `Cărțile se împart ${when}.`,
  'table.bets': ({ count, seats }) => `Pariuri · ${formatInteger('ro', count)} din ${seatsOf(seats)}`,
  'table.noBets': 'Încă niciun pariu. Primele jetoane puse pe masă deschid runda.',
  'table.shoe': ({ shoe, coup, left, commitment }) =>
    `Sabotul ${shoe} · runda ${coup} · cărți rămase: ${formatInteger('ro', left)} · commitment ${commitment}`,

  'outcome.player': ({ player, banker }) => `Câștigă Jucătorul, ${player} la ${banker}`,
  'outcome.banker': ({ player, banker }) => `Câștigă Bancherul, ${banker} la ${player}`,
  'outcome.tie': ({ total }) => `Egalitate, ${total} la ${total}`,
  'result.title': ({ round, outcome }) => `Runda ${round} · ${outcome}`,
  'result.hand': ({ hand, total }) => `${HAND[hand]} · ${total}`,
  'result.handNatural': ({ hand, total }) => `${HAND[hand]} · ${total} natural`,
  'result.bets': 'Pariuri',
  'result.commission': ({ amount }) => `comision ${amount}`,
  'table.recent': 'Ultimele rezultate',
  'result.seat': ({ name, stakes, outcome }) => `**${name}** · ${stakes} → ${outcome}`,
  'result.net': ({ net, balance }) => `**${net}** · sold ${balance}`,
  'result.payout.player': 'Pariurile pe Jucător se plătesc 1 la 1.',
  'result.payout.banker': 'Pariurile pe Bancher se plătesc 19 la 20 (1 la 1 minus 5% comision).',
  'result.payout.tie':
    'Pariurile pe Egalitate se plătesc 8 la 1; pariurile pe Jucător și Bancher se returnează.',

  'rule.natural': ({ hand, total }) => `${THE[hand]} are un ${total} natural: ambele mâini stau.`,
  'rule.natural-both': ({ player, banker }) =>
    `Ambele mâini au un natural (Jucător ${player}, Bancher ${banker}): amândouă stau.`,
  'rule.player-draws-0-5': ({ total }) =>
    `Jucătorul are ${total} și trage o carte: Jucătorul trage la un total de la 0 la 5.`,
  'rule.player-stands-6-7': ({ total }) => `Jucătorul are ${total} și stă: Jucătorul stă la 6 și 7.`,
  'rule.banker-draws-0-5-player-stood': ({ total }) =>
    `Bancherul are ${total} și trage o carte: când Jucătorul stă, Bancherul trage la un total de la 0 la 5.`,
  'rule.banker-stands-6-7-player-stood': ({ total }) =>
    `Bancherul are ${total} și stă: când Jucătorul stă, Bancherul stă la 6 și 7.`,
  'rule.banker-draws-0-2': ({ total }) =>
    `Bancherul are ${total} și trage o carte: cu 0, 1 sau 2 Bancherul trage întotdeauna.`,
  'rule.banker-table-draws': ({ total, third, card, drawsOn }) =>
    `Bancherul are ${total} și trage o carte: a treia carte a Jucătorului este ${thirdCard(third, card)} (cu ${total}, Bancherul trage la ${drawsOn}).`,
  'rule.banker-table-stands': ({ total, third, card, drawsOn }) =>
    `Bancherul are ${total} și stă: a treia carte a Jucătorului este ${thirdCard(third, card)} (cu ${total}, Bancherul trage doar la ${drawsOn}).`,
  'rule.banker-stands-7': ({ total }) => `Bancherul are ${total} și stă: cu 7 Bancherul stă întotdeauna.`,
};
