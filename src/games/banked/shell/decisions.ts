/**
 * Decisions at a table whose coups wait for players (banque, chemin de fer), by command or by the
 * private prompt's buttons: the choice goes to the table, which refuses whoever may not make it.
 */
import type { APIEmbed } from 'discord.js';
import type { DecisionChoice } from '../../../discord/custom-ids.js';
import type { GameShell } from '../../../discord/game-shell.js';
import { type Locale, t } from '../../../discord/i18n/index.js';
import type { Reply } from '../../../discord/vocabulary.js';
import { type GameId, rulesInPlay } from '../../../table/state.js';
import type { TableActor } from './actor.js';

/** What running a decision action needs from a command or a click. */

/** Sends a decision to the table, which refuses whoever may not make it (or too late). */
const runDecision = (actor: TableActor, choice: DecisionChoice, step?: number, round?: number) =>
  actor.game.run(actor.place, {
    type: 'decide',
    channelId: actor.place.channelId,
    userId: actor.userId,
    choice,
    ...(step === undefined ? {} : { step }),
    ...(round === undefined ? {} : { round }),
  });

const decidedText = (locale: Locale, choice: DecisionChoice) =>
  t(locale, choice === 'draw' ? 'cdf.done.draw' : 'cdf.done.stand');

/** A decision by command: the punter's card or stand, the banker's draw or stand, answered privately. */
export const decideByCommand = async (
  actor: TableActor,
  choice: DecisionChoice,
  step?: number,
  round?: number,
): Promise<void> => {
  await runDecision(actor, choice, step, round);
  await actor.reply(decidedText(actor.locale, choice));
};

/** What a decision by the prompt's button needs: the prompt to rewrite, and the games' shells to draw it. */
export interface PromptActor extends TableActor {
  /** Rewrites the private prompt that was clicked. */
  update(message: Reply): Promise<void>;
  /**
   * The shell of the table's game, which draws the member's cards. Given by the caller: this kit
   * is part of the games' shell entries (shells.ts), so it cannot look the list up itself.
   */
  readonly shellOf: (game: GameId) => Pick<GameShell, 'privateCards'>;
}

/** The member's cards view at a banked table (banque or chemin de fer), or undefined without a hand. */
const cardsView = async (actor: PromptActor) => {
  const { guild, table } = await actor.reads.table(actor.place);
  if (!table) return undefined;
  const input = {
    table,
    userId: actor.userId,
    names: actor.reads.names(actor.place.guildId, table.coup ? [table.coup.decision.userId] : []),
  };
  return actor.shellOf(rulesInPlay(guild, table).game).privateCards(actor.locale, input);
};

/**
 * A decision by a button of the private prompt, at either banked game: the prompt itself becomes
 * the answer, what he chose said above his cards as they are now (a third card he drew included),
 * its buttons gone so the choice cannot be pressed again. When his decision ended the coup, the
 * cards are those he decided on, without the prompt's question.
 */
export const decideByPrompt = async (
  actor: PromptActor,
  choice: DecisionChoice,
  step?: number,
  round?: number,
): Promise<void> => {
  const before = await cardsView(actor);
  await runDecision(actor, choice, step, round);
  const after = await cardsView(actor);
  const embeds: APIEmbed[] =
    after?.embeds ??
    before?.embeds.map((embed) => ({ ...embed, description: embed.description?.split('\n')[0] ?? '' })) ??
    [];
  await actor.update({ content: decidedText(actor.locale, choice), embeds, components: [] });
};

/**
 * The prompt's switch: the member plays by the rule from now on (the bot takes his decisions
 * RULE_PLAY_MS after they open, this one included), or chooses for himself again. The prompt
 * itself becomes the answer, redrawn with the switch turned and his choices still there while
 * the coup waits for him.
 */
export const playByTheRuleFromPrompt = async (
  actor: PromptActor,
  on: boolean,
  round?: number,
): Promise<void> => {
  await actor.game.run(actor.place, {
    type: 'play-by-rule',
    channelId: actor.place.channelId,
    userId: actor.userId,
    on,
    ...(round === undefined ? {} : { round }),
  });
  const view = await cardsView(actor);
  await actor.update({
    content: t(actor.locale, on ? 'rule.on' : 'rule.off'),
    embeds: view?.embeds ?? [],
    components: view?.components ?? [],
  });
};
