/** Il messaggio del tavolo e il risultato del colpo. */
import type { Hand } from '../../../engine/coup.js';
import type { Cents } from '../../../engine/money.js';
import type { PlayCatalog } from '../en/index.js';
import { countOf, formatChips, formatInteger } from '../format.js';

const n = (cents: Cents) => formatChips('it', cents);
const seatsOf = countOf('it', { one: 'posto', other: 'posti' });
const HAND: Readonly<Record<Hand, string>> = { player: 'Punto', banker: 'Banco' };
/** Con l'articolo, per le frasi: "Il Banco ha 5". */
const THE: Readonly<Record<Hand, string>> = { player: 'Il Punto', banker: 'Il Banco' };

/** "un 6"; un dieci o una figura si nomina, perché "un 0" non è una carta. */
const thirdCard = (third: number, card: string) => (third === 0 ? `${card}, che vale 0` : `un ${third}`);

export const play: PlayCatalog = {
  'table.title': ({ round }) => `Baccarà · colpo ${round}`,
  'table.limits': (l) =>
    `Puntate da ${n(l.min)} a ${n(l.max)} · Pareggio da ${n(l.tieMinAlone)} a ${n(l.tieMax)}` +
    (l.tieMinBeside === l.tieMinAlone
      ? ''
      : ` (da ${n(l.tieMinBeside)} se accompagnata da una puntata su Punto o Banco)`),
  'table.howTo':
    'Seleziona il valore del gettone, poi premi Punto, Banco o Pareggio (oppure scrivi /bet). Chiunque abbia puntato può dare le carte.',
  'table.closed': 'Il tavolo è chiuso: niente nuove puntate finché un amministratore non lo riapre.',
  'table.timer': ({ when }) => `Le carte escono ${when}.`,
  'table.bets': ({ count, seats }) => `Puntate · ${formatInteger('it', count)} su ${seatsOf(seats)}`,
  'table.noBets': 'Ancora nessuna puntata. I primi gettoni sul tappeto aprono il colpo.',
  'table.shoe': ({ shoe, coup, left, commitment }) =>
    `Sabot ${shoe} · colpo ${coup} · carte rimaste: ${formatInteger('it', left)} · commitment ${commitment}`,

  'outcome.player': ({ player, banker }) => `Vince il Punto, ${player} a ${banker}`,
  'outcome.banker': ({ player, banker }) => `Vince il Banco, ${banker} a ${player}`,
  'outcome.tie': ({ total }) => `Pareggio, ${total} pari`,
  'result.title': ({ round, outcome }) => `Colpo ${round} · ${outcome}`,
  'result.hand': ({ hand, total }) => `${HAND[hand]} · ${total}`,
  'result.handNatural': ({ hand, total }) => `${HAND[hand]} · ${total} naturale`,
  'result.bets': 'Puntate',
  'result.commission': ({ amount }) => `commissione ${amount}`,
  'table.recent': 'Ultimi risultati',
  'result.seat': ({ name, stakes, outcome }) => `**${name}** · ${stakes} → ${outcome}`,
  'result.net': ({ net, balance }) => `**${net}** · saldo ${balance}`,
  'result.payout.player': 'Le puntate sul Punto pagano 1 a 1.',
  'result.payout.banker': 'Le puntate sul Banco pagano 19 a 20 (alla pari meno il 5% di commissione).',
  'result.payout.tie': 'Le puntate sul Pareggio pagano 8 a 1; quelle su Punto e Banco vengono rimborsate.',

  'rule.natural': ({ hand, total }) => `${THE[hand]} ha un ${total} naturale: entrambe le mani stanno.`,
  'rule.natural-both': ({ player, banker }) =>
    `Entrambe le mani hanno un naturale (Punto ${player}, Banco ${banker}): stanno tutte e due.`,
  'rule.player-draws-0-5': ({ total }) =>
    `Il Punto ha ${total} e ritira una carta: il Punto ritira con un punteggio da 0 a 5.`,
  'rule.player-stands-6-7': ({ total }) => `Il Punto ha ${total} e sta: con 6 o 7 il Punto sta.`,
  'rule.banker-draws-0-5-player-stood': ({ total }) =>
    `Il Banco ha ${total} e ritira una carta: se il Punto sta, il Banco ritira con un punteggio da 0 a 5.`,
  'rule.banker-stands-6-7-player-stood': ({ total }) =>
    `Il Banco ha ${total} e sta: se il Punto sta, il Banco sta con 6 o 7.`,
  'rule.banker-draws-0-2': ({ total }) =>
    `Il Banco ha ${total} e ritira una carta: con 0, 1 o 2 il Banco ritira sempre.`,
  'rule.banker-table-draws': ({ total, third, card, drawsOn }) =>
    `Il Banco ha ${total} e ritira una carta: la terza carta del Punto è ${thirdCard(third, card)} (con ${total} il Banco ritira su ${drawsOn}).`,
  'rule.banker-table-stands': ({ total, third, card, drawsOn }) =>
    `Il Banco ha ${total} e sta: la terza carta del Punto è ${thirdCard(third, card)} (con ${total} il Banco ritira solo su ${drawsOn}).`,
  'rule.banker-stands-7': ({ total }) => `Il Banco ha ${total} e sta: con 7 il Banco sta sempre.`,
};
