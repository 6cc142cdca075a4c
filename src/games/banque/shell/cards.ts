/**
 * My cards at a banque table: a card-holder's two cards, or the banker's, shown only to the one
 * who holds them (docs/banque.md, "Dealing"); a natural is said at once. When the coup waits for him, his prompt:
 * Card / Stand for a card-holder, with only the forced choice at 0–4 and 6–7, Draw / Stand for the
 * banker with what he may see of each tableau (a natural, stood, or the third card's value) and,
 * in words, what his default would do and why (never its score). Always ephemeral; the buttons
 * carry the decision's step and round.
 */
import type { PrivateCardsInput } from '../../../discord/game-shell.js';
import { formatTime, type Locale, t } from '../../../discord/i18n/index.js';
import { handFaces } from '../../../discord/views/cards.js';
import { displayName, type ViewMessage } from '../../../discord/views/shared.js';
import { handTotal } from '../../../engine/cards.js';
import type { TableRecord } from '../../../table/state.js';
import { cardsMessage } from '../../banked/shell/cards.js';
import { isDecisionChoice } from '../../banked/shell/shared.js';
import { BANQUE_SIDES, type BanqueHand, type BanquePaused, pendingDecision } from '../rules/coup.js';
import { banqueStateOf } from '../table/state.js';
import { handName, isNaturalHand } from './table.js';

export type BanqueCardsInput = PrivateCardsInput;

/** The hand the member holds in the coup being played: a tableau's cards, or the bank's. */
const handOf = (table: TableRecord, userId: string): BanqueHand | undefined => {
  const state = banqueStateOf(table.gameState);
  if (state.banker === userId) return 'banker';
  return BANQUE_SIDES.find((side) => state.cover?.holders[side]?.userId === userId);
};

/** The member's cards and prompt, or undefined when he holds no hand in the coup being played. */
export const renderBanqueCards = (
  locale: Locale,
  { table, userId, names }: BanqueCardsInput,
): ViewMessage | undefined => {
  const coup = table.coup;
  if (!coup) return undefined;
  const hand = handOf(table, userId);
  if (hand === undefined) return undefined;
  const paused = coup.state as BanquePaused;
  const cards = paused[hand];
  // The total of every card he holds: after a third card, all three (never the two he decided on).
  const lines = [t(locale, 'banque.cards.hand', { cards: handFaces(cards), total: handTotal(cards) })];
  if (isNaturalHand(cards)) lines.push(t(locale, 'banque.cards.natural'));
  const { decision } = coup;
  const mine = decision.userId === userId && paused.waitingFor === hand;
  const choices = decision.choices.filter(isDecisionChoice);
  if (mine) {
    const fallback = isDecisionChoice(decision.defaultChoice) ? decision.defaultChoice : 'draw';
    const when = { deadline: formatTime(decision.deadline, 'T'), relative: formatTime(decision.deadline) };
    const request = hand === 'banker' ? pendingDecision(paused) : null;
    const score = request?.score ?? null;
    if (request !== null)
      for (const side of BANQUE_SIDES) {
        const seen = request.seen?.[side];
        const what =
          seen === 'natural'
            ? t(locale, 'banque.cards.seenNatural')
            : seen === 'stood'
              ? t(locale, 'banque.cards.seenStood')
              : t(locale, 'banque.cards.seenThird', { point: seen ?? 0 });
        lines.push(t(locale, 'banque.cards.seen', { hand: handName(locale, side), what }));
      }
    lines.push(
      '',
      // The banker's default is said in words, once: what it does and why, not its score.
      score === null
        ? t(locale, 'banque.cards.prompt', { ...when, fallback: t(locale, `banque.fallback.${fallback}`) })
        : t(locale, 'banque.cards.bankerPrompt', { ...when, draws: fallback === 'draw', even: score === 0 }),
      ...(choices.length === 1 ? [t(locale, 'banque.cards.forced')] : []),
    );
  } else {
    lines.push('', t(locale, 'banque.cards.wait', { name: `**${displayName(names, decision.userId)}**` }));
  }
  return cardsMessage(locale, {
    title: t(locale, 'banque.cards.title', { hand }),
    lines,
    mine,
    choices,
    decider: hand === 'banker' ? 'banker' : 'punter',
    step: decision.step,
    round: table.round,
    byTheRule: table.byTheRule.includes(userId),
  });
};
