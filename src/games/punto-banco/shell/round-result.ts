/**
 * A dealt round, explained in the order a player reads a table: both hands card by card first,
 * then one line per draw-or-stand decision naming the rule that made it (from the coup's own
 * transcript, so the explanation is what was dealt), then the payouts: the rule that paid, and
 * every player's net result, commission (its own figure, on Banker wins) and new balance.
 */
import type { APIEmbed } from 'discord.js';
import { formatChips, type Locale, t } from '../../../discord/i18n/index.js';

import { cardFace, handFaces } from '../../../discord/views/cards.js';
import { fitEmbed, linesToFields } from '../../../discord/views/embed-limits.js';
import {
  COLORS,
  displayName,
  netAndBalance,
  type ShoeLine,
  shoeLine,
  type ViewMessage,
} from '../../../discord/views/shared.js';
import type { Coup, Decision } from '../../../engine/coup.js';
import { addCents, basisPointsOf, type Cents, centsOf } from '../../../engine/money.js';
import { BANKER_DRAWS } from '../../../engine/tableau.js';
import { stakeOn } from '../../../table/limits.js';
import type { RoundRecord, SeatResult } from '../../../table/state.js';
import { type HouseGameFace, PUNTO_BANCO_FACE } from './house-game-face.js';

export interface RoundResultInput {
  readonly record: RoundRecord;
  readonly names: ReadonlyMap<string, string>;
  /** The shoe after this coup: `coupInShoe` is this coup's number in it. */
  readonly shoe: ShoeLine;
  /** The game dealt, as its result shows stakes and payouts; absent: Punto Banco. */
  readonly face?: HouseGameFace;
}

/**
 * The third-card points on which a Banker total draws, as runs: `4–7`, `0–7, 9`. Read from
 * BANKER_DRAWS so the sentence can never disagree with the table the coup was dealt by.
 */
export const drawsOnText = (bankerTotal: number): string => {
  const row = BANKER_DRAWS[bankerTotal] ?? [];
  const runs: string[] = [];
  let start = -1;
  for (let point = 0; point <= row.length; point++) {
    if (row[point] && start < 0) start = point;
    if (!row[point] && start >= 0) {
      runs.push(point - 1 === start ? `${start}` : `${start}–${point - 1}`);
      start = -1;
    }
  }
  return runs.join(', ');
};

const decisionLine = (locale: Locale, coup: Coup, decision: Decision): string => {
  const { total } = decision;
  switch (decision.rule) {
    case 'banker-table-draws':
    case 'banker-table-stands': {
      const thirdCard = coup.player[2];
      return t(locale, `rule.${decision.rule}`, {
        total,
        third: decision.playerThird ?? 0,
        card: thirdCard === undefined ? '?' : cardFace(thirdCard),
        drawsOn: drawsOnText(total),
      });
    }
    case 'natural':
      return t(locale, 'rule.natural', { hand: decision.hand, total });
    default:
      return t(locale, `rule.${decision.rule}`, { total });
  }
};

/** One sentence per decision, in order; a natural is one sentence for both hands. */
export const ruleLines = (locale: Locale, coup: Coup): string[] => {
  if (coup.natural) {
    const naturals = coup.decisions.filter((d) => d.total >= 8);
    const [player, banker] = coup.decisions;
    if (naturals.length === 2 && player && banker)
      return [t(locale, 'rule.natural-both', { player: player.total, banker: banker.total })];
    return naturals.map((decision) => decisionLine(locale, coup, decision));
  }
  return coup.decisions.map((decision) => decisionLine(locale, coup, decision));
};

const outcomeText = (locale: Locale, coup: Coup): string =>
  coup.outcome === 'tie'
    ? t(locale, 'outcome.tie', { total: coup.playerTotal })
    : t(locale, `outcome.${coup.outcome}`, { player: coup.playerTotal, banker: coup.bankerTotal });

/**
 * The commission a seat paid: a game's own (its ledger term), plus, on a Banker win, the one the
 * payout keeps out of the returns (Punto Banco's 19 to 20 is even money less 5 %), at the rate the
 * record was paid at: 500 basis points of the Banker stake in Punto Banco, none in Punto 2000.
 */
export const commissionOf = (record: RoundRecord, result: SeatResult): Cents => {
  if (record.coup.outcome !== 'banker') return result.commissionCents;
  const inPayout = basisPointsOf(centsOf(stakeOn(result.stakes, 'banker')), record.commissionBp);
  return addCents(result.commissionCents, inPayout);
};

/** One hand as a line: `**Player · 5**  A♠ 4♥`. */
const handLine = (locale: Locale, coup: Coup, hand: 'player' | 'banker'): string => {
  const total = hand === 'player' ? coup.playerTotal : coup.bankerTotal;
  const natural = coup.natural && total >= 8 && (hand === 'player' ? coup.player : coup.banker).length === 2;
  const name = t(locale, natural ? 'result.handNatural' : 'result.hand', { hand, total });
  return `**${name}**  ${handFaces(hand === 'player' ? coup.player : coup.banker)}`;
};

/** The result of a dealt round as one embed, coloured by who won. */
export const renderRoundResult = (locale: Locale, input: RoundResultInput): ViewMessage => {
  const { record, names, shoe, face = PUNTO_BANCO_FACE } = input;
  const { coup } = record;
  const seatLines = record.results.map((result) => {
    const line = t(locale, 'result.seat', {
      name: displayName(names, result.userId),
      stakes: face.stakesText(locale, result.stakes),
      outcome: netAndBalance(locale, result),
    });
    const commission = commissionOf(record, result);
    return commission > 0
      ? `${line} · ${t(locale, 'result.commission', { amount: formatChips(locale, commission) })}`
      : line;
  });
  const embed: APIEmbed = {
    title: t(locale, 'result.title', { round: record.round, outcome: outcomeText(locale, coup) }),
    color: COLORS[coup.outcome],
    description: [
      handLine(locale, coup, 'player'),
      handLine(locale, coup, 'banker'),
      '',
      ...ruleLines(locale, coup).map((line) => `• ${line}`),
      '',
      ...face.payouts(locale, record),
    ].join('\n'),
    fields: linesToFields(t(locale, 'result.bets'), seatLines),
    footer: {
      text: shoeLine(locale, shoe),
    },
  };
  return { embeds: [fitEmbed(embed)], components: [] };
};
