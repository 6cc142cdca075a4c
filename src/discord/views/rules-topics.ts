/**
 * The topics /rules offers. Discord registers a command's choices once for every channel, so the
 * list is fixed: the topics every game answers, with each game's own topics among them (its shell's
 * `ownTopics`, listed by views/rules.ts).
 */

/** The topics every game answers, in its own words or in the words every game shares. */
export type CommonTopic = 'basics' | 'values' | 'third-card' | 'payouts' | 'limits' | 'fairness' | 'roads';

/** The common topics before the games' own ones, and after them. */
export const TOPICS_BEFORE_GAMES: readonly CommonTopic[] = ['basics', 'values', 'third-card', 'payouts'];
export const TOPICS_AFTER_GAMES: readonly CommonTopic[] = ['limits', 'fairness', 'roads'];

/** A topic of /rules: a common one, or one a game offers of its own. */
export type RulesTopic = CommonTopic | (string & {});
