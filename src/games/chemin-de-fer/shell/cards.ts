/**
 * My cards: a hand's two face-down cards, shown only to the one who holds them (docs/chemin-de-fer.md, "Dealing"), and,
 * when the coup waits for him, his prompt: Card / Stand for the punter, Draw / Stand for the
 * banker, only the choices the rule allows, with the deadline and what happens without an answer.
 * Always ephemeral; the prompt's buttons carry the decision's step and the round.
 */
import type { PrivateCardsInput } from '../../../discord/game-shell.js';
import { formatTime, type Locale, t } from '../../../discord/i18n/index.js';
import { handFaces } from '../../../discord/views/cards.js';
import { displayName, type ViewMessage } from '../../../discord/views/shared.js';
import { handTotal, pointOf } from '../../../engine/cards.js';
import { cardsMessage } from '../../banked/shell/cards.js';
import { isDecisionChoice } from '../../banked/shell/shared.js';
import type { CdfPaused } from '../rules/coup.js';
import { cdfStateOf } from '../table/state.js';

export type CdfCardsInput = PrivateCardsInput;

/** The member's cards and prompt, or undefined when he holds no hand in the coup being played. */
export const renderCdfCards = (
  locale: Locale,
  { table, userId, names }: CdfCardsInput,
): ViewMessage | undefined => {
  const coup = table.coup;
  if (!coup) return undefined;
  const state = cdfStateOf(table.gameState);
  const paused = coup.state as CdfPaused;
  const role = userId === state.cover?.handHolder ? 'punter' : userId === state.banker ? 'banker' : undefined;
  if (role === undefined) return undefined;
  const cards = role === 'punter' ? paused.punter : paused.banker;
  const lines = [t(locale, 'cdf.cards.hand', { cards: handFaces(cards), total: handTotal(cards) })];
  if (role === 'banker' && paused.waitingFor === 'banker') {
    const third = paused.punter[2];
    lines.push(
      third === undefined
        ? t(locale, 'cdf.cards.punterStood')
        : t(locale, 'cdf.cards.punterThird', { card: `${handFaces([third])} (${pointOf(third)})` }),
    );
  }
  const { decision } = coup;
  const mine = decision.userId === userId;
  const choices = decision.choices.filter(isDecisionChoice);
  if (mine) {
    const fallback = isDecisionChoice(decision.defaultChoice) ? decision.defaultChoice : 'draw';
    lines.push(
      '',
      t(locale, 'cdf.cards.prompt', {
        deadline: formatTime(decision.deadline, 'T'),
        relative: formatTime(decision.deadline),
        fallback: t(locale, `cdf.fallback.${fallback}`),
      }),
      ...(choices.length === 1 ? [t(locale, 'cdf.cards.forced')] : []),
    );
  } else {
    lines.push('', t(locale, 'cdf.cards.wait', { name: `**${displayName(names, decision.userId)}**` }));
  }
  return cardsMessage(locale, {
    title: t(locale, 'cdf.cards.title', { role }),
    lines,
    mine,
    choices,
    decider: role,
    step: decision.step,
    round: table.round,
    byTheRule: table.byTheRule.includes(userId),
  });
};
