/**
 * /rules, topic by topic: each game's own text (its shell's rulesTopic), and the text every game
 * shares for the card values, fairness and the roads.
 */
import type { APIEmbed } from 'discord.js';
import { SHELLS, shellOf } from '../../games/shells.js';
import type { TableSettings } from '../../table/state.js';
import type { RulesText } from '../game-shell.js';
import { type Locale, type StaticKey, t } from '../i18n/index.js';
import { fitEmbed } from './embed-limits.js';
import { type RulesTopic, TOPICS_AFTER_GAMES, TOPICS_BEFORE_GAMES } from './rules-topics.js';
import { COLORS, type ViewMessage } from './shared.js';

export type { RulesTopic } from './rules-topics.js';

/** Every topic /rules offers, in its order: the common ones, with each game's own among them. */
export const RULES_TOPICS: readonly RulesTopic[] = [
  ...TOPICS_BEFORE_GAMES,
  ...[...SHELLS.values()].flatMap((shell) => shell.ownTopics.map(({ topic }) => topic)),
  ...TOPICS_AFTER_GAMES,
];

const COMMON_TOPICS: readonly RulesTopic[] = [...TOPICS_BEFORE_GAMES, ...TOPICS_AFTER_GAMES];

/** Each topic with the catalog key of its name as a choice of /rules. */
export const RULES_TOPIC_CHOICES: readonly { readonly topic: RulesTopic; readonly name: StaticKey }[] = [
  ...TOPICS_BEFORE_GAMES.map((topic) => ({ topic, name: `cmd.rules.topic.${topic}` as const })),
  ...[...SHELLS.values()].flatMap((shell) => shell.ownTopics),
  ...TOPICS_AFTER_GAMES.map((topic) => ({ topic, name: `cmd.rules.topic.${topic}` as const })),
];

/** What the rules may point players to: the verifier page (VERIFY_URL), when the bot has one. */
export interface RulesLinks {
  readonly verifyUrl?: string | undefined;
}

/** The topics every game shares, in the words every table reads. */
type SharedTopic = 'values' | 'fairness' | 'roads';

const sharedText = (locale: Locale, topic: SharedTopic, links: RulesLinks): RulesText => {
  const title = t(locale, `rules.${topic}.title`);
  switch (topic) {
    case 'values':
      return { title, text: t(locale, 'rules.values') };
    case 'fairness':
      return {
        title,
        text: t(locale, 'rules.fairness', {
          check:
            links.verifyUrl !== undefined
              ? t(locale, 'rules.fairness.check.page', { url: links.verifyUrl })
              : t(locale, 'rules.fairness.check'),
        }),
      };
    case 'roads':
      // The scoreboard's legend lives here, so /road itself stays short.
      return { title, text: t(locale, 'road.legend') };
  }
};

const isShared = (topic: RulesTopic): topic is SharedTopic =>
  topic === 'values' || topic === 'fairness' || topic === 'roads';

/**
 * One topic of the rules of the game the table deals: the game's own text where it has one, else
 * the text every game shares; the limits and payouts topics speak of this table's own settings.
 */
export const renderRules = (
  locale: Locale,
  topic: RulesTopic,
  settings: TableSettings,
  links: RulesLinks = {},
): ViewMessage => {
  const shell = shellOf(settings.game);
  // Another game's own topic, or none of ours (an outdated command registration): the basics of
  // the game this table deals, where another game's text would mislead.
  const known: RulesTopic =
    COMMON_TOPICS.includes(topic) || shell.ownTopics.some((own) => own.topic === topic) ? topic : 'basics';
  const { rulesTopic } = shell;
  const answer =
    rulesTopic(locale, known, settings) ??
    (isShared(known)
      ? sharedText(locale, known, links)
      : // A common topic the game does not answer (a game without a third-card rule of its own):
        // its basics say what this table deals; a game with no basics either gets the card values
        // every game shares.
        (rulesTopic(locale, 'basics', settings) ?? sharedText(locale, 'values', links)));
  const embed: APIEmbed = {
    title: answer.title,
    color: known === 'fairness' ? COLORS.fair : COLORS.felt,
    description: answer.text,
  };
  return { embeds: [fitEmbed(embed)], components: [] };
};
